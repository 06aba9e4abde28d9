//! Where things sit on the map, in SVG units: a tile's side, the room around the map, a tile's
//! corner, the doors' centres; and SVG attributes written as whole numbers, so that no float
//! formatting reaches the wasm.

use crate::app::markup::El;
use crate::rules::dungeon::{Dir, Map, Pos, Side};

/// One tile's side in SVG units.
pub const C: i32 = 40;
/// Room around the map for the outer walls.
pub const PAD: i32 = 4;

/// A tile's top-left corner in SVG units.
pub fn corner(p: Pos) -> (i32, i32) {
    (PAD + p.x as i32 * C, PAD + p.y as i32 * C)
}

/// SVG attributes that are whole numbers.
pub trait Numbers {
    fn num(self, name: &'static str, value: i32) -> Self;
}

impl Numbers for El {
    fn num(self, name: &'static str, value: i32) -> El {
        self.attr(name, &value.to_string())
    }
}

/// Every door: its index, centre and whether it sits on a vertical wall.
pub fn doors(map: &Map) -> Vec<(usize, i32, i32, bool)> {
    let mut found = Vec::new();
    for (p, _) in map.tiles() {
        let (x, y) = corner(p);
        for dir in [Dir::Right, Dir::Down] {
            if let Side::Door(d) = map.side(p, dir) {
                let vertical = dir == Dir::Right;
                let (dx, dy) = if vertical {
                    (x + C, y + C / 2)
                } else {
                    (x + C / 2, y + C)
                };
                found.push((d, dx, dy, vertical));
            }
        }
    }
    found
}
