//! The auto-player (`auto`) and a random legal player (`random`).
//!
//! `auto` plans the rest of the current roll: every order of its unused dice, each die
//! written on a legal tile, fighting with a pair or (only when it cannot be written) filling
//! a skull, kept to the most promising branches (a beam), and scores where each plan ends with
//! `eval`: the map's score so far, the way left to the chests, how many die faces could still
//! be written next turn (a dead end means skulls), keys, abilities and skulls kept in hand.
//! When its best plan fills a skull it also weighs ±1 (exactly) and rerolls (averaged over
//! every outcome of the reroll's draw). It plans on the view, the public `Table`, which holds
//! no seed: a draw in a plan stops the table, and the planner either weighs every outcome (a
//! reroll) or takes the encounter of a `?` as changing nothing.
//!
//! Experiments: docs/bots.md; arena and balance figures: docs/dungeon.md.

use super::action::Action;
use super::map::{Feature, Region, Side};
use super::scoring::{breakdown, group_progress};
use super::state::{DungeonGame, Phase, Table};
use crate::bot::{Bot, Entry, Roster};
use crate::Rng;

/// A uniformly random legal action (for property tests and the bench).
pub fn random(table: &Table, rng: &mut Rng) -> Option<Action> {
    rng.pick(&table.legal()).copied()
}

/// `random`: any legal action, uniformly.
pub struct Random;
/// `auto`: the auto-player, which plans each roll (`best`).
pub struct Auto;

impl Bot<DungeonGame> for Random {
    fn choose(&self, _view: &Table, legal: &[Action], rng: &mut Rng) -> Action {
        *rng.pick(legal).unwrap_or(&Action::Roll)
    }
}

impl Bot<DungeonGame> for Auto {
    fn choose(&self, view: &Table, legal: &[Action], _rng: &mut Rng) -> Action {
        best(view).unwrap_or(*legal.first().unwrap_or(&Action::Roll))
    }
}

impl Roster for DungeonGame {
    const BOTS: &'static [Entry<DungeonGame>] = &[
        Entry {
            name: "random",
            bot: &Random,
        },
        Entry {
            name: "auto",
            bot: &Auto,
        },
    ];
}

/// Branches kept at each depth of the plan: wide at the root, narrow below.
const BEAM: [usize; 3] = [8, 3, 2];

/// The auto-player's choice, from what the player sees (a game reads as its table).
pub fn best(view: &Table) -> Option<Action> {
    if view.chance().is_some() {
        return None;
    }
    match view.phase() {
        Phase::Over => return None,
        Phase::MapOver { .. } => return Some(Action::Next),
        Phase::RollNext => return Some(Action::Roll),
        Phase::Place => {}
    }
    let mut root = view.clone();
    root.events.clear();
    let skulls_before = skull_marks(&root);
    let (mut best_value, mut best_action, skulls_in_plan) = plan(&root, 0, skulls_before)?;
    if skulls_in_plan {
        // Rerolls worth weighing: one die, or all the dice that cannot be written.
        let stuck = (0..3u8)
            .filter(|&d| !root.dice[d as usize].used && !root.can_write(d as usize))
            .fold(0u8, |m, d| m | (1 << d));
        for action in root.legal() {
            let value = match action {
                Action::Adjust { .. } => match after(&root, &action) {
                    Some(child) => plan(&child, 0, skulls_before).map_or(f64::MIN, |p| p.0),
                    None => continue,
                },
                Action::Reroll { mask, .. } if mask.count_ones() == 1 || mask == stuck => {
                    reroll_value(&root, &action, skulls_before)
                }
                _ => continue,
            };
            if value > best_value + 0.01 {
                best_value = value;
                best_action = action;
            }
        }
    }
    Some(best_action)
}

/// Filled skulls plus a spent helmet: what a plan costs in skulls.
fn skull_marks(g: &Table) -> u32 {
    let s = g.sheet();
    u32::from(s.skulls) + u32::from(s.helmet_used)
}

/// The table after `action`, an encounter it sets off taken as changing nothing (a reroll's
/// draw stays due: `reroll_value` weighs it).
pub(super) fn after(g: &Table, action: &Action) -> Option<Table> {
    let mut child = g.clone();
    child.play(action).ok()?;
    child.skip_encounter();
    Some(child)
}

