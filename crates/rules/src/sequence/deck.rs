//! The 100 cards, as data: two equation cards for every number 1–48, two Plus, two Minus.
//!
//! Our design (docs/rules/sequence.md, "The deck": the published deck is not public). Each
//! edition is one list of 96 equations, two per number in order (cards 0–1 make 1, cards 2–3
//! make 2, …): a test evaluates every one to its number. Operands are whole numbers: addends
//! 1–30, subtrahends 2–30, factors 2–9, divisors 2–9 (dividends kept to 150 so they stay easy
//! to work out).
//! - `PlusMinus` (the default, the published game's operations): for each number one
//!   addition and one subtraction (two subtractions for 1, which no two addends make).
//! - `FourOperations`: the first card is a product where the number is one of two factors
//!   2–9 (24 numbers), else an addition; the second a division for odd numbers, else a
//!   subtraction. So each operation is on about a quarter of the cards.
//!
//! A card is identified by its id, 0–99: 0–95 the equations above, 96–97 Plus, 98–99 Minus.
//! Every equation of an edition is different, so its text names one card.

use serde::{Deserialize, Serialize};

use crate::{Notation, RuleError};

pub type CardId = u8;

pub const DECK_SIZE: usize = 100;
pub const EQUATIONS: usize = 96;
pub const FIRST_PLUS: CardId = 96;
pub const FIRST_MINUS: CardId = 98;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Edition {
    #[default]
    PlusMinus,
    FourOperations,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
}

impl Op {
    pub fn symbol(self) -> char {
        match self {
            Op::Add => '+',
            Op::Sub => '-',
            Op::Mul => 'x',
            Op::Div => '/',
        }
    }

    /// The operations as people write them: ASCII and the usual signs.
    fn from_char(c: char) -> Option<Op> {
        match c {
            '+' => Some(Op::Add),
            '-' | '−' => Some(Op::Sub),
            'x' | 'X' | '*' | '×' => Some(Op::Mul),
            '/' | '÷' => Some(Op::Div),
            _ => None,
        }
    }
}

/// What is printed on a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Card {
    Equation {
        a: u16,
        op: Op,
        b: u16,
    },
    /// A chip on any free space.
    Plus,
    /// Remove an opponent's chip that is not in a completed sequence.
    Minus,
}

impl Card {
    /// The number an equation makes (`None` for Plus and Minus, and for an equation that
    /// does not come out whole, which no deck holds).
    pub fn answer(self) -> Option<u8> {
        let Card::Equation { a, op, b } = self else {
            return None;
        };
        let value = match op {
            Op::Add => a.checked_add(b)?,
            Op::Sub => a.checked_sub(b)?,
            Op::Mul => a.checked_mul(b)?,
            Op::Div if b != 0 && a % b == 0 => a / b,
            Op::Div => return None,
        };
        u8::try_from(value).ok()
    }

    /// Colour group 0–3 of the answer (1–12, 13–24, 25–36, 37–48); `None` for Plus and Minus.
    pub fn colour(self) -> Option<u8> {
        self.answer().map(group_of)
    }

    /// `17+9`, `40-23`, `6x7`, `135/3`, `plus`, `minus`.
    pub fn text(self) -> String {
        match self {
            Card::Equation { a, op, b } => format!("{a}{}{b}", op.symbol()),
            Card::Plus => "plus".into(),
            Card::Minus => "minus".into(),
        }
    }

    /// The checked inverse of `text` (also reads `×`, `*`, `÷`, `−`). It does not say whether
    /// the card is in a deck: see `Deck::find`.
    pub fn parse(text: &str) -> Result<Card, RuleError> {
        let t = text.trim();
        match t.to_ascii_lowercase().as_str() {
            "plus" => return Ok(Card::Plus),
            "minus" => return Ok(Card::Minus),
            _ => {}
        }
        let bad = || RuleError::notation(Notation::Card, t);
        // The operator is the first sign after at least one digit.
        let (at, op) = t
            .char_indices()
            .skip(1)
            .find_map(|(i, c)| Op::from_char(c).map(|op| (i, op)))
            .ok_or_else(bad)?;
        let (a, rest) = t.split_at(at);
        let b = &rest[rest.chars().next().map_or(0, char::len_utf8)..];
        let number = |s: &str| -> Result<u16, RuleError> {
            if s.is_empty() || s.len() > 3 || !s.bytes().all(|d| d.is_ascii_digit()) {
                return Err(bad());
            }
            s.parse().map_err(|_| bad())
        };
        Ok(Card::Equation {
            a: number(a)?,
            op,
            b: number(b)?,
        })
    }
}

/// Colour group 0–3 of a board number 1–48.
pub fn group_of(number: u8) -> u8 {
    (number.saturating_sub(1) / 12).min(3)
}

