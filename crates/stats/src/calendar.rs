//! The daily challenges as a calendar: one month as a grid of weeks (Monday first, ISO 8601),
//! each day with what the player did with that day's dailies (store::daily): counted on the
//! day, or only played later from the archive.

use numera_rules::daily::{streak, Date, Streak, LAUNCH};
use numera_rules::GameId;
use numera_store::daily::{DailyFile, Kind};

/// A calendar month.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Month {
    pub year: u16,
    pub month: u8,
}

impl Month {
    pub fn of(date: Date) -> Month {
        Month {
            year: date.year(),
            month: date.month(),
        }
    }

    pub fn first(self) -> Option<Date> {
        Date::new(self.year, self.month, 1)
    }

    /// Every date of the month, in order.
    pub fn dates(self) -> Vec<Date> {
        (1..=31)
            .map_while(|d| Date::new(self.year, self.month, d))
            .collect()
    }

    pub fn previous(self) -> Month {
        match self.month {
            1 => Month {
                year: self.year - 1,
                month: 12,
            },
            m => Month {
                year: self.year,
                month: m - 1,
            },
        }
    }

    pub fn next(self) -> Month {
        match self.month {
            12 => Month {
                year: self.year + 1,
                month: 1,
            },
            m => Month {
                year: self.year,
                month: m + 1,
            },
        }
    }

    /// `YYYY-MM`, as in a `<time datetime>`.
    pub fn iso(self) -> String {
        format!("{:04}-{:02}", self.year, self.month)
    }
}

/// 0 for Monday to 6 for Sunday (1970-01-01, day 0, was a Thursday).
pub fn weekday(date: Date) -> usize {
    (date.day_index() + 3).rem_euclid(7) as usize
}

/// One day of the grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Day {
    pub date: Date,
    /// Dailies counted on their own day (of the game shown, or of every game).
    pub counted: u32,
    /// The counted score, when one game is shown and its daily counted.
    pub score: Option<i64>,
    /// Played only later, from the archive: never part of a streak.
    pub later: bool,
    pub today: bool,
}

/// The month as weeks of seven days, `None` outside the month.
pub fn month_grid(
    month: Month,
    file: &DailyFile,
    game: Option<GameId>,
    today: Date,
) -> Vec<[Option<Day>; 7]> {
    let shown = |g: GameId| game.is_none_or(|w| w == g);
    let mut weeks: Vec<[Option<Day>; 7]> = Vec::new();
    for date in month.dates() {
        let of_day = || {
            file.results
                .iter()
                .filter(move |r| r.date == date && shown(r.game))
        };
        let counted: Vec<i64> = of_day()
            .filter(|r| r.kind == Kind::Counted)
            .map(|r| r.score)
            .collect();
        let later = counted.is_empty() && of_day().any(|r| r.kind == Kind::Archive);
        let day = Day {
            date,
            counted: counted.len() as u32,
            score: game.and(counted.first().copied()),
            later,
            today: date == today,
        };
        let column = weekday(date);
        if column == 0 || weeks.is_empty() {
            weeks.push(Default::default());
        }
        if let Some(week) = weeks.last_mut() {
            week[column] = Some(day);
        }
    }
    weeks
}

/// The address that plays `game`'s daily of `date`, seen on `today`: today's own daily (it may
/// count), a past day's from the archive (it never changes a streak), none before the first
/// daily or for a day still to come. This is how the calendar browses the archive.
pub fn archive_link(game: GameId, date: Date, today: Date) -> Option<String> {
    if date == today {
        Some(format!("/{game}?daily"))
    } else if LAUNCH <= date && date < today {
        Some(format!("/{game}?day={date}"))
    } else {
        None
    }
}

/// The dates with a counted daily, of one game or (`None`) of any: a day counts for the
/// streak across games when at least one daily was counted on it.
pub fn counted_days(file: &DailyFile, game: Option<GameId>) -> Vec<Date> {
    file.results
        .iter()
        .filter(|r| r.kind == Kind::Counted && game.is_none_or(|g| g == r.game))
        .map(|r| r.date)
        .collect()
}

/// The daily streak of one game or of any, as seen on `today`.
pub fn daily_streak(file: &DailyFile, game: Option<GameId>, today: Date) -> Streak {
    streak(&counted_days(file, game), today)
}

#[cfg(test)]
mod tests {
    use super::*;
    use numera_store::daily::DailyResult;

    fn date(text: &str) -> Date {
        text.parse().unwrap()
    }

    fn result(game: GameId, day: &str, kind: Kind, score: i64) -> DailyResult {
        DailyResult {
            game,
            date: date(day),
            number: 1,
            seed: "K7QX2M9P".parse().unwrap(),
            kind,
            attempt: 1,
            score,
            place: 1,
            seats: 1,
            ended: format!("{day}T10:00:00Z"),
            replay: String::new(),
        }
    }

