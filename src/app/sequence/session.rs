//! A game of Sequence Numbers as the app holds it (the shared `Session`: engine + log, saved
//! after every action) and what the pages read from it.

use crate::app::i18n::I18n;
use crate::app::session::{self, AppGame};
use crate::rules::sequence::{Edition, Options, Refusal, SeatKind, SequenceGame};
use crate::rules::Game;

pub type Session = session::Session<SequenceGame>;

// `public()` (seat 0's view) is read only for the board, log, counts and scores; never a hand.
impl AppGame for SequenceGame {
    type Seat = SeatKind;

    /// Hands are secret.
    const HIDDEN_INFORMATION: bool = true;
    const CHALLENGE_TO_WIN: bool = true;

    fn seat_kinds(&self) -> &[SeatKind] {
        &self.options().seats
    }

    fn refusal_text(i18n: I18n, refusal: &Refusal) -> String {
        super::words::refusal_text(i18n, refusal)
    }

    /// The turn being played, 1-based.
    fn standing(&self) -> [u32; 2] {
        [self.turns() as u32 + 1, 0]
    }
}

/// The link parameters that give a friend the same options.
pub fn link_choices(options: &Options) -> Vec<(&'static str, &'static str)> {
    let mut out = vec![(
        "edition",
        match options.edition {
            Edition::PlusMinus => "plus-minus",
            Edition::FourOperations => "four-operations",
        },
    )];
    if options.seats.len() == 6 {
        out.push(("teams", if options.team_count() == 3 { "3" } else { "2" }));
    }
    out
}

/// Where the saved game stands, for the setup's warning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// 1-based turn number.
    pub turn: usize,
    pub over: bool,
}

impl Progress {
    pub fn of(session: &Session) -> Progress {
        Progress {
            turn: session.game.turns() + 1,
            over: session.game.is_over(),
        }
    }
}
