//! The `numera` command as a user runs it: replay, arena, bench and their error messages.

mod common;

use common::{json_line, numera, temp_file};

const OPTIONS: &str = r#"{"seats":["human","human","human"]}"#;

#[test]
fn replay_prints_the_resulting_state() {
    // The rules example, then one more turn: 220 crossed 2 and 0 for seat 4… here with 3 seats.
    let actions = temp_file("ok.txt", "0:761 1:513\n2:220 # turn 1\n0:999;1:888;2:777\n");
    let out = numera(&[
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
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary = json_line(&out);
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
    let actions = temp_file("bad.txt", "0:123\n1:456\n1:789\n");
    let out = numera(&[
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
    assert_eq!(out.status.code(), Some(1));
    let line = json_line(&out);
    assert_eq!(line["rejected"]["index"], 2);
    assert_eq!(line["rejected"]["action"], "1:789");
    assert!(line["rejected"]["reason"]
        .as_str()
        .unwrap()
        .contains("already picked"));
}

#[test]
fn replay_from_a_position() {
    let position = temp_file(
        "position.json",
        &numera_rules::Position::to_position(
            &<numera_rules::number::NumberGame as numera_rules::Game>::new(
                &serde_json::from_str(OPTIONS).unwrap(),
                "K7QM-3XPA".parse().unwrap(),
            )
            .unwrap(),
        ),
    );
    let actions = temp_file("after.txt", "0:111 1:222 2:333");
    let out = numera(&[
        "replay",
        "--game",
        "number",
        "--position",
        &position,
        "--actions",
        &actions,
    ]);
    assert!(out.status.success());
    assert_eq!(
        json_line(&out)["scores"],
        serde_json::json!([1 + 1, 2 + 1, 3 + 2 + 1])
    );
}

#[test]
fn arena_reports_every_bot_and_the_hard_bot_wins_more() {
    let out = numera(&[
        "arena",
        "--game",
        "number",
        "--games",
        "24",
        "--seed",
        "ARENA-001",
        "--bots",
        "hard,easy,easy",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let line = json_line(&out);
    assert_eq!(line["game"], "number");
    assert_eq!(line["games"], 24);
    assert_eq!(line["failures"], 0);
    assert_eq!(line["bots"], serde_json::json!(["hard", "easy", "easy"]));
    let (hard, easy) = (&line["per_bot"]["hard"], &line["per_bot"]["easy"]);
    for key in [
        "seats",
        "score_mean",
        "score_sd",
        "wins",
        "ms_mean",
        "ms_p95",
    ] {
        assert!(
            hard[key].is_number() && easy[key].is_number(),
            "missing {key}"
        );
    }
    assert_eq!(hard["seats"], 24);
    assert_eq!(easy["seats"], 48);
    // Per seat, the hard bot must win far more often than an easy one.
    let per_seat =
        |b: &serde_json::Value| b["wins"].as_f64().unwrap() / b["seats"].as_f64().unwrap();
    assert!(per_seat(hard) > 2.0 * per_seat(easy), "{line}");
}

#[test]
fn bench_prints_throughput() {
    let out = numera(&["bench", "--game", "number", "--games", "50"]);
    assert!(out.status.success());
    assert!(json_line(&out)["games_per_s"].as_f64().unwrap() > 0.0);
}

#[test]
fn bad_input_gets_a_clear_message_and_status_2() {
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "arena",
                "--game",
                "chess",
                "--games",
                "1",
                "--seed",
                "K7QM-3XPA",
            ],
            "unknown game",
        ),
        (
            &["arena", "--game", "number", "--games", "1", "--seed", "BAD"],
            "--seed",
        ),
        (
            &[
                "arena",
                "--game",
                "number",
                "--games",
                "0",
                "--seed",
                "K7QM-3XPA",
            ],
            "--games",
        ),
        (
            &[
                "arena",
                "--game",
                "number",
                "--games",
                "1",
                "--seed",
                "K7QM-3XPA",
                "--bots",
                "hard,god,easy",
            ],
            "unknown bot",
        ),
        (
            &[
                "arena",
                "--game",
                "number",
                "--games",
                "1",
                "--seed",
                "K7QM-3XPA",
                "--bots",
                "hard,easy",
            ],
            "3 to 5",
        ),
        (
            &["arena", "--game", "number", "--speed", "9"],
            "unknown option",
        ),
        (
            &[
                "replay",
                "--game",
                "number",
                "--seed",
                "K7QM-3XPA",
                "--options",
                "{\"seats\":[\"pirate\"]}",
                "--actions",
                "/nonexistent",
            ],
            "cannot read",
        ),
        (&["fly", "--game", "number"], "unknown command"),
    ];
    for (args, expected) in cases {
        let out = numera(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(expected), "{args:?}: {err}");
    }
}
