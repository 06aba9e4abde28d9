//! Placement symbols. A room's symbol is judged against every number already in the room, in
//! the order written; a corridor tile's symbol against the corridor's previous number only.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Symbol {
    /// Any number (plain corridor tiles).
    Any,
    /// ˄: greater than the previous number.
    Up,
    /// ˅: smaller than the previous number.
    Down,
    /// ≠: different from every number before (in a corridor: from the previous one).
    AllDifferent,
    /// =: equal to the numbers before.
    AllEqual,
    Even,
    Odd,
}

impl Symbol {
    pub const ALL: [Symbol; 7] = [
        Symbol::Any,
        Symbol::Up,
        Symbol::Down,
        Symbol::AllDifferent,
        Symbol::AllEqual,
        Symbol::Even,
        Symbol::Odd,
    ];

    /// The one-character form of the data files.
    pub fn from_char(c: char) -> Option<Symbol> {
        Some(match c {
            '.' => Symbol::Any,
            '^' => Symbol::Up,
            'v' => Symbol::Down,
            '!' => Symbol::AllDifferent,
            '=' => Symbol::AllEqual,
            'e' => Symbol::Even,
            'o' => Symbol::Odd,
            _ => return None,
        })
    }

    /// The word of the data files' legend.
    pub fn from_word(w: &str) -> Option<Symbol> {
        Some(match w {
            "any" => Symbol::Any,
            "up" => Symbol::Up,
            "down" => Symbol::Down,
            "different" => Symbol::AllDifferent,
            "equal" => Symbol::AllEqual,
            "even" => Symbol::Even,
            "odd" => Symbol::Odd,
            _ => return None,
        })
    }

    /// What the sheet draws.
    pub fn glyph(self) -> &'static str {
        match self {
            Symbol::Any => "",
            Symbol::Up => "˄",
            Symbol::Down => "˅",
            Symbol::AllDifferent => "≠",
            Symbol::AllEqual => "=",
            Symbol::Even => "EVEN",
            Symbol::Odd => "ODD",
        }
    }

    /// Whether `value` may follow `before` (the room's numbers in writing order, or the
    /// corridor's previous number alone). With nothing before, only parity binds.
    pub fn allows(self, value: u8, before: &[u8]) -> bool {
        match self {
            Symbol::Any => true,
            Symbol::Up => before.last().is_none_or(|&b| value > b),
            Symbol::Down => before.last().is_none_or(|&b| value < b),
            Symbol::AllDifferent => !before.contains(&value),
            Symbol::AllEqual => before.iter().all(|&b| b == value),
            Symbol::Even => value.is_multiple_of(2),
            Symbol::Odd => !value.is_multiple_of(2),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_judge_the_numbers_before() {
        assert!(Symbol::Up.allows(1, &[]));
        assert!(Symbol::Up.allows(5, &[2, 4]));
        assert!(!Symbol::Up.allows(4, &[2, 4]));
        assert!(Symbol::Down.allows(3, &[6, 4]));
        assert!(!Symbol::Down.allows(5, &[6, 4]));
        assert!(!Symbol::AllDifferent.allows(2, &[2, 5]));
        assert!(Symbol::AllEqual.allows(3, &[3, 3]));
        assert!(!Symbol::AllEqual.allows(4, &[3]));
        assert!(Symbol::Even.allows(6, &[]) && !Symbol::Even.allows(5, &[]));
        assert!(Symbol::Odd.allows(1, &[]) && !Symbol::Odd.allows(2, &[]));
        for s in Symbol::ALL {
            assert!(s == Symbol::Any || !s.glyph().is_empty());
        }
    }
}
