//! Every table of this server, by code, and what one connection asks of them: the requests
//! are read here and decided by the table (`table.rs`); the caps per address and per server
//! are counted here; the bots are driven from here, off the connections' tasks.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, Weak};

use numera_wire::{ClientMessage, ErrorCode, ServerMessage, Status};

use crate::games::rules_of;
use crate::limits::Limits;
use crate::outbox::Outbox;
use crate::secret;
use crate::store::{StoreError, TableStore};
use crate::table::{ConnId, Denied, Failure, RestoreError, Table};

type Shared = Arc<Mutex<Table>>;

/// A table's lock: a panic while one was held (none should happen) must not stop the table
/// for good, so a poisoned lock is taken over as it is.
fn lock(table: &Shared) -> MutexGuard<'_, Table> {
    table
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

pub struct Hub {
    tables: Mutex<HashMap<String, Shared>>,
    /// Tables that ended (over or closed) and were let go once nobody was left at them, by
    /// code: a late visitor hears that the table ended, not that it never was. A code and a
    /// status are all that stays in memory of a finished table.
    ended: Mutex<HashMap<String, Status>>,
    connections: Mutex<HashMap<IpAddr, usize>>,
    store: Arc<dyn TableStore>,
    pub limits: Limits,
    next_conn: AtomicU64,
}

/// One connection as the hub knows it.
pub struct Conn {
    pub id: ConnId,
    pub ip: IpAddr,
    pub out: Outbox,
    /// The table it is at (as a player or a spectator).
    table: Option<Shared>,
}

impl Hub {
    /// The hub with every table the store holds open or in play; a table whose log no
    /// longer replays is left out (and said so on standard error).
    pub fn new(store: Arc<dyn TableStore>, limits: Limits) -> Result<Arc<Hub>, StoreError> {
        let mut tables = HashMap::new();
        for stored in store.load_live()? {
            let code = stored.code.clone();
            let restored = rules_of(stored.game)
                .ok_or(RestoreError::NotAtTables(stored.game))
                .and_then(|rules| Table::restore(stored, rules));
            match restored {
                Ok(table) => {
                    tables.insert(code, Arc::new(Mutex::new(table)));
                }
                Err(e) => eprintln!("numera serve: table {code} not reloaded: {e}"),
            }
        }
        let hub = Arc::new(Hub {
            tables: Mutex::new(tables),
            ended: Mutex::new(HashMap::new()),
            connections: Mutex::new(HashMap::new()),
            store,
            limits,
            next_conn: AtomicU64::new(1),
        });
        for table in hub.all() {
            hub.kick_bots(&table);
        }
        tokio::spawn(sweep(Arc::downgrade(&hub)));
        Ok(hub)
    }

    fn all(&self) -> Vec<Shared> {
        let tables = self.tables.lock().unwrap_or_else(|p| p.into_inner());
        tables.values().cloned().collect()
    }

    fn find(&self, code: &str) -> Result<Shared, Failure> {
        let code = secret::normalize_code(code).unwrap_or_default();
        let tables = self.tables.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(table) = tables.get(&code) {
            return Ok(table.clone());
        }
        let ended = self.ended.lock().unwrap_or_else(|p| p.into_inner());
        Err(match ended.get(&code) {
            Some(Status::Closed) => (ErrorCode::HostClosed, "the host closed the table".into()),
            Some(_) => (
                ErrorCode::TableOver,
                "the game at this table has ended".into(),
            ),
            None => (ErrorCode::NoSuchTable, "no table has this code".into()),
        })
    }

