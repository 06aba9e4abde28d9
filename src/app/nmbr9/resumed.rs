//! What a reload of NMBR 9's table returns to, beyond the game the save holds: the board looked
//! at, the zoom and the ghost, kept as numbers beside the save (storage::store_screen).

use super::ghost::{Aimed, Cursor};

/// The screen's facts that the log does not hold: the board looked at, the zoom, and the ghost
/// (where it is, whether the spots are shown), stored as numbers (`numera.screen.nmbr9`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Resumed {
    pub viewing: usize,
    pub zoom: usize,
    pub ghost: Option<Aimed>,
}

/// Board coordinates are stored shifted by this, so they are never negative.
const SHIFT: i64 = crate::rules::nmbr9::COORD_LIMIT as i64;

impl Resumed {
    pub fn facts(&self) -> Vec<u32> {
        let mut facts = vec![self.viewing as u32, self.zoom as u32];
        if let Some(Aimed { cursor: c, spots }) = self.ghost {
            let shifted = |v: i32| (i64::from(v) + SHIFT).clamp(0, 2 * SHIFT) as u32;
            facts.extend([
                shifted(c.x),
                shifted(c.y),
                u32::from(c.rotation),
                u32::from(spots),
            ]);
        }
        facts
    }

    pub fn from_facts(facts: &[u32]) -> Option<Resumed> {
        let unshift = |v: u32| (i64::from(v) - SHIFT).clamp(-SHIFT, SHIFT) as i32;
        let ghost = match *facts.get(2..)? {
            [x, y, rotation, spots] => Some(Aimed {
                cursor: Cursor {
                    x: unshift(x),
                    y: unshift(y),
                    rotation: (rotation % 4) as u8,
                },
                spots: spots == 1,
            }),
            _ => None,
        };
        Some(Resumed {
            viewing: *facts.first()? as usize,
            zoom: *facts.get(1)? as usize,
            ghost,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn facts_read_back_as_written() {
        let ghost = Aimed {
            cursor: Cursor {
                x: -3,
                y: 7,
                rotation: 2,
            },
            spots: true,
        };
        for ghost in [Some(ghost), None] {
            let screen = Resumed {
                viewing: 2,
                zoom: 1,
                ghost,
            };
            assert_eq!(Resumed::from_facts(&screen.facts()), Some(screen));
        }
        assert_eq!(Resumed::from_facts(&[1]), None);
    }
}
