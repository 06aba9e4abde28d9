//! What an action did, in order, for the sheet to explain ("Key collected", "Encounter 9: a
//! lucky charm…"). `DungeonGame::events` holds those of the last action.

use serde::{Deserialize, Serialize};

use super::encounter::Encounter;
use super::map::Pos;
use super::monster::Equipment;
use super::sheet::AbilityKind;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Event {
    MapStarted {
        map: u8,
    },
    Rolled {
        dice: [u8; 3],
    },
    Rerolled {
        die: u8,
        value: u8,
    },
    Adjusted {
        die: u8,
        value: u8,
    },
    Wrote {
        x: u8,
        y: u8,
        value: u8,
    },
    /// The number also went on the teleporter's other end.
    Teleported {
        x: u8,
        y: u8,
        value: u8,
    },
    DoorOpened {
        door: usize,
    },
    KeyCollected,
    ChestFound {
        value: u8,
    },
    Encounter {
        written: u8,
        die: u8,
        sum: u8,
        row: Encounter,
    },
    SkullFilled,
    /// The helmet spared this skull.
    SkullSpared,
    SkullErased,
    AbilityBack {
        ability: AbilityKind,
    },
    GoldFound {
        points: u8,
    },
    MonsterTicked {
        monster: u8,
    },
    Looted {
        equipment: Equipment,
    },
    MapWon,
    MapFailed,
}

impl Event {
    pub fn wrote(p: Pos, value: u8) -> Event {
        Event::Wrote {
            x: p.x,
            y: p.y,
            value,
        }
    }
}
