//! Streaks: how many days in a row a player has played their daily, counted on calendar
//! dates (`Date::day_index`), never on elapsed hours, so midnight, a daylight-saving switch or
//! a change of time zone cannot break one. Only dailies played on their own day
//! count (the app records the local date when the daily starts); archive days never do.

use super::Date;

/// The current run and the longest one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Streak {
    /// The run that ends on the last day played, while that day is today or yesterday (the
    /// run is still alive until today ends), or later: a flight west can make a day already
    /// played "tomorrow" again, and that must not break the run.
    pub current: u32,
    pub best: u32,
}

/// The streak of the days in `played` (any order, repeats allowed) as seen on `today`.
pub fn streak(played: &[Date], today: Date) -> Streak {
    // Ordered and without repeats by insertion, not a sort: home computes streaks, and a slice
    // sort brings quicksort into its module (docs/experiments/performance-log.md, "Third round").
    let mut days: Vec<i64> = Vec::with_capacity(played.len());
    for day in played.iter().map(|d| d.day_index()) {
        if let Err(at) = days.binary_search(&day) {
            days.insert(at, day);
        }
    }
    let (mut best, mut run, mut previous) = (0, 0, None);
    for &day in &days {
        run = if previous == Some(day - 1) {
            run + 1
        } else {
            1
        };
        best = best.max(run);
        previous = Some(day);
    }
    // `run` is now the run ending on the last day played.
    let alive = previous.is_some_and(|last| last >= today.day_index() - 1);
    Streak {
        current: if alive { run } else { 0 },
        best,
    }
}

#[cfg(test)]
mod tests {
    use super::{streak, Streak};
    use crate::daily::Date;

    fn dates(texts: &[&str]) -> Vec<Date> {
        texts.iter().map(|t| t.parse().unwrap()).collect()
    }

    fn on(played: &[&str], today: &str) -> Streak {
        streak(&dates(played), today.parse().unwrap())
    }

    #[test]
    fn a_run_lives_until_a_whole_day_is_missed() {
        let played = ["2026-12-01", "2026-12-02", "2026-12-03"];
        assert_eq!(
            on(&played, "2026-12-03"),
            Streak {
                current: 3,
                best: 3
            }
        );
        // Tomorrow, before playing: still alive.
        assert_eq!(
            on(&played, "2026-12-04"),
            Streak {
                current: 3,
                best: 3
            }
        );
        // A day missed: the run is over, the best stays.
        assert_eq!(
            on(&played, "2026-12-05"),
            Streak {
                current: 0,
                best: 3
            }
        );
        assert_eq!(on(&[], "2026-12-05"), Streak::default());
    }

    /// Each run ends today, a day after the day before: it counts every day it holds.
    #[test]
    fn runs_cross_month_year_leap_and_daylight_saving_days() {
        // 2027-03-14 lasts 23 hours in New York, 2027-11-07 lasts 25: still one day each.
        let runs: [&[&str]; 5] = [
            &["2027-12-30", "2027-12-31", "2028-01-01"],
            &["2028-02-28", "2028-02-29", "2028-03-01"],
            &["2027-02-28", "2027-03-01"],
            &["2027-03-13", "2027-03-14", "2027-03-15"],
            &["2027-11-06", "2027-11-07", "2027-11-08"],
        ];
        for played in runs {
            let today = played[played.len() - 1];
            assert_eq!(on(played, today).current, played.len() as u32, "{played:?}");
        }
    }

    #[test]
    fn repeats_order_and_a_flight_west_change_nothing() {
        let played = ["2026-12-03", "2026-12-01", "2026-12-02", "2026-12-02"];
        assert_eq!(
            on(&played, "2026-12-03"),
            Streak {
                current: 3,
                best: 3
            }
        );
        // A flight west makes yesterday's date today again: the run holds, whole.
        let played = ["2026-12-01", "2026-12-02", "2026-12-03"];
        assert_eq!(on(&played, "2026-12-02").current, 3);
        let gaps = [
            "2026-12-01",
            "2026-12-02",
            "2026-12-04",
            "2026-12-05",
            "2026-12-06",
        ];
        assert_eq!(
            on(&gaps, "2026-12-06"),
            Streak {
                current: 3,
                best: 3
            }
        );
        assert_eq!(
            on(&gaps[..2], "2026-12-02"),
            Streak {
                current: 2,
                best: 2
            }
        );
    }
}
