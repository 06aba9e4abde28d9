//! The localStorage keys, in one place: the app reads and writes them, the backup walks them.

use numera_rules::GameId;

/// Every key Numera writes starts with this; nothing else in the origin's storage is ours.
pub const PREFIX: &str = "numera.";
pub const SETTINGS: &str = "numera.settings";
pub const HISTORY: &str = "numera.history";
/// The daily challenges played (`DailyFile`).
pub const DAILY: &str = "numera.daily";
/// Records that could not be read, kept aside untouched: `numera.corrupt.<what>.<ms>`.
pub const CORRUPT: &str = "numera.corrupt.";

/// The game in progress (`Save` JSON).
pub fn save(game: GameId) -> String {
    format!("numera.save.{game}")
}

/// The game set aside while another is played (`Save` JSON, store::aside): a daily or a
/// challenge kept apart from the player's own game. Not part of backups (docs/storage.md).
pub fn aside(game: GameId) -> String {
    format!("numera.aside.{game}")
}

/// What that game set aside is and where it stands (`aside::Note`, text), for home.
pub fn aside_note(game: GameId) -> String {
    format!("numera.aside-note.{game}")
}

/// Where that game stands (`Standing`), written with the save for the home page.
pub fn standing(game: GameId) -> String {
    format!("numera.standing.{game}")
}

/// The screen that game's page had on show (`store::screen::Screen`).
pub fn screen(game: GameId) -> String {
    format!("numera.screen.{game}")
}

/// The screen that game's page showed when it was last left with a game in progress, as inert
/// markup with a print of the save it showed, shown again before the app starts on the
/// player's return: written by index.html's script, removed with the save (app::storage).
/// Page context, as the screen, so not part of backups.
pub fn view(game: GameId) -> String {
    format!("numera.view.{game}")
}

/// The challenge code that game's game in progress was started from (app::challenge):
/// page context, as the screen, so not part of backups.
pub fn challenge(game: GameId) -> String {
    format!("numera.challenge.{game}")
}

/// The name the player signs their challenges with.
pub const SENDER_NAME: &str = "numera.challenge-name";

/// The games whose walkthrough the player took or turned down (`store::tours`): what this
/// browser has shown, so not part of backups.
pub const TOURS: &str = "numera.tours";

/// What this browser holds at the online table `code` (`table_seat::TableSeat`): its seat's
/// token and the host's secret. Not part of backups: a table is played once, on the devices
/// that sat at it.
pub fn table(code: &str) -> String {
    format!("numera.table.{code}")
}

/// The best scores per seed of a game (`Bests`).
pub fn best(game: GameId) -> String {
    format!("numera.best.{game}")
}

/// Whether the record under `key` is plain text rather than a JSON object (and so carries
/// no revision): standings, and records kept aside as they were found.
pub fn is_text(key: &str) -> bool {
    key.starts_with(CORRUPT)
        || key.starts_with("numera.standing.")
        || key.starts_with("numera.aside-note.")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backup::SECTIONS;

    #[test]
    fn a_kept_screen_and_a_game_set_aside_are_outside_backups() {
        for game in GameId::ALL {
            for key in [view(game), aside(game), aside_note(game)] {
                assert!(key.starts_with(PREFIX));
                assert!(
                    !SECTIONS.iter().any(|s| (s.holds)(&key)),
                    "{key} is backed up"
                );
            }
        }
        // The test can fail: a save's key is backed up.
        assert!(SECTIONS.iter().any(|s| (s.holds)(&save(GameId::Number))));
    }
}
