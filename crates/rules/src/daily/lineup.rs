//! The fixed options of each game's daily, so that every player meets the same table:
//! solo NMBR 9, the whole Dungeons campaign, and the three table games against the strongest
//! bot of their roster (`hard`) in every other seat.

use crate::dungeon::{self, DungeonGame, MapChoice};
use crate::mino::{self, MinoGame};
use crate::nmbr9::{self, Nmbr9Game};
use crate::number::{self, NumberGame};
use crate::seat::SeatKind::{Hard, Human};
use crate::sequence::{self, Edition, SequenceGame};
use crate::Game;

/// A game's daily options. The player always sits at seat 0.
pub trait DailyOptions: Game {
    fn daily_options() -> Self::Options;
}

impl DailyOptions for Nmbr9Game {
    fn daily_options() -> nmbr9::Options {
        nmbr9::Options { seats: vec![Human] }
    }
}

impl DailyOptions for NumberGame {
    fn daily_options() -> number::Options {
        number::Options {
            seats: vec![
                number::SeatKind::Human,
                number::SeatKind::Hard,
                number::SeatKind::Hard,
                number::SeatKind::Hard,
            ],
        }
    }
}

impl DailyOptions for SequenceGame {
    fn daily_options() -> sequence::Options {
        sequence::Options {
            seats: vec![Human, Hard],
            teams: None,
            edition: Edition::PlusMinus,
        }
    }
}

impl DailyOptions for MinoGame {
    fn daily_options() -> mino::Options {
        mino::Options {
            seats: vec![Human, Hard, Hard, Hard],
        }
    }
}

impl DailyOptions for DungeonGame {
    fn daily_options() -> dungeon::Options {
        dungeon::Options {
            map: MapChoice::Campaign,
            circled: 0,
        }
    }
}
