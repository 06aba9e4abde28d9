//! Why The Number refuses a pick (a typed `Refusal`), written once over the few facts it
//! reads (`Facts`). The game and every seat's view give them all (sheets and who has picked
//! are public; only the picks themselves are secret), so a page that holds only its view
//! refuses a pick with the engine's very reason, and the two cannot drift apart.

use super::action::Pick;
use super::refusal::Refusal;
use super::state::NumberGame;
use super::view::View;
use crate::{Game, PlayerId, SeatView};

/// What the check reads.
pub(super) trait Facts {
    fn ended(&self) -> bool;
    fn player_count(&self) -> usize;
    /// `seat` (in range) has picked this turn.
    fn has_picked(&self, seat: PlayerId) -> bool;
    /// Every digit of `seat`'s sheet (in range) is crossed out.
    fn no_digit_left(&self, seat: PlayerId) -> bool;
}

impl Facts for NumberGame {
    fn ended(&self) -> bool {
        self.is_over()
    }

    fn player_count(&self) -> usize {
        Game::players(self)
    }

    fn has_picked(&self, seat: PlayerId) -> bool {
        self.picks[seat].is_some()
    }

    fn no_digit_left(&self, seat: PlayerId) -> bool {
        self.exhausted(seat)
    }
}

impl Facts for View {
    fn ended(&self) -> bool {
        self.over
    }

    fn player_count(&self) -> usize {
        self.players
    }

    fn has_picked(&self, seat: PlayerId) -> bool {
        self.picked.get(seat).copied().unwrap_or_default()
    }

    fn no_digit_left(&self, seat: PlayerId) -> bool {
        self.exhausted.get(seat).copied().unwrap_or_default()
    }
}

/// A number with a crossed digit is accepted, as on paper: it is eliminated at the reveal.
pub(super) fn check(table: &impl Facts, action: &Pick) -> Result<(), Refusal> {
    let Pick { player, number } = *action;
    if table.ended() {
        return Err(Refusal::GameOver);
    }
    if player >= table.player_count() {
        return Err(Refusal::NoSuchPlayer { seat: player });
    }
    if number > 999 {
        return Err(Refusal::TooLong { number });
    }
    if table.has_picked(player) {
        return Err(Refusal::AlreadyPicked { seat: player });
    }
    if table.no_digit_left(player) {
        return Err(Refusal::NoDigitLeft { seat: player });
    }
    Ok(())
}

impl SeatView<Pick, Refusal> for View {
    /// While the game goes on, every seat that has not picked this turn and has a digit left.
    fn to_act(&self) -> Vec<PlayerId> {
        let seats = self.picked.iter().zip(&self.exhausted);
        let waiting = seats.map(|(&picked, &exhausted)| !self.over && !picked && !exhausted);
        waiting
            .enumerate()
            .filter_map(|(p, w)| w.then_some(p))
            .collect()
    }

    /// Everything the check reads is public: every view answers for every seat.
    fn refusal(&self, action: &Pick) -> Option<Refusal> {
        check(self, action).err()
    }
}
