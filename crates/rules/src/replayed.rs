//! A save of any game, read as a page reads a save or a replay link: its options read by the
//! game it names, its log replayed by that game's own engine from the first action to the last
//! (`replay`). A page knows its game's type (app::session::Session::from_save); a record from
//! outside that may hold any game (a backup's) comes through here, so that the game it
//! claims to be is the one that checks it. What a record says of its game (scores, seats) is
//! compared with what this gives, never taken on trust.

use std::fmt;

use super::bot::Seats;
use super::dungeon::DungeonGame;
use super::log::{LogError, Save};
use super::mino::MinoGame;
use super::nmbr9::Nmbr9Game;
use super::number::NumberGame;
use super::sequence::SequenceGame;
use super::{replay, Game, GameId, Outcome, ReplayError};

/// A save that replays to its end: what its game then is.
#[derive(Debug, Clone, PartialEq)]
pub struct Replayed {
    /// The same game with its options as its game writes them, so that one game read from
    /// two texts (spaces, a field order, a seed's spelling) is one save, and one link code.
    pub save: Save,
    /// Who sat at each seat, as the options name them and the history lists them ("human",
    /// "hard", …); `None` for a game whose options name no seat (Dungeons, played alone).
    pub seats: Option<Vec<&'static str>>,
    /// `Some` when the log reaches the game's end.
    pub outcome: Option<Outcome>,
}

/// Why a save does not replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unplayable {
    /// Options its game cannot read.
    Options(LogError),
    /// Options its game refuses, or an action that is not one or that the game refuses (the
    /// refusal in English: the game's own type stays with the game).
    Replay(ReplayError<String>),
}

impl fmt::Display for Unplayable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unplayable::Options(e) => write!(f, "{e}"),
            Unplayable::Replay(stop) => write!(f, "{stop}"),
        }
    }
}

impl std::error::Error for Unplayable {}

/// `save` replayed by the engine of the game it names.
pub fn replayed(save: &Save) -> Result<Replayed, Unplayable> {
    match save.game {
        GameId::Nmbr9 => run::<Nmbr9Game>(save, seated),
        GameId::Number => run::<NumberGame>(save, seated),
        GameId::Sequence => run::<SequenceGame>(save, seated),
        GameId::Mino => run::<MinoGame>(save, seated),
        GameId::Dungeon => run::<DungeonGame>(save, |_| None),
    }
}

/// The name of a person's seat: a seat no bot sits at.
const HUMAN: &str = "human";

fn seated<G: Seats>(game: &G) -> Option<Vec<&'static str>> {
    let seats = (0..game.players()).map(|seat| game.bot_at(seat).unwrap_or(HUMAN));
    Some(seats.collect())
}

fn run<G: Game>(
    save: &Save,
    seats: fn(&G) -> Option<Vec<&'static str>>,
) -> Result<Replayed, Unplayable> {
    let options: G::Options = save.options_as().map_err(Unplayable::Options)?;
    let game = replay::<G>(&options, save.seed, &save.actions).map_err(|stop| {
        Unplayable::Replay(match stop {
            ReplayError::Options(e) => ReplayError::Options(e),
            ReplayError::Unreadable { index, error } => ReplayError::Unreadable { index, error },
            ReplayError::Refused { index, refusal } => ReplayError::Refused {
                index,
                refusal: refusal.to_string(),
            },
        })
    })?;
    Ok(Replayed {
        save: Save::new(G::ID, save.seed, &options, save.actions.clone()),
        seats: seats(&game),
        outcome: game.outcome(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Seed;

    fn nmbr9(actions: &[&str]) -> Save {
        let options = crate::nmbr9::Options::default();
        let seed: Seed = "K7QM-3XPA".parse().unwrap();
        let actions = actions.iter().map(|a| a.to_string()).collect();
        Save::new(GameId::Nmbr9, seed, &options, actions)
    }

    #[test]
    fn a_save_replays_with_its_seats_and_its_options_rewritten_by_its_game() {
        let mut save = nmbr9(&["0:0,0,1"]);
        let canonical = save.clone();
        save.options = crate::json::RawJson::new("{ \"seats\" : [\"human\"] }").unwrap();
        let replayed = replayed(&save).unwrap();
        assert_eq!(replayed.save, canonical);
        assert_eq!(replayed.seats, Some(vec![HUMAN]));
        assert_eq!(replayed.outcome, None);
    }

    #[test]
    fn options_of_another_game_or_an_action_refused_are_told_apart() {
        let mut save = nmbr9(&[]);
        save.options = crate::json::RawJson::new("{\"map\":7}").unwrap();
        assert!(matches!(replayed(&save), Err(Unplayable::Options(_))));
        let stop = replayed(&nmbr9(&["0:0,0,1", "0:0,0,1"])).unwrap_err();
        assert!(
            matches!(
                stop,
                Unplayable::Replay(ReplayError::Refused { index: 1, .. })
            ),
            "{stop:?}"
        );
        let stop = replayed(&nmbr9(&["XXXX"])).unwrap_err();
        assert!(
            matches!(
                stop,
                Unplayable::Replay(ReplayError::Unreadable { index: 0, .. })
            ),
            "{stop:?}"
        );
    }
}
