//! The search behind the medium and hard bots: every legal placement judged by `bot_eval`,
//! and for the hard bot the best few looked at one or two cards further, as an expectimax
//! over the public counts of the digits still face down (their order is unknown).
//!
//! Speed: the promise is linear in the features, so a board carries one number and a
//! placement adds its `delta_promise`; after a candidate tile, the placements listed on the
//! board before are kept where the tile changes nothing and only those around it are listed
//! again (`moves_after`). That halves the work, spent on a wider search: 16 candidates one
//! card further with 13 cards or more face down (was 8), 10 then 2 two cards further below
//! (was 6 then 2). On 200 paired tuning decks (TRAN-0000, games 0–199) the hard bot went
//! from 92.58 to 93.50 (+0.92 ± 0.63), at about 0.33 s of one core a game.
//!
//! Tried this round without a gain worth its cost (the same 200 paired decks, against the
//! shipped 92.58): other widths: early 16 alone +0.57 ± 0.46; [16] then [8, 2] +0.68 ±
//! 0.58; [16] then [10, 3] +1.04 ± 0.66 at twice the work; two cards further from 16 left
//! +0.95 ± 0.67; [6, 2] from 13 left then [10, 3] +1.41 ± 0.80 but 0.73 s of one core a game,
//! too close to the second; wider last cards ([24, 6] with 3 left, [40, 10] with 2) −0.1 ±
//! 0.2 (the end is nearly searched in full already; in full with 2 left it takes 10 s a
//! game). Weights fitted by least squares to the points still to come, over 18,600
//! positions of the hard bot's own games (scale × features per level, digits to come as
//! controls, ridge 100): −1.9 ± 1.0, the regression rewards what goes with good games, not
//! what makes them. Every weight times 0.8: +0.5 ± 0.9; times 0.7 −1.5, 0.6 −1.8, 1.25
//! −4.3 ± 0.9. The promise scaled by (digits to come / 90) to the power 1 instead of 3/4:
//! +0.2 ± 0.7; to the power 1/2: −3.8 ± 0.8. A finer "near" test for what to list again
//! (cells within two steps of the tile rather than its box): 3 % faster only.
//!
//! Tried in the third round, nothing kept (the code stayed on an experiment branch, so the
//! app carries none of it): Monte Carlo play-outs of the best K placements by the medium
//! bot's greedy choice, over the same M card orders drawn from the public counts (common
//! random numbers), on the tuning decks against the shipped bot: to the end of the deck,
//! alone (K4 M8, 4–18 cards left) −5.40 ± 1.26 at twice the work (greedy scores 74.7 where
//! the hard bot scores 93.5: its games say little about the hard bot's); late only (3–9
//! left) −0.68 ± 1.00; blended 0.3 with the search +0.18 ± 1.14 at 3.5 times the work; cut
//! short after 3–4 cards and judged: −0.46 to +0.97, ± 1.3; 2 cards deep, blended 0.5, with
//! 13+ left: +1.39 ± 0.73 on games 0–199 but +0.38 ± 0.54 on 200–599, and −0.28 with twice
//! the orders, −0.62 three cards deep. Common orders do not carry past a decision: a changed
//! placement soon makes another game (paired differences spread 10–13 points). A better
//! play-out player costs too much (the best 2–4 placements one card further: 81.7–87.7
//! points at 1.1–1.4 ms a card, greedy 0.08 ms). The weights tuned by the cross-entropy
//! method with a search in the loop (the best 4 one card further; 14 weights a round, 300
//! decks each, 3 rounds): the current weights stayed best or within 0.8 every round, and the
//! tuned mean gave +1.00 ± 0.66 on games 0–199, −0.40 ± 0.52 on 200–599. One group scaled
//! at a time (games 0–199): tops × 1.3 −0.34; pockets × 0.7 +0.45; edges × 0.7 +0.90;
//! edges and pockets × 0.7 +0.83; blocks × 1.3 −2.08 ± 0.72, × 0.8 +0.77; seams × 1.3 +0.17:
//! within the noise (± 0.5–0.8) but blocks × 1.3, and nowhere near the +6.5 that 100
//! points a game needs.
//!
//! Tried in the fourth round, nothing kept (the code stayed on an experiment branch): a
//! learned judgement, an n-tuple network as for 2048. Every 2 × 2 window and every row or
//! column of three cells read as a pattern (lowest height, rise of each cell clipped at 2,
//! seams between flat neighbours), patterns a quarter turn apart sharing one weight (218
//! square and 86 line classes), the board worth score + Σ g_d × digits d to come + scale ×
//! promise, learned from greedy self-play (4 ms a game). From nothing: TD(0) diverged
//! (α 0.1: 57 then 7 points a game) or drifted down (α 0.02: 60 at 8,000 games, 49 at
//! 20,000); Monte Carlo targets were stable but stopped at 65–67 greedy points, where the
//! hand-made features give the greedy bot 74.6. On top of the hand-made features (Monte
//! Carlo, 12,000 games): greedy 75.2 against 74.6 on 400 tuning decks, hard 94.15 against
//! 93.50 on 200 (within the noise) at 0.93 s a game instead of 0.28. Both plateaus came
//! within 6,000 games: the small patterns, not the data, are the limit; larger ones (3 × 3:
//! some 25,000 classes) need millions of games and tens of KB in the NMBR 9 page.
//!
//! Tried in an earlier round without gain (200 paired seeded games each, the hard bot's
//! own play): a capacity term, Σ over the digits d to come of n × d × ln(1 + Σ levels of
//! d's placements above the table), one card further (−1.5 at weight 0.3, −7 at 1.0, −1.3
//! at −0.2); a penalty per digit point put on the table, times the share of the deck to come
//! (+0.4 ± 0.6 at 0.3, −2.0 at 1.0); the same per tile (+0.2 ± 0.5 at 1.0). The bot ends
//! with about 10 / 6 / 3 / 1 tiles on levels 0–3 and its zeros all on the table; pushing
//! it off the table through these terms only costs points.

