//! How much one server lets one client and one address take, and how long it waits: the
//! defaults `numera serve` runs with, which tests shorten.

use std::time::Duration;

#[derive(Debug, Clone)]
pub struct Limits {
    /// The largest frame read from a client (bigger: `too_big`, and the line is closed).
    pub max_frame: usize,
    /// Frames a connection may send in a burst, and refilled per second after it.
    pub burst: u32,
    pub per_second: u32,
    /// Open connections per IP address.
    pub connections_per_ip: usize,
    /// TCP connections an address may hold beyond its `connections_per_ip` WebSockets (a
    /// page's file requests, a connection not yet upgraded); one more is closed at once.
    pub extra_sockets_per_ip: usize,
    /// TCP connections the server holds in all: below the process's file-descriptor limit,
    /// so that a flood meets this cap rather than a failure to open the store's files.
    pub max_sockets: usize,
    /// How long a request's head may take to arrive once the server waits for it: a
    /// connection that sends nothing (or dribbles) is closed after this long.
    pub header_read: Duration,
    /// Tables not yet over that one IP address may have created.
    pub tables_per_ip: usize,
    /// Tables not yet over on this server.
    pub max_tables: usize,
    /// Of an address's tables, how many may have bots (bot seats or stand-ins): a bot's
    /// thinking is the server's work, which one address must not take for itself.
    pub bot_tables_per_ip: usize,
    /// Bots thinking at once on this server, across all tables (the rest wait their turn,
    /// first come first served, one move at a time): the other cores are left to the tables'
    /// players.
    pub bot_threads: usize,
    /// The server pings every connection this often…
    pub ping_every: Duration,
    /// …and closes one it has heard nothing from (not even a pong) for this long, to the
    /// moment: a half-open line (a phone that slept, a network that dropped) frees its place,
    /// and its seat shows away, within seconds (the page pings too, docs/tables.md).
    pub idle: Duration,
    /// A bot waits at least this long before it acts, so that its speed tells nothing of its
    /// hand and players can follow.
    pub bot_pause: Duration,
    /// A table nobody has been connected to for this long, not over, is closed (its players
    /// went away for good), so that abandoned tables do not fill the server's cap…
    pub abandoned: Duration,
    /// …looked for this often.
    pub sweep_every: Duration,
    /// How long a table's lease lasts in the store unless renewed (a third of it apart): an
    /// instance that stops renewing loses its tables to another this long after.
    pub lease: Duration,
    /// Tries of a code or token that hold nothing (`no_such_table`, `bad_token`) one address
    /// (an IPv6 /64) may make in a burst, across all its connections…
    pub failed_joins: u32,
    /// …and then one more each this often (guesses.rs).
    pub failed_join_every: Duration,
    /// Joins (to watch) one table allows in a burst, from anyone…
    pub joins_per_table: u32,
    /// …and then one more each this often (table/joins.rs).
    pub table_join_every: Duration,
    /// Frames waiting to be sent to one connection; a client that reads none is dropped
    /// rather than held in memory.
    pub queue: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_frame: numera_wire::MAX_CLIENT_FRAME,
            burst: 40,
            per_second: 20,
            connections_per_ip: 32,
            extra_sockets_per_ip: 16,
            max_sockets: crate::accept::descriptor_room(),
            header_read: Duration::from_secs(5),
            failed_joins: 20,
            failed_join_every: Duration::from_secs(1),
            tables_per_ip: 20,
            max_tables: 10_000,
            bot_tables_per_ip: 3,
            bot_threads: bot_threads(),
            ping_every: Duration::from_secs(4),
            idle: Duration::from_secs(12),
            bot_pause: Duration::from_millis(700),
            queue: 256,
            joins_per_table: 30,
            table_join_every: Duration::from_secs(1),
            lease: Duration::from_secs(6),
            abandoned: Duration::from_secs(24 * 3600),
            sweep_every: Duration::from_secs(60),
        }
    }
}

/// Half the cores, and at least one: a hard bot thinks on a core of its own while it thinks,
/// so the tables' own work always keeps the other half.
fn bot_threads() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    (cores / 2).max(1)
}
