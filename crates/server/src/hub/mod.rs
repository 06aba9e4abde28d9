//! Every table of this server, by code, and what one connection asks of them: the requests
//! are read here and decided by the table (`table.rs`); the caps per address and per server
//! are counted here; the bots are driven from here, off the connections' tasks.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};

use numera_wire::{ClientMessage, ErrorCode, ServerMessage, Status};

use crate::clock::Clock;
use crate::error::{refuse, ServerError};
use crate::games::rules_of;
use crate::guesses::Guesses;
use crate::limits::Limits;
use crate::outbox::Outbox;
use crate::secret;
use crate::store::{StoreError, StoreResult, StoredTable, TableStore};
use crate::table::{ConnId, Denied, Pace, RestoreError, Table};
use crate::BotHook;
use numera_rules::PlayerId;

mod bots;
mod drain;
mod route;
mod timer;

/// A table under its lock: async, so that a table waiting for its store holds no worker, and
/// never poisoned (a panic under it, which none should be, does not stop the table for good).
type Shared = Arc<tokio::sync::Mutex<Table>>;

pub struct Hub {
    tables: Mutex<HashMap<String, Shared>>,
    /// Tables that ended (over or closed) and were let go once nobody was left at them, by
    /// code: a late visitor hears that the table ended, not that it never was. A code and a
    /// status are all that stays in memory of a finished table.
    ended: Mutex<HashMap<String, Status>>,
    connections: Mutex<HashMap<IpAddr, usize>>,
    /// Failed tries of codes and tokens, per address across its connections.
    guesses: Guesses,
    store: Arc<dyn TableStore>,
    /// This instance's name in the store's leases.
    owner: String,
    pub limits: Limits,
    next_conn: AtomicU64,
    /// Called before a bot thinks (a test makes it fail).
    before_bot: Option<BotHook>,
    /// A permit per bot that may think at once, across all tables (`Limits::bot_threads`).
    bot_work: tokio::sync::Semaphore,
    /// On a shared store: the secret a line forwarded by another instance carries.
    pub cluster_secret: Option<String>,
    /// Set when the instance drains: every line ends, every table is given up.
    closing: tokio::sync::watch::Sender<bool>,
    /// The time the tables' clocks read.
    clock: Arc<dyn Clock>,
}

/// One connection as the hub knows it.
pub struct Conn {
    pub id: ConnId,
    pub ip: IpAddr,
    pub out: Outbox,
    /// The table it is at (as a player or a spectator).
    table: Option<Shared>,
    /// Forwarded by another instance of the same store (then never forwarded again).
    pub forwarded: bool,
}

/// What a connection does after a message.
pub enum Next {
    Go,
    /// The message's table is held by the instance at this address: the line goes there,
    /// this message first.
    Forward(String),
    /// Say this and close the line (the page reconnects).
    End(String),
}

impl Hub {
    /// The hub with every table the store holds open or in play that this instance could
    /// claim; a table whose log no longer replays is left out (and said so in the log).
    /// `address` is where this instance's tables are reached (`ws://host:port/tables`), for
    /// other instances of a shared store to forward lines to.
    pub async fn new(
        store: Arc<dyn TableStore>,
        limits: Limits,
        (before_bot, clock): (Option<BotHook>, Arc<dyn Clock>),
        address: &str,
    ) -> StoreResult<Arc<Hub>> {
        let owner = secret::token().ok_or_else(|| StoreError::failed("no randomness"))?;
        let cluster_secret = match store.shared() {
            true => {
                store.announce(&owner, address).await?;
                Some(store.cluster_secret().await?)
            }
            false => None,
        };
        let hub = Arc::new(Hub {
            tables: Mutex::new(HashMap::new()),
            ended: Mutex::new(HashMap::new()),
            connections: Mutex::new(HashMap::new()),
            guesses: Guesses::new(&limits),
            bot_work: tokio::sync::Semaphore::new(limits.bot_threads.max(1)),
            store,
            owner,
            limits,
            next_conn: AtomicU64::new(1),
            before_bot,
            cluster_secret,
            closing: tokio::sync::watch::Sender::new(false),
            clock,
        });
        // Alone on its store, an instance takes back what it held before a restart at once;
        // on a shared one, only what nobody else holds.
        let stored = hub.store.load_live().await?;
        let adopted = hub.adopt(stored, !hub.store.shared()).await?;
        tracing::info!(owner = hub.owner, tables = adopted, "tables reloaded");
        tokio::spawn(sweep(Arc::downgrade(&hub)));
        tokio::spawn(renew(Arc::downgrade(&hub)));
        Ok(hub)
    }

