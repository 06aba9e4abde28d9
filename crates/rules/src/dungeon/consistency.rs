//! What a table read from outside must hold beyond sizes: the phase agrees with the dice and
//! the map's result, the monsters are the monster page's, equipment comes from a monster
//! beaten, and every counter stays within what a map can produce — so that no counter of a
//! position (a draw index at its limit, a key count near 255) overflows or misleads later.

use super::data::map;
use super::monster::{Equipment, MONSTERS};
use super::sheet::Sheet;
use super::state::{Phase, Table};
use crate::RuleError;

/// A map has fewer than 100 tiles; uses, keys and finds stay far below this.
const SMALL_LIMIT: u8 = 100;
/// Draws per map (rolls, rerolls, encounter dice): far beyond any map, far below overflow.
const DRAW_LIMIT: u64 = 100_000;
/// Points found in encounters on one map.
const FINDS_LIMIT: i64 = 10_000;
/// Actions in a game: three maps of rolls, writes, fights and abilities stay far below.
const ACTIONS_LIMIT: usize = 1_000_000;

impl Table {
    /// Consistency of a table read from outside (a position file).
    pub(super) fn check_consistency(&self) -> Result<(), RuleError> {
        self.options.validate()?;
        let bad = |what: &'static str| Err(RuleError::inconsistent(what));
        if self.sheets.is_empty() || self.sheets.len() > self.map_count() {
            return bad("one sheet per map started");
        }
        for (i, sheet) in self.sheets.iter().enumerate() {
            let m = map(self.options.map_number(i));
            if sheet.map != m.number
                || sheet.written.len() != m.width * m.height
                || sheet.doors_open.len() != m.doors.len()
                || sheet.monsters.len() != MONSTERS.len()
            {
                return bad("a sheet does not fit its map");
            }
            if sheet.written.iter().flatten().any(|v| !(1..=6).contains(v))
                || sheet.order.len() != sheet.written.iter().flatten().count()
            {
                return bad("numbers written are 1 to 6, each in the write order");
            }
            if i + 1 < self.sheets.len() && sheet.result.is_none() {
                return bad("an earlier map is not over");
            }
        }
        if self.dice.len() > 3 || self.dice.iter().any(|d| !(1..=6).contains(&d.value)) {
            return bad("three dice showing 1 to 6");
        }
        check_table(self).map_err(RuleError::inconsistent)
    }
}

/// Why `table`'s phase, dice, sheets or equipment cannot be, in words.
pub fn check_table(table: &Table) -> Result<(), String> {
    let current = table.sheets.last().ok_or("no sheet")?;
    let dice_used = table.dice.iter().filter(|d| d.used).count();
    let fits = match table.phase {
        Phase::Place => current.result.is_none() && table.dice.len() == 3 && dice_used < 3,
        Phase::RollNext => current.result.is_none() && table.dice.len() == 3 && dice_used == 3,
        Phase::MapOver { won } => current.result == Some(won) && table.dice.is_empty(),
        Phase::Over => current.result.is_some() && table.dice.is_empty(),
    };
    if !fits {
        return Err("the phase does not match the dice and the map's result".into());
    }
    let last = table.sheets.len() == table.map_count();
    if matches!(table.phase, Phase::MapOver { .. }) == last && current.result.is_some() {
        return Err("a finished map that is not the last must wait for the next".into());
    }
    for (i, e) in table.equipment.iter().enumerate() {
        if table.equipment[..i].contains(e) {
            return Err("a piece of equipment held twice".into());
        }
    }
    if table.actions > ACTIONS_LIMIT {
        return Err("more actions than a game can have".into());
    }
    for sheet in &table.sheets {
        check_sheet(sheet, &table.equipment)?;
        // A map fails on its last uncircled skull: no more can be filled.
        let skulls = map(sheet.map).skulls.saturating_sub(table.options.circled);
        let failed = sheet.result == Some(false);
        if sheet.skulls > skulls || (sheet.skulls == skulls && skulls > 0 && !failed) {
            return Err("more skulls filled than the map allows".into());
        }
    }
    let beaten = |e: &Equipment| {
        MONSTERS.iter().enumerate().any(|(k, m)| {
            m.equipment == *e && table.sheets.iter().any(|s| s.monsters[k].ticked == m.boxes)
        })
    };
    if !table.equipment.iter().all(beaten) {
        return Err("equipment of a monster never beaten".into());
    }
    Ok(())
}

/// One sheet's monsters, crown and counters.
fn check_sheet(sheet: &Sheet, equipment: &[Equipment]) -> Result<(), String> {
    for (m, s) in MONSTERS.iter().zip(&sheet.monsters) {
        if s.value != m.value || s.boxes != m.boxes || s.ticked > s.boxes {
            return Err(format!("the {} is not the monster page's", m.name));
        }
        if s.looted && !equipment.contains(&m.equipment) {
            return Err(format!(
                "the {}'s equipment is marked looted but not held",
                m.name
            ));
        }
    }
    if sheet.crown != 0 && (sheet.crown != 2 || sheet.result != Some(true)) {
        return Err("crown points on a map not won".into());
    }
    let a = sheet.abilities;
    let small = [
        sheet.keys_held,
        sheet.keys_spent,
        a.reroll.left,
        a.reroll.used,
        a.plus_minus.left,
        a.plus_minus.used,
        a.double.left,
        a.double.used,
    ];
    let draws = [sheet.rolls, sheet.rerolls, sheet.encounters];
    if small.iter().any(|&c| c > SMALL_LIMIT)
        || draws.iter().any(|&c| c > DRAW_LIMIT)
        || !(0..=FINDS_LIMIT).contains(&sheet.finds)
    {
        return Err("a counter beyond what a map can produce".into());
    }
    if sheet.doors_open.iter().filter(|&&o| o).count() > sheet.keys_spent as usize {
        return Err("more doors open than keys spent".into());
    }
    Ok(())
}
