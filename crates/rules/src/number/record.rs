//! A position's record read back. The Number draws nothing, so a state is exactly what its
//! picks make of the options: the turns in the history (each seat's number) and the picks of
//! the turn in progress, played again from the start, must give the very same state. A
//! position that no sequence of picks could produce (sheets, points or counters edited) is
//! refused, whatever it holds.

use super::action::Pick;
use super::state::NumberGame;
use super::{ROUNDS, TURNS};
use crate::Game;

/// `game` played again from its options and seed with the picks its record shows, or why it
/// cannot be.
pub fn replayed(game: &NumberGame) -> Result<NumberGame, String> {
    if game.history().len() > ROUNDS * TURNS {
        return Err("more turns in the history than the game has".into());
    }
    let mut again = NumberGame::new(game.options(), game.seed()).map_err(|e| e.to_string())?;
    let turns = game.history().iter().map(|t| {
        t.plays
            .iter()
            .filter_map(|p| Some((p.player, p.number?)))
            .collect::<Vec<_>>()
    });
    let current: Vec<(usize, u16)> = (0..game.players())
        .filter_map(|p| Some((p, game.pick_of(p)?)))
        .collect();
    // A turn in which no seat could play resolved by itself: it has no picks to replay.
    for picks in turns.filter(|picks| !picks.is_empty()).chain([current]) {
        for (player, number) in picks {
            if player >= game.players() {
                return Err(format!("a pick by seat {player}, not at the table"));
            }
            again.apply(&Pick { player, number }).map_err(|refusal| {
                format!("the recorded pick {number:03} of seat {player} was refused: {refusal}")
            })?;
        }
    }
    Ok(again)
}
