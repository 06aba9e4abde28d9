//! Why an action is refused (a typed `Refusal`) or a position read from outside is
//! inconsistent (in words). Both only read the state, so a refused action leaves it untouched.
//!
//! The check is written once, over the few facts it reads (`Facts`), and both the game and
//! a seat's view give them: a page that holds only its view (an online table) refuses its
//! own seat's plays with the engine's very reasons, and the two cannot drift apart.

use super::action::{Action, Move};
use super::board::{is_corner, number_at, Board, Cell, Team, CELLS};
use super::deck::{Card, CardId, DECK_SIZE};
use super::event::End;
use super::refusal::Refusal;
use super::state::SequenceGame;
use super::view::{HandCard, View};
use crate::{Game, PlayerId, RuleError, SeatView};

/// What the check reads. The game knows every hand; a view only its own seat's, so what
/// needs a hand is `None` for any other seat there.
pub(super) trait Facts {
    fn ended(&self) -> bool;
    fn player_count(&self) -> usize;
    /// The seat whose turn it is (any seat once the game is over).
    fn acting(&self) -> PlayerId;
    fn team(&self, seat: PlayerId) -> Team;
    fn chips(&self) -> &Board;
    /// The seat to act has exchanged a dead card this turn.
    fn exchanged(&self) -> bool;
    /// Whether `seat` holds a card showing `face`.
    fn holds(&self, seat: PlayerId, face: Card) -> Option<bool>;
    /// Whether `face`, which `seat` holds, is dead (no free space shows its answer).
    fn dead(&self, seat: PlayerId, face: Card) -> Option<bool>;
    /// Whether some card of `seat`'s can be played now (a dead-card exchange does not count).
    fn can_play(&self, seat: PlayerId) -> Option<bool>;
}

impl Facts for SequenceGame {
    fn ended(&self) -> bool {
        self.is_over()
    }

    fn player_count(&self) -> usize {
        Game::players(self)
    }

    fn acting(&self) -> PlayerId {
        self.seat_to_act().unwrap_or_default()
    }

    fn team(&self, seat: PlayerId) -> Team {
        self.team_of(seat)
    }

    fn chips(&self) -> &Board {
        self.board()
    }

    fn exchanged(&self) -> bool {
        self.dead_used()
    }

    fn holds(&self, seat: PlayerId, face: Card) -> Option<bool> {
        Some(self.held_index(seat, face).is_some())
    }

    fn dead(&self, _: PlayerId, face: Card) -> Option<bool> {
        Some(self.is_dead(face))
    }

    fn can_play(&self, seat: PlayerId) -> Option<bool> {
        Some(self.can_play_any(seat))
    }
}

impl Facts for View {
    fn ended(&self) -> bool {
        self.over()
    }

    fn player_count(&self) -> usize {
        self.players
    }

    fn acting(&self) -> PlayerId {
        self.to_act.unwrap_or_default()
    }

    fn team(&self, seat: PlayerId) -> Team {
        self.team_of.get(seat).copied().unwrap_or_default()
    }

    fn chips(&self) -> &Board {
        &self.board
    }

    fn exchanged(&self) -> bool {
        self.dead_used
    }

    fn holds(&self, seat: PlayerId, face: Card) -> Option<bool> {
        let hand = self.own_hand(seat)?;
        Some(hand.iter().any(|h| h.card == face))
    }

    /// From the hand's own flags.
    fn dead(&self, seat: PlayerId, face: Card) -> Option<bool> {
        let hand = self.own_hand(seat)?;
        Some(hand.iter().any(|h| h.card == face && h.dead))
    }

    /// From the spaces each card of the hand allows (a dead card allows none).
    fn can_play(&self, seat: PlayerId) -> Option<bool> {
        let hand = self.own_hand(seat)?;
        Some(hand.iter().any(|h| !h.spaces.is_empty()))
    }
}

impl View {
    fn own_hand(&self, seat: PlayerId) -> Option<&[HandCard]> {
        (self.me == Some(seat)).then_some(self.hand.as_slice())
    }
}

impl SeatView<Action, Refusal> for View {
    /// The one whose turn it is, none once the game is over.
    fn to_act(&self) -> Vec<PlayerId> {
        self.to_act.into_iter().collect()
    }

    /// Another seat's hand is hidden here, so for its actions the check stops at the first
    /// fact that needs it (the rest is the server's to say).
    fn refusal(&self, action: &Action) -> Option<Refusal> {
        check(self, action).err()
    }
}

