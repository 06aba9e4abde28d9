//! The names players sit under, as the others at the table see them: cleaned by Unicode's
//! properties, joiners kept inside words, and a name with nothing visible refused.

mod common;

use common::Client;
use numera_rules::GameId;
use numera_wire::{ClientMessage, ErrorCode, RawJson, ServerMessage, TableInfo};

const OPTIONS: &str = r#"{"seats":["human","human","easy"]}"#;

fn create(name: &str) -> ClientMessage {
    ClientMessage::Create {
        game: GameId::Number,
        options: RawJson::new(OPTIONS).expect("options"),
        name: name.into(),
        clock_s: None,
        clock_bot: None,
    }
}

/// The code of a table created by `host` under `name`, and the first `table` it was sent.
async fn created(host: &mut Client, name: &str) -> (String, TableInfo) {
    host.send(&create(name)).await;
    let code = host
        .until(|m| match m {
            ServerMessage::Created { code, .. } => Some(code.clone()),
            ServerMessage::Error { code, text } => panic!("create refused: {code:?} {text}"),
            _ => None,
        })
        .await;
    let table = host
        .until(|m| match m {
            ServerMessage::Table(t) => Some(t.clone()),
            _ => None,
        })
        .await;
    (code, table)
}

/// The error text `client` gets for `message`, which must be an error of `code`.
async fn refused(client: &mut Client, message: &ClientMessage, code: ErrorCode) -> String {
    client.send(message).await;
    client
        .until(|m| match m {
            ServerMessage::Error { code: c, text } => {
                assert_eq!(*c, code, "{text}");
                Some(text.clone())
            }
            ServerMessage::Created { .. } | ServerMessage::Seated { .. } => {
                panic!("a name of nothing visible was taken")
            }
            _ => None,
        })
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_with_nothing_visible_is_refused_at_create_and_at_sit() {
    let server = common::start_fresh("names-empty").await;
    let invisible = "\u{200B}\u{200D}\u{2060}\u{3164}\u{061C}";
    let mut host = Client::connect(&server.url()).await;
    let text = refused(&mut host, &create(invisible), ErrorCode::BadFrame).await;
    assert!(text.contains("visible character"), "{text}");

    let (code, _) = created(&mut host, "Ana").await;
    let mut guest = Client::connect(&server.url()).await;
    let sit = ClientMessage::Sit {
        code: code.clone(),
        seat: 1,
        name: invisible.into(),
    };
    let text = refused(&mut guest, &sit, ErrorCode::BadFrame).await;
    assert!(text.contains("visible character"), "{text}");
    // The seat is still free: the same guest sits there under a name.
    guest
        .send(&ClientMessage::Sit {
            code,
            seat: 1,
            name: "Bo".into(),
        })
        .await;
    let seat = guest
        .until(|m| match m {
            ServerMessage::Seated { seat, .. } => Some(*seat),
            ServerMessage::Error { code, text } => panic!("{code:?}: {text}"),
            _ => None,
        })
        .await;
    assert_eq!(seat, 1);
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn joined_emoji_and_persian_names_stay_whole_and_direction_marks_go() {
    let server = common::start_fresh("names-kept").await;
    let family = "👨\u{200D}👩\u{200D}👧";
    let mut host = Client::connect(&server.url()).await;
    let (code, table) = created(&mut host, family).await;
    assert_eq!(table.seats[0].name.as_deref(), Some(family));

    // Persian "Mehrnaz" with a non-joiner inside, and an Arabic letter mark around it.
    let persian = "مهر\u{200C}ناز";
    let mut guest = Client::connect(&server.url()).await;
    guest
        .send(&ClientMessage::Sit {
            code,
            seat: 1,
            name: format!("\u{061C}{persian}\u{061C}"),
        })
        .await;
    let seen = host
        .until(|m| match m {
            ServerMessage::Table(t) => t.seats[1].name.clone(),
            _ => None,
        })
        .await;
    assert_eq!(seen, persian);
    server.stop();
}
