//! The `numera` command with Dungeons of Numera: replay from a seed, refusals with their
//! index and reason, the arena's per-map figures, bench, bad options.

mod common;

use common::{json_line, numera, temp_file};

const SEED: &str = "K7QM-3XPA";

fn replay(actions: &str, options: Option<&str>) -> std::process::Output {
    let file = temp_file("dungeon-actions.txt", actions);
    let mut args = vec![
        "replay",
        "--game",
        "dungeon",
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

#[test]
fn replay_writes_on_start_and_prints_the_summary() {
    let out = replay("w:0@3,3  # START\n", Some(r#"{"map":1,"circled":2}"#));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let s = json_line(&out);
    assert_eq!(s["game"], "dungeon");
    assert_eq!(s["map"], 1);
    assert_eq!(s["phase"], "place");
    let total = numera_rules::dungeon::map(1).skulls;
    assert_eq!(s["skulls"], serde_json::json!([0, 2, total]));
    assert_eq!(s["dice"][0]["used"], true);
    assert!(s["outcome"].is_null());
    assert_eq!(s["maps"].as_array().unwrap().len(), 1);
}

#[test]
fn replay_reports_the_first_refused_action_with_its_reason() {
    let out = replay("w:0@3,3\nw:1@0,0\n", None);
    assert_eq!(out.status.code(), Some(1));
    let s = json_line(&out);
    assert_eq!(s["rejected"]["index"], 1);
    assert_eq!(s["rejected"]["action"], "w:1@0,0");
    assert_eq!(s["rejected"]["reason"], "Not next to a written tile");
    let out = replay("w:0@3,3 roll\n", None);
    assert_eq!(
        json_line(&out)["rejected"]["reason"],
        "Use every die before rolling again"
    );
    let out = replay("w:0@2,3\n", None);
    assert_eq!(
        json_line(&out)["rejected"]["reason"],
        "The first number goes on START"
    );
    let out = replay("write\n", None);
    assert!(json_line(&out)["rejected"]["reason"]
        .as_str()
        .unwrap()
        .contains("is not an action"));
}

#[test]
fn bad_options_are_refused() {
    for bad in [
        r#"{"map":4}"#,
        r#"{"map":"all"}"#,
        r#"{"map":1,"circled":7}"#,
        r#"{"map":1,"colour":"red"}"#,
    ] {
        let out = replay("w:0@3,3\n", Some(bad));
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(!out.stderr.is_empty());
    }
}

#[test]
fn the_arena_reports_win_rate_and_score_per_map() {
    let out = numera(&["arena", "--game", "dungeon", "--games", "1", "--seed", SEED]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let s = json_line(&out);
    assert_eq!(s["failures"], 0);
    let auto = &s["per_bot"]["auto"];
    assert_eq!(auto["seats"], 1);
    for key in [
        "map1_won",
        "map1_score",
        "map2_won",
        "map2_score",
        "map3_won",
        "map3_score",
    ] {
        assert!(auto[key].is_number(), "{key} in {auto}");
    }
    let out = numera(&[
        "arena", "--game", "dungeon", "--games", "2", "--seed", SEED, "--bots", "random",
    ]);
    assert!(out.status.success());
    let out = numera(&[
        "arena",
        "--game",
        "dungeon",
        "--games",
        "2",
        "--seed",
        SEED,
        "--bots",
        "auto,auto",
    ]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn bench_plays_random_campaigns() {
    let out = numera(&["bench", "--game", "dungeon", "--games", "5"]);
    assert!(out.status.success());
    let s = json_line(&out);
    assert_eq!(s["game"], "dungeon");
    assert!(s["games_per_s"].as_f64().unwrap() > 0.0);
}
