//! The encounter table: after writing n on a `?` tile, one die d from the seed's encounter
//! stream; row n + d (2–12) applies at once. No row asks the player to choose.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Encounter {
    /// Fill a skull.
    Trap,
    /// Nothing happens.
    Quiet,
    /// Collect a key.
    Key,
    /// Erase a filled skull, if any.
    Spring,
    /// Get back one used ability (reroll first, then ±1, then ×2).
    Charm,
    /// Points in the map's score.
    Gold(u8),
}

impl Encounter {
    /// The row of the table for `sum` (2–12; anything else reads as the nearest row).
    pub fn row(sum: u8) -> Encounter {
        match sum {
            0..=3 => Encounter::Trap,
            4 | 5 | 7 => Encounter::Quiet,
            6 | 11 => Encounter::Key,
            8 => Encounter::Spring,
            9 => Encounter::Charm,
            10 => Encounter::Gold(2),
            _ => Encounter::Gold(3),
        }
    }

    /// The table as the sheet prints it.
    pub fn text(self) -> String {
        match self {
            Encounter::Trap => "A trap: fill a skull".into(),
            Encounter::Quiet => "Only dust and bats".into(),
            Encounter::Key => "A forgotten key: collect it".into(),
            Encounter::Spring => "A healing spring: erase a skull".into(),
            Encounter::Charm => "A lucky charm: get back a used ability".into(),
            Encounter::Gold(n) => format!("Gold coins: {n} points"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sum_has_a_row() {
        assert_eq!(Encounter::row(2), Encounter::Trap);
        assert_eq!(Encounter::row(12), Encounter::Gold(3));
        for s in 2..=12 {
            assert!(!Encounter::row(s).text().is_empty());
        }
    }
}
