//! The Number in the browser: setup, the table (pick, hand-over, bots, reveal, scores),
//! the final breakdown and the replay viewer. Every rule comes from `rules::number`.

mod bots;
mod digits;
mod final_score;
mod locked;
mod online;
mod page;
mod phase;
mod picker;
mod replay;
mod reveal;
mod scoreboard;
mod screen_reader;
mod seat;
mod seats_panel;
mod session;
mod sheet;
mod spoken;
mod table;
mod walkthrough;

pub use page::{later, NumberPage};

use crate::app::i18n::{I18n, Key};
use crate::rules::GameId;

pub fn game_name(i18n: I18n, game: GameId) -> String {
    i18n.t(match game {
        GameId::Nmbr9 => Key::GameNmbr9,
        GameId::Number => Key::GameNumber,
        GameId::Sequence => Key::GameSequence,
        GameId::Mino => Key::GameMino,
        GameId::Dungeon => Key::GameDungeon,
    })
    .to_owned()
}
