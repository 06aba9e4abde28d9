//! The `numera` command with NMBR 9: replay from a log or a position, arena, bench, errors.

mod common;

use common::{arena, arena_line, numera, refused, rejected, replay, success, temp_file, Start};

use numera_rules::nmbr9::{Nmbr9Game, Options, SeatKind};
use numera_rules::{Game, Position, Seed};

/// A solo position whose deck starts 9, 9, 5 (the example of docs/notation.md).
fn position_9_9_5() -> String {
    let options = Options {
        seats: vec![SeatKind::Human],
    };
    let game = Nmbr9Game::new(&options, Seed::from_bits(1)).unwrap();
    let mut position: serde_json::Value = serde_json::from_str(&game.to_position()).unwrap();
    position["deck"] =
        serde_json::json!([9, 9, 5, 0, 1, 2, 3, 4, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
    temp_file("position.json", &position.to_string())
}

#[test]
fn the_documented_example_replays_from_a_position() {
    let actions = "0:0,0,0  # 9\n0:1,2,2  # 9\n0:0,0,0  # 5 on level 1\n";
    let summary = success(&replay(
        "nmbr9",
        Start::Position(&position_9_9_5()),
        actions,
    ));
    assert_eq!(summary["scores"], serde_json::json!([5]));
    assert_eq!(summary["tiles_per_level"], serde_json::json!([[2, 1]]));
    assert_eq!(summary["round"], 4);
    assert_eq!(summary["card"], 0);
}

#[test]
fn replay_names_the_first_refused_placement_and_its_reason() {
    let actions = "0:0,0,0 0:1,2,2 0:1,0,0\n";
    let out = replay("nmbr9", Start::Position(&position_9_9_5()), actions);
    let rejected = rejected(&out);
    assert_eq!(rejected["index"], 2);
    assert_eq!(rejected["action"], "0:1,0,0");
    assert_eq!(rejected["reason"], "Overhangs: a cell has nothing under it");
}

#[test]
fn replay_from_a_seed_with_options() {
    let game = Nmbr9Game::new(
        &Options {
            seats: vec![SeatKind::Human, SeatKind::Human],
        },
        "K7QM-3XPA".parse().unwrap(),
    )
    .unwrap();
    let first = game.current_card().unwrap();
    let two = r#"{"seats":["human","human"]}"#;
    let out = replay(
        "nmbr9",
        Start::Seed("K7QM-3XPA", Some(two)),
        "1:0,0,1\n0:-3,7,2\n",
    );
    let summary = success(&out);
    assert_eq!(summary["round"], 2);
    assert_eq!(summary["to_act"], serde_json::json!([0, 1]));
    let mut remaining = [2u8; 10];
    remaining[first as usize] -= 1;
    remaining[summary["card"].as_u64().unwrap() as usize] -= 1;
    assert_eq!(summary["remaining"], serde_json::json!(remaining));
}

#[test]
fn arena_reports_every_bot_level() {
    let line = arena_line("nmbr9", 1, "TEST-SEED", "easy,medium,hard", &[]);
    for bot in ["easy", "medium", "hard"] {
        assert_eq!(line["per_bot"][bot]["seats"], 1, "{bot}");
    }
}

#[test]
fn bad_nmbr9_input_gets_a_clear_message() {
    for (bots, expected) in [
        ("hard,hard,hard,hard,hard", "1 to 4"),
        ("expert", "unknown bot"),
    ] {
        refused(&arena("nmbr9", 1, "K7QM-3XPA", Some(bots)), expected, bots);
    }
    let position = temp_file("broken.json", r#"{"deck":[1,2,3]}"#);
    let out = numera(&["replay", "--game", "nmbr9", "--position", &position]);
    refused(&out, "not a position of NMBR 9", &position);
}
