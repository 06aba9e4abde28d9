//! The Number's walkthrough (app::walkthrough): a practice deal against two easy bots; the
//! player makes a number, confirms it, reveals the turn and reads why each number scored.

use crate::app::i18n::Key;
use crate::app::walkthrough::{Step, Tour};
use crate::rules::GameId;

pub static TOUR: Tour = Tour {
    game: GameId::Number,
    deal: "seed=NMTV-R001&seats=human,easy,easy",
    steps: &[
        Step::setup("section.picker"),
        Step {
            at: &["section.picker .keypad"],
            text: Key::TourNbDigits,
            until: Some("section.picker .picker-actions .btn-primary:not([disabled])"),
        },
        Step {
            at: &["section.picker .picker-actions .btn-primary"],
            text: Key::TourNbConfirm,
            until: Some("section.locked, section.reveal"),
        },
        Step {
            at: &["section.locked .btn-primary"],
            text: Key::TourNbLocked,
            until: Some("section.reveal"),
        },
        Step {
            at: &["section.reveal .plays"],
            text: Key::TourNbReveal,
            until: None,
        },
        Step {
            at: &["section.reveal .gains", "section.seats"],
            text: Key::TourNbCross,
            until: None,
        },
    ],
};
