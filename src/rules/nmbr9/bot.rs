//! Computer players for NMBR 9. Each decides from its own `View` only: its board, the card to
//! place and how many of each digit are still face down (never their order).
//!
//! - `easy`: stacks as high as it can, anywhere: the highest level, a random spot on it.
//! - `medium`: every legal placement judged by `bot_eval` (score + promise), the best taken.
//! - `hard`: the medium bot's best few placements, each looked at one card further: for every
//!   digit still face down, weighted by its count, the value of its best placement then (an
//!   expectimax over the public counts). From 12 cards left it looks two cards further, and
//!   the last two cards are searched in full (`hard_widths`).

use super::action::Place;
use super::board::{Board, Placement};
use super::bot_eval::{delta, features, promise, scale, Features, Weights};
use super::view::View;
use super::SeatKind;
use crate::rules::{Bot, Rng};

/// The weights of the medium and hard bots, tuned by the cross-entropy method: candidate
/// weights drawn around the current ones, each scored by the mean of a few hundred seeded
/// solo games, the best sixth kept (tuned against decks other than the arena's).
pub const WEIGHTS: Weights = Weights {
    tops: [0.354, 0.764, 0.553, 1.195],
    edges: [-0.297, -0.424, -0.428, -2.090],
    pockets: [0.107, -0.833, -0.436, -1.286],
    blocks: [0.481, 1.544, 2.728, 2.642],
    seams: [-0.014, 0.054, 0.284, 2.094],
};

/// Candidates the hard bot looks at one card further early in the game.
pub const HARD_WIDTH: usize = 8;

pub fn choose(kind: SeatKind, view: &View, rng: &mut Rng) -> Place {
    let me = view.me;
    let board = view.my_board();
    let chosen = view.card.and_then(|digit| match kind {
        SeatKind::Easy | SeatKind::Human => easy(&board.legal_placements(digit), rng),
        SeatKind::Medium => best(board, digit, &view.remaining, &WEIGHTS, &[], rng),
        SeatKind::Hard => best(
            board,
            digit,
            &view.remaining,
            &WEIGHTS,
            hard_widths(&view.remaining),
            rng,
        ),
    });
    let p = chosen.unwrap_or(Placement {
        x: 0,
        y: 0,
        rotation: 0,
        level: 0,
    });
    Place {
        player: me,
        x: p.x,
        y: p.y,
        rotation: p.rotation,
    }
}

fn easy(legal: &[Placement], rng: &mut Rng) -> Option<Placement> {
    let top = legal.iter().map(|p| p.level).max()?;
    let highest: Vec<Placement> = legal.iter().copied().filter(|p| p.level == top).collect();
    rng.pick(&highest).copied()
}

/// A board being searched: its score and features (kept up to date by deltas).
struct Node {
    score: f64,
    features: Features,
}

/// Every legal placement of `digit` with the value of the board it makes, `rest` being the
/// cards still face down after it.
fn scored(
    board: &Board,
    node: &Node,
    digit: u8,
    rest: &[u8; 10],
    w: &Weights,
) -> Vec<(f64, Placement, Features)> {
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
    options.sort_by(|a, b| b.0.total_cmp(&a.0));
    let cards: u32 = remaining.iter().map(|&n| n as u32).sum();
    let mut ranked: Vec<(f64, Placement)> = match widths.split_first() {
        Some((&width, deeper)) if cards > 0 => options
            .iter()
            .take(width)
            .map(|(_, p, f)| (after(board, &root, digit, p, f, remaining, w, deeper), *p))
            .collect(),
        _ => options.iter().map(|o| (o.0, o.1)).collect(),
    };
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
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
    let cards: u32 = remaining.iter().map(|&n| n as u32).sum();
    let mut total = 0.0;
    for d in 0..10u8 {
        let n = remaining[d as usize];
        if n == 0 {
            continue;
        }
        let mut rest = *remaining;
        rest[d as usize] -= 1;
        let mut options = scored(&next, &node, d, &rest, w);
        let left: u32 = rest.iter().map(|&k| k as u32).sum();
        let best = match widths.split_first() {
            Some((&width, deeper)) if left > 0 => {
                options.sort_by(|a, b| b.0.total_cmp(&a.0));
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
    total / cards as f64
}

pub struct EasyBot;
pub struct MediumBot;
pub struct HardBot;

macro_rules! bot {
    ($t:ty, $name:literal, $kind:expr) => {
        impl Bot<super::Nmbr9Game> for $t {
            fn name(&self) -> &'static str {
                $name
            }
            fn choose(&self, view: &View, _legal: &[Place], rng: &mut Rng) -> Place {
                choose($kind, view, rng)
            }
        }
    };
}

bot!(EasyBot, "easy", SeatKind::Easy);
bot!(MediumBot, "medium", SeatKind::Medium);
bot!(HardBot, "hard", SeatKind::Hard);
