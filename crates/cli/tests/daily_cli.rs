//! `numera daily`: the daily challenge of a game and a date, as the app derives it
//! (docs/daily.md), and what the command says of dates that have none.

mod common;

use common::{json_line, numera, refused, replay, success, Start};

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
        let line = success(&daily(game, date));
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
    let seed = line["seed"].as_str().unwrap();
    let options = line["options"].to_string();
    let summary = success(&replay("number", Start::Seed(seed, Some(&options)), ""));
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
        refused(&out, &format!("--date: {message}"), date);
        assert!(out.stdout.is_empty(), "{date}");
    }
    let out = numera(&["daily", "--game", "nmbr9"]);
    refused(&out, "--date is required", "no date");
}
