//! A position's public log and counters read back. Positions may be set up by hand to show a
//! rule (chips the log does not account for, see `infer`), so the log is not replayed; but
//! everything in it must name what exists — seats at the table, spaces on the board, teams
//! in play, sequences that are lines of five — and the counters must stay within what a
//! game's turns can produce. A log naming a seat past the table, read by the hard bot, panicked; a counter
//! at its limit overflowed on the next action.

use super::board::{Team, CELLS, WINDOWS};
use super::deck::DECK_SIZE;
use super::event::Event;
use super::state::{SequenceGame, TURN_LIMIT};
use crate::Game;

/// Why `game`'s events or counters cannot be, in words.
pub fn check_events(game: &SequenceGame) -> Result<(), String> {
    let n = game.players();
    let teams = game.options().team_count();
    let team_ok = |t: Team| (t as usize) < teams;
    let mut ended = 0;
    for (i, event) in game.events.iter().enumerate() {
        let fits = match *event {
            Event::Placed { seat, cell, .. } => seat < n && (cell as usize) < CELLS,
            Event::Removed { seat, cell, team } => {
                seat < n && (cell as usize) < CELLS && team_ok(team)
            }
            Event::DeadExchanged { seat, .. } | Event::Passed { seat } => seat < n,
            Event::Sequence { team, cells } => team_ok(team) && WINDOWS.contains(&cells),
            Event::Reshuffled { cards } => cards <= DECK_SIZE,
            Event::Ended(end) => {
                ended += 1;
                game.end == Some(end)
            }
        };
        if !fits {
            return Err(format!("event {} names what is not in the game", i + 1));
        }
    }
    if ended > 1 || (ended == 0 && game.end.is_some() && !game.events.is_empty()) {
        return Err("the log does not end the game as the position does".into());
    }
    // Each turn is at most two actions (a dead card, then a play) and the game ends at
    // `TURN_LIMIT` turns: no count of a game can pass twice that.
    let limit = 2 * TURN_LIMIT;
    let bounded = game.turns <= TURN_LIMIT
        && game.passes <= n
        && [game.actions, game.placed, game.removed]
            .iter()
            .all(|&c| c <= limit)
        && game.reshuffles <= limit as u64;
    if !bounded {
        return Err("a count beyond what the turns played can produce".into());
    }
    // A full round of passes, or the turn limit, ends the game at once.
    if game.end.is_none() && (game.passes >= n || game.turns >= TURN_LIMIT) {
        return Err("the game should have ended blocked".into());
    }
    Ok(())
}
