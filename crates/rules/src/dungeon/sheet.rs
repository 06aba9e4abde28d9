//! One map's sheet: the numbers written (and in which order), keys, doors, skulls, monster
//! boxes, abilities and finds. The campaign keeps every finished sheet for its breakdown.

use serde::{Deserialize, Serialize};

use super::map::{Feature, Map, Pos, Region, Shape};
use super::monster::{Equipment, MonsterState, MONSTERS};

/// The three abilities, by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AbilityKind {
    Reroll,
    PlusMinus,
    Double,
}

/// One ability's uses on this map.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Ability {
    /// Uses left (1 on a fresh map; equipment may add one).
    pub left: u8,
    /// Times used (by itself or through ×2).
    pub used: u8,
}

/// Reroll, ±1 and ×2 (which repeats an ability already used on this map).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Abilities {
    pub reroll: Ability,
    pub plus_minus: Ability,
    pub double: Ability,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    /// The map's number (1–3).
    pub map: u8,
    /// Per tile (row-major), the number written.
    pub written: Vec<Option<u8>>,
    /// The tiles written, in order.
    pub order: Vec<Pos>,
    pub keys_held: u8,
    pub keys_spent: u8,
    pub doors_open: Vec<bool>,
    pub skulls: u8,
    /// The helmet has spared this map's first skull.
    pub helmet_used: bool,
    pub monsters: Vec<MonsterState>,
    pub abilities: Abilities,
    /// Points found in encounters.
    pub finds: i64,
    /// The crown's points, given when the map is won while it is held.
    pub crown: i64,
    /// `Some(won)` once the map is over.
    pub result: Option<bool>,
    /// Turn rolls, rerolls and encounter dice drawn on this map: the next index of each stream.
    pub rolls: u64,
    pub rerolls: u64,
    pub encounters: u64,
}

impl Sheet {
    /// A fresh sheet for `map`, with the equipment carried in.
    pub fn new(map: &Map, equipment: &[Equipment]) -> Sheet {
        let has = |e: Equipment| equipment.contains(&e);
        let one = Ability { left: 1, used: 0 };
        Sheet {
            map: map.number,
            written: vec![None; map.width * map.height],
            order: Vec::new(),
            keys_held: u8::from(has(Equipment::SkeletonKey)),
            keys_spent: 0,
            doors_open: vec![false; map.doors.len()],
            skulls: 0,
            helmet_used: false,
            monsters: MONSTERS
                .iter()
                .map(|m| MonsterState {
                    value: m.value,
                    boxes: m.boxes,
                    ticked: 0,
                    looted: has(m.equipment),
                })
                .collect(),
            abilities: Abilities {
                reroll: Ability {
                    left: 1 + u8::from(has(Equipment::DiceBag)),
                    used: 0,
                },
                plus_minus: Ability {
                    left: 1 + u8::from(has(Equipment::LuckyCharm)),
                    used: 0,
                },
                double: one,
            },
            finds: 0,
            crown: 0,
            result: None,
            rolls: 0,
            rerolls: 0,
            encounters: 0,
        }
    }

    pub fn at(&self, map: &Map, p: Pos) -> Option<u8> {
        map.index(p)
            .and_then(|i| self.written.get(i).copied().flatten())
    }

    /// The numbers of a region in writing order.
    pub fn region_values(&self, map: &Map, region: Region) -> Vec<u8> {
        self.order
            .iter()
            .filter(|p| map.tile(**p).is_some_and(|t| t.region == region))
            .filter_map(|&p| self.at(map, p))
            .collect()
    }

    /// The number a corridor's next tile is judged against: its last number, or START's for
    /// a corridor that follows START and holds nothing yet.
    pub fn corridor_previous(&self, map: &Map, corridor: usize) -> Option<u8> {
        let region = Region::Corridor(corridor);
        let last = self
            .order
            .iter()
            .rev()
            .find(|p| map.tile(**p).is_some_and(|t| t.region == region))
            .and_then(|&p| self.at(map, p));
        match last {
            Some(v) => Some(v),
            None if map.corridors[corridor].follows_start => self.at(map, map.start),
            None => None,
        }
    }

    /// The number written on the mark of `shape`.
    pub fn mark(&self, map: &Map, shape: Shape) -> Option<u8> {
        map.find(Feature::Mark(shape)).and_then(|p| self.at(map, p))
    }

    pub fn chests_found(&self, map: &Map) -> usize {
        map.chests().filter(|&p| self.at(map, p).is_some()).count()
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }
}
