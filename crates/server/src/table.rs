//! One table: its seats, its game, who is connected to it, and every rule of who may do
//! what. Synchronous and held under one lock per table, so that each request is decided
//! against one state, stored, and only then answered.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::Instant;

use numera_rules::challenge::sanitize_name;
use numera_rules::{PlayerId, Seed};
use numera_wire::{ErrorCode, Reason, SeatInfo, ServerMessage, Status, TableInfo};

use crate::outbox::Outbox;
use crate::referee::{Referee, Rules};
use crate::secret;
use crate::store::{By, StoreError, StoredSeat, StoredTable, TableStore};
use crate::{seats, RawJson};

/// A connection's number on this server.
pub type ConnId = u64;

/// A request that failed: the code and words for the client.
pub type Failure = (ErrorCode, String);

/// Why an `act` was not played: refused by the table's rules, or failed (not stored).
#[derive(Debug)]
pub enum Denied {
    Refused(Reason),
    Failed(Failure),
}

fn unavailable(e: StoreError) -> Failure {
    (ErrorCode::Unavailable, e.to_string())
}

fn fail<T>(code: ErrorCode, text: &str) -> Result<T, Failure> {
    Err((code, text.to_string()))
}

struct Member {
    seat: Option<PlayerId>,
    out: Outbox,
}

pub struct Table {
    pub code: String,
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
    /// Since when nobody has been connected to it (`None` while someone is).
    deserted_since: Option<Instant>,
    /// Closed because everyone went away, not by its host: a late visitor hears it ended.
    pub abandoned: bool,
}

/// A table just made, with the secrets only its creator gets: the host token, and the seat
/// token of the creator's seat (the first human seat, if there is one).
pub struct Created {
    pub table: Table,
    pub host: String,
    pub seat: Option<(PlayerId, String)>,
}

/// A bot's turn to think: the game as it is, and who plays what for which seat.
pub struct BotJob {
    pub seq: u64,
    pub seat: PlayerId,
    pub level: String,
    pub by: By,
    pub game: Box<dyn Referee>,
}

impl Table {
    /// A new table, stored before anyone hears of it.
    pub fn create(
        code: String,
        rules: &'static dyn Rules,
        options: &RawJson,
        name: &str,
        creator: Option<IpAddr>,
        store: &dyn TableStore,
    ) -> Result<Created, Failure> {
        let options = rules
            .options(options.as_str())
            .map_err(|e| (ErrorCode::BadOptions, e))?;
        let kinds = seats::kinds(&options).map_err(|e| (ErrorCode::BadOptions, e))?;
        let (Some(seed), Some(host)) = (secret::seed(), secret::token()) else {
            return fail(ErrorCode::Unavailable, "no randomness from the system");
        };
        let mut seats = vec![StoredSeat::default(); kinds.len()];
        let mut mine = None;
        if let Some(seat) = kinds.iter().position(|k| k == "human") {
            let token = secret::token().ok_or((ErrorCode::Unavailable, String::new()))?;
            seats[seat] = StoredSeat {
                name: clean(name),
                token_hash: Some(secret::hash(&token)),
                standin: None,
            };
            mine = Some((seat, token));
        }
        let table = Table {
            code,
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
            deserted_since: None,
            abandoned: false,
        };
        store.create(&table.stored()).map_err(unavailable)?;
        Ok(Created {
            table,
            host,
            seat: mine,
        })
    }

