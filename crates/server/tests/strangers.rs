//! What people who are not at a table meet: a code read aloud in groups, a page of another
//! site (DNS rebinding), sockets that say nothing, and a guesser of codes reconnecting.

mod common;

use common::Client;
use numera_rules::GameId;
use numera_wire::{ClientMessage, RawJson, ServerMessage};

/// The code of a table of The Number opened by `host`.
async fn open(host: &mut Client) -> String {
    host.send(&ClientMessage::Create {
        game: GameId::Number,
        options: RawJson::new(r#"{"seats":["human","human","easy"]}"#).expect("options"),
        name: "Ana".into(),
    })
    .await;
    host.until(|m| match m {
        ServerMessage::Created { code, .. } => Some(code.clone()),
        ServerMessage::Error { code, text } => panic!("create refused: {code:?} {text}"),
        _ => None,
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_code_read_aloud_in_groups_joins_its_table() {
    let server = common::start_fresh("dashed-code").await;
    let mut host = Client::connect(&server.url()).await;
    let code = open(&mut host).await;
    let spoken = format!("{}-{}", &code[..5], &code[5..]).to_lowercase();
    let mut guest = Client::connect(&server.url()).await;
    guest.send(&ClientMessage::Join { code: spoken }).await;
    let joined = guest
        .until(|m| match m {
            ServerMessage::Table(t) => Some(t.code.clone()),
            ServerMessage::Error { code, text } => panic!("{code:?}: {text}"),
            _ => None,
        })
        .await;
    assert_eq!(joined, code);
    server.stop();
}
