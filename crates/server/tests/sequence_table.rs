//! A whole game of Sequence Numbers between two people on two connections: each hand stays
//! with its holder (every frame is that seat's view of the final log).

mod common;

use common::{check_frames, final_save, open_table, players, Client};
use numera_rules::sequence::SequenceGame;
use numera_rules::GameId;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_sequence_and_each_hand_stays_hidden() {
    let dir = common::scratch("sequence2");
    let server = common::start(&dir.join("t.db"), &dir, common::limits()).await;
    let options = r#"{"seats":["human","human"]}"#;
    let setup = open_table(&server.url(), GameId::Sequence, options, &["Ana", "Bo"]).await;
    let tasks: Vec<_> = setup
        .players
        .into_iter()
        .map(|(client, seat, _)| tokio::spawn(players::sequence(client, seat)))
        .collect();
    let mut clients: Vec<Client> = Vec::new();
    for task in tasks {
        clients.push(task.await.expect("a player finished"));
    }
    let (save, _) = final_save::<SequenceGame>(clients[0].frames.last().expect("frames"));
    for client in &clients {
        check_frames::<SequenceGame>(&client.frames, &save);
    }
    server.stop();
}