/// The mean plan value over every outcome of the reroll's draw (all equally likely).
fn reroll_value(g: &Table, action: &Action, skulls: u32) -> f64 {
    let Some(child) = after(g, action) else {
        return f64::MIN;
    };
    let Some(chance) = child.chance() else {
        return f64::MIN;
    };
    let outcomes = chance.outcomes();
    let mut total = 0.0;
    for draw in &outcomes {
        let mut trial = child.clone();
        trial.resolve(*draw);
        total += plan(&trial, 1, skulls).map_or(-2000.0, |p| p.0);
    }
    total / outcomes.len() as f64
}

/// The non-ability actions for the rest of the roll; equal dice are tried once.
fn moves(g: &Table) -> Vec<Action> {
    let mut out = Vec::new();
    for action in g.legal() {
        let die = match action {
            Action::Write { die, .. } | Action::Skull { die } => die,
            Action::Fight { .. } => {
                out.push(action);
                continue;
            }
            _ => continue,
        };
        let value = g.dice[die as usize].value;
        let twin_before = (0..die).any(|d| {
            let other = g.dice[d as usize];
            !other.used && other.value == value
        });
        if !twin_before {
            out.push(action);
        }
    }
    out
}

/// The best plan from `g`: its value, its first action, and whether it fills a skull.
fn plan(g: &Table, depth: usize, skulls: u32) -> Option<(f64, Action, bool)> {
    let mut children: Vec<(f64, Action, Table)> = moves(g)
        .into_iter()
        .filter_map(|a| after(g, &a).map(|c| (eval(&c), a, c)))
        .collect();
    if children.is_empty() {
        return None;
    }
    // Best first (a stable insertion sort: see small_sort).
    crate::small_sort::sort_by_key(&mut children, |c| std::cmp::Reverse(Key(c.0)));
    children.truncate(BEAM[depth.min(BEAM.len() - 1)]);
    let mut best: Option<(f64, Action, bool)> = None;
    for (value, action, child) in children {
        let (value, skulled) = if child.phase == Phase::Place {
            match plan(&child, depth + 1, skulls) {
                Some((v, _, s)) => (v, s),
                None => (value, skull_marks(&child) > skulls),
            }
        } else {
            (value, skull_marks(&child) > skulls)
        };
        if best.as_ref().is_none_or(|b| value > b.0) {
            best = Some((value, action, skulled));
        }
    }
    best
}

/// f64 ordered for sorting (values are never NaN).
struct Key(f64);
impl PartialEq for Key {
    fn eq(&self, other: &Self) -> bool {
        self.0.total_cmp(&other.0).is_eq()
    }
}
impl Eq for Key {}
impl PartialOrd for Key {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Key {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.0.total_cmp(&other.0)
    }
}

/// How good a position of the map in play is for the player (higher is better).
pub fn eval(g: &Table) -> f64 {
    let map = g.map();
    let sheet = g.sheet();
    let score = breakdown(map, sheet, g.options.circled).total as f64;
    match sheet.result {
        Some(true) => return 1000.0 + score,
        Some(false) => return -1000.0 + score,
        None => {}
    }
    let mut v = score;
    // The way to the chests still hidden.
    let dist = distances(g);
    let mut hidden = 0.0;
    for p in map.chests() {
        if sheet.at(map, p).is_none() {
            let d = map.index(p).map_or(40, |i| dist[i]).min(40);
            v -= 1.2 * d as f64;
            hidden += 1.0;
        }
    }
    v -= 6.0 * hidden;
    // Faces that could be written next turn: the others are skulls waiting to happen.
    let covered = g.writable_faces().iter().filter(|f| **f).count() as f64;
    let left = g.skulls_left() as f64;
    v -= (6.0 - covered) * (1.5 + 6.0 / left.max(1.0));
    v += 3.0 * left;
    let a = sheet.abilities;
    v += 2.5 * f64::from(a.reroll.left + a.plus_minus.left) + 2.0 * f64::from(a.double.left);
    let locked = sheet.doors_open.iter().filter(|o| !**o).count() as u8;
    v += 3.0 * f64::from(sheet.keys_held.min(locked));
    // Rooms on their way to their number.
    for (gi, group) in map.sum_groups.iter().enumerate() {
        let (sum, cells) = group_progress(map, sheet, gi);
        if sum < group.number as u32 {
            v += 0.3 * cells as f64;
        }
    }
    v
}

