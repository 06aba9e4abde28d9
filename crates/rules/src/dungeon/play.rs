//! Checking and applying actions on the table, resolving its draws, and the `Game` interface:
//! the live game resolves each draw from the seed as soon as the table says it is due.

use super::action::Action;
use super::chance::{Chance, Draw};
use super::event::Event;
use super::legality::{check_write, number_fits, Refusal};
use super::sheet::{Ability, AbilityKind};
use super::state::{Die, DungeonGame, Phase, Table};
use super::Options;
use crate::{Checked, Deal, Game, GameId, Outcome, PlayerId, Rng, RuleError, SeatView, Seed};

/// Which ability an action uses, and whether through ×2.
fn ability_of(table: &Table, action: &Action) -> Option<(AbilityKind, Ability, bool)> {
    let a = table.abilities();
    match *action {
        Action::Reroll { doubled, .. } => Some((AbilityKind::Reroll, a.reroll, doubled)),
        Action::Adjust { doubled, .. } => Some((AbilityKind::PlusMinus, a.plus_minus, doubled)),
        _ => None,
    }
}

impl Table {
    pub(super) fn check(&self, action: &Action) -> Result<(), Refusal> {
        if self.chance.is_some() {
            return Err(Refusal::DrawDue);
        }
        match self.phase {
            Phase::Over => return Err(Refusal::GameOver),
            Phase::MapOver { .. } if *action != Action::Next => return Err(Refusal::MapOver),
            Phase::RollNext if *action != Action::Roll => return Err(Refusal::RollFirst),
            _ => {}
        }
        let unused = |d: u8| -> Result<u8, Refusal> {
            match self.dice.get(d as usize) {
                None => Err(Refusal::NoSuchDie),
                Some(die) if die.used => Err(Refusal::DieUsed),
                Some(die) => Ok(die.value),
            }
        };
        match *action {
            Action::Write { die, pos } => {
                let value = unused(die)?;
                check_write(self.map(), self.sheet(), pos, value).map(|_| ())
            }
            Action::Skull { die } => {
                unused(die)?;
                if self.can_write(die as usize) {
                    return Err(Refusal::MustPlace);
                }
                Ok(())
            }
            Action::Fight { dice, monster } => {
                let (a, b) = (unused(dice[0])?, unused(dice[1])?);
                if dice[0] == dice[1] || a != b {
                    return Err(Refusal::NotDouble);
                }
                let Some(m) = self.monsters().get(monster as usize) else {
                    return Err(Refusal::NoSuchMonster);
                };
                if m.value != a {
                    return Err(Refusal::WrongMonster { value: m.value });
                }
                if m.ticked >= m.boxes {
                    return Err(Refusal::MonsterDone);
                }
                Ok(())
            }
            Action::Reroll { mask, .. } => {
                self.check_ability(action)?;
                let chosen = (0..3u8).filter(|&i| mask & (1 << i) != 0);
                let mut any = false;
                for i in chosen {
                    unused(i)?;
                    any = true;
                }
                if !any || mask >= 8 {
                    return Err(Refusal::NoDiceChosen);
                }
                Ok(())
            }
            Action::Adjust { die, up, .. } => {
                self.check_ability(action)?;
                let v = unused(die)?;
                if (up && v >= 6) || (!up && v <= 1) {
                    return Err(Refusal::OffTheDie);
                }
                Ok(())
            }
            Action::Roll => match self.phase {
                Phase::RollNext => Ok(()),
                _ => Err(Refusal::DiceLeft),
            },
            Action::Next => match self.phase {
                Phase::MapOver { .. } => Ok(()),
                _ => Err(Refusal::MapNotOver),
            },
        }
    }

    fn check_ability(&self, action: &Action) -> Result<(), Refusal> {
        let Some((kind, ability, doubled)) = ability_of(self, action) else {
            return Ok(());
        };
        if doubled {
            if self.abilities().double.left == 0 {
                return Err(Refusal::AbilityUsed {
                    ability: AbilityKind::Double,
                });
            }
            if ability.used == 0 {
                return Err(Refusal::NothingToRepeat { ability: kind });
            }
        } else if ability.left == 0 {
            return Err(Refusal::AbilityUsed { ability: kind });
        }
        Ok(())
    }

