//! The table store in PostgreSQL, shared by several `numera serve` instances (tokio-postgres
//! with a deadpool pool). Every write to a table checks its lease in the statement that writes:
//! the lease row is read `FOR SHARE`, so a takeover's update of the epoch either waits for the
//! write or is seen by it, and a write under an old epoch changes nothing (`Fenced`).

use std::collections::HashMap;
use std::str::FromStr;
use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use tokio_postgres::error::SqlState;
use tokio_postgres::{GenericClient, IsolationLevel, NoTls};

use numera_wire::Status;

use super::{
    By, Epoch, Holder, Lease, Location, StoreError, StoreFuture, StoreResult, StoredSeat,
    StoredTable, TableStore,
};

/// The migrations, in order, each applied once (numbered in `schema_migrations`).
const MIGRATIONS: &[&str] = &[
    include_str!("../../migrations/postgres/0001_tables.sql"),
    include_str!("../../migrations/postgres/0002_routing.sql"),
    include_str!("../../migrations/postgres/0003_clocks.sql"),
];

/// Taken while migrating, so that instances starting together migrate one at a time.
const MIGRATION_LOCK: i64 = 0x6e75_6d65_7261;

pub struct PostgresStore {
    pool: Pool,
}

fn fail(e: impl std::fmt::Display) -> StoreError {
    StoreError::failed(e)
}

fn sql_fail(e: tokio_postgres::Error) -> StoreError {
    if e.code() == Some(&SqlState::UNIQUE_VIOLATION) {
        return StoreError::Duplicate;
    }
    fail(e)
}

fn secs(ttl: Duration) -> f64 {
    ttl.as_secs_f64()
}

impl PostgresStore {
    /// Connects to `url` (`postgres://USER@HOST:PORT/DB`) and brings the schema up to date.
    pub async fn connect(url: &str) -> StoreResult<PostgresStore> {
        let config = tokio_postgres::Config::from_str(url).map_err(fail)?;
        let manager = Manager::from_config(
            config,
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager).max_size(16).build().map_err(fail)?;
        let store = PostgresStore { pool };
        store.migrate().await?;
        store.make_secret().await?;
        Ok(store)
    }

