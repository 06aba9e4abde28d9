//! How the computer players judge a board: every line of five through it, per team.
//!
//! A line is alive for a team while no other team's chip is on it and it could still be
//! claimed (it shares at most one space with the team's sequences). Its worth grows steeply
//! with the chips (and corners) the team already has on it, and is scaled down by how hard
//! its empty spaces are to fill: the "reach" of a space, which the hard bot works out from
//! the cards it can account for (its hand, the face-up discards) and the medium bot does not.
//!
//! Experiments and figures: docs/bots.md.

use super::board::{is_corner, number_at, Board, Cell, Team, CELLS, WINDOWS};
use super::deck::Card;
use super::infer::Absent;
use super::view::View;

/// Worth of a live line with 0–4 of the team's spaces, for the team that moves next after
/// this board (`mine`: the bot itself, which must wait a turn) and for the team about to
/// move (`theirs`: four in a line with a space they can fill is a sequence next turn).
pub struct Weights {
    pub mine: [f64; 5],
    pub theirs: [f64; 5],
    pub sequence: f64,
    /// Worth of keeping a Plus or a Minus in hand for a later, better use.
    pub keep_plus: f64,
    pub keep_minus: f64,
    /// Reach of a space for the bot by the copies of its number still unseen (0–2), when
    /// its hand holds none; and with a Plus in hand, the least reach of any space.
    pub my_reach: [f64; 3],
    pub my_plus: f64,
    /// Reach for the other teams by unseen copies, and the least while a Plus is unseen.
    pub their_reach: [f64; 3],
    pub their_plus: f64,
    /// Lines of three or four waiting for the same spaces count once (see `team_value`).
    pub merge: bool,
    /// How much of what the log tells (`infer::Absent`) lowers their reach: 0 none, 1 all.
    pub infer: f64,
}

/// A cautious player who does not count cards: every empty space as easy to fill, the
/// opponent's lines ×3 a chip and its own ×1.5, so it answers their lines before building
/// its own and never holds a card back (see bot.rs for the designs measured).
pub const MEDIUM: Weights = Weights {
    mine: [0.0, 1.0, 1.5, 2.25, 3.375],
    theirs: [0.0, 1.0, 3.0, 9.0, 27.0],
    sequence: 400.0,
    keep_plus: 0.0,
    keep_minus: 0.0,
    my_reach: [1.0; 3],
    my_plus: 1.0,
    their_reach: [1.0; 3],
    their_plus: 1.0,
    merge: false,
    infer: 0.0,
};

pub const HARD: Weights = Weights {
    mine: [0.0, 1.0, 2.4, 14.0, 45.0],
    theirs: [0.0, 1.0, 4.0, 9.6, 124.0],
    sequence: 600.0,
    keep_plus: 16.5,
    keep_minus: 9.6,
    my_reach: [0.05, 0.12, 0.3],
    my_plus: 1.0,
    their_reach: [0.0, 0.3, 0.45],
    their_plus: 0.25,
    merge: true,
    infer: 1.0,
};

/// How reachable each space is for one team (1 = certain, 0 = never).
pub type Reach = [f64; CELLS];

/// What the bot can count: copies of each number (index 1–48) and of Plus still unseen —
/// neither in its hand nor among the face-up discards.
/// And what the public log tells about the other hands.
pub struct Unseen {
    pub numbers: [u8; 49],
    pub plus: u8,
    pub absent: Absent,
}

impl Unseen {
    pub fn of(view: &View) -> Unseen {
        let mut numbers = [2u8; 49];
        numbers[0] = 0;
        let mut plus = 2u8;
        let seen = view
            .hand
            .iter()
            .map(|h| h.card)
            .chain(view.discards.iter().copied());
        for card in seen {
            match card.answer() {
                Some(n) => numbers[n as usize] = numbers[n as usize].saturating_sub(1),
                None if card == Card::Plus => plus = plus.saturating_sub(1),
                None => {}
            }
        }
        Unseen {
            numbers,
            plus,
            absent: Absent::of(view),
        }
    }
}

/// Reach of each space for the bot, holding `hand` (after the card it plays): a space whose
/// number it holds is certain; otherwise it depends on the copies still unseen.
pub fn my_reach(board: &Board, hand: &[Card], unseen: &Unseen, w: &Weights) -> Reach {
    let held: Vec<u8> = hand.iter().filter_map(|c| c.answer()).collect();
    let plus = hand.contains(&Card::Plus);
    let mut reach = [0.0; CELLS];
    for (c, r) in reach.iter_mut().enumerate() {
        let n = number_at(c as Cell);
        if n == 0 || board.chip(c as Cell).is_some() {
            continue;
        }
        let base = if held.contains(&n) {
            1.0
        } else {
            w.my_reach[unseen.numbers[n as usize] as usize]
        };
        *r = if plus {
            f64::max(base, w.my_plus)
        } else {
            base
        };
    }
    reach
}

