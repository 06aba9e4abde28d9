//! `numera challenge`: make a challenge code from a log, check one, or measure how long the
//! codes of whole bot games are (docs/challenge.md).
//!
//! - `--code CODE`: replays the sender's log and prints the verdict; exit status 1 when the
//!   claim does not match or the code is refused.
//! - `--seed S [--options JSON] --actions FILE [--seat N] [--name T] [--daily N]`: the code of
//!   that game, the claim being seat N's score (default 0).
//! - `--measure N --seed S`: N bot games of the usual line-up (seats rotating, as the arena),
//!   each encoded and verified; prints the longest and median code per game.

use std::process::ExitCode;

use numera_rules::challenge::{verify, Challenge, Verdict};
use numera_rules::{replay, Playable};
use serde_json::json;

use crate::args::Args;

pub fn run<G: Playable>(args: &Args) -> Result<ExitCode, String> {
    if let Some(code) = args.get("code") {
        return Ok(check::<G>(code));
    }
    if args.get("measure").is_some() {
        return measure::<G>(args);
    }
    let actions = crate::replay::read_actions(args.required("actions")?)?;
    let options = crate::replay::options::<G>(args)?;
    let game = replay::<G>(&options, args.seed()?, &actions).map_err(|e| e.to_string())?;
    let seat = match args.get("seat") {
        Some(text) => text
            .parse::<usize>()
            .ok()
            .filter(|&s| s < game.players())
            .ok_or_else(|| format!("--seat '{text}' is not a seat of this table"))?,
        None => 0,
    };
    let daily = args
        .get("daily")
        .map(|text| {
            text.parse::<u32>()
                .map_err(|_| format!("--daily '{text}' is not a daily number"))
        })
        .transpose()?;
    let name = args.get("name").unwrap_or("");
    let challenge = Challenge::of(&game, actions, seat, name, daily);
    let code = challenge.encode::<G>().map_err(|e| e.to_string())?;
    let line = json!({
        "game": G::ID,
        "seat": seat,
        "score": challenge.claim.score,
        "finished": game.outcome().is_some(),
        "length": code.len(),
        "code": code,
        "link": format!("/{}?challenge={code}", G::ID),
    });
    println!("{line}");
    Ok(ExitCode::SUCCESS)
}

/// Prints the verdict on a code as one JSON line.
fn check<G: Playable>(code: &str) -> ExitCode {
    match verify::<G>(code) {
        Ok(checked) => {
            let c = &checked.challenge;
            let (verdict, actual) = match checked.verdict {
                Verdict::Verified => ("verified", c.claim.score),
                Verdict::DoesNotMatch { actual, .. } => ("does-not-match", actual),
            };
            let line = json!({
                "game": G::ID,
                "verdict": verdict,
                "seat": c.claim.seat,
                "claimed": c.claim.score,
                "actual": actual,
                "name": c.name,
                "daily": c.daily,
                "seed": c.save.seed.to_string(),
                "actions": c.save.actions.len(),
            });
            println!("{line}");
            if checked.verdict == Verdict::Verified {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            }
        }
        Err(e) => {
            println!("{}", json!({"game": G::ID, "refused": e.to_string()}));
            ExitCode::from(1)
        }
    }
}

fn measure<G: Playable>(args: &Args) -> Result<ExitCode, String> {
    let games = args.count("measure", 200)?;
    let seed = args.seed()?;
    let bots: Vec<String> = G::DEFAULT_LINEUP.iter().map(|b| b.to_string()).collect();
    let n = bots.len();
    let mut lengths = Vec::with_capacity(games);
    let mut actions = Vec::with_capacity(games);
    for g in 0..games {
        let lineup: Vec<String> = (0..n).map(|s| bots[(s + g) % n].clone()).collect();
        let played = crate::arena::play::<G>(seed.nth(g as u64), &lineup)?;
        actions.push(played.actions.len());
        let challenge = Challenge::of(&played.game, played.actions, 0, "", None);
        let code = challenge.encode::<G>().map_err(|e| e.to_string())?;
        let checked = verify::<G>(&code).map_err(|e| format!("game {g}: {e}"))?;
        if checked.verdict != Verdict::Verified || checked.challenge != challenge {
            return Err(format!("game {g}: the code does not read back"));
        }
        lengths.push(code.len());
    }
    lengths.sort_unstable();
    actions.sort_unstable();
    let median = |v: &[usize]| v.get(v.len() / 2).copied().unwrap_or(0);
    let line = json!({
        "game": G::ID,
        "games": games,
        "bots": bots,
        "code_max": lengths.last(),
        "code_median": median(&lengths),
        "code_min": lengths.first(),
        "actions_max": actions.last(),
        "actions_median": median(&actions),
    });
    println!("{line}");
    Ok(ExitCode::SUCCESS)
}
