//! Computer players for NMBR 9. Each decides from its own `View` only: its board, the card to
//! place and how many of each digit are still face down (never their order).
//!
//! - `easy`: stacks as high as it can, anywhere: the highest level, a random spot on it.
//! - `medium`: every legal placement judged by `bot_eval` (score + promise), the best taken.
//! - `hard`: the medium bot's best 16 placements, each looked at one card further: for every
//!   digit still face down, weighted by its count, the value of its best placement then (an
//!   expectimax over the public counts). From 12 cards left it looks two cards further (its
//!   best 10, then 2), and the last card is searched in full (`search::hard_widths`).
//!
//! Experiments and figures: docs/bots.md.

use super::action::Place;
use super::board::Placement;
use super::bot_eval::Weights;
use super::search::{best, hard_widths};
use super::view::View;
use super::Nmbr9Game;
use super::SeatKind;
use crate::seat::Leveled;
use crate::{Game, Rng};

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

impl Leveled for Nmbr9Game {
    fn seats(&self) -> &[SeatKind] {
        &self.options().seats
    }

    /// The placement for the seat whose legal placements are `legal` (all of one seat).
    fn decide(kind: SeatKind, view: &View, legal: &[Place], rng: &mut Rng) -> Place {
        let me = legal.first().map_or(0, |p| p.player);
        let board = &view.boards[me];
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
}

fn easy(legal: &[Placement], rng: &mut Rng) -> Option<Placement> {
    let top = legal.iter().map(|p| p.level).max()?;
    let highest: Vec<Placement> = legal.iter().copied().filter(|p| p.level == top).collect();
    rng.pick(&highest).copied()
}
