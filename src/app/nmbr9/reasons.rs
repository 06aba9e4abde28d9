//! The engine's placement refusals in the player's language (the engine's own `Display` is
//! the English of logs and the command line).

use crate::app::i18n::{I18n, Key};
use crate::rules::nmbr9::PlaceError;

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
