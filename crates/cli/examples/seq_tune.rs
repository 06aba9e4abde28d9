//! Tuning aid for the Sequence Numbers bots (not part of the app): plays GAMES two-player
//! games of a bot with the weights given against a stock bot OPP, seats alternating, on
//! seeds of its own (not the arena's), and prints the share of games it wins.
//!
//! Weights after OPP, in order (see `bot_eval::Weights`): an unused 0, mine[2..5],
//! theirs[2..5], keep_plus, keep_minus, sequence, my_reach[0..3], my_plus, their_reach[0..3],
//! their_plus, then optionally infer (0–1), merge (1 = on), counting (0 = off, the reach
//! then my_plus and their_plus everywhere) and medium (1 = play as `bot::medium`: no
//! counting, a Minus only to break a four); infer and merge default to off, counting to on.
//! The shipped HARD weights:
//! `cargo run --profile cli --example seq_tune -- 2000 medium
//!  0 2.4 14 45 4 9.6 124 16.5 9.6 600 0.05 0.12 0.3 1 0 0.3 0.45 0.25 1 1`
//! The shipped MEDIUM bot (against hard here):
//! `cargo run --profile cli --example seq_tune -- 2000 hard
//!  0 1.5 2.25 3.375 3 9 27 0 0 400 1 1 1 1 1 1 1 1 0 0 0 1`
use numera_rules::bot::Bot;
use numera_rules::sequence::bot::{judged, medium};
use numera_rules::sequence::bot_eval::Weights;
use numera_rules::sequence::{Options, SeatKind, SequenceGame};
use numera_rules::{Game, Rng, Seed};

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = a[0].parse().unwrap();
    let opp = SeatKind::parse(&a[1]).unwrap();
    let f: Vec<f64> = a[2..].iter().map(|x| x.parse().unwrap()).collect();
    let w = Weights {
        mine: [0.0, 1.0, f[1], f[2], f[3]],
        theirs: [0.0, 1.0, f[4], f[5], f[6]],
        sequence: f[9],
        keep_plus: f[7],
        keep_minus: f[8],
        my_reach: [f[10], f[11], f[12]],
        my_plus: f[13],
        their_reach: [f[14], f[15], f[16]],
        their_plus: f[17],
        infer: f.get(18).copied().unwrap_or(0.0),
        merge: f.get(19).is_some_and(|&m| m > 0.0),
    };
    let _ = f[0];
    let counting = f.get(20).is_none_or(|&c| c > 0.0);
    let as_medium = f.get(21).is_some_and(|&c| c > 0.0);
    let seed: Seed = "TXNE-0000".parse().unwrap();
    let mut wins = 0.0;
    for g in 0..games {
        let s = seed.nth(g as u64 + 5000);
        let me = g % 2;
        let o = Options {
            seats: vec![SeatKind::Human, SeatKind::Human],
            ..Options::default()
        };
        let mut game = SequenceGame::new(&o, s).unwrap();
        let mut k = 0u64;
        while game.outcome().is_none() {
            let seat = game.to_act()[0];
            let legal = game.legal_actions(seat);
            let view = game.view(seat);
            let mut rng = Rng::stream(s, "tune", k);
            k += 1;
            let act = if seat == me && as_medium {
                medium(&view, &legal, &w, &mut rng).unwrap()
            } else if seat == me {
                judged(&view, &legal, &w, counting, &mut rng).unwrap()
            } else {
                Bot::<SequenceGame>::choose(&opp, &view, &legal, &mut rng)
            };
            game.apply(&act).unwrap();
        }
        let out = game.outcome().unwrap();
        if out.winners.contains(&me) {
            wins += 1.0 / out.winners.len() as f64;
        }
    }
    println!("{:.3}", wins / games as f64);
}
