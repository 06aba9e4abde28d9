//! Checking and applying actions, and the `Game` interface.

use super::action::Action;
use super::event::Event;
use super::legality::{check_write, Refusal};
use super::sheet::Ability;
use super::state::{reroll_stream, DungeonGame, Phase};
use super::Options;
use crate::rules::{Game, GameId, Outcome, PlayerId, Rng, RuleError, Seed};

/// Which ability an action uses, and whether through ×2.
fn ability_of(game: &DungeonGame, action: &Action) -> Option<(&'static str, Ability, bool)> {
    let a = game.abilities();
    match *action {
        Action::Reroll { doubled, .. } => Some(("reroll", a.reroll, doubled)),
        Action::Adjust { doubled, .. } => Some(("±1", a.plus_minus, doubled)),
        _ => None,
    }
}

impl DungeonGame {
    pub(super) fn check(&self, action: &Action) -> Result<(), Refusal> {
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
        let Some((name, ability, doubled)) = ability_of(self, action) else {
            return Ok(());
        };
        if doubled {
            if self.abilities().double.left == 0 {
                return Err(Refusal::AbilityUsed { name: "×2" });
            }
            if ability.used == 0 {
                return Err(Refusal::NothingToRepeat { name });
            }
        } else if ability.left == 0 {
            return Err(Refusal::AbilityUsed { name });
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

    /// Applies a checked action; returns whether it drew from the seed.
    fn perform(&mut self, action: &Action) -> bool {
        match *action {
            Action::Write { die, pos } => {
                let value = self.dice[die as usize].value;
                let entry = match check_write(self.map(), self.sheet(), pos, value) {
                    Ok(entry) => entry,
                    Err(_) => return false,
                };
                self.dice[die as usize].used = true;
                let drew = self.write(pos, value, entry);
                self.after_die();
                drew
            }
            Action::Skull { die } => {
                self.dice[die as usize].used = true;
                self.fill_skull();
                self.after_die();
                false
            }
            Action::Fight { dice, monster } => {
                self.dice[dice[0] as usize].used = true;
                self.dice[dice[1] as usize].used = true;
                self.fight(monster as usize);
                self.after_die();
                false
            }
            Action::Reroll { mask, .. } => {
                self.spend_ability(action);
                if self.planning {
                    return true;
                }
                let i = self.map_index();
                let (number, k) = (self.sheets[i].map, self.sheets[i].rerolls);
                self.sheets[i].rerolls += 1;
                let mut rng = reroll_stream(self.seed, number, k);
                for d in 0..3u8 {
                    if mask & (1 << d) != 0 {
                        let value = rng.d6();
                        self.dice[d as usize].value = value;
                        self.events.push(Event::Rerolled { die: d, value });
                    }
                }
                true
            }
            Action::Adjust { die, up, .. } => {
                self.spend_ability(action);
                let d = &mut self.dice[die as usize];
                d.value = if up { d.value + 1 } else { d.value - 1 };
                let value = d.value;
                self.events.push(Event::Adjusted { die, value });
                false
            }
            Action::Roll => {
                self.roll_dice();
                true
            }
            Action::Next => {
                self.next_map();
                true
            }
        }
    }

    fn after_die(&mut self) {
        if self.sheet().is_over() {
            return;
        }
        if self.dice.iter().all(|d| d.used) {
            self.phase = Phase::RollNext;
        }
    }

    /// Every legal action now, in a fixed order: writes, skulls, fights, abilities, roll, next.
    pub fn legal(&self) -> Vec<Action> {
        let mut out = Vec::new();
        match self.phase {
            Phase::Over => {}
            Phase::MapOver { .. } => out.push(Action::Next),
            Phase::RollNext => out.push(Action::Roll),
            Phase::Place => {
                for die in 0..self.dice.len() as u8 {
                    if self.dice[die as usize].used {
                        continue;
                    }
                    let tiles = self.legal_tiles(die as usize);
                    if tiles.is_empty() {
                        out.push(Action::Skull { die });
                    }
                    out.extend(tiles.into_iter().map(|pos| Action::Write { die, pos }));
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

impl Game for DungeonGame {
    type Options = Options;
    type Action = Action;
    type View = DungeonGame;
    type Refusal = Refusal;

    const ID: GameId = GameId::Dungeon;

    fn new(options: &Options, seed: Seed) -> Result<Self, RuleError> {
        options.validate()?;
        Ok(DungeonGame::start(options, seed))
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn players(&self) -> usize {
        1
    }

    fn to_act(&self) -> Vec<PlayerId> {
        if self.is_over() {
            Vec::new()
        } else {
            vec![0]
        }
    }

    fn legal_actions(&self, player: PlayerId) -> Vec<Action> {
        if player != 0 {
            return Vec::new();
        }
        self.legal()
    }

    fn apply(&mut self, action: &Action) -> Result<(), Refusal> {
        self.check(action)?;
        self.events.clear();
        let drew = self.perform(action);
        self.actions += 1;
        self.last_undoable = !drew;
        Ok(())
    }

    /// Solo, full information: the view is the game itself (the future rolls are not in it:
    /// they are drawn from the seed when needed).
    fn observe(&self, _seat: Option<PlayerId>) -> DungeonGame {
        self.clone()
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
        self.actions > 0 && self.last_undoable
    }
}
