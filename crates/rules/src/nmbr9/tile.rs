//! The ten tiles of NMBR 9: one data table (docs/rules/nmbr9.md, "Components") and its
//! rotations.
//!
//! Coordinates: x grows to the right, y grows downwards. A rotation is a number of quarter
//! turns clockwise (0–3); a rotated shape is moved back so its bounding box starts at (0, 0),
//! which makes the anchor of a placement the top-left corner of that box. Tiles are never
//! mirrored: only rotations are ever generated.

use std::sync::OnceLock;

/// Tiles, number face up, rows top to bottom, `#` a cell, each in a 3-wide × 4-tall box.
pub const SHAPES: [[&str; 4]; 10] = [
    ["###", "#.#", "#.#", "###"],
    ["##.", ".#.", ".#.", ".#."],
    [".##", ".##", "##.", "###"],
    ["###", "..#", ".##", "###"],
    [".##", ".#.", "###", ".##"],
    ["###", "###", "..#", "###"],
    ["##.", "#..", "###", "###"],
    ["###", ".#.", "##.", "#.."],
    [".##", ".##", "##.", "##."],
    ["###", "###", "##.", "##."],
];

/// The most cells a tile has (0, 5 and 9 have ten).
pub const MAX_CELLS: usize = 10;

/// One tile in one rotation: its cells, sorted by row then column, inside the smallest box
/// around them (`width` × `height`, top-left corner (0, 0)). That box is 3 × 4 for every
/// tile but the 1, whose right column is empty: 2 × 4.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shape {
    pub cells: Vec<(i32, i32)>,
    pub width: i32,
    pub height: i32,
    /// The cells edge to edge with the shape but not in it (where a neighbour would touch).
    pub ring: Vec<(i32, i32)>,
}

impl Shape {
    fn from_rows(rows: &[&str]) -> Shape {
        let cells = rows
            .iter()
            .enumerate()
            .flat_map(|(y, row)| {
                row.bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == b'#')
                    .map(move |(x, _)| (x as i32, y as i32))
            })
            .collect();
        Shape::normalized(cells)
    }

    /// Moves the cells so the box starts at (0, 0) and sorts them: equal shapes compare equal.
    fn normalized(mut cells: Vec<(i32, i32)>) -> Shape {
        let min_x = cells.iter().map(|c| c.0).min().unwrap_or(0);
        let min_y = cells.iter().map(|c| c.1).min().unwrap_or(0);
        for c in cells.iter_mut() {
            *c = (c.0 - min_x, c.1 - min_y);
        }
        crate::small_sort::sort_by_key(&mut cells, |&(x, y)| (y, x));
        let width = cells.iter().map(|c| c.0 + 1).max().unwrap_or(0);
        let height = cells.iter().map(|c| c.1 + 1).max().unwrap_or(0);
        let mut ring: Vec<(i32, i32)> = cells
            .iter()
            .flat_map(|&(x, y)| [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)])
            .filter(|c| !cells.contains(c))
            .collect();
        crate::small_sort::sort_by_key(&mut ring, |&(x, y)| (y, x));
        ring.dedup();
        Shape {
            cells,
            width,
            height,
            ring,
        }
    }

    /// A quarter turn clockwise: (x, y) → (height − 1 − y, x).
    pub fn rotated(&self) -> Shape {
        Shape::normalized(
            self.cells
                .iter()
                .map(|&(x, y)| (self.height - 1 - y, x))
                .collect(),
        )
    }

    /// The mirror image (left–right). Never placed: tests use it to show tiles are chiral.
    pub fn mirrored(&self) -> Shape {
        Shape::normalized(
            self.cells
                .iter()
                .map(|&(x, y)| (self.width - 1 - x, y))
                .collect(),
        )
    }
}

struct Table {
    /// `shapes[digit][rotation]`.
    shapes: Vec<[Shape; 4]>,
    /// Rotations that give different shapes: 0..distinct[digit].
    distinct: [u8; 10],
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        let shapes: Vec<[Shape; 4]> = SHAPES
            .iter()
            .map(|rows| {
                let r0 = Shape::from_rows(rows);
                let r1 = r0.rotated();
                let r2 = r1.rotated();
                let r3 = r2.rotated();
                [r0, r1, r2, r3]
            })
            .collect();
        let mut distinct = [4u8; 10];
        for (digit, rotations) in shapes.iter().enumerate() {
            // A shape's rotations repeat with period 1, 2 or 4.
            if rotations[2] == rotations[0] {
                distinct[digit] = if rotations[1] == rotations[0] { 1 } else { 2 };
            }
        }
        Table { shapes, distinct }
    })
}

/// Tile `digit` (0–9) turned `rotation` (0–3) quarter turns clockwise.
pub fn shape(digit: u8, rotation: u8) -> &'static Shape {
    &table().shapes[digit as usize % 10][rotation as usize % 4]
}

/// How many rotations of `digit` differ: 2 for 0 and 8, 4 for the others. Rotations
/// `0..distinct_rotations(d)` are all the different shapes; a higher one repeats a lower one.
pub fn distinct_rotations(digit: u8) -> u8 {
    table().distinct[digit as usize % 10]
}

/// The same shape as `rotation` among `0..distinct_rotations(digit)`.
pub fn canonical_rotation(digit: u8, rotation: u8) -> u8 {
    rotation % distinct_rotations(digit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotating_four_times_is_the_identity() {
        for d in 0..10 {
            let s = shape(d, 0);
            assert_eq!(&s.rotated().rotated().rotated().rotated(), s);
            assert_eq!(s.width, if d == 1 { 2 } else { 3 });
            assert_eq!(s.height, 4);
            assert_eq!(shape(d, 1).width, 4);
            assert_eq!(shape(d, 1).height, s.width);
        }
    }

    #[test]
    fn a_quarter_turn_is_clockwise() {
        // The 1's flag points left at the top; after a clockwise turn it points up at the right.
        let one = shape(1, 1);
        assert_eq!(one.cells, vec![(3, 0), (0, 1), (1, 1), (2, 1), (3, 1)]);
    }
}
