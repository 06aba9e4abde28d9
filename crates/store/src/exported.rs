//! What of a stored record goes into a backup: the record as it is when it reads and every
//! game it holds replays as its record says (crates/store/src/replays.rs), since an import
//! refuses a section with one that does not. A record that does not read is left out (the
//! app keeps it aside when it meets it, and the kept-aside section carries it then). A list
//! with games that do not replay — an earlier build imported them unchecked — goes without
//! them, rather than make the whole file one that no browser takes.

use numera_rules::log::Save;
use numera_rules::GameId;

use super::bests::Bests;
use super::daily::DailyFile;
use super::history::History;
use super::replays;
use super::standing::Standing;

/// A game in progress that replays, or its standing.
pub fn save(key: &str, text: &str) -> Option<String> {
    if key.starts_with("numera.standing.") {
        return Standing::from_text(text).map(|_| text.to_owned());
    }
    let game = GameId::parse(key.strip_prefix("numera.save.")?).ok()?;
    let save = Save::from_json(text).ok()?;
    replays::in_progress(game, &save).ok()?;
    Some(text.to_owned())
}

/// Finished games that replay as listed.
pub fn history(_: &str, text: &str) -> Option<String> {
    let mut history = History::decode(text).ok()?;
    let before = history.games.len();
    history.games.retain(|g| replays::finished(g).is_ok());
    Some(if history.games.len() == before {
        text.to_owned()
    } else {
        history.encode()
    })
}

/// Bests that replay to their score.
pub fn bests(key: &str, text: &str) -> Option<String> {
    let game = GameId::parse(key.strip_prefix("numera.best.")?).ok()?;
    let mut bests = Bests::decode(text).ok()?;
    let before = bests.best.len();
    bests.best.retain(|b| replays::best(game, b).is_ok());
    Some(if bests.best.len() == before {
        text.to_owned()
    } else {
        bests.encode()
    })
}

/// Finished daily attempts that replay as recorded (or kept no replay).
pub fn daily(_: &str, text: &str) -> Option<String> {
    let mut file = DailyFile::decode(text).ok()?;
    let before = file.results.len();
    file.results.retain(|r| replays::daily(r).is_ok());
    Some(if file.results.len() == before {
        text.to_owned()
    } else {
        file.encode()
    })
}