    /// Spends the ability `action` uses (itself, or ×2).
    fn spend_ability(&mut self, action: &Action) {
        let i = self.map_index();
        let a = &mut self.sheets[i].abilities;
        let (own, doubled) = match *action {
            Action::Reroll { doubled, .. } => (&mut a.reroll, doubled),
            Action::Adjust { doubled, .. } => (&mut a.plus_minus, doubled),
            _ => return,
        };
        own.used += 1;
        if doubled {
            a.double.left -= 1;
            a.double.used += 1;
        } else {
            own.left -= 1;
        }
    }

    /// Plays `action` on the table, or refuses it and changes nothing. An action that calls
    /// for a draw (a roll, a reroll, a write on `?`, the next map's first roll) stops at it:
    /// `chance` says which, and the action is finished by `resolve`.
    pub fn play(&mut self, action: &Action) -> Result<(), Refusal> {
        self.check(action)?;
        self.effect(action);
        Ok(())
    }

    /// `play` once `action` is checked: the game's `effect` and a planner's `play` share it.
    fn effect(&mut self, action: &Action) {
        self.events.clear();
        self.perform(action);
        self.actions += 1;
        // Only an action that revealed nothing new may be taken back.
        self.last_undoable = self.chance.is_none();
    }

    /// Finishes the action waiting for the pending draw with `draw`: the seed's draw in the
    /// live game, one of `Chance::outcomes` in a planner's. Nothing happens when no draw is
    /// due.
    pub fn resolve(&mut self, draw: Draw) {
        let Some(chance) = self.chance.take() else {
            return;
        };
        let faces = draw.faces();
        match chance {
            Chance::Roll { .. } => {
                let mut values = [1u8; 3];
                for (v, &face) in values.iter_mut().zip(faces) {
                    *v = face;
                }
                self.dice = values
                    .iter()
                    .map(|&value| Die { value, used: false })
                    .collect();
                self.phase = Phase::Place;
                self.events.push(Event::Rolled { dice: values });
            }
            Chance::Reroll { mask, .. } => {
                let chosen = (0..3u8).filter(|d| mask & (1 << d) != 0);
                for (d, &value) in chosen.zip(faces) {
                    self.dice[d as usize].value = value;
                    self.events.push(Event::Rerolled { die: d, value });
                }
            }
            Chance::Encounter { written, .. } => {
                self.encounter(written, faces.first().copied().unwrap_or(1));
                self.after_write();
            }
        }
    }

    /// A planner's shortcut: finishes a write on `?` as if its encounter changed nothing,
    /// instead of weighing the six outcomes. Returns whether an encounter was due (any other
    /// draw stays due).
    pub fn skip_encounter(&mut self) -> bool {
        if !matches!(self.chance, Some(Chance::Encounter { .. })) {
            return false;
        }
        self.chance = None;
        self.after_write();
        true
    }

    /// Applies a checked action, up to the draw it calls for, if any.
    fn perform(&mut self, action: &Action) {
        match *action {
            Action::Write { die, pos } => {
                let value = self.dice[die as usize].value;
                let entry = match check_write(self.map(), self.sheet(), pos, value) {
                    Ok(entry) => entry,
                    Err(_) => return,
                };
                self.dice[die as usize].used = true;
                self.write(pos, value, entry);
                if self.chance.is_none() {
                    self.after_write();
                }
            }
            Action::Skull { die } => {
                self.dice[die as usize].used = true;
                self.fill_skull();
                self.after_die();
            }
            Action::Fight { dice, monster } => {
                self.dice[dice[0] as usize].used = true;
                self.dice[dice[1] as usize].used = true;
                self.fight(monster as usize);
                self.after_die();
            }
            Action::Reroll { mask, .. } => {
                self.spend_ability(action);
                let sheet = self.sheet_mut();
                let (map, k) = (sheet.map, sheet.rerolls);
                sheet.rerolls += 1;
                self.chance = Some(Chance::Reroll { map, k, mask });
            }
            Action::Adjust { die, up, .. } => {
                self.spend_ability(action);
                let d = &mut self.dice[die as usize];
                d.value = if up { d.value + 1 } else { d.value - 1 };
                let value = d.value;
                self.events.push(Event::Adjusted { die, value });
            }
            Action::Roll => self.roll_due(),
            Action::Next => self.next_map(),
        }
    }

    /// The end of a write, once its encounter (if any) is over: the last chest wins the map,
    /// and the die is used.
    fn after_write(&mut self) {
        let map = self.map();
        if !self.sheet().is_over() && self.sheet().chests_found(map) == map.chests().count() {
            self.end_map(true);
        }
        self.after_die();
    }