    #[test]
    fn the_archive_opens_every_day_from_the_first_daily_to_today() {
        let today = date("2027-01-10");
        let link = |d: &str| archive_link(GameId::Nmbr9, date(d), today);
        assert_eq!(link("2027-01-10").as_deref(), Some("/nmbr9?daily"));
        assert_eq!(link("2027-01-09").as_deref(), Some("/nmbr9?day=2027-01-09"));
        assert_eq!(link("2026-12-01").as_deref(), Some("/nmbr9?day=2026-12-01"));
        assert_eq!(link("2026-11-30"), None, "before the first daily");
        assert_eq!(link("2027-01-11"), None, "still to come");
        // Each link names a daily the rule accepts on that day.
        for n in 0..41 {
            let day = LAUNCH.add_days(n).unwrap();
            let href = archive_link(GameId::Sequence, day, today).unwrap();
            if let Some(asked) = href.strip_prefix("/sequence?day=") {
                assert!(numera_rules::daily::Daily::asked(GameId::Sequence, asked, today).is_ok());
            }
        }
    }

    #[test]
    fn weeks_start_on_monday_and_hold_the_whole_month() {
        assert_eq!(weekday(date("1970-01-01")), 3);
        assert_eq!(weekday(date("2026-12-01")), 1); // a Tuesday
        let empty = DailyFile::default();
        let december = Month {
            year: 2026,
            month: 12,
        };
        let weeks = month_grid(december, &empty, None, date("2026-12-15"));
        assert_eq!(weeks.len(), 5);
        assert!(weeks[0][0].is_none());
        assert_eq!(
            weeks[0][1].as_ref().map(|d| d.date),
            Some(date("2026-12-01"))
        );
        assert_eq!(
            weeks[4][3].as_ref().map(|d| d.date),
            Some(date("2026-12-31"))
        );
        assert!(weeks[4][4].is_none());
        let days: usize = weeks.iter().map(|w| w.iter().flatten().count()).sum();
        assert_eq!(days, 31);
        let today: Vec<Date> = weeks
            .iter()
            .flatten()
            .flatten()
            .filter(|d| d.today)
            .map(|d| d.date)
            .collect();
        assert_eq!(today, [date("2026-12-15")]);
        // February 2027 starts on a Monday and fills four weeks exactly.
        let feb = month_grid(
            Month {
                year: 2027,
                month: 2,
            },
            &empty,
            None,
            date("2026-12-15"),
        );
        assert_eq!(feb.len(), 4);
        assert!(feb.iter().all(|w| w.iter().all(Option::is_some)));
        assert_eq!(
            december.next(),
            Month {
                year: 2027,
                month: 1
            }
        );
        assert_eq!(december.next().previous(), december);
        assert_eq!(december.iso(), "2026-12");
    }

    #[test]
    fn days_are_marked_with_their_counted_and_archive_results() {
        let mut file = DailyFile::default();
        file.results
            .push(result(GameId::Nmbr9, "2026-12-02", Kind::Counted, 61));
        file.results
            .push(result(GameId::Nmbr9, "2026-12-02", Kind::Practice, 90));
        file.results
            .push(result(GameId::Number, "2026-12-02", Kind::Counted, 120));
        file.results
            .push(result(GameId::Nmbr9, "2026-12-05", Kind::Archive, 70));
        let day = |game: Option<GameId>, d: &str| {
            let weeks = month_grid(
                Month {
                    year: 2026,
                    month: 12,
                },
                &file,
                game,
                date("2026-12-09"),
            );
            weeks
                .into_iter()
                .flatten()
                .flatten()
                .find(|x| x.date == date(d))
                .unwrap()
        };
        let all = day(None, "2026-12-02");
        assert_eq!((all.counted, all.score, all.later), (2, None, false));
        let nmbr9 = day(Some(GameId::Nmbr9), "2026-12-02");
        assert_eq!((nmbr9.counted, nmbr9.score), (1, Some(61)));
        let later = day(Some(GameId::Nmbr9), "2026-12-05");
        assert_eq!((later.counted, later.later), (0, true));
        assert!(!day(Some(GameId::Number), "2026-12-05").later);
        assert_eq!(day(None, "2026-12-03").counted, 0);
        let on = date("2026-12-03");
        assert_eq!(
            daily_streak(&file, None, on),
            Streak {
                current: 1,
                best: 1
            }
        );
        assert_eq!(
            daily_streak(&file, Some(GameId::Nmbr9), date("2026-12-05")).current,
            0
        );
        assert_eq!(
            daily_streak(&file, Some(GameId::Mino), on),
            Streak::default()
        );
    }
}
