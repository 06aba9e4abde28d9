//! Dungeons of Numera as a state machine: a game is one map or the campaign (maps 1 → 2 → 3).
//! Each turn three dice are rolled; the player uses each die once (write it, fill a skull with
//! it when it cannot be written, or fight a monster with a pair), then rolls again. The last
//! chest wins a map at once, the last uncircled skull fails it.
//!
//! The state is split in two. `Table` is everything the player sees — sheets, dice, phase,
//! equipment, events and the draw it waits for (`Chance`) — and is the view: it plays actions
//! and stops at each draw, which whoever holds it resolves (a planner with each outcome in
//! turn). `DungeonGame` is a table and the seed: it resolves every draw from the seed as soon
//! as it is due, so between two actions its table never waits.

use std::ops::Deref;

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::chance::Chance;
use super::data::map;
use super::event::Event;
use super::legality::{number_fits, reach, Entry, Refusal};
use super::map::{Map, Pos};
use super::monster::Equipment;
use super::scoring::{breakdown, Breakdown};
use super::sheet::{Abilities, Sheet};
use super::Options;
use crate::{RuleError, Seed};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Dice to use.
    Place,
    /// Every die used: `roll`.
    RollNext,
    /// A map of the campaign is over: `next`.
    MapOver {
        won: bool,
    },
    Over,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Die {
    pub value: u8,
    pub used: bool,
}

/// What the player sees of a game, and all of it: the view, and the state a planner plays on.
/// No seed: nothing here tells a future draw. States compare equal field by field, so a test
/// proves that a refused action changed nothing.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Table {
    pub(super) options: Options,
    /// One sheet per map started, the one in play last.
    pub(super) sheets: Vec<Sheet>,
    pub(super) dice: Vec<Die>,
    pub(super) phase: Phase,
    /// Equipment held, in the order looted.
    pub(super) equipment: Vec<Equipment>,
    pub(super) events: Vec<Event>,
    pub(super) actions: usize,
    pub(super) last_undoable: bool,
    /// The draw the table waits for before anything else may happen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) chance: Option<Chance>,
}

/// A game: its table and the seed that resolves every draw of it. It reads as its table
/// (`Deref`), and changes only through `Game::apply`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(remote = "Self")]
pub struct DungeonGame {
    pub(super) seed: Seed,
    #[serde(flatten)]
    pub(super) table: Table,
}

impl Deref for DungeonGame {
    type Target = Table;

    fn deref(&self) -> &Table {
        &self.table
    }
}

impl DungeonGame {
    pub(super) fn start(options: &Options, seed: Seed) -> DungeonGame {
        let mut game = DungeonGame {
            seed,
            table: Table::start(options),
        };
        game.resolve_chances();
        game
    }

    /// Resolves every draw due, from the seed.
    pub(super) fn resolve_chances(&mut self) {
        while let Some(chance) = self.table.chance {
            self.table.resolve(chance.draw(self.seed));
        }
    }

    /// The public part: what the player sees (the view).
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The same game with other rolls to come (`salt` picks them): every roll, reroll and
    /// encounter die is drawn from the seed when it happens, so only the seed changes.
    pub(super) fn with_other_future(&self, salt: u64) -> DungeonGame {
        let mut other = self.clone();
        other.seed = Seed::from_bits(self.seed.bits() ^ (salt | 1));
        other
    }

    /// Consistency of a state read from outside (a position file).
    pub(super) fn check_consistency(&self) -> Result<(), RuleError> {
        if self.table.chance.is_some() {
            return Err(RuleError::inconsistent("a draw is still due"));
        }
        self.table.check_consistency()
    }
}

