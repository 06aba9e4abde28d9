//! Why the rules refused an input, as kinds a caller can match (as shakmaty's `PositionError`
//! and `ParseFenError`): options a game is not played with, a text that is not an action, a
//! state read from outside that does not hold together, an unknown name, a worker message
//! that is not one, a bot that could not go on. Each kind keeps its data, so the app words it
//! in the player's language (src/app/problem.rs); `Display` is the English of the command
//! line and the logs.

use std::borrow::Cow;
use std::fmt;

use super::{json, GameId, PlayerId};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    Options(OptionsError),
    Notation(NotationError),
    Position(PositionError),
    Unknown(UnknownName),
    Message(MessageError),
    Bot(BotError),
}

/// Options a game is not played with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionsError {
    /// A table of `found` seats, the game being for `allowed` seats.
    SeatCount {
        game: GameId,
        found: usize,
        allowed: &'static [usize],
    },
    /// Sequence Numbers: `players` seats that do not split into `teams` equal teams.
    Teams { players: usize, teams: usize },
    /// Dungeons of Numera: a map number the game does not have.
    NoSuchMap(u8),
    /// Dungeons of Numera: more circled skulls than the rule allows (`max` at most).
    Circled { max: usize },
    /// An arena table with a human seat.
    BotsOnly,
    /// An arena table of Dungeons of Numera with other than one bot.
    PlayedAlone,
    /// A seat asked for that the table does not have.
    NoSuchSeat { seat: PlayerId, players: usize },
    /// Options whose text is not the JSON of the game's options.
    Unreadable(json::Error),
}

/// A text that is not what the game's notation writes (docs/notation.md).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError {
    pub what: Notation,
    pub text: String,
}

/// What a text was read as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notation {
    /// An action of this game.
    Action(GameId),
    /// A card of Sequence Numbers.
    Card,
    /// A die of Mino Dice.
    Die,
}

/// A state read from outside (a position) that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// Not the text of a state of `game` (the decoder's note on where and why).
    Unreadable { game: GameId, detail: String },
    /// A state whose parts contradict each other: which rule they break.
    Inconsistent(Cow<'static, str>),
}

/// A name that is not one of those expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UnknownName {
    Game(String),
    Seat {
        name: String,
        expected: &'static [&'static str],
    },
    Bot {
        name: String,
        expected: Vec<&'static str>,
    },
}

/// A message between a page and its worker (a bot call, a review) that is not one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MessageError {
    /// Not a message of kind `of` at all; `start` is its beginning, for the log.
    NotA { of: &'static str, start: String },
    /// A message of kind `of` without its `part`, or whose `part` cannot be read (`found`).
    Part {
        of: &'static str,
        part: &'static str,
        found: Option<String>,
    },
}

/// A bot that could not play on (the worker's moves, a review).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BotError {
    /// The game has no bot at all.
    NoBot(GameId),
    /// The bot at `seat` had no action to play.
    Stuck { bot: &'static str, seat: PlayerId },
    /// The game refused the bot's action (the game's refusal, in English).
    Refused {
        bot: &'static str,
        seat: PlayerId,
        refusal: String,
    },
    /// A game played by bots that did not end in this many actions.
    Endless(usize),
    /// A result asked of a game not over.
    NotOver,
}

impl RuleError {
    /// A state whose parts contradict each other.
    pub fn inconsistent(what: impl Into<Cow<'static, str>>) -> RuleError {
        RuleError::Position(PositionError::Inconsistent(what.into()))
    }

    /// A text that is not `what` in the notation.
    pub fn notation(what: Notation, text: &str) -> RuleError {
        RuleError::Notation(NotationError {
            what,
            text: text.to_owned(),
        })
    }

    /// A seat kind not among `expected`.
    pub fn unknown_seat(name: &str, expected: &'static [&'static str]) -> RuleError {
        RuleError::Unknown(UnknownName::Seat {
            name: name.to_owned(),
            expected,
        })
    }
}

impl From<OptionsError> for RuleError {
    fn from(error: OptionsError) -> RuleError {
        RuleError::Options(error)
    }
}