    /// A stored table brought back (a restart): a game in play is its log replayed, and
    /// every seat may act from the frame it gets next.
    pub fn restore(stored: StoredTable, rules: &'static dyn Rules) -> Result<Table, String> {
        let game = match stored.status {
            Status::Playing => Some(rules.replay(&stored.options, stored.seed, &stored.actions)?),
            _ => None,
        };
        let seq = game.as_ref().map_or(0, |g| g.seq());
        Ok(Table {
            code: stored.code,
            rules,
            options: stored.options,
            seed: stored.seed,
            status: stored.status,
            host_hash: stored.host_hash,
            floors: vec![seq; stored.seats.len()],
            seats: stored.seats,
            game,
            members: HashMap::new(),
            creator: None,
            bots_running: false,
            // Reloaded tables wait for their players from now on.
            deserted_since: Some(Instant::now()),
            abandoned: false,
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
        }
    }

    fn kinds(&self) -> Vec<String> {
        seats::kinds(&self.options).unwrap_or_default()
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
                let kind = kinds.get(seat).cloned().unwrap_or_default();
                let bot = kind != "human";
                SeatInfo {
                    seat,
                    present: bot || self.members.values().any(|m| m.seat == Some(seat)),
                    kind,
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

    fn broadcast_table(&self) {
        let text = ServerMessage::Table(self.info()).encode();
        for m in self.members.values() {
            m.out.send_text(text.clone());
        }
    }

    /// Every connection gets its own frame: each seat's view computed once, the
    /// spectators' once for all of them.
    fn broadcast_frames(&self) {
        let Some(game) = &self.game else { return };
        let mut texts: HashMap<Option<PlayerId>, String> = HashMap::new();
        for m in self.members.values() {
            let text = texts
                .entry(m.seat)
                .or_insert_with(|| ServerMessage::Frame(game.frame(m.seat)).encode());
            m.out.send_text(text.clone());
        }
    }

    fn send_frame(&self, out: &Outbox, seat: Option<PlayerId>) {
        if let Some(game) = &self.game {
            out.send(&ServerMessage::Frame(game.frame(seat)));
        }
    }

    fn check_host(&self, host: &str) -> Result<(), Failure> {
        if secret::hash(host) != self.host_hash {
            return fail(ErrorCode::BadToken, "only the host may do this");
        }
        if !self.live() {
            return fail(ErrorCode::TableOver, "the table has ended");
        }
        Ok(())
    }

    /// A connection that created the table: at its seat (if it has one).
    pub fn enter(&mut self, conn: ConnId, seat: Option<PlayerId>, out: Outbox) {
        self.deserted_since = None;
        self.send_frame(&out, seat);
        self.members.insert(conn, Member { seat, out });
        self.broadcast_table();
    }

    /// A connection watches.
    pub fn join(&mut self, conn: ConnId, out: Outbox) -> Result<(), Failure> {
        if self.status == Status::Closed {
            return fail(ErrorCode::HostClosed, "the host closed the table");
        }
        self.enter(conn, None, out);
        Ok(())
    }

    /// A connection takes a free human seat; its token comes back.
    pub fn sit(
        &mut self,
        conn: ConnId,
        seat: PlayerId,
        name: &str,
        out: Outbox,
        store: &dyn TableStore,
    ) -> Result<String, Failure> {
        match self.status {
            Status::Open => {}
            Status::Closed => return fail(ErrorCode::HostClosed, "the host closed the table"),
            _ => return fail(ErrorCode::NotOpen, "the game has started: watch it instead"),
        }
        if self.kinds().get(seat).map(String::as_str) != Some("human") {
            return fail(ErrorCode::SeatTaken, "no human seat has this number");
        }
        if self.seats[seat].token_hash.is_some() {
            let full = self
                .kinds()
                .iter()
                .zip(&self.seats)
                .all(|(k, s)| k != "human" || s.token_hash.is_some());
            let code = if full {
                ErrorCode::TableFull
            } else {
                ErrorCode::SeatTaken
            };
            return fail(code, "someone sits there already");
        }
        let token = secret::token().ok_or((ErrorCode::Unavailable, String::new()))?;
        let record = StoredSeat {
            name: clean(name),
            token_hash: Some(secret::hash(&token)),
            standin: None,
        };
        store
            .set_seat(&self.code, seat, &record)
            .map_err(unavailable)?;
        self.seats[seat] = record;
        self.enter(conn, Some(seat), out);
        Ok(token)
    }

    /// A connection comes back to the seat its token holds.
    pub fn resume(&mut self, conn: ConnId, token: &str, out: Outbox) -> Result<PlayerId, Failure> {
        if self.status == Status::Closed {
            return fail(ErrorCode::HostClosed, "the host closed the table");
        }
        let hash = secret::hash(token);
        let Some(seat) = self
            .seats
            .iter()
            .position(|s| s.token_hash.as_ref() == Some(&hash))
        else {
            return fail(ErrorCode::BadToken, "this token holds no seat here");
        };
        self.enter(conn, Some(seat), out);
        Ok(seat)
    }

    /// The host starts the game once every human seat is taken.
    pub fn start(&mut self, host: &str, store: &dyn TableStore) -> Result<(), Failure> {
        self.check_host(host)?;
        if self.status != Status::Open {
            return fail(ErrorCode::NotOpen, "the game has started already");
        }
        let kinds = self.kinds();
        if kinds
            .iter()
            .zip(&self.seats)
            .any(|(k, s)| k == "human" && s.token_hash.is_none())
        {
            return fail(
                ErrorCode::SeatsFree,
                "a human seat is free: fill it or seat a bot",
            );
        }
        let game = self
            .rules
            .deal(&self.options, self.seed)
            .map_err(|e| (ErrorCode::BadOptions, e))?;
        store
            .set_status(&self.code, Status::Playing)
            .map_err(unavailable)?;
        self.status = Status::Playing;
        self.game = Some(game);
        self.broadcast_table();
        self.broadcast_frames();
        Ok(())
    }

    /// The host seats a bot (or a human again). Open: the seat's kind changes, and a player
    /// sitting there becomes a spectator. Playing: the bot stands in for the seat's player.
    pub fn bot_seat(
        &mut self,
        host: &str,
        seat: PlayerId,
        level: Option<&str>,
        store: &dyn TableStore,
    ) -> Result<(), Failure> {
        self.check_host(host)?;
        if seat >= self.seats.len() {
            return fail(ErrorCode::SeatTaken, "no seat has this number");
        }
        if let Some(level) = level {
            if !self.rules.bots().contains(&level) {
                return fail(ErrorCode::BadOptions, "no bot of this name");
            }
        }
        if self.status == Status::Playing {
            if self.kinds()[seat] != "human" {
                return fail(ErrorCode::SeatTaken, "a bot sits there");
            }
            let mut record = self.seats[seat].clone();
            record.standin = level.map(str::to_string);
            store
                .set_seat(&self.code, seat, &record)
                .map_err(unavailable)?;
            self.seats[seat] = record;
        } else {
            let options = seats::with_kind(&self.options, seat, level.unwrap_or("human"))
                .and_then(|o| self.rules.options(&o))
                .map_err(|e| (ErrorCode::BadOptions, e))?;
            store
                .set_options(&self.code, &options)
                .map_err(unavailable)?;
            store
                .set_seat(&self.code, seat, &StoredSeat::default())
                .map_err(unavailable)?;
            self.options = options;
            self.seats[seat] = StoredSeat::default();
            for m in self.members.values_mut().filter(|m| m.seat == Some(seat)) {
                m.seat = None;
            }
        }
        self.broadcast_table();
        Ok(())
    }

    /// The host closes the table: everyone is told, and sent away.
    pub fn close(&mut self, host: &str, store: &dyn TableStore) -> Result<(), Failure> {
        self.check_host(host)?;
        store
            .set_status(&self.code, Status::Closed)
            .map_err(unavailable)?;
        self.status = Status::Closed;
        self.broadcast_table();
        let bye = ServerMessage::Error {
            code: ErrorCode::HostClosed,
            text: "the host closed the table".into(),
        };
        for m in self.members.values() {
            m.out.send(&bye);
        }
        self.members.clear();
        self.deserted_since = Some(Instant::now());
        Ok(())
    }

    pub fn leave(&mut self, conn: ConnId) {
        if self.members.remove(&conn).is_some() {
            self.broadcast_table();
            if self.members.is_empty() {
                self.deserted_since = Some(Instant::now());
            }
        }
    }

    /// Closes a table still in play that nobody has been at for `after` (its players went
    /// away for good); whether it did.
    pub fn close_if_abandoned(
        &mut self,
        after: std::time::Duration,
        store: &dyn TableStore,
    ) -> bool {
        let abandoned = self.live() && self.deserted_since.is_some_and(|t| t.elapsed() >= after);
        if abandoned && store.set_status(&self.code, Status::Closed).is_ok() {
            self.status = Status::Closed;
            self.abandoned = true;
            return true;
        }
        false
    }

    /// A player's action: checked (seat, turn, staleness, the rules), stored, then told to
    /// everyone as their own frames. Its number comes back.
    pub fn act(
        &mut self,
        conn: ConnId,
        seq: u64,
        text: &str,
        store: &dyn TableStore,
    ) -> Result<u64, Denied> {
        let Some(member) = self.members.get(&conn) else {
            return Err(Denied::Refused(Reason::NotSeated));
        };
        let Some(seat) = member.seat else {
            return Err(Denied::Refused(Reason::Spectator));
        };
        let game = match (&self.game, self.status) {
            (Some(game), Status::Playing) => game,
            _ => return Err(Denied::Refused(Reason::NotStarted)),
        };
        if seq < self.floors[seat] || seq > game.seq() {
            return Err(Denied::Refused(Reason::Stale));
        }
        self.commit(seat, text, By::Human, store)
    }

    /// Plays an action for `seat`, stores it, moves the floors and sends the frames.
    fn commit(
        &mut self,
        seat: PlayerId,
        text: &str,
        by: By,
        store: &dyn TableStore,
    ) -> Result<u64, Denied> {
        let Some(game) = &self.game else {
            return Err(Denied::Refused(Reason::NotStarted));
        };
        let before: Vec<PlayerId> = game.to_act().into_iter().filter(|&s| s != seat).collect();
        let (next, logged) = game.play(seat, text).map_err(Denied::Refused)?;
        let seq = next.seq();
        store
            .append_action(&self.code, seq - 1, &logged, by)
            .map_err(|e| Denied::Failed(unavailable(e)))?;
        let mut after = next.to_act();
        after.sort_unstable();
        let mut rest = before;
        rest.sort_unstable();
        // A reveal, a new turn or trick: what anyone saw before it is out of date. Otherwise
        // only the actor's own earlier frames are (a replayed action is refused).
        if after != rest {
            self.floors.iter_mut().for_each(|f| *f = seq);
        } else {
            self.floors[seat] = seq;
        }
        let over = next.over();
        self.game = Some(next);
        if over {
            self.status = Status::Over;
            // The action row is the game's truth; a lost status only leaves the finished table
            // to be reloaded and ended again.
            let _ = store.set_status(&self.code, Status::Over);
            self.broadcast_table();
        }
        self.broadcast_frames();
        Ok(seq)
    }

    /// The first bot due to act (a bot's seat, or a stand-in's), or `None`, which also ends
    /// the bots' turn (`bots_running`), under the same lock that saw nothing due.
    pub fn bot_job(&mut self) -> Option<BotJob> {
        let job = self.due_bot().and_then(|(seat, level, by)| {
            let game = self.game.as_ref()?;
            Some(BotJob {
                seq: game.seq(),
                seat,
                level,
                by,
                game: game.fork(),
            })
        });
        self.bots_running = job.is_some();
        job
    }

    /// Whether a bot is due (the driver is started only then).
    pub fn bot_due(&self) -> bool {
        self.due_bot().is_some()
    }

    /// The seat of the first bot due to act, the bot's name and who it plays as.
    fn due_bot(&self) -> Option<(PlayerId, String, By)> {
        let game = self
            .game
            .as_ref()
            .filter(|_| self.status == Status::Playing)?;
        let kinds = self.kinds();
        game.to_act().into_iter().find_map(|seat| {
            match (kinds.get(seat)?.as_str(), &self.seats[seat].standin) {
                ("human", Some(standin)) => Some((seat, standin.clone(), By::Standin)),
                ("human", None) => None,
                (bot, _) => Some((seat, bot.to_string(), By::Bot)),
            }
        })
    }

    /// A bot's move, if the table is still where the bot looked at it.
    pub fn bot_play(&mut self, job: &BotJob, text: &str, store: &dyn TableStore) {
        let current = self.game.as_ref().map(|g| g.seq());
        if current == Some(job.seq) && self.status == Status::Playing {
            // A bot's move is one of the legal actions: a refusal here would be a rules bug,
            // and the bot would be asked again on the next change.
            let _ = self.commit(job.seat, text, job.by, store);
        }
    }
}

/// A player's name as others will see it: cleaned as a challenge's sender name is.
fn clean(name: &str) -> Option<String> {
    let name = sanitize_name(name);
    (!name.is_empty()).then_some(name)
}
