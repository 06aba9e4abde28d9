//! `numera replay`: play an action log from the start (or from a position) and print a JSON
//! summary, or the first refused action with its index and reason (exit status 1).

use std::process::ExitCode;

use numera_rules::{replay, Playable};

use crate::args::Args;

/// Actions in a file: one per line or separated by `;` or spaces; `#` starts a comment.
pub fn read_actions(path: &str) -> Result<Vec<String>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    Ok(text
        .lines()
        .map(|line| line.split('#').next().unwrap_or(""))
        .flat_map(|line| line.split([';', ' ', '\t']))
        .filter(|a| !a.is_empty())
        .map(str::to_owned)
        .collect())
}

/// `--options` JSON, or else the arena's usual line-up.
pub fn options<G: Playable>(args: &Args) -> Result<G::Options, String> {
    match args.get("options") {
        Some(json) => serde_json::from_str(json).map_err(|e| format!("--options: {e}")),
        None => G::arena_options(
            &G::DEFAULT_LINEUP
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>(),
        )
        .map_err(|e| e.to_string()),
    }
}

pub fn run<G: Playable>(args: &Args) -> Result<ExitCode, String> {
    let actions = match args.get("actions") {
        Some(path) => read_actions(path)?,
        None if args.get("position").is_some() => Vec::new(),
        None => return Err("--actions is required (or --position)".into()),
    };
    let outcome = match args.get("position") {
        Some(path) => {
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
            let mut game = G::from_position(&text).map_err(|e| format!("--position: {e}"))?;
            let mut refused = None;
            for (index, text) in actions.iter().enumerate() {
                if let Err(e) = numera_rules::play_logged(&mut game, index, text) {
                    refused = Some((index, text.clone(), e.cause().to_string()));
                    break;
                }
            }
            refused.map_or(Ok(game), Err)
        }
        None => {
            let seed = args.seed()?;
            let options = options::<G>(args)?;
            match replay::<G>(&options, seed, &actions) {
                Ok(game) => Ok(game),
                Err(e) => match e.index() {
                    Some(i) => Err((i, actions[i].clone(), e.cause().to_string())),
                    None => return Err(format!("--options refused: {}", e.cause())),
                },
            }
        }
    };
    match outcome {
        Ok(game) => {
            println!("{}", summary(&game));
            Ok(ExitCode::SUCCESS)
        }
        Err((index, action, reason)) => {
            let line = serde_json::json!({"rejected": {"index": index, "action": action, "reason": reason}});
            println!("{line}");
            Ok(ExitCode::from(1))
        }
    }
}

/// The keys every game's summary has, then the game's own (`Playable::summary`).
fn summary<G: Playable>(game: &G) -> serde_json::Value {
    let mut fields = game.summary();
    let common = [
        ("game", serde_json::json!(G::ID)),
        ("seed", serde_json::json!(game.seed().to_string())),
        ("to_act", serde_json::json!(game.to_act())),
        ("scores", serde_json::json!(game.scores())),
        ("outcome", serde_json::json!(game.outcome())),
    ];
    for (key, value) in common {
        fields.insert(key.to_owned(), value);
    }
    serde_json::Value::Object(fields)
}
