//! The wandering monsters and the equipment they guard. A pair of equal dice may tick one box
//! of the monster of that value instead of being written; ticking its last box loots its
//! equipment, which is kept for the rest of the campaign. Each ticked box scores a point.

use serde::{Deserialize, Serialize};

/// Equipment: each piece acts on the map where it is looted and on every later map.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Equipment {
    /// Encounter rolls count one more (at most 12).
    Lantern,
    /// A key at the start of each map.
    SkeletonKey,
    /// One more ±1 on each map.
    LuckyCharm,
    /// The first skull of each map is not filled.
    Helmet,
    /// One more reroll on each map.
    DiceBag,
    /// Two points for each map won.
    Crown,
}

impl Equipment {
    pub fn name(self) -> &'static str {
        match self {
            Equipment::Lantern => "Lantern",
            Equipment::SkeletonKey => "Skeleton key",
            Equipment::LuckyCharm => "Lucky charm",
            Equipment::Helmet => "Helmet",
            Equipment::DiceBag => "Dice bag",
            Equipment::Crown => "Crown",
        }
    }

    /// What it does, in a sentence for the sheet.
    pub fn effect(self) -> &'static str {
        match self {
            Equipment::Lantern => "Encounter rolls count one more",
            Equipment::SkeletonKey => "A key at the start of each map",
            Equipment::LuckyCharm => "One more ±1 on each map",
            Equipment::Helmet => "The first skull of each map is not filled",
            Equipment::DiceBag => "One more reroll on each map",
            Equipment::Crown => "Two points for each map won",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Monster {
    pub name: &'static str,
    /// The doubles that fight it.
    pub value: u8,
    pub boxes: u8,
    pub equipment: Equipment,
}

/// The monster page, one monster per double.
pub const MONSTERS: [Monster; 6] = [
    Monster {
        name: "Giant rat",
        value: 1,
        boxes: 2,
        equipment: Equipment::Lantern,
    },
    Monster {
        name: "Goblin",
        value: 2,
        boxes: 2,
        equipment: Equipment::SkeletonKey,
    },
    Monster {
        name: "Kobold",
        value: 3,
        boxes: 3,
        equipment: Equipment::LuckyCharm,
    },
    Monster {
        name: "Skeleton",
        value: 4,
        boxes: 3,
        equipment: Equipment::Helmet,
    },
    Monster {
        name: "Troll",
        value: 5,
        boxes: 4,
        equipment: Equipment::DiceBag,
    },
    Monster {
        name: "Dragon",
        value: 6,
        boxes: 4,
        equipment: Equipment::Crown,
    },
];

/// A monster on the sheet of the map in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MonsterState {
    pub value: u8,
    pub boxes: u8,
    pub ticked: u8,
    /// Its equipment is held (looted on this map or an earlier one): fights score only.
    pub looted: bool,
}
