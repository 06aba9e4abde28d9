//! The games played at tables: one line each. A game plugs in when its bots sit by seat
//! (`bot::Seats`) and its view is written as JSON (`json::ToJson`): `referee::Kind` does
//! the rest. Dungeons of Numera is played alone, so it has no table.

use numera_rules::mino::MinoGame;
use numera_rules::nmbr9::Nmbr9Game;
use numera_rules::number::NumberGame;
use numera_rules::sequence::SequenceGame;
use numera_rules::GameId;

use crate::referee::{Kind, Rules};

pub fn rules_of(game: GameId) -> Option<&'static dyn Rules> {
    match game {
        GameId::Number => Some(&Kind::<NumberGame>::NEW),
        GameId::Sequence => Some(&Kind::<SequenceGame>::NEW),
        GameId::Mino => Some(&Kind::<MinoGame>::NEW),
        GameId::Nmbr9 => Some(&Kind::<Nmbr9Game>::NEW),
        GameId::Dungeon => None,
    }
}
