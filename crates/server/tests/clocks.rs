//! The tables' clocks, driven by a test clock (nothing here sleeps until a deadline): a seat
//! whose time runs out is played by the bot, stored and told (its secret pick to itself
//! only while others still choose); more time once a game; three expiries in a row hand the
//! seat to the bot until its player takes it back; a restart resumes every clock from its
//! stored deadline with the time no server ran given back. Every frame is still exactly
//! the seat's `observe`.

mod common;

use std::path::Path;
use std::time::Duration;

use common::{checked_save, open_table_timed, play_all, players, Client, Setup};
use numera_rules::number::NumberGame;
use numera_rules::GameId;
use numera_server::{SqliteStore, TableStore, TestClock};
use numera_wire::{ClientMessage, ClockInfo, ErrorCode, ServerMessage};

const T0: u64 = 1_700_000_000_000;
const THREE: &str = r#"{"seats":["human","human","human"]}"#;

async fn clocked(db: &Path, clock: &TestClock) -> (common::Running, Setup) {
    let server = common::start_clocked(db, db.parent().unwrap(), clock.clone()).await;
    let names = ["Ana", "Bo", "Cy"];
    let urls = [server.url()];
    let setup = open_table_timed(&urls, GameId::Number, (THREE, Some(20)), &names).await;
    (server, setup)
}

/// The clocks of the next frame whose clocks satisfy `want`.
async fn clock_where(client: &mut Client, want: impl Fn(&ClockInfo) -> bool) -> ClockInfo {
    client
        .until(|m| match m {
            ServerMessage::Frame(f) => f.clock.clone().filter(&want),
            ServerMessage::Clock(c) => Some(c.clone()).filter(&want),
            _ => None,
        })
        .await
}

/// Picks for seat `me` from its newest frame (a pick of its uncrossed digits), once it has
/// not picked; a pick made just before a reveal is stale and made again from the next frame.
async fn pick(client: &mut Client, me: usize) -> u64 {
    let mut frame = match client.frames.last() {
        Some(f) => f.clone(),
        None => client.latest_frame().await,
    };
    loop {
        let view: numera_rules::number::View =
            numera_rules::json::from_str(frame.view.as_str()).unwrap();
        if !view.picked[me] {
            let digits = view.available(me);
            let text = format!("{me}:{}{}{}", digits[0], digits[0], digits[0]);
            match client.act(frame.seq, &text).await {
                Ok(seq) => return seq,
                Err(numera_wire::Reason::Stale) => {}
                Err(other) => panic!("{other:?}"),
            }
        }
        frame = client.latest_frame().await;
    }
}

