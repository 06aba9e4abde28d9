//! Everything the app keeps in the browser, under versioned `numera.*` localStorage keys:
//!
//! - `numera.save.<game>`: the game in progress, as `Save::to_json()` (seed + options + log);
//! - `numera.standing.<game>`: where that game stands (`Standing`), written with the save so
//!   the home page can say it without the game's engine;
//! - `numera.screen.<game>`: which screen of that game was on show (`Screen`), so a reload
//!   returns to it;
//! - `numera.history`: finished games; `numera.settings`: the player's settings;
//! - `numera.corrupt.<what>.<ms>`: a record that could not be read, kept aside untouched.
//!
//! Nothing unreadable is ever deleted or crashed on: it is moved aside and reported (notices).

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use web_sys::Storage;

use super::notices::{Notice, Notices, Stored};
use super::prefs::{Prefs, PREFS_VERSION};
use super::problem::Problem;
use crate::rules::log::Save;
use crate::rules::{GameId, PlayerId, Seed};

const SETTINGS_KEY: &str = "numera.settings";
const HISTORY_KEY: &str = "numera.history";
const HISTORY_VERSION: u32 = 1;

pub fn save_key(game: GameId) -> String {
    format!("numera.save.{game}")
}

fn local() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Writes `value`; a refusal (private mode, full quota) becomes a notice, not a crash.
fn set(key: &str, value: &str, notices: Notices) {
    let stored = local().is_some_and(|s| s.set_item(key, value).is_ok());
    if !stored {
        notices.push(Notice::WriteFailed);
    }
}

/// Moves the record under `key` to `numera.corrupt.<tag>.<ms>` and reports it.
fn keep_aside(key: &str, tag: &str, what: Stored, problem: Problem, notices: Notices) {
    let Some(store) = local() else { return };
    let Some(text) = store.get_item(key).ok().flatten() else {
        return;
    };
    let base = format!("numera.corrupt.{tag}.{}", js_sys::Date::now() as u64);
    // Two records kept aside in the same millisecond must not overwrite each other.
    let mut kept_as = base.clone();
    let mut n = 1;
    while store.get_item(&kept_as).ok().flatten().is_some() {
        kept_as = format!("{base}-{n}");
        n += 1;
    }
    if store.set_item(&kept_as, &text).is_ok() {
        let _ = store.remove_item(key);
        notices.push(Notice::KeptAside {
            what,
            kept_as,
            problem,
        });
    } else {
        // Could not copy it: leave it where it is (still never deleted) and say so.
        notices.push(Notice::KeptAside {
            what,
            kept_as: key.to_owned(),
            problem,
        });
    }
}

fn read_json<T: DeserializeOwned>(key: &str) -> Option<Result<T, Problem>> {
    let text = get(key)?;
    Some(serde_json::from_str(&text).map_err(|e| Problem::Unreadable(e.to_string())))
}

/// The file at `key` (kept aside as `tag`, shown as `what`) if it is there and of the
/// `current` version; one this app cannot read, or of another version, is kept aside with a
/// notice and reads as missing.
fn read_versioned<T: DeserializeOwned>(
    (key, tag, what): (&str, &str, Stored),
    version: impl Fn(&T) -> u32,
    current: u32,
    notices: Notices,
) -> Option<T> {
    let problem = match read_json::<T>(key)? {
        Ok(file) if version(&file) == current => return Some(file),
        Ok(file) => Problem::Log(crate::rules::log::LogError::UnknownVersion(version(&file))),
        Err(problem) => problem,
    };
    keep_aside(key, tag, what, problem, notices);
    None
}

// ---- settings ----

pub fn load_prefs(notices: Notices) -> Prefs {
    let version = |prefs: &Prefs| prefs.version;
    let file = (SETTINGS_KEY, "settings", Stored::Settings);
    read_versioned(file, version, PREFS_VERSION, notices).unwrap_or_default()
}

pub fn store_prefs(prefs: &Prefs, notices: Notices) {
    if let Ok(text) = serde_json::to_string(prefs) {
        set(SETTINGS_KEY, &text, notices);
    }
}

