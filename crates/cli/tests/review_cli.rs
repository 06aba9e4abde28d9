//! `numera review`: the strongest bot's game on a deal, printed as one JSON line whose log
//! replays (`numera replay`) to the scores it claims; a bad seat is a clear error.

mod common;

use common::{json_line, numera, temp_file};

const OPTIONS: &str = r#"{"seats":["human","easy","hard"]}"#;

fn review(seed: &str, seat: &str) -> serde_json::Value {
    let out = numera(&[
        "review",
        "--game",
        "number",
        "--seed",
        seed,
        "--options",
        OPTIONS,
        "--seat",
        seat,
    ]);
    assert!(out.status.success(), "{out:?}");
    json_line(&out)
}

#[test]
fn the_review_is_a_whole_game_that_replays_to_its_scores() {
    let line = review("K7QM-3XPA", "0");
    assert_eq!(
        line,
        review("K7QM-3XPA", "0"),
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

    let actions = temp_file("review.actions", log);
    let replayed = numera(&[
        "replay",
        "--game",
        "number",
        "--seed",
        "K7QM-3XPA",
        "--options",
        OPTIONS,
        "--actions",
        &actions,
    ]);
    assert!(replayed.status.success(), "{replayed:?}");
    let replayed = json_line(&replayed);
    assert_eq!(replayed["scores"], line["scores"]);
    assert!(!replayed["outcome"].is_null(), "{replayed}");
}

#[test]
fn a_seat_off_the_table_is_refused_in_words() {
    for (seat, why) in [("3", "seat 3 is not a seat"), ("one", "--seat 'one'")] {
        let out = numera(&[
            "review",
            "--game",
            "number",
            "--seed",
            "K7QM-3XPA",
            "--options",
            OPTIONS,
            "--seat",
            seat,
        ]);
        assert_eq!(out.status.code(), Some(2), "{out:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(why), "{err}");
    }
}
