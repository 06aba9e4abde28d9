//! The one action of NMBR 9: a seat places the current card's tile, text form `S:x,y,r`.
//! The digit is the current card's; the level is where the tile comes to rest.

use std::fmt;
use std::str::FromStr;

use crate::{seated, GameId, PlayerId, RuleError, Seated};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Place {
    pub player: PlayerId,
    /// Top-left corner of the rotated tile's box, in board cells (may be negative).
    pub x: i32,
    pub y: i32,
    /// Quarter turns clockwise, 0–3.
    pub rotation: u8,
}

impl Seated for Place {
    fn seat(&self) -> PlayerId {
        self.player
    }
}

impl FromStr for Place {
    type Err = RuleError;

    /// `0:3,-2,1` — seat, colon, x, y and rotation separated by commas.
    fn from_str(text: &str) -> Result<Place, RuleError> {
        let (player, rest, bad) = seated(GameId::Nmbr9, text)?;
        let parts: Vec<&str> = rest.split(',').collect();
        let [x, y, r] = parts[..] else {
            return Err(bad());
        };
        let small_int = |s: &str| -> Result<i32, RuleError> {
            let digits = s.strip_prefix('-').unwrap_or(s);
            if digits.is_empty() || digits.len() > 6 || !digits.bytes().all(|b| b.is_ascii_digit())
            {
                return Err(bad());
            }
            s.parse().map_err(|_| bad())
        };
        if r.len() != 1 || !matches!(r.as_bytes()[0], b'0'..=b'3') {
            return Err(bad());
        }
        Ok(Place {
            player,
            x: small_int(x)?,
            y: small_int(y)?,
            rotation: r.as_bytes()[0] - b'0',
        })
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{},{},{}", self.player, self.x, self.y, self.rotation)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_with_negative_coordinates() {
        let p = Place {
            player: 1,
            x: 3,
            y: -12,
            rotation: 3,
        };
        assert_eq!(p.to_string(), "1:3,-12,3");
        assert_eq!("1:3,-12,3".parse::<Place>(), Ok(p));
        assert_eq!(" 0:0,0,0 ".parse::<Place>().map(|p| p.rotation), Ok(0));
    }

    #[test]
    fn malformed_placements_are_refused() {
        for bad in [
            "",
            "0",
            "0:",
            "0:1,2",
            "0:1,2,3,4",
            "0:1,2,4",
            "0:a,2,1",
            "x:1,2,1",
            ":1,2,1",
            "0:1,,1",
            "0:--1,2,1",
            "0:1,2,-1",
            "0:1234567,0,0",
            "123:0,0,0",
            "0;1,2,3",
            "0:+1,2,0",
        ] {
            assert!(bad.parse::<Place>().is_err(), "{bad} accepted");
        }
    }
}
