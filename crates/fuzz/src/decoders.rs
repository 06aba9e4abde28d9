//! The registry: every decoder of outside input the harness feeds. Registering one more is one
//! line here — a name, the shape of its input, a function giving valid samples and one that
//! decodes and uses an input (docs/fuzzing.md).

use super::{exercise, samples, stored, table, Decoder, Shape};
use numera_rules::dungeon::DungeonGame;
use numera_rules::mino::MinoGame;
use numera_rules::nmbr9::Nmbr9Game;
use numera_rules::number::NumberGame;
use numera_rules::sequence::SequenceGame;

use Shape::{Json, LinkCode, Text};

/// Every registered decoder, in the order `numera fuzz` runs them.
#[rustfmt::skip]
pub fn registry() -> Vec<Decoder> {
    vec![
        Decoder::new("seed", Text, samples::seeds, exercise::seed),
        Decoder::new("nmbr9-action", Text, samples::actions::<Nmbr9Game>, exercise::action::<Nmbr9Game>),
        Decoder::new("number-action", Text, samples::actions::<NumberGame>, exercise::action::<NumberGame>),
        Decoder::new("sequence-action", Text, samples::actions::<SequenceGame>, exercise::action::<SequenceGame>),
        Decoder::new("mino-action", Text, samples::actions::<MinoGame>, exercise::action::<MinoGame>),
        Decoder::new("dungeon-action", Text, samples::actions::<DungeonGame>, exercise::action::<DungeonGame>),
        Decoder::new("nmbr9-position", Json, samples::positions::<Nmbr9Game>, exercise::position::<Nmbr9Game>),
        Decoder::new("number-position", Json, samples::positions::<NumberGame>, exercise::position::<NumberGame>),
        Decoder::new("sequence-position", Json, samples::positions::<SequenceGame>, exercise::position::<SequenceGame>),
        Decoder::new("mino-position", Json, samples::positions::<MinoGame>, exercise::position::<MinoGame>),
        Decoder::new("dungeon-position", Json, samples::positions::<DungeonGame>, exercise::position::<DungeonGame>),
        Decoder::new("nmbr9-view", Json, samples::views::<Nmbr9Game>, exercise::view::<Nmbr9Game>),
        Decoder::new("number-view", Json, samples::views::<NumberGame>, exercise::view::<NumberGame>),
        Decoder::new("sequence-view", Json, samples::views::<SequenceGame>, exercise::view::<SequenceGame>),
        Decoder::new("mino-view", Json, samples::views::<MinoGame>, exercise::view::<MinoGame>),
        Decoder::new("save", Json, samples::saves, exercise::save),
        Decoder::new("link", LinkCode, samples::links, exercise::link),
        Decoder::new("challenge", LinkCode, samples::challenges, exercise::challenge),
        Decoder::new("history", Json, stored::history_samples, stored::history),
        Decoder::new("bests", Json, stored::bests_samples, stored::bests),
        Decoder::new("settings", Json, stored::settings_samples, stored::settings),
        Decoder::new("daily", Json, stored::daily_samples, stored::daily),
        Decoder::new("standing", Text, stored::standing_samples, stored::standing),
        Decoder::new("screen", Text, stored::screen_samples, stored::screen),
        Decoder::new("backup", Json, stored::backup_samples, stored::backup),
        Decoder::new("table-client", Json, table::client_samples, table::client),
        Decoder::new("table-server", Json, table::server_samples, table::server),
    ]
}
