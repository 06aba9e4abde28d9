//! The search behind the medium and hard bots: every legal placement judged by `bot_eval`,
//! and for the hard bot the best few looked at one or two cards further, as an expectimax
//! over the public counts of the digits still face down (their order is unknown).
//!
//! Tried on top of this search without gain (200 paired seeded games each, the hard bot's
//! own play): a capacity term, Σ over the digits d to come of n × d × ln(1 + Σ levels of
//! d's placements above the table), one card further (−1.5 at weight 0.3, −7 at 1.0, −1.3
//! at −0.2); a penalty per digit point put on the table, times the share of the deck to come
//! (+0.4 ± 0.6 at 0.3, −2.0 at 1.0); the same per tile (+0.2 ± 0.5 at 1.0). The bot ends
//! with about 10 / 6 / 3 / 1 tiles on levels 0–3 and its zeros all on the table; pushing
//! it off the table through these terms only costs points.

use super::board::{Board, Placement};
use super::bot_eval::{delta, features, promise, scale, Features, Weights};
use crate::rules::Rng;

/// Candidates the hard bot looks at one card further early in the game.
pub const HARD_WIDTH: usize = 8;

/// A board being searched: its score and features (kept up to date by deltas).
struct Node {
    score: f64,
    features: Features,
}

fn cards(remaining: &[u8; 10]) -> u32 {
    remaining.iter().map(|&n| n as u32).sum()
}

/// A placement with the value of the board it makes and that board's features.
type Scored = (f64, Placement, Features);

/// Highest value first, equal values in their order. One named function for every sort here,
/// so the browser's wasm holds one copy of the sort, not one per call site.
fn by_value(a: &Scored, b: &Scored) -> std::cmp::Ordering {
    b.0.total_cmp(&a.0)
}

/// Every legal placement of `digit` with the value of the board it makes, `rest` being the
/// cards still face down after it.
fn scored(board: &Board, node: &Node, digit: u8, rest: &[u8; 10], w: &Weights) -> Vec<Scored> {
    let weight = scale(rest);
    board
        .legal_placements(digit)
        .into_iter()
        .map(|p| {
            let f = node.features.plus(&delta(board, digit, &p));
            let score = node.score + digit as f64 * p.level as f64;
            (score + weight * promise(&f, w), p, f)
        })
        .collect()
}

/// How far the hard bot looks, by the cards still face down: the widths of its search, one
/// per card looked ahead (see `best`). The fewer digits are left, the fewer draws there are
/// to weigh, so it looks further for about the same work (well under a second a game).
pub fn hard_widths(remaining: &[u8; 10]) -> &'static [usize] {
    match remaining.iter().map(|&n| n as u32).sum::<u32>() {
        0 => &[],
        1 => &[usize::MAX],
        2 => &[16, 4],
        3 => &[12, 3],
        4..=12 => &[6, 2],
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
        features: features(board),
    };
    let mut options = scored(board, &root, digit, remaining, w);
    options.sort_by(by_value);
    let mut ranked: Vec<Scored> = match widths.split_first() {
        Some((&width, deeper)) if cards(remaining) > 0 => options
            .iter()
            .take(width)
            .map(|(_, p, f)| {
                (
                    after(board, &root, digit, p, f, remaining, w, deeper),
                    *p,
                    *f,
                )
            })
            .collect(),
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

/// The expected value after placing `digit` at `p` (features `f` once placed): over the next
/// card drawn from `remaining`, the value of its best placement, searched with `widths`.
#[allow(clippy::too_many_arguments)]
fn after(
    board: &Board,
    node: &Node,
    digit: u8,
    p: &Placement,
    f: &Features,
    remaining: &[u8; 10],
    w: &Weights,
    widths: &[usize],
) -> f64 {
    let mut next = board.clone();
    // A listed placement is legal: placing it cannot fail.
    let _ = next.place(digit, p.x, p.y, p.rotation);
    let node = Node {
        score: node.score + digit as f64 * p.level as f64,
        features: *f,
    };
    let mut total = 0.0;
    for d in 0..10u8 {
        let n = remaining[d as usize];
        if n == 0 {
            continue;
        }
        let mut rest = *remaining;
        rest[d as usize] -= 1;
        let mut options = scored(&next, &node, d, &rest, w);
        let best = match widths.split_first() {
            Some((&width, deeper)) if cards(&rest) > 0 => {
                options.sort_by(by_value);
                options
                    .iter()
                    .take(width)
                    .map(|(_, q, g)| after(&next, &node, d, q, g, &rest, w, deeper))
                    .fold(f64::MIN, f64::max)
            }
            _ => options.iter().map(|o| o.0).fold(f64::MIN, f64::max),
        };
        total += n as f64 * best;
    }
    total / cards(remaining) as f64
}
