//! A whole game of Sequence Numbers between two people on two connections: each hand stays
//! with its holder (every frame is that seat's view of the final log).

mod common;

use common::{checked_save, play_all, players};
use numera_rules::sequence::SequenceGame;
use numera_rules::GameId;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_sequence_and_each_hand_stays_hidden() {
    let options = r#"{"seats":["human","human"]}"#;
    let (server, setup) =
        common::fresh_table("sequence2", GameId::Sequence, options, &["Ana", "Bo"]).await;
    let clients = play_all(setup.players, players::sequence).await;
    checked_save::<SequenceGame>(&clients);
    server.stop();
}