// ---- games in progress ----

/// The raw save of `game`, if any; reading it into a game (and keeping it aside when that
/// fails) is the game page's job, since only it can replay the log.
pub fn load_save(game: GameId) -> Option<String> {
    get(&save_key(game))
}

pub fn store_save(save: &Save, standing: Standing, notices: Notices) {
    set(&save_key(save.game), &save.to_json(), notices);
    set(&standing_key(save.game), &standing.to_text(), notices);
}

/// Called when the player starts another game over a finished one.
pub fn clear_save(game: GameId) {
    if let Some(store) = local() {
        let _ = store.remove_item(&save_key(game));
        let _ = store.remove_item(&standing_key(game));
        let _ = store.remove_item(&screen_key(game));
    }
}

/// The screen a game page had on show: facts only the interface knows (a reveal already read,
/// a pick still open to taking back), as a few numbers the page writes and reads itself. It
/// holds the length of the log it was written at, so it is only believed for that very save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Screen {
    pub actions: usize,
    pub facts: Vec<u32>,
}

impl Screen {
    fn to_text(&self) -> String {
        let mut text = self.actions.to_string();
        for fact in &self.facts {
            text.push_str(&format!(" {fact}"));
        }
        text
    }

    fn from_text(text: &str) -> Option<Screen> {
        let mut numbers = text.split(' ').map(|p| p.parse::<u32>().ok());
        let actions = numbers.next()?? as usize;
        let facts = numbers.collect::<Option<Vec<u32>>>()?;
        Some(Screen { actions, facts })
    }
}

fn screen_key(game: GameId) -> String {
    format!("numera.screen.{game}")
}

/// A lost write only costs the screen after a reload, not the game: no notice.
pub fn store_screen(game: GameId, screen: &Screen) {
    if let Some(store) = local() {
        let _ = store.set_item(&screen_key(game), &screen.to_text());
    }
}

/// The screen saved with `game`'s save when it was `actions` long; any other is stale.
pub fn saved_screen(game: GameId, actions: usize) -> Option<Vec<u32>> {
    let screen = Screen::from_text(&get(&screen_key(game))?)?;
    (screen.actions == actions).then_some(screen.facts)
}

/// Where a saved game stands: two numbers each game words its own way on the home page
/// (round and turn, card of cards…), and whether it is over. Derived from the save, so the
/// home page reads it instead of replaying the log with the game's engine (which would put
/// every engine in the home page's module). A missing or unreadable one is simply not shown:
/// the save itself is what the game page reads, checks and, if damaged, keeps aside.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    pub at: [u32; 2],
    pub over: bool,
}

// Written as three numbers ("3 8 0") rather than JSON: every game page writes it, and a JSON
// serializer of its own would cost each page's module more than the whole feature.
impl Standing {
    fn to_text(self) -> String {
        format!("{} {} {}", self.at[0], self.at[1], u8::from(self.over))
    }

    fn from_text(text: &str) -> Option<Standing> {
        let mut parts = text.split(' ').map(|p| p.parse::<u32>().ok());
        let (Some(Some(a)), Some(Some(b)), Some(Some(over @ 0..=1)), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return None;
        };
        Some(Standing {
            at: [a, b],
            over: over == 1,
        })
    }
}

fn standing_key(game: GameId) -> String {
    format!("numera.standing.{game}")
}

/// The standing of `game`'s save, when there is a save.
pub fn saved_standing(game: GameId) -> Option<Option<Standing>> {
    load_save(game)?;
    Some(get(&standing_key(game)).and_then(|text| Standing::from_text(&text)))
}

pub fn keep_save_aside(game: GameId, problem: Problem, notices: Notices) {
    keep_aside(
        &save_key(game),
        game.as_str(),
        Stored::Game(game),
        problem,
        notices,
    );
}

