//! The daily challenges: one deal per game and calendar date, the same for every player.
//!
//! The rule (docs/daily.md): the daily of date D is numbered from the launch date
//! (`LAUNCH` is #1, the next day #2, …); its seed is the low 40 bits of
//! SplitMix64(FNV-1a-64("numera daily <game> <number>")), and its options are the game's
//! fixed daily line-up (`DailyOptions`). The date is the player's local calendar date, which
//! the app reads from the browser and passes in: nothing here knows a clock or a time zone.

mod date;
mod lineup;
mod streak;

use std::fmt;

pub use date::{Date, DateError};
pub use lineup::DailyOptions;
pub use streak::{streak, Streak};

use super::rng::{fnv1a, mix};
use super::{GameId, Seed};

/// The first daily, #1.
pub const LAUNCH: Date = Date::known(2026, 12, 1);

/// One game's daily of one date.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Daily {
    pub game: GameId,
    pub date: Date,
    /// 1 on `LAUNCH`, one more each day after.
    pub number: u32,
    pub seed: Seed,
}

/// Why a date has no daily to open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DailyError {
    Malformed(DateError),
    BeforeLaunch(Date),
    /// A date after the player's today: its deal is not out yet.
    Future(Date),
}

impl fmt::Display for DailyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DailyError::Malformed(e) => write!(f, "{e}"),
            DailyError::BeforeLaunch(d) => {
                write!(f, "{d} is before the first daily ({LAUNCH}, #1)")
            }
            DailyError::Future(d) => write!(f, "the daily of {d} is not out yet"),
        }
    }
}

impl std::error::Error for DailyError {}

impl Daily {
    /// The daily of `game` on `date`; dates before the launch have none.
    pub fn of(game: GameId, date: Date) -> Result<Daily, DailyError> {
        let number = date.day_index() - LAUNCH.day_index() + 1;
        let number = u32::try_from(number)
            .ok()
            .filter(|&n| n >= 1)
            .ok_or(DailyError::BeforeLaunch(date))?;
        let text = format!("numera daily {game} {number}");
        let seed = Seed::from_bits(mix(fnv1a(text.as_bytes())));
        Ok(Daily {
            game,
            date,
            number,
            seed,
        })
    }

    /// The daily a `?day=YYYY-MM-DD` address asks for, as seen on the player's `today`:
    /// refused when malformed, before the launch or still to come.
    pub fn asked(game: GameId, text: &str, today: Date) -> Result<Daily, DailyError> {
        let text = text.trim();
        // "4" or "#4": the daily's number, as the app labels dailies.
        let number = text.strip_prefix('#').unwrap_or(text);
        let date = match number.parse::<u32>() {
            Ok(0) => LAUNCH
                .add_days(-1)
                .ok_or(DailyError::BeforeLaunch(LAUNCH))?,
            Ok(n) => LAUNCH
                .add_days(i64::from(n) - 1)
                .ok_or(DailyError::Future(today))?,
            Err(_) => text.parse().map_err(DailyError::Malformed)?,
        };
        if date > today {
            return Err(DailyError::Future(date));
        }
        Daily::of(game, date)
    }
}

#[cfg(test)]
mod tests;