/// The next `expired` message: seat, number, text told, and whether the seat was handed over.
async fn expired(client: &mut Client) -> (usize, u64, Option<String>, bool) {
    client
        .until(|m| match m {
            ServerMessage::Expired {
                seat,
                seq,
                action,
                bot,
            } => Some((*seat, *seq, action.clone(), *bot)),
            _ => None,
        })
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_whose_time_runs_out_is_played_by_the_bot_stored_and_told() {
    let dir = common::scratch("clock-expiry");
    let db = dir.join("t.db");
    let clock = TestClock::at(T0);
    let (server, setup) = clocked(&db, &clock).await;
    let code = setup.code.clone();
    let mut clients: Vec<Client> = setup.players.into_iter().map(|p| p.0).collect();
    for c in &mut clients {
        let info = clock_where(c, |i| i.deadlines.len() == 3).await;
        assert_eq!(info.per_move_s, 20);
        assert!(info.deadlines.iter().all(|d| d.at == T0 + 20_000 && d.more));
    }
    pick(&mut clients[0], 0).await;
    // Bo asks for more time: 20 s more, once; Cy does nothing.
    clients[1].send(&ClientMessage::MoreTime).await;
    let info = clock_where(&mut clients[0], |i| i.deadline(1).is_some_and(|d| !d.more)).await;
    assert_eq!(info.deadline(1).map(|d| d.at), Some(T0 + 40_000));
    let again = clients[1].error_for(&ClientMessage::MoreTime).await;
    assert_eq!(again, ErrorCode::BadFrame, "more time once a game");

    clock.advance(Duration::from_secs(20));
    // Cy's pick is secret while Bo still chooses: only Cy hears its text.
    let mut told = Vec::new();
    for c in &mut clients {
        told.push(expired(c).await);
    }
    let cy = told[2].2.clone().expect("the seat hears its own move");
    assert!(cy.starts_with("2:"), "{cy}");
    assert_eq!(told[0], (2, 2, None, false));
    assert_eq!(told[1], (2, 2, None, false));

    clock.advance(Duration::from_secs(20));
    // Bo's runs out too, and ends the turn: the pick is in every view now, so all hear it.
    let bo: Vec<_> = futures_join(&mut clients).await;
    assert!(bo.iter().all(|e| e.0 == 1 && e.1 == 3 && e.2.is_some()));

    // The bot's moves were stored as a stand-in's, and the players keep their seats: the
    // game goes on with their own picks to the end.
    let store = SqliteStore::open(&db).unwrap();
    let stored = store.load_table(&code).await.unwrap().expect("live");
    assert_eq!(stored.actions[1], cy);
    assert_eq!(Some(&stored.actions[2]), bo[0].2.as_ref());
    let seats: Vec<_> = clients
        .into_iter()
        .enumerate()
        .map(|(s, c)| (c, s, String::new()))
        .collect();
    let clients = play_all(seats, |c, seat| players::number(c, seat, u64::MAX)).await;
    let (save, _) = checked_save::<NumberGame>(&clients);
    assert_eq!(save.actions[1], cy);
    server.stop();
}

/// The next `expired` message of every client.
async fn futures_join(clients: &mut [Client]) -> Vec<(usize, u64, Option<String>, bool)> {
    let mut out = Vec::new();
    for c in clients.iter_mut() {
        out.push(expired(c).await);
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_expiries_in_a_row_hand_the_seat_to_the_bot_until_its_player_takes_it_back() {
    let dir = common::scratch("clock-handover");
    let clock = TestClock::at(T0);
    let (server, setup) = clocked(&dir.join("t.db"), &clock).await;
    let mut clients: Vec<Client> = setup.players.into_iter().map(|p| p.0).collect();
    for turn in 1..=3 {
        pick(&mut clients[0], 0).await;
        pick(&mut clients[1], 1).await;
        clock.advance(Duration::from_secs(20));
        let told = futures_join(&mut clients).await;
        assert!(told.iter().all(|e| e.0 == 2), "{told:?}");
        assert!(
            told.iter().all(|e| e.3 == (turn == 3)),
            "handed over at the third"
        );
    }
    // From now on the bot picks for Cy at once, with no clock for its seat.
    let info = clock_where(&mut clients[0], |i| i.bot == [2]).await;
    assert!(info.deadline(2).is_none());
    pick(&mut clients[0], 0).await;
    pick(&mut clients[1], 1).await;
    let frame = loop {
        let f = clients[2].latest_frame().await;
        if f.seq >= 12 {
            break f;
        }
    };
    assert_eq!(
        frame.seq, 12,
        "turn 4 ended without anyone's clock running out"
    );
    // Cy takes the seat back: its clock runs again for its next pick (this turn's, if the
    // bot had not picked yet, or the next one's).
    clients[2].send(&ClientMessage::TakeBack).await;
    clock_where(&mut clients[2], |i| i.bot.is_empty()).await;
    pick(&mut clients[0], 0).await;
    pick(&mut clients[1], 1).await;
    clock_where(&mut clients[2], |i| {
        i.bot.is_empty() && i.deadline(2).is_some()
    })
    .await;
    pick(&mut clients[2], 2).await;
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_each_clock_resumes_with_the_time_no_server_ran_given_back() {
    let dir = common::scratch("clock-restart");
    let db = dir.join("t.db");
    let clock = TestClock::at(T0);
    let (server, setup) = clocked(&db, &clock).await;
    let code = setup.code.clone();
    let seats = setup.tokens();
    let mut clients: Vec<Client> = setup.players.into_iter().map(|p| p.0).collect();
    pick(&mut clients[0], 0).await;
    let mut seen = Vec::new();
    for c in clients {
        // Only what a client read is kept: seat 0's frames, the others' none yet.
        seen.extend((!c.frames.is_empty()).then(|| c.frames.clone()));
        c.close().await;
    }
    server.drain().await;
    // No server runs the table for a minute.
    clock.advance(Duration::from_secs(60));
    let server = common::start_clocked(&db, &dir, clock.clone()).await;
    let mut resumed = Vec::new();
    for (seat, token) in seats {
        resumed.push(Client::resume(&server.url(), &code, token, seat).await);
    }
    for c in &mut resumed {
        let info = c.latest_frame().await.clock.expect("a clocked frame");
        assert_eq!(info.given_back_s, Some(60), "the page can say so");
        assert_eq!(info.now, T0 + 60_000);
        let ats: Vec<_> = info.deadlines.iter().map(|d| (d.seat, d.at)).collect();
        assert_eq!(ats, [(1, T0 + 80_000), (2, T0 + 80_000)]);
    }
    clock.advance(Duration::from_secs(19));
    pick(&mut resumed[1], 1).await;
    clock.advance(Duration::from_secs(1));
    let told = futures_join(&mut resumed).await;
    assert!(told.iter().all(|e| e.0 == 2 && e.2.is_some()), "{told:?}");
    let seated: Vec<_> = resumed
        .into_iter()
        .enumerate()
        .map(|(s, c)| (c, s, String::new()))
        .collect();
    let after = play_all(seated, |c, seat| players::number(c, seat, u64::MAX)).await;
    let (save, _) = common::checked_across_restart::<NumberGame>(&seen, &after);
    assert_eq!(
        Some(&save.actions[2]),
        told[2].2.as_ref(),
        "the bot's pick in the log"
    );
    server.stop();
}

/// On PostgreSQL, another instance takes a drained owner's table over: each clock resumes
/// from its stored deadline with the time no instance ran the table given back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_instance_takes_a_table_over_with_its_clocks() {
    let url = common::pg::database("clock-takeover").await;
    let dir = common::scratch("clock-takeover");
    let clock = TestClock::at(T0);
    let instance = |clock: TestClock| {
        let (url, dir) = (url.clone(), dir.clone());
        async move {
            let store = numera_server::PostgresStore::connect(&url)
                .await
                .expect("a store");
            let config = numera_server::Config {
                limits: common::limits(),
                clock: std::sync::Arc::new(clock),
                ..numera_server::Config::new(dir)
            };
            common::start_with(std::sync::Arc::new(store), config).await
        }
    };
    let first = instance(clock.clone()).await;
    let urls = [first.url()];
    let names = ["Ana", "Bo", "Cy"];
    let setup = open_table_timed(&urls, GameId::Number, (THREE, Some(20)), &names).await;
    let (code, seats) = (setup.code.clone(), setup.tokens());
    let mut clients: Vec<Client> = setup.players.into_iter().map(|p| p.0).collect();
    pick(&mut clients[0], 0).await;
    let seen: Vec<_> = clients
        .iter()
        .map(|c| c.frames.clone())
        .filter(|f| !f.is_empty())
        .collect();
    for c in clients {
        c.close().await;
    }
    first.drain().await;
    clock.advance(Duration::from_secs(30));

    let second = instance(clock.clone()).await;
    let mut resumed = Vec::new();
    for (seat, token) in seats {
        resumed.push(Client::resume(&second.url(), &code, token, seat).await);
    }
    for c in &mut resumed {
        let info = c.latest_frame().await.clock.expect("a clocked frame");
        assert_eq!(info.given_back_s, Some(30));
        let ats: Vec<_> = info.deadlines.iter().map(|d| (d.seat, d.at)).collect();
        assert_eq!(ats, [(1, T0 + 50_000), (2, T0 + 50_000)]);
    }
    clock.advance(Duration::from_secs(20));
    let told = futures_join(&mut resumed).await;
    // Bo and Cy run out together; Cy's pick ends the turn, so both picks are in every view.
    assert!(told.iter().all(|e| e.2.is_some()), "{told:?}");
    let seated: Vec<_> = resumed
        .into_iter()
        .enumerate()
        .map(|(s, c)| (c, s, String::new()))
        .collect();
    let after = play_all(seated, |c, seat| players::number(c, seat, u64::MAX)).await;
    common::checked_across_restart::<NumberGame>(&seen, &after);
    second.stop();
}
