//! Tuning aid for the NMBR 9 hard bot (not part of the app): plays GAMES solo games of the
//! medium/hard search on decks of its own (TRAN-0000, game FIRST on; never the arena's seed)
//! and prints mean, sd, min, max, games per second and ms per decision (mean, p95), the ms
//! spent per game by cards left, and with `--scores` every game's score for paired
//! comparisons (same decks, same random streams as the arena's bots).
//!
//! `cargo run --profile cli --example n9_tune -- GAMES PLAN [FIRST] [--scores] [--boards]
//!  [--seed S] [--w 20 weights]`
//! PLAN: `hard` (the shipped widths), `medium`, or `S:E|M[|W3|W2]`: widths E from S cards
//! face down on, M from 4 to S − 1, optionally W3 and W2 with 3 and 2 left, e.g. `13:8|6,2`.
//! `--seed S` plays the decks of `numera arena --seed S` (the same games: for reports);
//! `--w` weights in the order tops, edges, pockets, blocks, seams (levels 0–3 each).
use std::time::Instant;

use numera_rules::nmbr9::bot::WEIGHTS;
use numera_rules::nmbr9::bot_eval::Weights;
use numera_rules::nmbr9::search::{best, hard_widths};
use numera_rules::nmbr9::{Nmbr9Game, Options, Place, SeatKind};
use numera_rules::{Game, Rng, Seed};

fn widths(plan: &str, remaining: &[u8; 10]) -> Vec<usize> {
    let left: u32 = remaining.iter().map(|&n| n as u32).sum();
    match plan {
        "hard" => hard_widths(remaining).to_vec(),
        "medium" => vec![],
        // "S:E|M": widths E from S cards left on, M from 4 to S − 1, the shipped ones below.
        _ => {
            let (s, rest) = plan.split_once(':').unwrap();
            let parts: Vec<&str> = rest.split('|').collect();
            let list = |t: &str| t.split(',').map(|x| x.parse().unwrap()).collect::<Vec<_>>();
            match left {
                l if l >= s.parse().unwrap() => list(parts[0]),
                4.. => list(parts[1]),
                // Optional widths for 3 and 2 cards left after the first two.
                3 if parts.len() > 2 => list(parts[2]),
                2 if parts.len() > 3 => list(parts[3]),
                _ => hard_widths(remaining).to_vec(),
            }
        }
    }
    .into_iter()
    .take(if left == 0 { 0 } else { usize::MAX })
    .collect()
}

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = a[0].parse().unwrap();
    let plan = a[1].clone();
    let first: u64 = a.get(2).and_then(|s| s.parse().ok()).unwrap_or(0);
    let print_scores = a.iter().any(|s| s == "--scores");
    // `--w` and 20 numbers: weights to play with instead of the shipped ones.
    let weights = match a.iter().position(|s| s == "--w") {
        Some(i) => {
            let f: Vec<f64> = a[i + 1..i + 21]
                .iter()
                .map(|x| x.parse().unwrap())
                .collect();
            let q = |k: usize| [f[k], f[k + 1], f[k + 2], f[k + 3]];
            Weights {
                tops: q(0),
                edges: q(4),
                pockets: q(8),
                blocks: q(12),
                seams: q(16),
            }
        }
        None => WEIGHTS,
    };
    // `--seed S`: the decks of `numera arena --seed S` instead (for reports, not tuning).
    let seed: Seed = match a.iter().position(|s| s == "--seed") {
        Some(i) => a[i + 1].parse().unwrap(),
        None => "TRAN-0000".parse().unwrap(),
    };
    let mut scores = Vec::new();
    let mut ms = Vec::new();
    let mut by_left = [0.0f64; 20];
    let started = Instant::now();
    for g in first..first + games {
        let s = seed.nth(g);
        let o = Options {
            seats: vec![SeatKind::Human],
        };
        let mut game = Nmbr9Game::new(&o, s).unwrap();
        let mut k = 0;
        while let Some(digit) = game.current_card() {
            let view = game.view(0);
            let mut rng = Rng::stream(s, "bot", k);
            k += 1;
            let t = Instant::now();
            let w = widths(&plan, &view.remaining);
            let p = best(
                &view.boards[0],
                digit,
                &view.remaining,
                &weights,
                &w,
                &mut rng,
            )
            .unwrap();
            let took = t.elapsed().as_secs_f64() * 1000.0;
            ms.push(took);
            by_left[view.remaining.iter().map(|&n| n as usize).sum::<usize>()] += took;
            game.apply(&Place {
                player: 0,
                x: p.x,
                y: p.y,
                rotation: p.rotation,
            })
            .unwrap();
        }
        scores.push(game.scores()[0] as f64);
        if a.iter().any(|s| s == "--boards") {
            let b = game.board(0);
            let per: Vec<String> = (0..b.level_count() as u8)
                .map(|l| {
                    let mut d: Vec<u8> = b
                        .tiles()
                        .iter()
                        .filter(|t| t.level == l)
                        .map(|t| t.digit)
                        .collect();
                    d.sort();
                    format!("L{l}:{d:?}")
                })
                .collect();
            println!("{} {}", game.scores()[0], per.join(" "));
        }
    }
    let n = scores.len() as f64;
    let mean = scores.iter().sum::<f64>() / n;
    let sd = (scores.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n).sqrt();
    let min = scores.iter().cloned().fold(f64::MAX, f64::min);
    let max = scores.iter().cloned().fold(f64::MIN, f64::max);
    let ms_mean = ms.iter().sum::<f64>() / ms.len() as f64;
    ms.sort_by(f64::total_cmp);
    let p95 = ms[(ms.len() as f64 * 0.95) as usize];
    let secs = started.elapsed().as_secs_f64();
    println!(
        "{plan} games {games} from {first}: {:.2} games/s, mean {mean:.2} sd {sd:.2} min {min} max {max} \
         ms/decision {ms_mean:.2} p95 {p95:.2} ms/game {:.0}",
        games as f64 / secs,
        ms_mean * 20.0
    );
    let stages: Vec<String> = by_left.iter().map(|t| format!("{:.0}", t / n)).collect();
    println!("ms per game by cards left 0..19: {}", stages.join(" "));
    if print_scores {
        let list: Vec<String> = scores.iter().map(|x| x.to_string()).collect();
        println!("{}", list.join(" "));
    }
}