/// Reach of each space for the other teams: they may hold any unseen copy (or a Plus).
pub fn their_reach(board: &Board, unseen: &Unseen, w: &Weights) -> Reach {
    let told = |share: f64| 1.0 - w.infer * (1.0 - share);
    let floor = if unseen.plus > 0 {
        w.their_plus * told(unseen.absent.plus)
    } else {
        0.02
    };
    let mut reach = [0.0; CELLS];
    for (c, r) in reach.iter_mut().enumerate() {
        let n = number_at(c as Cell);
        if n == 0 || board.chip(c as Cell).is_some() {
            continue;
        }
        let base = w.their_reach[unseen.numbers[n as usize] as usize];
        *r = f64::max(base * told(unseen.absent.numbers[n as usize]), floor);
    }
    reach
}

/// The same reach everywhere (the medium bot does not count cards).
pub fn flat_reach(board: &Board, value: f64) -> Reach {
    let mut reach = [0.0; CELLS];
    for (c, r) in reach.iter_mut().enumerate() {
        if board.is_free(c as Cell) {
            *r = value;
        }
    }
    reach
}

/// Worth of the board for `team`: its sequences plus its live lines, each scaled by the
/// reach of its empty spaces. `merge`: lines of three or four that wait for the same empty
/// spaces count once (four lines through one missing space are one threat, not four).
pub fn team_value(
    board: &Board,
    team: Team,
    weights: &[f64; 5],
    sequence: f64,
    reach: &Reach,
    merge: bool,
) -> f64 {
    let mut lines = 0.0;
    // The empty spaces (as a bit set) and worth of each line of three or four.
    let mut near: Vec<(u128, f64)> = Vec::new();
    for w in WINDOWS.iter() {
        let value = line_value(board, w, team, weights, reach, None);
        if value == 0.0 {
            continue;
        }
        let empty = if merge { empty_set(board, w) } else { 0 };
        if merge && empty.count_ones() <= 2 {
            match near.iter_mut().find(|n| n.0 == empty) {
                Some(n) => n.1 = n.1.max(value),
                None => near.push((empty, value)),
            }
        } else {
            lines += value;
        }
    }
    lines += near.iter().map(|n| n.1).sum::<f64>();
    board.sequences_of(team) as f64 * sequence + lines
}

/// The spaces of a line with no chip (corners aside), as bits of a set.
fn empty_set(board: &Board, w: &[Cell; 5]) -> u128 {
    w.iter()
        .filter(|&&c| !is_corner(c) && board.chip(c).is_none())
        .fold(0, |set, &c| set | 1u128 << c)
}

/// Worth of one line for `team`, as if a chip of `extra.1` were on `extra.0` too: zero when
/// another team holds a space of it, when it is already a sequence or could not become one.
pub fn line_value(
    board: &Board,
    w: &[Cell; 5],
    team: Team,
    weights: &[f64; 5],
    reach: &Reach,
    extra: Option<(Cell, Team)>,
) -> f64 {
    let mut have = 0;
    let mut odds = 1.0;
    for &c in w {
        let chip = match extra {
            Some((at, t)) if at == c => Some(t),
            _ => board.chip(c),
        };
        match chip {
            Some(t) if t != team => return 0.0,
            Some(_) => have += 1,
            None if is_corner(c) => have += 1,
            None => odds *= reach[c as usize],
        }
    }
    if have == 5 || !board.claimable_by_count(w, team) {
        return 0.0;
    }
    weights[have] * odds
}

/// Worth of `board` for team `me` holding `hand`: its lines against every other team's.
/// `counting`: reach from the cards accounted for (hard), else the same everywhere (medium).
pub fn judge(
    board: &Board,
    hand: &[Card],
    unseen: &Unseen,
    w: &Weights,
    counting: bool,
    me: Team,
    teams: usize,
) -> f64 {
    let (mine, theirs) = if counting {
        (
            my_reach(board, hand, unseen, w),
            their_reach(board, unseen, w),
        )
    } else {
        (
            flat_reach(board, w.my_plus),
            flat_reach(board, w.their_plus),
        )
    };
    let mut score = team_value(board, me, &w.mine, w.sequence, &mine, w.merge);
    for t in (0..teams as Team).filter(|&t| t != me) {
        score -= team_value(board, t, &w.theirs, w.sequence, &theirs, w.merge);
    }
    let keep = |card: Card| hand.iter().filter(|&&c| c == card).count() as f64;
    score + w.keep_plus * keep(Card::Plus) + w.keep_minus * keep(Card::Minus)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sequence::board::cell;

    #[test]
    fn lines_waiting_for_one_space_count_once_when_merged() {
        // Column 0, rows 1–3 and 5–7: four lines of four all wait for row 4.
        let mut board = Board::new();
        for row in [1, 2, 3, 5, 6, 7] {
            board.place(cell(row, 0), 0);
        }
        let reach = flat_reach(&board, 1.0);
        let w = [0.0, 1.0, 3.0, 9.0, 27.0];
        let apart = team_value(&board, 0, &w, 400.0, &reach, false);
        let merged = team_value(&board, 0, &w, 400.0, &reach, true);
        assert!((apart - merged - 3.0 * 27.0).abs() < 1e-9);
    }
}