/// The card with id `id` in `edition`. Panics on an id of 100 or more (ids come from the
/// state, which only holds valid ones).
pub fn card(edition: Edition, id: CardId) -> Card {
    match id {
        0..FIRST_PLUS => {
            let (a, op, b) = match edition {
                Edition::PlusMinus => PLUS_MINUS[id as usize],
                Edition::FourOperations => FOUR_OPERATIONS[id as usize],
            };
            Card::Equation { a, op, b }
        }
        FIRST_PLUS..FIRST_MINUS => Card::Plus,
        _ => Card::Minus,
    }
}

/// The id of the first card of `edition` showing `face`, if there is one.
pub fn find(edition: Edition, face: Card) -> Option<CardId> {
    (0..DECK_SIZE as CardId).find(|&id| card(edition, id) == face)
}

use Op::{Add, Div, Mul, Sub};

/// The default deck: one addition and one subtraction per number.
#[rustfmt::skip]
pub const PLUS_MINUS: [(u16, Op, u16); EQUATIONS] = [
    (16, Sub, 15), (27, Sub, 26), // 1
    (1, Add, 1), (30, Sub, 28), // 2
    (2, Add, 1), (15, Sub, 12), // 3
    (3, Add, 1), (29, Sub, 25), // 4
    (3, Add, 2), (14, Sub, 9), // 5
    (5, Add, 1), (28, Sub, 22), // 6
    (4, Add, 3), (13, Sub, 6), // 7
    (5, Add, 3), (27, Sub, 19), // 8
    (7, Add, 2), (12, Sub, 3), // 9
    (9, Add, 1), (26, Sub, 16), // 10
    (10, Add, 1), (40, Sub, 29), // 11
    (10, Add, 2), (25, Sub, 13), // 12
    (10, Add, 3), (39, Sub, 26), // 13
    (10, Add, 4), (24, Sub, 10), // 14
    (10, Add, 5), (38, Sub, 23), // 15
    (10, Add, 6), (23, Sub, 7), // 16
    (10, Add, 7), (37, Sub, 20), // 17
    (10, Add, 8), (22, Sub, 4), // 18
    (10, Add, 9), (36, Sub, 17), // 19
    (10, Add, 10), (50, Sub, 30), // 20
    (11, Add, 10), (35, Sub, 14), // 21
    (12, Add, 10), (49, Sub, 27), // 22
    (13, Add, 10), (34, Sub, 11), // 23
    (14, Add, 10), (48, Sub, 24), // 24
    (15, Add, 10), (33, Sub, 8), // 25
    (16, Add, 10), (47, Sub, 21), // 26
    (17, Add, 10), (32, Sub, 5), // 27
    (18, Add, 10), (46, Sub, 18), // 28
    (19, Add, 10), (31, Sub, 2), // 29
    (20, Add, 10), (45, Sub, 15), // 30
    (21, Add, 10), (59, Sub, 28), // 31
    (28, Add, 4), (44, Sub, 12), // 32
    (29, Add, 4), (58, Sub, 25), // 33
    (28, Add, 6), (43, Sub, 9), // 34
    (22, Add, 13), (57, Sub, 22), // 35
    (20, Add, 16), (42, Sub, 6), // 36
    (28, Add, 9), (56, Sub, 19), // 37
    (29, Add, 9), (41, Sub, 3), // 38
    (29, Add, 10), (55, Sub, 16), // 39
    (25, Add, 15), (69, Sub, 29), // 40
    (21, Add, 20), (54, Sub, 13), // 41
    (29, Add, 13), (68, Sub, 26), // 42
    (28, Add, 15), (53, Sub, 10), // 43
    (26, Add, 18), (67, Sub, 23), // 44
    (25, Add, 20), (52, Sub, 7), // 45
    (25, Add, 21), (66, Sub, 20), // 46
    (29, Add, 18), (51, Sub, 4), // 47
    (26, Add, 22), (65, Sub, 17), // 48
];

