//! The three maps shipped with the game, read once from their text files. A broken file is a
//! bug of ours, caught by the map tests; players never see a parse error.

use std::sync::OnceLock;

use super::map::Map;
use super::parse::{parse, ParseError};

/// The data files, map 1 first: each its legend, then its picture (parse.rs gives the format:
/// region, symbol, feature per tile). What each map holds is said here rather than in the
/// files, which the browser's wasm carries as they are.
pub const MAP_TEXTS: [&str; 3] = [
    // Four rooms around START, one locked door.
    include_str!("data/map1.txt"),
    // START mid-corridor (ascending above it, descending below), two red rooms joined by
    // stairs and summed together, the tiles a and b and the purple room's a+b entrance.
    include_str!("data/map2.txt"),
    // Killer cages (w, x, y), two teleporter pairs (1, 2), the triangle, square and pentagon
    // marks (T, Q, P) and the top-left stairs (t, q, p) from the yellow room's `?`.
    include_str!("data/map3.txt"),
];

/// Every map, parsed (for the tests: the errors, if any).
pub fn parse_all() -> Result<Vec<Map>, (usize, ParseError)> {
    MAP_TEXTS
        .iter()
        .enumerate()
        .map(|(i, text)| parse(i as u8 + 1, text).map_err(|e| (i + 1, e)))
        .collect()
}

/// Map `number` (1 to 3), parsed once from its data file. Panics only if a data file shipped
/// with the game is broken, which `crates/rules/tests/dungeon_maps.rs` rules out.
pub fn map(number: u8) -> &'static Map {
    let i = (number.clamp(1, 3) - 1) as usize;
    &maps()[i]
}

fn maps() -> &'static [Map] {
    static MAPS: OnceLock<Vec<Map>> = OnceLock::new();
    MAPS.get_or_init(|| match parse_all() {
        Ok(maps) => maps,
        Err((n, e)) => panic!("map {n} of the game does not parse: {e}"),
    })
}
