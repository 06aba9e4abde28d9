//! A table's life around the game: the caps per address, a quiet line closed and its seat
//! shown away, the host closing the table, and what a late visitor hears once it has ended.

mod common;

use std::time::Duration;

use common::{open_table, players, Client};
use numera_rules::GameId;
use numera_wire::{ClientMessage, ErrorCode, RawJson, ServerMessage};

fn create(options: &str) -> ClientMessage {
    ClientMessage::Create {
        game: GameId::Number,
        options: RawJson::new(options).expect("options"),
        name: "Ana".into(),
        clock_s: None,
        clock_bot: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_may_hold_so_many_connections_and_open_so_many_tables() {
    let dir = common::scratch("caps");
    let limits = numera_server::Limits {
        connections_per_ip: 2,
        tables_per_ip: 1,
        ..common::limits()
    };
    let server = common::start(&dir.join("t.db"), &dir, limits).await;
    let mut first = Client::connect(&server.url()).await;
    let mut second = Client::connect(&server.url()).await;
    let mut third = Client::connect(&server.url()).await;
    assert_eq!(third.error().await, ErrorCode::TooManyConnections);
    assert!(third.closed().await);

    first
        .send(&create(r#"{"seats":["human","easy","easy"]}"#))
        .await;
    first
        .until(|m| matches!(m, ServerMessage::Created { .. }).then_some(()))
        .await;
    second
        .send(&create(r#"{"seats":["human","easy","easy"]}"#))
        .await;
    assert_eq!(second.error().await, ErrorCode::TooManyTables);

    // A connection that ends frees its place.
    drop(first);
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut again = Client::connect(&server.url()).await;
    again.send(&ClientMessage::Ping { n: 3 }).await;
    again
        .until(|m| matches!(m, ServerMessage::Pong { n: 3 }).then_some(()))
        .await;
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_line_is_closed_and_its_seat_shows_away() {
    let dir = common::scratch("idle");
    let idle = Duration::from_millis(600);
    let limits = numera_server::Limits {
        ping_every: Duration::from_millis(150),
        idle,
        ..common::limits()
    };
    let server = common::start(&dir.join("t.db"), &dir, limits).await;
    let options = r#"{"seats":["human","human","easy"]}"#;
    let mut setup = open_table(&server.url(), GameId::Number, options, &["Ana", "Bo"]).await;
    // Bo's device sleeps: from here it reads nothing, so it answers no ping (its last word,
    // sitting, came before this moment).
    let silent = std::time::Instant::now();
    let (mut sleeper, _, _) = setup.players.pop().expect("Bo");
    let host = &mut setup.players[0].0;
    host.until(|m| match m {
        ServerMessage::Table(t) if t.seats[1].name.is_some() => (!t.seats[1].present).then_some(()),
        _ => None,
    })
    .await;
    let away = silent.elapsed();
    // Within the idle time and a little for the table's word to travel, not at the next of
    // the pings (as when the silence was looked for only then).
    assert!(
        away < idle + Duration::from_millis(400),
        "seen away after {away:?}, promised {idle:?}"
    );
    assert!(sleeper.closed().await, "the silent line itself is closed");
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_closes_the_table_for_everyone() {
    let options = r#"{"seats":["human","human","easy"]}"#;
    let (server, mut setup) =
        common::fresh_table("close", GameId::Number, options, &["Ana", "Bo"]).await;
    let (mut bo, _, token) = setup.players.pop().expect("Bo");
    let host = &mut setup.players[0].0;
    bo.send(&ClientMessage::Close {
        code: setup.code.clone(),
        host: token.clone(),
    })
    .await;
    assert_eq!(
        bo.error().await,
        ErrorCode::BadToken,
        "a seat token is not the host's"
    );
    host.send(&ClientMessage::Close {
        code: setup.code.clone(),
        host: setup.host.clone(),
    })
    .await;
    assert_eq!(bo.error().await, ErrorCode::HostClosed);
    let mut late = Client::connect(&server.url()).await;
    late.send(&ClientMessage::Resume {
        code: setup.code.clone(),
        token,
    })
    .await;
    assert_eq!(late.error().await, ErrorCode::HostClosed);
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn once_a_finished_table_is_left_a_visitor_hears_it_has_ended() {
    let options = r#"{"seats":["human","easy","easy"]}"#;
    let (server, mut setup) = common::fresh_table("ended", GameId::Number, options, &["Ana"]).await;
    let (client, seat, _) = setup.players.remove(0);
    let client = players::number(client, seat, u64::MAX).await;
    let code = setup.code.clone();
    drop(client);
    let mut late = Client::connect(&server.url()).await;
    let mut heard = None;
    for _ in 0..50 {
        late.send(&ClientMessage::Join { code: code.clone() }).await;
        match late.next().await {
            ServerMessage::Error { code, .. } => {
                heard = Some(code);
                break;
            }
            _ => tokio::time::sleep(Duration::from_millis(20)).await,
        }
    }
    assert_eq!(heard, Some(ErrorCode::TableOver));
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_everyone_left_is_closed_after_a_while_and_frees_its_place() {
    let dir = common::scratch("abandoned");
    let limits = numera_server::Limits {
        tables_per_ip: 1,
        abandoned: Duration::from_millis(200),
        sweep_every: Duration::from_millis(50),
        ..common::limits()
    };
    let server = common::start(&dir.join("t.db"), &dir, limits).await;
    let mut ana = Client::connect(&server.url()).await;
    ana.send(&create(r#"{"seats":["human","human","easy"]}"#))
        .await;
    let code = ana
        .until(|m| match m {
            ServerMessage::Created { code, .. } => Some(code.clone()),
            _ => None,
        })
        .await;
    drop(ana);
    tokio::time::sleep(Duration::from_millis(800)).await;
    let mut late = Client::connect(&server.url()).await;
    late.send(&ClientMessage::Join { code }).await;
    assert_eq!(late.error().await, ErrorCode::TableOver);
    // The address may open a table again.
    late.send(&create(r#"{"seats":["human","easy","easy"]}"#))
        .await;
    late.until(|m| matches!(m, ServerMessage::Created { .. }).then_some(()))
        .await;
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stored_table_that_does_not_hold_together_is_not_reloaded() {
    use numera_server::store::{StoredSeat, StoredTable};
    use numera_server::{SqliteStore, TableStore};
    let dir = common::scratch("tampered");
    let db = dir.join("t.db");
    {
        let store = SqliteStore::open(&db).expect("a store");
        let table = |code: &str, seats: usize, actions: Vec<String>| StoredTable {
            code: code.into(),
            game: GameId::Number,
            options: r#"{"seats":["human","human","human"]}"#.into(),
            seed: numera_rules::Seed::from_bits(5),
            status: numera_wire::Status::Playing,
            host_hash: vec![0; 32],
            seats: vec![StoredSeat::default(); seats],
            actions,
            clocks: Default::default(),
        };
        // Two seat rows for three seats; a log the game refuses; and one that is fine.
        let ttl = std::time::Duration::from_secs(5);
        store
            .create(&table("AAAAAAAAAA", 2, vec![]), "before", ttl)
            .await
            .unwrap();
        let epoch = store
            .create(&table("BBBBBBBBBB", 3, vec![]), "before", ttl)
            .await
            .unwrap();
        let lease = numera_server::store::Lease::new("BBBBBBBBBB", epoch);
        for (seq, text) in ["0:123", "0:456"].iter().enumerate() {
            store
                .append_action(&lease, seq as u64, text, numera_server::store::By::Human)
                .await
                .unwrap();
        }
        store
            .create(&table("CCCCCCCCCC", 3, vec![]), "before", ttl)
            .await
            .unwrap();
    }
    let server = common::start(&db, &dir, common::limits()).await;
    let mut visitor = Client::connect(&server.url()).await;
    for code in ["AAAAAAAAAA", "BBBBBBBBBB"] {
        visitor
            .send(&ClientMessage::Join { code: code.into() })
            .await;
        assert_eq!(visitor.error().await, ErrorCode::NoSuchTable, "{code}");
    }
    visitor
        .send(&ClientMessage::Join {
            code: "CCCCCCCCCC".into(),
        })
        .await;
    let frame = visitor.latest_frame().await;
    assert_eq!((frame.seq, frame.me), (0, None));
    server.stop();
}
