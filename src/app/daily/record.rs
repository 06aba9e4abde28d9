//! The player's dailies, under their own localStorage key `numera.daily` (docs/daily.md): the
//! attempt in progress per game and every finished attempt, each marked counted, practice or
//! archive. A small versioned JSON file of its own, so a backup can carry it as one section.

use serde::{Deserialize, Serialize};

use crate::app::notices::{Notices, Stored};
use crate::app::session::{AppGame, Session};
use crate::app::storage;
use crate::rules::daily::{Daily, DailyOptions, Date};
use crate::rules::{GameId, Seed};

const KEY: &str = "numera.daily";
const VERSION: u32 = 1;

/// Whether an attempt counts: decided when it starts (docs/daily.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// The first attempt of the day's own daily to finish.
    Counted,
    /// The same daily again, once one attempt has counted.
    Practice,
    /// The daily of an earlier date: never changes a streak.
    Archive,
}

/// A daily attempt under way: the game saved under `numera.save.<game>` is it when its seed
/// and options are the daily's.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Playing {
    pub game: GameId,
    pub date: Date,
    pub number: u32,
    pub seed: Seed,
    pub kind: Kind,
    /// Numbers the player's daily attempts, so that two attempts are told apart even when
    /// they play the same moves (the same replay) at the same second.
    pub attempt: u32,
}

/// A finished daily attempt, with what a share text, a challenge link or a statistic needs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DailyResult {
    pub game: GameId,
    pub date: Date,
    pub number: u32,
    pub seed: Seed,
    pub kind: Kind,
    /// The attempt's number (`Playing::attempt`).
    pub attempt: u32,
    /// The player's (seat 0's) final score.
    pub score: i64,
    /// 1 for first; seats tied share a place.
    pub place: u32,
    pub seats: u32,
    /// When it ended: ISO 8601, UTC.
    pub ended: String,
    /// `Save::to_link_code()` of the finished game (the replay link).
    pub replay: String,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct DailyFile {
    version: u32,
    pub playing: Vec<Playing>,
    pub results: Vec<DailyResult>,
}

impl DailyFile {
    /// The result that counts for `game` on `date`, if one was recorded.
    pub fn counted(&self, game: GameId, date: Date) -> Option<&DailyResult> {
        self.results
            .iter()
            .find(|r| r.game == game && r.date == date && r.kind == Kind::Counted)
    }

    /// The result of the attempt `entry`, once it finished.
    pub fn result_of(&self, entry: &Playing) -> Option<&DailyResult> {
        self.results
            .iter()
            .find(|r| r.game == entry.game && r.attempt == entry.attempt)
    }

    /// The daily attempt a game in progress is, if it is one.
    pub fn playing_of<G: AppGame + DailyOptions>(&self, session: &Session<G>) -> Option<&Playing> {
        let entry = self.playing.iter().find(|p| p.game == G::ID)?;
        is_daily(session, entry.seed).then_some(entry)
    }

    /// How an attempt of `daily` started now, on `today`, counts.
    pub fn kind_of(&self, daily: &Daily, today: Date) -> Kind {
        if daily.date != today {
            Kind::Archive
        } else if self.counted(daily.game, daily.date).is_some() {
            Kind::Practice
        } else {
            Kind::Counted
        }
    }
}

/// Whether `session` was dealt as a daily of that seed: the seed and the fixed options.
pub fn is_daily<G: AppGame + DailyOptions>(session: &Session<G>, seed: Seed) -> bool {
    let same = |o: &G::Options| serde_json::to_string(o).ok();
    session.game.seed() == seed && same(session.game.options()) == same(&G::daily_options())
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
    let file = (KEY, "daily", Stored::Daily);
    storage::read_versioned(file, |f: &DailyFile| f.version, VERSION, notices).unwrap_or_default()
}

fn store(mut file: DailyFile, notices: Notices) {
    file.version = VERSION;
    if let Ok(text) = serde_json::to_string(&file) {
        storage::set(KEY, &text, notices);
    }
}

/// Marks `game`'s attempt in progress as a daily attempt of this kind, numbered after every
/// attempt so far.
pub fn start(mut entry: Playing, notices: Notices) {
    let mut file = load(notices);
    let numbers = file.playing.iter().map(|p| p.attempt);
    entry.attempt = 1 + numbers
        .chain(file.results.iter().map(|r| r.attempt))
        .max()
        .unwrap_or(0);
    file.playing.retain(|p| p.game != entry.game);
    file.playing.push(entry);
    store(file, notices);
}

/// Records a finished daily attempt, once (a reload of the final screen adds nothing). A
/// second attempt that started as counted while another was still open (two tabs) finishes
/// as practice: only the first finished one counts.
pub fn finish<G: AppGame + DailyOptions>(session: &Session<G>, notices: Notices) {
    let Some(outcome) = session.game.outcome() else {
        return;
    };
    let mut file = load(notices);
    let Some(entry) = file.playing_of(session).cloned() else {
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
        replay: session.to_save().to_link_code(),
    });
    store(file, notices);
}
