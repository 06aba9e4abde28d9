//! Why a number may not go on a tile, as a typed reason a player can read ("This room counts
//! down: write less than 4"). Checking only reads the sheet, so a refused action changes
//! nothing.

use std::fmt;

use super::map::{Feature, Map, Pos, Region, Shape, Side};
use super::sheet::{AbilityKind, Sheet};
use super::symbol::Symbol;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    GameOver,
    /// A draw is due (a roll, a reroll, an encounter die): only a planner's table, which
    /// resolves its draws itself, ever waits for one between two actions.
    DrawDue,
    /// A map of the campaign is over: `next` goes on.
    MapOver,
    /// Every die is used: the next action is `roll`.
    RollFirst,
    /// `roll` with dice still to use.
    DiceLeft,
    /// `next` while the map is still being played.
    MapNotOver,
    NoSuchDie,
    DieUsed,
    NotATile,
    Written,
    /// The first number of a map goes on START.
    StartFirst,
    NotConnected,
    LockedDoor,
    /// A symbol forbids the number: `room` tells room from corridor tile, `before` is the
    /// number it is judged against (the last one; for ≠ in a room, the repeated one).
    Symbol {
        symbol: Symbol,
        room: bool,
        before: Option<u8>,
    },
    CageRepeat {
        value: u8,
    },
    CageSum {
        cage: u8,
    },
    /// The a+b tile before both a and b hold numbers.
    NeedAB,
    NotSum {
        sum: u8,
    },
    /// A stair step before every mark holds a number.
    MarksFirst,
    StepValue {
        shape: Shape,
        value: u8,
    },
    /// A skull for a die that can be written.
    MustPlace,
    NotDouble,
    NoSuchMonster,
    WrongMonster {
        value: u8,
    },
    MonsterDone,
    /// No use of this ability left on this map (`Double`: ×2 itself).
    AbilityUsed {
        ability: AbilityKind,
    },
    /// ×2 repeats only an ability already used on this map.
    NothingToRepeat {
        ability: AbilityKind,
    },
    NoDiceChosen,
    OffTheDie,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Refusal::GameOver => f.write_str("The game is over"),
            Refusal::DrawDue => f.write_str("A die is still to be rolled"),
            Refusal::MapOver => f.write_str("This map is over: go on to the next one"),
            Refusal::RollFirst => f.write_str("Every die is used: roll the next three"),
            Refusal::DiceLeft => f.write_str("Use every die before rolling again"),
            Refusal::MapNotOver => f.write_str("Finish this map first"),
            Refusal::NoSuchDie => f.write_str("There are three dice: 0, 1 and 2"),
            Refusal::DieUsed => f.write_str("That die is already used"),
            Refusal::NotATile => f.write_str("There is no tile there"),
            Refusal::Written => f.write_str("This tile already holds a number"),
            Refusal::StartFirst => f.write_str("The first number goes on START"),
            Refusal::NotConnected => f.write_str("Not next to a written tile"),
            Refusal::LockedDoor => f.write_str("Locked door: you hold no key"),
            Refusal::Symbol {
                symbol,
                room,
                before,
            } => {
                let place = if room { "This room" } else { "This tile" };
                let b = before.unwrap_or(0);
                match symbol {
                    Symbol::Up => write!(f, "{place} counts up: write more than {b}"),
                    Symbol::Down => write!(f, "{place} counts down: write less than {b}"),
                    Symbol::AllDifferent if room => write!(f, "This room already holds a {b}"),
                    Symbol::AllDifferent => write!(f, "This tile needs a number other than {b}"),
                    Symbol::AllEqual => write!(f, "{place} takes only {b}s"),
                    Symbol::Even => write!(f, "{place} takes even numbers"),
                    Symbol::Odd => write!(f, "{place} takes odd numbers"),
                    Symbol::Any => f.write_str("Any number goes here"),
                }
            }
            Refusal::CageRepeat { value } => write!(f, "This cage already holds a {value}"),
            Refusal::CageSum { cage } => {
                write!(
                    f,
                    "This cage must add up to {cage}: that number cannot get there"
                )
            }
            Refusal::NeedAB => f.write_str("Write on a and b first: this tile holds their sum"),
            Refusal::NotSum { sum } => write!(f, "This tile holds a + b = {sum}"),
            Refusal::MarksFirst => {
                f.write_str("The stairs need numbers on the triangle, square and pentagon first")
            }
            Refusal::StepValue { shape, value } => {
                write!(f, "This step holds the {}'s number: {value}", shape.name())
            }
            Refusal::MustPlace => f.write_str("This die can be written: it must be"),
            Refusal::NotDouble => f.write_str("A monster is fought with two equal dice"),
            Refusal::NoSuchMonster => f.write_str("There is no such monster"),
            Refusal::WrongMonster { value } => {
                write!(f, "This monster is fought with double {value}s")
            }
            Refusal::MonsterDone => f.write_str("Every box of this monster is ticked"),
            Refusal::AbilityUsed { ability } => {
                write!(f, "No {} left on this map", short_name(ability))
            }
            Refusal::NothingToRepeat { ability } => write!(
                f,
                "×2 repeats an ability already used: not {} yet",
                short_name(ability)
            ),
            Refusal::NoDiceChosen => f.write_str("Choose at least one unused die to reroll"),
            Refusal::OffTheDie => f.write_str("A die shows 1 to 6"),
        }
    }
}

