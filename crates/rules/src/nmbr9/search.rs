//! The search behind the medium and hard bots: every legal placement judged by `bot_eval`,
//! and for the hard bot the best few looked at one or two cards further, as an expectimax
//! over the public counts of the digits still face down (their order is unknown).
//!
//! The promise is linear in the features, so a board carries one number and a placement adds
//! its `delta_promise`; after a candidate tile, only the placements around it are listed
//! again (`moves_after`). `hard_widths` sets how wide the hard bot looks by the cards left.
//!
//! Experiments and figures: docs/bots.md.

use super::board::{Board, Placement};
use super::bot_eval::{delta_promise, features, promise, scale, Linear, Weights};
use super::tile::shape;
use crate::Rng;

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
    use crate::nmbr9::bot::WEIGHTS;
    use crate::nmbr9::bot_eval::delta;

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
