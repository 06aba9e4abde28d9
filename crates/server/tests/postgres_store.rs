//! The PostgreSQL store passes the same suite as SQLite's, on a cluster of its own; several
//! instances migrating one database at once do it once; and a game of The Number goes on to
//! its end on a second instance when its first owner stops.

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use common::{open_table, play_all, players, Client};
use numera_rules::number::NumberGame;
use numera_rules::GameId;
use numera_server::store::conformance;
use numera_server::{Limits, PostgresStore, TableStore};
use numera_wire::{ClientMessage, ErrorCode, ServerMessage};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_passes_the_store_suite() {
    let store = common::pg::store("suite").await;
    conformance::run(&store, "P").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn instances_starting_together_migrate_once() {
    let url = common::pg::database("migrate").await;
    let starts = (0..3).map(|_| PostgresStore::connect(&url));
    for started in futures_util::future::join_all(starts).await {
        started.expect("each instance starts on the migrated schema");
    }
}

/// An owner that stops (its process gone, its leases left to run out) loses its tables to
/// another instance on the same database, which plays each on from its log: the players
/// resume there with their tokens, and every frame of both is a view of one log.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_instance_takes_over_a_stopped_owners_table_and_the_game_ends() {
    let url = common::pg::database("failover").await;
    let dir = common::scratch("pg-failover");
    let limits = Limits {
        lease: Duration::from_millis(600),
        ..common::limits()
    };
    let first = common::start_on(pg(&url).await, &dir, limits.clone()).await;
    let options = r#"{"seats":["human","human","easy"]}"#;
    let setup = open_table(&first.url(), GameId::Number, options, &["Ana", "Bo"]).await;
    let (code, seats) = (setup.code.clone(), setup.tokens());
    let before = play_all(setup.players, |c, seat| players::number(c, seat, 4)).await;
    first.stop();
    let seen: Vec<_> = before.into_iter().map(|c| c.frames).collect();

    let second = common::start_on(pg(&url).await, &dir, limits).await;
    let started = Instant::now();
    loop {
        // Each try on a line of its own: while the old owner's lease runs, the line is told
        // the table is moving and closed.
        let mut visitor = Client::connect(&second.url()).await;
        let join = ClientMessage::Join { code: code.clone() };
        visitor.send(&join).await;
        match visitor
            .until(|m| match m {
                ServerMessage::Frame(_) => Some(None),
                ServerMessage::Error { code, .. } => Some(Some(*code)),
                _ => None,
            })
            .await
        {
            None => break,
            Some(ErrorCode::Unavailable) => {
                assert!(started.elapsed() < common::WAIT, "taken over in time");
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            Some(other) => panic!("{other:?}"),
        }
    }
    let after = common::resume_number(&second.url(), &code, seats).await;
    common::checked_across_restart::<NumberGame>(&seen, &after);
    let stored = pg(&url).await.load_live().await.expect("load");
    assert!(
        stored.iter().all(|t| t.code != code),
        "the game ended in the store too"
    );
    second.stop();
}

async fn pg(url: &str) -> Arc<dyn TableStore> {
    Arc::new(PostgresStore::connect(url).await.expect("the store"))
}
