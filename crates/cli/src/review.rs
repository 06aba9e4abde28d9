//! `numera review --game G --seed S [--options JSON] --seat N`: the game dealt from that seed
//! and options played again with the strongest bot in seat N (and in every other person's
//! seat; bots keep their seats), as the app's "How would the best bot have done?" plays it
//! (docs/review.md). Prints one JSON line: the seat's score, every score, who played each
//! seat, the number of actions and the log as text.

use std::process::ExitCode;

use numera_rules::review::{Review, Reviewable};
use numera_rules::Playable;
use serde_json::json;

use crate::args::Args;

pub fn run<G: Playable + Reviewable>(args: &Args) -> Result<ExitCode, String> {
    let options = crate::replay::options::<G>(args)?;
    let text = args.required("seat")?;
    let seat = text
        .parse::<usize>()
        .map_err(|_| format!("--seat '{text}' is not a seat number"))?;
    let review = Review::<G>::new(&options, args.seed()?, seat).map_err(|e| e.to_string())?;
    let reviewed = review.finish().map_err(|e| e.to_string())?;
    let line = json!({
        "game": G::ID,
        "seed": args.seed()?.to_string(),
        "seat": seat,
        "score": reviewed.score(),
        "scores": reviewed.scores,
        "bots": reviewed.bots,
        "actions": reviewed.actions.len(),
        "log": reviewed.actions.join("\n"),
    });
    println!("{line}");
    Ok(ExitCode::SUCCESS)
}
