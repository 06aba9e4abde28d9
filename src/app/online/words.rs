//! What went wrong at a table, in the player's words: the server's error codes and refusals,
//! and a line that is down.

use numera_wire::{ErrorCode, Misread, RawJson, Reason, Refusal};

use super::OnlineGame;
use crate::app::i18n::{fill, I18n, Key};
use crate::rules::json::FromJson;

/// Something the page has to say about the table (shown until the next thing happens).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trouble {
    /// The server answered a request with this error (and its own words, in English: shown
    /// only for the codes the page has no words of its own for).
    Error(ErrorCode, String),
    /// The server did not play this device's action.
    Refused(Reason),
    /// A frame this page could not read (a server of another version, a damaged view).
    Garbled(String),
}

impl Trouble {
    /// Whether the table cannot be played from this page any more (the screen then says only
    /// this and offers the way back).
    pub fn is_final(&self) -> bool {
        matches!(
            self,
            Trouble::Error(
                ErrorCode::NoSuchTable | ErrorCode::TableOver | ErrorCode::HostClosed,
                _
            )
        )
    }

    /// What the page says, in its player's language; a refusal of the rules is read as a
    /// refusal of `G`, the table's game, and worded as the game words it in local play.
    pub fn words<G: OnlineGame>(&self, i18n: I18n) -> String {
        let key = match self {
            Trouble::Error(code, text) => match code {
                ErrorCode::NoSuchTable => Key::OnNoSuchTable,
                ErrorCode::TableFull => Key::OnTableFull,
                ErrorCode::TableOver => Key::OnTableOver,
                ErrorCode::HostClosed => Key::OnHostClosed,
                ErrorCode::SeatTaken => Key::OnSeatTaken,
                ErrorCode::NoSuchSeat => Key::OnNoSuchSeat,
                ErrorCode::NotOpen => Key::OnNotOpen,
                ErrorCode::NeedsHuman => Key::OnNeedsHuman,
                ErrorCode::BadOptions => Key::OnBadOptions,
                _ => return i18n.f(Key::OnServerSaid, &[("why", text.clone())]),
            },
            Trouble::Refused(Reason::Stale) => Key::OnStale,
            Trouble::Refused(reason) => {
                let game = |raw: &RawJson| {
                    let refusal = G::Refusal::from_json(raw.as_str()).ok()?;
                    Some(G::refusal_text(i18n, &refusal))
                };
                return refusal_words(reason, |key| i18n.t(key), game);
            }
            Trouble::Garbled(why) => return i18n.f(Key::OnServerSaid, &[("why", why.clone())]),
        };
        i18n.t(key).to_owned()
    }
}

/// A refused move in the player's language (`text`: the language's texts by key; `game`: the
/// game's refusal read and worded, `None` if it is none of the game's): the text that is no
/// action is quoted in the language's own sentence; the game's refusal in the game's words,
/// or, one this page cannot read (a server of another version), in general ones; an older
/// server's English as it is, and the other reasons, which no page sends, by their name.
pub fn refusal_words<'a>(
    reason: &Reason,
    text: impl Fn(Key) -> &'a str,
    game: impl FnOnce(&RawJson) -> Option<String>,
) -> String {
    let why = match reason {
        Reason::BadAction(Misread::Action(action)) => {
            fill(text(Key::WhyNotation), &[("text", action.clone())])
        }
        Reason::Rules(Refusal::Game(refusal)) => {
            game(refusal).unwrap_or_else(|| text(Key::OnRulesRefused).to_owned())
        }
        Reason::BadAction(Misread::Said(words)) | Reason::Rules(Refusal::Said(words)) => {
            words.clone()
        }
        other => other.name().to_owned(),
    };
    fill(text(Key::MoveRefused), &[("why", why)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::number;
    use crate::texts::{page, Lang};
    use wasm_bindgen_test::wasm_bindgen_test as test;

    /// The French texts of The Number's page, by key.
    fn french() -> impl Fn(Key) -> &'static str + Copy {
        let texts: &'static [(Key, &str)] = page("number", Lang::Fr).leak();
        move |key| {
            texts
                .iter()
                .find_map(|&(k, t)| (k == key).then_some(t))
                .unwrap_or_default()
        }
    }

    #[test]
    fn a_misread_action_is_refused_in_french() {
        let text = french();
        let unread = |_: &RawJson| -> Option<String> { panic!("no refusal of the game") };
        let reason = Reason::BadAction(Misread::action("0:12x"));
        assert_eq!(
            refusal_words(&reason, text, unread),
            "Ce coup a été refusé : « 0:12x » n’est pas un coup de ce jeu"
        );
        let older = Reason::BadAction(Misread::Said("'0:12x' is not a pick".into()));
        assert_eq!(
            refusal_words(&older, text, unread),
            "Ce coup a été refusé : '0:12x' is not a pick"
        );
    }

    /// The rules' refusal is the game's own, read with the game's type and worded by the
    /// game; one the page cannot read is refused in general words, and an older server's
    /// English is shown as it is.
    #[test]
    fn a_rules_refusal_is_worded_by_the_game() {
        let text = french();
        let game = |raw: &RawJson| {
            let refusal = number::Refusal::from_json(raw.as_str()).ok()?;
            Some(format!("{refusal:?}"))
        };
        let picked = number::Refusal::AlreadyPicked { seat: 1 };
        let typed = Reason::Rules(Refusal::Game(RawJson::of(&picked)));
        assert_eq!(
            refusal_words(&typed, text, game),
            "Ce coup a été refusé : AlreadyPicked { seat: 1 }"
        );
        let foreign = RawJson::new(r#"{"Corner":null}"#).unwrap();
        assert_eq!(
            refusal_words(&Reason::Rules(Refusal::Game(foreign)), text, game),
            "Ce coup a été refusé : les règles ne le permettent pas"
        );
        let older = Reason::Rules(Refusal::Said("player 2 has already picked".into()));
        assert_eq!(
            refusal_words(&older, text, game),
            "Ce coup a été refusé : player 2 has already picked"
        );
    }
}
