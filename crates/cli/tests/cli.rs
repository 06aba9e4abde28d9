//! The `numera` command as a user runs it: replay, arena, bench and their error messages.

mod common;

use common::Start;
use common::{arena_line, numera, numera_words, refused, rejected, replay, success, temp_file};

const SEED: &str = "K7QM-3XPA";
const OPTIONS: &str = r#"{"seats":["human","human","human"]}"#;

#[test]
fn replay_prints_the_resulting_state() {
    // The rules example, then one more turn: 220 crossed 2 and 0 for seat 4… here with 3 seats.
    let actions = "0:761 1:513\n2:220 # turn 1\n0:999;1:888;2:777\n";
    let summary = success(&replay("number", Start::Seed(SEED, Some(OPTIONS)), actions));
    assert_eq!(summary["turns_played"], 2);
    assert_eq!(summary["turn"], 3);
    // Turn 1: 761 (shares 1 with 513) out, 513 out? 513 vs 220: no shared digit → approved:
    // 513 scores 5 + bonus 2 and crosses 1,3,5; 220 scores 2 and crosses 0,2.
    // Turn 2: 777 < 888 < 999, no shared digits: 7, 8, 9 + bonus 3 for 999.
    assert_eq!(
        summary["scores"],
        serde_json::json!([9 + 3 + 1, 5 + 2 + 8 + 3 + 1, 2 + 7 + 2 + 1])
    );
    assert!(summary["outcome"].is_null());
}

#[test]
fn replay_names_the_first_refused_action() {
    let out = replay(
        "number",
        Start::Seed(SEED, Some(OPTIONS)),
        "0:123\n1:456\n1:789\n",
    );
    let rejected = rejected(&out);
    assert_eq!(rejected["index"], 2);
    assert_eq!(rejected["action"], "1:789");
    assert!(rejected["reason"]
        .as_str()
        .unwrap()
        .contains("already picked"));
}

/// Each game's replay from a seed (its default table) stops at the first refused action,
/// naming its index, its text and the game's own reason (a text that is no action is refused
/// as such).
#[test]
fn replay_names_each_games_first_refused_action_and_its_reason() {
    // Index, action and reason of the refusal.
    #[rustfmt::skip]
    let cases = [
        ("dungeon", "w:0@3,3\nw:1@0,0\n", 1, "w:1@0,0", "Not next to a written tile"),
        ("dungeon", "w:0@3,3 roll\n", 1, "roll", "Use every die before rolling again"),
        ("dungeon", "w:0@2,3\n", 0, "w:0@2,3", "The first number goes on START"),
        ("dungeon", "write\n", 0, "write", "is not an action"),
        ("mino", "0:bid:0 1:bid:2\n", 1, "1:bid:2", "You hold 1 dice: bid from 0 to 1"),
        ("mino", "0:roll:red\n", 0, "0:roll:red", "Everyone bids before the first roll"),
        ("mino", "0:bid:zero\n", 0, "0:bid:zero", "not an action"),
    ];
    for (game, actions, index, action, reason) in cases {
        let stop = rejected(&replay(game, Start::Seed(SEED, None), actions));
        assert_eq!(stop["index"], index, "{game} {actions:?}: {stop}");
        assert_eq!(stop["action"], action, "{game} {actions:?}: {stop}");
        let why = stop["reason"].as_str().unwrap_or_default();
        assert!(why.contains(reason), "{game} {actions:?}: {why}");
    }
}

#[test]
fn replay_from_a_position() {
    let position = temp_file(
        "position.json",
        &numera_rules::Position::to_position(
            &<numera_rules::number::NumberGame as numera_rules::Game>::new(
                &serde_json::from_str(OPTIONS).unwrap(),
                SEED.parse().unwrap(),
            )
            .unwrap(),
        ),
    );
    let out = replay("number", Start::Position(&position), "0:111 1:222 2:333");
    assert_eq!(
        success(&out)["scores"],
        serde_json::json!([1 + 1, 2 + 1, 3 + 2 + 1])
    );
}

#[test]
fn arena_reports_every_bot_and_the_hard_bot_wins_more() {
    let line = arena_line("number", 24, "ARENA-001", "hard,easy,easy", &[]);
    assert_eq!(line["games"], 24);
    assert_eq!(line["bots"], serde_json::json!(["hard", "easy", "easy"]));
    let (hard, easy) = (&line["per_bot"]["hard"], &line["per_bot"]["easy"]);
    assert_eq!(hard["seats"], 24);
    assert_eq!(easy["seats"], 48);
    // Per seat, the hard bot must win far more often than an easy one.
    let per_seat =
        |b: &serde_json::Value| b["wins"].as_f64().unwrap() / b["seats"].as_f64().unwrap();
    assert!(per_seat(hard) > 2.0 * per_seat(easy), "{line}");
}

#[test]
fn bench_prints_throughput_for_every_game() {
    for (game, games) in [
        ("number", "50"),
        ("nmbr9", "20"),
        ("sequence", "20"),
        ("mino", "20"),
        ("dungeon", "5"),
    ] {
        let line = success(&numera(&["bench", "--game", game, "--games", games]));
        assert_eq!(line["game"], game);
        assert!(
            line["games_per_s"].as_f64().unwrap() > 0.0,
            "{game}: {line}"
        );
    }
}

#[test]
fn bad_input_gets_a_clear_message_and_status_2() {
    let cases = [
        (
            "arena --game chess --games 1 --seed K7QM-3XPA",
            "unknown game",
        ),
        ("arena --game number --games 1 --seed BAD", "--seed"),
        ("arena --game number --games 0 --seed K7QM-3XPA", "--games"),
        (
            "arena --game number --games 1 --seed K7QM-3XPA --bots hard,god,easy",
            "unknown bot",
        ),
        (
            "arena --game number --games 1 --seed K7QM-3XPA --bots hard,easy",
            "3 to 5",
        ),
        ("arena --game number --speed 9", "unknown option"),
        (
            r#"replay --game number --seed K7QM-3XPA --options {"seats":["pirate"]} --actions /nonexistent"#,
            "cannot read",
        ),
        ("fly --game number", "unknown command"),
    ];
    for (line, expected) in cases {
        refused(&numera_words(line), expected, line);
    }
}
