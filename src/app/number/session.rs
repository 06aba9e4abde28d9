//! A game of The Number as the app holds it: the shared `Session` (engine state + action log,
//! saved after every action) and what the number pages read from it.

use crate::app::i18n::{I18n, Key};
use crate::app::seat::{about, no_such_player};
use crate::app::session::{self, AppGame};
use crate::rules::number::{NumberGame, Refusal, SeatKind};
use crate::rules::Game;

pub type Session = session::Session<NumberGame>;

// `public()` (seat 0's view) is read for sheets, reveals and scores; `my_pick` never.
impl AppGame for NumberGame {
    type Seat = SeatKind;

    /// Picks stay secret until the reveal.
    const HIDDEN_INFORMATION: bool = true;

    fn seat_kinds(&self) -> &[SeatKind] {
        &self.options().seats
    }

    fn refusal_text(i18n: I18n, refusal: &Refusal) -> String {
        match *refusal {
            Refusal::GameOver => i18n.t(Key::GameOver).to_owned(),
            Refusal::NoSuchPlayer { seat } => no_such_player(i18n, seat),
            Refusal::TooLong { number } => {
                i18n.f(Key::NbRefTooLong, &[("number", number.to_string())])
            }
            Refusal::AlreadyPicked { seat } => about(i18n, Key::NbRefAlreadyPicked, seat, &[]),
            Refusal::NoDigitLeft { seat } => about(i18n, Key::NbRefNoDigitLeft, seat, &[]),
        }
    }

    /// Round and turn, 1-based.
    fn standing(&self) -> [u32; 2] {
        [self.round() as u32 + 1, self.turn() as u32 + 1]
    }
}

/// Where the saved game stands, for the setup's warning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    pub round: usize,
    pub turn: usize,
    pub over: bool,
}

impl Progress {
    pub fn of(session: &Session) -> Progress {
        let g = &session.game;
        Progress {
            round: g.round(),
            turn: g.turn(),
            over: g.is_over(),
        }
    }
}
