//! `numera review`: the strongest bot's game on a deal, printed as one JSON line whose log
//! replays (`numera replay`) to the scores it claims; a bad seat is a clear error.

mod common;

use common::{numera, refused, replay, success, Start};

const OPTIONS: &str = r#"{"seats":["human","easy","hard"]}"#;

/// `numera review` of The Number's deal `seed` for `seat`.
fn review(seed: &str, seat: &str) -> std::process::Output {
    numera(&[
        "review",
        "--game",
        "number",
        "--seed",
        seed,
        "--options",
        OPTIONS,
        "--seat",
        seat,
    ])
}

#[test]
fn the_review_is_a_whole_game_that_replays_to_its_scores() {
    let line = success(&review("K7QM-3XPA", "0"));
    assert_eq!(
        line,
        success(&review("K7QM-3XPA", "0")),
        "the same deal, the same review"
    );
    assert_eq!(line["game"], "number");
    assert_eq!(line["bots"], serde_json::json!(["hard", "easy", "hard"]));
    let log = line["log"].as_str().unwrap();
    assert_eq!(
        log.lines().count() as u64,
        line["actions"].as_u64().unwrap()
    );
    assert_eq!(line["score"], line["scores"][0]);

    let replayed = success(&replay(
        "number",
        Start::Seed("K7QM-3XPA", Some(OPTIONS)),
        log,
    ));
    assert_eq!(replayed["scores"], line["scores"]);
    assert!(!replayed["outcome"].is_null(), "{replayed}");
}

#[test]
fn a_seat_off_the_table_is_refused_in_words() {
    for (seat, why) in [("3", "seat 3 is not a seat"), ("one", "--seat 'one'")] {
        refused(&review("K7QM-3XPA", seat), why, seat);
    }
}