use super::board::{Board, Placement};
use super::bot_eval::{delta_promise, features, promise, scale, Linear, Weights};
use super::tile::shape;
use crate::rules::Rng;

/// Candidates the hard bot looks at one card further early in the game.
pub const HARD_WIDTH: usize = 16;

/// A board being searched: its score and unscaled promise (kept up to date by deltas: the
/// promise is linear in the features, so a placement adds its `delta_promise`).
#[derive(Clone, Copy)]
struct Node {
    score: f64,
    promise: f64,
}

/// A legal placement on the board it was listed for, with the change of promise it makes.
#[derive(Clone, Copy)]
struct Move {
    p: Placement,
    promise: f64,
}

/// The legal placements of each digit on one board (empty for digits not searched).
type Lists = [Vec<Move>; 10];

fn cards(remaining: &[u8; 10]) -> u32 {
    remaining.iter().map(|&n| n as u32).sum()
}

/// The value of the board `m` makes from `node`, with the promise scaled by `weight`.
fn value(node: &Node, digit: u8, m: &Move, weight: f64) -> f64 {
    node.score + digit as f64 * m.p.level as f64 + weight * (node.promise + m.promise)
}

fn moves_in(board: &Board, digit: u8, w: &Linear, zone: (i32, i32, i32, i32)) -> Vec<Move> {
    board
        .legal_placements_in(digit, zone)
        .into_iter()
        .map(|p| Move {
            p,
            promise: delta_promise(board, digit, &p, w),
        })
        .collect()
}

const EVERYWHERE: (i32, i32, i32, i32) = (i32::MIN, i32::MIN, i32::MAX, i32::MAX);