    async fn migrate(&self) -> StoreResult<()> {
        let mut client = self.pool.get().await.map_err(fail)?;
        let tx = client.transaction().await.map_err(sql_fail)?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
            .await
            .map_err(sql_fail)?;
        tx.batch_execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations (
               version INTEGER PRIMARY KEY, applied TIMESTAMPTZ NOT NULL DEFAULT now())",
        )
        .await
        .map_err(sql_fail)?;
        let done: i32 = tx
            .query_one(
                "SELECT coalesce(max(version), 0) FROM schema_migrations",
                &[],
            )
            .await
            .map_err(sql_fail)?
            .get(0);
        for (n, sql) in MIGRATIONS.iter().enumerate().skip(done.max(0) as usize) {
            tx.batch_execute(sql).await.map_err(sql_fail)?;
            let version = n as i32 + 1;
            tx.execute(
                "INSERT INTO schema_migrations (version) VALUES ($1)",
                &[&version],
            )
            .await
            .map_err(sql_fail)?;
        }
        tx.commit().await.map_err(sql_fail)
    }

    /// Makes the cluster's secret if no instance has yet (the first one's stays).
    async fn make_secret(&self) -> StoreResult<()> {
        let secret = crate::secret::token().ok_or_else(|| fail("no randomness"))?;
        let client = self.pool.get().await.map_err(fail)?;
        client
            .execute(
                "INSERT INTO cluster (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING",
                &[&secret],
            )
            .await
            .map(drop)
            .map_err(sql_fail)
    }

    /// A write that changed no row: the table is someone else's now, or not stored at all.
    async fn nothing_written(client: &impl GenericClient, code: &str) -> StoreError {
        match client
            .query_opt("SELECT 1 FROM tables WHERE code = $1", &[&code])
            .await
        {
            Ok(Some(_)) => StoreError::Fenced,
            Ok(None) => StoreError::NoSuchTable,
            Err(e) => sql_fail(e),
        }
    }

    /// Runs a write to table `lease.code` that names `lease.epoch` as $2; no row changed is
    /// why not.
    async fn write(
        &self,
        lease: &Lease,
        sql: &str,
        rest: &[&(dyn tokio_postgres::types::ToSql + Sync)],
    ) -> StoreResult<()> {
        let client = self.pool.get().await.map_err(fail)?;
        let epoch = lease.epoch.0 as i64;
        let mut values: Vec<&(dyn tokio_postgres::types::ToSql + Sync)> = vec![&lease.code, &epoch];
        values.extend_from_slice(rest);
        let n = client.execute(sql, &values).await.map_err(sql_fail)?;
        if n == 0 {
            return Err(Self::nothing_written(&**client, &lease.code).await);
        }
        Ok(())
    }

    /// Every live table that also meets `condition` (SQL of our own), with its seats and log.
    async fn load(&self, condition: &str) -> StoreResult<Vec<StoredTable>> {
        self.load_where(condition, &[]).await
    }

    /// `load` with the condition's parameters.
    async fn load_where(
        &self,
        condition: &str,
        values: &[&(dyn tokio_postgres::types::ToSql + Sync)],
    ) -> StoreResult<Vec<StoredTable>> {
        let mut client = self.pool.get().await.map_err(fail)?;
        // One snapshot for the three reads, so that a log and its table agree.
        let client = client
            .build_transaction()
            .isolation_level(IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .await
            .map_err(sql_fail)?;
        let rows = client
            .query(
                &format!(
                    "SELECT code, game, options, seed, status, host_hash, pace, clocks,
                       clocks_seen
                     FROM tables
                     WHERE status IN ('open', 'playing') AND {condition} ORDER BY created, code"
                ),
                values,
            )
            .await
            .map_err(sql_fail)?;
        let codes: Vec<String> = rows.iter().map(|r| r.get(0)).collect();
        let mut seats: HashMap<String, Vec<StoredSeat>> = HashMap::new();
        for r in client
            .query(
                "SELECT code, name, token_hash, standin, standin_after_s FROM seats
                 WHERE code = ANY($1) ORDER BY code, seat",
                &[&codes],
            )
            .await
            .map_err(sql_fail)?
        {
            seats.entry(r.get(0)).or_default().push(StoredSeat {
                name: r.get(1),
                token_hash: r.get(2),
                standin: r.get(3),
                standin_after_s: r.get::<_, Option<i64>>(4).map(|a| a as u64),
            });
        }
        let mut actions: HashMap<String, Vec<String>> = HashMap::new();
        for r in client
            .query(
                "SELECT code, text FROM actions WHERE code = ANY($1) ORDER BY code, seq",
                &[&codes],
            )
            .await
            .map_err(sql_fail)?
        {
            actions.entry(r.get(0)).or_default().push(r.get(1));
        }
        rows.into_iter()
            .map(|r| {
                let code: String = r.get(0);
                let game: String = r.get(1);
                let seed: String = r.get(3);
                let status: String = r.get(4);
                super::row::table(
                    code.clone(),
                    &game,
                    r.get(2),
                    &seed,
                    &status,
                    r.get(5),
                    seats.remove(&code).unwrap_or_default(),
                    actions.remove(&code).unwrap_or_default(),
                    super::StoredClocks {
                        pace: r.get(6),
                        state: r.get(7),
                        seen: r.get::<_, Option<i64>>(8).map(|s| s as u64),
                    },
                )
            })
            .collect()
    }
}

/// The condition every write to a table holds to: its lease is still the writer's ($1 the
/// code, $2 the epoch), read `FOR SHARE` so that no takeover commits in between.
const FENCE: &str =
    "WITH lease AS (SELECT code FROM tables WHERE code = $1 AND epoch = $2 FOR SHARE)";

impl TableStore for PostgresStore {
    fn shared(&self) -> bool {
        true
    }