    /// Lets a table go once it has ended and nobody is left at it.
    fn let_go(&self, table: &Shared) {
        let (code, status) = {
            let t = lock(table);
            if t.live() || !t.deserted() {
                return;
            }
            let status = if t.abandoned { Status::Over } else { t.status };
            (t.code.clone(), status)
        };
        self.tables
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&code);
        self.ended
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(code, status);
    }

    /// A new connection from `ip`, if the address has room for one more.
    pub fn connect(&self, ip: IpAddr, out: Outbox) -> Result<Conn, Failure> {
        let mut counts = self.connections.lock().unwrap_or_else(|p| p.into_inner());
        let count = counts.entry(ip).or_insert(0);
        if *count >= self.limits.connections_per_ip {
            return Err((
                ErrorCode::TooManyConnections,
                "too many connections from this address".into(),
            ));
        }
        *count += 1;
        Ok(Conn {
            id: self.next_conn.fetch_add(1, Ordering::Relaxed),
            ip,
            out,
            table: None,
        })
    }

    /// The connection is gone: its seat shows as away, its place is free.
    pub fn disconnect(self: &Arc<Self>, conn: &mut Conn) {
        self.leave(conn);
        let mut counts = self.connections.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(count) = counts.get_mut(&conn.ip) {
            *count -= 1;
            if *count == 0 {
                counts.remove(&conn.ip);
            }
        }
    }

    fn leave(self: &Arc<Self>, conn: &mut Conn) {
        if let Some(table) = conn.table.take() {
            lock(&table).leave(conn.id);
            self.let_go(&table);
            self.kick_bots(&table);
            self.wake_standins(&table);
        }
    }

    /// Starts the bots again when the soonest stand-in waiting for its player's absence to
    /// last may play.
    fn wake_standins(self: &Arc<Self>, table: &Shared) {
        let Some(wait) = lock(table).next_standin() else {
            return;
        };
        let hub = self.clone();
        let table = table.clone();
        tokio::spawn(async move {
            tokio::time::sleep(wait).await;
            hub.kick_bots(&table);
            hub.wake_standins(&table);
        });
    }

    /// Seats this connection at table `code` (leaving its table first): `take` sits or
    /// resumes it there, with the connection and its line, and gives its seat and token, which
    /// the connection is told.
    fn seat(
        self: &Arc<Self>,
        conn: &mut Conn,
        code: &str,
        take: impl FnOnce(
            &mut Table,
            ConnId,
            Outbox,
        ) -> Result<(numera_rules::PlayerId, String), Failure>,
    ) -> Result<(), Failure> {
        self.leave(conn);
        let table = self.find(code)?;
        let mut t = lock(&table);
        let (seat, token) = take(&mut t, conn.id, conn.out.clone())?;
        conn.out.send(&ServerMessage::Seated {
            code: t.code.clone(),
            seat,
            token,
        });
        drop(t);
        conn.table = Some(table);
        Ok(())
    }

    /// Answers one message of one connection.
    pub fn handle(self: &Arc<Self>, conn: &mut Conn, message: ClientMessage) {
        if let Err((code, text)) = self.dispatch(conn, message) {
            conn.out.send(&ServerMessage::Error { code, text });
        }
    }

    fn dispatch(self: &Arc<Self>, conn: &mut Conn, message: ClientMessage) -> Result<(), Failure> {
        let store = &*self.store;
        match message {
            ClientMessage::Hello => {}
            ClientMessage::Ping { n } => conn.out.send(&ServerMessage::Pong { n }),
            ClientMessage::Create {
                game,
                options,
                name,
            } => {
                let rules = rules_of(game).ok_or((
                    ErrorCode::BadOptions,
                    format!("{game} is not played at tables"),
                ))?;
                self.check_room(conn.ip)?;
                let code = self.free_code()?;
                let created =
                    Table::create(code.clone(), rules, &options, &name, Some(conn.ip), store)?;
                let mine = created.seat;
                let shared = Arc::new(Mutex::new(created.table));
                self.tables
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .insert(code.clone(), shared.clone());
                self.leave(conn);
                conn.out.send(&ServerMessage::Created {
                    code,
                    host: created.host,
                    seat: mine.as_ref().map(|m| m.0),
                    token: mine.as_ref().map(|m| m.1.clone()),
                });
                lock(&shared).enter(conn.id, mine.map(|m| m.0), conn.out.clone());
                conn.table = Some(shared);
            }
            ClientMessage::Join { code } => {
                // Left first (here, in sit and in resume), so that a table let go as this
                // connection leaves it is not joined again.
                self.leave(conn);
                let table = self.find(&code)?;
                lock(&table).join(conn.id, conn.out.clone())?;
                conn.table = Some(table);
            }
            ClientMessage::Sit { code, seat, name } => self.seat(conn, &code, |t, id, out| {
                let token = t.sit(id, seat, &name, out, store)?;
                Ok((seat, token))
            })?,
            ClientMessage::Resume { code, token } => self.seat(conn, &code, |t, id, out| {
                let seat = t.resume(id, &token, out)?;
                Ok((seat, token))
            })?,
            ClientMessage::Start { code, host } => {
                let table = self.find(&code)?;
                lock(&table).start(&host, store)?;
                self.kick_bots(&table);
            }
            ClientMessage::BotSeat {
                code,
                host,
                seat,
                level,
                after_s,
            } => {
                let table = self.find(&code)?;
                lock(&table).bot_seat(&host, seat, level.as_deref(), after_s, store)?;
                self.kick_bots(&table);
                self.wake_standins(&table);
            }
            ClientMessage::Close { code, host } => {
                let table = self.find(&code)?;
                lock(&table).close(&host, store)?;
                self.let_go(&table);
            }
            ClientMessage::Leave => self.leave(conn),
            ClientMessage::Act { seq, action } => self.act(conn, seq, &action)?,
        }
        Ok(())
    }

    fn act(self: &Arc<Self>, conn: &mut Conn, seq: u64, action: &str) -> Result<(), Failure> {
        let Some(table) = conn.table.clone() else {
            let reason = numera_wire::Reason::NotSeated;
            conn.out.send(&ServerMessage::Refused { seq, reason });
            return Ok(());
        };
        let played = lock(&table).act(conn.id, seq, action, &*self.store);
        match played {
            Ok(seq) => conn.out.send(&ServerMessage::Accepted { seq }),
            Err(Denied::Refused(reason)) => conn.out.send(&ServerMessage::Refused { seq, reason }),
            Err(Denied::Failed(failure)) => return Err(failure),
        }
        self.kick_bots(&table);
        Ok(())
    }

    /// Whether one more table may be opened by `ip` and on this server.
    fn check_room(&self, ip: IpAddr) -> Result<(), Failure> {
        let (mut mine, mut all) = (0, 0);
        for table in self.all() {
            let table = lock(&table);
            if table.live() {
                all += 1;
                mine += usize::from(table.creator == Some(ip));
            }
        }
        if mine >= self.limits.tables_per_ip || all >= self.limits.max_tables {
            return Err((
                ErrorCode::TooManyTables,
                "no more tables can be opened now".into(),
            ));
        }
        Ok(())
    }

    fn free_code(&self) -> Result<String, Failure> {
        let tables = self.tables.lock().unwrap_or_else(|p| p.into_inner());
        (0..8)
            .filter_map(|_| secret::code())
            .find(|code| !tables.contains_key(code))
            .ok_or((
                ErrorCode::Unavailable,
                "no table code could be drawn".into(),
            ))
    }

    /// Closes the tables abandoned for `Limits::abandoned` and lets them go.
    fn sweep_once(&self) {
        for table in self.all() {
            if lock(&table).close_if_abandoned(self.limits.abandoned, &*self.store) {
                self.let_go(&table);
            }
        }
    }

    /// Starts the table's bots if one is due and none is playing.
    fn kick_bots(self: &Arc<Self>, table: &Shared) {
        {
            let mut t = lock(table);
            if t.bots_running || !t.bot_due() {
                return;
            }
            t.bots_running = true;
        }
        let hub = self.clone();
        let table = table.clone();
        tokio::spawn(async move { hub.play_bots(table).await });
    }

    /// Plays the table's bots one move at a time until none is due: each thinks on a copy of
    /// the game in a blocking task (a hard bot may think for a while), and its move is played
    /// only if the table has not moved meanwhile.
    async fn play_bots(self: Arc<Self>, table: Shared) {
        loop {
            tokio::time::sleep(self.limits.bot_pause).await;
            let Some(job) = lock(&table).bot_job() else {
                return;
            };
            let thought = tokio::task::spawn_blocking(move || {
                let text = job.game.bot_move(job.seat, &job.level);
                (job, text)
            })
            .await;
            match thought {
                Ok((job, Some(text))) => lock(&table).bot_play(&job, &text, &*self.store),
                // A bot with no move, or one that panicked: the table waits for the host.
                _ => {
                    lock(&table).bots_running = false;
                    return;
                }
            }
        }
    }
}

/// Sweeps the hub's abandoned tables now and then, for as long as the hub is in use.
async fn sweep(hub: Weak<Hub>) {
    let Some(every) = hub.upgrade().map(|h| h.limits.sweep_every) else {
        return;
    };
    let mut ticks = tokio::time::interval(every);
    loop {
        ticks.tick().await;
        match hub.upgrade() {
            Some(hub) => hub.sweep_once(),
            None => return,
        }
    }
}
