//! Bots are the server's work, so a table needs a person and bot work has budgets (issue
//! 52, item 3): a table of bots alone is refused, at its creation and when the host would
//! turn its last human seat into a bot; an address has so many tables with bots; and only
//! so many bots think at once on the server, whatever the number of tables.

mod common;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use common::{open_table, Client};
use numera_rules::GameId;
use numera_server::{Config, Limits, SqliteStore};
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

/// Creates a table of `options`: its code and host token, or the error's code.
async fn created(client: &mut Client, options: &str) -> Result<(String, String), ErrorCode> {
    client.send(&create(options)).await;
    client
        .until(|m| match m {
            ServerMessage::Created { code, host, .. } => Some(Ok((code.clone(), host.clone()))),
            ServerMessage::Error { code, .. } => Some(Err(*code)),
            _ => None,
        })
        .await
}

fn bot_seat(code: &str, host: &str, seat: usize, level: Option<&str>) -> ClientMessage {
    ClientMessage::BotSeat {
        code: code.into(),
        host: host.into(),
        seat,
        level: level.map(str::to_string),
        after_s: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_of_bots_only_is_refused() {
    let server = common::start_fresh("bots-only").await;
    let mut ana = Client::connect(&server.url()).await;
    let bots = r#"{"seats":["hard","hard","hard","hard"]}"#;
    assert_eq!(created(&mut ana, bots).await, Err(ErrorCode::NeedsHuman));
    // The host cannot make one either by turning the last human seat into a bot.
    let (code, host) = created(&mut ana, r#"{"seats":["human","easy","easy"]}"#)
        .await
        .expect("a table with a person");
    let last = bot_seat(&code, &host, 0, Some("easy"));
    assert_eq!(ana.error_for(&last).await, ErrorCode::NeedsHuman);
    // The seat is still a person's: the host, sitting there, starts the game.
    ana.send(&ClientMessage::Start { code, host }).await;
    let frame = ana.latest_frame().await;
    assert_eq!(frame.me, Some(0));
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_has_so_many_tables_with_bots() {
    let limits = Limits {
        bot_tables_per_ip: 2,
        ..common::limits()
    };
    let server = common::start_fresh_with("bots-per-address", limits).await;
    let with_bots = r#"{"seats":["human","hard","hard"]}"#;
    let people = r#"{"seats":["human","human","human"]}"#;
    let mut ana = Client::connect(&server.url()).await;
    for _ in 0..2 {
        created(&mut ana, with_bots)
            .await
            .expect("a table with bots");
    }
    assert_eq!(
        created(&mut ana, with_bots).await,
        Err(ErrorCode::TooManyTables)
    );
    // A table of people is still allowed, but no bot may be seated at it (nor stand in).
    let (code, host) = created(&mut ana, people).await.expect("a table of people");
    let bot = bot_seat(&code, &host, 2, Some("hard"));
    assert_eq!(ana.error_for(&bot).await, ErrorCode::TooManyTables);
    // Only the host hears of the budget: anyone else is told first that they are not the host.
    let stranger = bot_seat(&code, &"0".repeat(32), 2, Some("hard"));
    assert_eq!(ana.error_for(&stranger).await, ErrorCode::BadToken);
    // Another address has its own budget.
    let mut bo = Client::connect_from(&server, "127.0.0.2").await;
    created(&mut bo, with_bots)
        .await
        .expect("another address's table");
    server.stop();
}

/// Three tables whose bots are all due at once, each bot thinking for a while: with one
/// thread of bot work, never two think at the same time.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_think_one_at_a_time_across_tables() {
    let (thinking, most, moves) = (
        Arc::new(AtomicUsize::new(0)),
        Arc::new(AtomicUsize::new(0)),
        Arc::new(AtomicUsize::new(0)),
    );
    let hook = {
        let (thinking, most, moves) = (thinking.clone(), most.clone(), moves.clone());
        Arc::new(move |_: &str| {
            let now = thinking.fetch_add(1, Ordering::SeqCst) + 1;
            most.fetch_max(now, Ordering::SeqCst);
            // Long enough that bots of other tables, due at the same moment, would overlap.
            std::thread::sleep(Duration::from_millis(100));
            thinking.fetch_sub(1, Ordering::SeqCst);
            moves.fetch_add(1, Ordering::SeqCst);
        })
    };
    let dir = common::scratch("bots-at-once");
    let config = Config {
        limits: Limits {
            bot_threads: 1,
            bot_tables_per_ip: 10,
            ..common::limits()
        },
        before_bot: Some(hook),
        ..Config::new(dir.clone())
    };
    let store = SqliteStore::open(&dir.join("t.db")).expect("a store");
    let server = common::start_with(Arc::new(store), config).await;
    let options = r#"{"seats":["human","easy","easy"]}"#;
    // Three tables, each with two bots to pick at once as soon as it starts.
    let mut setups = Vec::new();
    for _ in 0..3 {
        setups.push(open_table(&server.url(), GameId::Number, options, &["Ana"]).await);
    }
    // Every bot of every table has picked its first number (a bounded wait, not a timing).
    for _ in 0..500 {
        if moves.load(Ordering::SeqCst) >= 6 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(moves.load(Ordering::SeqCst) >= 6, "every bot played");
    assert_eq!(most.load(Ordering::SeqCst), 1, "one bot thought at a time");
    drop(setups);
    server.stop();
}
