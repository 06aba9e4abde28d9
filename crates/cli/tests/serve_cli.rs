//! `numera serve` as a process: it serves the app and the tables, and a kill -9 in the middle
//! of a game loses nothing. Restarted on the same database, it reloads the table, every player
//! resumes their seat with their token, and the finished game is the log `numera replay`
//! plays to the same result.

mod common;
#[path = "../../server/tests/common/mod.rs"]
mod tables;

use std::process::Child;

use common::{numera, success};
use numera_rules::number::NumberGame;
use numera_rules::GameId;
use tables::{open_table, play_all, players};

/// `numera serve` on a port the system picks; its address as it printed it.
fn serve(db: &std::path::Path, dist: &std::path::Path) -> (Child, String) {
    serve_with(db, dist, &[])
}

fn serve_with(db: &std::path::Path, dist: &std::path::Path, more: &[&str]) -> (Child, String) {
    common::serve::start(db.as_os_str(), dist, more)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_survives_kill_9_of_the_server_and_replays_like_numera_replay() {
    let dir = tables::scratch("serve-kill");
    let dist = dir.join("dist");
    std::fs::create_dir_all(&dist).unwrap();
    std::fs::write(dist.join("number.html"), "the number").unwrap();
    let db = dir.join("tables.db");

    let (mut server, address) = serve(&db, &dist);
    let url = format!("ws://{address}/tables");
    let options = r#"{"seats":["human","human","human"]}"#;
    let setup = open_table(&url, GameId::Number, options, &["Ana", "Bo", "Cy"]).await;
    let code = setup.code.clone();
    let seats = setup.tokens();
    let before = play_all(setup.players, |c, seat| players::number(c, seat, 4)).await;
    server.kill().expect("kill -9");
    server.wait().expect("the server is gone");
    let seen: Vec<_> = before.into_iter().map(|c| c.frames).collect();

    let (mut server, address) = serve(&db, &dist);
    let url = format!("ws://{address}/tables");
    let after = tables::resume_number(&url, &code.to_lowercase(), seats).await;
    server.kill().expect("the server stops");
    let _ = server.wait();

    let (save, game) = tables::checked_across_restart::<NumberGame>(&seen, &after);
    common::serve::replays_like_numera_replay(&save, &game, options);
}

#[test]
fn the_load_test_plays_tables_and_reports_one_json_line() {
    let dir = tables::scratch("loadtest");
    let (mut server, address) = serve_with(
        &dir.join("t.db"),
        &dir,
        &["--connections-per-ip", "1000", "--tables-per-ip", "1000"],
    );
    let url = format!("ws://{address}/tables");
    // Two tables of bots beside them, as the bots' load on the others is measured.
    let load = ["--tables", "3", "--seconds", "2", "--bot-tables", "2"];
    let out = numera(&[&["loadtest", "--url", &url][..], &load[..]].concat());
    server.kill().expect("the server stops");
    let _ = server.wait();
    let line = success(&out);
    assert_eq!(
        (line["tables"].as_u64(), line["players"].as_u64()),
        (Some(3), Some(12))
    );
    assert!(line["actions"].as_u64() > Some(0), "{line}");
    assert_eq!(
        (line["errors"].as_u64(), line["lost"].as_u64()),
        (Some(0), Some(0))
    );
    assert!(line["p99_ms"].as_f64() >= line["p50_ms"].as_f64());
    assert_eq!(line["bot_tables"].as_u64(), Some(2));
    assert!(line["bot_moves"].as_u64() > Some(0), "{line}");
}
