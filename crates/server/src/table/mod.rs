//! One table: its seats, its game, who is connected to it, and every rule of who may do
//! what. Held under one async lock per table, so that each request is decided against one
//! state, stored (the lock held while the store writes, no worker thread blocked), and only
//! then answered.

use std::collections::HashMap;
use std::fmt;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Instant;

use numera_rules::challenge::sanitize_name;
use numera_rules::{GameId, PlayerId, ReplayError, RuleError, Seed};
use numera_wire::{ErrorCode, Reason, SeatInfo, ServerMessage, Status, TableInfo};

use crate::clock::Clock;
use crate::error::{bad_options, refuse, ServerError};
use crate::limits::Limits;
use crate::outbox::Outbox;
use crate::referee::{Referee, Rules};
use crate::seats::{self, SeatKind, SeatsError};
use crate::secret;
use crate::store::{Epoch, Lease, StoredClocks, StoredSeat, StoredTable, TableStore};
use crate::RawJson;

mod clocks;
mod joins;
mod news;
mod play;
mod seating;
mod timed;

pub use clocks::{Clocks, Pace};
pub use news::shared;
pub use play::BotHealth;

/// A connection's number on this server.
pub type ConnId = u64;

/// Why an `act` was not played: refused by the table's rules, or failed (not stored).
#[derive(Debug)]
pub enum Denied {
    Refused(Reason),
    Failed(ServerError),
}

/// Why a stored table was not brought back (said in the server's log): the rules refused its
/// options or its log, or the server's own records do not hold together.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RestoreError {
    /// A game the server does not hold tables of.
    NotAtTables(GameId),
    /// The game refused the stored options.
    Options(RuleError),
    /// The options' seats, which the server could not read.
    Seats(SeatsError),
    /// A seat row stored for each seat: `rows` of them for options of `seats` seats.
    SeatRows { seats: usize, rows: usize },
    /// The stored log no longer replays (the game's refusal in its English, for the log).
    Replay(ReplayError<String>),
}

