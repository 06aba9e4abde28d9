//! What went wrong at a table, in the player's words: the server's error codes and refusals,
//! and a line that is down.

use numera_wire::{ErrorCode, Reason};

use crate::app::i18n::{I18n, Key};

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
            Trouble::Refused(reason) => {
                let why = reason
                    .text()
                    .map_or(reason.name(), String::as_str)
                    .to_owned();
                return i18n.f(Key::MoveRefused, &[("why", why)]);
            }
            Trouble::Garbled(why) => return i18n.f(Key::OnServerSaid, &[("why", why.clone())]),
        };
        i18n.t(key).to_owned()
    }
}
