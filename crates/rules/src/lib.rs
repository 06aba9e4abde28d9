//! The rules core: every game as a deterministic state machine.
//!
//! Pure Rust only — no UI, no browser APIs, no clock, no I/O — so the same code runs natively
//! (tests, the `numera` command) and in the browser, and seed + options + action log always
//! replays to the same state. This crate's manifest names no UI, browser or OS-entropy crate, so
//! the compiler keeps them out; crates/rules/tests/purity.rs checks the manifest and greps the sources for
//! a clock, files, the network or an entropy-seeded generator.

/// The serde impls of a game's state, its reading checked. The state derives serde with
/// `#[serde(remote = "Self")]`, which writes the derived reader and writer as inherent
/// functions instead of trait impls; here the state's only `Deserialize` runs that reader,
/// then the checks of `Position::from_position`. So no text becomes a state without them,
/// whichever public door it comes in by (`from_position`, serde_json, a field of another type).
macro_rules! checked_position {
    ($ty:ty) => {
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                <$ty>::serialize(self, s)
            }
        }

        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$ty, D::Error> {
                let game = <$ty>::deserialize(d)?;
                $crate::check_read(&game).map_err(<D::Error as serde::de::Error>::custom)?;
                Ok(game)
            }
        }

        impl $crate::sealed::Unchecked for $ty {
            fn read_unchecked(text: &str) -> serde_json::Result<$ty> {
                let mut reader = serde_json::Deserializer::from_str(text);
                let game = <$ty>::deserialize(&mut reader)?;
                reader.end()?;
                Ok(game)
            }
        }
    };
}
pub(crate) use checked_position;

pub mod bench;
pub mod bot;
pub mod bot_wire;
pub mod challenge;
pub mod conformance;
pub mod daily;
pub mod dungeon;
mod error;
mod game;
pub mod json;
pub mod log;
pub mod mino;
pub mod nmbr9;
pub mod number;
pub mod replayed;
pub mod review;
pub mod rng;
pub mod seat;
pub mod seed;
pub mod sequence;
pub mod small_sort;
pub mod snapshots;
pub mod spoken;

use std::fmt;

use serde::{de::DeserializeOwned, Serialize};

pub use error::{
    BotError, MessageError, Notation, NotationError, OptionsError, PositionError, RuleError,
    UnknownName,
};
pub use game::{Checked, Game, SeatView, Seated};
pub use rng::Rng;
pub use seed::{Seed, SeedError};

/// A seat at the table, 0-based. Shown to players as "Player 1", "Player 2", …
pub type PlayerId = usize;

/// The games, by their stable id (used in saves, links and the command line).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameId {
    Nmbr9,
    Number,
    Sequence,
    Mino,
    Dungeon,
}

impl GameId {
    pub const ALL: [GameId; 5] = [
        GameId::Nmbr9,
        GameId::Number,
        GameId::Sequence,
        GameId::Mino,
        GameId::Dungeon,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            GameId::Nmbr9 => "nmbr9",
            GameId::Number => "number",
            GameId::Sequence => "sequence",
            GameId::Mino => "mino",
            GameId::Dungeon => "dungeon",
        }
    }

    pub fn parse(text: &str) -> Result<GameId, RuleError> {
        GameId::ALL
            .into_iter()
            .find(|g| g.as_str() == text)
            .ok_or_else(|| RuleError::Unknown(UnknownName::Game(text.to_owned())))
    }

    /// The game's name in English (messages of the command line and the logs).
    pub fn name(self) -> &'static str {
        match self {
            GameId::Nmbr9 => "NMBR 9",
            GameId::Number => "The Number",
            GameId::Sequence => "Sequence Numbers",
            GameId::Mino => "Mino Dice",
            GameId::Dungeon => "Dungeons of Numera",
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

json_record!(names GameId);

/// The seat an action's text starts with, and the rest after its colon ("2:bid:3" gives 2
/// and "bid:3"): one or two digits, as in every game's notation (docs/notation.md).
pub fn seat_prefix(text: &str) -> Option<(PlayerId, &str)> {
    let (seat, rest) = text.trim().split_once(':')?;
    if seat.is_empty() || seat.len() > 2 || !seat.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((seat.parse().ok()?, rest))
}

/// An action's text read as far as its seat: the seat, the rest after its colon, and the error
/// that names the whole text as no action of `game` (for what the game reads of the rest);
/// that error already when the text starts with no seat.
pub fn seated(
    game: GameId,
    text: &str,
) -> Result<(PlayerId, &str, impl Fn() -> RuleError + Copy + '_), RuleError> {
    let bad = move || RuleError::notation(Notation::Action(game), text);
    let (seat, rest) = seat_prefix(text).ok_or_else(bad)?;
    Ok((seat, rest, bad))
}

/// How a finished game ended: final scores per seat and the winners (ties share the win).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Outcome {
    pub scores: Vec<i64>,
    pub winners: Vec<PlayerId>,
}

