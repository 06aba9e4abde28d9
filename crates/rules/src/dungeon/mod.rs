//! Dungeons of Numera (inspired by the roll-and-write of that name): write three dice a turn
//! into a dungeon map, following each room's and corridor's placement symbol, to open doors
//! and find every chest before the skulls run out. Rules: docs/rules/dungeon.md; our
//! readings and the interface the sheet uses: docs/dungeon.md.
//!
//! `map` is the map model, `parse` and `data` the maps as text files, `symbol` the placement
//! symbols, `legality` the refusals, `sheet` one map's sheet, `state` and `play` the game (the
//! public `Table`, which is the view, and `DungeonGame`, the table with its seed), `chance`
//! the draws a table waits for, `encounter` and `monster` the tables, `scoring` the
//! breakdown, `action` the notation, `playable` the command line, `bot` the auto-player.

mod action;
pub mod advice;
pub mod bot;
mod chance;
mod consistency;
mod data;
mod effects;
pub mod encounter;
mod event;
pub mod legality;
pub mod map;
pub mod monster;
pub mod parse;
mod picture;
mod play;
mod playable;
pub mod scoring;
pub mod sheet;
mod state;
pub mod symbol;

pub use action::Action;
pub use chance::{encounter_die, turn_roll, Chance, Draw};
pub use data::{map, parse_all, MAP_TEXTS};
pub use encounter::Encounter;
pub use event::Event;
pub use legality::Refusal;
pub use map::{
    Cage, Corridor, Dir, Door, Feature, Link, LinkKind, Map, Pos, Region, Room, RoomColour, Shape,
    Side, SumGroup, Tile,
};
pub use monster::{Equipment, Monster, MonsterState, MONSTERS};
pub use scoring::Breakdown;
pub use sheet::{Abilities, Ability, AbilityKind, Sheet};
pub use state::{Die, DungeonGame, Phase, Table};
pub use symbol::Symbol;

use serde::{Deserialize, Serialize};

use super::json;
use super::{OptionsError, RuleError, Seating};

/// One map, or the campaign of the three.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MapChoice {
    Campaign,
    Single(u8),
}

/// The JSON form: `"campaign"` or a map number.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum MapChoiceText {
    Word(String),
    Number(u8),
}

impl TryFrom<MapChoiceText> for MapChoice {
    type Error = String;
    fn try_from(t: MapChoiceText) -> Result<MapChoice, String> {
        match t {
            MapChoiceText::Word(w) if w == "campaign" => Ok(MapChoice::Campaign),
            MapChoiceText::Number(n) if (1..=3).contains(&n) => Ok(MapChoice::Single(n)),
            // The field's name is added by whoever reads the options (json::fields).
            _ => Err("expected \"campaign\", 1, 2 or 3".into()),
        }
    }
}

impl From<MapChoice> for MapChoiceText {
    fn from(c: MapChoice) -> MapChoiceText {
        match c {
            MapChoice::Campaign => MapChoiceText::Word("campaign".into()),
            MapChoice::Single(n) => MapChoiceText::Number(n),
        }
    }
}

impl Serialize for MapChoice {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        MapChoiceText::from(*self).serialize(s)
    }
}

impl<'de> Deserialize<'de> for MapChoice {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        MapChoice::try_from(MapChoiceText::deserialize(d)?).map_err(serde::de::Error::custom)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    pub map: MapChoice,
    /// Skulls circled on every map before play (never filled; one point per two on a map won).
    #[serde(default)]
    pub circled: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            map: MapChoice::Campaign,
            circled: 0,
        }
    }
}

/// Dungeons of Numera is played alone.
impl Seating for Options {
    fn seat_count(&self) -> usize {
        1
    }
}

impl Options {
    pub fn validate(&self) -> Result<(), RuleError> {
        if let MapChoice::Single(n) = self.map {
            if !(1..=3).contains(&n) {
                return Err(OptionsError::NoSuchMap(n).into());
            }
        }
        let fewest = (0..self.map_count())
            .map(|i| map(self.map_number(i)).skulls)
            .min()
            .unwrap_or(1);
        if self.circled >= fewest {
            return Err(OptionsError::Circled {
                max: usize::from(fewest) - 1,
            }
            .into());
        }
        Ok(())
    }

    pub fn map_count(&self) -> usize {
        match self.map {
            MapChoice::Campaign => 3,
            MapChoice::Single(_) => 1,
        }
    }

    /// The number (1–3) of the game's map `index`.
    pub fn map_number(&self, index: usize) -> u8 {
        match self.map {
            MapChoice::Campaign => (index.min(2) + 1) as u8,
            MapChoice::Single(n) => n,
        }
    }
}

// `"campaign"` or a map number 1 to 3, as `MapChoiceText` reads it.
impl json::FromJson for MapChoice {
    fn from_json(raw: &str) -> json::Result<MapChoice> {
        let text = if raw.starts_with('"') {
            MapChoiceText::Word(json::string(raw)?)
        } else {
            MapChoiceText::Number(json::FromJson::from_json(raw)?)
        };
        MapChoice::try_from(text).map_err(json::Error::from)
    }
}

impl json::ToJson for MapChoice {
    fn write_json(&self, out: &mut String) {
        match self {
            MapChoice::Campaign => "campaign".write_json(out),
            MapChoice::Single(n) => n.write_json(out),
        }
    }
}

impl json::FromJson for Options {
    fn from_json(raw: &str) -> json::Result<Options> {
        let fields = json::fields(raw, &["map", "circled"], true)?;
        Ok(Options {
            map: fields.get("map")?,
            circled: fields.or_default("circled")?,
        })
    }
}

impl json::ToJson for Options {
    fn write_json(&self, out: &mut String) {
        let object = json::object(out).field("map", &self.map);
        object.field("circled", &self.circled).end();
    }
}
