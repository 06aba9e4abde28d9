//! What the map shows of a game, as signals: the map view and its tiles read it, the table
//! and the replay viewer make it.

use leptos::prelude::*;

use crate::rules::dungeon::Pos;

/// What the map shows of the game in progress; each part changes on its own.
#[derive(Clone, Copy)]
pub struct MapState {
    /// Per tile (row-major), the number written there.
    pub written: Signal<Vec<Option<u8>>>,
    /// Per door (`Map::doors`), whether it has been opened.
    pub opened: Signal<Vec<bool>>,
    /// Where the chosen die may be written (empty when no die is chosen).
    pub legal: Signal<Vec<Pos>>,
    /// The value of the chosen die, for the tiles' spoken labels.
    pub chosen: Signal<Option<u8>>,
    /// A tile the engine refused, with its reason.
    pub refused: Signal<Option<(Pos, String)>>,
}
