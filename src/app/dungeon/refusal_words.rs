//! Why the engine refuses a write or an action, in the player's language: apart from
//! words.rs (the map's and the sheet's names) because a refusal is its own long match over
//! the engine's reasons, read only where an action is tried.

use super::words::shape_name;
use crate::app::i18n::{I18n, Key};
use crate::rules::dungeon::{AbilityKind, Refusal, Symbol};

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
