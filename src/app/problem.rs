//! Why something from outside (a link, a save) could not be used, in the player's language.
//!
//! The rules core reports errors in English for logs and the command line; here each kind is
//! translated (`rule_text` for the rules' own `RuleError`). A refused action comes with the
//! game's typed refusal, worded by the game (`AppGame::refusal_text`); only the decoder's notes
//! on malformed text are quoted as they are.

use std::fmt;
use std::sync::Arc;

use crate::rules::log::LogError;
use crate::rules::{GameId, OptionsError, ReplayError, RuleError, SeedError, UnknownName};

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
                i18n.f(Key::ErrMalformed, &[("why", why.to_string())])
            }
            Problem::Log(LogError::UnknownVersion(v)) => {
                i18n.f(Key::ErrVersion, &[("v", v.to_string())])
            }
            Problem::Log(LogError::BadCode(why)) => {
                i18n.f(Key::ErrBadCode, &[("why", why.to_string())])
            }
            Problem::Log(LogError::Damaged) => i18n.t(Key::ErrDamaged).to_owned(),
            Problem::Replay(ReplayError::Unreadable { index, error }) => i18n.f(
                Key::ErrActionRefused,
                &[
                    ("n", (index + 1).to_string()),
                    ("why", rule_text(i18n, error)),
                ],
            ),
            Problem::Replay(ReplayError::Refused { refusal, .. }) => match *refusal {},
            Problem::Refused { index, why } => i18n.f(
                Key::ErrActionRefused,
                &[("n", (index + 1).to_string()), ("why", why.text(i18n))],
            ),
            Problem::Replay(ReplayError::Options(error)) => {
                i18n.f(Key::ErrOptionsRefused, &[("why", rule_text(i18n, error))])
            }
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
            // The game's name, not its id in addresses ("NMBR 9", not "nmbr9").
            Problem::WrongGame(game) => i18n.f(
                Key::ErrWrongGame,
                &[("game", super::number::game_name(i18n, *game))],
            ),
            Problem::Unreadable(why) => i18n.f(Key::ErrMalformed, &[("why", why.clone())]),
        }
    }
}

/// Why the rules refused a setting or a move, in the player's language: a clause, to go
/// inside a sentence that says what was refused.
pub fn rule_text(i18n: I18n, error: &RuleError) -> String {
    match error {
        RuleError::Options(OptionsError::SeatCount { found, allowed, .. }) => i18n.f(
            Key::WhySeatCount,
            &[
                ("n", found.to_string()),
                ("counts", counts_text(i18n, allowed)),
            ],
        ),
        RuleError::Options(OptionsError::Teams { players, teams }) => i18n.f(
            Key::WhyTeams,
            &[("n", players.to_string()), ("teams", teams.to_string())],
        ),
        RuleError::Options(OptionsError::NoSuchMap(n)) => {
            i18n.f(Key::WhyNoSuchMap, &[("n", n.to_string())])
        }
        RuleError::Options(OptionsError::Circled { max }) => {
            i18n.f(Key::WhyCircled, &[("max", max.to_string())])
        }
        RuleError::Options(
            OptionsError::BotsOnly | OptionsError::PlayedAlone | OptionsError::NoSuchSeat { .. },
        ) => i18n.t(Key::WhyTableSeats).to_owned(),
        RuleError::Options(OptionsError::Unreadable(why)) => {
            i18n.f(Key::WhyUnreadableSettings, &[("why", why.to_string())])
        }
        RuleError::Notation(e) => i18n.f(Key::WhyNotation, &[("text", e.text.clone())]),
        RuleError::Unknown(unknown) => {
            let (name, names) = match unknown {
                UnknownName::Game(name) => (name, GameId::ALL.map(GameId::as_str).to_vec()),
                UnknownName::Seat { name, expected } => (name, expected.to_vec()),
                UnknownName::Bot { name, expected } => (name, expected.clone()),
            };
            i18n.f(
                Key::WhyUnknownName,
                &[("name", name.clone()), ("names", or_list(i18n, &names))],
            )
        }
        RuleError::Position(_) => i18n.t(Key::WhyPosition).to_owned(),
        RuleError::Message(_) => i18n.t(Key::WhyMessage).to_owned(),
        RuleError::Bot(_) => i18n.t(Key::WhyBot).to_owned(),
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
