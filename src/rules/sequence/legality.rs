//! Why an action or a position is refused, in words for the player. Both only read the
//! state, so a refused action leaves it untouched.

use super::action::{cell_text, Action, Move};
use super::board::{is_corner, number_at, Cell, Team, CELLS};
use super::deck::{Card, CardId, DECK_SIZE};
use super::event::End;
use super::state::SequenceGame;
use crate::rules::{Game, RuleError};

pub fn check(game: &SequenceGame, action: &Action) -> Result<(), RuleError> {
    let refuse = |why: String| Err(RuleError::new(why));
    let seat = action.player;
    if game.is_over() {
        return refuse("The game is over".into());
    }
    if seat >= game.players() {
        return refuse(format!("There is no player {}", seat + 1));
    }
    let to_act = game.seat_to_act().unwrap_or_default();
    if seat != to_act {
        return refuse(format!("It is player {}'s turn", to_act + 1));
    }
    let team = game.team_of(seat);
    let holds = |face: Card| game.held_index(seat, face).is_some();
    match action.mv {
        Move::Place { card, cell } => {
            if card == Card::Minus {
                return refuse("A Minus card takes a chip off: play it as minus@row,col".into());
            }
            if !holds(card) {
                return refuse(format!("You do not hold {}", name(card)));
            }
            space(cell)?;
            if is_corner(cell) {
                return refuse(
                    "The corners are free spaces for everyone: no chip goes there".into(),
                );
            }
            if game.board().chip(cell).is_some() {
                return refuse(format!("The space {} is taken", cell_text(cell)));
            }
            if let Some(answer) = card.answer() {
                let shown = number_at(cell);
                if shown != answer {
                    return refuse(format!(
                        "{} makes {answer}, and the space {} shows {shown}",
                        card.text(),
                        cell_text(cell)
                    ));
                }
            }
            Ok(())
        }
        Move::Remove { cell } => {
            if !holds(Card::Minus) {
                return refuse("You do not hold a Minus card".into());
            }
            space(cell)?;
            match game.board().chip(cell) {
                None => refuse(format!("There is no chip on {}", cell_text(cell))),
                Some(t) if t == team => {
                    refuse("That chip is your team's: a Minus takes an opponent's chip off".into())
                }
                Some(_) if game.board().is_locked(cell) => {
                    refuse("That chip is in a completed sequence: it can never be taken off".into())
                }
                Some(_) => Ok(()),
            }
        }
        Move::Dead { card } => {
            let Card::Equation { .. } = card else {
                return refuse("Only an equation card can be dead".into());
            };
            if !holds(card) {
                return refuse(format!("You do not hold {}", name(card)));
            }
            if game.dead_used() {
                return refuse("You have already exchanged a dead card this turn".into());
            }
            if !game.is_dead(card) {
                return refuse(format!(
                    "{} is not dead: a space showing {} is still free",
                    card.text(),
                    card.answer().unwrap_or_default()
                ));
            }
            Ok(())
        }
        Move::Pass => {
            if game.can_play_any(seat) {
                return refuse(
                    "You can still play a card: pass only when none can be played".into(),
                );
            }
            Ok(())
        }
    }
}

fn space(cell: Cell) -> Result<(), RuleError> {
    if (cell as usize) < CELLS {
        Ok(())
    } else {
        Err(RuleError::new(
            "There is no such space (rows and columns are 0 to 9)",
        ))
    }
}

fn name(card: Card) -> String {
    match card {
        Card::Plus => "a Plus card".into(),
        Card::Minus => "a Minus card".into(),
        eq => eq.text(),
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
    crate::rules::small_sort::sort_by_key(&mut all, |x| *x);
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
    let won = (0..options.team_count() as Team)
        .find(|&t| board.sequences_of(t) >= options.sequences_to_win());
    match (game.end(), won) {
        (Some(End::Won { team }), Some(t)) if team == t => Ok(()),
        (None, None) | (Some(End::Blocked), None) => Ok(()),
        _ => bad("the end of the game does not match the sequences"),
    }
}
