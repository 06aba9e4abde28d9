//! The engine's facts in the player's language: symbols, tiles, why a write is refused, what
//! an action did. The engine decides; this only words it.

use crate::app::i18n::{I18n, Key};
use crate::rules::dungeon::{
    AbilityKind, DungeonGame, Encounter, Equipment, Event, Feature, LinkKind, Map, Pos, Refusal,
    Region, Shape, Symbol, MONSTERS,
};

use crate::app::markup::Html;

/// Teleporter pairs are numbered among the map's teleporters: 1 and 2.
pub fn teleporter_number(map: &Map, link: usize) -> usize {
    map.links[..link.min(map.links.len())]
        .iter()
        .filter(|l| l.kind == LinkKind::Teleporter)
        .count()
        + 1
}

/// A symbol as drawn on the sheet: ˄ ˅ ≠ =, and EVEN / ODD in the reader's language.
pub fn symbol_short(i18n: I18n, symbol: Symbol) -> String {
    match symbol {
        Symbol::Even => i18n.t(Key::DgEvenShort).to_owned(),
        Symbol::Odd => i18n.t(Key::DgOddShort).to_owned(),
        other => other.glyph().to_owned(),
    }
}

/// A symbol with what it asks: "˄ higher than the last one".
pub fn symbol_name(i18n: I18n, symbol: Symbol) -> &'static str {
    i18n.t(match symbol {
        Symbol::Any => Key::DgSymAny,
        Symbol::Up => Key::DgSymUp,
        Symbol::Down => Key::DgSymDown,
        Symbol::AllDifferent => Key::DgSymDiff,
        Symbol::AllEqual => Key::DgSymEqual,
        Symbol::Even => Key::DgSymEven,
        Symbol::Odd => Key::DgSymOdd,
    })
}

pub fn shape_name(i18n: I18n, shape: Shape) -> &'static str {
    i18n.t(match shape {
        Shape::Triangle => Key::DgTriangle,
        Shape::Square => Key::DgSquare,
        Shape::Pentagon => Key::DgPentagon,
    })
}

pub fn feature_name(i18n: I18n, map: &Map, feature: Feature) -> String {
    match feature {
        Feature::Start => i18n.t(Key::DgStart).to_owned(),
        Feature::Key => i18n.t(Key::DgKeyTile).to_owned(),
        Feature::Chest => i18n.t(Key::DgChest).to_owned(),
        Feature::Encounter => i18n.t(Key::DgEncounterTile).to_owned(),
        Feature::Stair(_) => i18n.t(Key::DgStair).to_owned(),
        Feature::Teleporter(link) => i18n.f(
            Key::DgTeleporter,
            &[("n", teleporter_number(map, link).to_string())],
        ),
        Feature::Mark(shape) => shape_name(i18n, shape).to_owned(),
        Feature::Step(shape) => format!("{} ({})", i18n.t(Key::DgPath), shape_name(i18n, shape)),
        Feature::A => "a".to_owned(),
        Feature::B => "b".to_owned(),
        Feature::APlusB => "a+b".to_owned(),
    }
}

/// A tile in words, for its spoken label: "column 4, row 2: room 12, ˄ higher than the last
/// one, chest; holds 5" — and, when the chosen die may go there, "the 4 can go here".
pub fn tile_text(i18n: I18n, map: &Map, p: Pos, written: Option<u8>, legal: Option<u8>) -> String {
    let Some(tile) = map.tile(p) else {
        return String::new();
    };
    let mut parts = vec![i18n.f(
        Key::DgTileAt,
        &[("x", (p.x + 1).to_string()), ("y", (p.y + 1).to_string())],
    )];
    parts.push(match tile.region {
        Region::Room(r) => {
            let room = &map.rooms[r];
            i18n.f(
                Key::DgTileRoom,
                &[
                    ("n", room.number.to_string()),
                    ("symbol", symbol_name(i18n, room.symbol).to_owned()),
                ],
            )
        }
        Region::Corridor(_) => i18n.f(
            Key::DgTileCorridor,
            &[("symbol", symbol_name(i18n, tile.symbol).to_owned())],
        ),
    });
    if let Some(f) = tile.feature {
        parts.push(feature_name(i18n, map, f));
    }
    if let Some(c) = tile.cage.and_then(|c| map.cages.get(c)) {
        parts.push(i18n.f(Key::DgCage, &[("n", c.value.to_string())]));
    }
    parts.push(match written {
        Some(n) => i18n.f(Key::DgTileHolds, &[("n", n.to_string())]),
        None => i18n.t(Key::DgTileEmpty).to_owned(),
    });
    if let Some(v) = legal {
        parts.push(i18n.f(Key::DgTileLegal, &[("value", v.to_string())]));
    }
    parts.join(", ")
}

