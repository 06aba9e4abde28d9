//! The actions of Sequence Numbers and their text notation (docs/notation.md):
//! `0:17+9@3,4` (play an equation card, chip at row 3, column 4), `0:plus@3,4`,
//! `0:minus@3,4` (take that chip off), `0:dead:17+9` (exchange a dead card), `0:pass`.
//!
//! A card is named by what is printed on it: every equation of a deck is different, and the
//! two Plus (or Minus) cards are alike, so the text names the card as well as an id would,
//! and a log stays readable.

use std::fmt;
use std::str::FromStr;

use super::board::{cell, row_col, Cell, CELLS, SIDE};
use super::deck::Card;
use crate::{seated, GameId, PlayerId, RuleError, Seated};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// An equation card (chip on a free space showing its answer) or a Plus (any free space).
    Place { card: Card, cell: Cell },
    /// A Minus card: take an opponent's chip off `cell`; nothing is placed.
    Remove { cell: Cell },
    /// Discard a dead equation card and draw a replacement; the turn goes on.
    Dead { card: Card },
    /// Only when no card can be played: the turn passes without playing or drawing.
    Pass,
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

/// `3,4`: row then column, each 0–9.
pub fn cell_text(c: Cell) -> String {
    let (r, col) = row_col(c);
    format!("{r},{col}")
}

fn parse_cell(text: &str) -> Option<Cell> {
    let (r, c) = text.split_once(',')?;
    let digit = |s: &str| -> Option<usize> {
        (s.len() == 1 && s.as_bytes()[0].is_ascii_digit())
            .then(|| (s.as_bytes()[0] - b'0') as usize)
    };
    let (r, c) = (digit(r)?, digit(c)?);
    (r < SIDE && c < SIDE && r * SIDE + c < CELLS).then(|| cell(r, c))
}

impl FromStr for Action {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Action, RuleError> {
        let (player, rest, bad) = seated(GameId::Sequence, text.trim())?;
        let mv = if rest == "pass" {
            Move::Pass
        } else if let Some(card) = rest.strip_prefix("dead:") {
            Move::Dead {
                card: Card::parse(card)?,
            }
        } else {
            let (card, at) = rest.split_once('@').ok_or_else(bad)?;
            let cell = parse_cell(at).ok_or_else(bad)?;
            match Card::parse(card)? {
                Card::Minus => Move::Remove { cell },
                card => Move::Place { card, cell },
            }
        };
        Ok(Action { player, mv })
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = self.player;
        match self.mv {
            Move::Place { card, cell } => write!(f, "{p}:{}@{}", card.text(), cell_text(cell)),
            Move::Remove { cell } => write!(f, "{p}:minus@{}", cell_text(cell)),
            Move::Dead { card } => write!(f, "{p}:dead:{}", card.text()),
            Move::Pass => write!(f, "{p}:pass"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sequence::deck::Op;

    #[test]
    fn notation_round_trips() {
        let eq = Card::Equation {
            a: 17,
            op: Op::Add,
            b: 9,
        };
        let cases = [
            ("0:17+9@3,4", Move::Place { card: eq, cell: 34 }),
            (
                "1:plus@0,1",
                Move::Place {
                    card: Card::Plus,
                    cell: 1,
                },
            ),
            ("2:minus@9,8", Move::Remove { cell: 98 }),
            ("3:dead:17+9", Move::Dead { card: eq }),
            ("5:pass", Move::Pass),
        ];
        for (text, mv) in cases {
            let a = text.parse::<Action>().unwrap();
            assert_eq!(a.mv, mv, "{text}");
            assert_eq!(a.to_string(), text);
        }
        assert_eq!(
            " 0:17+9@3,4 ".parse::<Action>().map(|a| a.player),
            Ok(0),
            "surrounding spaces are ignored"
        );
    }

    #[test]
    fn malformed_actions_are_refused() {
        for bad in [
            "",
            "0",
            "0:",
            "x:pass",
            ":pass",
            "123:pass",
            "0:passs",
            "0:17+9",
            "0:17+9@3",
            "0:17+9@3,",
            "0:17+9@10,1",
            "0:17+9@3,4,5",
            "0:17+9@-1,2",
            "0:dead:",
            "0:dead",
            "0:17?9@1,1",
            "0:plus@a,b",
            "0;pass",
        ] {
            assert!(bad.parse::<Action>().is_err(), "{bad} accepted");
        }
    }
}
