//! Mino Dice and NMBR 9 at tables of people and bots, to the end: every frame is its seat's
//! view of the final log (Mino Dice's dice and bids stay behind their screens), and a bot the
//! host puts in for a player who went away plays that seat on.

mod common;

use common::{checked_save, open_table, play_all, players, Client};
use numera_rules::mino::MinoGame;
use numera_rules::nmbr9::Nmbr9Game;
use numera_rules::number::NumberGame;
use numera_rules::{Game, GameId};
use numera_wire::{ClientMessage, ServerMessage};

/// A table of `options` where Ana and Bo (and the bots) play `G` to the end with `player`,
/// every frame checked against the final log.
async fn two_people_and_a_bot<G: Game, Fut>(options: &str, player: impl Fn(Client, usize) -> Fut)
where
    G::View: numera_rules::json::ToJson,
    Fut: std::future::Future<Output = Client> + Send + 'static,
{
    let server = common::start_fresh(G::ID.as_str()).await;
    let setup = open_table(&server.url(), G::ID, options, &["Ana", "Bo"]).await;
    let clients = play_all(setup.players, player).await;
    checked_save::<G>(&clients);
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_and_a_bot_play_mino_dice_behind_their_screens() {
    let options = r#"{"seats":["human","medium","human"]}"#;
    two_people_and_a_bot::<MinoGame, _>(options, players::mino).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_and_a_bot_play_nmbr9() {
    let options = r#"{"seats":["human","human","easy"]}"#;
    two_people_and_a_bot::<Nmbr9Game, _>(options, players::nmbr9).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_stands_in_for_a_player_who_went_away() {
    let options = r#"{"seats":["human","human","human"]}"#;
    let (server, mut setup) =
        common::fresh_table("standin", GameId::Number, options, &["Ana", "Bo", "Cy"]).await;
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
    let clients = play_all(setup.players, |c, seat| players::number(c, seat, u64::MAX)).await;
    let (save, _) = checked_save::<NumberGame>(&clients);
    assert!(
        save.actions.iter().any(|a| a.starts_with("2:")),
        "the stand-in played"
    );
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stand_in_waits_the_time_the_host_chose_before_playing() {
    let options = r#"{"seats":["human","human"]}"#;
    let (server, mut setup) =
        common::fresh_table("standin-later", GameId::Sequence, options, &["Ana", "Bo"]).await;
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_back_gets_the_seat_from_an_at_once_stand_in_but_not_from_a_waiting_one() {
    let options = r#"{"seats":["human","human","human"]}"#;
    let (server, mut setup) = common::fresh_table(
        "standin-back",
        GameId::Number,
        options,
        &["Ana", "Bo", "Cy"],
    )
    .await;
    let (cy, _, cy_token) = setup.players.pop().expect("Cy");
    let (bo, _, bo_token) = setup.players.pop().expect("Bo");
    drop(cy);
    drop(bo);
    let host = &mut setup.players[0].0;
    host.until(|m| match m {
        ServerMessage::Table(t) => (!t.seats[1].present && !t.seats[2].present).then_some(()),
        _ => None,
    })
    .await;
    // Bo's stand-in is for this absence; Cy's waits a minute, for any absence.
    for (seat, after_s) in [(1, None), (2, Some(60))] {
        host.send(&ClientMessage::BotSeat {
            code: setup.code.clone(),
            host: setup.host.clone(),
            seat,
            level: Some("easy".into()),
            after_s,
        })
        .await;
    }
    host.until(|m| match m {
        ServerMessage::Table(t) => t.seats[1..]
            .iter()
            .all(|s| s.standin.is_some())
            .then_some(()),
        _ => None,
    })
    .await;
    let mut back = Vec::new();
    for token in [bo_token, cy_token] {
        let mut c = Client::connect(&server.url()).await;
        c.send(&ClientMessage::Resume {
            code: setup.code.clone(),
            token,
        })
        .await;
        back.push(c);
    }
    let seats = host
        .until(|m| match m {
            ServerMessage::Table(t) if t.seats[1..].iter().all(|s| s.present) => {
                Some(t.seats.clone())
            }
            _ => None,
        })
        .await;
    let seats = if seats[1].standin.is_some() {
        // The news of Bo's seat given back may come in the next message.
        host.until(|m| match m {
            ServerMessage::Table(t) if t.seats[1].standin.is_none() => Some(t.seats.clone()),
            _ => None,
        })
        .await
    } else {
        seats
    };
    assert_eq!(
        seats[1].standin, None,
        "Bo is back: the bot put in for his absence left"
    );
    assert_eq!(
        seats[2].standin.as_deref(),
        Some("easy"),
        "Cy's waiting stand-in stays"
    );
    drop(back);
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_back_hears_what_the_stand_in_played_for_them() {
    let options = r#"{"seats":["human","human","easy"]}"#;
    let (server, mut setup) =
        common::fresh_table("standin-told", GameId::Number, options, &["Ana", "Bo"]).await;
    let (bo, _, bo_token) = setup.players.pop().expect("Bo");
    drop(bo);
    let host = &mut setup.players[0].0;
    host.until(|m| match m {
        ServerMessage::Table(t) => (!t.seats[1].present).then_some(()),
        _ => None,
    })
    .await;
    host.send(&ClientMessage::BotSeat {
        code: setup.code.clone(),
        host: setup.host.clone(),
        seat: 1,
        level: Some("easy".into()),
        after_s: None,
    })
    .await;
    // Ana picks twice; the stand-in picks for Bo each time (and for the turn after, as soon
    // as it opens).
    let (client, _, _) = setup.players.remove(0);
    let ana = players::number(client, 0, 6).await;
    let mut bo = Client::connect(&server.url()).await;
    bo.send(&ClientMessage::Resume {
        code: setup.code.clone(),
        token: bo_token,
    })
    .await;
    let told = bo
        .until(|m| match m {
            ServerMessage::StoodIn { seat, actions } => Some((*seat, actions.clone())),
            _ => None,
        })
        .await;
    assert_eq!(told.0, 1);
    assert!(told.1.len() >= 2, "{told:?}");
    assert!(told.1.iter().all(|a| a.starts_with("1:")), "{told:?}");
    drop(ana);
    server.stop();
}