impl Table {
    /// A fresh table: the first map's sheet, waiting for its first roll.
    pub(super) fn start(options: &Options) -> Table {
        let mut table = Table {
            options: options.clone(),
            sheets: Vec::new(),
            dice: Vec::new(),
            phase: Phase::Place,
            equipment: Vec::new(),
            events: Vec::new(),
            actions: 0,
            last_undoable: false,
            chance: None,
        };
        table.start_map(0);
        table
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The draw the table waits for: never, between two actions of a live game.
    pub fn chance(&self) -> Option<Chance> {
        self.chance
    }

    /// The map being played (the last one, once the game is over).
    pub fn map(&self) -> &'static Map {
        map(self.options.map_number(self.map_index()))
    }

    /// 0-based index of the map in play within this game.
    pub fn map_index(&self) -> usize {
        self.sheets.len().saturating_sub(1)
    }

    /// Maps in this game: 3 for the campaign, else 1.
    pub fn map_count(&self) -> usize {
        self.options.map_count()
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The current roll: three dice while a map is played, none once it is over.
    pub fn dice(&self) -> &[Die] {
        &self.dice
    }

    pub(super) fn sheet(&self) -> &Sheet {
        &self.sheets[self.map_index()]
    }

    pub(super) fn sheet_mut(&mut self) -> &mut Sheet {
        let i = self.map_index();
        &mut self.sheets[i]
    }

    /// The sheet of map `map_index` of this game (for the breakdown and tests).
    pub fn sheet_of(&self, map_index: usize) -> Option<&Sheet> {
        self.sheets.get(map_index)
    }

    pub fn written(&self, p: Pos) -> Option<u8> {
        self.sheet().at(self.map(), p)
    }

    /// The tiles written on the map in play, in order.
    pub fn write_order(&self) -> &[Pos] {
        &self.sheet().order
    }

    /// (filled, circled, total).
    pub fn skulls(&self) -> (u8, u8, u8) {
        (self.sheet().skulls, self.options.circled, self.map().skulls)
    }

    /// Skulls that may still be filled before the map fails.
    pub fn skulls_left(&self) -> u8 {
        let (filled, circled, total) = self.skulls();
        total.saturating_sub(circled).saturating_sub(filled)
    }

    /// (held, spent).
    pub fn keys(&self) -> (u8, u8) {
        (self.sheet().keys_held, self.sheet().keys_spent)
    }

    pub fn door_open(&self, door: usize) -> bool {
        self.sheet().doors_open.get(door).copied().unwrap_or(false)
    }

    pub fn monsters(&self) -> &[super::monster::MonsterState] {
        &self.sheet().monsters
    }

    pub fn abilities(&self) -> Abilities {
        self.sheet().abilities
    }

    pub fn equipment(&self) -> &[Equipment] {
        &self.equipment
    }

    pub fn has(&self, e: Equipment) -> bool {
        self.equipment.contains(&e)
    }

    /// Whether the helmet has spared this map's first skull already.
    pub fn helmet_used(&self) -> bool {
        self.sheet().helmet_used
    }

    /// What the last action did, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The score of map `map_index` of this game so far (final once that map is over).
    pub fn breakdown(&self, map_index: usize) -> Option<Breakdown> {
        let sheet = self.sheets.get(map_index)?;
        Some(breakdown(map(sheet.map), sheet, self.options.circled))
    }

    pub fn breakdowns(&self) -> Vec<Breakdown> {
        (0..self.sheets.len())
            .filter_map(|i| self.breakdown(i))
            .collect()
    }

    pub fn campaign_total(&self) -> i64 {
        self.breakdowns().iter().map(|b| b.total).sum()
    }

    /// Whether every map of the game was won (the game's "win").
    pub fn all_won(&self) -> bool {
        self.is_over()
            && self.sheets.len() == self.map_count()
            && self.sheets.iter().all(|s| s.result == Some(true))
    }

    /// The empty tiles a number could reach now (before looking at the number), with the way
    /// there.
    pub fn frontier(&self) -> Vec<(Pos, Entry)> {
        self.reachable().collect()
    }

    /// The frontier, tile by tile in map order (START alone before the first number).
    fn reachable(&self) -> impl Iterator<Item = (Pos, Entry)> + '_ {
        let map = self.map();
        let sheet = self.sheet();
        let first = sheet.order.is_empty();
        map.tiles().filter_map(move |(p, _)| {
            if first {
                (p == map.start).then_some((p, Entry::Open))
            } else {
                reach(map, sheet, p).ok().map(|e| (p, e))
            }
        })
    }