    fn create<'a>(
        &'a self,
        t: &'a StoredTable,
        owner: &'a str,
        ttl: Duration,
    ) -> StoreFuture<'a, Epoch> {
        Box::pin(async move {
            let mut client = self.pool.get().await.map_err(fail)?;
            let tx = client.transaction().await.map_err(sql_fail)?;
            tx.execute(
                "INSERT INTO tables (code, game, options, seed, status, host_hash, protocol,
                   owner, epoch, lease_until, pace, clocks, clocks_seen)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, now() + make_interval(secs => $9),
                   $10, $11, $12)",
                &[
                    &t.code,
                    &t.game.as_str(),
                    &t.options,
                    &t.seed.to_string(),
                    &t.status.as_str(),
                    &t.host_hash,
                    &(numera_wire::VERSION as i32),
                    &owner,
                    &secs(ttl),
                    &t.clocks.pace,
                    &t.clocks.state,
                    &t.clocks.seen.map(|s| s as i64),
                ],
            )
            .await
            .map_err(sql_fail)?;
            let insert = tx
                .prepare(
                    "INSERT INTO seats (code, seat, name, token_hash, standin, standin_after_s)
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .await
                .map_err(sql_fail)?;
            for (seat, s) in t.seats.iter().enumerate() {
                let after = s.standin_after_s.map(|a| a as i64);
                tx.execute(
                    &insert,
                    &[
                        &t.code,
                        &(seat as i32),
                        &s.name,
                        &s.token_hash,
                        &s.standin,
                        &after,
                    ],
                )
                .await
                .map_err(sql_fail)?;
            }
            tx.commit().await.map_err(sql_fail)?;
            Ok(Epoch(1))
        })
    }

    fn set_options<'a>(&'a self, lease: &'a Lease, options: &'a str) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            let sql =
                "UPDATE tables SET options = $3, touched = now() WHERE code = $1 AND epoch = $2";
            self.write(lease, sql, &[&options]).await
        })
    }

    fn set_seat<'a>(
        &'a self,
        lease: &'a Lease,
        seat: usize,
        s: &'a StoredSeat,
    ) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            let sql = format!(
                "{FENCE} UPDATE seats SET name = $4, token_hash = $5, standin = $6,
                   standin_after_s = $7
                 FROM lease WHERE seats.code = lease.code AND seats.seat = $3"
            );
            let after = s.standin_after_s.map(|a| a as i64);
            let seat = seat as i32;
            self.write(
                lease,
                &sql,
                &[&seat, &s.name, &s.token_hash, &s.standin, &after],
            )
            .await
        })
    }

    fn set_status<'a>(&'a self, lease: &'a Lease, status: Status) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            let sql =
                "UPDATE tables SET status = $3, touched = now() WHERE code = $1 AND epoch = $2";
            self.write(lease, sql, &[&status.as_str()]).await
        })
    }

    fn set_clocks<'a>(
        &'a self,
        lease: &'a Lease,
        state: &'a str,
        seen: u64,
    ) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            let sql = "UPDATE tables SET clocks = $3, clocks_seen = $4
                       WHERE code = $1 AND epoch = $2";
            self.write(lease, sql, &[&state, &(seen as i64)]).await
        })
    }

    fn append_action<'a>(
        &'a self,
        lease: &'a Lease,
        seq: u64,
        text: &'a str,
        by: By,
    ) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            let sql = format!(
                "{FENCE} INSERT INTO actions (code, seq, text, by, epoch)
                 SELECT code, $3, $4, $5, $2 FROM lease"
            );
            let seq = seq as i64;
            self.write(lease, &sql, &[&seq, &text, &by.as_str()]).await
        })
    }

    fn load_live(&self) -> StoreFuture<'_, Vec<StoredTable>> {
        Box::pin(self.load("true"))
    }

    fn load_orphans(&self) -> StoreFuture<'_, Vec<StoredTable>> {
        Box::pin(self.load("(owner IS NULL OR lease_until <= now())"))
    }

    fn claim<'a>(
        &'a self,
        code: &'a str,
        owner: &'a str,
        ttl: Duration,
        steal: bool,
    ) -> StoreFuture<'a, Option<Epoch>> {
        Box::pin(async move {
            let client = self.pool.get().await.map_err(fail)?;
            let row = client
                .query_opt(
                    "UPDATE tables SET owner = $2, epoch = epoch + 1,
                       lease_until = now() + make_interval(secs => $3)
                     WHERE code = $1
                       AND ($4 OR owner IS NULL OR owner = $2 OR lease_until <= now())
                     RETURNING epoch",
                    &[&code, &owner, &secs(ttl), &steal],
                )
                .await
                .map_err(sql_fail)?;
            Ok(row.map(|r| Epoch(r.get::<_, i64>(0) as u64)))
        })
    }

    fn renew<'a>(
        &'a self,
        owner: &'a str,
        ttl: Duration,
        seen: u64,
    ) -> StoreFuture<'a, Vec<String>> {
        Box::pin(async move {
            let client = self.pool.get().await.map_err(fail)?;
            client
                .execute(
                    "INSERT INTO instances (id) VALUES ($1)
                     ON CONFLICT (id) DO UPDATE SET heartbeat = now()",
                    &[&owner],
                )
                .await
                .map_err(sql_fail)?;
            let rows = client
                .query(
                    "UPDATE tables SET lease_until = now() + make_interval(secs => $2),
                       clocks_seen = $3
                     WHERE owner = $1 AND status IN ('open', 'playing') RETURNING code",
                    &[&owner, &secs(ttl), &(seen as i64)],
                )
                .await
                .map_err(sql_fail)?;
            Ok(rows.into_iter().map(|r| r.get(0)).collect())
        })
    }

    fn announce<'a>(&'a self, owner: &'a str, address: &'a str) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            let client = self.pool.get().await.map_err(fail)?;
            client
                .execute(
                    "INSERT INTO instances (id, address) VALUES ($1, $2)
                     ON CONFLICT (id) DO UPDATE SET address = $2, heartbeat = now()",
                    &[&owner, &address],
                )
                .await
                .map(drop)
                .map_err(sql_fail)
        })
    }

    fn locate<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<Location>> {
        Box::pin(async move {
            let client = self.pool.get().await.map_err(fail)?;
            let row = client
                .query_opt(
                    "SELECT t.status, CASE WHEN t.lease_until > now() THEN t.owner END, i.address
                     FROM tables t LEFT JOIN instances i ON i.id = t.owner WHERE t.code = $1",
                    &[&code],
                )
                .await
                .map_err(sql_fail)?;
            let Some(row) = row else { return Ok(None) };
            let status: String = row.get(0);
            let status = Status::parse(&status).ok_or_else(|| fail("unknown status"))?;
            let holder = row.get::<_, Option<String>>(1).map(|owner| Holder {
                owner,
                address: row.get(2),
            });
            Ok(Some(Location { status, holder }))
        })
    }

    fn load_table<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<StoredTable>> {
        Box::pin(async move {
            let one = self.load_where("code = $1", &[&code]).await?;
            Ok(one.into_iter().next())
        })
    }

    fn cluster_secret(&self) -> StoreFuture<'_, String> {
        Box::pin(async move {
            let client = self.pool.get().await.map_err(fail)?;
            let row = client
                .query_one("SELECT secret FROM cluster WHERE id = 1", &[])
                .await
                .map_err(sql_fail)?;
            Ok(row.get(0))
        })
    }

    fn release<'a>(&'a self, lease: &'a Lease) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            let client = self.pool.get().await.map_err(fail)?;
            // The epoch moves on, so that nothing the releaser still sends is written.
            client
                .execute(
                    "UPDATE tables SET owner = NULL, lease_until = NULL, epoch = epoch + 1
                     WHERE code = $1 AND epoch = $2",
                    &[&lease.code, &(lease.epoch.0 as i64)],
                )
                .await
                .map(drop)
                .map_err(sql_fail)
        })
    }
}
