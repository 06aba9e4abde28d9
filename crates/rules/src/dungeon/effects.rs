//! What a write sets off — a door opened, a key, a chest, an encounter, a teleport — and the
//! other consequences of play: skulls and monster fights.

use super::chance::Chance;
use super::encounter::Encounter;
use super::event::Event;
use super::legality::{number_fits, Entry};
use super::map::{Feature, Pos};
use super::monster::{Equipment, MONSTERS};
use super::sheet::AbilityKind;
use super::state::Table;

impl Table {
    pub(super) fn fill_skull(&mut self) {
        if self.has(Equipment::Helmet) && !self.sheet().helmet_used {
            self.sheet_mut().helmet_used = true;
            self.events.push(Event::SkullSpared);
            return;
        }
        self.sheet_mut().skulls += 1;
        self.events.push(Event::SkullFilled);
        if self.skulls_left() == 0 {
            self.end_map(false);
        }
    }

    /// Writes `value` on `p` (already checked), with what follows from it on the tile; on a
    /// `?` the encounter's die is then due.
    pub(super) fn write(&mut self, p: Pos, value: u8, entry: Entry) {
        let map = self.map();
        if let Entry::Door(d) = entry {
            let sheet = self.sheet_mut();
            sheet.keys_held -= 1;
            sheet.keys_spent += 1;
            sheet.doors_open[d] = true;
            self.events.push(Event::DoorOpened { door: d });
        }
        self.put(p, value);
        match map.tile(p).and_then(|t| t.feature) {
            Some(Feature::Key) => {
                self.sheet_mut().keys_held += 1;
                self.events.push(Event::KeyCollected);
            }
            Some(Feature::Chest) => self.events.push(Event::ChestFound { value }),
            Some(Feature::Encounter) => {
                let sheet = self.sheet_mut();
                let (map, k) = (sheet.map, sheet.encounters);
                sheet.encounters += 1;
                self.chance = Some(Chance::Encounter {
                    map,
                    k,
                    written: value,
                });
            }
            Some(Feature::Teleporter(l)) => {
                if let Some(q) = map.links.get(l).and_then(|link| link.other(p)) {
                    let sheet = self.sheet();
                    if sheet.at(map, q).is_none() && number_fits(map, sheet, q, value).is_ok() {
                        self.put(q, value);
                        self.events.push(Event::Teleported {
                            x: q.x,
                            y: q.y,
                            value,
                        });
                    }
                }
            }
            _ => {}
        }
    }

    fn put(&mut self, p: Pos, value: u8) {
        let map = self.map();
        if let Some(i) = map.index(p) {
            let sheet = self.sheet_mut();
            sheet.written[i] = Some(value);
            sheet.order.push(p);
        }
        self.events.push(Event::wrote(p, value));
    }

    /// The encounter of `written` on a `?` with `die`: row written + die (+ 1 with the
    /// lantern, at most 12) applies at once.
    pub(super) fn encounter(&mut self, written: u8, die: u8) {
        let lantern = u8::from(self.has(Equipment::Lantern));
        let sum = (written + die + lantern).min(12);
        let row = Encounter::row(sum);
        self.events.push(Event::Encounter {
            written,
            die,
            sum,
            row,
        });
        match row {
            Encounter::Trap => self.fill_skull(),
            Encounter::Quiet => {}
            Encounter::Key => {
                self.sheet_mut().keys_held += 1;
                self.events.push(Event::KeyCollected);
            }
            Encounter::Spring => {
                if self.sheet().skulls > 0 {
                    self.sheet_mut().skulls -= 1;
                    self.events.push(Event::SkullErased);
                }
            }
            Encounter::Charm => {
                let a = &mut self.sheet_mut().abilities;
                let back = if a.reroll.used > 0 && a.reroll.left == 0 {
                    a.reroll.left += 1;
                    Some(AbilityKind::Reroll)
                } else if a.plus_minus.used > 0 && a.plus_minus.left == 0 {
                    a.plus_minus.left += 1;
                    Some(AbilityKind::PlusMinus)
                } else if a.double.used > 0 && a.double.left == 0 {
                    a.double.left += 1;
                    Some(AbilityKind::Double)
                } else {
                    None
                };
                if let Some(ability) = back {
                    self.events.push(Event::AbilityBack { ability });
                }
            }
            Encounter::Gold(points) => {
                self.sheet_mut().finds += i64::from(points);
                self.events.push(Event::GoldFound { points });
            }
        }
    }

    /// Ticks a box of monster `m`; its last box loots its equipment (once per campaign),
    /// whose effect starts at once.
    pub(super) fn fight(&mut self, m: usize) {
        let sheet = self.sheet_mut();
        let monster = &mut sheet.monsters[m];
        monster.ticked += 1;
        let done = monster.ticked == monster.boxes && !monster.looted;
        if done {
            monster.looted = true;
        }
        self.events.push(Event::MonsterTicked { monster: m as u8 });
        if done {
            let e = MONSTERS[m].equipment;
            self.equipment.push(e);
            self.events.push(Event::Looted { equipment: e });
            let sheet = self.sheet_mut();
            match e {
                Equipment::SkeletonKey => sheet.keys_held += 1,
                Equipment::LuckyCharm => sheet.abilities.plus_minus.left += 1,
                Equipment::DiceBag => sheet.abilities.reroll.left += 1,
                Equipment::Lantern | Equipment::Helmet | Equipment::Crown => {}
            }
        }
    }
}
