//! The one action of The Number: a seat's secret pick, with its text notation `P:NNN`.

use std::fmt;
use std::str::FromStr;

use crate::{seated, GameId, PlayerId, RuleError, Seated};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pick {
    pub player: PlayerId,
    /// 0..=999, always read as three digits (leading zeros are digits too).
    pub number: u16,
}

impl Seated for Pick {
    fn seat(&self) -> PlayerId {
        self.player
    }
}

/// The three digits of a pick, hundreds first: 98 → [0, 9, 8].
pub fn digits_of(number: u16) -> [u8; 3] {
    [
        (number / 100 % 10) as u8,
        (number / 10 % 10) as u8,
        (number % 10) as u8,
    ]
}

/// `0:098` — seat (0-based), colon, exactly three digits.
impl FromStr for Pick {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Pick, RuleError> {
        let (player, number, bad) = seated(GameId::Number, text)?;
        if number.len() != 3 || !number.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        Ok(Pick {
            player,
            number: number.parse().map_err(|_| bad())?,
        })
    }
}

impl fmt::Display for Pick {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{:03}", self.player, self.number)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_and_keeps_leading_zeros() {
        let p = Pick {
            player: 2,
            number: 98,
        };
        assert_eq!(p.to_string(), "2:098");
        assert_eq!("2:098".parse::<Pick>(), Ok(p));
        assert_eq!(digits_of(98), [0, 9, 8]);
        assert_eq!(digits_of(0), [0, 0, 0]);
    }

    #[test]
    fn malformed_picks_are_refused() {
        for bad in [
            "", "2", "2:98", "2:0988", "x:123", ":123", "2:12a", "2-123", "123:111",
        ] {
            assert!(bad.parse::<Pick>().is_err(), "{bad} accepted");
        }
    }
}
