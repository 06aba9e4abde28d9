//! The player's dailies, under their own localStorage key `numera.daily` (docs/daily.md): the
//! attempt in progress per game and every finished attempt, each marked counted, practice or
//! archive. A small versioned JSON file of its own, so a backup can carry it as one section.

use crate::app::notices::{Notices, Stored};
use crate::app::storage;
use crate::rules::daily::{DailyOptions, Date};
use crate::rules::Seed;
pub use crate::store::daily::{DailyFile, DailyResult, Kind, Playing};
use crate::store::keys;

/// The daily attempt a game in progress is, if it is one.
pub fn playing_of<'a, G: DailyOptions>(file: &'a DailyFile, game: &G) -> Option<&'a Playing> {
    let entry = file.playing.iter().find(|p| p.game == G::ID)?;
    is_daily(game, entry.seed).then_some(entry)
}

/// Whether `game` was dealt as a daily of that seed: the seed and the fixed options.
pub fn is_daily<G: DailyOptions>(game: &G, seed: Seed) -> bool {
    let same = |o: &G::Options| crate::rules::json::to_string(o);
    game.seed() == seed && same(game.options()) == same(&G::daily_options())
}

/// The player's local date now, from the browser's clock and time zone.
pub fn today() -> Option<Date> {
    let now = js_sys::Date::new_0();
    Date::new(
        u16::try_from(now.get_full_year()).ok()?,
        u8::try_from(now.get_month() + 1).ok()?,
        u8::try_from(now.get_date()).ok()?,
    )
}

/// The stored file; one that cannot be read is kept aside (and reported) and reads as empty.
pub fn load(notices: Notices) -> DailyFile {
    let file = (keys::DAILY, "daily", Stored::Daily);
    storage::read_record(file, DailyFile::decode, notices).unwrap_or_default()
}

fn store(file: DailyFile, notices: Notices) {
    storage::write(keys::DAILY, &file.encode(), notices);
}

/// Marks `game`'s attempt in progress as a daily attempt of this kind, numbered after every
/// attempt so far.
pub fn start(mut entry: Playing, notices: Notices) {
    let mut file = load(notices);
    entry.attempt = 1 + file.last_attempt();
    file.playing.retain(|p| p.game != entry.game);
    file.playing.push(entry);
    store(file, notices);
}

/// Records a finished daily attempt, once (a reload of the final screen adds nothing). A
/// second attempt that started as counted while another was still open (two tabs) finishes
/// as practice: only the first finished one counts.
/// `replay` is the finished game's replay code (its history entry has it already).
pub fn finish<G: DailyOptions>(game: &G, replay: String, notices: Notices) {
    let Some(outcome) = game.outcome() else {
        return;
    };
    let mut file = load(notices);
    let Some(entry) = playing_of(&file, game).cloned() else {
        return;
    };
    if file.result_of(&entry).is_some() {
        return;
    }
    let mut kind = entry.kind;
    if kind == Kind::Counted && file.counted(entry.game, entry.date).is_some() {
        kind = Kind::Practice;
    }
    let score = outcome.scores.first().copied().unwrap_or(0);
    let place = 1 + outcome.scores.iter().filter(|&&s| s > score).count();
    file.results.push(DailyResult {
        game: entry.game,
        date: entry.date,
        number: entry.number,
        seed: entry.seed,
        kind,
        attempt: entry.attempt,
        score,
        place: place as u32,
        seats: outcome.scores.len() as u32,
        ended: storage::now_iso(),
        replay,
    });
    store(file, notices);
}