/// A monster on the page by its place (the page lists one monster per double, in order).
pub fn monster_name(i18n: I18n, index: usize) -> String {
    let Some(m) = MONSTERS.get(index) else {
        return String::new();
    };
    let key = match m.name {
        "Giant rat" => Key::DgMonRat,
        "Goblin" => Key::DgMonGoblin,
        "Kobold" => Key::DgMonKobold,
        "Skeleton" => Key::DgMonSkeleton,
        "Troll" => Key::DgMonTroll,
        "Dragon" => Key::DgMonDragon,
        // A monster the page does not know yet keeps the engine's own name.
        other => return other.to_owned(),
    };
    i18n.t(key).to_owned()
}

/// A piece of equipment: its name and what it does.
pub fn equipment_text(i18n: I18n, item: Equipment) -> (&'static str, &'static str) {
    let (name, effect) = match item {
        Equipment::Lantern => (Key::DgEqLantern, Key::DgEqLanternFx),
        Equipment::SkeletonKey => (Key::DgEqSkeleton, Key::DgEqSkeletonFx),
        Equipment::LuckyCharm => (Key::DgEqLuckyCharm, Key::DgEqLuckyCharmFx),
        Equipment::Helmet => (Key::DgEqHelmet, Key::DgEqHelmetFx),
        Equipment::DiceBag => (Key::DgEqDiceBag, Key::DgEqDiceBagFx),
        Equipment::Crown => (Key::DgEqCrown, Key::DgEqCrownFx),
    };
    (i18n.t(name), i18n.t(effect))
}

/// An encounter row's effect: "a lucky charm, get back a used ability".
pub fn encounter_text(i18n: I18n, row: Encounter) -> String {
    match row {
        Encounter::Trap => i18n.t(Key::DgEncTrap).to_owned(),
        Encounter::Quiet => i18n.t(Key::DgEncQuiet).to_owned(),
        Encounter::Key => i18n.t(Key::DgEncKeyFound).to_owned(),
        Encounter::Spring => i18n.t(Key::DgEncSpring).to_owned(),
        Encounter::Charm => i18n.t(Key::DgEncCharm).to_owned(),
        Encounter::Gold(n) => i18n.n(Key::DgEncGold, n as u64, &[("n", n.to_string())]),
    }
}

fn ability_kind_name(i18n: I18n, kind: AbilityKind) -> String {
    i18n.t(match kind {
        AbilityKind::Reroll => Key::DgRerollName,
        AbilityKind::PlusMinus => Key::DgPlusMinusName,
        AbilityKind::Double => Key::DgTwiceName,
    })
    .to_owned()
}

