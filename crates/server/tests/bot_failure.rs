//! A bot that fails does not stop its table: the failure is logged and the next weaker bot
//! plays the seat, so the game goes on to its end and every frame is still a seat's view.

mod common;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use common::{open_table, play_all, players};
use numera_rules::number::NumberGame;
use numera_rules::GameId;
use numera_server::Config;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_that_panics_is_replaced_by_a_weaker_one_and_the_game_ends() {
    static FAILED: AtomicUsize = AtomicUsize::new(0);
    let dir = common::scratch("bot-panics");
    let config = Config {
        limits: common::limits(),
        before_bot: Some(Arc::new(|level: &str| {
            if level == "hard" {
                FAILED.fetch_add(1, Ordering::SeqCst);
                panic!("a bug in the hard bot");
            }
        })),
        ..Config::new(dir.clone())
    };
    let store = numera_server::SqliteStore::open(&dir.join("t.db")).expect("a store");
    let server = common::start_with(Arc::new(store), config).await;
    let options = r#"{"seats":["human","hard","easy"]}"#;
    let setup = open_table(&server.url(), GameId::Number, options, &["Ana"]).await;
    let clients = play_all(setup.players, |c, seat| players::number(c, seat, u64::MAX)).await;
    let (save, _) = common::checked_save::<NumberGame>(&clients);
    // The game reached its end (the save comes with the last frame only), and the seat whose
    // bot failed on its first move went on playing: at least a round of five turns.
    let by_failed_seat = save.actions.iter().filter(|a| a.starts_with("1:")).count();
    assert!(by_failed_seat >= 5, "{:?}", save.actions);
    assert_eq!(
        FAILED.load(Ordering::SeqCst),
        1,
        "the hard bot was asked once, then no more"
    );
    server.stop();
}
