//! The table store in one SQLite file (rusqlite, SQLite compiled in). WAL with
//! `synchronous=NORMAL`: a committed write survives the process being killed (only a power
//! cut can lose the last ones), and readers never wait for the writer.

use std::path::Path;
use std::sync::Mutex;
use std::time::{SystemTime, UNIX_EPOCH};

use rusqlite::{params, Connection, OptionalExtension};

use numera_rules::{GameId, Seed};
use numera_wire::Status;

use super::{By, StoreError, StoreResult, StoredSeat, StoredTable, TableStore};

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS tables (
  code TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  seed TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open','playing','over','closed')),
  host_hash BLOB NOT NULL,
  protocol INTEGER NOT NULL,
  created INTEGER NOT NULL,
  touched INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
  code TEXT NOT NULL REFERENCES tables ON DELETE CASCADE,
  seat INTEGER NOT NULL,
  name TEXT,
  token_hash BLOB,
  standin TEXT,
  standin_after_s INTEGER,
  PRIMARY KEY (code, seat)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS actions (
  code TEXT NOT NULL REFERENCES tables ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  text TEXT NOT NULL,
  by TEXT NOT NULL CHECK (by IN ('human','bot','standin')),
  at INTEGER NOT NULL,
  PRIMARY KEY (code, seq)) WITHOUT ROWID;
";

/// One connection, behind a lock: tables write one at a time, and each write is a few
/// dozen microseconds in WAL mode.
pub struct SqliteStore {
    db: Mutex<Connection>,
}

fn fail(e: impl std::fmt::Display) -> StoreError {
    StoreError(e.to_string())
}

fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

impl SqliteStore {
    /// Opens (or creates) the database file.
    pub fn open(path: &Path) -> StoreResult<SqliteStore> {
        SqliteStore::with(Connection::open(path).map_err(fail)?)
    }

    /// A database in memory: for tests that need no restart.
    pub fn in_memory() -> StoreResult<SqliteStore> {
        SqliteStore::with(Connection::open_in_memory().map_err(fail)?)
    }

    fn with(db: Connection) -> StoreResult<SqliteStore> {
        db.pragma_update(None, "journal_mode", "WAL")
            .map_err(fail)?;
        db.pragma_update(None, "synchronous", "NORMAL")
            .map_err(fail)?;
        db.pragma_update(None, "foreign_keys", "ON").map_err(fail)?;
        db.execute_batch(SCHEMA).map_err(fail)?;
        Ok(SqliteStore { db: Mutex::new(db) })
    }

    fn run<T>(&self, f: impl FnOnce(&mut Connection) -> rusqlite::Result<T>) -> StoreResult<T> {
        let mut db = self.db.lock().map_err(|_| fail("poisoned lock"))?;
        f(&mut db).map_err(fail)
    }

    /// Runs `sql`, which writes one seat's row, with its values: ?1 the table's code, ?2 the
    /// seat, then the seat's name, token hash, stand-in and the stand-in's wait.
    fn write_seat(
        db: &Connection,
        sql: &str,
        code: &str,
        seat: usize,
        s: &StoredSeat,
    ) -> rusqlite::Result<usize> {
        db.execute(
            sql,
            params![
                code,
                seat as i64,
                s.name,
                s.token_hash,
                s.standin,
                s.standin_after_s.map(|a| a as i64)
            ],
        )
    }

    fn touch(db: &Connection, code: &str) -> rusqlite::Result<usize> {
        db.execute(
            "UPDATE tables SET touched = ?2 WHERE code = ?1",
            params![code, now()],
        )
    }
}

impl TableStore for SqliteStore {
    fn create(&self, t: &StoredTable) -> StoreResult<()> {
        self.run(|db| {
            let tx = db.transaction()?;
            tx.execute(
                "INSERT INTO tables VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)",
                params![
                    t.code,
                    t.game.as_str(),
                    t.options,
                    t.seed.to_string(),
                    t.status.as_str(),
                    t.host_hash,
                    numera_wire::VERSION,
                    now()
                ],
            )?;
            for (seat, s) in t.seats.iter().enumerate() {
                Self::write_seat(
                    &tx,
                    "INSERT INTO seats VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                    &t.code,
                    seat,
                    s,
                )?;
            }
            tx.commit()
        })
    }

    fn set_options(&self, code: &str, options: &str) -> StoreResult<()> {
        self.run(|db| {
            db.execute(
                "UPDATE tables SET options = ?2 WHERE code = ?1",
                params![code, options],
            )?;
            Self::touch(db, code).map(drop)
        })
    }

    fn set_seat(&self, code: &str, seat: usize, s: &StoredSeat) -> StoreResult<()> {
        self.run(|db| {
            let sql =
                "UPDATE seats SET name = ?3, token_hash = ?4, standin = ?5, standin_after_s = ?6
                 WHERE code = ?1 AND seat = ?2";
            Self::write_seat(db, sql, code, seat, s)?;
            Self::touch(db, code).map(drop)
        })
    }

    fn set_status(&self, code: &str, status: Status) -> StoreResult<()> {
        self.run(|db| {
            db.execute(
                "UPDATE tables SET status = ?2, touched = ?3 WHERE code = ?1",
                params![code, status.as_str(), now()],
            )
            .map(drop)
        })
    }

    fn append_action(&self, code: &str, seq: u64, text: &str, by: By) -> StoreResult<()> {
        self.run(|db| {
            db.execute(
                "INSERT INTO actions VALUES (?1, ?2, ?3, ?4, ?5)",
                params![code, seq as i64, text, by.as_str(), now()],
            )
            .map(drop)
        })
    }

    fn load_live(&self) -> StoreResult<Vec<StoredTable>> {
        let rows = self.run(|db| {
            let mut tables = db.prepare(
                "SELECT code, game, options, seed, status, host_hash FROM tables
                 WHERE status IN ('open', 'playing') ORDER BY created",
            )?;
            let rows = tables
                .query_map([], |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, String>(1)?,
                        r.get::<_, String>(2)?,
                        r.get::<_, String>(3)?,
                        r.get::<_, String>(4)?,
                        r.get::<_, Vec<u8>>(5)?,
                    ))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            let mut out = Vec::new();
            for (code, game, options, seed, status, host_hash) in rows {
                let seats = db
                    .prepare(
                        "SELECT name, token_hash, standin, standin_after_s FROM seats
                         WHERE code = ?1 ORDER BY seat",
                    )?
                    .query_map([&code], |r| {
                        Ok(StoredSeat {
                            name: r.get(0)?,
                            token_hash: r.get(1)?,
                            standin: r.get(2)?,
                            standin_after_s: r.get::<_, Option<i64>>(3)?.map(|a| a as u64),
                        })
                    })?
                    .collect::<rusqlite::Result<Vec<_>>>()?;
                let actions = db
                    .prepare("SELECT text FROM actions WHERE code = ?1 ORDER BY seq")?
                    .query_map([&code], |r| r.get(0))?
                    .collect::<rusqlite::Result<Vec<String>>>()?;
                out.push((code, game, options, seed, status, host_hash, seats, actions));
            }
            Ok(out)
        })?;
        rows.into_iter()
            .map(
                |(code, game, options, seed, status, host_hash, seats, actions)| {
                    Ok(StoredTable {
                        game: GameId::parse(&game).map_err(fail)?,
                        seed: seed.parse::<Seed>().map_err(fail)?,
                        status: Status::parse(&status).ok_or_else(|| fail("unknown status"))?,
                        code,
                        options,
                        host_hash,
                        seats,
                        actions,
                    })
                },
            )
            .collect()
    }
}

