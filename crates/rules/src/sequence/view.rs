//! What one seat sees: the board (chips, sequences, locked spaces), its own hand with what
//! each card allows, the public discards and move log, and how many cards everyone holds —
//! never another hand or the order of the pile.

use super::action::Action;
use super::board::{Board, Cell, Team, CELLS};
use super::deck::{Card, CardId, Edition};
use super::event::{End, Event};
use super::state::SequenceGame;
use super::SeatKind;
use crate::{Game, PlayerId};

/// One card of the seat's own hand, with what it allows now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandCard {
    pub id: CardId,
    pub card: Card,
    /// The answer's colour group 0–3 (1–12, 13–24, 25–36, 37–48); `None` for Plus/Minus.
    pub colour: Option<u8>,
    /// An equation whose two spaces are both taken: it may be exchanged (once a turn).
    pub dead: bool,
    /// The spaces this card allows: where its chip may go (equations, Plus) or which chips
    /// it may take off (Minus). Empty for a dead card.
    pub spaces: Vec<Cell>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct View {
    /// The seat this view is for; `None` for a spectator, who sees no hand.
    pub me: Option<PlayerId>,
    pub players: usize,
    pub seats: Vec<SeatKind>,
    pub edition: Edition,
    pub teams: usize,
    /// Per seat, its team.
    pub team_of: Vec<Team>,
    pub my_team: Team,
    pub sequences_to_win: usize,
    /// The seat whose turn it is, `None` once the game is over.
    pub to_act: Option<PlayerId>,
    pub turn: usize,
    /// The seat to act has already exchanged a dead card this turn.
    pub dead_used: bool,
    pub hand: Vec<HandCard>,
    /// Chips and completed sequences.
    pub board: Board,
    /// Per space, in a completed sequence (its chip can never be taken off).
    pub locked: Vec<bool>,
    /// Face up since the last reshuffle, oldest first.
    pub discards: Vec<Card>,
    /// Cards face down in the draw pile.
    pub pile: usize,
    pub hand_sizes: Vec<usize>,
    /// Completed sequences per team.
    pub team_sequences: Vec<usize>,
    pub events: Vec<Event>,
    /// This seat's legal actions (empty when it is not its turn).
    pub legal: Vec<Action>,
    pub end: Option<End>,
    pub scores: Vec<i64>,
}

impl View {
    pub(super) fn of(game: &SequenceGame, me: Option<PlayerId>) -> View {
        let players = game.players();
        // A spectator reads the first team's side: it has no hand, so nothing depends on it.
        let my_team = me.map_or(0, |me| game.team_of(me));
        let hand = me
            .map_or(&[][..], |me| game.hand(me))
            .iter()
            .map(|&id| {
                let card = game.card(id);
                HandCard {
                    id,
                    card,
                    colour: card.colour(),
                    dead: game.is_dead(card),
                    spaces: game.spaces_for(card, my_team),
                }
            })
            .collect();
        let board = game.board().clone();
        View {
            me,
            players,
            seats: game.options().seats.clone(),
            edition: game.options().edition,
            teams: game.options().team_count(),
            team_of: (0..players).map(|s| game.team_of(s)).collect(),
            my_team,
            sequences_to_win: game.options().sequences_to_win(),
            to_act: game.seat_to_act(),
            turn: game.turns(),
            dead_used: game.dead_used(),
            hand,
            locked: (0..CELLS as Cell).map(|c| board.is_locked(c)).collect(),
            board,
            discards: game.discards().iter().map(|&id| game.card(id)).collect(),
            pile: game.pile().len(),
            hand_sizes: game.hand_sizes(),
            team_sequences: game.team_sequences(),
            events: game.events().to_vec(),
            legal: me.map(|me| game.legal_actions(me)).unwrap_or_default(),
            end: game.end(),
            scores: game.scores(),
        }
    }

    pub fn my_turn(&self) -> bool {
        self.me.is_some() && self.to_act == self.me
    }

    pub fn over(&self) -> bool {
        self.end.is_some()
    }
}
