//! Chance as a step of its own: the table says which draw is due (a turn's three dice, a
//! reroll of some dice, an encounter die) and the seed alone resolves it, from the same named
//! stream and index whatever the player did before. A planner, which has no seed, enumerates
//! the outcomes instead (each equally likely) and resolves the table with one of them.

use serde::{Deserialize, Serialize};

use crate::{Rng, Seed};

/// The three dice of turn roll `k` (0-based) of map `map`: one draw of the seed's
/// `dungeon-roll` stream with index `map × 1000 + k`, whatever the player did before.
pub fn turn_roll(seed: Seed, map: u8, k: u64) -> [u8; 3] {
    let mut rng = Rng::stream(seed, "dungeon-roll", map as u64 * 1000 + k);
    [rng.d6(), rng.d6(), rng.d6()]
}

/// Reroll `k` of map `map` draws from `dungeon-reroll`, one die per rerolled die in order.
pub fn reroll_stream(seed: Seed, map: u8, k: u64) -> Rng {
    Rng::stream(seed, "dungeon-reroll", map as u64 * 1000 + k)
}

/// The die of encounter `k` of map `map` (`dungeon-encounter` stream).
pub fn encounter_die(seed: Seed, map: u8, k: u64) -> u8 {
    Rng::stream(seed, "dungeon-encounter", map as u64 * 1000 + k).d6()
}

/// A draw the table waits for, with what picks its stream index (`k`: the draws of that kind
/// made before on map `map`). Everything here is public: which draw, never its outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Chance {
    /// Turn roll `k` of map `map`: three dice.
    Roll { map: u8, k: u64 },
    /// Reroll `k` of map `map`: a new face for each die whose bit is set in `mask`, die 0 first.
    Reroll { map: u8, k: u64, mask: u8 },
    /// Encounter `k` of map `map`: one die, after `written` went on a `?` tile.
    Encounter { map: u8, k: u64, written: u8 },
}

/// How a chance fell: the faces drawn, in order (three for a roll, one per rerolled die, one
/// for an encounter). Made only by `Chance::draw` and `Chance::outcomes`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Draw {
    faces: [u8; 3],
    count: u8,
}

impl Draw {
    fn new(faces: &[u8]) -> Draw {
        let mut out = Draw {
            faces: [0; 3],
            count: faces.len().min(3) as u8,
        };
        out.faces[..out.count as usize].copy_from_slice(&faces[..out.count as usize]);
        out
    }

    pub fn faces(&self) -> &[u8] {
        &self.faces[..self.count as usize]
    }
}

impl Chance {
    /// How many dice this chance rolls.
    pub fn dice(self) -> usize {
        match self {
            Chance::Roll { .. } => 3,
            Chance::Reroll { mask, .. } => (mask & 0b111).count_ones() as usize,
            Chance::Encounter { .. } => 1,
        }
    }

    /// What the seed draws for it: the live game's only way to resolve a chance.
    pub fn draw(self, seed: Seed) -> Draw {
        match self {
            Chance::Roll { map, k } => Draw::new(&turn_roll(seed, map, k)),
            Chance::Reroll { map, k, .. } => {
                let mut rng = reroll_stream(seed, map, k);
                let faces: Vec<u8> = (0..self.dice()).map(|_| rng.d6()).collect();
                Draw::new(&faces)
            }
            Chance::Encounter { map, k, .. } => Draw::new(&[encounter_die(seed, map, k)]),
        }
    }

    /// Every way it may fall, each equally likely (`probability`): 6, 36 or 216 draws, the
    /// first die's face changing fastest.
    pub fn outcomes(self) -> Vec<Draw> {
        let n = self.dice();
        let count = 6usize.pow(n as u32);
        (0..count)
            .map(|k| {
                let mut faces = [0u8; 3];
                let mut code = k;
                for face in faces.iter_mut().take(n) {
                    *face = (code % 6) as u8 + 1;
                    code /= 6;
                }
                Draw::new(&faces[..n])
            })
            .collect()
    }

    /// The probability of each of its outcomes.
    pub fn probability(self) -> f64 {
        1.0 / 6f64.powi(self.dice() as i32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_cover_every_face_once() {
        let reroll = Chance::Reroll {
            map: 1,
            k: 0,
            mask: 0b101,
        };
        let all = reroll.outcomes();
        assert_eq!(all.len(), 36);
        assert_eq!(all[0].faces(), &[1, 1]);
        assert_eq!(all[1].faces(), &[2, 1]);
        assert_eq!(all[35].faces(), &[6, 6]);
        assert!((reroll.probability() * all.len() as f64 - 1.0).abs() < 1e-12);
        let seed: Seed = "K7QM-3XPA".parse().unwrap();
        let roll = Chance::Roll { map: 1, k: 0 };
        assert_eq!(roll.draw(seed).faces(), &turn_roll(seed, 1, 0));
        assert!(roll.outcomes().contains(&roll.draw(seed)));
        let encounter = Chance::Encounter {
            map: 2,
            k: 3,
            written: 4,
        };
        assert_eq!(encounter.draw(seed).faces(), &[encounter_die(seed, 2, 3)]);
    }
}
