//! The 36 dice of Mino Dice and their faces, in one table (docs/rules/mino.md, "The bag: 36
//! dice"; the counts of each colour and the number faces are our design, "inspired by" the
//! published game).
//!
//! Dice of one kind are alike, so the game counts dice by kind: a hand is a list of kinds,
//! and an action names a kind, never a particular die.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{Notation, RuleError};

/// The seven kinds of dice: four colours of number dice and three creature (special) dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Black,
    Blue,
    Red,
    Yellow,
    Minotaur,
    Griffin,
    Siren,
}

/// The three creatures: Minotaur beats Griffin, Griffin beats Siren, Siren beats Minotaur.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Creature {
    Minotaur,
    Griffin,
    Siren,
}

/// What a rolled die shows. A flag counts 0 and never wins a trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Face {
    Number(u8),
    Flag,
    Creature(Creature),
}

/// One line of the table: a kind, how many the bag holds, its six faces.
pub struct Die {
    pub kind: Kind,
    pub count: u8,
    pub faces: [Face; 6],
}

use Face::{Flag as F, Number as N};

const M: Face = Face::Creature(Creature::Minotaur);
const G: Face = Face::Creature(Creature::Griffin);
const S: Face = Face::Creature(Creature::Siren);

/// The bag, in `Kind` order: 8 black, 8 blue, 7 red, 7 yellow, 2 of each creature.
#[rustfmt::skip]
pub const DICE: [Die; KINDS] = [
    Die { kind: Kind::Black, count: 8, faces: [N(5), N(5), N(6), N(6), N(7), N(7)] },
    Die { kind: Kind::Blue, count: 8, faces: [N(3), N(3), N(4), N(4), N(5), N(5)] },
    Die { kind: Kind::Red, count: 7, faces: [N(1), N(1), N(2), N(2), N(3), N(3)] },
    Die { kind: Kind::Yellow, count: 7, faces: [F, F, F, N(1), N(1), N(7)] },
    Die { kind: Kind::Minotaur, count: 2, faces: [M, M, M, M, F, F] },
    Die { kind: Kind::Griffin, count: 2, faces: [G, G, G, G, F, F] },
    Die { kind: Kind::Siren, count: 2, faces: [S, S, S, S, F, F] },
];

pub const KINDS: usize = 7;
pub const BAG_SIZE: usize = 36;

/// Dice per kind, indexed by `Kind::index`.
pub type Counts = [u8; KINDS];

impl Kind {
    pub const ALL: [Kind; KINDS] = [
        Kind::Black,
        Kind::Blue,
        Kind::Red,
        Kind::Yellow,
        Kind::Minotaur,
        Kind::Griffin,
        Kind::Siren,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn die(self) -> &'static Die {
        &DICE[self.index()]
    }

    pub fn faces(self) -> &'static [Face; 6] {
        &self.die().faces
    }

    /// A number die: black, blue, red or yellow. Only these set the colour to follow.
    pub fn is_number(self) -> bool {
        self.index() < 4
    }

    /// A creature die: Minotaur, Griffin or Siren (always allowed).
    pub fn is_special(self) -> bool {
        !self.is_number()
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Black => "black",
            Kind::Blue => "blue",
            Kind::Red => "red",
            Kind::Yellow => "yellow",
            Kind::Minotaur => "minotaur",
            Kind::Griffin => "griffin",
            Kind::Siren => "siren",
        }
    }

    pub fn parse(text: &str) -> Result<Kind, RuleError> {
        let lower = text.trim().to_ascii_lowercase();
        Kind::ALL
            .into_iter()
            .find(|k| k.name() == lower)
            .ok_or_else(|| RuleError::notation(Notation::Die, text))
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Creature {
    /// The creature this one beats.
    pub fn prey(self) -> Creature {
        match self {
            Creature::Minotaur => Creature::Griffin,
            Creature::Griffin => Creature::Siren,
            Creature::Siren => Creature::Minotaur,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Creature::Minotaur => "Minotaur",
            Creature::Griffin => "Griffin",
            Creature::Siren => "Siren",
        }
    }
}

impl Face {
    /// The face's value among numbers: a flag is 0; creatures have none.
    pub fn number(self) -> Option<u8> {
        match self {
            Face::Number(n) => Some(n),
            Face::Flag => Some(0),
            Face::Creature(_) => None,
        }
    }

    pub fn creature(self) -> Option<Creature> {
        match self {
            Face::Creature(c) => Some(c),
            _ => None,
        }
    }

    pub fn text(self) -> String {
        match self {
            Face::Number(n) => n.to_string(),
            Face::Flag => "flag".into(),
            Face::Creature(c) => c.name().to_ascii_lowercase(),
        }
    }
}

/// The full bag, per kind.
pub fn full_bag() -> Counts {
    DICE.map(|d| d.count)
}

/// The full bag as a list, kinds in table order (the order the draw shuffles).
pub fn bag_list() -> Vec<Kind> {
    DICE.iter()
        .flat_map(|d| std::iter::repeat_n(d.kind, d.count as usize))
        .collect()
}

/// Counts per kind of a list of dice.
pub fn count(dice: &[Kind]) -> Counts {
    let mut counts = [0; KINDS];
    for d in dice {
        counts[d.index()] += 1;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bag_holds_36_dice_in_the_table_order() {
        assert_eq!(bag_list().len(), BAG_SIZE);
        assert_eq!(
            full_bag().iter().map(|&c| c as usize).sum::<usize>(),
            BAG_SIZE
        );
        assert!(DICE.iter().enumerate().all(|(i, d)| d.kind.index() == i));
        assert_eq!(count(&bag_list()), full_bag());
    }

    #[test]
    fn special_dice_show_their_creature_four_times_and_a_flag_twice() {
        for kind in [Kind::Minotaur, Kind::Griffin, Kind::Siren] {
            let faces = kind.faces();
            assert_eq!(faces.iter().filter(|f| f.creature().is_some()).count(), 4);
            assert_eq!(faces.iter().filter(|&&f| f == Face::Flag).count(), 2);
        }
        assert_eq!(
            Kind::Yellow
                .faces()
                .iter()
                .filter(|&&f| f == Face::Flag)
                .count(),
            3
        );
        assert!(Kind::Yellow.is_number());
    }

    #[test]
    fn the_creature_cycle() {
        assert_eq!(Creature::Minotaur.prey(), Creature::Griffin);
        assert_eq!(Creature::Griffin.prey(), Creature::Siren);
        assert_eq!(Creature::Siren.prey(), Creature::Minotaur);
    }

    #[test]
    fn kinds_parse_by_name() {
        for k in Kind::ALL {
            assert_eq!(Kind::parse(k.name()), Ok(k));
        }
        assert_eq!(Kind::parse("Blue"), Ok(Kind::Blue));
        assert!(Kind::parse("green").is_err());
    }
}
