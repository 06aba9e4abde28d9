//! Whole games of The Number through the server, over real WebSockets on 127.0.0.1: three
//! humans on three connections, and one human with two bots and a spectator. Every frame
//! each connection got is checked against that seat's view of the final log: no seat ever
//! received another seat's secret pick, and nobody got the seed or a log before the end.

mod common;

use common::{check_frames, checked_save, open_table, play_all, players, Client};
use numera_rules::number::NumberGame;
use numera_rules::{Game, GameId};
use numera_wire::ClientMessage;

async fn play(client: Client, me: usize) -> Client {
    players::number(client, me, u64::MAX).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_people_play_the_number_each_seeing_only_their_own_view() {
    let options = r#"{"seats":["human","human","human"]}"#;
    let (server, setup) =
        common::fresh_table("number3", GameId::Number, options, &["Ana", "Bo", "Cy"]).await;
    let clients = play_all(setup.players, play).await;
    // The seats' frames differ while picks are secret: each got its own view, not a shared one.
    let (a, b) = (&clients[0].frames, &clients[1].frames);
    assert!(a
        .iter()
        .any(|f| b.iter().any(|g| g.seq == f.seq && g.view != f.view)));
    let (_, game) = checked_save::<NumberGame>(&clients);
    assert_eq!(game.players(), 3);
    for client in &clients {
        let table = client.table.as_ref().expect("the table was sent");
        assert_eq!(table.status, numera_wire::Status::Over);
        let names: Vec<_> = table.seats.iter().map(|s| s.name.clone()).collect();
        assert_eq!(
            names,
            [Some("Ana".into()), Some("Bo".into()), Some("Cy".into())]
        );
    }
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_person_plays_the_number_against_two_bots_while_someone_watches() {
    let options = r#"{"seats":["human","easy","hard"]}"#;
    let (server, mut setup) =
        common::fresh_table("number-bots", GameId::Number, options, &["Ana"]).await;
    let mut watcher = Client::connect(&server.url()).await;
    watcher
        .send(&ClientMessage::Join {
            code: setup.code.to_lowercase(),
        })
        .await;
    let (client, seat, _) = setup.players.remove(0);
    let player = tokio::spawn(play(client, seat));
    while !watcher.latest_frame().await.over {}
    let client = player.await.expect("the player finished");
    let (save, _) = checked_save::<NumberGame>(std::slice::from_ref(&client));
    check_frames::<NumberGame>(&watcher.frames, &save);
    assert!(watcher.frames.iter().all(|f| f.me.is_none()));
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_server_reloads_the_table_and_its_players_resume_their_seats() {
    let dir = common::scratch("number-restart");
    let db = dir.join("t.db");
    let server = common::start(&db, &dir, common::limits()).await;
    let options = r#"{"seats":["human","human","human"]}"#;
    let setup = open_table(&server.url(), GameId::Number, options, &["Ana", "Bo", "Cy"]).await;
    let code = setup.code.clone();
    let seats = setup.tokens();
    let before = play_all(setup.players, |c, seat| players::number(c, seat, 4)).await;
    server.stop();
    // The old connections end with the old server.
    let seen: Vec<_> = before.into_iter().map(|c| c.frames).collect();

    let server = common::start(&db, &dir, common::limits()).await;
    let after = common::resume_number(&server.url(), &code, seats).await;
    // One log from the first action to the last, across the restart: every frame of both
    // servers is a view of it, so nothing played before the restart was lost or changed.
    common::checked_across_restart::<NumberGame>(&seen, &after);
    for client in &after {
        assert!(client.frames[0].seq >= 3, "the game went on where it was");
    }
    server.stop();
}
