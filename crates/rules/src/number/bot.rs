//! Computer players for The Number. Both decide from their own `View` only.
//!
//! - `easy`: any number of its available digits, uniformly.
//! - `hard`: models what the others are likely to play (numbers of few distinct digits from
//!   their uncrossed digits), samples many such tables, and picks the number with the best
//!   expected value: points + bonus + crossed digits, minus the future options a digit gives up.
//!
//! Experiments and figures: docs/bots.md.

use super::action::{digits_of, Pick};
use super::view::View;
use super::{NumberGame, TURNS, TURN_BONUS};
use crate::bot::{Bot, Entry, Roster, Seats};
use crate::{Game, PlayerId, Rng};

/// Opponent tables sampled per decision by the hard bot.
const SAMPLES: usize = 96;

pub struct EasyBot;
pub struct HardBot;

impl EasyBot {
    fn pick(&self, view: &View, legal: &[Pick], rng: &mut Rng) -> Pick {
        *rng.pick(legal).unwrap_or(&Pick {
            player: view.me.unwrap_or(0),
            number: 0,
        })
    }
}

fn mask(number: u16) -> u16 {
    digits_of(number).iter().fold(0, |m, &d| m | 1 << d)
}

/// A plausible pick for a seat with these available digits: 1, 2 or 3 distinct digits
/// (fewer is likelier: it risks fewer clashes), arranged at random.
fn likely_pick(available: &[u8], rng: &mut Rng) -> u16 {
    let distinct = match rng.below(20) {
        0..=8 => 1,
        9..=16 => 2,
        _ => 3,
    }
    .min(available.len());
    let mut pool = available.to_vec();
    rng.shuffle(&mut pool);
    let chosen = &pool[..distinct];
    loop {
        let digits: Vec<u8> = (0..3).map(|_| *rng.pick(chosen).unwrap_or(&0)).collect();
        if chosen.iter().all(|d| digits.contains(d)) {
            return digits.iter().fold(0u16, |n, &d| n * 10 + d as u16);
        }
    }
}

impl HardBot {
    fn pick(&self, view: &View, legal: &[Pick], rng: &mut Rng) -> Pick {
        let fallback = Pick {
            player: view.me.unwrap_or(0),
            number: 0,
        };
        if legal.is_empty() {
            return fallback;
        }
        let tables: Vec<Vec<u16>> = (0..SAMPLES)
            .map(|_| {
                (0..view.players)
                    .filter(|&p| Some(p) != view.me && !view.exhausted[p])
                    .map(|p| likely_pick(&view.available(p), rng))
                    .collect()
            })
            .collect();
        let mut best: Vec<(f64, Pick)> = Vec::new();
        for &pick in legal {
            let value: f64 = tables
                .iter()
                .map(|t| self.value(view, pick.number, t))
                .sum::<f64>()
                / SAMPLES as f64;
            best.push((value, pick));
        }
        let top = best.iter().map(|b| b.0).fold(f64::MIN, f64::max);
        // Among near-equal choices pick at random: a predictable bot is an exploitable one.
        let near: Vec<Pick> = best
            .iter()
            .filter(|b| b.0 >= top - 0.05)
            .map(|b| b.1)
            .collect();
        *rng.pick(&near).unwrap_or(&fallback)
    }

    /// Value of playing `number` against one sampled table of opponent picks.
    fn value(&self, view: &View, number: u16, others: &[u16]) -> f64 {
        let mine = mask(number);
        if others.iter().any(|&o| o < number && mask(o) & mine != 0) {
            return 0.0;
        }
        let last = view.turn + 1 == TURNS;
        let lead = digits_of(number)[0] as f64;
        let mut value = if last { 2.0 * lead } else { lead };
        // Bonus unless an approved opponent holds a bigger number.
        let approved = |o: u16| {
            let beaten_by_me = number < o && mask(o) & mine != 0;
            let beaten_by_other = others.iter().any(|&z| z < o && mask(z) & mask(o) != 0);
            !beaten_by_me && !beaten_by_other
        };
        if !others.iter().any(|&o| o > number && approved(o)) {
            value += TURN_BONUS[view.turn] as f64;
        }
        let turns_left = (TURNS - 1 - view.turn) as f64;
        for d in 0..10u16 {
            if mine & 1 << d != 0 {
                // +1 at the round's end, less what keeping the digit would still be worth.
                value += 1.0 - turns_left * (0.05 + 0.03 * d as f64);
            }
        }
        value
    }
}

impl Roster for NumberGame {
    const BOTS: &'static [Entry<NumberGame>] = &[
        Entry {
            name: "easy",
            bot: &EasyBot,
        },
        Entry {
            name: "hard",
            bot: &HardBot,
        },
    ];
}

impl Bot<NumberGame> for EasyBot {
    fn choose(&self, view: &View, legal: &[Pick], rng: &mut Rng) -> Pick {
        self.pick(view, legal, rng)
    }
}

impl Bot<NumberGame> for HardBot {
    fn choose(&self, view: &View, legal: &[Pick], rng: &mut Rng) -> Pick {
        self.pick(view, legal, rng)
    }
}

impl Seats for NumberGame {
    fn bot_at(&self, seat: PlayerId) -> Option<&'static str> {
        let kind = self.options().seats.get(seat)?;
        kind.is_bot().then(|| kind.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn likely_picks_use_only_available_digits() {
        let mut rng = Rng::from_bits(11);
        let available = [2u8, 5, 7];
        for _ in 0..500 {
            let n = likely_pick(&available, &mut rng);
            assert!(digits_of(n).iter().all(|d| available.contains(d)), "{n}");
        }
    }
}