impl From<BotError> for RuleError {
    fn from(error: BotError) -> RuleError {
        RuleError::Bot(error)
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::Options(e) => e.fmt(f),
            RuleError::Notation(e) => e.fmt(f),
            RuleError::Position(e) => e.fmt(f),
            RuleError::Unknown(e) => e.fmt(f),
            RuleError::Message(e) => e.fmt(f),
            RuleError::Bot(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for RuleError {}

/// Counts in English: "3 to 5" for a run, "2, 3, 4 or 6" otherwise.
fn counts(allowed: &[usize]) -> String {
    let run = allowed.windows(2).all(|w| w[1] == w[0] + 1);
    match allowed {
        [first, .., last] if run => format!("{first} to {last}"),
        _ => or_list(allowed),
    }
}

/// Items in English, the last after "or".
fn or_list(items: &[impl fmt::Display]) -> String {
    let items: Vec<String> = items.iter().map(ToString::to_string).collect();
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => items.concat(),
    }
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionsError::SeatCount {
                game,
                found,
                allowed,
            } => write!(
                f,
                "{} is for {} players, not {found}",
                game.name(),
                counts(allowed)
            ),
            OptionsError::Teams { players, teams } => write!(
                f,
                "{players} players cannot form {teams} equal teams (2 or 3 players play \
                 alone; 4 play in 2 teams; 6 in 2 or 3)"
            ),
            OptionsError::NoSuchMap(n) => write!(f, "there are maps 1, 2 and 3, not {n}"),
            OptionsError::Circled { max } => {
                write!(
                    f,
                    "circle at most {max} skulls: at least one must stay open"
                )
            }
            OptionsError::BotsOnly => f.write_str("the arena seats bots only"),
            OptionsError::PlayedAlone => f.write_str("Dungeons of Numera is played alone: one bot"),
            OptionsError::NoSuchSeat { seat, players } => write!(
                f,
                "seat {seat} is not a seat of this table (0 to {})",
                players.saturating_sub(1)
            ),
            OptionsError::Unreadable(e) => write!(f, "options: {e}"),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = &self.text;
        match self.what {
            Notation::Action(GameId::Nmbr9) => write!(
                f,
                "'{text}' is not a placement (expected seat:x,y,rotation, e.g. 0:3,-2,1)"
            ),
            Notation::Action(GameId::Number) => {
                write!(f, "'{text}' is not a pick (expected e.g. 0:098)")
            }
            Notation::Action(GameId::Sequence) => write!(
                f,
                "'{text}' is not an action (e.g. 0:17+9@3,4, 0:plus@3,4, 0:minus@3,4, \
                 0:dead:17+9, 0:pass)"
            ),
            Notation::Action(GameId::Mino) => write!(
                f,
                "'{text}' is not an action (e.g. 2:bid:3, 0:roll:blue, 0:roll:siren)"
            ),
            Notation::Action(GameId::Dungeon) => write!(
                f,
                "'{text}' is not an action (e.g. w:0@3,4, s:2, f:0,1@3, r:101, p:1+, x2:p:1-, \
                 roll, next)"
            ),
            Notation::Card => write!(f, "'{text}' is not a card (e.g. 17+9, 6x7, plus)"),
            Notation::Die => write!(
                f,
                "'{text}' is not a die (black, blue, red, yellow, minotaur, griffin, siren)"
            ),
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Unreadable { game, detail } => {
                write!(f, "not a position of {}: {detail}", game.name())
            }
            PositionError::Inconsistent(what) => write!(f, "inconsistent position: {what}"),
        }
    }
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UnknownName::Game(name) => write!(f, "unknown game '{name}'"),
            UnknownName::Seat { name, expected } => {
                write!(f, "unknown seat '{name}' (expected {})", or_list(expected))
            }
            UnknownName::Bot { name, expected } => {
                write!(f, "unknown bot '{name}' (expected {})", expected.join(", "))
            }
        }
    }
}

impl fmt::Display for MessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MessageError::NotA { of, start } => write!(f, "not a {of}: {start:.40}"),
            MessageError::Part {
                of,
                part,
                found: None,
            } => write!(f, "{of}: no {part}"),
            MessageError::Part {
                of,
                part,
                found: Some(found),
            } => write!(f, "{of}: {part} '{found}'"),
        }
    }
}

impl fmt::Display for BotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotError::NoBot(game) => write!(f, "{} has no bot", game.name()),
            BotError::Stuck { bot, seat } => {
                write!(
                    f,
                    "the bot '{bot}' at seat {} had nothing to play",
                    seat + 1
                )
            }
            BotError::Refused { bot, seat, refusal } => write!(
                f,
                "the bot '{bot}' at seat {} was refused: {refusal}",
                seat + 1
            ),
            BotError::Endless(n) => write!(f, "the review did not end in {n} actions"),
            BotError::NotOver => f.write_str("the review game is not over"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_counts_read_as_a_run_or_a_list() {
        let count = |allowed| OptionsError::SeatCount {
            game: GameId::Sequence,
            found: 5,
            allowed,
        };
        assert_eq!(
            count(&[2, 3, 4, 6]).to_string(),
            "Sequence Numbers is for 2, 3, 4 or 6 players, not 5"
        );
        assert_eq!(
            count(&[3, 4]).to_string(),
            "Sequence Numbers is for 3 to 4 players, not 5"
        );
        let seat = RuleError::unknown_seat("chair", &["human", "easy", "hard"]);
        assert_eq!(
            seat.to_string(),
            "unknown seat 'chair' (expected human, easy or hard)"
        );
    }
}