impl fmt::Display for RestoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RestoreError::NotAtTables(game) => write!(f, "{game} is not played at tables"),
            RestoreError::Options(e) => write!(f, "options refused: {e}"),
            RestoreError::Seats(e) => e.fmt(f),
            RestoreError::SeatRows { seats, rows } => {
                write!(f, "{rows} seats stored for options of {seats} seats")
            }
            RestoreError::Replay(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for RestoreError {}

struct Member {
    seat: Option<PlayerId>,
    out: Outbox,
}

pub struct Table {
    pub code: String,
    /// The lease this server holds the table under: every write names its epoch.
    epoch: Epoch,
    rules: &'static dyn Rules,
    options: String,
    seed: Seed,
    pub status: Status,
    host_hash: Vec<u8>,
    seats: Vec<StoredSeat>,
    game: Option<Box<dyn Referee>>,
    /// Per seat, the oldest frame an action of that seat may be made from (docs/tables.md,
    /// "Stale actions").
    floors: Vec<u64>,
    members: HashMap<ConnId, Member>,
    /// The address that created it, which the per-address table cap counts.
    pub creator: Option<IpAddr>,
    /// Whether a task is playing this table's bots now (one at a time).
    pub bots_running: bool,
    /// Per seat, whether its bots have failed in this game.
    bot_health: Vec<BotHealth>,
    /// Since when nobody has been connected to it (`None` while someone is).
    deserted_since: Option<Instant>,
    /// Per seat, since when nobody has been connected at it (`None` while someone is): a
    /// stand-in plays only for a player who is away.
    away_since: Vec<Option<Instant>>,
    /// Per seat, the moves a host's stand-in played for its player while they were away,
    /// told to them when they are back (`resume`). Kept in memory only: after a restart the
    /// moves are in the game, and only this account of them is lost.
    covered: Vec<Vec<String>>,
    /// Closed because everyone went away, not by its host: a late visitor hears it ended.
    pub abandoned: bool,
    /// Its clocks (docs/tables.md, "Clocks"), read against the server's clock.
    clocks: Clocks,
    clock: Arc<dyn Clock>,
    /// Told whenever a deadline changes, so that the table's timer waits for the new one.
    pub wake: Arc<tokio::sync::Notify>,
    /// Whether a task waits on this table's clocks now (one at a time).
    pub timer_running: bool,
    /// What the `table` messages have told of its seating.
    news: news::News,
    /// The joins it has left (joins.rs).
    joins: joins::Joins,
}

/// A table just made, with the secrets only its creator gets: the host token, and the seat
/// token of the creator's seat (the first human seat, if there is one).
pub struct Created {
    pub table: Table,
    pub host: String,
    pub seat: Option<(PlayerId, String)>,
}

impl Table {
    /// A new table, not yet stored (`store_new`, before anyone hears of it).
    pub fn create(
        code: String,
        rules: &'static dyn Rules,
        (options, pace): (&RawJson, Option<Pace>),
        name: &str,
        creator: Option<IpAddr>,
        clock: Arc<dyn Clock>,
    ) -> Result<Created, ServerError> {
        let options = rules.options(options.as_str()).map_err(bad_options)?;
        let kinds = seats::kinds(&options).map_err(bad_options)?;
        needs_human(&kinds)?;
        let (Some(seed), Some(host)) = (secret::seed(), secret::token()) else {
            return Err(ServerError::NoRandomness);
        };
        let mut seats = vec![StoredSeat::default(); kinds.len()];
        let mut mine = None;
        if let Some(seat) = kinds.iter().position(SeatKind::is_human) {
            let token = secret::token().ok_or(ServerError::NoRandomness)?;
            seats[seat] = StoredSeat {
                name: Some(clean(name)?),
                token_hash: Some(secret::hash(&token)),
                standin: None,
                standin_after_s: None,
            };
            mine = Some((seat, token));
        }
        let table = Table {
            code,
            epoch: Epoch(0),
            rules,
            options,
            seed,
            status: Status::Open,
            host_hash: secret::hash(&host),
            floors: vec![0; seats.len()],
            seats,
            game: None,
            members: HashMap::new(),
            creator,
            bots_running: false,
            bot_health: vec![BotHealth::Fine; kinds.len()],
            deserted_since: None,
            abandoned: false,
            away_since: vec![Some(Instant::now()); kinds.len()],
            covered: vec![Vec::new(); kinds.len()],
            clocks: Clocks::new(pace, kinds.len()),
            clock,
            wake: Arc::default(),
            timer_running: false,
            news: news::News::default(),
            joins: joins::Joins::default(),
        };
        Ok(Created {
            table,
            host,
            seat: mine,
        })
    }

    /// Stores a table just made, leased to `owner` for `ttl`.
    pub async fn store_new(
        &mut self,
        store: &dyn TableStore,
        owner: &str,
        ttl: std::time::Duration,
    ) -> Result<(), ServerError> {
        self.epoch = store.create(&self.stored(), owner, ttl).await?;
        Ok(())
    }

    /// A stored table brought back (a restart): a game in play is its log replayed, and
    /// every seat may act from the frame it gets next.
    pub fn restore(
        stored: StoredTable,
        rules: &'static dyn Rules,
        epoch: Epoch,
        clock: Arc<dyn Clock>,
    ) -> Result<Table, RestoreError> {
        // The options are checked by the game, and there is a seat row for each of their
        // seats: every seat number the game names is then one the table holds.
        let options = rules
            .options(&stored.options)
            .map_err(RestoreError::Options)?;
        let seats = seats::kinds(&options).map_err(RestoreError::Seats)?.len();
        if seats != stored.seats.len() {
            let rows = stored.seats.len();
            return Err(RestoreError::SeatRows { seats, rows });
        }
        let game = match stored.status {
            Status::Playing => Some(
                rules
                    .replay(&stored.options, stored.seed, &stored.actions)
                    .map_err(RestoreError::Replay)?,
            ),
            _ => None,
        };
        let seq = game.as_ref().map_or(0, |g| g.seq());
        let c = &stored.clocks;
        let mut clocks = Clocks::read(&c.pace, &c.state, seats);
        // No server ran the table since it was last seen: that time is the players', given
        // back to the seats that were to act (and said in their frames until the next move).
        if let (Some(seen), true) = (c.seen, game.is_some()) {
            clocks.give_back(seen, clock.now());
        }
        Ok(Table {
            code: stored.code,
            epoch,
            rules,
            options: stored.options,
            seed: stored.seed,
            status: stored.status,
            host_hash: stored.host_hash,
            floors: vec![seq; stored.seats.len()],
            away_since: vec![Some(Instant::now()); stored.seats.len()],
            covered: vec![Vec::new(); stored.seats.len()],
            bot_health: vec![BotHealth::Fine; stored.seats.len()],
            seats: stored.seats,
            game,
            members: HashMap::new(),
            creator: None,
            bots_running: false,
            // Reloaded tables wait for their players from now on.
            deserted_since: Some(Instant::now()),
            abandoned: false,
            clocks,
            clock,
            wake: Arc::default(),
            timer_running: false,
            news: news::News::default(),
            joins: joins::Joins::default(),
        })
    }

    fn stored(&self) -> StoredTable {
        StoredTable {
            code: self.code.clone(),
            game: self.rules.id(),
            options: self.options.clone(),
            seed: self.seed,
            status: self.status,
            host_hash: self.host_hash.clone(),
            seats: self.seats.clone(),
            actions: Vec::new(),
            clocks: StoredClocks {
                pace: Pace::text(self.clocks.pace.as_ref()),
                state: self.clocks.state(),
                seen: Some(self.clock.now()),
            },
        }
    }

    /// What this server's writes to the table name.
    pub(crate) fn lease(&self) -> Lease {
        Lease::new(&self.code, self.epoch)
    }

    fn kinds(&self) -> Vec<SeatKind> {
        seats::kinds(&self.options).unwrap_or_default()
    }

    /// Whether bots play here: a bot's seat, or a stand-in put at a player's (what the
    /// per-address cap of tables with bots counts; a clock's bot, which moves only when a
    /// player's time runs out, is not counted).
    pub fn has_bots(&self) -> bool {
        self.kinds().iter().any(|k| !k.is_human()) || self.seats.iter().any(|s| s.standin.is_some())
    }

    /// Whether the table still counts against the caps (not over, not closed).
    pub fn live(&self) -> bool {
        matches!(self.status, Status::Open | Status::Playing)
    }

    /// Whether nobody is connected to it.
    pub fn deserted(&self) -> bool {
        self.members.is_empty()
    }

    pub fn info(&self) -> TableInfo {
        let kinds = self.kinds();
        let seats = self
            .seats
            .iter()
            .enumerate()
            .map(|(seat, s)| {
                let kind = kinds.get(seat).cloned().unwrap_or(SeatKind::Human);
                let bot = !kind.is_human();
                SeatInfo {
                    seat,
                    present: bot || self.members.values().any(|m| m.seat == Some(seat)),
                    kind: kind.name().to_string(),
                    name: s.name.clone(),
                    standin: s.standin.clone(),
                }
            })
            .collect();
        TableInfo {
            code: self.code.clone(),
            game: self.rules.id(),
            options: RawJson::new(&self.options).unwrap_or_else(|_| RawJson::of("")),
            status: self.status,
            seats,
            spectators: self.members.values().filter(|m| m.seat.is_none()).count(),
        }
    }

    /// Every connection gets its own frame: each seat's view computed once, the
    /// spectators' once for all of them.
    fn broadcast_frames(&self) {
        let mut texts: HashMap<Option<PlayerId>, String> = HashMap::new();
        for m in self.members.values() {
            let Some(text) = texts.get(&m.seat).cloned().or_else(|| {
                let text = ServerMessage::Frame(self.frame(m.seat)?).encode();
                texts.insert(m.seat, text.clone());
                Some(text)
            }) else {
                return;
            };
            m.out.send_text(text);
        }
    }

    /// The game as `seat` may see it, with the clocks as they stand.
    fn frame(&self, seat: Option<PlayerId>) -> Option<numera_wire::Frame> {
        let mut frame = self.game.as_ref()?.frame(seat);
        frame.clock = self.clocks.info(self.clock.now());
        Some(frame)
    }

    fn send_frame(&self, out: &Outbox, seat: Option<PlayerId>) {
        if let Some(frame) = self.frame(seat) {
            out.send(&ServerMessage::Frame(frame));
        }
    }

    /// Whether `host` is the table's host secret (`bad_token` if not), and the table still
    /// live (`table_over` if not): what every host's request checks first.
    pub fn check_host(&self, host: &str) -> Result<(), ServerError> {
        if secret::hash(host) != self.host_hash {
            return refuse(ErrorCode::BadToken, "only the host may do this");
        }
        if !self.live() {
            return refuse(ErrorCode::TableOver, "the table has ended");
        }
        Ok(())
    }

    /// A connection that created the table: at its seat (if it has one).
    pub fn enter(&mut self, conn: ConnId, seat: Option<PlayerId>, out: Outbox) {
        self.deserted_since = None;
        if let Some(away) = seat.and_then(|s| self.away_since.get_mut(s)) {
            *away = None;
        }
        self.send_frame(&out, seat);
        self.members.insert(
            conn,
            Member {
                seat,
                out: out.clone(),
            },
        );
        self.seating_changed(Some(&out));
    }

    /// A connection watches, if the table has a join left (joins.rs).
    pub fn join(&mut self, conn: ConnId, out: Outbox, limits: &Limits) -> Result<(), ServerError> {
        if self.status == Status::Closed {
            return refuse(ErrorCode::HostClosed, "the host closed the table");
        }
        self.take_join(limits)?;
        self.enter(conn, None, out);
        Ok(())
    }

    pub fn leave(&mut self, conn: ConnId) {
        let Some(left) = self.members.remove(&conn) else {
            return;
        };
        if let Some(seat) = left.seat {
            if !self.members.values().any(|m| m.seat == Some(seat)) {
                self.away_since[seat] = Some(Instant::now());
            }
        }
        self.seating_changed(None);
        if self.members.is_empty() {
            self.deserted_since = Some(Instant::now());
        }
    }

    /// How long until a stand-in put at an away player's seat may play, for the soonest one
    /// still waiting (the hub wakes the bots then).
    pub fn next_standin(&self) -> Option<std::time::Duration> {
        self.seats
            .iter()
            .zip(&self.away_since)
            .filter(|(s, _)| s.standin.is_some())
            .filter_map(|(s, away)| {
                let after = std::time::Duration::from_secs(s.standin_after_s?);
                after.checked_sub(away.as_ref()?.elapsed())
            })
            .min()
    }

    /// Whether the stand-in at `seat` may play: its player is away, for long enough.
    fn standin_may_play(&self, seat: PlayerId) -> bool {
        let after = self.seats[seat].standin_after_s.unwrap_or(0);
        self.away_since[seat].is_some_and(|t| t.elapsed().as_secs_f64() >= after as f64)
    }
}

/// A table is for people: bots alone would only be a way to make the server think (issue 52:
/// 20 tables of four hard bots from one address slowed an honest table tenfold), and the
/// arena plays them without a server.
fn needs_human(kinds: &[SeatKind]) -> Result<(), ServerError> {
    if !kinds.iter().any(SeatKind::is_human) {
        return refuse(
            ErrorCode::NeedsHuman,
            "a table needs a human seat: bots alone are not played here",
        );
    }
    Ok(())
}

/// A player's name as others will see it: cleaned as a challenge's sender name is. A seat
/// taken under no visible name would look free to the others, so such a name is refused
/// (`bad_frame`, whose words the page shows as they are).
fn clean(name: &str) -> Result<String, ServerError> {
    let name = sanitize_name(name);
    if name.is_empty() {
        return refuse(
            ErrorCode::BadFrame,
            "a name needs at least one visible character",
        );
    }
    Ok(name)
}