pub(super) fn check(table: &impl Facts, action: &Action) -> Result<(), Refusal> {
    let seat = action.player;
    if table.ended() {
        return Err(Refusal::GameOver);
    }
    if seat >= table.player_count() {
        return Err(Refusal::NoSuchPlayer { seat });
    }
    let to_act = table.acting();
    if seat != to_act {
        return Err(Refusal::NotYourTurn { seat: to_act });
    }
    let team = table.team(seat);
    let board = table.chips();
    // Past a fact the view cannot see (another seat's hand), nothing more can be said here.
    macro_rules! known {
        ($fact:expr) => {
            match $fact {
                Some(known) => known,
                None => return Ok(()),
            }
        };
    }
    match action.mv {
        Move::Place { card, cell } => {
            if card == Card::Minus {
                return Err(Refusal::MinusPlaces);
            }
            if !known!(table.holds(seat, card)) {
                return Err(Refusal::NotHeld { card });
            }
            space(cell)?;
            if is_corner(cell) {
                return Err(Refusal::Corner);
            }
            if board.chip(cell).is_some() {
                return Err(Refusal::Taken { cell });
            }
            if let Some(answer) = card.answer() {
                let shown = number_at(cell);
                if shown != answer {
                    return Err(Refusal::WrongNumber { card, cell, shown });
                }
            }
            Ok(())
        }
        Move::Remove { cell } => {
            if !known!(table.holds(seat, Card::Minus)) {
                return Err(Refusal::NotHeld { card: Card::Minus });
            }
            space(cell)?;
            match board.chip(cell) {
                None => Err(Refusal::NoChip { cell }),
                Some(t) if t == team => Err(Refusal::OwnChip { cell }),
                Some(_) if board.is_locked(cell) => Err(Refusal::LockedChip { cell }),
                Some(_) => Ok(()),
            }
        }
        Move::Dead { card } => {
            let Card::Equation { .. } = card else {
                return Err(Refusal::NotEquation);
            };
            if !known!(table.holds(seat, card)) {
                return Err(Refusal::NotHeld { card });
            }
            if table.exchanged() {
                return Err(Refusal::DeadUsed);
            }
            if !known!(table.dead(seat, card)) {
                return Err(Refusal::NotDead { card });
            }
            Ok(())
        }
        Move::Pass => {
            if known!(table.can_play(seat)) {
                return Err(Refusal::CanStillPlay);
            }
            Ok(())
        }
    }
}

fn space(cell: Cell) -> Result<(), Refusal> {
    if (cell as usize) < CELLS {
        Ok(())
    } else {
        Err(Refusal::NoSuchSpace)
    }
}

/// A position read from outside (the caller has checked the options and the hand count):
/// every card in one place, hands no larger than the deal, a board that could have been
/// played, the chips counted, the end matching the sequences.
pub fn check_position(game: &SequenceGame) -> Result<(), RuleError> {
    let bad = |what: &'static str| Err(RuleError::inconsistent(what));
    let options = game.options();
    let seats = 0..game.players();
    let mut all: Vec<CardId> = game.pile().to_vec();
    all.extend(game.discards());
    seats.clone().for_each(|s| all.extend(game.hand(s)));
    crate::small_sort::sort_by_key(&mut all, |x| *x);
    if all != (0..DECK_SIZE as CardId).collect::<Vec<_>>() {
        return bad("the pile, discards and hands must hold each of the 100 cards once");
    }
    if seats
        .clone()
        .any(|s| game.hand(s).len() > options.hand_size())
    {
        return bad("a hand larger than the deal");
    }
    let board = game.board();
    if let Err(why) = board.check(options.team_count()) {
        return Err(RuleError::inconsistent(why));
    }
    let on_board = board.chips().iter().flatten().count();
    if game.chips_placed() < game.chips_removed()
        || game.chips_placed() - game.chips_removed() != on_board
    {
        return bad("chips placed minus chips removed must be the chips on the board");
    }
    if let Err(why) = super::public_log::check_events(game) {
        return Err(RuleError::inconsistent(why));
    }
    let won = (0..options.team_count() as Team)
        .find(|&t| board.sequences_of(t) >= options.sequences_to_win());
    match (game.end(), won) {
        (Some(End::Won { team }), Some(t)) if team == t => Ok(()),
        (None, None) | (Some(End::Blocked), None) => Ok(()),
        _ => bad("the end of the game does not match the sequences"),
    }
}