/// Per tile, the faces (bits 1–6) its room or corridor would take now: the room's symbol
/// against its numbers, a corridor tile's symbol against the corridor's last number. Cages
/// are left out; a+b and stair steps whose inputs are missing count as open (a way to plan).
fn open_faces(g: &Table) -> Vec<u8> {
    let map = g.map();
    let sheet = g.sheet();
    let room_masks: Vec<u8> = (0..map.rooms.len())
        .map(|r| {
            let values = sheet.region_values(map, Region::Room(r));
            mask(|v| map.rooms[r].symbol.allows(v, &values))
        })
        .collect();
    let previous: Vec<Option<u8>> = (0..map.corridors.len())
        .map(|c| sheet.corridor_previous(map, c))
        .collect();
    let mut out = vec![0u8; map.width * map.height];
    for (p, tile) in map.tiles() {
        let Some(i) = map.index(p) else { continue };
        let mut m = match tile.region {
            Region::Room(r) => room_masks[r],
            Region::Corridor(c) => {
                let before: &[u8] = match &previous[c] {
                    Some(v) => std::slice::from_ref(v),
                    None => &[],
                };
                mask(|v| tile.symbol.allows(v, before))
            }
        };
        match tile.feature {
            Some(Feature::APlusB) => {
                let ab =
                    [Feature::A, Feature::B].map(|f| map.find(f).and_then(|q| sheet.at(map, q)));
                if let [Some(a), Some(b)] = ab {
                    m &= if a + b <= 6 { 1 << (a + b) } else { 0 };
                }
            }
            Some(Feature::Step(shape)) => {
                if let Some(v) = sheet.mark(map, shape) {
                    m &= 1 << v;
                }
            }
            _ => {}
        }
        out[i] = m;
    }
    out
}

fn mask(allows: impl Fn(u8) -> bool) -> u8 {
    (1..=6u8)
        .filter(|&v| allows(v))
        .fold(0, |m, v| m | (1 << v))
}

/// Steps from the written tiles to every tile, through tiles that could still take a number
/// (tighter tiles cost more; doors cost more without a key).
fn distances(g: &Table) -> Vec<u32> {
    let map = g.map();
    let sheet = g.sheet();
    let faces = open_faces(g);
    let n = map.width * map.height;
    let mut dist = vec![u32::MAX; n];
    let mut queue: Vec<(u32, usize)> = Vec::new();
    let sources: Vec<usize> = if sheet.order.is_empty() {
        map.index(map.start).into_iter().collect()
    } else {
        sheet.order.iter().filter_map(|&p| map.index(p)).collect()
    };
    for i in sources {
        dist[i] = 0;
        queue.push((0, i));
    }
    let door_cost = if sheet.keys_held > 0 { 1 } else { 4 };
    // A small Dijkstra: the queue is short, the costs small.
    while let Some(k) = (0..queue.len()).min_by_key(|&k| queue[k].0) {
        let (d, i) = queue.swap_remove(k);
        if d > dist[i] {
            continue;
        }
        let p = map.pos(i);
        let mut step = |q, extra: u32| {
            let Some(j) = map.index(q) else { return };
            let open = faces[j].count_ones();
            if sheet.written[j].is_some() || open == 0 {
                return;
            }
            let cost = d + extra + 1 + (6 - open) / 2;
            if cost < dist[j] {
                dist[j] = cost;
                queue.push((cost, j));
            }
        };
        for (q, side) in map.neighbours(p) {
            let extra = match side {
                Side::Door(door) if !sheet.doors_open[door] => door_cost,
                _ => 0,
            };
            step(q, extra);
        }
        if let Some(Feature::Teleporter(l)) = map.tile(p).and_then(|t| t.feature) {
            if let Some(q) = map.links[l].other(p) {
                step(q, 0);
            }
        }
    }
    dist
}
