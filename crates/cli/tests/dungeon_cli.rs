//! The `numera` command with Dungeons of Numera: replay from a seed, the arena's per-map
//! figures, bench, bad options (its refused actions: cli.rs, with every game's).

mod common;

use common::{arena, success, Start};

const SEED: &str = "K7QM-3XPA";

fn replay(actions: &str, options: Option<&str>) -> std::process::Output {
    common::replay("dungeon", Start::Seed(SEED, options), actions)
}

#[test]
fn replay_writes_on_start_and_prints_the_summary() {
    let s = success(&replay(
        "w:0@3,3  # START\n",
        Some(r#"{"map":1,"circled":2}"#),
    ));
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
    let s = success(&arena("dungeon", 1, SEED, None));
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
    success(&arena("dungeon", 2, SEED, Some("random")));
    let out = arena("dungeon", 2, SEED, Some("auto,auto"));
    assert_eq!(out.status.code(), Some(2));
}
