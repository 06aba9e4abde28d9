//! Dungeons of Numera's walkthrough (app::walkthrough): map 1 of a practice deal; the player
//! writes the first die on START and reads how rooms, skulls and chests score.

use crate::app::i18n::Key;
use crate::app::walkthrough::{Step, Tour};
use crate::rules::GameId;

pub static TOUR: Tour = Tour {
    game: GameId::Dungeon,
    deal: "seed=DGTV-R001&map=1&circled=2",
    steps: &[
        Step::setup(".dg-map"),
        Step {
            at: &["section.dg-dice-box"],
            text: Key::TourDgDice,
            until: None,
        },
        Step {
            // The tile the chosen die may go on (the first die is chosen for the player).
            at: &[
                ".dg-map .dg-tile.legal",
                ".dg-dice-box .dg-die:not(.used)",
                "[data-testid=roll]",
            ],
            text: Key::TourDgWrite,
            until: Some(".dg-map .dg-tile.written"),
        },
        Step {
            at: &[".dg-map .dg-tile.dg-room"],
            text: Key::TourDgRooms,
            until: None,
        },
        Step {
            at: &["section.dg-skulls-box"],
            text: Key::TourDgSkulls,
            until: None,
        },
    ],
};
