//! Computer players for Sequence Numbers. Each decides from its own `View` only: its hand,
//! the board, the face-up discards and the public log — never another hand or the pile.
//!
//! - `easy`: a random card on a random space it allows (it takes a win on the spot, and
//!   exchanges a dead card only when stuck).
//! - `medium`: the card and space that leave the best board by `bot_eval`, without counting
//!   cards (every empty space as easy to fill); it answers the opponent's lines before
//!   building its own, and spends a Minus only to break a four.
//! - `hard`: the same search with weights of its own; it counts cards (its hand, the face-up
//!   discards), reads the log for cards an opponent lacks (`infer`), counts lines waiting for
//!   the same spaces once, and keeps Plus and Minus for a completion or a block.
//!
//! Experiments and figures: docs/bots.md.

use super::action::{Action, Move};
use super::board::{Board, Cell, Team, WINDOWS};
use super::bot_eval::{judge, Unseen, Weights, HARD, MEDIUM};
use super::deck::Card;
use super::view::View;
use super::SeatKind;
use super::SequenceGame;
use crate::seat::Leveled;
use crate::{Game, Rng};

impl Leveled for SequenceGame {
    fn seats(&self) -> &[SeatKind] {
        &self.options().seats
    }

    fn decide(kind: SeatKind, view: &View, legal: &[Action], rng: &mut Rng) -> Action {
        let pass = Action {
            player: view.me.unwrap_or(0),
            mv: Move::Pass,
        };
        if legal.is_empty() {
            return pass;
        }
        let chosen = match kind {
            SeatKind::Easy | SeatKind::Human => easy(view, legal, rng),
            SeatKind::Medium => medium(view, legal, &MEDIUM, rng),
            SeatKind::Hard => judged(view, legal, &HARD, true, rng),
        };
        chosen.unwrap_or(pass)
    }
}

/// The card an action spends (a pass or nothing spends none).
fn card_of(mv: &Move) -> Option<Card> {
    match *mv {
        Move::Place { card, .. } => Some(card),
        Move::Remove { .. } => Some(Card::Minus),
        Move::Dead { card } => Some(card),
        Move::Pass => None,
    }
}

/// The board after a Place or Remove (the caller passes only those).
fn board_after(board: &Board, mv: &Move, team: Team) -> Board {
    let mut next = board.clone();
    match *mv {
        Move::Place { cell, .. } => {
            next.place(cell, team);
        }
        Move::Remove { cell } => {
            next.remove(cell);
        }
        _ => {}
    }
    next
}

fn wins(view: &View, mv: &Move) -> bool {
    matches!(mv, Move::Place { .. })
        && board_after(&view.board, mv, view.my_team).sequences_of(view.my_team)
            >= view.sequences_to_win
}

fn easy(view: &View, legal: &[Action], rng: &mut Rng) -> Option<Action> {
    if let Some(win) = legal.iter().find(|a| wins(view, &a.mv)) {
        return Some(*win);
    }
    let plays: Vec<&Action> = legal
        .iter()
        .filter(|a| matches!(a.mv, Move::Place { .. } | Move::Remove { .. }))
        .collect();
    // A random card first, then a random space for it, as a casual player would.
    let mut cards: Vec<Card> = plays.iter().filter_map(|a| card_of(&a.mv)).collect();
    cards.dedup();
    match rng.pick(&cards) {
        Some(&card) => {
            let spaces: Vec<&Action> = plays
                .into_iter()
                .filter(|a| card_of(&a.mv) == Some(card))
                .collect();
            rng.pick(&spaces).map(|a| **a)
        }
        None => rng.pick(legal).copied(),
    }
}

/// The legal action leaving the board `judge` likes best (one that wins, at once; ties at
/// random), after trading a dead card if there is one. Public so that a tuning tool
/// (crates/cli/examples/seq_tune.rs) can try other weights.
pub fn judged(
    view: &View,
    legal: &[Action],
    w: &Weights,
    counting: bool,
    rng: &mut Rng,
) -> Option<Action> {
    // A dead card is worth nothing in hand: always trade it first.
    if let Some(dead) = legal.iter().find(|a| matches!(a.mv, Move::Dead { .. })) {
        return Some(*dead);
    }
    let best = scored(view, legal, w, counting);
    let top = best.iter().map(|b| b.0).fold(f64::NEG_INFINITY, f64::max);
    let ties: Vec<Action> = best
        .iter()
        .filter(|b| b.0 >= top - 1e-9)
        .map(|b| b.1)
        .collect();
    rng.pick(&ties).copied().or_else(|| legal.first().copied())
}

/// Every Place and Remove of `legal` with the worth of the board it leaves by `judge`
/// (infinite for a move that wins on the spot).
pub fn scored(view: &View, legal: &[Action], w: &Weights, counting: bool) -> Vec<(f64, Action)> {
    let unseen = Unseen::of(view);
    let hand: Vec<Card> = view.hand.iter().map(|h| h.card).collect();
    let mut best: Vec<(f64, Action)> = Vec::new();
    for a in legal {
        if !matches!(a.mv, Move::Place { .. } | Move::Remove { .. }) {
            continue;
        }
        let score = if wins(view, &a.mv) {
            f64::INFINITY
        } else {
            let rest = without(&hand, &a.mv);
            let board = board_after(&view.board, &a.mv, view.my_team);
            judge(
                &board,
                &rest,
                &unseen,
                w,
                counting,
                view.my_team,
                view.teams,
            )
        };
        best.push((score, *a));
    }
    best
}

/// The medium bot: `judged` without counting cards, and a Minus only to break a four (or
/// when nothing else can be played). Public, with its weights, for crates/cli/examples/seq_tune.rs.
pub fn medium(view: &View, legal: &[Action], w: &Weights, rng: &mut Rng) -> Option<Action> {
    let kept: Vec<Action> = legal
        .iter()
        .filter(|a| match a.mv {
            Move::Remove { cell } => breaks_four(view, cell),
            _ => true,
        })
        .copied()
        .collect();
    let plays = kept
        .iter()
        .any(|a| matches!(a.mv, Move::Place { .. } | Move::Remove { .. }));
    judged(view, if plays { &kept } else { legal }, w, false, rng)
}

/// Whether taking the chip off `cell` breaks a line where another team has four of five
/// (corners counting) and the fifth space free: the one use of a Minus the medium bot sees.
fn breaks_four(view: &View, cell: Cell) -> bool {
    let team = match view.board.chip(cell) {
        Some(t) if t != view.my_team => t,
        _ => return false,
    };
    let board = &view.board;
    WINDOWS.iter().filter(|w| w.contains(&cell)).any(|w| {
        w.iter().filter(|&&c| board.counts_for(c, team)).count() == 4
            && w.iter().any(|&c| board.is_free(c))
            && board.claimable_by_count(w, team)
    })
}

/// `hand` without the card `mv` spends.
fn without(hand: &[Card], mv: &Move) -> Vec<Card> {
    let mut rest = hand.to_vec();
    if let Some(i) = card_of(mv).and_then(|c| rest.iter().position(|&h| h == c)) {
        rest.remove(i);
    }
    rest
}
