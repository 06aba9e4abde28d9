//! `numera daily`: the daily challenge of a game and a date, as the app derives it
//! (docs/daily.md), and what the command says of dates that have none.

mod common;

use common::{json_line, numera, temp_file};

fn daily(game: &str, date: &str) -> std::process::Output {
    numera(&["daily", "--game", game, "--date", date])
}

#[test]
fn prints_the_number_seed_and_options_of_each_games_daily() {
    let cases = [
        (
            "nmbr9",
            "2026-12-01",
            1,
            "GVQW-EV22",
            r#"{"seats":["human"]}"#,
        ),
        (
            "number",
            "2027-01-01",
            32,
            "DAMF-ZQ2B",
            r#"{"seats":["human","hard","hard","hard"]}"#,
        ),
        (
            "sequence",
            "2027-01-01",
            32,
            "WRB1-Y863",
            r#"{"seats":["human","hard"],"edition":"plus-minus"}"#,
        ),
        (
            "mino",
            "2028-02-29",
            456,
            "RHYJ-3JKE",
            r#"{"seats":["human","hard","hard","hard"]}"#,
        ),
        (
            "dungeon",
            "2028-03-01",
            457,
            "8Q5G-989W",
            r#"{"map":"campaign","circled":0}"#,
        ),
    ];
    for (game, date, number, seed, options) in cases {
        let out = daily(game, date);
        assert!(
            out.status.success(),
            "{game}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let line = json_line(&out);
        assert_eq!(line["game"], game);
        assert_eq!(line["date"], date);
        assert_eq!(line["number"], number, "{game}");
        assert_eq!(line["seed"], seed, "{game}");
        let expected: serde_json::Value = serde_json::from_str(options).unwrap();
        assert_eq!(line["options"], expected, "{game}");
        assert_eq!(line["link"], format!("/{game}?day={date}"));
    }
}

#[test]
fn its_seed_and_options_replay_as_that_deal() {
    let line = json_line(&daily("number", "2026-12-25"));
    assert_eq!(line["number"], 25);
    let actions = temp_file("none.txt", "");
    let out = numera(&[
        "replay",
        "--game",
        "number",
        "--seed",
        line["seed"].as_str().unwrap(),
        "--options",
        &line["options"].to_string(),
        "--actions",
        &actions,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary = json_line(&out);
    assert_eq!(summary["seed"], line["seed"]);
    assert_eq!(summary["scores"], serde_json::json!([0, 0, 0, 0]));
}

#[test]
fn a_date_without_a_daily_is_a_clear_error() {
    let cases = [
        (
            "2026-11-30",
            "2026-11-30 is before the first daily (2026-12-01, #1)",
        ),
        ("2027-02-29", "2027-02-29 is not a day of the calendar"),
        ("2026-13-01", "2026-13-01 is not a day of the calendar"),
        ("1/12/2026", "'1/12/2026' is not a date written YYYY-MM-DD"),
        ("2026-12-1", "'2026-12-1' is not a date written YYYY-MM-DD"),
    ];
    for (date, message) in cases {
        let out = daily("nmbr9", date);
        assert_eq!(out.status.code(), Some(2), "{date}");
        assert!(out.stdout.is_empty(), "{date}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains(&format!("--date: {message}")),
            "{date}: {stderr}"
        );
    }
    let out = numera(&["daily", "--game", "nmbr9"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--date is required"));
}
