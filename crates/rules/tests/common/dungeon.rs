//! A map's tiles reached from where one stands, for the dungeon tests' checks of maps (keys
//! before doors) and of games (written tiles hang together).

use numera_rules::dungeon::{Feature, Map, Pos, Side};

/// Adds to `seen` every tile reached from its tiles through sides `crosses` lets through and
/// teleporters, onto tiles `enters` allows (teleporter ends always link).
pub fn flood(
    map: &Map,
    seen: &mut Vec<Pos>,
    crosses: impl Fn(Side) -> bool,
    enters: impl Fn(Pos) -> bool,
) {
    let mut i = 0;
    while i < seen.len() {
        let p = seen[i];
        i += 1;
        let mut next: Vec<Pos> = map
            .neighbours(p)
            .filter(|&(_, side)| crosses(side))
            .map(|(q, _)| q)
            .collect();
        if let Some(Feature::Teleporter(l)) = map.tile(p).and_then(|t| t.feature) {
            next.extend(map.links[l].other(p));
        }
        for q in next {
            if enters(q) && !seen.contains(&q) {
                seen.push(q);
            }
        }
    }
}
