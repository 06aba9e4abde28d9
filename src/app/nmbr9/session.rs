//! A game of NMBR 9 as the app holds it (the shared `Session`: engine + log, saved after every
//! placement), what the pages read from it, and the best score per seed of solo games.

use crate::app::i18n::I18n;
use crate::app::session::{self, AppGame};
use crate::rules::nmbr9::{Nmbr9Game, Place, Refusal, SeatKind, CARDS};
use crate::rules::Game;

pub type Session = session::Session<Nmbr9Game>;

impl AppGame for Nmbr9Game {
    type Seat = SeatKind;

    fn seat_kinds(&self) -> &[SeatKind] {
        &self.options().seats
    }

    fn refusal_text(i18n: I18n, refusal: &Refusal) -> String {
        super::reasons::refusal_text(i18n, refusal)
    }

    /// A solo game's score, the one best on a seed (see `Session::is_solo`).
    fn seed_best(&self) -> Option<i64> {
        let outcome = self.outcome()?;
        solo(self.seat_kinds()).then(|| outcome.scores[0])
    }

    /// The current card (1-based) of the deck.
    fn standing(&self) -> [u32; 2] {
        [(self.card_index() + 1).min(CARDS) as u32, CARDS as u32]
    }
}

// Everything in NMBR 9 is public (boards, cards revealed, counts to come): `public()` is whole.
impl Session {
    /// The last placement, if a human made it and the engine still lets it be taken back.
    pub fn undoable_human_place(&self) -> Option<Place> {
        if !self.game.last_action_undoable() {
            return None;
        }
        let place = self.actions.last()?.parse::<Place>().ok()?;
        (!self.seats()[place.player].is_bot()).then_some(place)
    }

    /// The last placement, if a bot made it: the board it went on shows that tile being laid.
    pub fn last_bot_place(&self) -> Option<Place> {
        let place = self.actions.last()?.parse::<Place>().ok()?;
        self.seats().get(place.player)?.is_bot().then_some(place)
    }

    /// One human alone: the only game whose score is a best on its seed. A score made
    /// against bots or friends is not compared with solo scores (a player who lost 7–62 to a
    /// bot was told "new best").
    pub fn is_solo(&self) -> bool {
        solo(self.seats())
    }
}

fn solo(seats: &[SeatKind]) -> bool {
    matches!(seats, [seat] if !seat.is_bot())
}

/// Where the saved game stands, for the setup's warning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// 1-based number of the current card.
    pub card: usize,
    pub over: bool,
}

impl Progress {
    pub fn of(session: &Session) -> Progress {
        Progress {
            card: (session.game.card_index() + 1).min(CARDS),
            over: session.game.is_over(),
        }
    }
}
