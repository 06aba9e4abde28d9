//! The actions of Dungeons of Numera and their text notation (docs/notation.md): `w:0@3,4`,
//! `s:2`, `f:0,1@3`, `r:101`, `p:1+`, `x2:r:010`, `x2:p:0-`, `roll`, `next`.

use std::fmt;
use std::str::FromStr;

use super::map::Pos;
use crate::{GameId, Notation, PlayerId, RuleError, Seated};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// Write die `die` (its place in the roll, 0–2) on tile `pos`.
    Write { die: u8, pos: Pos },
    /// Die `die` has no legal tile: it fills a skull.
    Skull { die: u8 },
    /// Two equal dice tick a box of monster `monster` (0-based on the monster page).
    Fight { dice: [u8; 2], monster: u8 },
    /// Reroll the unused dice whose bit is set (bit i = die i); `doubled`: through ×2.
    Reroll { mask: u8, doubled: bool },
    /// ±1 on die `die`; `doubled`: through ×2.
    Adjust { die: u8, up: bool, doubled: bool },
    /// Every die is used: roll the next three.
    Roll,
    /// The map is over: go on to the next map of the campaign.
    Next,
}

/// Solo: every action is the one seat's, and its text names no seat.
impl Seated for Action {
    fn seat(&self) -> PlayerId {
        0
    }
}

fn bad(text: &str) -> RuleError {
    RuleError::notation(Notation::Action(GameId::Dungeon), text)
}

fn small(text: &str, max: u8) -> Option<u8> {
    if text.len() != 1 {
        return None;
    }
    text.parse::<u8>().ok().filter(|&n| n <= max)
}

fn coordinate(text: &str) -> Option<u8> {
    if text.is_empty() || text.len() > 2 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

impl FromStr for Action {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Action, RuleError> {
        let t = text.trim();
        let fail = || bad(t);
        match t {
            "roll" => return Ok(Action::Roll),
            "next" => return Ok(Action::Next),
            _ => {}
        }
        let (doubled, body) = match t.strip_prefix("x2:") {
            Some(rest) => (true, rest),
            None => (false, t),
        };
        let (kind, arg) = body.split_once(':').ok_or_else(fail)?;
        let action = match (kind, doubled) {
            ("w", false) => {
                let (die, at) = arg.split_once('@').ok_or_else(fail)?;
                let (x, y) = at.split_once(',').ok_or_else(fail)?;
                Action::Write {
                    die: small(die, 2).ok_or_else(fail)?,
                    pos: Pos::new(
                        coordinate(x).ok_or_else(fail)?,
                        coordinate(y).ok_or_else(fail)?,
                    ),
                }
            }
            ("s", false) => Action::Skull {
                die: small(arg, 2).ok_or_else(fail)?,
            },
            ("f", false) => {
                let (dice, monster) = arg.split_once('@').ok_or_else(fail)?;
                let (d, e) = dice.split_once(',').ok_or_else(fail)?;
                Action::Fight {
                    dice: [small(d, 2).ok_or_else(fail)?, small(e, 2).ok_or_else(fail)?],
                    monster: small(monster, 9).ok_or_else(fail)?,
                }
            }
            ("r", _) => {
                if arg.len() != 3 || !arg.bytes().all(|b| b == b'0' || b == b'1') {
                    return Err(fail());
                }
                let mask = arg
                    .bytes()
                    .enumerate()
                    .fold(0, |m, (i, b)| m | (u8::from(b == b'1') << i));
                Action::Reroll { mask, doubled }
            }
            ("p", _) => {
                // By character, not byte: any text may come in (a link, a file).
                let (die, up) = match (arg.strip_suffix('+'), arg.strip_suffix('-')) {
                    (Some(die), _) => (die, true),
                    (None, Some(die)) => (die, false),
                    _ => return Err(fail()),
                };
                Action::Adjust {
                    die: small(die, 2).ok_or_else(fail)?,
                    up,
                    doubled,
                }
            }
            _ => return Err(fail()),
        };
        Ok(action)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let x2 = |doubled: bool| if doubled { "x2:" } else { "" };
        match *self {
            Action::Write { die, pos } => write!(f, "w:{die}@{},{}", pos.x, pos.y),
            Action::Skull { die } => write!(f, "s:{die}"),
            Action::Fight { dice, monster } => write!(f, "f:{},{}@{monster}", dice[0], dice[1]),
            Action::Reroll { mask, doubled } => {
                let bits: String = (0..3)
                    .map(|i| if mask & (1 << i) != 0 { '1' } else { '0' })
                    .collect();
                write!(f, "{}r:{bits}", x2(doubled))
            }
            Action::Adjust { die, up, doubled } => {
                write!(f, "{}p:{die}{}", x2(doubled), if up { '+' } else { '-' })
            }
            Action::Roll => f.write_str("roll"),
            Action::Next => f.write_str("next"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in [
            "w:0@3,4", "w:2@11,0", "s:1", "f:0,2@5", "r:101", "x2:r:010", "p:1+", "x2:p:0-",
            "roll", "next",
        ] {
            let a = text.parse::<Action>().unwrap();
            assert_eq!(a.to_string(), text);
        }
        assert_eq!(
            "r:100".parse::<Action>(),
            Ok(Action::Reroll {
                mask: 1,
                doubled: false
            })
        );
    }

    #[test]
    fn malformed_actions_are_refused() {
        for text in [
            "",
            "w",
            "w:",
            "w:3@1,1",
            "w:0@1",
            "w:0@-1,2",
            "w:0@100,2",
            "s:",
            "s:3",
            "f:0@1",
            "f:0,1",
            "r:11",
            "r:121",
            "p:1",
            "p:+",
            "p:3+",
            "x2:w:0@1,1",
            "x2:roll",
            "Roll",
            // Text that is not ASCII is refused, never sliced inside a character.
            "p:é",
            "p:0٣",
            "x2:p:1é",
            "p:1−",
            "w:é@1,1",
        ] {
            assert!(text.parse::<Action>().is_err(), "{text} accepted");
        }
    }
}
