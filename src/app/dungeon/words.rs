//! The engine's facts in the player's language: the names of symbols, shapes, features,
//! monsters and equipment, and what a tile holds. Why a write is refused is
//! refusal_words.rs, what an action did event_words.rs; both use these names. The engine
//! decides; this only words it.

use crate::app::i18n::{I18n, Key};
use crate::rules::dungeon::{
    Encounter, Equipment, Feature, LinkKind, Map, Pos, Region, Shape, Symbol, MONSTERS,
};

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
