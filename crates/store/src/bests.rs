//! The best human score on each seed of a solo game (`numera.best.<game>`), with the replay code
//! of the game that made it (so the final screen of that very game can say "new best" again
//! after a reload).

use serde::{Deserialize, Serialize};

use numera_rules::json;
use numera_rules::json_record;
use numera_rules::log::LogError;
use numera_rules::Seed;

pub const BEST_VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Best {
    pub seed: Seed,
    pub score: i64,
    pub replay: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Bests {
    pub version: u32,
    pub best: Vec<Best>,
}

impl Default for Bests {
    fn default() -> Self {
        Bests {
            version: BEST_VERSION,
            best: Vec::new(),
        }
    }
}

impl Bests {
    pub fn decode(text: &str) -> Result<Bests, LogError> {
        let bests: Bests = super::decode(text, &[BEST_VERSION])?;
        if let Some(seed) = bests.best.iter().enumerate().find_map(|(i, b)| {
            bests.best[..i]
                .iter()
                .any(|o| o.seed == b.seed)
                .then_some(b.seed)
        }) {
            return Err(LogError::Malformed(
                format!("seed {seed} listed twice").into(),
            ));
        }
        Ok(bests)
    }

    pub fn encode(&self) -> String {
        json::to_string(self)
    }

    pub fn on_seed(&self, seed: Seed) -> Option<&Best> {
        self.best.iter().find(|b| b.seed == seed)
    }

    /// Keeps `entry` if it beats the best on its seed (a tie keeps the earlier game). True when
    /// it was kept.
    pub fn record(&mut self, entry: Best) -> bool {
        match self.best.iter_mut().find(|b| b.seed == entry.seed) {
            Some(old) if old.score >= entry.score => false,
            Some(old) => {
                *old = entry;
                true
            }
            None => {
                self.best.push(entry);
                true
            }
        }
    }

    /// Keeps the better of each seed's two bests. The number of seeds improved or added.
    pub fn merge(&mut self, other: Bests) -> usize {
        other
            .best
            .into_iter()
            .filter(|b| self.record(b.clone()))
            .count()
    }
}

json_record!(struct Best { seed, score, replay });

json_record!(struct Bests { version, best });

#[cfg(test)]
mod tests {
    use super::*;

    fn best(seed: &str, score: i64) -> Best {
        Best {
            seed: seed.parse().unwrap(),
            score,
            replay: format!("1{seed}{score}"),
        }
    }

    #[test]
    fn merging_keeps_the_better_best_of_each_seed_once() {
        let mut here = Bests::default();
        here.record(best("K7QX2M9P", 90));
        here.record(best("B4TR8WZ3", 70));
        let mut there = Bests::default();
        there.record(best("K7QX2M9P", 80));
        there.record(best("B4TR8WZ3", 75));
        there.record(best("HN3V6QAD", 60));
        assert_eq!(here.merge(there.clone()), 2);
        assert_eq!(here.merge(there), 0);
        let scores: Vec<i64> = here.best.iter().map(|b| b.score).collect();
        assert_eq!(scores, [90, 75, 60]);
        assert_eq!(Bests::decode(&here.encode()), Ok(here));
    }

    #[test]
    fn a_seed_twice_or_a_later_version_is_refused() {
        let twice = Bests {
            best: vec![best("K7QX2M9P", 1), best("K7QX2M9P", 2)],
            ..Bests::default()
        };
        assert!(matches!(
            Bests::decode(&twice.encode()),
            Err(LogError::Malformed(_))
        ));
        assert_eq!(
            Bests::decode(r#"{"version":9,"best":[]}"#),
            Err(LogError::UnknownVersion(9))
        );
    }
}
