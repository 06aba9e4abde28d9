//! The online tables' messages (crates/wire): what a server reads from any client, and what
//! the web app reads from a server. An accepted message must be written back to the same
//! text it reads as, or a client and the server would not agree on what was said.

use std::fmt::Debug;

use numera_wire::{ClientMessage, ServerMessage, WireError, MAX_CLIENT_FRAME};

pub fn client_samples() -> Vec<String> {
    ClientMessage::samples()
        .iter()
        .map(ClientMessage::encode)
        .collect()
}

pub fn server_samples() -> Vec<String> {
    ServerMessage::samples()
        .iter()
        .map(ServerMessage::encode)
        .collect()
}

/// A client frame, as the server takes it: over the size cap it is not even read.
pub fn client(text: &str) -> Result<(), String> {
    if text.len() > MAX_CLIENT_FRAME {
        return Err("too big".into());
    }
    reads_back(text, ClientMessage::decode, ClientMessage::encode)
}

/// A server frame, as the web app takes it.
pub fn server(text: &str) -> Result<(), String> {
    reads_back(text, ServerMessage::decode, ServerMessage::encode)
}

/// Whether `text` is a message; if it is, the message written reads back as itself.
fn reads_back<M: PartialEq + Debug>(
    text: &str,
    decode: fn(&str) -> Result<M, WireError>,
    encode: fn(&M) -> String,
) -> Result<(), String> {
    let message = decode(text).map_err(|e| e.to_string())?;
    let again = decode(&encode(&message));
    assert!(
        again.as_ref() == Ok(&message),
        "{message:?} reads back as {again:?}"
    );
    Ok(())
}
