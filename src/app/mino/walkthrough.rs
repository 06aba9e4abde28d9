//! Mino Dice's walkthrough (app::walkthrough): a practice deal against two easy bots; the
//! player bids and rolls the one die of the first hand, then reads who took the trick and
//! how the hand scored against the bids.

use crate::app::i18n::Key;
use crate::app::walkthrough::{Step, Tour};
use crate::rules::GameId;

pub static TOUR: Tour = Tour {
    game: GameId::Mino,
    deal: "seed=MNTV-R001&seats=human,easy,easy",
    steps: &[
        Step::setup("section.mn-bid"),
        Step {
            at: &["section.mn-hand"],
            text: Key::TourMnDice,
            until: None,
        },
        Step {
            at: &["section.mn-bid"],
            text: Key::TourMnBid,
            // The bids are in: the player's roll is asked for, or a bot has rolled.
            until: Some("[data-testid=your-roll], .mn-rolls .mn-roll"),
        },
        Step {
            at: &["section.mn-hand"],
            text: Key::TourMnFollow,
            until: Some(".mn-done"),
        },
        Step {
            at: &[".mn-why-won"],
            text: Key::TourMnWinner,
            until: None,
        },
        Step {
            at: &[".mn-scored", ".mn-done"],
            text: Key::TourMnScore,
            until: None,
        },
    ],
};
