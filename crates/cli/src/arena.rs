//! `numera arena`: N complete bot games, seats rotating from game to game; prints per-bot
//! figures as one JSON line (last). Panics and refused bot actions count as failures and make
//! the exit status non-zero.

use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::process::ExitCode;
use std::time::Instant;

use numera_rules::{bot, Playable, Seed};
use serde_json::json;

use crate::args::Args;

#[derive(Default)]
struct BotStats {
    seats: usize,
    scores: Vec<f64>,
    wins: usize,
    decision_ms: Vec<f64>,
    /// The game's own figures (`Playable::seat_figures`), one value per seat played.
    figures: BTreeMap<&'static str, Vec<f64>>,
}

/// One finished game: per seat, the final score and whether it won (or shared the win);
/// per decision, the bot that made it and how long it took; the game itself and its log
/// (`numera challenge --measure` encodes them).
pub struct Played<G> {
    pub game: G,
    pub actions: Vec<String>,
    scores: Vec<i64>,
    winners: Vec<usize>,
    decisions: Vec<(usize, f64)>,
    figures: Vec<Vec<(&'static str, f64)>>,
}

pub fn play<G: Playable>(seed: Seed, lineup: &[String]) -> Result<Played<G>, String> {
    let options = G::arena_options(lineup).map_err(|e| e.to_string())?;
    let bots = lineup
        .iter()
        .map(|name| bot::find::<G>(name))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    let mut game = G::new(&options, seed).map_err(|e| e.to_string())?;
    let mut decisions = Vec::new();
    let mut actions = Vec::new();
    // A game that does not end is a failure too, not a hang.
    for _ in 0..1_000_000 {
        if let Some(outcome) = game.outcome() {
            return Ok(Played {
                scores: outcome.scores,
                winners: outcome.winners,
                decisions,
                figures: (0..lineup.len()).map(|s| game.seat_figures(s)).collect(),
                game,
                actions,
            });
        }
        let seat = *game
            .to_act()
            .first()
            .ok_or("nobody to act in an unfinished game")?;
        let started = Instant::now();
        let bot = *bots.get(seat).ok_or("more seats than bots")?;
        let action = bot::decide(&game, seat, bot).ok_or("a bot had no legal action")?;
        decisions.push((seat, started.elapsed().as_secs_f64() * 1000.0));
        game.apply(&action)
            .map_err(|e| format!("{} refused {action}: {e}", lineup[seat]))?;
        actions.push(action.to_string());
    }
    Err("the game did not end".into())
}

fn mean_sd(values: &[f64]) -> (f64, f64) {
    if values.is_empty() {
        return (0.0, 0.0);
    }
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n;
    (mean, var.sqrt())
}

fn p95(values: &mut [f64]) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    values.sort_by(f64::total_cmp);
    values[((values.len() as f64 * 0.95).ceil() as usize).clamp(1, values.len()) - 1]
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

pub fn run<G: Playable>(args: &Args) -> Result<ExitCode, String> {
    let games = args.count("games", 100)?;
    let seed = args.seed()?;
    let bots: Vec<String> = match args.get("bots") {
        Some(list) => list.split(',').map(|b| b.trim().to_owned()).collect(),
        None => G::DEFAULT_LINEUP.iter().map(|b| b.to_string()).collect(),
    };
    for name in &bots {
        bot::find::<G>(name).map_err(|e| e.to_string())?;
    }
    G::arena_options(&bots).map_err(|e| format!("--bots: {e}"))?;
    let mut stats: BTreeMap<String, BotStats> = BTreeMap::new();
    let mut failures = 0;
    let n = bots.len();
    for g in 0..games {
        let lineup: Vec<String> = (0..n).map(|s| bots[(s + g) % n].clone()).collect();
        let game_seed = seed.nth(g as u64);
        let result = catch_unwind(AssertUnwindSafe(|| play::<G>(game_seed, &lineup)));
        let played = match result {
            Ok(Ok(p)) => p,
            Ok(Err(reason)) => {
                failures += 1;
                eprintln!("game {g} (seed {game_seed}): {reason}");
                continue;
            }
            Err(_) => {
                failures += 1;
                eprintln!("game {g} (seed {game_seed}): panic");
                continue;
            }
        };
        for (seat, bot) in lineup.iter().enumerate() {
            let s = stats.entry(bot.clone()).or_default();
            s.seats += 1;
            s.scores.push(played.scores[seat] as f64);
            s.wins += played.winners.contains(&seat) as usize;
            for &(key, value) in &played.figures[seat] {
                s.figures.entry(key).or_default().push(value);
            }
        }
        for (seat, ms) in played.decisions {
            stats
                .entry(lineup[seat].clone())
                .or_default()
                .decision_ms
                .push(ms);
        }
    }
    let per_bot: serde_json::Map<String, serde_json::Value> = stats
        .iter_mut()
        .map(|(name, s)| {
            let (mean, sd) = mean_sd(&s.scores);
            let (ms_mean, _) = mean_sd(&s.decision_ms);
            let mut value = json!({
                "seats": s.seats,
                "score_mean": round3(mean),
                "score_sd": round3(sd),
                "wins": s.wins,
                "win_rate": round3(s.wins as f64 / s.seats.max(1) as f64),
                "ms_mean": round3(ms_mean),
                "ms_p95": round3(p95(&mut s.decision_ms)),
            });
            for (key, values) in &s.figures {
                value[*key] = json!(round3(mean_sd(values).0));
            }
            (name.clone(), value)
        })
        .collect();
    let line = json!({
        "game": G::ID.as_str(),
        "games": games,
        "seed": seed.to_string(),
        "bots": bots,
        "per_bot": per_bot,
        "failures": failures,
    });
    println!("{line}");
    Ok(if failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
