//! The player's dailies (`numera.daily`, docs/daily.md): the attempt in progress per game
//! and every finished attempt, each marked counted, practice or archive. A small versioned
//! JSON record of its own, carried by backups as the `daily` section; streaks are read from
//! its counted results (rules::daily::streak).

use serde::{Deserialize, Serialize};

use numera_rules::daily::{Daily, Date};
use numera_rules::json::{self, FromJson, ToJson};
use numera_rules::json_record;
use numera_rules::log::LogError;
use numera_rules::{GameId, Seed};

pub const DAILY_VERSION: u32 = 1;

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

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct DailyFile {
    pub version: u32,
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

impl DailyFile {
    pub fn decode(text: &str) -> Result<DailyFile, LogError> {
        super::decode(text, &[DAILY_VERSION])
    }

    pub fn encode(&self) -> String {
        let file = DailyFile {
            version: DAILY_VERSION,
            ..self.clone()
        };
        json::to_string(&file)
    }

    /// Takes the finished attempts of another browser that this one lacks (the same game,
    /// date, end and replay are the same attempt); the attempts in progress here stay as they
    /// are. An imported attempt is numbered after this browser's, and one that counted there
    /// for a day that already has a counted result here becomes practice: a day counts once.
    /// How many results were added.
    pub fn merge(&mut self, theirs: DailyFile) -> usize {
        let mut added = 0;
        for mut result in theirs.results {
            let same = |r: &DailyResult| {
                r.game == result.game
                    && r.date == result.date
                    && r.ended == result.ended
                    && r.replay == result.replay
            };
            if self.results.iter().any(same) {
                continue;
            }
            if result.kind == Kind::Counted && self.counted(result.game, result.date).is_some() {
                result.kind = Kind::Practice;
            }
            result.attempt = 1 + self.last_attempt();
            self.results.push(result);
            added += 1;
        }
        added
    }

    /// The highest attempt number given so far (0 when none).
    pub fn last_attempt(&self) -> u32 {
        let playing = self.playing.iter().map(|p| p.attempt);
        playing
            .chain(self.results.iter().map(|r| r.attempt))
            .max()
            .unwrap_or(0)
    }
}

const KINDS: [(&str, Kind); 3] = [
    ("counted", Kind::Counted),
    ("practice", Kind::Practice),
    ("archive", Kind::Archive),
];

impl Kind {
    /// Its name in the record, also the page's class for it (`daily-counted`).
    pub fn name(self) -> &'static str {
        KINDS
            .iter()
            .find(|(_, k)| *k == self)
            .map_or("", |(name, _)| name)
    }
}

impl FromJson for Kind {
    fn from_json(raw: &str) -> json::Result<Kind> {
        json::one_of(raw, &KINDS)
    }
}

impl ToJson for Kind {
    fn write_json(&self, out: &mut String) {
        json::write_name(&KINDS, self, out);
    }
}

json_record!(struct Playing { game, date, number, seed, kind, attempt });

json_record!(struct DailyResult {
    game, date, number, seed, kind, attempt, score, place, seats, ended, replay,
});

json_record!(struct DailyFile { version, playing, results });

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_is_named_as_it_is_stored() {
        for (name, kind) in KINDS {
            assert_eq!(kind.name(), name);
            let mut out = String::new();
            kind.write_json(&mut out);
            assert_eq!(out, format!("\"{name}\""));
        }
    }

    fn result(day: u8, kind: Kind, attempt: u32, ended: &str) -> DailyResult {
        let date = Date::new(2026, 12, day).unwrap();
        DailyResult {
            game: GameId::Nmbr9,
            date,
            number: u32::from(day),
            seed: Daily::of(GameId::Nmbr9, date).unwrap().seed,
            kind,
            attempt,
            score: 50,
            place: 1,
            seats: 1,
            ended: ended.into(),
            replay: format!("code-{ended}"),
        }
    }

    #[test]
    fn a_file_reads_back_as_written_and_a_later_version_is_refused() {
        let mut file = DailyFile::default();
        file.results.push(result(2, Kind::Counted, 1, "a"));
        let text = file.encode();
        let back = DailyFile::decode(&text).unwrap();
        assert_eq!(back.results, file.results);
        assert_eq!(back.version, DAILY_VERSION);
        let later = text.replace("\"version\":1", "\"version\":2");
        assert!(matches!(
            DailyFile::decode(&later),
            Err(LogError::UnknownVersion(2))
        ));
        assert!(DailyFile::decode("{\"version\":1,\"playing\":3}").is_err());
    }

    #[test]
    fn merging_adds_new_attempts_once_and_a_day_counts_once() {
        let mut here = DailyFile::default();
        here.results.push(result(2, Kind::Counted, 1, "a"));
        let mut there = DailyFile::default();
        there.results.push(result(2, Kind::Counted, 1, "a"));
        there.results.push(result(2, Kind::Counted, 1, "b"));
        there.results.push(result(3, Kind::Counted, 2, "c"));
        assert_eq!(here.merge(there.clone()), 2);
        assert_eq!(here.merge(there), 0);
        let kinds: Vec<_> = here.results.iter().map(|r| (r.kind, r.attempt)).collect();
        assert_eq!(
            kinds,
            [(Kind::Counted, 1), (Kind::Practice, 2), (Kind::Counted, 3)]
        );
    }
}