/// Why the engine refuses an action, in the player's language: a tile's refusal of the chosen
/// die, and every other (the buttons offer only what the engine lists as legal, so those are
/// rare, but none is left in the engine's English).
pub fn refusal_text(i18n: I18n, refusal: &Refusal) -> String {
    let n = |key: Key, n: u8| i18n.f(key, &[("n", n.to_string())]);
    let ability = |key: Key, kind: AbilityKind| {
        let name = i18n.t(match kind {
            AbilityKind::Reroll => Key::DgReroll,
            AbilityKind::PlusMinus => Key::DgPlusMinus,
            AbilityKind::Double => Key::DgTwice,
        });
        i18n.f(key, &[("ability", name.to_owned())])
    };
    match *refusal {
        Refusal::GameOver => i18n.t(Key::GameOver).to_owned(),
        Refusal::DrawDue => i18n.t(Key::DgRefDrawDue).to_owned(),
        Refusal::MapOver => i18n.t(Key::DgRefMapOver).to_owned(),
        Refusal::RollFirst => i18n.t(Key::DgRefRollFirst).to_owned(),
        Refusal::DiceLeft => i18n.t(Key::DgRefDiceLeft).to_owned(),
        Refusal::MapNotOver => i18n.t(Key::DgRefMapNotOver).to_owned(),
        Refusal::NoSuchDie => i18n.t(Key::DgRefNoSuchDie).to_owned(),
        Refusal::DieUsed => i18n.t(Key::DgRefDieUsed).to_owned(),
        Refusal::NotATile => i18n.t(Key::DgRefNotATile).to_owned(),
        Refusal::Written => i18n.t(Key::DgRefWritten).to_owned(),
        Refusal::StartFirst => i18n.t(Key::DgRefStartFirst).to_owned(),
        Refusal::NotConnected => i18n.t(Key::DgRefNotConnected).to_owned(),
        Refusal::LockedDoor => i18n.t(Key::DgRefLockedDoor).to_owned(),
        Refusal::Symbol {
            symbol,
            room,
            before,
        } => {
            let b = before.unwrap_or(0);
            let pick = |in_room: Key, on_tile: Key| if room { in_room } else { on_tile };
            match symbol {
                Symbol::Up => n(pick(Key::DgRefRoomUp, Key::DgRefTileUp), b),
                Symbol::Down => n(pick(Key::DgRefRoomDown, Key::DgRefTileDown), b),
                Symbol::AllDifferent => n(pick(Key::DgRefRoomHas, Key::DgRefTileOther), b),
                Symbol::AllEqual => n(pick(Key::DgRefRoomEqual, Key::DgRefTileEqual), b),
                Symbol::Even => i18n
                    .t(pick(Key::DgRefRoomEven, Key::DgRefTileEven))
                    .to_owned(),
                Symbol::Odd => i18n
                    .t(pick(Key::DgRefRoomOdd, Key::DgRefTileOdd))
                    .to_owned(),
                Symbol::Any => i18n.t(Key::DgRefAnyGoes).to_owned(),
            }
        }
        Refusal::CageRepeat { value } => n(Key::DgRefCageRepeat, value),
        Refusal::CageSum { cage } => n(Key::DgRefCageSum, cage),
        Refusal::NeedAB => i18n.t(Key::DgRefNeedAb).to_owned(),
        Refusal::NotSum { sum } => n(Key::DgRefNotSum, sum),
        Refusal::MarksFirst => i18n.t(Key::DgRefMarksFirst).to_owned(),
        Refusal::StepValue { shape, value } => i18n.f(
            Key::DgRefStepValue,
            &[
                ("shape", shape_name(i18n, shape).to_owned()),
                ("n", value.to_string()),
            ],
        ),
        Refusal::MustPlace => i18n.t(Key::DgRefMustPlace).to_owned(),
        Refusal::NotDouble => i18n.t(Key::DgRefNotDouble).to_owned(),
        Refusal::NoSuchMonster => i18n.t(Key::DgRefNoSuchMonster).to_owned(),
        Refusal::WrongMonster { value } => n(Key::DgRefWrongMonster, value),
        Refusal::MonsterDone => i18n.t(Key::DgRefMonsterDone).to_owned(),
        Refusal::AbilityUsed { ability: kind } => ability(Key::DgRefAbilityUsed, kind),
        Refusal::NothingToRepeat { ability: kind } => ability(Key::DgRefNothingToRepeat, kind),
        Refusal::NoDiceChosen => i18n.t(Key::DgRefNoDiceChosen).to_owned(),
        Refusal::OffTheDie => i18n.t(Key::DgRefOffTheDie).to_owned(),
    }
}