// ---- history ----

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Finished {
    /// ISO 8601, UTC.
    pub date: String,
    pub game: GameId,
    pub seed: Seed,
    /// Seat kinds as in the options ("human", "easy", "hard").
    pub players: Vec<String>,
    pub scores: Vec<i64>,
    pub winners: Vec<PlayerId>,
    /// `Save::to_link_code()`: opens the replay viewer.
    pub replay: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct HistoryFile {
    version: u32,
    games: Vec<Finished>,
}

pub fn load_history(notices: Notices) -> Vec<Finished> {
    let version = |file: &HistoryFile| file.version;
    let file = (HISTORY_KEY, "history", Stored::History);
    read_versioned(file, version, HISTORY_VERSION, notices).map_or_else(Vec::new, |f| f.games)
}

/// Adds a finished game once: the same replay code is never listed twice (a reload of the
/// final screen must not duplicate it).
pub fn record_finished(entry: Finished, notices: Notices) {
    let mut games = load_history(notices);
    if games.iter().any(|g| g.replay == entry.replay) {
        return;
    }
    games.push(entry);
    let file = HistoryFile {
        version: HISTORY_VERSION,
        games,
    };
    if let Ok(text) = serde_json::to_string(&file) {
        set(HISTORY_KEY, &text, notices);
    }
}

pub fn now_iso() -> String {
    js_sys::Date::new_0()
        .to_iso_string()
        .as_string()
        .unwrap_or_default()
}

// ---- best scores per seed (solo challenges) ----

const BEST_VERSION: u32 = 1;

fn best_key(game: GameId) -> String {
    format!("numera.best.{game}")
}

/// The best human score on one seed, and the replay code of the game that made it (so the
/// final screen of that very game can say "new best" again after a reload).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Best {
    pub seed: Seed,
    pub score: i64,
    pub replay: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct BestFile {
    version: u32,
    best: Vec<Best>,
}

fn load_bests(game: GameId, notices: Notices) -> Vec<Best> {
    let key = best_key(game);
    let tag = format!("best.{game}");
    match read_json::<BestFile>(&key) {
        None => Vec::new(),
        Some(Ok(file)) if file.version == BEST_VERSION => file.best,
        Some(Ok(file)) => {
            let problem = Problem::Log(crate::rules::log::LogError::UnknownVersion(file.version));
            keep_aside(&key, &tag, Stored::History, problem, notices);
            Vec::new()
        }
        Some(Err(problem)) => {
            keep_aside(&key, &tag, Stored::History, problem, notices);
            Vec::new()
        }
    }
}

pub fn best_on_seed(game: GameId, seed: Seed, notices: Notices) -> Option<Best> {
    load_bests(game, notices)
        .into_iter()
        .find(|b| b.seed == seed)
}

/// Keeps `entry` if it beats the best on its seed (a tie keeps the earlier game).
pub fn record_best(game: GameId, entry: Best, notices: Notices) {
    let mut best = load_bests(game, notices);
    match best.iter_mut().find(|b| b.seed == entry.seed) {
        Some(old) if old.score >= entry.score => return,
        Some(old) => *old = entry,
        None => best.push(entry),
    }
    let file = BestFile {
        version: BEST_VERSION,
        best,
    };
    if let Ok(text) = serde_json::to_string(&file) {
        set(&best_key(game), &text, notices);
    }
}

#[cfg(test)]
mod tests {
    use super::Standing;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn a_standing_reads_back_as_written_and_nothing_else_reads() {
        for standing in [
            Standing {
                at: [3, 8],
                over: false,
            },
            Standing {
                at: [20, 20],
                over: true,
            },
        ] {
            assert_eq!(Standing::from_text(&standing.to_text()), Some(standing));
        }
        for bad in [
            "",
            "3 8",
            "3 8 2",
            "3 8 0 1",
            "a 8 0",
            "3  8 0",
            "{\"at\":[1,2]}",
        ] {
            assert_eq!(Standing::from_text(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn screen_text_round_trips_and_refuses_garbage() {
        use super::Screen;
        for facts in [vec![], vec![3], vec![2, 0, 1]] {
            let screen = Screen { actions: 17, facts };
            assert_eq!(Screen::from_text(&screen.to_text()), Some(screen));
        }
        for bad in ["", "x", "3 -1", "3 a", "3  4"] {
            assert_eq!(Screen::from_text(bad), None, "{bad:?}");
        }
    }
}