/// Whether a table of this code is stored (tests).
impl SqliteStore {
    pub fn has(&self, code: &str) -> StoreResult<bool> {
        self.run(|db| {
            db.query_row("SELECT 1 FROM tables WHERE code = ?1", [code], |_| Ok(()))
                .optional()
                .map(|found| found.is_some())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(code: &str) -> StoredTable {
        StoredTable {
            code: code.into(),
            game: GameId::Number,
            options: r#"{"seats":["human","human","easy"]}"#.into(),
            seed: Seed::from_bits(77),
            status: Status::Open,
            host_hash: vec![1; 32],
            seats: vec![StoredSeat::default(); 3],
            actions: Vec::new(),
        }
    }

    #[test]
    fn a_table_comes_back_as_it_was_left_until_it_is_over() {
        let store = SqliteStore::in_memory().unwrap();
        store.create(&table("AAAAAAAAAA")).unwrap();
        store.create(&table("BBBBBBBBBB")).unwrap();
        let seat = StoredSeat {
            name: Some("Ana".into()),
            token_hash: Some(vec![9; 32]),
            standin: Some("easy".into()),
            standin_after_s: Some(30),
        };
        store.set_seat("AAAAAAAAAA", 1, &seat).unwrap();
        store.set_status("AAAAAAAAAA", Status::Playing).unwrap();
        store
            .append_action("AAAAAAAAAA", 0, "1:123", By::Human)
            .unwrap();
        store
            .append_action("AAAAAAAAAA", 1, "2:456", By::Bot)
            .unwrap();
        assert!(store
            .append_action("AAAAAAAAAA", 1, "0:789", By::Human)
            .is_err());
        store.set_status("BBBBBBBBBB", Status::Over).unwrap();

        let live = store.load_live().unwrap();
        assert_eq!(live.len(), 1);
        let mut expected = table("AAAAAAAAAA");
        expected.status = Status::Playing;
        expected.seats[1] = seat;
        expected.actions = vec!["1:123".into(), "2:456".into()];
        assert_eq!(live[0], expected);
        assert!(store.has("BBBBBBBBBB").unwrap());
    }

    #[test]
    fn an_action_of_no_table_is_refused() {
        let store = SqliteStore::in_memory().unwrap();
        assert!(store.append_action("NOPE", 0, "0:1", By::Human).is_err());
    }
}
