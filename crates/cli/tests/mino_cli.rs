//! The `numera` command with Mino Dice: replay from a seed, arena figures (with the share of
//! exact bids), bench, bad input (its refused actions: cli.rs, with every game's).

mod common;

use common::{arena, arena_line, refused, success, Start};

use numera_rules::mino::draw;
use numera_rules::Seed;

const SEED: &str = "K7QM-3XPA";

fn replay(actions: &str, options: Option<&str>) -> std::process::Output {
    common::replay("mino", Start::Seed(SEED, options), actions)
}

/// Hand 1 of the default four seats: everyone bids, then seats 0–3 roll their one die.
fn first_hand() -> String {
    let (hands, _) = draw(SEED.parse::<Seed>().unwrap(), 4, 1);
    let mut log = "0:bid:0 1:bid:1 2:bid:0\n3:bid:0 # bids revealed\n".to_string();
    for (seat, dice) in hands.iter().enumerate() {
        log += &format!("{seat}:roll:{}\n", dice[0]);
    }
    log
}

#[test]
fn replay_plays_a_whole_hand_and_prints_the_summary() {
    let s = success(&replay(&first_hand(), None));
    assert_eq!(s["game"], "mino");
    assert_eq!(s["hand"], 2);
    assert_eq!(s["hands"], 8);
    assert_eq!(s["phase"], "bidding");
    assert_eq!(s["rolls"], 4);
    assert_eq!(s["to_act"], serde_json::json!([0, 1, 2, 3]));
    assert!(s["bids"].is_null(), "hand 2's bids are not in");
    assert!(s["outcome"].is_null());
    // Bids of zero over one trick score +10 or -10.
    let scores = s["scores"].as_array().unwrap();
    assert_eq!(scores.len(), 4);
    assert!([10, -10].contains(&scores[0].as_i64().unwrap()), "{s}");
}

#[test]
fn replay_with_options_and_refused_options() {
    let six = r#"{"seats":["human","human","human","human","human","human"]}"#;
    let s = success(&replay("# nothing yet\n", Some(six)));
    assert_eq!(s["hands"], 6);
    assert_eq!(s["to_act"].as_array().unwrap().len(), 6);
    let two = r#"{"seats":["human","human"]}"#;
    refused(&replay("# nothing\n", Some(two)), "3 to 6 players", two);
}

#[test]
fn arena_reports_scores_timings_and_exact_bids_per_bot() {
    let more = ["exact_bids", "bonus"];
    let line = arena_line("mino", 6, "TEST-SEED", "easy,medium,hard", &more);
    for bot in ["easy", "medium", "hard"] {
        let share = line["per_bot"][bot]["exact_bids"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&share));
    }
    // The default line-up is four seats.
    let line = success(&arena("mino", 2, "TEST-SEED", None));
    assert_eq!(line["bots"].as_array().unwrap().len(), 4);
}

#[test]
fn arena_refuses_a_table_mino_dice_cannot_seat() {
    for bots in [
        "easy,hard",
        "easy,hard,easy,hard,easy,hard,easy",
        "easy,nobody,hard",
    ] {
        let out = arena("mino", 2, "TEST-SEED", Some(bots));
        assert_eq!(out.status.code(), Some(2), "{bots}");
    }
}

#[test]
fn other_games_keep_their_arena_keys() {
    let line = success(&arena("number", 2, "TEST-SEED", None));
    assert!(line["per_bot"]["hard"]["exact_bids"].is_null());
}
