//! The `numera` command with Sequence Numbers: replay from a log or a position, arena, bench.

mod common;

use common::{arena, arena_line, refused, rejected, replay, success, temp_file, Start};

const SEED: &str = "K7QM-3XPA";

use numera_rules::sequence::{deck, Card, Edition, Options, SeatKind, SequenceGame};
use numera_rules::{Game, Position, Seed};

fn id(text: &str) -> u64 {
    deck::find(Edition::PlusMinus, Card::parse(text).unwrap()).unwrap() as u64
}

/// The position of the docs/notation.md example: seat 0 holds 1+1, 30-28 and a Minus, seat
/// 1 a Plus (the cards they held go to the bottom of the pile).
fn example_position() -> String {
    let options = Options {
        seats: vec![SeatKind::Human, SeatKind::Human],
        ..Options::default()
    };
    let game = SequenceGame::new(&options, Seed::from_bits(3)).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&game.to_position()).unwrap();
    let hand0 = [id("1+1"), id("30-28"), id("minus"), 40, 41];
    let hand1 = [id("plus"), 50, 51, 52, 53];
    let all: Vec<u64> = hand0.iter().chain(&hand1).copied().collect();
    let pile: Vec<u64> = (0..100).filter(|c| !all.contains(c)).collect();
    v["pile"] = serde_json::json!(pile);
    v["hands"] = serde_json::json!([hand0, hand1]);
    temp_file("position.json", &v.to_string())
}

/// `numera replay` of `actions` from the example position.
fn replay_example(actions: &str) -> std::process::Output {
    replay("sequence", Start::Position(&example_position()), actions)
}

#[test]
fn the_documented_example_replays_from_a_position() {
    let actions = "0:1+1@0,1 # 2\n1:plus@8,6\n0:dead:30-28\n0:minus@8,6\n";
    let summary = success(&replay_example(actions));
    assert_eq!(summary["game"], "sequence");
    assert_eq!(summary["turn"], 4);
    assert_eq!(summary["chips"], serde_json::json!([1, 0]));
    assert_eq!(summary["discards"], 4);
    assert!(summary["outcome"].is_null());
}

#[test]
fn replay_names_the_first_refused_action_and_its_reason() {
    let rejected = rejected(&replay_example("0:1+1@0,1\n1:plus@0,1\n"));
    assert_eq!(rejected["index"], 1);
    assert!(rejected["reason"].as_str().unwrap().contains("taken"));
}

#[test]
fn replay_from_a_seed_with_options() {
    let options = r#"{"seats":["human","human","human","human","human","human"],"teams":3,"edition":"four-operations"}"#;
    let out = replay(
        "sequence",
        Start::Seed(SEED, Some(options)),
        "# nothing yet\n",
    );
    let summary = success(&out);
    assert_eq!(summary["team_sequences"], serde_json::json!([0, 0, 0]));
    assert_eq!(summary["pile"], 100 - 6 * 4);
    let uneven = r#"{"seats":["human","human","human","human"],"teams":3}"#;
    let bad = replay(
        "sequence",
        Start::Seed(SEED, Some(uneven)),
        "# nothing yet\n",
    );
    refused(&bad, "equal teams", uneven);
}

#[test]
fn arena_reports_every_bot_level() {
    for bots in [
        "hard,easy",
        "medium,hard",
        "easy,medium,hard",
        "hard,easy,hard,easy",
    ] {
        let line = arena_line("sequence", 6, "TEST-SEED", bots, &[]);
        for bot in bots.split(',') {
            assert!(line["per_bot"][bot]["seats"].as_u64().unwrap() > 0);
        }
    }
    let out = arena("sequence", 2, "TEST-SEED", Some("hard,easy,hard,easy,hard"));
    assert_eq!(out.status.code(), Some(2));
}
