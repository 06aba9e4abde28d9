//! An action is stored before anyone hears of it: while the store fails, an action is not
//! played (the actor hears `unavailable`, nobody gets a frame), and once it works again the
//! same action from the same frame is played.

mod common;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use common::open_table;
use numera_rules::GameId;
use std::time::Duration;

use numera_server::store::{By, Epoch, Lease, Location, StoreFuture, StoredSeat, StoredTable};
use numera_server::{Config, Server, SqliteStore, StoreError, TableStore};
use numera_wire::{ClientMessage, ErrorCode, ServerMessage, Status};

/// SQLite in memory whose action writes fail while `broken` is set.
struct Flaky {
    inner: SqliteStore,
    broken: AtomicBool,
}

impl TableStore for Flaky {
    fn shared(&self) -> bool {
        false
    }
    fn create<'a>(
        &'a self,
        t: &'a StoredTable,
        owner: &'a str,
        ttl: Duration,
    ) -> StoreFuture<'a, Epoch> {
        self.inner.create(t, owner, ttl)
    }
    fn set_options<'a>(&'a self, lease: &'a Lease, options: &'a str) -> StoreFuture<'a, ()> {
        self.inner.set_options(lease, options)
    }
    fn set_seat<'a>(
        &'a self,
        lease: &'a Lease,
        seat: usize,
        s: &'a StoredSeat,
    ) -> StoreFuture<'a, ()> {
        self.inner.set_seat(lease, seat, s)
    }
    fn set_status<'a>(&'a self, lease: &'a Lease, status: Status) -> StoreFuture<'a, ()> {
        self.inner.set_status(lease, status)
    }
    fn append_action<'a>(
        &'a self,
        lease: &'a Lease,
        seq: u64,
        text: &'a str,
        by: By,
    ) -> StoreFuture<'a, ()> {
        if self.broken.load(Ordering::SeqCst) {
            return Box::pin(async { Err(StoreError::Failed("the disk is full".into())) });
        }
        self.inner.append_action(lease, seq, text, by)
    }
    fn load_live(&self) -> StoreFuture<'_, Vec<StoredTable>> {
        self.inner.load_live()
    }
    fn load_orphans(&self) -> StoreFuture<'_, Vec<StoredTable>> {
        self.inner.load_orphans()
    }
    fn claim<'a>(
        &'a self,
        code: &'a str,
        owner: &'a str,
        ttl: Duration,
        steal: bool,
    ) -> StoreFuture<'a, Option<Epoch>> {
        self.inner.claim(code, owner, ttl, steal)
    }
    fn set_clocks<'a>(
        &'a self,
        lease: &'a Lease,
        state: &'a str,
        seen: u64,
    ) -> StoreFuture<'a, ()> {
        self.inner.set_clocks(lease, state, seen)
    }
    fn renew<'a>(
        &'a self,
        owner: &'a str,
        ttl: Duration,
        seen: u64,
    ) -> StoreFuture<'a, Vec<String>> {
        self.inner.renew(owner, ttl, seen)
    }
    fn release<'a>(&'a self, lease: &'a Lease) -> StoreFuture<'a, ()> {
        self.inner.release(lease)
    }
    fn announce<'a>(&'a self, owner: &'a str, address: &'a str) -> StoreFuture<'a, ()> {
        self.inner.announce(owner, address)
    }
    fn locate<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<Location>> {
        self.inner.locate(code)
    }
    fn load_table<'a>(&'a self, code: &'a str) -> StoreFuture<'a, Option<StoredTable>> {
        self.inner.load_table(code)
    }
    fn cluster_secret(&self) -> StoreFuture<'_, String> {
        self.inner.cluster_secret()
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
        limits: common::limits(),
        ..Config::new(dir.clone())
    };
    let server = Server::new(store.clone(), config).await.expect("a server");
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
