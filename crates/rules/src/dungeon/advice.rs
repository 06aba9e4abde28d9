//! Advice for a newcomer, decided here and only worded by the page: which ability could save
//! a die headed for a skull (`rescue`), and the auto-player's choice with its reason in facts
//! (`hint`).

use super::action::Action;
use super::bot::{after, best};
use super::scoring::breakdown;
use super::state::{Phase, Table};

/// What could keep a die that has no tile out of a skull: a ±1 after which it has one, and a
/// reroll of that die alone with how many of the six faces would have one. Through ×2 only
/// when the ability itself is spent (the engine lists the plain use first).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rescue {
    pub adjust: Option<Action>,
    pub reroll: Option<(Action, u8)>,
}

/// Why the auto-player chooses its action, in facts the page words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// The map's score rises by this much (a chest, a monster box, a room reaching its number).
    Scores(i64),
    /// No points now, but this many of the six faces could still be written after it.
    KeepsFaces(u8),
    /// ±1 turns the die from one value into another that has a tile.
    Saves { from: u8, to: u8 },
    /// A reroll: this many of the six faces would have a tile.
    Chance(u8),
    /// No tile takes the die and no ability is worth spending: it fills a skull.
    NoTile,
    /// Every die is used, or the map is over: roll, or go on.
    Continue,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hint {
    pub action: Action,
    pub why: Why,
}

/// Faces 1–6 that could be written now.
fn open_faces(table: &Table) -> u8 {
    table.writable_faces().iter().filter(|&&f| f).count() as u8
}

/// The ways to save die `die` from a skull; `None` when it has a tile (or is used), or when
/// no ability could save it.
pub fn rescue(table: &Table, die: u8) -> Option<Rescue> {
    let d = *table.dice.get(die as usize)?;
    if d.used || table.phase != Phase::Place || table.can_write(die as usize) {
        return None;
    }
    let legal = table.legal();
    let adjust = legal.iter().copied().find(|a| match *a {
        Action::Adjust { die: which, up, .. } if which == die => {
            table.value_has_tile(if up { d.value + 1 } else { d.value - 1 })
        }
        _ => false,
    });
    let faces = open_faces(table);
    let reroll = legal
        .iter()
        .copied()
        .find(|a| matches!(*a, Action::Reroll { mask, .. } if mask == 1 << die))
        .filter(|_| faces > 0)
        .map(|a| (a, faces));
    (adjust.is_some() || reroll.is_some()).then_some(Rescue { adjust, reroll })
}

/// The auto-player's choice now and why; `None` while a draw is due or once the game is over.
pub fn hint(table: &Table) -> Option<Hint> {
    let action = best(table)?;
    let why = match action {
        Action::Roll | Action::Next => Why::Continue,
        Action::Skull { .. } => Why::NoTile,
        Action::Adjust { die, up, .. } => {
            let from = table.dice[die as usize].value;
            Why::Saves {
                from,
                to: if up { from + 1 } else { from - 1 },
            }
        }
        Action::Reroll { .. } => Why::Chance(open_faces(table)),
        Action::Write { .. } | Action::Fight { .. } => {
            let score = |t: &Table| breakdown(t.map(), t.sheet(), t.options.circled).total;
            let child = after(table, &action)?;
            match score(&child) - score(table) {
                gain if gain > 0 => Why::Scores(gain),
                _ => Why::KeepsFaces(open_faces(&child)),
            }
        }
    };
    Some(Hint { action, why })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dungeon::{DungeonGame, Options};
    use crate::{Game, Rng, Seed};

    /// Over random games, at every die headed for a skull: each rescue offered saves the die
    /// (checked by playing it), none is missed, and the reroll's count is the faces with a
    /// tile.
    #[test]
    fn rescues_are_exactly_the_abilities_that_save_the_die() {
        let (mut adjusts, mut rerolls) = (0, 0);
        for n in 0..40u64 {
            let seed = Seed::from_bits(0x5C011 + n);
            let mut g = DungeonGame::new(&Options::default(), seed).unwrap();
            let mut rng = Rng::stream(seed, "advice", n);
            while !g.is_over() {
                let t = g.table();
                for die in 0..3u8 {
                    let found = rescue(t, die);
                    if !t.legal().contains(&Action::Skull { die }) {
                        assert_eq!(found, None);
                        continue;
                    }
                    let saves = |a: &Action| {
                        let mut c = t.clone();
                        c.play(a).unwrap();
                        c.can_write(die as usize)
                    };
                    let saving: Vec<Action> = t
                        .legal()
                        .into_iter()
                        .filter(|a| matches!(*a, Action::Adjust { die: d, .. } if d == die))
                        .filter(saves)
                        .collect();
                    let faces = (1..=6).filter(|&v| t.value_has_tile(v)).count() as u8;
                    let can_reroll = t
                        .legal()
                        .iter()
                        .any(|a| matches!(*a, Action::Reroll { mask, .. } if mask == 1 << die));
                    match found {
                        Some(r) => {
                            assert_eq!(r.adjust.is_some(), !saving.is_empty());
                            if let Some(a) = r.adjust {
                                assert!(saving.contains(&a));
                                adjusts += 1;
                            }
                            if let Some((_, f)) = r.reroll {
                                assert_eq!(f, faces);
                                assert!(can_reroll && f > 0);
                                rerolls += 1;
                            }
                        }
                        None => assert!(saving.is_empty() && (!can_reroll || faces == 0)),
                    }
                }
                // Play on at random, keeping the abilities for the dice they could save.
                let plain: Vec<Action> = g
                    .legal()
                    .into_iter()
                    .filter(|a| !matches!(a, Action::Adjust { .. } | Action::Reroll { .. }))
                    .collect();
                g.apply(rng.pick(&plain).unwrap()).unwrap();
            }
        }
        assert!(
            adjusts > 5 && rerolls > 5,
            "{adjusts} ±1, {rerolls} rerolls"
        );
    }

    /// The hint is the auto-player's choice, and its reason holds: the points it says are the
    /// change of the map's breakdown (an encounter's draw may add gold on top).
    #[test]
    fn hints_are_the_auto_players_choice_with_true_reasons() {
        use crate::dungeon::Feature;
        let (mut scored, mut kept) = (0, 0);
        for n in 0..2u64 {
            let mut g = DungeonGame::new(&Options::default(), Seed::from_bits(0x41 + n)).unwrap();
            while !g.is_over() {
                let h = hint(g.table()).unwrap();
                assert_eq!(Some(h.action), best(g.table()));
                let map = g.map_index();
                let total = |g: &DungeonGame| g.breakdown(map).unwrap().total;
                let before = total(&g);
                let encounter = match h.action {
                    Action::Write { pos, .. } => g
                        .map()
                        .tile(pos)
                        .is_some_and(|t| t.feature == Some(Feature::Encounter)),
                    _ => false,
                };
                g.apply(&h.action).unwrap();
                let gain = total(&g) - before;
                match h.why {
                    Why::Scores(s) if encounter => assert!(s > 0 && gain >= s, "{h:?}"),
                    Why::Scores(s) => {
                        assert!(s > 0 && gain == s, "{h:?} {gain}");
                        scored += 1;
                    }
                    Why::KeepsFaces(f) => {
                        assert!(encounter || gain <= 0, "{h:?} {gain}");
                        assert!(f <= 6);
                        kept += 1;
                    }
                    _ => {}
                }
            }
        }
        assert!(scored > 3 && kept > 3, "{scored} scored, {kept} kept");
    }
}
