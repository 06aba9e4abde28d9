//! `numera challenge`: a finished game's log into a challenge code, the code checked back
//! (verified, does not match, refused), and the length measurement docs/challenge.md quotes.

mod common;

use common::{json_line, numera, numera_words, success, temp_file};
use numera_rules::bot;
use numera_rules::number::NumberGame;
use numera_rules::{Game, Playable, Seed};

/// A whole bot game of The Number (the arena's line-up) as an actions file.
fn finished_log(seed: &str) -> String {
    let lineup: Vec<String> = NumberGame::DEFAULT_LINEUP
        .iter()
        .map(|s| s.to_string())
        .collect();
    let options = NumberGame::arena_options(&lineup).unwrap();
    let mut game = NumberGame::new(&options, seed.parse::<Seed>().unwrap()).unwrap();
    let mut log = Vec::new();
    while let Some(&seat) = game.to_act().first() {
        let bot = bot::find::<NumberGame>(&lineup[seat]).unwrap();
        let action = bot::decide(&game, seat, bot).unwrap();
        game.apply(&action).unwrap();
        log.push(action.to_string());
    }
    temp_file("number.actions", &log.join("\n"))
}

#[test]
fn a_code_made_from_a_log_is_verified_and_an_altered_one_refused() {
    let actions = finished_log("K7QM-3XPA");
    let made = numera(&[
        "challenge",
        "--game",
        "number",
        "--seed",
        "K7QM-3XPA",
        "--actions",
        &actions,
        "--seat",
        "1",
        "--name",
        "  Ada\tL. ",
        "--daily",
        "12",
    ]);
    let made = success(&made);
    assert_eq!(made["finished"], true);
    let code = made["code"].as_str().unwrap().to_owned();
    assert!(code.len() < 1000, "{} characters", code.len());

    let checked = numera(&["challenge", "--game", "number", "--code", &code]);
    let checked = success(&checked);
    assert_eq!(checked["verdict"], "verified");
    assert_eq!(checked["seat"], 1);
    assert_eq!(checked["claimed"], made["score"]);
    assert_eq!(checked["name"], "Ada L.");
    assert_eq!(checked["daily"], 12);
    assert_eq!(checked["seed"], "K7QM-3XPA");

    let mut altered = code.clone();
    let at = code.len() / 2;
    let by = if &code[at..at + 1] == "A" { "B" } else { "A" };
    altered.replace_range(at..at + 1, by);
    let refused = numera(&["challenge", "--game", "number", "--code", &altered]);
    assert_eq!(refused.status.code(), Some(1));
    assert_eq!(
        json_line(&refused)["refused"],
        "this link is incomplete or damaged"
    );
    let other = numera(&["challenge", "--game", "mino", "--code", &code]);
    assert_eq!(json_line(&other)["refused"], "this challenge is for number");
}

#[test]
fn measure_encodes_and_checks_whole_bot_games() {
    let line = success(&numera_words(
        "challenge --game number --measure 4 --seed AAAA-BBBB",
    ));
    assert_eq!(line["games"], 4);
    let max = line["code_max"].as_u64().unwrap();
    assert!(line["code_median"].as_u64().unwrap() <= max);
    assert!(max > 20 && max < 1000, "{line}");
}
