//! The `numera` command with NMBR 9: replay from a log or a position, arena, bench, errors.

mod common;

use common::{json_line, numera, temp_file};

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
    let actions = temp_file(
        "doc.txt",
        "0:0,0,0  # 9\n0:1,2,2  # 9\n0:0,0,0  # 5 on level 1\n",
    );
    let out = numera(&[
        "replay",
        "--game",
        "nmbr9",
        "--position",
        &position_9_9_5(),
        "--actions",
        &actions,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let summary = json_line(&out);
    assert_eq!(summary["scores"], serde_json::json!([5]));
    assert_eq!(summary["tiles_per_level"], serde_json::json!([[2, 1]]));
    assert_eq!(summary["round"], 4);
    assert_eq!(summary["card"], 0);
}

#[test]
fn replay_names_the_first_refused_placement_and_its_reason() {
    let actions = temp_file("bad.txt", "0:0,0,0 0:1,2,2 0:1,0,0\n");
    let out = numera(&[
        "replay",
        "--game",
        "nmbr9",
        "--position",
        &position_9_9_5(),
        "--actions",
        &actions,
    ]);
    assert_eq!(out.status.code(), Some(1));
    let line = json_line(&out);
    assert_eq!(line["rejected"]["index"], 2);
    assert_eq!(line["rejected"]["action"], "0:1,0,0");
    assert_eq!(
        line["rejected"]["reason"],
        "Overhangs: a cell has nothing under it"
    );
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
    let actions = temp_file("seed.txt", "1:0,0,1\n0:-3,7,2\n");
    let out = numera(&[
        "replay",
        "--game",
        "nmbr9",
        "--seed",
        "K7QM-3XPA",
        "--options",
        r#"{"seats":["human","human"]}"#,
        "--actions",
        &actions,
    ]);
    assert!(out.status.success());
    let summary = json_line(&out);
    assert_eq!(summary["round"], 2);
    assert_eq!(summary["to_act"], serde_json::json!([0, 1]));
    let mut remaining = [2u8; 10];
    remaining[first as usize] -= 1;
    remaining[summary["card"].as_u64().unwrap() as usize] -= 1;
    assert_eq!(summary["remaining"], serde_json::json!(remaining));
}

#[test]
fn arena_reports_every_bot_level() {
    let out = numera(&[
        "arena",
        "--game",
        "nmbr9",
        "--games",
        "1",
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
    assert_eq!(line["game"], "nmbr9");
    assert_eq!(line["failures"], 0);
    for bot in ["easy", "medium", "hard"] {
        let b = &line["per_bot"][bot];
        assert_eq!(b["seats"], 1, "{bot}");
        for key in ["score_mean", "score_sd", "wins", "ms_mean", "ms_p95"] {
            assert!(b[key].is_number(), "{bot}: missing {key}");
        }
    }
}

#[test]
fn bench_prints_throughput() {
    let out = numera(&["bench", "--game", "nmbr9", "--games", "20"]);
    assert!(out.status.success());
    let line = json_line(&out);
    assert_eq!(line["game"], "nmbr9");
    assert!(line["games_per_s"].as_f64().unwrap() > 0.0);
}

#[test]
fn bad_nmbr9_input_gets_a_clear_message() {
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "arena",
                "--game",
                "nmbr9",
                "--games",
                "1",
                "--seed",
                "K7QM-3XPA",
                "--bots",
                "hard,hard,hard,hard,hard",
            ],
            "1 to 4",
        ),
        (
            &[
                "arena",
                "--game",
                "nmbr9",
                "--games",
                "1",
                "--seed",
                "K7QM-3XPA",
                "--bots",
                "expert",
            ],
            "unknown bot",
        ),
    ];
    for (args, expected) in cases {
        let out = numera(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(expected), "{args:?}: {err}");
    }
    let position = temp_file("broken.json", r#"{"deck":[1,2,3]}"#);
    let out = numera(&["replay", "--game", "nmbr9", "--position", &position]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a position of NMBR 9"));
}
