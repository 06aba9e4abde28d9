//! The `Game` trait: the engine contract every game implements, and `Checked`, the proof that
//! an action passed the game's `check`. A game writes `check` and `effect`; `apply` is the
//! trait's own, so no game can play an action it has not checked — as shakmaty's `play`
//! refuses an illegal move with its typed `PlayError` before it moves anything.
//!
//! Two smaller contracts ride on it, so that a table and its pages need no game's own code
//! to know whose an action is and whose turn it is: an action names its seat (`Seated`), and
//! a seat's view answers who is to act and why the game would refuse an action (`SeatView`).

use std::fmt;
use std::ops::Deref;
use std::str::FromStr;

use serde::{de::DeserializeOwned, Serialize};

use crate::{json, Deal, GameId, Outcome, PlayerId, Rng, RuleError, Seating, Seed};

/// The interface every game implements (see docs/notation.md for each game's action text).
///
/// A game is a deterministic state machine: seed + options + action log give the state. Bots
/// are not part of it (see `bot`): a state never decides for a seat.
pub trait Game: Sized + Clone {
    /// Saved and linked with `json` (the app), read and printed with serde (the command line).
    type Options: json::FromJson
        + json::ToJson
        + Serialize
        + DeserializeOwned
        + Clone
        + fmt::Debug
        + Seating;
    /// A move, typed end to end; its text form (docs/notation.md) is its `FromStr`/`Display`,
    /// and it says whose it is (`Seated`).
    type Action: Clone + fmt::Debug + PartialEq + FromStr<Err = RuleError> + fmt::Display + Seated;
    /// What one seat may see: never anything hidden from that seat, nor a future draw. It
    /// says on its own whose turn it is and why an action would be refused (`SeatView`).
    type View: Clone + fmt::Debug + PartialEq + SeatView<Self::Action, Self::Refusal>;
    /// Why `apply` refused an action, typed so that the app words it in the player's language;
    /// its `Display` is the English of logs and the command line, its JSON what an online
    /// table sends the page that words it.
    type Refusal: Clone + fmt::Debug + PartialEq + fmt::Display + json::FromJson + json::ToJson;

    const ID: GameId;

    /// Validates the options and deals from the seed.
    fn new(options: &Self::Options, seed: Seed) -> Result<Self, RuleError>;
    /// The options and the seed the game was dealt from.
    fn deal(&self) -> Deal<'_, Self::Options>;
    fn options(&self) -> &Self::Options {
        self.deal().options
    }
    fn seed(&self) -> Seed {
        self.deal().seed
    }
    fn players(&self) -> usize {
        self.options().seat_count()
    }
    /// Seats expected to act now (several at once in simultaneous phases); empty when over.
    fn to_act(&self) -> Vec<PlayerId>;
    /// Every legal action for `player` right now (empty if that seat need not act).
    fn legal_actions(&self, player: PlayerId) -> Vec<Self::Action>;
    /// Whether `action` may be played now, or the game's own reason not: exactly what `apply`
    /// checks before its effect, asked without playing (the app, before it sends a move).
    fn check(&self, action: &Self::Action) -> Result<(), Self::Refusal>;
    /// The effect of an action `check` accepted on this very state: what `apply` does once
    /// the action is checked. It may assume every condition `check` tests; only `apply` can
    /// make the `Checked` it takes, so nothing can call it with an action not checked.
    fn effect(&mut self, action: Checked<'_, Self::Action>);
    /// Applies an action — `check`, then `effect` — or refuses it with the game's own reason
    /// and leaves the state untouched. Not for a game to write: the conformance suite fails a
    /// game whose `apply` answers otherwise than its `check`.
    fn apply(&mut self, action: &Self::Action) -> Result<(), Self::Refusal> {
        self.check(action)?;
        self.effect(Checked(action));
        Ok(())
    }
    /// What `seat` may see; `None` is a spectator, who sees what every seat sees and nobody's
    /// secret (as boardgame.io's `playerView(…, playerID | null)`).
    fn observe(&self, seat: Option<PlayerId>) -> Self::View;
    /// What one seat may see.
    fn view(&self, seat: PlayerId) -> Self::View {
        self.observe(Some(seat))
    }
    /// What every seat sees and nobody's secret: replays and the public table.
    fn spectator_view(&self) -> Self::View {
        self.observe(None)
    }
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

/// An action that passed `Game::check` on the state it is about to change. Its field is
/// private to this module, so `Game::apply` is the only place that makes one: a game's
/// `effect` cannot be reached with an action that was not checked, from another crate or from
/// the game's own module. It reads as the action itself (`Deref`).
#[derive(Debug)]
pub struct Checked<'a, A>(&'a A);

impl<A> Deref for Checked<'_, A> {
    type Target = A;

    fn deref(&self) -> &A {
        self.0
    }
}

/// An action says whose it is: the seat it is played for, the one its text starts with
/// (docs/notation.md; a solo game's actions, which name none, are seat 0's). A table plays
/// an action only for the seat that holds the connection, and asks this, not the text.
pub trait Seated {
    fn seat(&self) -> PlayerId;
}

/// What a seat's view can answer alone, without the game: a page that holds only its view
/// (an online table) knows whose turn it is and refuses its own seat's plays with the
/// game's own reasons. The conformance suite checks both against the game at every step.
pub trait SeatView<A, R> {
    /// The seats to act, exactly as `Game::to_act` says, in every seat's view and the
    /// spectator's.
    fn to_act(&self) -> Vec<PlayerId>;
    /// Why the game would refuse `action` now, if it would: for this view's own seat, exactly
    /// `Game::check`'s refusal. Where the answer needs what this view hides (another seat's
    /// hand or dice), it may say `None`; a refusal it gives is always the game's.
    fn refusal(&self, action: &A) -> Option<R>;
}
