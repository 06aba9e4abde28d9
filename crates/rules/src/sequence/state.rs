//! Sequence Numbers as a state machine: seats take turns in order; a turn is at most one
//! dead-card exchange, then one card played (or a pass when none can be), then a draw.

use serde::{Deserialize, Serialize};

use super::board::{spaces_of, Board, Cell, Team, CELLS};
use super::deck::{card, Card, CardId};
use super::event::{End, Event};
use super::Options;
use crate::{Game, PlayerId, Rng, Seed};

/// Turns after which a game that nobody can win ends as blocked. Far beyond any real game
/// (a board fills in about 100 turns): it only guarantees that every game ends.
pub const TURN_LIMIT: usize = 1000;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(remote = "Self")]
pub struct SequenceGame {
    pub(super) options: Options,
    pub(super) seed: Seed,
    /// Face-down draw pile, top card last.
    pub(super) pile: Vec<CardId>,
    /// Played and exchanged cards since the last reshuffle, oldest first (public).
    pub(super) discards: Vec<CardId>,
    pub(super) hands: Vec<Vec<CardId>>,
    pub(super) board: Board,
    /// Whose turn it is.
    pub(super) seat: PlayerId,
    /// Turns completed.
    pub(super) turns: usize,
    /// The seat to act has exchanged a dead card this turn.
    pub(super) dead_used: bool,
    pub(super) reshuffles: u64,
    /// Passes in a row; every seat passing in turn blocks the game.
    pub(super) passes: usize,
    /// Chips put on and taken off the board, for the invariants.
    pub(super) placed: usize,
    pub(super) removed: usize,
    pub(super) events: Vec<Event>,
    pub(super) end: Option<End>,
    pub(super) actions: usize,
    pub(super) last_undoable: bool,
}

impl SequenceGame {
    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn seat_to_act(&self) -> Option<PlayerId> {
        self.end.is_none().then_some(self.seat)
    }

    pub fn turns(&self) -> usize {
        self.turns
    }

    pub fn end(&self) -> Option<End> {
        self.end
    }

    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    pub fn dead_used(&self) -> bool {
        self.dead_used
    }

    pub fn hand(&self, seat: PlayerId) -> &[CardId] {
        &self.hands[seat]
    }

    pub fn hand_sizes(&self) -> Vec<usize> {
        self.hands.iter().map(Vec::len).collect()
    }

    pub fn pile(&self) -> &[CardId] {
        &self.pile
    }

    pub fn discards(&self) -> &[CardId] {
        &self.discards
    }

    pub fn events(&self) -> &[Event] {
        &self.events
    }

    pub fn chips_placed(&self) -> usize {
        self.placed
    }

    pub fn chips_removed(&self) -> usize {
        self.removed
    }

    pub fn card(&self, id: CardId) -> Card {
        card(self.options.edition, id)
    }

    pub fn team_of(&self, seat: PlayerId) -> Team {
        self.options.team_of(seat)
    }

    /// Completed sequences per team.
    pub fn team_sequences(&self) -> Vec<usize> {
        (0..self.options.team_count())
            .map(|t| self.board.sequences_of(t as Team))
            .collect()
    }

    /// The spaces `face` allows `team` now, whoever holds it: free spaces showing an
    /// equation's answer, every free space for Plus, every opponent chip not in a sequence
    /// for Minus.
    pub fn spaces_for(&self, face: Card, team: Team) -> Vec<Cell> {
        let board = &self.board;
        match face {
            Card::Equation { .. } => face
                .answer()
                .map(|n| {
                    spaces_of(n)
                        .into_iter()
                        .filter(|&c| board.is_free(c))
                        .collect()
                })
                .unwrap_or_default(),
            Card::Plus => (0..CELLS as Cell).filter(|&c| board.is_free(c)).collect(),
            Card::Minus => (0..CELLS as Cell)
                .filter(|&c| matches!(board.chip(c), Some(t) if t != team))
                .filter(|&c| !board.is_locked(c))
                .collect(),
        }
    }

    /// An equation card with no free space left for its answer.
    pub fn is_dead(&self, face: Card) -> bool {
        matches!(face, Card::Equation { .. }) && self.spaces_for(face, 0).is_empty()
    }

    /// The hand card of `seat` showing `face` (either copy of Plus or Minus).
    pub(super) fn held_index(&self, seat: PlayerId, face: Card) -> Option<usize> {
        self.hands[seat]
            .iter()
            .position(|&id| self.card(id) == face)
    }

    /// Whether `seat` can play any card now (a dead-card exchange does not count).
    pub(super) fn can_play_any(&self, seat: PlayerId) -> bool {
        let team = self.team_of(seat);
        self.hands[seat]
            .iter()
            .any(|&id| !self.spaces_for(self.card(id), team).is_empty())
    }

    /// Moves the hand card at `index` of the seat to act onto the discards.
    pub(super) fn discard(&mut self, index: usize) {
        let id = self.hands[self.seat].remove(index);
        self.discards.push(id);
    }

    /// The top card of the pile into the seat's hand; an empty pile is first rebuilt from
    /// every discard, shuffled by the seed's "reshuffle" stream (one stream per reshuffle,
    /// so the new order depends only on the seed and which cards were discarded).
    pub(super) fn draw(&mut self) {
        if self.pile.is_empty() && !self.discards.is_empty() {
            self.pile = std::mem::take(&mut self.discards);
            Rng::stream(self.seed, "reshuffle", self.reshuffles).shuffle(&mut self.pile);
            self.reshuffles += 1;
            self.events.push(Event::Reshuffled {
                cards: self.pile.len(),
            });
        }
        if let Some(id) = self.pile.pop() {
            self.hands[self.seat].push(id);
        }
    }

    pub(super) fn end_turn(&mut self) {
        self.turns += 1;
        self.seat = (self.seat + 1) % self.players();
        self.dead_used = false;
        if self.end.is_none() && (self.passes >= self.players() || self.turns >= TURN_LIMIT) {
            self.finish(End::Blocked);
        }
    }

    pub(super) fn finish(&mut self, end: End) {
        self.end = Some(end);
        self.events.push(Event::Ended(end));
    }
}

crate::checked_position!(SequenceGame);
