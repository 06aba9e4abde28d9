//! The actions of Mino Dice and their text notation (docs/notation.md): `2:bid:3` (seat 2
//! bids three tricks) and `0:roll:blue` (seat 0 rolls one of its blue dice).
//!
//! A roll names a kind of die, not a die: dice of one kind are alike. The face is not part
//! of the action: the engine rolls it from the seed. No spaces inside an action, because an
//! actions file separates actions by spaces; parsing also reads `2:bid 3` and `2:bid3`.

use std::fmt;
use std::str::FromStr;

use super::dice::Kind;
use crate::{seated, GameId, PlayerId, RuleError, Seated};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// A secret bid of 0..=N tricks, revealed once everyone has bid.
    Bid(u8),
    /// Roll one die of this kind from behind the screen.
    Roll(Kind),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Action {
    pub player: PlayerId,
    pub mv: Move,
}

impl Seated for Action {
    fn seat(&self) -> PlayerId {
        self.player
    }
}

impl FromStr for Action {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Action, RuleError> {
        let (player, rest, bad) = seated(GameId::Mino, text.trim())?;
        let argument = |word: &str| {
            rest.strip_prefix(word).map(|arg| {
                arg.strip_prefix(':')
                    .or_else(|| arg.strip_prefix(' '))
                    .unwrap_or(arg)
                    .trim()
            })
        };
        let mv = if let Some(n) = argument("bid") {
            if n.is_empty() || n.len() > 2 || !n.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            Move::Bid(n.parse().map_err(|_| bad())?)
        } else if let Some(kind) = argument("roll") {
            Move::Roll(Kind::parse(kind)?)
        } else {
            return Err(bad());
        };
        Ok(Action { player, mv })
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.mv {
            Move::Bid(n) => write!(f, "{}:bid:{n}", self.player),
            Move::Roll(kind) => write!(f, "{}:roll:{kind}", self.player),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for a in [
            Action {
                player: 2,
                mv: Move::Bid(3),
            },
            Action {
                player: 0,
                mv: Move::Roll(Kind::Blue),
            },
            Action {
                player: 5,
                mv: Move::Roll(Kind::Siren),
            },
        ] {
            assert_eq!(a.to_string().parse::<Action>(), Ok(a));
        }
        assert_eq!("2:bid:3".parse::<Action>().unwrap().to_string(), "2:bid:3");
        assert_eq!("2:bid 3".parse::<Action>(), "2:bid:3".parse::<Action>());
        assert_eq!("2:bid3".parse::<Action>(), "2:bid:3".parse::<Action>());
        assert_eq!(
            "0:roll Minotaur".parse::<Action>().unwrap().to_string(),
            "0:roll:minotaur"
        );
    }

    #[test]
    fn malformed_actions_are_refused() {
        for bad in [
            "",
            "bid:3",
            "0:",
            "0:bid",
            "0:bid:",
            "0:bid:x",
            "0:bid:-1",
            "0:bid:123",
            "0:roll",
            "0:roll:green",
            "x:bid:1",
            "123:bid:1",
            "0:pass",
            "0:rollblue:",
        ] {
            assert!(bad.parse::<Action>().is_err(), "{bad} accepted");
        }
    }
}