impl Outcome {
    /// Winners are every seat holding the highest score.
    pub fn from_scores(scores: Vec<i64>) -> Self {
        let best = scores.iter().copied().max().unwrap_or(0);
        let winners = (0..scores.len()).filter(|&p| scores[p] == best).collect();
        Outcome { scores, winners }
    }
}

/// What a game was dealt from: its options and its seed.
pub struct Deal<'a, O> {
    pub options: &'a O,
    pub seed: Seed,
}

impl<'a, O> Deal<'a, O> {
    pub fn new(options: &'a O, seed: Seed) -> Deal<'a, O> {
        Deal { options, seed }
    }
}

/// Options that say how many seats the table has.
pub trait Seating {
    fn seat_count(&self) -> usize;
}

/// Replays an action log (text notation) from scratch: the one way a saved or linked game
/// becomes a state. Returns where and why it stopped.
pub fn replay<G: Game>(
    options: &G::Options,
    seed: Seed,
    actions: &[String],
) -> Result<G, ReplayError<G::Refusal>> {
    let mut game = G::new(options, seed).map_err(ReplayError::Options)?;
    for (index, text) in actions.iter().enumerate() {
        play_logged(&mut game, index, text)?;
    }
    Ok(game)
}

/// Action `index` of a log (its text) read and played on `game`; the action, or why not.
pub fn play_logged<G: Game>(
    game: &mut G,
    index: usize,
    text: &str,
) -> Result<G::Action, ReplayError<G::Refusal>> {
    let action = text
        .parse::<G::Action>()
        .map_err(|error| ReplayError::Unreadable { index, error })?;
    game.apply(&action)
        .map_err(|refusal| ReplayError::Refused { index, refusal })?;
    Ok(action)
}

/// Why a replay stopped: the options refused, an action's text that is not an action, or an
/// action the game refused with its own typed reason (which the app words in the player's
/// language). `index` is the action's, 0-based.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError<R = std::convert::Infallible> {
    Options(RuleError),
    Unreadable { index: usize, error: RuleError },
    Refused { index: usize, refusal: R },
}

impl<R> ReplayError<R> {
    /// The action the replay stopped at; `None` when the options were refused.
    pub fn index(&self) -> Option<usize> {
        match self {
            ReplayError::Options(_) => None,
            ReplayError::Unreadable { index, .. } | ReplayError::Refused { index, .. } => {
                Some(*index)
            }
        }
    }

    /// The game's refusal and the action's index, or else the stop, which then holds none.
    pub fn refusal(self) -> Result<(usize, R), ReplayError> {
        match self {
            ReplayError::Refused { index, refusal } => Ok((index, refusal)),
            ReplayError::Options(e) => Err(ReplayError::Options(e)),
            ReplayError::Unreadable { index, error } => {
                Err(ReplayError::Unreadable { index, error })
            }
        }
    }
}

impl<R: fmt::Display> ReplayError<R> {
    /// Why it stopped, without where.
    pub fn cause(&self) -> &dyn fmt::Display {
        match self {
            ReplayError::Options(error) | ReplayError::Unreadable { error, .. } => error,
            ReplayError::Refused { refusal, .. } => refusal,
        }
    }
}

