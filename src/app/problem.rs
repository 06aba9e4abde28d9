//! Why something from outside (a link, a save) could not be used, in the player's language.
//!
//! The rules core reports errors in English for logs and the command line; here each kind is
//! translated. A refused action comes with the game's typed refusal, worded by the game
//! (`AppGame::refusal_text`); only the engine's notes on malformed text are quoted as they are.

use std::fmt;
use std::sync::Arc;

use crate::rules::log::LogError;
use crate::rules::{GameId, ReplayError, SeedError};

use super::i18n::{I18n, Key};

#[derive(Debug, Clone, PartialEq)]
pub enum Problem {
    Seed(SeedError),
    Log(LogError),
    Replay(ReplayError),
    /// Action `index` (0-based) of a saved or linked log, refused by the game.
    Refused {
        index: usize,
        why: Worded,
    },
    /// A seat kind the game does not have, and the names of those it has.
    UnknownSeat {
        kind: String,
        names: Vec<&'static str>,
    },
    SeatCount {
        found: usize,
        allowed: &'static [usize],
    },
    /// A link's option (`?name=value`) with a value the game does not have.
    UnknownOption {
        name: &'static str,
        value: String,
    },
    WrongGame(GameId),
    /// A stored record that is not JSON of the expected shape.
    Unreadable(String),
}

impl Problem {
    pub fn describe(&self, i18n: I18n) -> String {
        match self {
            Problem::Seed(SeedError::Empty) => i18n.t(Key::ErrSeedEmpty).to_owned(),
            Problem::Seed(SeedError::BadLength(n)) => {
                i18n.f(Key::ErrSeedLength, &[("n", n.to_string())])
            }
            Problem::Seed(SeedError::BadCharacter(c)) => {
                i18n.f(Key::ErrSeedChar, &[("c", c.to_string())])
            }
            Problem::Log(LogError::Malformed(why)) => {
                i18n.f(Key::ErrMalformed, &[("why", why.clone())])
            }
            Problem::Log(LogError::UnknownVersion(v)) => {
                i18n.f(Key::ErrVersion, &[("v", v.to_string())])
            }
            Problem::Log(LogError::BadCode(why)) => {
                i18n.f(Key::ErrBadCode, &[("why", why.clone())])
            }
            Problem::Log(LogError::Damaged) => i18n.t(Key::ErrDamaged).to_owned(),
            Problem::Replay(ReplayError {
                index: Some(i),
                error,
                ..
            }) => i18n.f(
                Key::ErrActionRefused,
                &[("n", (i + 1).to_string()), ("why", error.reason.clone())],
            ),
            Problem::Refused { index, why } => i18n.f(
                Key::ErrActionRefused,
                &[("n", (index + 1).to_string()), ("why", why.text(i18n))],
            ),
            Problem::Replay(ReplayError {
                index: None, error, ..
            }) => i18n.f(Key::ErrOptionsRefused, &[("why", error.reason.clone())]),
            Problem::UnknownSeat { kind, names } => i18n.f(
                Key::ErrUnknownSeat,
                &[("kind", kind.clone()), ("kinds", or_list(i18n, names))],
            ),
            Problem::SeatCount { found, allowed } => i18n.n(
                Key::ErrSeatCount,
                *found as u64,
                &[
                    ("n", found.to_string()),
                    ("counts", counts_text(i18n, allowed)),
                ],
            ),
            Problem::UnknownOption { name, value } => i18n.f(
                Key::ErrUnknownOption,
                &[("name", name.to_string()), ("value", value.clone())],
            ),
            Problem::WrongGame(game) => i18n.f(Key::ErrWrongGame, &[("game", game.to_string())]),
            Problem::Unreadable(why) => i18n.f(Key::ErrMalformed, &[("why", why.clone())]),
        }
    }
}

/// A game's reason, kept typed until it is shown, then worded in the language of the moment.
#[derive(Clone)]
pub struct Worded(Arc<dyn Fn(I18n) -> String + Send + Sync>);

impl Worded {
    pub fn new(word: impl Fn(I18n) -> String + Send + Sync + 'static) -> Self {
        Worded(Arc::new(word))
    }

    pub fn text(&self, i18n: I18n) -> String {
        (self.0)(i18n)
    }
}

impl fmt::Debug for Worded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Worded")
    }
}

/// Two reasons are never taken for the same: a problem is compared to know whether it changed.
impl PartialEq for Worded {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// Allowed seat counts in words: "3 to 5" for a run, "2, 3, 4 or 6" otherwise.
pub fn counts_text(i18n: I18n, counts: &[usize]) -> String {
    let (Some(&first), Some(&last)) = (counts.first(), counts.last()) else {
        return String::new();
    };
    if counts.len() > 2 && last - first + 1 == counts.len() {
        return i18n.f(
            Key::CountRange,
            &[("min", first.to_string()), ("max", last.to_string())],
        );
    }
    or_list(i18n, counts)
}

/// Items in words, the last after "or": "human, easy or hard"; one item alone.
fn or_list(i18n: I18n, items: &[impl ToString]) -> String {
    let items: Vec<String> = items.iter().map(ToString::to_string).collect();
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => i18n.f(
            Key::CountList,
            &[("list", rest.join(", ")), ("last", last.clone())],
        ),
    }
}