/// An ability as the refusals name it.
fn short_name(ability: AbilityKind) -> &'static str {
    match ability {
        AbilityKind::Reroll => "reroll",
        AbilityKind::PlusMinus => "±1",
        AbilityKind::Double => "×2",
    }
}

// As JSON, as every game's refusal (`Game::Refusal`).
crate::json_record!(enum Refusal {
    GameOver, DrawDue, MapOver, RollFirst, DiceLeft, MapNotOver, NoSuchDie, DieUsed, NotATile,
    Written, StartFirst, NotConnected, LockedDoor,
    Symbol { symbol, room, before },
    CageRepeat { value },
    CageSum { cage },
    NeedAB,
    NotSum { sum },
    MarksFirst,
    StepValue { shape, value },
    MustPlace, NotDouble, NoSuchMonster,
    WrongMonster { value },
    MonsterDone,
    AbilityUsed { ability },
    NothingToRepeat { ability },
    NoDiceChosen, OffTheDie,
});
// Symbols, shapes and abilities by their serde names.
crate::json_record! {
    enum Symbol {
        Any = "any", Up = "up", Down = "down", AllDifferent = "alldifferent",
        AllEqual = "allequal", Even = "even", Odd = "odd",
    }
}
crate::json_record! {
    enum Shape { Triangle = "triangle", Square = "square", Pentagon = "pentagon" }
}
crate::json_record! {
    enum AbilityKind { Reroll = "reroll", PlusMinus = "plus-minus", Double = "double" }
}

/// How a legal write reaches its tile: through an open side, or through a locked door that
/// spends a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    Open,
    Door(usize),
}

/// Whether `p` can be reached now, before looking at the number.
pub fn reach(map: &Map, sheet: &Sheet, p: Pos) -> Result<Entry, Refusal> {
    if map.tile(p).is_none() {
        return Err(Refusal::NotATile);
    }
    if sheet.at(map, p).is_some() {
        return Err(Refusal::Written);
    }
    if sheet.order.is_empty() {
        return if p == map.start {
            Ok(Entry::Open)
        } else {
            Err(Refusal::StartFirst)
        };
    }
    let mut door = None;
    for (q, side) in map.neighbours(p) {
        if sheet.at(map, q).is_none() {
            continue;
        }
        match side {
            Side::Open => return Ok(Entry::Open),
            Side::Door(d) if sheet.doors_open.get(d).copied().unwrap_or(false) => {
                return Ok(Entry::Open)
            }
            Side::Door(d) => door = door.or(Some(d)),
            Side::Wall => {}
        }
    }
    match door {
        Some(d) if sheet.keys_held > 0 => Ok(Entry::Door(d)),
        Some(_) => Err(Refusal::LockedDoor),
        None => Err(Refusal::NotConnected),
    }
}

