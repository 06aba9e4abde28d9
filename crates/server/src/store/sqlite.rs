//! The table store in one SQLite file (rusqlite, SQLite compiled in). WAL with
//! `synchronous=NORMAL`: a committed write survives the process being killed (only a power
//! cut can lose the last ones), and readers never wait for the writer. Each call runs on a
//! blocking thread, so a table waiting for its write holds no worker of the runtime.

use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rusqlite::{params, Connection, ErrorCode as SqliteCode, OptionalExtension};

use numera_wire::Status;

use super::{
    By, Epoch, Holder, Lease, Location, StoreError, StoreFuture, StoreResult, StoredClocks,
    StoredSeat, StoredTable, TableStore,
};

/// The migrations, in order: the file's `user_version` says how many it has had.
const MIGRATIONS: &[&str] = &[
    include_str!("../../migrations/sqlite/0001_tables.sql"),
    include_str!("../../migrations/sqlite/0002_leases.sql"),
    include_str!("../../migrations/sqlite/0003_clocks.sql"),
];

/// One connection, behind a lock: tables write one at a time, and each write is a few
/// dozen microseconds in WAL mode.
pub struct SqliteStore {
    db: Arc<Mutex<Connection>>,
}

fn fail(e: rusqlite::Error) -> StoreError {
    match e.sqlite_error_code() {
        Some(SqliteCode::ConstraintViolation)
            if e.to_string().contains("PRIMARY KEY") || e.to_string().contains("UNIQUE") =>
        {
            StoreError::Duplicate
        }
        _ => StoreError::failed(e),
    }
}

/// Milliseconds since 1970, the clock leases are read against in this file.
fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

fn until(ttl: Duration) -> i64 {
    now_ms().saturating_add(ttl.as_millis() as i64)
}

impl SqliteStore {
    /// Opens (or creates) the database file, and brings its schema up to date.
    pub fn open(path: &Path) -> StoreResult<SqliteStore> {
        SqliteStore::with(Connection::open(path).map_err(fail)?)
    }

    /// A database in memory: for tests that need no restart.
    pub fn in_memory() -> StoreResult<SqliteStore> {
        SqliteStore::with(Connection::open_in_memory().map_err(fail)?)
    }

    fn with(mut db: Connection) -> StoreResult<SqliteStore> {
        db.pragma_update(None, "journal_mode", "WAL")
            .map_err(fail)?;
        db.pragma_update(None, "synchronous", "NORMAL")
            .map_err(fail)?;
        db.pragma_update(None, "foreign_keys", "ON").map_err(fail)?;
        migrate(&mut db)?;
        Ok(SqliteStore {
            db: Arc::new(Mutex::new(db)),
        })
    }

    /// Runs `f` on the connection on a blocking thread.
    fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Connection) -> StoreResult<T> + Send + 'static,
    ) -> StoreFuture<'_, T> {
        let db = self.db.clone();
        Box::pin(async move {
            tokio::task::spawn_blocking(move || {
                let mut db = db.lock().unwrap_or_else(|p| p.into_inner());
                f(&mut db)
            })
            .await
            .map_err(StoreError::failed)?
        })
    }
}

/// Applies the migrations the file has not had yet, each in a transaction with its number.
fn migrate(db: &mut Connection) -> StoreResult<()> {
    let done: i64 = db
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .map_err(fail)?;
    for (n, sql) in MIGRATIONS.iter().enumerate().skip(done.max(0) as usize) {
        let tx = db.transaction().map_err(fail)?;
        tx.execute_batch(sql).map_err(fail)?;
        tx.pragma_update(None, "user_version", n as i64 + 1)
            .map_err(fail)?;
        tx.commit().map_err(fail)?;
    }
    Ok(())
}

/// A write that changed no row: the table is someone else's now, or not stored at all.
fn nothing_written(db: &Connection, code: &str) -> StoreError {
    let stored = db
        .query_row("SELECT 1 FROM tables WHERE code = ?1", [code], |_| Ok(()))
        .optional();
    match stored {
        Ok(Some(())) => StoreError::Fenced,
        Ok(None) => StoreError::NoSuchTable,
        Err(e) => fail(e),
    }
}

/// `written` rows changed: one or more is the write done, none is why not.
fn written(db: &Connection, code: &str, written: usize) -> StoreResult<()> {
    if written == 0 {
        return Err(nothing_written(db, code));
    }
    Ok(())
}

