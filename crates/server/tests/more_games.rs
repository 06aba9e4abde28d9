//! Mino Dice and NMBR 9 at tables of people and bots, to the end: every frame is its seat's
//! view of the final log (Mino Dice's dice and bids stay behind their screens), and a bot the
//! host puts in for a player who went away plays that seat on.

mod common;

use common::{check_frames, final_save, open_table, players, Client};
use numera_rules::mino::MinoGame;
use numera_rules::nmbr9::Nmbr9Game;
use numera_rules::number::NumberGame;
use numera_rules::GameId;
use numera_wire::{ClientMessage, ServerMessage};

async fn finish(tasks: Vec<tokio::task::JoinHandle<Client>>) -> Vec<Client> {
    let mut clients = Vec::new();
    for task in tasks {
        clients.push(task.await.expect("a player finished"));
    }
    clients
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_and_a_bot_play_mino_dice_behind_their_screens() {
    let dir = common::scratch("mino");
    let server = common::start(&dir.join("t.db"), &dir, common::limits()).await;
    let options = r#"{"seats":["human","medium","human"]}"#;
    let setup = open_table(&server.url(), GameId::Mino, options, &["Ana", "Bo"]).await;
    let tasks = setup
        .players
        .into_iter()
        .map(|(client, seat, _)| tokio::spawn(players::mino(client, seat)))
        .collect();
    let clients = finish(tasks).await;
    let (save, _) = final_save::<MinoGame>(clients[0].frames.last().expect("frames"));
    for client in &clients {
        check_frames::<MinoGame>(&client.frames, &save);
    }
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_and_a_bot_play_nmbr9() {
    let dir = common::scratch("nmbr9");
    let server = common::start(&dir.join("t.db"), &dir, common::limits()).await;
    let options = r#"{"seats":["human","human","easy"]}"#;
    let setup = open_table(&server.url(), GameId::Nmbr9, options, &["Ana", "Bo"]).await;
    let tasks = setup
        .players
        .into_iter()
        .map(|(client, seat, _)| tokio::spawn(players::nmbr9(client, seat)))
        .collect();
    let clients = finish(tasks).await;
    let (save, _) = final_save::<Nmbr9Game>(clients[0].frames.last().expect("frames"));
    for client in &clients {
        check_frames::<Nmbr9Game>(&client.frames, &save);
    }
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_stands_in_for_a_player_who_went_away() {
    let dir = common::scratch("standin");
    let server = common::start(&dir.join("t.db"), &dir, common::limits()).await;
    let options = r#"{"seats":["human","human","human"]}"#;
    let mut setup = open_table(&server.url(), GameId::Number, options, &["Ana", "Bo", "Cy"]).await;
    // Cy goes away before picking; the others see the seat away.
    let (gone, _, _) = setup.players.pop().expect("Cy");
    drop(gone);
    let host = &mut setup.players[0].0;
    host.until(|m| match m {
        ServerMessage::Table(t) => (!t.seats[2].present).then_some(()),
        _ => None,
    })
    .await;
    host.send(&ClientMessage::BotSeat {
        code: setup.code.clone(),
        host: setup.host.clone(),
        seat: 2,
        level: Some("easy".into()),
        after_s: None,
    })
    .await;
    host.until(|m| match m {
        ServerMessage::Table(t) => (t.seats[2].standin.as_deref() == Some("easy")).then_some(()),
        _ => None,
    })
    .await;
    let tasks = setup
        .players
        .into_iter()
        .map(|(client, seat, _)| tokio::spawn(players::number(client, seat, u64::MAX)))
        .collect();
    let clients = finish(tasks).await;
    let (save, _) = final_save::<NumberGame>(clients[0].frames.last().expect("frames"));
    assert!(
        save.actions.iter().any(|a| a.starts_with("2:")),
        "the stand-in played"
    );
    for client in &clients {
        check_frames::<NumberGame>(&client.frames, &save);
    }
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stand_in_waits_the_time_the_host_chose_before_playing() {
    let dir = common::scratch("standin-later");
    let server = common::start(&dir.join("t.db"), &dir, common::limits()).await;
    let options = r#"{"seats":["human","human"]}"#;
    let mut setup = open_table(&server.url(), GameId::Sequence, options, &["Ana", "Bo"]).await;
    let (bo, _, _) = setup.players.pop().expect("Bo");
    let left = std::time::Instant::now();
    drop(bo);
    let host = &mut setup.players[0].0;
    host.send(&ClientMessage::BotSeat {
        code: setup.code.clone(),
        host: setup.host.clone(),
        seat: 1,
        level: Some("easy".into()),
        after_s: Some(1),
    })
    .await;
    // Ana plays her turn; Bo's stand-in answers only once Bo has been away for a second.
    let (client, _, _) = setup.players.remove(0);
    let ana = tokio::spawn(players::sequence_until(client, 0, 2));
    let client = ana.await.expect("Ana's turn and the stand-in's");
    let answered = client
        .arrivals
        .iter()
        .find(|(seq, _)| *seq == 2)
        .map(|(_, at)| at.duration_since(left))
        .expect("the stand-in's move arrived");
    assert!(
        answered >= std::time::Duration::from_secs(1),
        "{answered:?}"
    );
    server.stop();
}
