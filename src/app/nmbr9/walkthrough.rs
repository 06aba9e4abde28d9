//! NMBR 9's walkthrough (app::walkthrough): a solo practice deal; the player moves, places
//! the first tile, asks for the legal spots of the second and reads where points come from.

use crate::app::i18n::Key;
use crate::app::walkthrough::{Step, Tour};
use crate::rules::GameId;

pub static TOUR: Tour = Tour {
    game: GameId::Nmbr9,
    deal: "seed=N9TV-R001&seats=human",
    steps: &[
        Step::setup(".n9-placer"),
        Step {
            at: &["[data-testid=current-card]"],
            text: Key::TourN9Card,
            until: None,
        },
        Step {
            at: &["[data-testid=ghost]"],
            text: Key::TourN9Ghost,
            until: None,
        },
        Step {
            at: &[".n9-confirm"],
            text: Key::TourN9Place,
            until: Some(".n9-board g.tile"),
        },
        Step {
            at: &[".n9-controls .btn:nth-child(2)"],
            text: Key::TourN9Legal,
            until: Some(".n9-board .n9-spot"),
        },
        Step {
            at: &["[data-testid=spots-line]"],
            text: Key::TourN9Points,
            until: None,
        },
    ],
};
