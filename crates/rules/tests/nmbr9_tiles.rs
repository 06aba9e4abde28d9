//! The NMBR 9 tiles against the table of record (docs/rules/nmbr9.md, "Components"): shapes,
//! cell counts, rotations, and that no placement is ever a mirror image.

use std::collections::BTreeSet;

use numera_rules::nmbr9::tile::{distinct_rotations, shape, Shape, SHAPES};
use numera_rules::nmbr9::Board;

/// docs/rules/nmbr9.md, "Components", copied as drawn there: ten tiles side by side, rows top
/// to bottom.
const RULES_TABLE: &str = "
0    1    2    3    4    5    6    7    8    9
###  ##.  .##  ###  .##  ###  ##.  ###  .##  ###
#.#  .#.  .##  ..#  .#.  ###  #..  .#.  .##  ###
#.#  .#.  ##.  .##  ###  ..#  ###  ##.  ##.  ##.
###  .#.  ###  ###  .##  ###  ###  #..  ##.  ##.
";

/// The cells of tile `digit` as drawn in the rules table, each in its 3 × 4 box.
fn drawn(digit: usize) -> BTreeSet<(i32, i32)> {
    let rows: Vec<&str> = RULES_TABLE.trim().lines().skip(1).collect();
    assert_eq!(rows.len(), 4);
    let mut cells = BTreeSet::new();
    for (y, row) in rows.iter().enumerate() {
        let part = &row[digit * 5..digit * 5 + 3];
        for (x, c) in part.chars().enumerate() {
            if c == '#' {
                cells.insert((x as i32, y as i32));
            }
        }
    }
    cells
}

fn cell_set(s: &Shape) -> BTreeSet<(i32, i32)> {
    s.cells.iter().copied().collect()
}

/// Moves a set of cells so its box starts at (0, 0).
fn normalized(cells: &BTreeSet<(i32, i32)>) -> BTreeSet<(i32, i32)> {
    let x0 = cells.iter().map(|c| c.0).min().unwrap();
    let y0 = cells.iter().map(|c| c.1).min().unwrap();
    cells.iter().map(|&(x, y)| (x - x0, y - y0)).collect()
}

#[test]
fn each_tile_matches_the_rules_table() {
    let drawn_rows: Vec<&str> = RULES_TABLE.trim().lines().skip(1).collect();
    for (d, rows) in SHAPES.iter().enumerate() {
        assert_eq!(
            cell_set(shape(d as u8, 0)),
            normalized(&drawn(d)),
            "tile {d} differs from RULES.md"
        );
        // The engine's own table is that drawing too, row by row.
        for (y, row) in rows.iter().enumerate() {
            assert_eq!(*row, &drawn_rows[y][d * 5..d * 5 + 3], "tile {d} row {y}");
        }
    }
}

#[test]
fn cell_counts_are_those_of_the_rules() {
    let counts: Vec<usize> = (0..10).map(|d| shape(d, 0).cells.len()).collect();
    assert_eq!(counts, vec![10, 5, 9, 9, 8, 10, 9, 7, 8, 10]);
    for d in 0..10 {
        for r in 0..4 {
            assert_eq!(shape(d, r).cells.len(), counts[d as usize]);
        }
    }
}

#[test]
fn zero_and_eight_have_two_rotations_the_others_four() {
    for d in 0..10u8 {
        let different: BTreeSet<Vec<(i32, i32)>> =
            (0..4).map(|r| shape(d, r).cells.clone()).collect();
        let expected = if d == 0 || d == 8 { 2 } else { 4 };
        assert_eq!(different.len(), expected, "tile {d}");
        assert_eq!(distinct_rotations(d) as usize, expected, "tile {d}");
    }
}

#[test]
fn tiles_one_to_nine_are_chiral_and_zero_is_its_own_mirror() {
    for d in 0..10u8 {
        let mirror = shape(d, 0).mirrored();
        let is_a_rotation = (0..4).any(|r| shape(d, r) == &mirror);
        if d == 0 {
            assert!(is_a_rotation, "0 is symmetric: its mirror image is itself");
        } else {
            assert!(!is_a_rotation, "tile {d} equals its mirror image turned");
        }
    }
}

#[test]
fn placements_are_rotations_never_mirror_images() {
    // A small board with room around it; every listed placement of every digit must be a
    // rotation of that digit, and (for 1–9) never its mirror image.
    let mut board = Board::new();
    for (d, x, y, r) in [(9, 0, 0, 0), (9, 1, 2, 2), (9, 4, 0, 0), (5, 0, 0, 0)] {
        board.place(d, x, y, r).unwrap();
    }
    for d in 0..10u8 {
        let rotations: Vec<BTreeSet<(i32, i32)>> = (0..4).map(|r| cell_set(shape(d, r))).collect();
        let mirrors: Vec<BTreeSet<(i32, i32)>> =
            (0..4).map(|r| cell_set(&shape(d, r).mirrored())).collect();
        let legal = board.legal_placements(d);
        assert!(!legal.is_empty());
        for p in legal {
            let cells: BTreeSet<(i32, i32)> = shape(d, p.rotation)
                .cells
                .iter()
                .map(|&(cx, cy)| (p.x + cx, p.y + cy))
                .collect();
            let at_origin = normalized(&cells);
            assert!(rotations.contains(&at_origin));
            if d != 0 {
                assert!(!mirrors.contains(&at_origin), "tile {d} placed mirrored");
            }
        }
    }
}

#[test]
fn listed_rotations_are_all_different_shapes() {
    let mut board = Board::new();
    board.place(5, 0, 0, 0).unwrap();
    for d in 0..10u8 {
        let legal = board.legal_placements(d);
        let mut seen = BTreeSet::new();
        for p in &legal {
            assert!(p.rotation < distinct_rotations(d));
            let cells: Vec<(i32, i32)> = shape(d, p.rotation)
                .cells
                .iter()
                .map(|&(cx, cy)| (p.x + cx, p.y + cy))
                .collect();
            assert!(
                seen.insert(cells),
                "tile {d}: the same footprint listed twice"
            );
        }
    }
}