/// Whether `value` may be written on `p` as far as numbers go (symbols, cages, a+b, stair
/// steps), whatever the way there.
pub fn number_fits(map: &Map, sheet: &Sheet, p: Pos, value: u8) -> Result<(), Refusal> {
    let Some(tile) = map.tile(p) else {
        return Err(Refusal::NotATile);
    };
    match tile.region {
        Region::Room(r) => {
            let symbol = map.rooms[r].symbol;
            let before = sheet.region_values(map, tile.region);
            if !symbol.allows(value, &before) {
                let shown = match symbol {
                    Symbol::AllDifferent => Some(value),
                    _ => before.last().copied(),
                };
                return Err(Refusal::Symbol {
                    symbol,
                    room: true,
                    before: shown,
                });
            }
        }
        Region::Corridor(c) => {
            let previous = sheet.corridor_previous(map, c);
            let before: &[u8] = match &previous {
                Some(v) => std::slice::from_ref(v),
                None => &[],
            };
            if !tile.symbol.allows(value, before) {
                return Err(Refusal::Symbol {
                    symbol: tile.symbol,
                    room: false,
                    before: previous,
                });
            }
        }
    }
    if let Some(c) = tile.cage {
        let cage = &map.cages[c];
        let held: Vec<u8> = cage
            .tiles
            .iter()
            .filter_map(|&q| sheet.at(map, q))
            .collect();
        if held.contains(&value) {
            return Err(Refusal::CageRepeat { value });
        }
        let used = held.iter().fold(1u8 << value, |m, &v| m | (1 << v));
        let sum: u8 = held.iter().sum::<u8>() + value;
        let left = cage.tiles.len() - held.len() - 1;
        if !cage_can_finish(used, cage.value.saturating_sub(sum), left) || sum > cage.value {
            return Err(Refusal::CageSum { cage: cage.value });
        }
    }
    match tile.feature {
        Some(Feature::APlusB) => {
            let (a, b) = (map.find(Feature::A), map.find(Feature::B));
            match (
                a.and_then(|a| sheet.at(map, a)),
                b.and_then(|b| sheet.at(map, b)),
            ) {
                (Some(a), Some(b)) if a + b == value => {}
                (Some(a), Some(b)) => return Err(Refusal::NotSum { sum: a + b }),
                _ => return Err(Refusal::NeedAB),
            }
        }
        Some(Feature::Step(shape)) => {
            let marks: Vec<Option<u8>> = Shape::ALL.iter().map(|&s| sheet.mark(map, s)).collect();
            if marks.iter().any(Option::is_none) {
                return Err(Refusal::MarksFirst);
            }
            let want = marks[shape.index()].unwrap_or(0);
            if want != value {
                return Err(Refusal::StepValue { shape, value: want });
            }
        }
        _ => {}
    }
    Ok(())
}

/// Whether `left` more different numbers (1–6, none of `used`, a bit mask) can add up to
/// exactly `rest`.
pub fn cage_can_finish(used: u8, rest: u8, left: usize) -> bool {
    if left == 0 {
        return rest == 0;
    }
    (1..=6u8).any(|v| {
        used & (1 << v) == 0 && v <= rest && cage_can_finish(used | (1 << v), rest - v, left - 1)
    })
}

/// Every check of writing `value` on `p`: the way there, then the number.
pub fn check_write(map: &Map, sheet: &Sheet, p: Pos, value: u8) -> Result<Entry, Refusal> {
    let entry = reach(map, sheet, p)?;
    number_fits(map, sheet, p, value)?;
    Ok(entry)
}
