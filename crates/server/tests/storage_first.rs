//! An action is stored before anyone hears of it: while the store fails, an action is not
//! played (the actor hears `unavailable`, nobody gets a frame), and once it works again the
//! same action from the same frame is played.

mod common;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use common::open_table;
use numera_rules::GameId;
use numera_server::store::{By, StoreResult, StoredSeat, StoredTable};
use numera_server::{Config, Server, SqliteStore, StoreError, TableStore};
use numera_wire::{ClientMessage, ErrorCode, ServerMessage, Status};

/// SQLite in memory whose action writes fail while `broken` is set.
struct Flaky {
    inner: SqliteStore,
    broken: AtomicBool,
}

impl TableStore for Flaky {
    fn create(&self, table: &StoredTable) -> StoreResult<()> {
        self.inner.create(table)
    }
    fn set_options(&self, code: &str, options: &str) -> StoreResult<()> {
        self.inner.set_options(code, options)
    }
    fn set_seat(&self, code: &str, seat: usize, record: &StoredSeat) -> StoreResult<()> {
        self.inner.set_seat(code, seat, record)
    }
    fn set_status(&self, code: &str, status: Status) -> StoreResult<()> {
        self.inner.set_status(code, status)
    }
    fn append_action(&self, code: &str, seq: u64, text: &str, by: By) -> StoreResult<()> {
        if self.broken.load(Ordering::SeqCst) {
            return Err(StoreError("the disk is full".into()));
        }
        self.inner.append_action(code, seq, text, by)
    }
    fn load_live(&self) -> StoreResult<Vec<StoredTable>> {
        self.inner.load_live()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_the_store_refuses_is_not_played() {
    let dir = common::scratch("flaky");
    let store = Arc::new(Flaky {
        inner: SqliteStore::in_memory().expect("a store"),
        broken: AtomicBool::new(false),
    });
    let config = Config {
        dist: dir.clone(),
        limits: common::limits(),
        origins: Vec::new(),
    };
    let server = Server::new(store.clone(), config).expect("a server");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr: SocketAddr = listener.local_addr().unwrap();
    let task = tokio::spawn(async move { server.run(listener).await });
    let url = format!("ws://{addr}/tables");

    let options = r#"{"seats":["human","human","human"]}"#;
    let mut setup = open_table(&url, GameId::Number, options, &["Ana", "Bo", "Cy"]).await;
    let (bo, _, _) = &mut setup.players[1];
    let before = bo.latest_frame().await;
    let (ana, _, _) = &mut setup.players[0];
    ana.latest_frame().await;

    store.broken.store(true, Ordering::SeqCst);
    let act = ClientMessage::Act {
        seq: 0,
        action: "0:123".into(),
    };
    ana.send(&act).await;
    let failed = ana
        .until(|m| match m {
            ServerMessage::Error { code, .. } => Some(*code),
            ServerMessage::Accepted { .. } => panic!("played without being stored"),
            _ => None,
        })
        .await;
    assert_eq!(failed, ErrorCode::Unavailable);

    store.broken.store(false, Ordering::SeqCst);
    ana.send(&act).await;
    let seq = ana
        .until(|m| match m {
            ServerMessage::Accepted { seq } => Some(*seq),
            ServerMessage::Refused { reason, .. } => panic!("{reason:?}"),
            _ => None,
        })
        .await;
    assert_eq!(seq, 1, "the failed attempt played nothing");
    // Bo's next frame is the one after Ana's stored pick: nothing came in between.
    let (bo, _, _) = &mut setup.players[1];
    let next = bo.latest_frame().await;
    assert_eq!((before.seq, next.seq), (0, 1));
    assert_eq!(bo.frames.len(), 2);
    task.abort();
}
