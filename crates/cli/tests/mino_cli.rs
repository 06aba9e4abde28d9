//! The `numera` command with Mino Dice: replay from a seed, refusals with their index and
//! reason, arena figures (with the share of exact bids), bench, bad input.

mod common;

use common::{json_line, numera, temp_file};

use numera_rules::mino::draw;
use numera_rules::Seed;

const SEED: &str = "K7QM-3XPA";

fn replay(actions: &str, options: Option<&str>) -> std::process::Output {
    let file = temp_file("actions.txt", actions);
    let mut args = vec![
        "replay",
        "--game",
        "mino",
        "--seed",
        SEED,
        "--actions",
        &file,
    ];
    if let Some(o) = options {
        args.extend(["--options", o]);
    }
    numera(&args)
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
    let out = replay(&first_hand(), None);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let s = json_line(&out);
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
fn replay_names_the_first_refused_action_and_its_reason() {
    let out = replay("0:bid:0 1:bid:2\n", None);
    assert_eq!(out.status.code(), Some(1));
    let line = json_line(&out);
    assert_eq!(line["rejected"]["index"], 1);
    assert_eq!(line["rejected"]["action"], "1:bid:2");
    assert_eq!(
        line["rejected"]["reason"],
        "You hold 1 dice: bid from 0 to 1 tricks"
    );
    let out = replay("0:roll:red\n", None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        json_line(&out)["rejected"]["reason"],
        "Everyone bids before the first roll"
    );
    let out = replay("0:bid:zero\n", None);
    assert_eq!(out.status.code(), Some(1));
    assert!(json_line(&out)["rejected"]["reason"]
        .as_str()
        .unwrap()
        .contains("not an action"));
}

#[test]
fn replay_with_options_and_refused_options() {
    let out = replay(
        "# nothing yet\n",
        Some(r#"{"seats":["human","human","human","human","human","human"]}"#),
    );
    assert!(out.status.success());
    let s = json_line(&out);
    assert_eq!(s["hands"], 6);
    assert_eq!(s["to_act"].as_array().unwrap().len(), 6);
    let bad = replay("# nothing\n", Some(r#"{"seats":["human","human"]}"#));
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("3 to 6 players"));
}

#[test]
fn arena_reports_scores_timings_and_exact_bids_per_bot() {
    let out = numera(&[
        "arena",
        "--game",
        "mino",
        "--games",
        "6",
        "--seed",
        "TEST-SEED",
        "--bots",
        "easy,medium,hard",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let line = json_line(&out);
    assert_eq!(line["game"], "mino");
    assert_eq!(line["failures"], 0);
    for bot in ["easy", "medium", "hard"] {
        let b = &line["per_bot"][bot];
        for key in [
            "seats",
            "score_mean",
            "score_sd",
            "wins",
            "ms_mean",
            "ms_p95",
            "exact_bids",
            "bonus",
        ] {
            assert!(b[key].is_number(), "{bot}.{key} in {line}");
        }
        let share = b["exact_bids"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&share));
    }
    // The default line-up is four seats.
    let out = numera(&[
        "arena",
        "--game",
        "mino",
        "--games",
        "2",
        "--seed",
        "TEST-SEED",
    ]);
    assert!(out.status.success());
    assert_eq!(json_line(&out)["bots"].as_array().unwrap().len(), 4);
}

#[test]
fn arena_refuses_a_table_mino_dice_cannot_seat() {
    for bots in [
        "easy,hard",
        "easy,hard,easy,hard,easy,hard,easy",
        "easy,nobody,hard",
    ] {
        let out = numera(&[
            "arena",
            "--game",
            "mino",
            "--games",
            "2",
            "--seed",
            "TEST-SEED",
            "--bots",
            bots,
        ]);
        assert_eq!(out.status.code(), Some(2), "{bots}");
    }
}

#[test]
fn other_games_keep_their_arena_keys() {
    let out = numera(&[
        "arena",
        "--game",
        "number",
        "--games",
        "2",
        "--seed",
        "TEST-SEED",
    ]);
    let line = json_line(&out);
    assert!(line["per_bot"]["hard"]["exact_bids"].is_null());
}

#[test]
fn bench_prints_throughput() {
    let out = numera(&["bench", "--game", "mino", "--games", "20"]);
    assert!(out.status.success());
    let line = json_line(&out);
    assert_eq!(line["game"], "mino");
    assert!(line["games_per_s"].as_f64().unwrap() > 0.0);
}