    /// Claims each stored table for this instance and plays it from its log, its bots
    /// started; a table another instance holds is left to it, one whose records no longer
    /// replay is left out (and said so in the log). How many were taken comes back.
    async fn adopt(self: &Arc<Self>, stored: Vec<StoredTable>, steal: bool) -> StoreResult<usize> {
        let mut adopted = 0;
        for stored in stored {
            let code = stored.code.clone();
            let ttl = self.limits.lease;
            let Some(epoch) = self.store.claim(&code, &self.owner, ttl, steal).await? else {
                continue;
            };
            let restored = rules_of(stored.game)
                .ok_or(RestoreError::NotAtTables(stored.game))
                .and_then(|rules| Table::restore(stored, rules, epoch, self.clock.clone()));
            let table = match restored {
                Ok(mut table) => {
                    // The deadlines as given back, and seen by this instance from now.
                    table.save_clocks(&*self.store).await;
                    crate::table::shared(table)
                }
                Err(e) => {
                    tracing::warn!(table = %code, error = %e, "table not reloaded");
                    continue;
                }
            };
            self.tables
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .insert(code, table.clone());
            self.kick_bots(&table).await;
            self.start_timer(&table).await;
            adopted += 1;
        }
        Ok(adopted)
    }

    fn all(&self) -> Vec<Shared> {
        let tables = self.tables.lock().unwrap_or_else(|p| p.into_inner());
        tables.values().cloned().collect()
    }

    fn find(&self, code: &str) -> Result<Shared, ServerError> {
        let code = secret::normalize_code(code).unwrap_or_default();
        let tables = self.tables.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(table) = tables.get(&code) {
            return Ok(table.clone());
        }
        let ended = self.ended.lock().unwrap_or_else(|p| p.into_inner());
        match ended.get(&code) {
            Some(Status::Closed) => refuse(ErrorCode::HostClosed, "the host closed the table"),
            Some(_) => refuse(ErrorCode::TableOver, "the game at this table has ended"),
            None => refuse(ErrorCode::NoSuchTable, "no table has this code"),
        }
    }

