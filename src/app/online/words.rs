//! What went wrong at a table, in the player's words: the server's error codes and refusals,
//! and a line that is down.

use numera_wire::{ErrorCode, Misread, Reason};

use crate::app::i18n::{fill, I18n, Key};

/// Something the page has to say about the table (shown until the next thing happens).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trouble {
    /// The server answered a request with this error (and its own words).
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

    pub fn words(&self, i18n: I18n) -> String {
        let key = match self {
            Trouble::Error(code, text) => match code {
                ErrorCode::NoSuchTable => Key::OnNoSuchTable,
                ErrorCode::TableFull => Key::OnTableFull,
                ErrorCode::TableOver => Key::OnTableOver,
                ErrorCode::HostClosed => Key::OnHostClosed,
                ErrorCode::SeatTaken => Key::OnSeatTaken,
                ErrorCode::NotOpen => Key::OnNotOpen,
                _ => return i18n.f(Key::OnServerSaid, &[("why", text.clone())]),
            },
            Trouble::Refused(Reason::Stale) => Key::OnStale,
            Trouble::Refused(reason) => return refusal_words(reason, |key| i18n.t(key)),
            Trouble::Garbled(why) => return i18n.f(Key::OnServerSaid, &[("why", why.clone())]),
        };
        i18n.t(key).to_owned()
    }
}

/// A refused move in the player's language (`text`: the language's texts by key): the text
/// that is no action is quoted in the language's own sentence; the game's own reason and an
/// older server's come in English, and the other reasons, which no page sends, by their name.
pub fn refusal_words<'a>(reason: &Reason, text: impl Fn(Key) -> &'a str) -> String {
    let why = match reason {
        Reason::BadAction(Misread::Action(action)) => {
            fill(text(Key::WhyNotation), &[("text", action.clone())])
        }
        Reason::BadAction(Misread::Said(words)) | Reason::Rules(words) => words.clone(),
        other => other.name().to_owned(),
    };
    fill(text(Key::MoveRefused), &[("why", why)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::texts::{page, Lang};
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn a_misread_action_is_refused_in_french() {
        let french = page("number", Lang::Fr);
        let text = |key| {
            french
                .iter()
                .find_map(|&(k, t)| (k == key).then_some(t))
                .unwrap_or_default()
        };
        let reason = Reason::BadAction(Misread::action("0:12x"));
        assert_eq!(
            refusal_words(&reason, text),
            "Ce coup a été refusé : « 0:12x » n’est pas un coup de ce jeu"
        );
        let older = Reason::BadAction(Misread::Said("'0:12x' is not a pick".into()));
        assert_eq!(
            refusal_words(&older, text),
            "Ce coup a été refusé : '0:12x' is not a pick"
        );
    }
}