impl<R: fmt::Display> fmt::Display for ReplayError<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.index() {
            Some(i) => write!(f, "action {} refused: {}", i + 1, self.cause()),
            None => write!(f, "options refused: {}", self.cause()),
        }
    }
}

mod sealed {
    /// A state read from its text without its checks: `from_position` alone calls it, then
    /// checks. Sealed (this module is private), so no caller outside the crate can.
    pub trait Unchecked: Sized {
        fn read_unchecked(text: &str) -> serde_json::Result<Self>;
    }
}

/// The checks of a state read from outside: the game's own, then the turn's.
fn check_read<G: Position>(game: &G) -> Result<(), RuleError> {
    game.check_position()?;
    check_turn(game)
}

/// A state as the engine's own text (a "position", see docs/notation.md), so that a test or
/// a tool can start from any state, as chess tools do with FEN. A position read from outside
/// is checked before it is used.
pub trait Position: Game + Serialize + DeserializeOwned + sealed::Unchecked {
    /// Whether a state read from outside holds together (sizes, cards, boards vs the log).
    fn check_position(&self) -> Result<(), RuleError>;

    /// The same state with every draw still to come changed (`salt` picks how): another order
    /// of the cards not yet dealt, other rolls not yet made. No view may tell the two apart;
    /// the conformance suite checks it.
    fn other_future(&self, salt: u64) -> Self;

    /// The engine's full serialized state.
    fn to_position(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The checked inverse of `to_position`: the one way a text becomes a state (the state's
    /// `Deserialize` runs the same checks).
    fn from_position(text: &str) -> Result<Self, RuleError> {
        let game = Self::read_unchecked(text).map_err(|e| {
            RuleError::Position(PositionError::Unreadable {
                game: Self::ID,
                detail: e.to_string(),
            })
        })?;
        check_read(&game)?;
        Ok(game)
    }
}

/// What the conformance suite asserts of every reached state (its check b and f), asked of a
/// state read from outside after the game's own check: the seats to act are distinct seats of
/// the table, each with a legal action, and the game is over exactly when nobody is to act.
/// A state that fails it would leave a player, a bot or the turn driver with no way on.
pub fn check_turn<G: Game>(game: &G) -> Result<(), RuleError> {
    let bad = |what: &'static str| Err(RuleError::inconsistent(what));
    let to_act = game.to_act();
    let n = game.players();
    if to_act
        .iter()
        .enumerate()
        .any(|(i, &s)| s >= n || to_act[..i].contains(&s))
    {
        return bad("the seats to act are not distinct seats of the table");
    }
    if to_act.iter().any(|&s| game.legal_actions(s).is_empty()) {
        return bad("a seat to act has no legal action");
    }
    if to_act.is_empty() != game.outcome().is_some() {
        return bad("the game is over but a seat is to act, or the reverse");
    }
    if game.scores().len() != n {
        return bad("one score per seat expected");
    }
    Ok(())
}

/// The fields of a JSON object (nothing for any other value): a game's summary keys.
pub fn fields(value: serde_json::Value) -> serde_json::Map<String, serde_json::Value> {
    match value {
        serde_json::Value::Object(map) => map,
        _ => serde_json::Map::new(),
    }
}

/// What the `numera` command (arena, bench, replay) needs from a game beyond the rules.
pub trait Playable: bot::Roster + Position {
    /// The arena's usual line-up, one bot per seat.
    const DEFAULT_LINEUP: &'static [&'static str];

    /// Options for a table of these bots (one per seat).
    fn arena_options(bots: &[String]) -> Result<Self::Options, RuleError>;

    /// What `numera replay` prints of the state beyond the keys every game has (game, seed,
    /// to_act, scores, outcome): turn, cards, dice…, as a JSON object.
    fn summary(&self) -> serde_json::Map<String, serde_json::Value>;

    /// Game-specific figures for one seat of a finished game, which `numera arena` averages
    /// per bot next to the usual keys (e.g. Mino Dice's share of exact bids). None by default.
    fn seat_figures(&self, _seat: PlayerId) -> Vec<(&'static str, f64)> {
        Vec::new()
    }
}