    /// Lets a table go once it has ended and nobody is left at it.
    async fn let_go(&self, table: &Shared) {
        let (code, status) = {
            let t = table.lock().await;
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
    pub fn connect(&self, ip: IpAddr, out: Outbox, forwarded: bool) -> Result<Conn, ServerError> {
        let mut counts = self.connections.lock().unwrap_or_else(|p| p.into_inner());
        let count = counts.entry(ip).or_insert(0);
        if *count >= self.limits.connections_per_ip {
            return Err(ServerError::Limited(
                ErrorCode::TooManyConnections,
                "too many connections from this address",
            ));
        }
        *count += 1;
        Ok(Conn {
            id: self.next_conn.fetch_add(1, Ordering::Relaxed),
            ip,
            out,
            table: None,
            forwarded,
        })
    }

    /// The connection is gone: its seat shows as away, its place is free.
    pub async fn disconnect(self: &Arc<Self>, conn: &mut Conn) {
        self.leave(conn).await;
        let mut counts = self.connections.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(count) = counts.get_mut(&conn.ip) {
            *count -= 1;
            if *count == 0 {
                counts.remove(&conn.ip);
            }
        }
    }

    async fn leave(self: &Arc<Self>, conn: &mut Conn) {
        if let Some(table) = conn.table.take() {
            table.lock().await.leave(conn.id);
            self.let_go(&table).await;
            self.kick_bots(&table).await;
            self.wake_standins(&table).await;
        }
    }

    /// Starts the bots again when the soonest stand-in waiting for its player's absence to
    /// last may play.
    async fn wake_standins(self: &Arc<Self>, table: &Shared) {
        let Some(wait) = table.lock().await.next_standin() else {
            return;
        };
        let hub = self.clone();
        let table = table.clone();
        tokio::spawn(async move {
            let mut wait = wait;
            loop {
                tokio::time::sleep(wait).await;
                hub.kick_bots(&table).await;
                match table.lock().await.next_standin() {
                    Some(next) => wait = next,
                    None => return,
                }
            }
        });
    }

    /// Tells the connection it sits at `seat` of table `code` with `token`.
    fn seated(conn: &mut Conn, table: Shared, code: String, seat: PlayerId, token: String) {
        conn.out.send(&ServerMessage::Seated { code, seat, token });
        conn.table = Some(table);
    }

    /// Answers one message of one connection.
    pub async fn handle(self: &Arc<Self>, conn: &mut Conn, message: ClientMessage) -> Next {
        let code = message_table(&message).map(str::to_string);
        let ip = conn.ip;
        let done = match code {
            Some(_) => self.guesses.attempt(ip, self.dispatch(conn, message)).await,
            None => self.dispatch(conn, message).await,
        };
        match done {
            Ok(()) => Next::Go,
            Err(ServerError::Elsewhere(address)) => Next::Forward(address),
            Err(e) => {
                e.log(code.as_deref());
                if e == ServerError::Moving {
                    return Next::End(e.message().encode());
                }
                conn.out.send(&e.message());
                Next::Go
            }
        }
    }

    async fn dispatch(
        self: &Arc<Self>,
        conn: &mut Conn,
        message: ClientMessage,
    ) -> Result<(), ServerError> {
        let store = &*self.store;
        match message {
            ClientMessage::Hello => {}
            ClientMessage::Ping { n } => conn.out.send(&ServerMessage::Pong { n }),
            ClientMessage::Create {
                game,
                options,
                name,
                clock_s,
                clock_bot,
            } => {
                let pace = self.pace(game, clock_s, clock_bot)?;
                self.create(conn, game, (&options, pace), &name).await?
            }
            ClientMessage::Join { code } => {
                // Left first (here, in sit and in resume), so that a table let go as this
                // connection leaves it is not joined again.
                self.leave(conn).await;
                let table = self.reach(conn, &code).await?;
                table
                    .lock()
                    .await
                    .join(conn.id, conn.out.clone(), &self.limits)?;
                conn.table = Some(table);
            }
            ClientMessage::Sit { code, seat, name } => {
                self.leave(conn).await;
                let table = self.reach(conn, &code).await?;
                let mut t = table.lock().await;
                let token = t.sit(conn.id, seat, &name, conn.out.clone(), store).await?;
                let code = t.code.clone();
                drop(t);
                Self::seated(conn, table, code, seat, token);
            }
            ClientMessage::Resume { code, token } => {
                self.leave(conn).await;
                let table = self.reach(conn, &code).await?;
                let mut t = table.lock().await;
                let seat = t.resume(conn.id, &token, conn.out.clone())?;
                // The player is seated whatever the store says; only the stand-in stays on.
                if let Err(e) = t.back_from_standin(seat, store).await {
                    tracing::warn!(table = %t.code, error = %e, "stand-in kept for a returning player");
                }
                let code = t.code.clone();
                drop(t);
                Self::seated(conn, table, code, seat, token);
            }
            ClientMessage::Start { code, host } => {
                let table = self.reach(conn, &code).await?;
                table.lock().await.start(&host, store).await?;
                self.kick_bots(&table).await;
                self.start_timer(&table).await;
            }
            ClientMessage::BotSeat {
                code,
                host,
                seat,
                level,
                after_s,
            } => {
                let table = self.reach(conn, &code).await?;
                // The host first, as for every host's request: the budget is the host's to hear.
                table.lock().await.check_host(&host)?;
                if level.is_some() {
                    self.check_bot_room(&table).await?;
                }
                table
                    .lock()
                    .await
                    .bot_seat(&host, seat, level.as_deref(), after_s, store)
                    .await?;
                self.kick_bots(&table).await;
                self.wake_standins(&table).await;
            }
            ClientMessage::Close { code, host } => {
                let table = self.reach(conn, &code).await?;
                table.lock().await.close(&host, store).await?;
                self.let_go(&table).await;
            }
            ClientMessage::Leave => self.leave(conn).await,
            ClientMessage::MoreTime => {
                let table = conn.table.clone().ok_or(NOT_SEATED)?;
                table.lock().await.more_time(conn.id, store).await?;
            }
            ClientMessage::TakeBack => {
                let table = conn.table.clone().ok_or(NOT_SEATED)?;
                table.lock().await.take_back(conn.id, store).await?;
                self.kick_bots(&table).await;
            }
            ClientMessage::Act { seq, action } => self.act(conn, seq, &action).await?,
        }
        Ok(())
    }

    async fn create(
        self: &Arc<Self>,
        conn: &mut Conn,
        game: numera_rules::GameId,
        (options, pace): (&crate::RawJson, Option<Pace>),
        name: &str,
    ) -> Result<(), ServerError> {
        let Some(rules) = rules_of(game) else {
            return Err(ServerError::BadOptions(format!(
                "{game} is not played at tables"
            )));
        };
        self.check_room(conn.ip).await?;
        let code = self.free_code()?;
        let clock = self.clock.clone();
        let mut created = Table::create(
            code.clone(),
            rules,
            (options, pace),
            name,
            Some(conn.ip),
            clock,
        )?;
        if created.table.has_bots() {
            self.check_bots_of(conn.ip).await?;
        }
        (created.table)
            .store_new(&*self.store, &self.owner, self.limits.lease)
            .await?;
        let mine = created.seat;
        let shared = crate::table::shared(created.table);
        self.tables
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(code.clone(), shared.clone());
        self.leave(conn).await;
        conn.out.send(&ServerMessage::Created {
            code,
            host: created.host,
            seat: mine.as_ref().map(|m| m.0),
            token: mine.as_ref().map(|m| m.1.clone()),
        });
        shared
            .lock()
            .await
            .enter(conn.id, mine.map(|m| m.0), conn.out.clone());
        conn.table = Some(shared);
        Ok(())
    }

    async fn act(
        self: &Arc<Self>,
        conn: &mut Conn,
        seq: u64,
        action: &str,
    ) -> Result<(), ServerError> {
        let Some(table) = conn.table.clone() else {
            let reason = numera_wire::Reason::NotSeated;
            conn.out.send(&ServerMessage::Refused { seq, reason });
            return Ok(());
        };
        let played = table
            .lock()
            .await
            .act(conn.id, seq, action, &*self.store)
            .await;
        match played {
            Ok(seq) => conn.out.send(&ServerMessage::Accepted { seq }),
            Err(Denied::Refused(reason)) => conn.out.send(&ServerMessage::Refused { seq, reason }),
            Err(Denied::Failed(failure)) => {
                self.lost(&table, &failure).await;
                return Err(failure);
            }
        }
        self.kick_bots(&table).await;
        Ok(())
    }

    /// A write refused because another instance owns the table now: this one lets it go, so
    /// that it never plays a table it may not write.
    async fn lost(&self, table: &Shared, failure: &ServerError) {
        if *failure != ServerError::Store(StoreError::Fenced) {
            return;
        }
        let code = {
            let t = table.lock().await;
            t.wake.notify_one();
            t.code.clone()
        };
        self.tables
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&code);
    }

    /// Whether one more table may be opened by `ip` and on this server.
    async fn check_room(&self, ip: IpAddr) -> Result<(), ServerError> {
        let (mut mine, mut all) = (0, 0);
        for table in self.all() {
            let table = table.lock().await;
            if table.live() {
                all += 1;
                mine += usize::from(table.creator == Some(ip));
            }
        }
        if mine >= self.limits.tables_per_ip || all >= self.limits.max_tables {
            return Err(ServerError::Limited(
                ErrorCode::TooManyTables,
                "no more tables can be opened now",
            ));
        }
        Ok(())
    }

    fn free_code(&self) -> Result<String, ServerError> {
        let tables = self.tables.lock().unwrap_or_else(|p| p.into_inner());
        (0..8)
            .filter_map(|_| secret::code())
            .find(|code| !tables.contains_key(code))
            .ok_or(ServerError::NoRandomness)
    }

    /// Closes the tables abandoned for `Limits::abandoned` and lets them go.
    async fn sweep_once(&self) {
        for table in self.all() {
            let closed = table
                .lock()
                .await
                .close_if_abandoned(self.limits.abandoned, &*self.store)
                .await;
            if closed {
                self.let_go(&table).await;
            }
        }
    }

    /// Keeps this instance's leases: a table it still plays must not look abandoned to
    /// another instance.
    async fn renew_once(self: &Arc<Self>) {
        let (ttl, seen) = (self.limits.lease, self.clock.now());
        if let Err(cause) = self.store.renew(&self.owner, ttl, seen).await {
            tracing::error!(%cause, "leases not renewed");
        }
        if !self.store.shared() {
            return;
        }
        // Failover: the tables of an instance that stopped renewing are taken over.
        let taken = match self.store.load_orphans().await {
            Ok(orphans) => self.adopt(orphans, false).await,
            Err(cause) => Err(cause),
        };
        match taken {
            Ok(0) => {}
            Ok(tables) => tracing::info!(owner = self.owner, tables, "tables taken over"),
            Err(cause) => tracing::error!(%cause, "orphaned tables not taken over"),
        }
    }
}

/// What a table's player asks for when the connection is at no table.
const NOT_SEATED: ServerError =
    ServerError::Refused(ErrorCode::BadFrame, "only a seated player may ask this");

/// The table a message names, for the log.
fn message_table(message: &ClientMessage) -> Option<&str> {
    match message {
        ClientMessage::Join { code }
        | ClientMessage::Sit { code, .. }
        | ClientMessage::Resume { code, .. }
        | ClientMessage::Start { code, .. }
        | ClientMessage::BotSeat { code, .. }
        | ClientMessage::Close { code, .. } => Some(code),
        _ => None,
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
            Some(hub) => hub.sweep_once().await,
            None => return,
        }
    }
}

/// Renews the hub's leases a few times within each lease, for as long as the hub is in use.
async fn renew(hub: Weak<Hub>) {
    let Some(every) = hub.upgrade().map(|h| h.limits.lease / 3) else {
        return;
    };
    let mut ticks = tokio::time::interval(every);
    loop {
        ticks.tick().await;
        match hub.upgrade() {
            Some(hub) => hub.renew_once().await,
            None => return,
        }
    }
}