/// Anchors whose placements `delta_promise` and the rules judge from cells that tile `digit`
/// at `p` covers: those whose patch (two cells before the anchor to five after, see
/// `bot_eval::delta_promise`) meets the tile's box.
fn zone(digit: u8, p: &Placement) -> (i32, i32, i32, i32) {
    let s = shape(digit, p.rotation);
    (p.x - 5, p.y - 5, p.x + s.width + 1, p.y + s.height + 1)
}

/// The placements of `digit` on `child` (`parent` with tile `placed` at `p`), from `before`,
/// those listed on `parent`: far from the new tile nothing changed (a placement's legality
/// and promise depend on the cells around it only, and on whether its level holds tiles), so
/// only the zone around it is listed again.
#[allow(clippy::too_many_arguments)]
fn moves_after(
    parent: &Board,
    child: &Board,
    placed: u8,
    p: &Placement,
    before: &[Move],
    digit: u8,
    w: &Linear,
) -> Vec<Move> {
    if parent.is_empty() || parent.tiles_on(p.level) == 0 {
        return moves_in(child, digit, w, EVERYWHERE);
    }
    let z = zone(placed, p);
    let inside = |q: &Placement| q.x >= z.0 && q.y >= z.1 && q.x <= z.2 && q.y <= z.3;
    let mut out: Vec<Move> = before.iter().filter(|m| !inside(&m.p)).copied().collect();
    out.extend(moves_in(child, digit, w, z));
    out
}

/// Placements ranked: highest value first, equal values in their order.
fn ranked(node: &Node, digit: u8, moves: &[Move], weight: f64) -> Vec<(f64, Placement)> {
    let mut out: Vec<(f64, Placement)> = moves
        .iter()
        .map(|m| (value(node, digit, m, weight), m.p))
        .collect();
    out.sort_by(by_value);
    out
}

/// Highest value first, equal values in their order. One named function for every sort here,
/// so the browser's wasm holds one copy of the sort, not one per call site.
fn by_value(a: &(f64, Placement), b: &(f64, Placement)) -> std::cmp::Ordering {
    b.0.total_cmp(&a.0)
}

/// How far the hard bot looks, by the cards still face down: the widths of its search, one
/// per card looked ahead (see `best`). The fewer digits are left, the fewer draws there are
/// to weigh, so it looks further for about the same work (about a third of a second a game).
pub fn hard_widths(remaining: &[u8; 10]) -> &'static [usize] {
    match remaining.iter().map(|&n| n as u32).sum::<u32>() {
        0 => &[],
        1 => &[usize::MAX],
        2 => &[16, 4],
        3 => &[12, 3],
        4..=12 => &[10, 2],
        _ => &[HARD_WIDTH],
    }
}

/// The best placement of `digit` (with `remaining` cards face down after it). With no
/// `widths`, the one of highest value; otherwise the `widths[0]` of highest value are compared
/// by the expected value of the next card's best placement, itself found the same way with
/// `widths[1..]`.
pub fn best(
    board: &Board,
    digit: u8,
    remaining: &[u8; 10],
    w: &Weights,
    widths: &[usize],
    rng: &mut Rng,
) -> Option<Placement> {
    let root = Node {
        score: board.score() as f64,
        promise: promise(&features(board), w),
    };
    let w = &Linear::new(w);
    let own = moves_in(board, digit, w, EVERYWHERE);
    let options = ranked(&root, digit, &own, scale(remaining));
    let mut ranked: Vec<(f64, Placement)> = match widths.split_first() {
        Some((&width, deeper)) if cards(remaining) > 0 => {
            let lists: Lists = std::array::from_fn(|d| {
                if remaining[d] == 0 {
                    Vec::new()
                } else if d as u8 == digit {
                    own.clone()
                } else {
                    moves_in(board, d as u8, w, EVERYWHERE)
                }
            });
            options
                .iter()
                .take(width)
                .map(|&(_, p)| {
                    let v = after(board, &lists, &root, digit, &p, remaining, w, deeper);
                    (v, p)
                })
                .collect()
        }
        _ => options,
    };
    ranked.sort_by(by_value);
    // Among equal values pick at random, so equal boards do not always grow the same way.
    let top = ranked.first()?.0;
    let ties: Vec<Placement> = ranked
        .iter()
        .take_while(|r| r.0 >= top - 1e-9)
        .map(|r| r.1)
        .collect();
    rng.pick(&ties).copied()
}

