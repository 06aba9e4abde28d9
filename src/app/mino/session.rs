//! A game of Mino Dice as the app holds it (the shared `Session`: engine + log, saved after
//! every action) and what the pages read from it.

use crate::app::i18n::I18n;
use crate::app::session::{self, AppGame};
use crate::rules::mino::{MinoGame, Refusal, SeatKind};
use crate::rules::{Game, PlayerId};

pub type Session = session::Session<MinoGame>;

impl AppGame for MinoGame {
    type Seat = SeatKind;

    /// Dice and bids are behind each seat's screen.
    const HIDDEN_INFORMATION: bool = true;

    fn seat_kinds(&self) -> &[SeatKind] {
        &self.options().seats
    }

    fn refusal_text(i18n: I18n, refusal: &Refusal) -> String {
        super::words::refusal_text(i18n, *refusal)
    }

    /// The hand being played (1-based) of the game's hands.
    fn standing(&self) -> [u32; 2] {
        [self.hand_number() as u32, self.hands_total() as u32]
    }
}

// `public()` (seat 0's view) is read only for what every seat sees: who has bid, the bids once
// revealed, the tricks, the sheets and scores; never `my_dice`, `my_bid` or `legal`.
impl Session {
    /// The only human at the table, if there is exactly one: the device is theirs, so their
    /// dice may stay on screen while the bots play.
    pub fn lone_human(&self) -> Option<PlayerId> {
        let mut humans = (0..self.seats().len()).filter(|&s| !self.seats()[s].is_bot());
        match (humans.next(), humans.next()) {
            (Some(h), None) => Some(h),
            _ => None,
        }
    }
}

/// Where the saved game stands, for the setup's warning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// 1-based hand number.
    pub hand: usize,
    pub hands: usize,
    pub over: bool,
}

impl Progress {
    pub fn of(session: &Session) -> Progress {
        Progress {
            hand: session.game.hand_number(),
            hands: session.game.hands_total(),
            over: session.game.is_over(),
        }
    }
}
