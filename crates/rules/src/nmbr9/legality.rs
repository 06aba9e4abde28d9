//! Why NMBR 9 refuses a placement (a typed `Refusal`), written once over the few facts it
//! reads (`Facts`). Everything in NMBR 9 but the order of the cards to come is public, so
//! every view gives them all: a page that holds only its view refuses a placement with the
//! engine's very reason, and the two cannot drift apart.

use super::action::Place;
use super::board::Board;
use super::refusal::Refusal;
use super::state::Nmbr9Game;
use super::view::View;
use crate::{Game, PlayerId, SeatView};

/// What the check reads.
pub(super) trait Facts {
    /// The digit every seat places now; `None` once the game is over.
    fn card(&self) -> Option<u8>;
    fn player_count(&self) -> usize;
    /// `seat` (in range) has placed the current card.
    fn has_placed(&self, seat: PlayerId) -> bool;
    /// `seat`'s board (`None` only for a seat out of range).
    fn board_of(&self, seat: PlayerId) -> Option<&Board>;
}

impl Facts for Nmbr9Game {
    fn card(&self) -> Option<u8> {
        self.current_card()
    }

    fn player_count(&self) -> usize {
        Game::players(self)
    }

    fn has_placed(&self, seat: PlayerId) -> bool {
        self.placed()[seat]
    }

    fn board_of(&self, seat: PlayerId) -> Option<&Board> {
        self.boards().get(seat)
    }
}

impl Facts for View {
    fn card(&self) -> Option<u8> {
        self.card
    }

    fn player_count(&self) -> usize {
        self.players
    }

    fn has_placed(&self, seat: PlayerId) -> bool {
        self.placed.get(seat).copied().unwrap_or_default()
    }

    fn board_of(&self, seat: PlayerId) -> Option<&Board> {
        self.boards.get(seat)
    }
}

pub(super) fn check(table: &impl Facts, action: &Place) -> Result<(), Refusal> {
    let &Place {
        player,
        x,
        y,
        rotation,
    } = action;
    let Some(digit) = table.card() else {
        return Err(Refusal::GameOver);
    };
    let no_such = Refusal::NoSuchPlayer { seat: player };
    if player >= table.player_count() {
        return Err(no_such);
    }
    if table.has_placed(player) {
        return Err(Refusal::AlreadyPlaced {
            seat: player,
            digit,
        });
    }
    let board = table.board_of(player).ok_or(no_such)?;
    board.check(digit, x, y, rotation).map_err(Refusal::Place)?;
    Ok(())
}

impl SeatView<Place, Refusal> for View {
    /// While the game goes on, every seat that has not placed the current card (all at once).
    fn to_act(&self) -> Vec<PlayerId> {
        let waiting = |(p, &placed): (PlayerId, &bool)| (!self.over && !placed).then_some(p);
        self.placed.iter().enumerate().filter_map(waiting).collect()
    }

    /// Everything the check reads is public: every view answers for every seat.
    fn refusal(&self, action: &Place) -> Option<Refusal> {
        check(self, action).err()
    }
}
