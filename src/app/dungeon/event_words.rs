//! What an action did, in the player's language: each engine event as a sentence, for the
//! sheet's list and a replay's log. Apart from words.rs (the names these sentences use)
//! because events are read only after an action, as a list of their own.

use super::words::{encounter_text, equipment_text, monster_name};
use crate::app::i18n::{I18n, Key};
use crate::app::markup::Html;
use crate::rules::dungeon::{AbilityKind, DungeonGame, Event};

fn ability_kind_name(i18n: I18n, kind: AbilityKind) -> String {
    i18n.t(match kind {
        AbilityKind::Reroll => Key::DgRerollName,
        AbilityKind::PlusMinus => Key::DgPlusMinusName,
        AbilityKind::Double => Key::DgTwiceName,
    })
    .to_owned()
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
