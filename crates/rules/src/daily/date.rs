//! A calendar date (proleptic Gregorian), the unit of the daily challenges.
//!
//! Dailies and streaks count calendar days, never hours: a day is one step of `day_index`
//! whatever its length in a time zone, so a 23- or 25-hour day at a daylight-saving switch is
//! still one day. The app reads the player's local date from the browser and hands it in.

use std::fmt;
use std::str::FromStr;

/// A date from 1000-01-01 to 9999-12-31, written `YYYY-MM-DD`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

/// Why a text is not a date, in words a player can read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DateError(pub String);

impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DateError {}

fn is_leap(year: u16) -> bool {
    year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
}

fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Date {
    /// The date, if it exists (no 31 April, 29 February only in leap years).
    pub fn new(year: u16, month: u8, day: u8) -> Option<Date> {
        let valid = (1000..=9999).contains(&year)
            && (1..=12).contains(&month)
            && (1..=days_in_month(year, month)).contains(&day);
        valid.then_some(Date { year, month, day })
    }

    /// For dates known to exist, written in the code.
    pub(super) const fn known(year: u16, month: u8, day: u8) -> Date {
        Date { year, month, day }
    }

    pub fn year(self) -> u16 {
        self.year
    }

    pub fn month(self) -> u8 {
        self.month
    }

    pub fn day(self) -> u8 {
        self.day
    }

    /// Days since 1970-01-01 (negative before): consecutive dates differ by exactly one.
    /// The civil-to-days count of H. Hinnant's `days_from_civil`, with March as the first
    /// month of the counting year so that 29 February falls at a year's end.
    pub fn day_index(self) -> i64 {
        let (m, d) = (i64::from(self.month), i64::from(self.day));
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let year_of_era = y - era * 400;
        let day_of_year = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
        let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
        era * 146_097 + day_of_era - 719_468
    }

    /// The date `days` days after this one (before, if negative), or `None` past the range.
    pub fn add_days(self, days: i64) -> Option<Date> {
        Date::from_day_index(self.day_index().checked_add(days)?)
    }

    /// The inverse of `day_index` (Hinnant's `civil_from_days`).
    pub fn from_day_index(index: i64) -> Option<Date> {
        let z = index.checked_add(719_468)?;
        let era = z.div_euclid(146_097);
        let day_of_era = z - era * 146_097;
        let year_of_era =
            (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let mp = (5 * day_of_year + 2) / 153;
        let day = day_of_year - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = year_of_era + era * 400 + i64::from(month <= 2);
        Date::new(
            u16::try_from(year).ok()?,
            u8::try_from(month).ok()?,
            u8::try_from(day).ok()?,
        )
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = DateError;

    /// Exactly `YYYY-MM-DD` (ISO 8601's calendar date), digits only, and a date that exists.
    fn from_str(text: &str) -> Result<Date, DateError> {
        let bytes = text.as_bytes();
        let shaped = bytes.len() == 10
            && bytes[4] == b'-'
            && bytes[7] == b'-'
            && bytes
                .iter()
                .enumerate()
                .all(|(i, b)| i == 4 || i == 7 || b.is_ascii_digit());
        if !shaped {
            return Err(DateError(format!(
                "'{text}' is not a date written YYYY-MM-DD"
            )));
        }
        let number = |range: std::ops::Range<usize>| text[range].parse::<u16>().unwrap_or(0);
        let (year, month, day) = (number(0..4), number(5..7), number(8..10));
        Date::new(year, month as u8, day as u8)
            .ok_or_else(|| DateError(format!("{text} is not a day of the calendar")))
    }
}

// Stored and linked as its text, `YYYY-MM-DD`, checked on the way in.
crate::seed::as_text!(Date);

#[cfg(test)]
mod tests {
    use super::Date;

    fn date(text: &str) -> Date {
        text.parse().unwrap()
    }

    #[test]
    fn day_indexes_count_calendar_days() {
        assert_eq!(date("1970-01-01").day_index(), 0);
        assert_eq!(date("2000-03-01").day_index(), 11_017);
        assert_eq!(date("2026-12-01").day_index(), 20_788);
        assert_eq!(date("1969-12-31").day_index(), -1);
    }

    #[test]
    fn every_day_for_three_centuries_is_one_after_the_last() {
        let mut day = date("1899-12-25");
        for _ in 0..120_000 {
            let next = day.add_days(1).unwrap();
            assert_eq!(next.day_index(), day.day_index() + 1);
            assert_eq!(Date::from_day_index(day.day_index()), Some(day));
            assert_eq!(next.to_string().parse::<Date>(), Ok(next));
            day = next;
        }
    }

    #[test]
    fn month_ends_and_leap_years() {
        assert_eq!(date("2028-02-28").add_days(1), Some(date("2028-02-29")));
        assert_eq!(date("2027-02-28").add_days(1), Some(date("2027-03-01")));
        assert_eq!(date("2100-02-28").add_days(1), Some(date("2100-03-01")));
        assert_eq!(date("2000-02-28").add_days(1), Some(date("2000-02-29")));
        assert_eq!(date("2026-12-31").add_days(1), Some(date("2027-01-01")));
        assert_eq!(date("2027-04-30").add_days(1), Some(date("2027-05-01")));
        assert_eq!(date("2027-03-01").add_days(-1), Some(date("2027-02-28")));
    }

    #[test]
    fn only_existing_dates_written_yyyy_mm_dd_are_read() {
        for bad in [
            "",
            "2026-2-01",
            "2026/12/01",
            "20261201",
            "2026-12-1",
            " 2026-12-01",
            "2026-12-01 ",
            "2026-13-01",
            "2026-00-10",
            "2026-12-00",
            "2026-12-32",
            "2027-02-29",
            "2100-02-29",
            "2027-04-31",
            "0999-12-31",
            "+026-12-01",
            "2026-１2-01",
            "today",
        ] {
            assert!(bad.parse::<Date>().is_err(), "{bad:?}");
        }
        assert_eq!(date("2028-02-29").to_string(), "2028-02-29");
        assert_eq!(date("2000-02-29").month(), 2);
    }

    #[test]
    fn dates_are_stored_as_their_text() {
        let json = serde_json::to_string(&date("2027-03-14")).unwrap();
        assert_eq!(json, "\"2027-03-14\"");
        assert_eq!(
            serde_json::from_str::<Date>(&json).unwrap(),
            date("2027-03-14")
        );
        assert!(serde_json::from_str::<Date>("\"2027-02-29\"").is_err());
    }
}
