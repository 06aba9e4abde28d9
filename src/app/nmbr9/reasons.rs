//! The engine's placement refusals in the player's language (the engine's own `Display` is
//! the English of logs and the command line).

use crate::app::i18n::{I18n, Key};
use crate::app::seat::{about, no_such_player};
use crate::rules::nmbr9::{PlaceError, Refusal};

pub fn reason(i18n: I18n, error: PlaceError) -> String {
    match error {
        PlaceError::Overlaps => i18n.t(Key::N9ErrOverlaps).to_owned(),
        PlaceError::Overhangs => i18n.t(Key::N9ErrOverhangs).to_owned(),
        PlaceError::RestsOnOneTile => i18n.t(Key::N9ErrOneTile).to_owned(),
        PlaceError::MustTouchTable => i18n.t(Key::N9ErrTouchTable).to_owned(),
        PlaceError::MustTouchLevel(level) => {
            i18n.f(Key::N9ErrTouchLevel, &[("level", level.to_string())])
        }
        PlaceError::BadRotation | PlaceError::OffLimits => i18n.t(Key::N9ErrLimits).to_owned(),
    }
}

/// Any refusal of the engine, as a sentence.
pub fn refusal_text(i18n: I18n, refusal: &Refusal) -> String {
    match *refusal {
        Refusal::Place(e) => i18n.f(Key::N9Refused, &[("why", reason(i18n, e))]),
        Refusal::AlreadyPlaced { seat, digit } => about(
            i18n,
            Key::N9ErrAlreadyPlaced,
            seat,
            &[("digit", digit.to_string())],
        ),
        Refusal::NoSuchPlayer { seat } => no_such_player(i18n, seat),
        Refusal::GameOver => i18n.t(Key::GameOver).to_owned(),
    }
}
