//! Computer players (stub, replaced below).
use super::action::{Action, Move};
use super::view::View;
use super::SeatKind;
use crate::rules::Rng;

pub fn choose(_kind: SeatKind, view: &View, legal: &[Action], rng: &mut Rng) -> Action {
    rng.pick(legal).copied().unwrap_or(Action {
        player: view.me,
        mv: Move::Pass,
    })
}
