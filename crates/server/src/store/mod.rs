//! Where tables live between restarts, behind one async trait with two stores: one SQLite
//! file on one machine (`sqlite.rs`, the default: a player's own machine needs no database
//! server) and PostgreSQL for several instances (`postgres.rs`). `conformance.rs` holds the
//! one suite both pass.
//!
//! Every write is made before any answer goes out, so what a player was told was played is
//! on disk: a killed server loses nothing it confirmed. Every write to a table also names the
//! epoch of the lease under which it is made (docs/tables.md, "Several servers"): the store
//! refuses it, in the same statement that writes, once another owner has taken the table.

mod error;
mod lease;
mod postgres;
mod row;
mod sqlite;

pub mod conformance;

pub use error::{StoreError, StoreResult};
pub use lease::{Epoch, Lease};
pub use postgres::PostgresStore;
pub use sqlite::SqliteStore;

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

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
    /// Its clock, if it has one.
    pub clocks: StoredClocks,
}

/// A table's clock as stored, in the table's own text forms (table/clocks.rs reads them).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StoredClocks {
    /// The pace it was created with (`""`: no clock).
    pub pace: String,
    /// Every seat's clock.
    pub state: String,
    /// When a server last ran it, in milliseconds since 1970 on the servers' clock.
    pub seen: Option<u64>,
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

/// What a store's call comes back as: a future that may be sent to another thread, so that a
/// table waits for its write without holding a worker (SQLite writes on a blocking thread,
/// PostgreSQL over its socket).
pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = StoreResult<T>> + Send + 'a>>;

pub trait TableStore: Send + Sync {
    /// Whether other instances may use this store too (then a restarted instance takes only
    /// the tables nobody holds; alone, it takes back all of its own).
    fn shared(&self) -> bool;
    /// A new table with its seats (and no action), owned by `owner` under a first lease of
    /// `ttl`: its epoch comes back.
    fn create<'a>(
        &'a self,
        table: &'a StoredTable,
        owner: &'a str,
        ttl: Duration,
    ) -> StoreFuture<'a, Epoch>;
    /// The options changed (a seat's kind, before the start).
    fn set_options<'a>(&'a self, lease: &'a Lease, options: &'a str) -> StoreFuture<'a, ()>;
    fn set_seat<'a>(
        &'a self,
        lease: &'a Lease,
        seat: usize,
        record: &'a StoredSeat,
    ) -> StoreFuture<'a, ()>;
    fn set_status<'a>(&'a self, lease: &'a Lease, status: Status) -> StoreFuture<'a, ()>;
    /// The seats' clocks (`StoredClocks::state`) as they stand at `seen`.
    fn set_clocks<'a>(&'a self, lease: &'a Lease, state: &'a str, seen: u64)
        -> StoreFuture<'a, ()>;
    /// Action number `seq` (0-based) of the table's log. A `seq` stored already is refused
    /// (`StoreError::Duplicate`), and so is a write under an epoch that is no longer the
    /// table's (`StoreError::Fenced`).
    fn append_action<'a>(
        &'a self,
        lease: &'a Lease,
        seq: u64,
        text: &'a str,
        by: By,
    ) -> StoreFuture<'a, ()>;
    /// Every table still open or playing, with its seats and log: what a restart reloads.
    fn load_live(&self) -> StoreFuture<'_, Vec<StoredTable>>;
    /// The live tables that nobody holds, or whose owner's lease ran out (it died or
    /// stalled): what another instance takes over.
    fn load_orphans(&self) -> StoreFuture<'_, Vec<StoredTable>>;
    /// Takes table `code` for `owner` for `ttl`: a table nobody holds, whose lease ran out, or
    /// that `owner` holds already; with `steal`, whoever holds it (one instance alone on its
    /// store, restarted). A new epoch comes back, or `None` while another owner's lease runs.
    fn claim<'a>(
        &'a self,
        code: &'a str,
        owner: &'a str,
        ttl: Duration,
        steal: bool,
    ) -> StoreFuture<'a, Option<Epoch>>;
    /// Extends the lease of every table `owner` holds by `ttl` from now, and notes that a
    /// server ran them at `seen` (their clocks' time); the codes it still holds come back
    /// (one missing was taken over: its owner must let it go).
    fn renew<'a>(
        &'a self,
        owner: &'a str,
        ttl: Duration,
        seen: u64,
    ) -> StoreFuture<'a, Vec<String>>;
    /// Gives the table up (a draining instance), if `lease` still holds it.
    fn release<'a>(&'a self, lease: &'a Lease) -> StoreFuture<'a, ()>;
    /// Says where instance `owner` answers (`ws://host:port/tables`), for the others to
    /// forward its tables' players there.
    fn announce<'a>(&'a self, owner: &'a str, address: &'a str) -> StoreFuture<'a, ()>;
    /// Where table `code` stands and who holds it (`None`: no such table).
    fn locate<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<Location>>;
    /// Table `code` with its seats and log, if it is live.
    fn load_table<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<StoredTable>>;
    /// The secret every instance of this store shares, made by the first one (a forwarded
    /// line carries it).
    fn cluster_secret(&self) -> StoreFuture<'_, String>;
}

/// Where a stored table stands, and who holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    pub status: Status,
    /// The instance whose lease still runs, and where it answers (if it said).
    pub holder: Option<Holder>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Holder {
    pub owner: String,
    pub address: Option<String>,
}
