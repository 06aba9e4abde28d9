//! Where tables live between restarts, behind one small trait: SQLite on one machine today
//! (`sqlite.rs`); a shared database behind the same calls would let several servers load any
//! table by its code (docs/tables.md, "Several servers").
//!
//! Every call is made with the table's lock held and before any answer goes out, so what a
//! player was told was played is on disk: a killed server loses nothing it confirmed.

mod sqlite;

pub use sqlite::SqliteStore;

use numera_rules::{GameId, Seed};
use numera_wire::Status;

/// A table as stored: what it was created with and how far it got.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredTable {
    /// The table's code, as its address names it (`?table=`).
    pub code: String,
    pub game: GameId,
    /// The game's options as they stand (seat kinds change while it is open; fixed at start).
    pub options: String,
    /// Secret until the game is over.
    pub seed: Seed,
    /// Open for seating, in play, over, or closed by its host.
    pub status: Status,
    /// SHA-256 of the host's secret, as for a seat's token.
    pub host_hash: Vec<u8>,
    /// One per seat of the options, in order.
    pub seats: Vec<StoredSeat>,
    /// The actions played, in order (the log).
    pub actions: Vec<String>,
}

/// One seat as stored.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StoredSeat {
    pub name: Option<String>,
    /// SHA-256 of the token that holds the seat; `None` while it is free.
    pub token_hash: Option<Vec<u8>>,
    /// The bot the host put in for an absent player…
    pub standin: Option<String>,
    /// …once they have been away this many seconds (`None`: as soon as they are away).
    pub standin_after_s: Option<u64>,
}

/// Who played an action: the seat's player, its bot, or a bot standing in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum By {
    Human,
    Bot,
    Standin,
}

impl By {
    pub fn as_str(self) -> &'static str {
        match self {
            By::Human => "human",
            By::Bot => "bot",
            By::Standin => "standin",
        }
    }
}

/// A store that failed; the request it served fails with `unavailable`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoreError(pub String);

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "table store: {}", self.0)
    }
}

impl std::error::Error for StoreError {}

pub type StoreResult<T> = Result<T, StoreError>;

pub trait TableStore: Send + Sync {
    /// A new table with its seats (and no action).
    fn create(&self, table: &StoredTable) -> StoreResult<()>;
    /// The options changed (a seat's kind, before the start).
    fn set_options(&self, code: &str, options: &str) -> StoreResult<()>;
    fn set_seat(&self, code: &str, seat: usize, record: &StoredSeat) -> StoreResult<()>;
    fn set_status(&self, code: &str, status: Status) -> StoreResult<()>;
    /// Action number `seq` (0-based) of the table's log.
    fn append_action(&self, code: &str, seq: u64, text: &str, by: By) -> StoreResult<()>;
    /// Every table still open or playing, with its seats and log: what a restart reloads.
    fn load_live(&self) -> StoreResult<Vec<StoredTable>>;
}
