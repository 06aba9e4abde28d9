//! Hostile and mistaken frames: each gets its clear refusal or error, none panics the server
//! or stalls the table (the table plays on afterwards).

mod common;

use common::Client;
use numera_rules::{nmbr9, number, GameId};
use numera_wire::{ClientMessage, ErrorCode, RawJson, Reason, Refusal, ServerMessage};

async fn refusal(client: &mut Client, seq: u64, action: &str) -> Reason {
    match client.act(seq, action).await {
        Ok(_) => panic!("{action} at {seq} was played"),
        Err(reason) => reason,
    }
}

async fn accepted(client: &mut Client, seq: u64, action: &str) -> u64 {
    let answer = client.act(seq, action).await;
    answer.unwrap_or_else(|reason| panic!("{action}: {reason:?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn actions_for_another_seat_out_of_date_or_by_a_spectator_are_refused() {
    let server = common::start_fresh("refusals").await;
    let url = server.url();

    // Before the start: acting is refused, and so is starting with a free seat.
    let mut host = Client::connect(&url).await;
    host.send(&ClientMessage::Create {
        game: GameId::Number,
        options: RawJson::new(r#"{"seats":["human","human","human"]}"#).unwrap(),
        name: "Ana".into(),
        clock_s: None,
        clock_bot: None,
    })
    .await;
    let (code, secret) = host
        .until(|m| match m {
            ServerMessage::Created { code, host, .. } => Some((code.clone(), host.clone())),
            _ => None,
        })
        .await;
    assert_eq!(refusal(&mut host, 0, "0:123").await, Reason::NotStarted);
    let start = ClientMessage::Start {
        code: code.clone(),
        host: secret.clone(),
    };
    assert_eq!(host.error_for(&start).await, ErrorCode::SeatsFree);
    let mut bo = Client::connect(&url).await;
    let mistakes = [
        (
            ClientMessage::Sit {
                code: code.clone(),
                seat: 0,
                name: "Bo".into(),
            },
            ErrorCode::SeatTaken,
        ),
        // No seat 3: not "taken", which a page would offer to wait out.
        (
            ClientMessage::Sit {
                code: code.clone(),
                seat: 3,
                name: "Bo".into(),
            },
            ErrorCode::NoSuchSeat,
        ),
        // Every host's request checks the host's secret alike.
        (
            ClientMessage::Start {
                code: code.clone(),
                host: "0".repeat(32),
            },
            ErrorCode::BadToken,
        ),
        (
            ClientMessage::BotSeat {
                code: code.clone(),
                host: "0".repeat(32),
                seat: 2,
                level: None,
                after_s: None,
            },
            ErrorCode::BadToken,
        ),
        (
            ClientMessage::Close {
                code: code.clone(),
                host: "0".repeat(32),
            },
            ErrorCode::BadToken,
        ),
        (
            ClientMessage::Join {
                code: "ZZZZZZZZZZ".into(),
            },
            ErrorCode::NoSuchTable,
        ),
        (
            ClientMessage::Resume {
                code: code.clone(),
                token: "f".repeat(32),
            },
            ErrorCode::BadToken,
        ),
    ];
    for (message, expected) in mistakes {
        assert_eq!(bo.error_for(&message).await, expected, "{message:?}");
    }
    // The host seats a bot at the last seat; Bo takes seat 1; the game starts.
    host.send(&ClientMessage::BotSeat {
        code: code.clone(),
        host: secret.clone(),
        seat: 2,
        level: Some("hard".into()),
        after_s: None,
    })
    .await;
    bo.send(&ClientMessage::Sit {
        code: code.clone(),
        seat: 1,
        name: "Bo".into(),
    })
    .await;
    bo.until(|m| matches!(m, ServerMessage::Seated { seat: 1, .. }).then_some(()))
        .await;
    // A bot's seat is no seat to take, nor one to wait for.
    host.until(|m| match m {
        ServerMessage::Table(t) => (t.seats[2].kind == "hard").then_some(()),
        _ => None,
    })
    .await;
    let bot_seat = ClientMessage::Sit {
        code: code.clone(),
        seat: 2,
        name: "Cy".into(),
    };
    let mut cy = Client::connect(&url).await;
    assert_eq!(cy.error_for(&bot_seat).await, ErrorCode::NoSuchSeat);
    host.send(&start).await;
    let frame = host.latest_frame().await;
    assert_eq!(frame.me, Some(0));
    // During play, a stand-in is for a person's seat: not a bot's, nor one there is not.
    for seat in [2, 3] {
        let standin = ClientMessage::BotSeat {
            code: code.clone(),
            host: secret.clone(),
            seat,
            level: Some("easy".into()),
            after_s: None,
        };
        assert_eq!(host.error_for(&standin).await, ErrorCode::NoSuchSeat);
    }

    // Someone who never sat, and a spectator.
    let mut stranger = Client::connect(&url).await;
    assert_eq!(refusal(&mut stranger, 0, "0:123").await, Reason::NotSeated);
    let mut watcher = Client::connect(&url).await;
    watcher
        .send(&ClientMessage::Join { code: code.clone() })
        .await;
    watcher.latest_frame().await;
    assert_eq!(refusal(&mut watcher, 0, "0:123").await, Reason::Spectator);

    // Another seat's action, a text that is no action, a frame from the future.
    assert_eq!(refusal(&mut host, 0, "1:123").await, Reason::NotYourSeat);
    assert_eq!(refusal(&mut host, 0, "2:123").await, Reason::NotYourSeat);
    assert!(matches!(
        refusal(&mut host, 0, "0:12x").await,
        Reason::BadAction(_)
    ));
    assert!(matches!(
        refusal(&mut host, 0, "").await,
        Reason::BadAction(_)
    ));
    assert_eq!(refusal(&mut host, 99, "0:123").await, Reason::Stale);

    // A pick is played once: the same frame sent again is stale.
    // (The bot at seat 2 may have picked already: its pick does not make Ana's frame stale.)
    let seq = accepted(&mut host, 0, "0:123").await;
    assert!(seq >= 1);
    assert_eq!(refusal(&mut host, 0, "0:456").await, Reason::Stale);
    // From the frame of her pick, a second one is the rules' to refuse: the game's own
    // refusal, which her page words.
    let again = number::Refusal::AlreadyPicked { seat: 0 };
    assert_eq!(
        refusal(&mut host, seq, "0:456").await,
        Reason::Rules(Refusal::Game(RawJson::of(&again)))
    );
    // Bo's pick from the frame before Ana's is still good (only others picked since).
    let bo_frame = bo.latest_frame().await;
    assert!(bo_frame.seq <= 1);
    accepted(&mut bo, 0, "1:789").await;
    server.stop();
}

/// The host may give their own seat to a bot before the start (the page does not offer it):
/// they watch from then on, still the host, their seat's token holds nothing, and they may
/// sit at a free seat again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_who_seats_a_bot_at_their_own_seat_watches_and_may_sit_again() {
    let server = common::start_fresh("host-bot").await;
    let url = server.url();
    let mut ana = Client::connect(&url).await;
    ana.send(&ClientMessage::Create {
        game: GameId::Number,
        options: RawJson::new(r#"{"seats":["human","human","human"]}"#).unwrap(),
        name: "Ana".into(),
        clock_s: None,
        clock_bot: None,
    })
    .await;
    let (code, host, token) = ana
        .until(|m| match m {
            ServerMessage::Created {
                code, host, token, ..
            } => Some((code.clone(), host.clone(), token.clone())),
            _ => None,
        })
        .await;
    ana.send(&ClientMessage::BotSeat {
        code: code.clone(),
        host: host.clone(),
        seat: 0,
        level: Some("easy".into()),
        after_s: None,
    })
    .await;
    ana.until(|m| match m {
        ServerMessage::Table(t) => (t.seats[0].kind == "easy" && t.spectators == 1).then_some(()),
        _ => None,
    })
    .await;
    let resume = ClientMessage::Resume {
        code: code.clone(),
        token: token.expect("the host's seat token"),
    };
    let mut again = Client::connect(&url).await;
    assert_eq!(again.error_for(&resume).await, ErrorCode::BadToken);
    for (client, seat, name) in [(&mut ana, 1, "Ana"), (&mut again, 2, "Bo")] {
        client
            .send(&ClientMessage::Sit {
                code: code.clone(),
                seat,
                name: name.into(),
            })
            .await;
        let sat = client
            .until(|m| match m {
                ServerMessage::Seated { seat, .. } => Some(*seat),
                ServerMessage::Error { code, text } => panic!("{code:?}: {text}"),
                _ => None,
            })
            .await;
        assert_eq!(sat, seat);
    }
    ana.send(&ClientMessage::Start { code, host }).await;
    assert_eq!(ana.latest_frame().await.me, Some(1));
    server.stop();
}

/// An action after the last move is the rules' to refuse, with the game's own `GameOver`
/// (which the page words as local play does), not as a game that has not started.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_after_the_end_gets_the_games_own_refusal() {
    let (server, setup) = common::fresh_table(
        "after-the-end",
        GameId::Nmbr9,
        r#"{"seats":["human"]}"#,
        &["Ana"],
    )
    .await;
    let (client, seat, _) = setup.players.into_iter().next().expect("the host's seat");
    let mut ana = common::players::nmbr9(client, seat).await;
    let last = ana.frames.last().expect("the last frame").clone();
    assert!(last.over);
    let over = RawJson::of(&nmbr9::Refusal::GameOver);
    assert_eq!(
        refusal(&mut ana, last.seq, "0:0,0,0").await,
        Reason::Rules(Refusal::Game(over))
    );
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn broken_frames_are_refused_in_words_and_the_line_stays() {
    let server = common::start_fresh("frames").await;
    let mut client = Client::connect(&server.url()).await;
    for (text, code) in [
        ("{", ErrorCode::BadFrame),
        ("[]", ErrorCode::BadFrame),
        (r#"{"v":1,"t":"fly"}"#, ErrorCode::BadFrame),
        (r#"{"v":1,"t":"ping","n":1,"extra":2}"#, ErrorCode::BadFrame),
        (r#"{"v":9,"t":"ping","n":1}"#, ErrorCode::BadVersion),
        (r#"{"t":"ping","n":1}"#, ErrorCode::BadVersion),
        (
            r#"{"v":1,"t":"create","game":"dungeon","options":{},"name":"x"}"#,
            ErrorCode::BadOptions,
        ),
        (
            r#"{"v":1,"t":"create","game":"number","options":{"seats":["human"]},"name":"x"}"#,
            ErrorCode::BadOptions,
        ),
    ] {
        client.send_text(text).await;
        assert_eq!(client.error().await, code, "{text}");
    }
    client.send(&ClientMessage::Ping { n: 7 }).await;
    let pong = client
        .until(|m| matches!(m, ServerMessage::Pong { .. }).then(|| m.clone()))
        .await;
    assert_eq!(pong, ServerMessage::Pong { n: 7 });
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oversized_frame_or_a_flood_ends_the_line_with_its_reason() {
    let server = common::start_fresh("flood").await;
    let mut big = Client::connect(&server.url()).await;
    let padding = "x".repeat(numera_wire::MAX_CLIENT_FRAME);
    big.send_text(&format!(r#"{{"v":1,"t":"join","code":"{padding}"}}"#))
        .await;
    assert_eq!(big.error().await, ErrorCode::TooBig);
    assert!(big.closed().await);

    let mut flood = Client::connect(&server.url()).await;
    for n in 0..200 {
        if !flood.try_send(&ClientMessage::Ping { n }).await {
            break;
        }
    }
    assert_eq!(flood.error().await, ErrorCode::RateLimited);
    assert!(flood.closed().await);

    // The server still answers others.
    let mut calm = Client::connect(&server.url()).await;
    calm.send(&ClientMessage::Ping { n: 1 }).await;
    calm.until(|m| matches!(m, ServerMessage::Pong { n: 1 }).then_some(()))
        .await;
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_of_another_origin_cannot_open_a_table_connection() {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let server = common::start_fresh("origin").await;
    let mut request = server.url().into_client_request().unwrap();
    request
        .headers_mut()
        .insert("origin", "http://evil.example".parse().unwrap());
    let refused = tokio_tungstenite::connect_async(request).await;
    assert!(refused.is_err(), "another origin was let in");
    let mut request = server.url().into_client_request().unwrap();
    let own = format!("http://{}", server.addr);
    request.headers_mut().insert("origin", own.parse().unwrap());
    assert!(tokio_tungstenite::connect_async(request).await.is_ok());
    server.stop();
}
