//! Dungeons of Numera in the browser: the setup (map or campaign, circled skulls), the sheet
//! (the map in SVG, the three dice used in the player's order, the writable tiles of the
//! chosen die, the engine's reason at a refused tile, skulls, monsters, abilities, keys and
//! equipment), what each write did (keys, doors, chests, encounters), the end of a map with
//! its score breakdown, the campaign total, and the replay viewer. Every rule comes from
//! `rules::dungeon`: legal tiles, refusals, scores.

mod actions;
mod advice;
mod dice;
mod event_words;
mod feature_art;
mod map_art;
mod map_grid;
mod map_over;
mod map_state;
mod map_tiles;
mod map_top;
mod map_view;
mod page;
mod panels;
mod refusal_words;
mod replay;
mod roving;
mod session;
mod sheet;
mod table;
mod walkthrough;
mod words;

pub use page::{later, DungeonPage};