    /// Where die `die` may be written now (empty for a used die or outside play).
    pub fn legal_tiles(&self, die: usize) -> Vec<Pos> {
        match self.dice.get(die) {
            Some(d) if !d.used && self.phase == Phase::Place => {
                let map = self.map();
                let sheet = self.sheet();
                self.frontier()
                    .into_iter()
                    .filter(|&(p, _)| number_fits(map, sheet, p, d.value).is_ok())
                    .map(|(p, _)| p)
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    /// Whether die `die` has any legal tile (cheaper than `legal_tiles`).
    pub fn can_write(&self, die: usize) -> bool {
        match self.dice.get(die) {
            Some(d) if !d.used && self.phase == Phase::Place => self.value_has_tile(d.value),
            _ => false,
        }
    }

    /// Whether a die showing `value` could be written somewhere now.
    pub fn value_has_tile(&self, value: u8) -> bool {
        let (map, sheet) = (self.map(), self.sheet());
        (1..=6).contains(&value)
            && self
                .reachable()
                .any(|(p, _)| number_fits(map, sheet, p, value).is_ok())
    }

    /// Per face 1–6 (index 0 unused), whether a die showing it could be written now.
    pub fn writable_faces(&self) -> [bool; 7] {
        let map = self.map();
        let sheet = self.sheet();
        let mut faces = [false; 7];
        for (p, _) in self.frontier() {
            for (v, face) in faces.iter_mut().enumerate().skip(1) {
                if !*face && number_fits(map, sheet, p, v as u8).is_ok() {
                    *face = true;
                }
            }
        }
        faces
    }

    /// Why die `die` may not go on `p` now; `None` when it may.
    pub fn why_not(&self, die: usize, p: Pos) -> Option<Refusal> {
        self.check(&Action::Write {
            die: die.min(255) as u8,
            pos: p,
        })
        .err()
    }

    fn start_map(&mut self, index: usize) {
        let number = self.options.map_number(index);
        let sheet = Sheet::new(map(number), &self.equipment);
        self.sheets.push(sheet);
        self.events.push(Event::MapStarted { map: number });
        self.roll_due();
    }

    /// The turn's three dice are due.
    pub(super) fn roll_due(&mut self) {
        let sheet = self.sheet_mut();
        let (map, k) = (sheet.map, sheet.rolls);
        sheet.rolls += 1;
        self.chance = Some(Chance::Roll { map, k });
    }

    pub(super) fn end_map(&mut self, won: bool) {
        let crown = won && self.has(Equipment::Crown);
        let sheet = self.sheet_mut();
        sheet.result = Some(won);
        sheet.crown = if crown { 2 } else { 0 };
        self.dice.clear();
        self.events
            .push(if won { Event::MapWon } else { Event::MapFailed });
        self.phase = if self.map_index() + 1 >= self.map_count() {
            Phase::Over
        } else {
            Phase::MapOver { won }
        };
    }

    pub(super) fn next_map(&mut self) {
        let next = self.map_index() + 1;
        self.start_map(next);
    }

    /// Actions applied so far.
    pub fn action_count(&self) -> usize {
        self.actions
    }

    /// Whether the last action may be taken back: only if it drew nothing (an encounter die,
    /// a reroll, a roll, a new map's first roll).
    pub fn last_action_undoable(&self) -> bool {
        self.actions > 0 && self.last_undoable
    }
}

crate::checked_position!(DungeonGame);