    fn after_die(&mut self) {
        if self.sheet().is_over() {
            return;
        }
        if self.dice.iter().all(|d| d.used) {
            self.phase = Phase::RollNext;
        }
    }

    /// Every legal action now, in a fixed order: writes, skulls, fights, abilities, roll, next
    /// (none while a draw is due).
    pub fn legal(&self) -> Vec<Action> {
        let mut out = Vec::new();
        if self.chance.is_some() {
            return out;
        }
        match self.phase {
            Phase::Over => {}
            Phase::MapOver { .. } => out.push(Action::Next),
            Phase::RollNext => out.push(Action::Roll),
            Phase::Place => {
                // The tiles within reach, found once for every die (as `legal_tiles` would).
                let (map, sheet) = (self.map(), self.sheet());
                let frontier = self.frontier();
                for (die, d) in (0u8..).zip(&self.dice) {
                    if d.used {
                        continue;
                    }
                    let tiles = frontier
                        .iter()
                        .filter(|&&(p, _)| number_fits(map, sheet, p, d.value).is_ok());
                    let before = out.len();
                    out.extend(tiles.map(|&(pos, _)| Action::Write { die, pos }));
                    if out.len() == before {
                        out.push(Action::Skull { die });
                    }
                }
                for a in 0..3u8 {
                    for b in a + 1..3 {
                        for monster in 0..self.monsters().len() as u8 {
                            let f = Action::Fight {
                                dice: [a, b],
                                monster,
                            };
                            if self.check(&f).is_ok() {
                                out.push(f);
                            }
                        }
                    }
                }
                for doubled in [false, true] {
                    for mask in 1..8u8 {
                        let r = Action::Reroll { mask, doubled };
                        if self.check(&r).is_ok() {
                            out.push(r);
                        }
                    }
                    for die in 0..3u8 {
                        for up in [true, false] {
                            let p = Action::Adjust { die, up, doubled };
                            if self.check(&p).is_ok() {
                                out.push(p);
                            }
                        }
                    }
                }
            }
        }
        out
    }
}

/// The table is also the game's view (solo, full information), so it answers as the game.
impl SeatView<Action, Refusal> for Table {
    /// The one seat, until the campaign is over.
    fn to_act(&self) -> Vec<PlayerId> {
        if self.is_over() {
            Vec::new()
        } else {
            vec![0]
        }
    }

    fn refusal(&self, action: &Action) -> Option<Refusal> {
        self.check(action).err()
    }
}

impl Game for DungeonGame {
    type Options = Options;
    type Action = Action;
    type View = Table;
    type Refusal = Refusal;

    const ID: GameId = GameId::Dungeon;

    fn new(options: &Options, seed: Seed) -> Result<Self, RuleError> {
        options.validate()?;
        Ok(DungeonGame::start(options, seed))
    }

    fn deal(&self) -> Deal<'_, Options> {
        Deal::new(&self.table.options, self.seed)
    }

    fn to_act(&self) -> Vec<PlayerId> {
        self.table.to_act()
    }

    fn legal_actions(&self, player: PlayerId) -> Vec<Action> {
        if player != 0 {
            return Vec::new();
        }
        self.legal()
    }

    fn check(&self, action: &Action) -> Result<(), Refusal> {
        self.table.check(action)
    }

    /// Plays the action on the table, then resolves from the seed the draw it called for.
    fn effect(&mut self, action: Checked<'_, Action>) {
        self.table.effect(&action);
        self.resolve_chances();
    }

    /// Solo, full information: the view is the whole table (the seed, which holds the future
    /// rolls, is not in it).
    fn observe(&self, _seat: Option<PlayerId>) -> Table {
        self.table.clone()
    }

    fn decision_rng(&self, _seat: PlayerId) -> Rng {
        Rng::stream(self.seed, "dungeon-bot", self.action_count() as u64)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| Outcome {
            scores: vec![self.campaign_total()],
            winners: if self.all_won() { vec![0] } else { Vec::new() },
        })
    }

    fn scores(&self) -> Vec<i64> {
        vec![self.campaign_total()]
    }

    /// Undoable only when the last action drew nothing from the seed (an encounter die, a
    /// reroll, a roll, a new map's first roll).
    fn last_action_undoable(&self) -> bool {
        self.table.last_action_undoable()
    }
}
