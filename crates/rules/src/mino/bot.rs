//! Computer players for Mino Dice. Each decides from its own `View` only: its dice, the bids
//! once revealed, the dice rolled so far — never another screen or a secret bid.
//!
//! - `easy`: bids its creature dice and half its black ones; rolls its strongest die while
//!   it needs tricks, its weakest once it has enough, without looking at the trick.
//! - `medium`: bids the tricks its dice would take if each led; rolls the die most (or
//!   least) likely to take this trick, given what is already showing (`bot_eval::policy`).
//! - `hard`: Monte Carlo. It deals the dice it cannot see to the other seats many times
//!   (respecting colours they have shown they lack), plays each deal out with the medium
//!   policy for everyone, and picks the bid, or the die, with the best average points for
//!   itself — captures included, so it takes creatures when its bid can hold.
//!
//! Experiments and figures: docs/bots.md.

use super::action::{Action, Move};
use super::bot_eval::{self, lead_strength, policy, quick_bid, Sim, Threat};
use super::dice::{self, Counts, Kind};
use super::state::Phase;
use super::view::View;
use super::MinoGame;
use super::SeatKind;
use crate::seat::Leveled;
use crate::{Game, Rng};

/// Deals of the unseen dice per hard decision. Each deal is played out once per candidate
/// (bid or die), with the same deal and dice rolls for every candidate.
const DEALS: usize = 48;

impl Leveled for MinoGame {
    fn seats(&self) -> &[SeatKind] {
        &self.options().seats
    }

    fn decide(kind: SeatKind, view: &View, legal: &[Action], rng: &mut Rng) -> Action {
        let fallback = Action {
            player: view.seat(),
            mv: Move::Bid(0),
        };
        let Some(&first) = legal.first() else {
            return fallback;
        };
        if legal.len() == 1 {
            return first;
        }
        let threat = Threat::new();
        let mv = match (kind, view.phase) {
            (SeatKind::Easy | SeatKind::Human, Phase::Bidding) => Move::Bid(easy_bid(view)),
            (SeatKind::Easy | SeatKind::Human, _) => Move::Roll(easy_roll(view, &threat)),
            (SeatKind::Medium, Phase::Bidding) => Move::Bid(quick_bid(
                &dice::count(&view.my_dice),
                view.players,
                &threat,
            )),
            (SeatKind::Medium, _) => Move::Roll(medium_roll(view, &threat)),
            (SeatKind::Hard, Phase::Bidding) => Move::Bid(hard_bid(view, &threat, rng)),
            (SeatKind::Hard, _) => Move::Roll(hard_roll(view, legal, &threat, rng)),
        };
        let action = Action {
            player: view.seat(),
            mv,
        };
        if legal.contains(&action) {
            action
        } else {
            first
        }
    }
}

fn easy_bid(view: &View) -> u8 {
    let count = |k: Kind| view.my_dice.iter().filter(|&&d| d == k).count();
    let creatures = count(Kind::Minotaur) + count(Kind::Griffin) + count(Kind::Siren);
    (creatures + count(Kind::Black) / 2).min(view.my_dice.len()) as u8
}

fn need(view: &View) -> i32 {
    view.my_bid.unwrap_or(0) as i32 - view.tricks_won[view.seat()] as i32
}

/// The rollable kind with the highest (or, `strongest` false, lowest) lead strength.
fn easy_roll(view: &View, threat: &Threat) -> Kind {
    let strongest = need(view) > 0;
    let kinds = view.legal.iter().filter_map(|a| match a.mv {
        Move::Roll(k) => Some(k),
        Move::Bid(_) => None,
    });
    let by_strength = |a: &Kind, b: &Kind| {
        lead_strength(*a, view.players, threat).total_cmp(&lead_strength(*b, view.players, threat))
    };
    // Ties: the last of the strongest, the first of the weakest (as `max_by` and `min_by` do).
    let pick = if strongest {
        kinds.max_by(by_strength)
    } else {
        kinds.min_by(by_strength)
    };
    pick.unwrap_or(Kind::Yellow)
}

/// The sim of the view with the other seats' dice left empty: the policy only looks at the
/// seat to roll.
fn own_sim(view: &View, threat: &Threat) -> Sim {
    let mut held = vec![[0; dice::KINDS]; view.players];
    held[view.seat()] = dice::count(&view.my_dice);
    Sim::from_view(view, held, targets(view, &[], threat))
}

fn medium_roll(view: &View, threat: &Threat) -> Kind {
    policy(&own_sim(view, threat), threat)
}

/// What each seat aims at: the bids once revealed; before, my own (if any) and a quick bid
/// from each sampled hand.
fn targets(view: &View, held: &[Counts], threat: &Threat) -> Vec<u8> {
    match &view.bids {
        Some(bids) => bids.clone(),
        None => (0..view.players)
            .map(|s| match (s == view.seat(), held.get(s)) {
                (true, _) => view.my_bid.unwrap_or(0),
                (false, Some(h)) => quick_bid(h, view.players, threat),
                (false, None) => 0,
            })
            .collect(),
    }
}

/// The candidate with the best mean of `score(candidate, deal, rng)` over the same deals
/// and dice rolls (ties: the first candidate).
fn best_of<T: Copy>(
    view: &View,
    candidates: &[T],
    rng: &mut Rng,
    mut score: impl FnMut(T, &[Counts], &mut Rng) -> i64,
) -> Option<T> {
    let pool = bot_eval::unseen(view);
    let voids = bot_eval::voids(view);
    let mut totals = vec![0i64; candidates.len()];
    for _ in 0..DEALS {
        let held = bot_eval::sample_hands(view, &pool, &voids, rng);
        let bits = rng.next_u32() as u64;
        for (i, &c) in candidates.iter().enumerate() {
            // The same rolls for every candidate: the difference is the choice, not the luck.
            let mut dice_rng = Rng::from_bits(bits);
            totals[i] += score(c, &held, &mut dice_rng);
        }
    }
    let best = totals
        .iter()
        .enumerate()
        .max_by_key(|&(i, t)| (*t, -(i as i64)))?;
    Some(candidates[best.0])
}

fn hard_bid(view: &View, threat: &Threat, rng: &mut Rng) -> u8 {
    let bids: Vec<u8> = (0..=view.my_dice.len() as u8).collect();
    best_of(view, &bids, rng, |bid, held, dice_rng| {
        let mut aims = targets(view, held, threat);
        aims[view.seat()] = bid;
        let mut sim = Sim::from_view(view, held.to_vec(), aims);
        sim.play_out(threat, dice_rng);
        sim.score(view.seat())
    })
    .unwrap_or(0)
}

fn hard_roll(view: &View, legal: &[Action], threat: &Threat, rng: &mut Rng) -> Kind {
    let kinds: Vec<Kind> = legal
        .iter()
        .filter_map(|a| match a.mv {
            Move::Roll(k) => Some(k),
            Move::Bid(_) => None,
        })
        .collect();
    best_of(view, &kinds, rng, |die, held, dice_rng| {
        let mut sim = Sim::from_view(view, held.to_vec(), targets(view, held, threat));
        sim.roll(die, die.faces()[dice_rng.below(6) as usize]);
        sim.play_out(threat, dice_rng);
        sim.score(view.seat())
    })
    .unwrap_or(Kind::Yellow)
}
