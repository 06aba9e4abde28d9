//! The maps shipped with Dungeons of Numera: they parse, and (the validator) every room and
//! chest can be reached from START, keys come before their doors, every room's number can be
//! made with its symbol and size, and stairs, teleporters, cages and marks hold together.

use numera::rules::dungeon::{map, parse_all};

#[test]
fn every_map_parses() {
    let maps = parse_all().unwrap_or_else(|(n, e)| panic!("map {n}: {e}"));
    assert_eq!(maps.len(), 3);
    for (i, m) in maps.iter().enumerate() {
        assert_eq!(m.number as usize, i + 1);
        assert!(
            m.width <= 12 && m.height <= 12,
            "map {} fits a phone",
            m.number
        );
        assert!(!m.name.is_empty());
        assert_eq!(map(m.number), m);
    }
}
