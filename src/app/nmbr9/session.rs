//! A game of NMBR 9 as the app holds it (the shared `Session`: engine + log, saved after every
//! placement), what the pages read from it, and the best score per seed of solo games.

use crate::app::i18n::I18n;
use crate::app::notices::Notices;
use crate::app::session::{self, AppGame};
use crate::app::storage::{self, Best};
use crate::rules::nmbr9::{Nmbr9Game, Place, Refusal, SeatKind, CARDS};
use crate::rules::{Game, GameId};

pub type Session = session::Session<Nmbr9Game>;

impl AppGame for Nmbr9Game {
    type Seat = SeatKind;

    fn seat_kinds(&self) -> &[SeatKind] {
        &self.options().seats
    }

    fn refusal_text(i18n: I18n, refusal: &Refusal) -> String {
        super::reasons::refusal_text(i18n, refusal)
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
        matches!(self.seats(), [seat] if !seat.is_bot())
    }

    /// The score of a solo game, once it is over (what a seed's best compares).
    pub fn solo_score(&self) -> Option<i64> {
        let outcome = self.game.outcome()?;
        self.is_solo().then(|| outcome.scores[0])
    }
}

/// NMBR 9's own save after a change (game_screens::Views::commit): as every game saves
/// (`session::commit`, which the other games use as it is), and a solo game's score as its
/// seed's best.
pub fn commit(session: &Session, notices: Notices) {
    session::commit(session, notices);
    if let Some(score) = session.solo_score() {
        let entry = Best {
            seed: session.game.seed(),
            score,
            replay: session.to_save().to_link_code(),
        };
        storage::record_best(GameId::Nmbr9, entry, notices);
    }
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
