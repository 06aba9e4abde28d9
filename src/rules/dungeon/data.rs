//! The three maps shipped with the game, read once from their text files. A broken file is a
//! bug of ours, caught by the map tests; players never see a parse error.

use std::sync::OnceLock;

use super::map::Map;
use super::parse::{parse, ParseError};

/// The data files, map 1 first.
pub const MAP_TEXTS: [&str; 3] = [
    include_str!("data/map1.txt"),
    include_str!("data/map2.txt"),
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

pub(super) fn maps() -> &'static [Map] {
    static MAPS: OnceLock<Vec<Map>> = OnceLock::new();
    MAPS.get_or_init(|| match parse_all() {
        Ok(maps) => maps,
        Err((n, e)) => panic!("map {n} of the game does not parse: {e}"),
    })
}