/// Runs `sql`, which writes one seat's row, with its values: ?1 the table's code, ?2 the
/// seat, then the seat's name, token hash, stand-in, the stand-in's wait and ?7 the epoch.
fn write_seat(
    db: &Connection,
    sql: &str,
    code: &str,
    seat: usize,
    s: &StoredSeat,
    epoch: Epoch,
) -> rusqlite::Result<usize> {
    db.execute(
        sql,
        params![
            code,
            seat as i64,
            s.name,
            s.token_hash,
            s.standin,
            s.standin_after_s.map(|a| a as i64),
            epoch.0 as i64
        ],
    )
}

/// The condition every write to a table holds to: its lease is still the writer's.
const FENCE: &str = "EXISTS (SELECT 1 FROM tables WHERE code = ?1 AND epoch = ?7)";

impl TableStore for SqliteStore {
    fn shared(&self) -> bool {
        false
    }

    fn create<'a>(
        &'a self,
        t: &'a StoredTable,
        owner: &'a str,
        ttl: Duration,
    ) -> StoreFuture<'a, Epoch> {
        let (t, owner) = (t.clone(), owner.to_string());
        self.run(move |db| {
            let tx = db.transaction().map_err(fail)?;
            tx.execute(
                "INSERT INTO tables (code, game, options, seed, status, host_hash, protocol,
                   created, touched, owner, epoch, lease_until, pace, clocks, clocks_seen)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8, ?9, 1, ?10, ?11, ?12, ?13)",
                params![
                    t.code,
                    t.game.as_str(),
                    t.options,
                    t.seed.to_string(),
                    t.status.as_str(),
                    t.host_hash,
                    numera_wire::VERSION,
                    now_ms() / 1000,
                    owner,
                    until(ttl),
                    t.clocks.pace,
                    t.clocks.state,
                    t.clocks.seen.map(|s| s as i64)
                ],
            )
            .map_err(fail)?;
            for (seat, s) in t.seats.iter().enumerate() {
                let sql = format!("INSERT INTO seats SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE {FENCE}");
                write_seat(&tx, &sql, &t.code, seat, s, Epoch(1)).map_err(fail)?;
            }
            tx.commit().map_err(fail)?;
            Ok(Epoch(1))
        })
    }

    fn set_options<'a>(&'a self, lease: &'a Lease, options: &'a str) -> StoreFuture<'a, ()> {
        let (lease, options) = (lease.clone(), options.to_string());
        self.run(move |db| {
            let n = db
                .execute(
                    "UPDATE tables SET options = ?2, touched = ?3 WHERE code = ?1 AND epoch = ?4",
                    params![lease.code, options, now_ms() / 1000, lease.epoch.0 as i64],
                )
                .map_err(fail)?;
            written(db, &lease.code, n)
        })
    }

    fn set_seat<'a>(
        &'a self,
        lease: &'a Lease,
        seat: usize,
        s: &'a StoredSeat,
    ) -> StoreFuture<'a, ()> {
        let (lease, s) = (lease.clone(), s.clone());
        self.run(move |db| {
            let sql = format!(
                "UPDATE seats SET name = ?3, token_hash = ?4, standin = ?5, standin_after_s = ?6
                 WHERE code = ?1 AND seat = ?2 AND {FENCE}"
            );
            let n = write_seat(db, &sql, &lease.code, seat, &s, lease.epoch).map_err(fail)?;
            written(db, &lease.code, n)
        })
    }

    fn set_status<'a>(&'a self, lease: &'a Lease, status: Status) -> StoreFuture<'a, ()> {
        let lease = lease.clone();
        self.run(move |db| {
            let n = db
                .execute(
                    "UPDATE tables SET status = ?2, touched = ?3 WHERE code = ?1 AND epoch = ?4",
                    params![
                        lease.code,
                        status.as_str(),
                        now_ms() / 1000,
                        lease.epoch.0 as i64
                    ],
                )
                .map_err(fail)?;
            written(db, &lease.code, n)
        })
    }

    fn set_clocks<'a>(
        &'a self,
        lease: &'a Lease,
        state: &'a str,
        seen: u64,
    ) -> StoreFuture<'a, ()> {
        let (lease, state) = (lease.clone(), state.to_string());
        self.run(move |db| {
            let n = db
                .execute(
                    "UPDATE tables SET clocks = ?2, clocks_seen = ?3 WHERE code = ?1 AND epoch = ?4",
                    params![lease.code, state, seen as i64, lease.epoch.0 as i64],
                )
                .map_err(fail)?;
            written(db, &lease.code, n)
        })
    }

    fn append_action<'a>(
        &'a self,
        lease: &'a Lease,
        seq: u64,
        text: &'a str,
        by: By,
    ) -> StoreFuture<'a, ()> {
        let (lease, text) = (lease.clone(), text.to_string());
        self.run(move |db| {
            // One statement writes the row and checks the lease (SQLite has one writer at a
            // time, so nothing can take the table between the two).
            let n = db
                .execute(
                    "INSERT INTO actions (code, seq, text, by, at, epoch)
                     SELECT ?1, ?2, ?3, ?4, ?5, ?6 FROM tables WHERE code = ?1 AND epoch = ?6",
                    params![
                        lease.code,
                        seq as i64,
                        text,
                        by.as_str(),
                        now_ms() / 1000,
                        lease.epoch.0 as i64
                    ],
                )
                .map_err(fail)?;
            written(db, &lease.code, n)
        })
    }

    fn load_live(&self) -> StoreFuture<'_, Vec<StoredTable>> {
        self.run(|db| load(db, "1", &[]).map_err(fail)?.into_iter().collect())
    }

    fn load_orphans(&self) -> StoreFuture<'_, Vec<StoredTable>> {
        self.run(|db| {
            let orphan = "(owner IS NULL OR lease_until <= ?1)";
            load(db, orphan, &[&now_ms()])
                .map_err(fail)?
                .into_iter()
                .collect()
        })
    }

    fn claim<'a>(
        &'a self,
        code: &'a str,
        owner: &'a str,
        ttl: Duration,
        steal: bool,
    ) -> StoreFuture<'a, Option<Epoch>> {
        let (code, owner) = (code.to_string(), owner.to_string());
        self.run(move |db| {
            db.query_row(
                "UPDATE tables SET owner = ?2, epoch = epoch + 1, lease_until = ?3
                 WHERE code = ?1 AND (?4 OR owner IS NULL OR owner = ?2 OR lease_until <= ?5)
                 RETURNING epoch",
                params![code, owner, until(ttl), steal, now_ms()],
                |r| r.get::<_, i64>(0),
            )
            .optional()
            .map(|epoch| epoch.map(|e| Epoch(e as u64)))
            .map_err(fail)
        })
    }

    fn renew<'a>(
        &'a self,
        owner: &'a str,
        ttl: Duration,
        seen: u64,
    ) -> StoreFuture<'a, Vec<String>> {
        let owner = owner.to_string();
        self.run(move |db| {
            let mut renew = db
                .prepare(
                    "UPDATE tables SET lease_until = ?2, clocks_seen = ?3
                     WHERE owner = ?1 AND status IN ('open', 'playing') RETURNING code",
                )
                .map_err(fail)?;
            let codes = renew
                .query_map(params![owner, until(ttl), seen as i64], |r| r.get(0))
                .map_err(fail)?
                .collect::<rusqlite::Result<Vec<String>>>()
                .map_err(fail)?;
            Ok(codes)
        })
    }

    // One instance on its file: nobody to tell where it is, and no line to forward.
    fn announce<'a>(&'a self, _owner: &'a str, _address: &'a str) -> StoreFuture<'a, ()> {
        Box::pin(async { Ok(()) })
    }

    fn locate<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<Location>> {
        let code = code.to_string();
        self.run(move |db| {
            let row = db
                .query_row(
                    "SELECT status, CASE WHEN lease_until > ?2 THEN owner END FROM tables
                     WHERE code = ?1",
                    params![code, now_ms()],
                    |r| Ok((r.get::<_, String>(0)?, r.get::<_, Option<String>>(1)?)),
                )
                .optional()
                .map_err(fail)?;
            let Some((status, owner)) = row else {
                return Ok(None);
            };
            let status = Status::parse(&status)
                .ok_or_else(|| StoreError::failed(format!("table {code}: status unreadable")))?;
            let holder = owner.map(|owner| Holder {
                owner,
                address: None,
            });
            Ok(Some(Location { status, holder }))
        })
    }

    fn load_table<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<StoredTable>> {
        let code = code.to_string();
        self.run(move |db| {
            let one = load(db, "code = ?1", &[&code]).map_err(fail)?;
            one.into_iter().next().transpose()
        })
    }

    fn cluster_secret(&self) -> StoreFuture<'_, String> {
        Box::pin(async { Err(StoreError::failed("one instance alone has no cluster")) })
    }

    fn release<'a>(&'a self, lease: &'a Lease) -> StoreFuture<'a, ()> {
        let lease = lease.clone();
        self.run(move |db| {
            // The epoch moves on, so that nothing the releaser still sends is written.
            db.execute(
                "UPDATE tables SET owner = NULL, lease_until = NULL, epoch = epoch + 1
                 WHERE code = ?1 AND epoch = ?2",
                params![lease.code, lease.epoch.0 as i64],
            )
            .map(drop)
            .map_err(fail)
        })
    }
}