/// The "four operations" deck: × where the number has two factors 2–9, ÷ on odd numbers.
#[rustfmt::skip]
pub const FOUR_OPERATIONS: [(u16, Op, u16); EQUATIONS] = [
    (16, Sub, 15), (7, Div, 7), // 1
    (1, Add, 1), (30, Sub, 28), // 2
    (2, Add, 1), (27, Div, 9), // 3
    (2, Mul, 2), (29, Sub, 25), // 4
    (3, Add, 2), (15, Div, 3), // 5
    (3, Mul, 2), (28, Sub, 22), // 6
    (4, Add, 3), (35, Div, 5), // 7
    (4, Mul, 2), (27, Sub, 19), // 8
    (3, Mul, 3), (63, Div, 7), // 9
    (5, Mul, 2), (26, Sub, 16), // 10
    (10, Add, 1), (99, Div, 9), // 11
    (6, Mul, 2), (25, Sub, 13), // 12
    (10, Add, 3), (39, Div, 3), // 13
    (7, Mul, 2), (24, Sub, 10), // 14
    (5, Mul, 3), (75, Div, 5), // 15
    (8, Mul, 2), (23, Sub, 7), // 16
    (10, Add, 7), (51, Div, 3), // 17
    (9, Mul, 2), (22, Sub, 4), // 18
    (10, Add, 9), (133, Div, 7), // 19
    (5, Mul, 4), (50, Sub, 30), // 20
    (7, Mul, 3), (105, Div, 5), // 21
    (12, Add, 10), (49, Sub, 27), // 22
    (13, Add, 10), (46, Div, 2), // 23
    (8, Mul, 3), (48, Sub, 24), // 24
    (5, Mul, 5), (50, Div, 2), // 25
    (16, Add, 10), (47, Sub, 21), // 26
    (9, Mul, 3), (135, Div, 5), // 27
    (7, Mul, 4), (46, Sub, 18), // 28
    (19, Add, 10), (87, Div, 3), // 29
    (6, Mul, 5), (45, Sub, 15), // 30
    (21, Add, 10), (124, Div, 4), // 31
    (8, Mul, 4), (44, Sub, 12), // 32
    (29, Add, 4), (66, Div, 2), // 33
    (28, Add, 6), (43, Sub, 9), // 34
    (7, Mul, 5), (105, Div, 3), // 35
    (9, Mul, 4), (42, Sub, 6), // 36
    (28, Add, 9), (148, Div, 4), // 37
    (29, Add, 9), (41, Sub, 3), // 38
    (29, Add, 10), (117, Div, 3), // 39
    (8, Mul, 5), (69, Sub, 29), // 40
    (21, Add, 20), (123, Div, 3), // 41
    (7, Mul, 6), (68, Sub, 26), // 42
    (28, Add, 15), (129, Div, 3), // 43
    (26, Add, 18), (67, Sub, 23), // 44
    (9, Mul, 5), (135, Div, 3), // 45
    (25, Add, 21), (66, Sub, 20), // 46
    (29, Add, 18), (141, Div, 3), // 47
    (8, Mul, 6), (65, Sub, 17), // 48
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_equation_makes_its_number_within_the_operand_limits() {
        for edition in [Edition::PlusMinus, Edition::FourOperations] {
            for id in 0..EQUATIONS as CardId {
                let c = card(edition, id);
                assert_eq!(c.answer(), Some(id / 2 + 1), "{edition:?} {}", c.text());
                let Card::Equation { a, op, b } = c else {
                    panic!("card {id} is not an equation");
                };
                let ok = match op {
                    Add => (1..=30).contains(&a) && (1..=30).contains(&b),
                    Sub => (1..=30).contains(&b),
                    Mul => (2..=9).contains(&a) && (2..=9).contains(&b),
                    Div => (2..=9).contains(&b) && a <= 150,
                };
                assert!(ok, "{} breaks the operand limits", c.text());
                assert_eq!(find(edition, c), Some(id), "{} is not unique", c.text());
            }
        }
        assert!(PLUS_MINUS.iter().all(|e| matches!(e.1, Add | Sub)));
        let ops: Vec<Op> = FOUR_OPERATIONS.iter().map(|e| e.1).collect();
        for op in [Add, Sub, Mul, Div] {
            assert!(ops.iter().filter(|&&o| o == op).count() >= 20, "{op:?}");
        }
    }

    #[test]
    fn plus_and_minus_are_two_each_and_colour_follows_the_answer() {
        let faces: Vec<Card> = (0..DECK_SIZE as CardId)
            .map(|id| card(Edition::PlusMinus, id))
            .collect();
        assert_eq!(faces.iter().filter(|&&c| c == Card::Plus).count(), 2);
        assert_eq!(faces.iter().filter(|&&c| c == Card::Minus).count(), 2);
        assert_eq!(card(Edition::PlusMinus, 0).colour(), Some(0));
        assert_eq!(card(Edition::PlusMinus, 23).colour(), Some(0)); // makes 12
        assert_eq!(card(Edition::PlusMinus, 24).colour(), Some(1)); // makes 13
        assert_eq!(card(Edition::PlusMinus, 95).colour(), Some(3)); // makes 48
        assert_eq!(Card::Plus.colour(), None);
    }

    #[test]
    fn card_text_round_trips_and_reads_the_usual_signs() {
        for edition in [Edition::PlusMinus, Edition::FourOperations] {
            for id in 0..DECK_SIZE as CardId {
                let c = card(edition, id);
                assert_eq!(Card::parse(&c.text()), Ok(c));
            }
        }
        let six_sevens = Card::Equation {
            a: 6,
            op: Mul,
            b: 7,
        };
        assert_eq!(Card::parse("6×7"), Ok(six_sevens));
        assert_eq!(Card::parse("6*7"), Ok(six_sevens));
        assert_eq!(Card::parse("PLUS"), Ok(Card::Plus));
        for bad in [
            "", "+", "17", "17+", "+17", "1a+2", "1++2", "1234+1", "17 9", "pluss",
        ] {
            assert!(Card::parse(bad).is_err(), "{bad} accepted");
        }
    }
}
