//! What the placer says in words: the board's verdict on the ghost (spoken as it moves) and
//! the legal spots shown (how many on the best level, and what each scores).

use super::ghost::Spot;
use super::reasons::reason;
use crate::app::i18n::{I18n, Key};
use crate::rules::nmbr9::PlaceError;

/// The verdict where the ghost is: on the table, legal on a level (for so many points), or
/// refused and why.
pub fn status(i18n: I18n, digit: u8, verdict: Result<u8, PlaceError>) -> String {
    match verdict {
        Ok(0) => i18n.t(Key::N9GhostTable).to_owned(),
        Ok(level) => {
            let points = u64::from(digit) * u64::from(level);
            i18n.n(
                Key::N9GhostLegal,
                points,
                &[("level", level.to_string()), ("points", points.to_string())],
            )
        }
        Err(e) => i18n.f(Key::N9GhostRefused, &[("why", reason(i18n, e))]),
    }
}

/// The spots drawn, counted as drawn: one per cell, whichever rotations reach it.
pub fn spots_line(i18n: I18n, digit: u8, drawn: &[Spot]) -> String {
    let top = drawn.first().map_or(0, |s| s.level);
    let n = drawn.iter().filter(|s| s.level == top).count() as u64;
    let points = u64::from(digit) * u64::from(top);
    let key = if top == 0 {
        Key::N9SpotsTable
    } else {
        Key::N9SpotsBest
    };
    let args = [
        ("n", n.to_string()),
        ("level", top.to_string()),
        ("points", points.to_string()),
    ];
    i18n.n(key, n, &args)
}
