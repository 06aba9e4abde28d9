//! The online tables' protocol, version 1: what a table's server and its players say to each
//! other over a WebSocket, one JSON text frame per message (docs/tables.md).
//!
//! Shared by the native server and, later, the web app: so it is written with the rules
//! crate's own JSON codec (`numera_rules::json`), not serde, which would weigh on every wasm
//! page. Decoding is strict: a frame must be one JSON object with `"v":1` and a known `"t"`,
//! and a field a message does not have is refused, so that a client and a server that
//! disagree find out at once instead of dropping what the other meant. The size of a frame
//! is checked by the caller before it decodes (`MAX_CLIENT_FRAME`).
//!
//! ```
//! use numera_wire::{ClientMessage, VERSION};
//! let text = r#"{"v":1,"t":"act","seq":4,"action":"2:517"}"#;
//! let message = ClientMessage::decode(text).unwrap();
//! assert_eq!(message, ClientMessage::Act { seq: 4, action: "2:517".into() });
//! assert_eq!(message.encode(), text);
//! assert_eq!(VERSION, 1);
//! ```

mod client;
mod clock;
mod code;
mod envelope;
mod error;
mod names;
mod reason;
mod server;
mod table_info;

pub use client::ClientMessage;
pub use clock::{
    clock_allowed, turn_based, warning_s, ClockInfo, Deadline, LIVE_CLOCKS, TURN_CLOCKS,
};
pub use code::{grouped_code, normalize_code, CODE_ALPHABET, CODE_LEN};
pub use error::WireError;
/// A checked JSON value carried as its text: a frame's view, options or save.
pub use numera_rules::json::RawJson;
pub use reason::{ErrorCode, Misread, Reason, Refusal};
pub use server::ServerMessage;
pub use table_info::{Frame, SeatInfo, Status, TableInfo};

/// The protocol version every frame carries as `v`. A change in the meaning of any message
/// bumps it; a frame of another version is refused by name (`error{code:"bad_version"}`).
pub const VERSION: u32 = 1;

/// The largest frame a client may send, in bytes. Server frames may be larger (a long
/// Sequence event list in a view), so the cap applies to what the server reads only.
pub const MAX_CLIENT_FRAME: usize = 16 * 1024;
