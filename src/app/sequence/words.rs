//! Why the engine refuses an action, in the player's language: one wording per refusal, for
//! the table's feedback line whatever the path (a space chosen, an exchange, a pass).

use super::hand::card_text;
use crate::app::i18n::{I18n, Key};
use crate::app::seat::{about, no_such_player};
use crate::rules::sequence::{Card, Refusal};

pub fn refusal_text(i18n: I18n, refusal: &Refusal) -> String {
    let card = |card: Card| ("card", card_text(card));
    let answer = |card: Card| ("n", card.answer().unwrap_or_default().to_string());
    match *refusal {
        Refusal::GameOver => i18n.t(Key::GameOver).to_owned(),
        Refusal::NoSuchPlayer { seat } => no_such_player(i18n, seat),
        Refusal::NotYourTurn { seat } => about(i18n, Key::SqRefNotYourTurn, seat, &[]),
        Refusal::MinusPlaces => i18n.t(Key::SqRefMinusPlaces).to_owned(),
        Refusal::NotHeld { card: Card::Plus } => i18n.t(Key::SqRefNoPlus).to_owned(),
        Refusal::NotHeld { card: Card::Minus } => i18n.t(Key::SqRefNoMinus).to_owned(),
        Refusal::NotHeld { card: c } => i18n.f(Key::SqRefNotHeld, &[card(c)]),
        Refusal::NoSuchSpace => i18n.t(Key::SqRefNoSuchSpace).to_owned(),
        Refusal::Corner => i18n.t(Key::SqRefCorner).to_owned(),
        Refusal::Taken { .. } => i18n.t(Key::SqTaken).to_owned(),
        Refusal::WrongNumber { card: c, .. } => i18n.f(Key::SqWrongNumber, &[answer(c)]),
        Refusal::NoChip { .. } => i18n.t(Key::SqMinusNoChip).to_owned(),
        Refusal::OwnChip { .. } => i18n.t(Key::SqMinusOwn).to_owned(),
        Refusal::LockedChip { .. } => i18n.t(Key::SqMinusLocked).to_owned(),
        Refusal::NotEquation => i18n.t(Key::SqRefNotEquation).to_owned(),
        Refusal::DeadUsed => i18n.t(Key::SqRefDeadUsed).to_owned(),
        Refusal::NotDead { card: c } => i18n.f(Key::SqRefNotDead, &[card(c), answer(c)]),
        Refusal::CanStillPlay => i18n.t(Key::SqRefCanStillPlay).to_owned(),
    }
}