/// What one event did, in a sentence (none for those the sheet shows by itself).
pub fn event_text(i18n: I18n, event: &Event) -> Option<String> {
    let xy = |x: u8, y: u8, value: u8| {
        [
            ("x", (x + 1).to_string()),
            ("y", (y + 1).to_string()),
            ("value", value.to_string()),
        ]
    };
    Some(match *event {
        Event::MapStarted { map } => i18n.f(Key::DgEvMapStarted, &[("n", map.to_string())]),
        Event::Rolled { dice } => {
            let dice = dice.map(|d| d.to_string()).join(" · ");
            i18n.f(Key::DgEvRolled, &[("dice", dice)])
        }
        Event::Rerolled { die, value } => i18n.f(
            Key::DgEvRerolled,
            &[("n", (die + 1).to_string()), ("value", value.to_string())],
        ),
        Event::Adjusted { die, value } => i18n.f(
            Key::DgEvAdjusted,
            &[("n", (die + 1).to_string()), ("value", value.to_string())],
        ),
        Event::Wrote { x, y, value } => i18n.f(Key::DgEvWrote, &xy(x, y, value)),
        Event::Teleported { x, y, value } => i18n.f(Key::DgEvTeleported, &xy(x, y, value)),
        Event::DoorOpened { .. } => i18n.t(Key::DgEvDoorOpened).to_owned(),
        Event::KeyCollected => i18n.t(Key::DgEvKeyCollected).to_owned(),
        Event::ChestFound { value } => {
            i18n.n(Key::DgEvChest, value as u64, &[("n", value.to_string())])
        }
        Event::Encounter {
            written,
            die,
            sum,
            row,
        } => i18n.f(
            Key::DgEvEncounter,
            &[
                ("written", written.to_string()),
                ("die", die.to_string()),
                ("sum", sum.to_string()),
                ("row", encounter_text(i18n, row)),
            ],
        ),
        Event::SkullFilled => i18n.t(Key::DgEvSkull).to_owned(),
        Event::SkullSpared => i18n.t(Key::DgEvSkullSpared).to_owned(),
        Event::SkullErased => i18n.t(Key::DgEvSkullErased).to_owned(),
        Event::AbilityBack { ability } => i18n.f(
            Key::DgEvAbilityBack,
            &[("ability", ability_kind_name(i18n, ability))],
        ),
        Event::GoldFound { points } => {
            i18n.n(Key::DgEvGold, points as u64, &[("n", points.to_string())])
        }
        Event::MonsterTicked { monster } => i18n.f(
            Key::DgEvMonster,
            &[("monster", monster_name(i18n, monster as usize))],
        ),
        Event::Looted { equipment } => {
            let (item, effect) = equipment_text(i18n, equipment);
            i18n.f(
                Key::DgEvLooted,
                &[("item", item.to_owned()), ("effect", effect.to_owned())],
            )
        }
        // The map-over screen says these in full.
        Event::MapWon | Event::MapFailed => return None,
    })
}

/// The last action's events, each in a sentence: what the sheet explains after every action.
pub fn event_lines(i18n: I18n, game: &DungeonGame) -> Vec<String> {
    game.events()
        .iter()
        .filter_map(|e| event_text(i18n, e))
        .collect()
}

/// The same as list items; encounters, loot and chests stand out (class `big`).
pub fn event_markup(i18n: I18n, game: &DungeonGame) -> Html {
    game.events()
        .iter()
        .filter_map(|e| {
            let big = matches!(
                e,
                Event::Encounter { .. } | Event::Looted { .. } | Event::ChestFound { .. }
            );
            let text = event_text(i18n, e)?;
            let item = if big {
                Html::el("li").class("big")
            } else {
                Html::el("li")
            };
            Some(item.text(&text))
        })
        .collect()
}
