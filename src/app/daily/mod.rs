//! The daily challenges in the app (docs/daily.md): the record kept in the browser, the
//! screen a daily's address opens, and the line a daily game shows while it is played. The
//! deal itself comes from `rules::daily`; home's list of today's dailies is in shell.

mod banner;
mod next;
pub mod record;
mod start;

pub use banner::DailyBanner;
pub use next::NextDaily;
pub use start::open;

use crate::app::i18n::{I18n, Key};
use crate::app::number::game_name;
use crate::rules::GameId;
use record::DailyResult;

/// "NMBR 9 #12", in the player's language.
pub fn title(i18n: I18n, game: GameId, number: u32) -> String {
    i18n.f(
        Key::DailyTitle,
        &[("game", game_name(i18n, game)), ("n", number.to_string())],
    )
}

/// A result in words: the player's score, and their place when there were other seats.
pub fn result_text(i18n: I18n, result: &DailyResult) -> String {
    let score = i18n.f(Key::DailyScore, &[("score", result.score.to_string())]);
    if result.seats <= 1 {
        return score;
    }
    i18n.f(
        Key::DailyPlace,
        &[
            ("score", score),
            ("place", result.place.to_string()),
            ("seats", result.seats.to_string()),
        ],
    )
}
