//! Sequence Numbers' walkthrough (app::walkthrough): a practice deal against an easy bot; the
//! player chooses a card, puts a chip on one of its two spaces and reads how a game is won.

use crate::app::i18n::Key;
use crate::app::walkthrough::{Step, Tour};
use crate::rules::GameId;

pub static TOUR: Tour = Tour {
    game: GameId::Sequence,
    deal: "seed=SQTV-R001&seats=human,easy",
    steps: &[
        Step::setup(".sq-hand .sq-card"),
        Step {
            at: &[".sq-hand"],
            text: Key::TourSqHand,
            until: Some(".sq-card[aria-pressed=true]"),
        },
        Step {
            at: &[".sq-space.lit"],
            text: Key::TourSqSpaces,
            until: Some(".sq-board .sq-chip.team-0"),
        },
        Step {
            at: &[".sq-board"],
            text: Key::TourSqRow,
            until: None,
        },
        Step {
            at: &[".sq-hand"],
            text: Key::TourSqPlusMinus,
            until: None,
        },
    ],
};
