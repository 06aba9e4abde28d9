//! Who takes a trick and why (docs/rules/mino.md, "Who takes a trick"): a pure function of
//! the faces in roll order, so it is tested case by case and reused by the bots' playouts.
//!
//! Creatures beat numbers; among creatures Minotaur beats Griffin, Griffin beats Siren, Siren
//! beats Minotaur, and with all three showing the Siren wins. Otherwise the highest number
//! wins, colour aside; a flag is 0 and never wins. Ties go to the later roll; all flags: the
//! leader (the first roll) takes the trick.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::dice::{Counts, Creature, Face, Kind};
use crate::PlayerId;

/// Points for a capture, when the capturer's bid holds.
pub const SIREN_TAKES_MINOTAUR: i64 = 50;
pub const MINOTAUR_TAKES_GRIFFIN: i64 = 30;

/// One die rolled in public: who rolled which kind and what it shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    pub seat: PlayerId,
    pub die: Kind,
    pub face: Face,
}

/// Why the winning roll took the trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Won {
    /// The creature showing wins; `over` is the creature it beat by the cycle, if any showed.
    Creature {
        creature: Creature,
        over: Option<Creature>,
    },
    /// Minotaur, Griffin and Siren all showing: the Siren wins.
    AllThree,
    /// No creature: the highest number (the later roll on a tie).
    Number { value: u8 },
    /// Only flags: the leader takes the trick.
    AllFlags,
}

/// A capture that scores when the capturer's bid holds: a Siren over a Minotaur (+50) or a
/// Minotaur over a Griffin (+30). The captured die must show its creature.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Capture {
    pub by: Creature,
    pub taken: Creature,
    /// The seat whose die was captured.
    pub from: PlayerId,
    pub points: i64,
}

/// A completed trick, for the score sheet and for the table to show what happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    /// 1-based hand and trick numbers.
    pub hand: usize,
    pub number: usize,
    pub rolls: Vec<Roll>,
    pub winner: PlayerId,
    pub won: Won,
    pub captures: Vec<Capture>,
}

/// The colour to follow in a trick: the kind of its first number die (a creature led sets
/// nothing; the next number die does).
pub fn colour_to_follow(dice: impl IntoIterator<Item = Kind>) -> Option<Kind> {
    dice.into_iter().find(|k| k.is_number())
}

/// Whether a seat holding `held` dice (per kind) may roll `die` when `colour` is to be
/// followed: creature dice always; holding the colour, only that colour; otherwise anything.
pub fn allowed(held: &Counts, colour: Option<Kind>, die: Kind) -> bool {
    let follows = match colour {
        Some(c) if held[c.index()] > 0 => die == c,
        _ => true,
    };
    held[die.index()] > 0 && (die.is_special() || follows)
}

/// The index (in roll order) of the roll taking the trick, and why. `faces` is not empty.
pub fn decide(faces: &[Face]) -> (usize, Won) {
    const ALL: [Creature; 3] = [Creature::Minotaur, Creature::Griffin, Creature::Siren];
    // No allocation: the bots' playouts call this for every roll they imagine.
    let showing = |c: Creature| faces.iter().any(|f| f.creature() == Some(c));
    let last_showing = |c: Creature| {
        faces
            .iter()
            .rposition(|f| f.creature() == Some(c))
            .unwrap_or(0)
    };
    let mut shown = ALL.into_iter().filter(|&c| showing(c));
    match (shown.next(), shown.next(), shown.next()) {
        (Some(_), Some(_), Some(_)) => (last_showing(Creature::Siren), Won::AllThree),
        (Some(a), Some(b), None) => {
            let (creature, over) = if a.prey() == b { (a, b) } else { (b, a) };
            let won = Won::Creature {
                creature,
                over: Some(over),
            };
            (last_showing(creature), won)
        }
        (Some(creature), None, _) => {
            let won = Won::Creature {
                creature,
                over: None,
            };
            (last_showing(creature), won)
        }
        _ => {
            let best = faces.iter().filter_map(|f| f.number()).max().unwrap_or(0);
            if best == 0 {
                (0, Won::AllFlags)
            } else {
                let at = faces
                    .iter()
                    .rposition(|f| f.number() == Some(best))
                    .unwrap_or(0);
                (at, Won::Number { value: best })
            }
        }
    }
}

/// The captures the winning roll makes: every Minotaur showing under a winning Siren, every
/// Griffin showing under a winning Minotaur.
pub fn captures(rolls: &[Roll], winner: usize) -> Vec<Capture> {
    let (by, taken, points) = match rolls[winner].face.creature() {
        Some(Creature::Siren) => (Creature::Siren, Creature::Minotaur, SIREN_TAKES_MINOTAUR),
        Some(Creature::Minotaur) => (
            Creature::Minotaur,
            Creature::Griffin,
            MINOTAUR_TAKES_GRIFFIN,
        ),
        _ => return Vec::new(),
    };
    rolls
        .iter()
        .filter(|r| r.face.creature() == Some(taken))
        .map(|r| Capture {
            by,
            taken,
            from: r.seat,
            points,
        })
        .collect()
}

/// Resolves a full trick of `rolls` (leader first).
pub fn resolve(hand: usize, number: usize, rolls: Vec<Roll>) -> Trick {
    let faces: Vec<Face> = rolls.iter().map(|r| r.face).collect();
    let (at, won) = decide(&faces);
    Trick {
        hand,
        number,
        winner: rolls[at].seat,
        captures: captures(&rolls, at),
        rolls,
        won,
    }
}

impl fmt::Display for Won {
    /// In words, e.g. "Siren takes Minotaur", "the highest number, 7".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Won::Creature {
                creature,
                over: Some(over),
            } => write!(f, "{} takes {}", creature.name(), over.name()),
            Won::Creature {
                creature,
                over: None,
            } => write!(f, "{} beats every number", creature.name()),
            Won::AllThree => f.write_str("all three creatures: the Siren wins"),
            Won::Number { value } => write!(f, "the highest number, {value}"),
            Won::AllFlags => f.write_str("only flags: the leader takes it"),
        }
    }
}

impl fmt::Display for Capture {
    /// "Siren takes Minotaur: +50 if the bid holds".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} takes {}: +{} if the bid holds",
            self.by.name(),
            self.taken.name(),
            self.points
        )
    }
}
