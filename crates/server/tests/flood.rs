//! A table's code in many hands (issue 52, item 2): joins in a loop from several connections
//! reach a seated player as a few `table` messages, the last of them the table as it is;
//! moves are never held back by it; and a table is joined only so often. The server's clock
//! is a test clock standing still, so "at most one per 250 ms" is exact here: nothing waits
//! on the wall clock.

mod common;

use std::time::Duration;

use common::{open_table, Client};
use numera_rules::GameId;
use numera_server::{Limits, TestClock};
use numera_wire::{ClientMessage, ErrorCode, RawJson, ServerMessage, TableInfo};

const T0: u64 = 1_700_000_000_000;

fn create(options: &str) -> ClientMessage {
    ClientMessage::Create {
        game: GameId::Number,
        options: RawJson::new(options).expect("options"),
        name: "Ana".into(),
        clock_s: None,
        clock_bot: None,
    }
}

fn join(code: &str) -> ClientMessage {
    ClientMessage::Join { code: code.into() }
}

/// The answer to a `join`: the table it shows the joiner, or the error's code. Read up to
/// the answer of a ping sent after it, so that a `table` message of earlier news (a trailing
/// send) is never taken for the answer.
async fn joined(client: &mut Client, code: &str) -> Result<TableInfo, ErrorCode> {
    client.send(&join(code)).await;
    client.send(&ClientMessage::Ping { n: 9 }).await;
    let (mut shown, mut refused) = (None, None);
    loop {
        match client.next().await {
            ServerMessage::Table(t) => shown = Some(t),
            ServerMessage::Error { code, .. } => refused = Some(code),
            ServerMessage::Pong { n: 9 } => break,
            _ => {}
        }
    }
    match refused {
        Some(code) => Err(code),
        None => Ok(shown.expect("the joiner is shown the table")),
    }
}

/// The `table` messages `client` gets until one shows `spectators`, then up to the answer
/// of a ping (so nothing sent before it is missed): how many there were.
async fn tables_until(client: &mut Client, spectators: usize) -> usize {
    let mut seen = 0;
    loop {
        if let ServerMessage::Table(t) = client.next().await {
            seen += 1;
            if t.spectators == spectators {
                break;
            }
        }
    }
    client.send(&ClientMessage::Ping { n: 7 }).await;
    loop {
        match client.next().await {
            ServerMessage::Table(_) => seen += 1,
            ServerMessage::Pong { n: 7 } => return seen,
            _ => {}
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_flood_reaches_a_seated_player_as_a_few_table_messages() {
    let clock = TestClock::at(T0);
    let limits = Limits {
        joins_per_table: 1_000,
        ..common::limits()
    };
    let server = common::start_fresh_clocked("flood-news", limits, &clock).await;
    let mut ana = Client::connect(&server.url()).await;
    ana.send(&create(r#"{"seats":["human","human","human"]}"#))
        .await;
    let code = ana
        .until(|m| match m {
            ServerMessage::Created { code, .. } => Some(code.clone()),
            _ => None,
        })
        .await;
    assert_eq!(tables_until(&mut ana, 0).await, 1, "the table at once");
    // Eight connections join 10 times each: 80 joins, 80 leaves.
    let mut watchers = Vec::new();
    for _ in 0..8 {
        watchers.push(Client::connect(&server.url()).await);
    }
    for _ in 0..10 {
        for w in &mut watchers {
            let shown = joined(w, &code).await.expect("a join");
            assert_eq!(shown.code, code, "each joiner is shown the table at once");
        }
    }
    // The clock has not moved: the seated player has heard nothing of them yet…
    ana.send(&ClientMessage::Ping { n: 1 }).await;
    let early = ana
        .until(|m| match m {
            ServerMessage::Table(_) => Some(true),
            ServerMessage::Pong { .. } => Some(false),
            _ => None,
        })
        .await;
    assert!(!early, "no table message within 250 ms of the last");
    // …and once it moves, one message tells the table as it is now.
    clock.advance(Duration::from_millis(250));
    assert_eq!(tables_until(&mut ana, 8).await, 1);
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_go_out_at_once_while_seating_news_waits() {
    let clock = TestClock::at(T0);
    let server = common::start_fresh_clocked("flood-moves", common::limits(), &clock).await;
    let options = r#"{"seats":["human","human","human"]}"#;
    let mut setup = open_table(&server.url(), GameId::Number, options, &["Ana", "Bo", "Cy"]).await;
    let mut watcher = Client::connect(&server.url()).await;
    joined(&mut watcher, &setup.code).await.expect("a join");
    // The watcher's coming is still untold (the clock stands still); a move is told at once.
    let (ana, bo) = setup.players.split_at_mut(1);
    let frame = ana[0].0.latest_frame().await;
    assert_eq!(ana[0].0.act(frame.seq, "0:123").await, Ok(frame.seq + 1));
    let seen = bo[0]
        .0
        .until(|m| match m {
            ServerMessage::Frame(f) if f.seq > frame.seq => Some(f.seq),
            _ => None,
        })
        .await;
    assert_eq!(seen, frame.seq + 1);
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_is_joined_only_so_often() {
    let clock = TestClock::at(T0);
    let limits = Limits {
        joins_per_table: 3,
        table_join_every: Duration::from_secs(60),
        ..common::limits()
    };
    let server = common::start_fresh_clocked("flood-joins", limits, &clock).await;
    let mut ana = Client::connect(&server.url()).await;
    ana.send(&create(r#"{"seats":["human","human","human"]}"#))
        .await;
    let code = ana
        .until(|m| match m {
            ServerMessage::Created { code, .. } => Some(code.clone()),
            _ => None,
        })
        .await;
    let mut watcher = Client::connect(&server.url()).await;
    for _ in 0..3 {
        joined(&mut watcher, &code).await.expect("a join");
    }
    assert_eq!(
        joined(&mut watcher, &code).await.err(),
        Some(ErrorCode::RateLimited)
    );
    // The bound is the table's, whoever joins.
    let mut other = Client::connect_from(&server, "127.0.0.2").await;
    assert_eq!(
        joined(&mut other, &code).await.err(),
        Some(ErrorCode::RateLimited)
    );
    // Taking a free seat is not a join: the table still seats its players.
    other
        .send(&ClientMessage::Sit {
            code: code.clone(),
            seat: 1,
            name: "Bo".into(),
        })
        .await;
    let seat = other
        .until(|m| match m {
            ServerMessage::Seated { seat, .. } => Some(*seat),
            ServerMessage::Error { code, text } => panic!("{code:?}: {text}"),
            _ => None,
        })
        .await;
    assert_eq!(seat, 1);
    // A minute on, one more join is allowed, and only one.
    clock.advance(Duration::from_secs(60));
    joined(&mut watcher, &code).await.expect("a join again");
    assert_eq!(
        joined(&mut watcher, &code).await.err(),
        Some(ErrorCode::RateLimited)
    );
    server.stop();
}
