//! Why an action is refused (a typed `Refusal`) or a position read from outside is
//! inconsistent (in words). Both only read the state, so a refused action leaves it untouched.

use super::action::{Action, Move};
use super::board::{is_corner, number_at, Cell, Team, CELLS};
use super::deck::{Card, CardId, DECK_SIZE};
use super::event::End;
use super::refusal::Refusal;
use super::state::SequenceGame;
use crate::{Game, RuleError};

impl SequenceGame {
    /// Why `action` would be refused now, if it would.
    pub fn refusal(&self, action: &Action) -> Option<Refusal> {
        check(self, action).err()
    }
}

pub fn check(game: &SequenceGame, action: &Action) -> Result<(), Refusal> {
    let seat = action.player;
    if game.is_over() {
        return Err(Refusal::GameOver);
    }
    if seat >= game.players() {
        return Err(Refusal::NoSuchPlayer { seat });
    }
    let to_act = game.seat_to_act().unwrap_or_default();
    if seat != to_act {
        return Err(Refusal::NotYourTurn { seat: to_act });
    }
    let team = game.team_of(seat);
    let holds = |face: Card| game.held_index(seat, face).is_some();
    match action.mv {
        Move::Place { card, cell } => {
            if card == Card::Minus {
                return Err(Refusal::MinusPlaces);
            }
            if !holds(card) {
                return Err(Refusal::NotHeld { card });
            }
            space(cell)?;
            if is_corner(cell) {
                return Err(Refusal::Corner);
            }
            if game.board().chip(cell).is_some() {
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
            if !holds(Card::Minus) {
                return Err(Refusal::NotHeld { card: Card::Minus });
            }
            space(cell)?;
            match game.board().chip(cell) {
                None => Err(Refusal::NoChip { cell }),
                Some(t) if t == team => Err(Refusal::OwnChip { cell }),
                Some(_) if game.board().is_locked(cell) => Err(Refusal::LockedChip { cell }),
                Some(_) => Ok(()),
            }
        }
        Move::Dead { card } => {
            let Card::Equation { .. } = card else {
                return Err(Refusal::NotEquation);
            };
            if !holds(card) {
                return Err(Refusal::NotHeld { card });
            }
            if game.dead_used() {
                return Err(Refusal::DeadUsed);
            }
            if !game.is_dead(card) {
                return Err(Refusal::NotDead { card });
            }
            Ok(())
        }
        Move::Pass => {
            if game.can_play_any(seat) {
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
    let bad = |what: &str| Err(RuleError::new(format!("inconsistent position: {what}")));
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
        return bad(&why);
    }
    let on_board = board.chips().iter().flatten().count();
    if game.chips_placed() < game.chips_removed()
        || game.chips_placed() - game.chips_removed() != on_board
    {
        return bad("chips placed minus chips removed must be the chips on the board");
    }
    if let Err(why) = super::public_log::check_events(game) {
        return bad(&why);
    }
    let won = (0..options.team_count() as Team)
        .find(|&t| board.sequences_of(t) >= options.sequences_to_win());
    match (game.end(), won) {
        (Some(End::Won { team }), Some(t)) if team == t => Ok(()),
        (None, None) | (Some(End::Blocked), None) => Ok(()),
        _ => bad("the end of the game does not match the sequences"),
    }
}