/// The expected value after placing `digit` at `p` on `board` (whose placements of every
/// digit to come are `lists`): over the next card drawn from `remaining`, the value of its
/// best placement, searched with `widths`.
#[allow(clippy::too_many_arguments)]
fn after(
    board: &Board,
    lists: &Lists,
    node: &Node,
    digit: u8,
    p: &Placement,
    remaining: &[u8; 10],
    w: &Linear,
    widths: &[usize],
) -> f64 {
    let mut next = board.clone();
    // A listed placement is legal: placing it cannot fail.
    let _ = next.place(digit, p.x, p.y, p.rotation);
    let mut node = *node;
    node.score += digit as f64 * p.level as f64;
    node.promise += delta_promise(board, digit, p, w);
    let next_lists: Lists = std::array::from_fn(|d| {
        if remaining[d] == 0 {
            Vec::new()
        } else {
            moves_after(board, &next, digit, p, &lists[d], d as u8, w)
        }
    });
    let mut total = 0.0;
    for d in 0..10u8 {
        let n = remaining[d as usize];
        if n == 0 {
            continue;
        }
        let mut rest = *remaining;
        rest[d as usize] -= 1;
        let weight = scale(&rest);
        let moves = &next_lists[d as usize];
        let best = match widths.split_first() {
            Some((&width, deeper)) if cards(&rest) > 0 => ranked(&node, d, moves, weight)
                .iter()
                .take(width)
                .map(|&(_, q)| after(&next, &next_lists, &node, d, &q, &rest, w, deeper))
                .fold(f64::MIN, f64::max),
            _ => moves
                .iter()
                .map(|m| value(&node, d, m, weight))
                .fold(f64::MIN, f64::max),
        };
        total += n as f64 * best;
    }
    total / cards(remaining) as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::nmbr9::bot::WEIGHTS;
    use crate::rules::nmbr9::bot_eval::delta;

    /// What `moves_after` keeps and lists again is what listing the child board in full
    /// gives, promise for promise (in another order).
    #[test]
    fn placements_after_a_tile_are_those_of_the_whole_board() {
        let w = Linear::new(&WEIGHTS);
        let mut rng = Rng::from_bits(9);
        let key = |m: &Move| (m.p.y, m.p.x, m.p.rotation, m.p.level);
        let mut board = Board::new();
        for _ in 0..20 {
            let digit = rng.below(10) as u8;
            let lists: Lists = std::array::from_fn(|d| moves_in(&board, d as u8, &w, EVERYWHERE));
            let own = &lists[digit as usize];
            for m in own.iter().step_by(31) {
                assert!((m.promise - promise(&delta(&board, digit, &m.p), &WEIGHTS)).abs() < 1e-9);
                let mut child = board.clone();
                child.place(digit, m.p.x, m.p.y, m.p.rotation).unwrap();
                for d in 0..10u8 {
                    let mut fast =
                        moves_after(&board, &child, digit, &m.p, &lists[d as usize], d, &w);
                    let mut full = moves_in(&child, d, &w, EVERYWHERE);
                    fast.sort_by_key(key);
                    full.sort_by_key(key);
                    assert_eq!(fast.len(), full.len());
                    for (a, b) in fast.iter().zip(&full) {
                        assert_eq!(a.p, b.p);
                        assert!((a.promise - b.promise).abs() < 1e-9);
                    }
                }
            }
            let top = own.iter().map(|m| m.p.level).max().unwrap();
            let high: Vec<_> = own.iter().filter(|m| m.p.level == top).collect();
            let p = rng.pick(&high).unwrap().p;
            board.place(digit, p.x, p.y, p.rotation).unwrap();
        }
    }
}