type Row = (
    String,
    String,
    String,
    String,
    String,
    Vec<u8>,
    StoredClocks,
);

/// Every live table that also meets `condition` (SQL of our own), with its seats and log; a
/// row that does not read is an error of its own.
fn load(
    db: &Connection,
    condition: &str,
    values: &[&dyn rusqlite::ToSql],
) -> rusqlite::Result<Vec<StoreResult<StoredTable>>> {
    let mut tables = db.prepare(&format!(
        "SELECT code, game, options, seed, status, host_hash, pace, clocks, clocks_seen
         FROM tables WHERE status IN ('open', 'playing') AND {condition} ORDER BY created"
    ))?;
    let rows = tables
        .query_map(values, |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                StoredClocks {
                    pace: r.get(6)?,
                    state: r.get(7)?,
                    seen: r.get::<_, Option<i64>>(8)?.map(|s| s as u64),
                },
            ))
        })?
        .collect::<rusqlite::Result<Vec<Row>>>()?;
    let mut seats_of = db.prepare(
        "SELECT name, token_hash, standin, standin_after_s FROM seats
         WHERE code = ?1 ORDER BY seat",
    )?;
    let mut actions_of = db.prepare("SELECT text FROM actions WHERE code = ?1 ORDER BY seq")?;
    let mut out = Vec::new();
    for (code, game, options, seed, status, host_hash, clocks) in rows {
        let seats = seats_of
            .query_map([&code], |r| {
                Ok(StoredSeat {
                    name: r.get(0)?,
                    token_hash: r.get(1)?,
                    standin: r.get(2)?,
                    standin_after_s: r.get::<_, Option<i64>>(3)?.map(|a| a as u64),
                })
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let actions = actions_of
            .query_map([&code], |r| r.get(0))?
            .collect::<rusqlite::Result<Vec<String>>>()?;
        out.push(super::row::table(
            code, &game, options, &seed, &status, host_hash, seats, actions, clocks,
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn sqlite_passes_the_store_suite() {
        let store = SqliteStore::in_memory().unwrap();
        super::super::conformance::run(&store, "T").await;
    }

    #[tokio::test]
    async fn a_file_of_before_the_leases_is_migrated_and_its_tables_claimed() {
        let dir = std::env::temp_dir().join(format!("numera-migrate-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("t.db");
        {
            let old = Connection::open(&path).unwrap();
            old.execute_batch(MIGRATIONS[0]).unwrap();
            old.execute(
                "INSERT INTO tables VALUES ('AAAAAAAAAA', 'number', ?1, ?2, 'playing',
                   x'01', 1, 0, 0)",
                params![
                    r#"{"seats":["human","easy","easy"]}"#,
                    numera_rules::Seed::from_bits(45).to_string()
                ],
            )
            .unwrap();
            old.execute("INSERT INTO seats (code, seat) VALUES ('AAAAAAAAAA', 0), ('AAAAAAAAAA', 1), ('AAAAAAAAAA', 2)", []).unwrap();
            old.execute(
                "INSERT INTO actions VALUES ('AAAAAAAAAA', 0, '0:123', 'human', 0)",
                [],
            )
            .unwrap();
        }
        let store = SqliteStore::open(&path).unwrap();
        let live = store.load_live().await.unwrap();
        assert_eq!(live.len(), 1);
        assert_eq!(live[0].actions, ["0:123"]);
        let ttl = Duration::from_secs(5);
        let epoch = store.claim("AAAAAAAAAA", "new", ttl, false).await.unwrap();
        assert_eq!(epoch, Some(Epoch(2)), "a table of no owner is free");
        let lease = Lease::new("AAAAAAAAAA", Epoch(2));
        store
            .append_action(&lease, 1, "1:456", By::Bot)
            .await
            .unwrap();
    }
}
