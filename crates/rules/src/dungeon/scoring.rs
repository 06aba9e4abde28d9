//! A map's score: chests' values, the room bonus (1 per filled cell of a room — or a sum group
//! of rooms — whose numbers add up to its number), 1 per ticked monster box, −1 per filled
//! skull, 1 per two circled skulls if the map was won; plus our encounter gold and crown.

use serde::{Deserialize, Serialize};

use super::map::{Feature, Map, Region};
use super::sheet::Sheet;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Breakdown {
    pub map: u8,
    pub chests: i64,
    pub rooms: i64,
    pub monsters: i64,
    /// Zero or negative: one point off per filled skull.
    pub skulls: i64,
    pub circled: i64,
    /// Gold from encounters.
    pub finds: i64,
    /// The crown's two points for a map won.
    pub equipment: i64,
    pub total: i64,
    /// `Some(won)` once the map is over.
    pub won: Option<bool>,
}

/// The sum of a sum group so far and the cells filled in it.
pub fn group_progress(map: &Map, sheet: &Sheet, group: usize) -> (u32, i64) {
    let mut sum = 0u32;
    let mut cells = 0;
    for &r in &map.sum_groups[group].rooms {
        for v in sheet.region_values(map, Region::Room(r)) {
            sum += v as u32;
            cells += 1;
        }
    }
    (sum, cells)
}

pub fn breakdown(map: &Map, sheet: &Sheet, circled: u8) -> Breakdown {
    let chests = map
        .tiles()
        .filter(|(_, t)| t.feature == Some(Feature::Chest))
        .filter_map(|(p, _)| sheet.at(map, p))
        .map(i64::from)
        .sum();
    let rooms = (0..map.sum_groups.len())
        .map(|g| {
            let (sum, cells) = group_progress(map, sheet, g);
            if cells > 0 && sum == map.sum_groups[g].number as u32 {
                cells
            } else {
                0
            }
        })
        .sum();
    let monsters = sheet.monsters.iter().map(|m| i64::from(m.ticked)).sum();
    let won = sheet.result == Some(true);
    let circled = if won { i64::from(circled / 2) } else { 0 };
    let crown = sheet.crown;
    let skulls = -i64::from(sheet.skulls);
    Breakdown {
        map: sheet.map,
        chests,
        rooms,
        monsters,
        skulls,
        circled,
        finds: sheet.finds,
        equipment: crown,
        total: chests + rooms + monsters + skulls + circled + sheet.finds + crown,
        won: sheet.result,
    }
}
