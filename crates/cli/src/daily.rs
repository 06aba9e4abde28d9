//! `numera daily`: the number, seed and options of one game's daily challenge on a date
//! (docs/daily.md), so the derivation the app uses can be checked from the command line.
//! The options are the JSON `numera replay --options` reads; `link` opens it in the app.

use std::process::ExitCode;

use numera_rules::daily::{Daily, DailyOptions, Date};
use numera_rules::Playable;
use serde_json::json;

use crate::args::Args;

pub fn run<G: Playable + DailyOptions>(args: &Args) -> Result<ExitCode, String> {
    let text = args.required("date")?;
    let date: Date = text.parse().map_err(|e| format!("--date: {e}"))?;
    let daily = Daily::of(G::ID, date).map_err(|e| format!("--date: {e}"))?;
    let options = serde_json::to_value(G::daily_options()).map_err(|e| e.to_string())?;
    let line = json!({
        "game": G::ID.as_str(),
        "date": daily.date.to_string(),
        "number": daily.number,
        "seed": daily.seed.to_string(),
        "options": options,
        "link": format!("/{}?day={}", G::ID, daily.date),
    });
    println!("{line}");
    Ok(ExitCode::SUCCESS)
}
