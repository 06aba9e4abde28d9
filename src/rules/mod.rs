//! The rules core: every game as a deterministic state machine.
//!
//! Pure Rust only — no UI, no browser APIs, no clock, no I/O — so the same code runs natively
//! (tests, the `numera` command) and in the browser, and seed + options + action log always
//! replays to the same state. A test fails if this folder names a browser or UI crate.

pub mod bot;
pub mod conformance;
pub mod dungeon;
pub mod log;
pub mod mino;
pub mod nmbr9;
pub mod number;
pub mod rng;
pub mod seat;
pub mod seed;
pub mod sequence;
pub mod small_sort;

use std::fmt;
use std::str::FromStr;

use serde::{de::DeserializeOwned, Serialize};

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
            .ok_or_else(|| RuleError::new(format!("unknown game '{text}'")))
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why an action, an option set or an input was refused, in words a player can read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleError {
    pub reason: String,
}

impl RuleError {
    pub fn new(reason: impl Into<String>) -> Self {
        RuleError {
            reason: reason.into(),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}

impl std::error::Error for RuleError {}

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

/// The interface every game implements (see docs/notation.md for each game's action text).
///
/// A game is a deterministic state machine: seed + options + action log give the state. Bots
/// are not part of it (see `bot`): a state never decides for a seat.
pub trait Game: Sized + Clone {
    type Options: Serialize + DeserializeOwned + Clone + fmt::Debug;
    /// A move, typed end to end; its text form (docs/notation.md) is its `FromStr`/`Display`.
    type Action: Clone + fmt::Debug + PartialEq + FromStr<Err = RuleError> + fmt::Display;
    /// What one seat may see: never anything hidden from that seat, nor a future draw.
    type View: Clone + fmt::Debug + PartialEq;
    /// Why `apply` refused an action, typed so that the app words it in the player's language;
    /// its `Display` is the English of logs and the command line.
    type Refusal: Clone + fmt::Debug + PartialEq + fmt::Display;

    const ID: GameId;

    /// Validates the options and deals from the seed.
    fn new(options: &Self::Options, seed: Seed) -> Result<Self, RuleError>;
    fn options(&self) -> &Self::Options;
    fn seed(&self) -> Seed;
    fn players(&self) -> usize;
    /// Seats expected to act now (several at once in simultaneous phases); empty when over.
    fn to_act(&self) -> Vec<PlayerId>;
    /// Every legal action for `player` right now (empty if that seat need not act).
    fn legal_actions(&self, player: PlayerId) -> Vec<Self::Action>;
    /// Applies an action, or refuses it with the game's own reason and leaves the state
    /// untouched.
    fn apply(&mut self, action: &Self::Action) -> Result<(), Self::Refusal>;
    fn view(&self, player: PlayerId) -> Self::View;
    /// What every seat sees and nobody's secret: replays and the public table.
    fn spectator_view(&self) -> Self::View;
    /// The randomness of the decision `seat` faces now, from its own stream of the seed: a bot
    /// draws only from it, so a seed link replays the same bot choices whatever order the
    /// seats act in.
    fn decision_rng(&self, seat: PlayerId) -> Rng;
    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Current score per seat (running total), for summaries.
    fn scores(&self) -> Vec<i64>;
    /// Whether the last applied action may be taken back: only if it revealed nothing new
    /// (no random draw, no hidden information).
    fn last_action_undoable(&self) -> bool;
}

/// Replays an action log (text notation) from scratch: the one way a saved or linked game
/// becomes a state. Returns the index and reason of the first refused action.
pub fn replay<G: Game>(
    options: &G::Options,
    seed: Seed,
    actions: &[String],
) -> Result<G, ReplayError> {
    let mut game = G::new(options, seed).map_err(|e| ReplayError {
        index: None,
        error: e,
    })?;
    for (index, text) in actions.iter().enumerate() {
        let step = text
            .parse::<G::Action>()
            .and_then(|a| game.apply(&a).map_err(|r| RuleError::new(r.to_string())));
        step.map_err(|error| ReplayError {
            index: Some(index),
            error,
        })?;
    }
    Ok(game)
}

/// A replay that stopped: `index` is `None` when the options themselves were refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayError {
    pub index: Option<usize>,
    pub error: RuleError,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.index {
            Some(i) => write!(f, "action {} refused: {}", i + 1, self.error),
            None => write!(f, "options refused: {}", self.error),
        }
    }
}

/// What the `numera` command (arena, bench, replay) needs from a game beyond the rules.
/// A position is the engine's own serialized state, so every game states it the same way.
pub trait Playable: bot::Roster + Serialize + DeserializeOwned {
    /// The game's name in messages ("not a position of NMBR 9").
    const NAME: &'static str;
    /// The arena's usual line-up, one bot per seat.
    const DEFAULT_LINEUP: &'static [&'static str];

    /// Options for a table of these bots (one per seat).
    fn arena_options(bots: &[String]) -> Result<Self::Options, RuleError>;
    /// A short JSON summary of the state (turn, scores, outcome) for `numera replay`.
    fn summary(&self) -> serde_json::Value;
    /// Whether a state read from outside holds together (sizes, cards, boards vs the log).
    fn check_position(&self) -> Result<(), RuleError>;

    /// Game-specific figures for one seat of a finished game, which `numera arena` averages
    /// per bot next to the usual keys (e.g. Mino Dice's share of exact bids). None by default.
    fn seat_figures(&self, _seat: PlayerId) -> Vec<(&'static str, f64)> {
        Vec::new()
    }

    /// The same state with every draw still to come changed (`salt` picks how): another order
    /// of the cards not yet dealt, other rolls not yet made. No view may tell the two apart;
    /// the conformance suite checks it.
    fn other_future(&self, salt: u64) -> Self;

    /// The engine's full serialized state (see docs/notation.md).
    fn to_position(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The checked inverse of `to_position`.
    fn from_position(text: &str) -> Result<Self, RuleError> {
        let game: Self = serde_json::from_str(text)
            .map_err(|e| RuleError::new(format!("not a position of {}: {e}", Self::NAME)))?;
        game.check_position()?;
        Ok(game)
    }
}
