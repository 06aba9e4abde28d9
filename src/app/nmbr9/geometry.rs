//! Drawing arithmetic for the board, in board cells: a tile's outline, the cell a player
//! holds it by, and how far the view reaches. No rule is decided here.

use crate::rules::nmbr9::tile::{distinct_rotations, shape};
use crate::rules::nmbr9::Board;

/// Free cells shown around the tiles while placing: every legal spot for a new tile lies
/// within this.
pub const VIEW_MARGIN: i32 = 5;
/// Free cells around a board only looked at (a finished game, the replay, another seat's):
/// with no tile to place, the view follows the tiles and its cells are drawn larger; one cell
/// keeps the edges and shadows on the cloth.
pub const LOOK_MARGIN: i32 = 1;

/// The part of the board on screen: top-left cell and size, in cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Extent {
    pub x0: i32,
    pub y0: i32,
    pub w: i32,
    pub h: i32,
}

impl Extent {
    /// The tiles' box plus `margin` free cells; an empty board shows a tile's room around
    /// (0, 0).
    pub fn of(board: &Board, margin: i32) -> Extent {
        let (x0, y0, x1, y1) = board.bounds().unwrap_or((0, 0, 2, 3));
        Extent {
            x0: x0 - margin,
            y0: y0 - margin,
            w: x1 - x0 + 1 + 2 * margin,
            h: y1 - y0 + 1 + 2 * margin,
        }
    }

    pub fn view_box(&self) -> String {
        format!("{} {} {} {}", self.x0, self.y0, self.w, self.h)
    }

    /// Keeps a tile anchored at (x, y) with a `w` × `h` box wholly on screen.
    pub fn clamp(&self, x: i32, y: i32, w: i32, h: i32) -> (i32, i32) {
        (
            x.clamp(self.x0, (self.x0 + self.w - w).max(self.x0)),
            y.clamp(self.y0, (self.y0 + self.h - h).max(self.y0)),
        )
    }
}

/// The cells of tile `digit` turned `rotation` quarter turns, anchored at (x, y).
pub fn cells(digit: u8, rotation: u8, x: i32, y: i32) -> Vec<(i32, i32)> {
    shape(digit, rotation)
        .cells
        .iter()
        .map(|&(cx, cy)| (x + cx, y + cy))
        .collect()
}

/// The cell of the shape (relative to its anchor) nearest the middle of its box: where the
/// player "holds" the tile, so a tap puts the tile's middle under the finger.
pub fn handle(digit: u8, rotation: u8) -> (i32, i32) {
    let s = shape(digit, rotation);
    let (mx2, my2) = (s.width - 1, s.height - 1); // twice the box centre
    s.cells
        .iter()
        .copied()
        .min_by_key(|&(x, y)| (2 * x - mx2).pow(2) + (2 * y - my2).pow(2))
        .unwrap_or((0, 0))
}

/// The cell of the shape (relative to its anchor) farthest from its handle: where the level
/// badge goes, so that it never covers the digit (each sits inside a cell of its own).
pub fn badge_cell(digit: u8, rotation: u8) -> (i32, i32) {
    let (hx, hy) = handle(digit, rotation);
    let s = shape(digit, rotation);
    let mut best = (0, 0);
    let mut far = -1;
    for &(x, y) in s.cells.iter() {
        let d = (x - hx).pow(2) + (y - hy).pow(2);
        if d > far {
            (best, far) = ((x, y), d);
        }
    }
    best
}

/// The rotation after `rotation`, skipping turns that give the same shape (0 and 8).
pub fn next_rotation(digit: u8, rotation: u8, step: i8) -> u8 {
    let n = distinct_rotations(digit) as i8;
    (((rotation % n as u8) as i8 + step).rem_euclid(n)) as u8
}

/// The anchor that keeps the held cell where it was when the tile turns.
pub fn turned_anchor(digit: u8, from: u8, to: u8, x: i32, y: i32) -> (i32, i32) {
    let (hx, hy) = handle(digit, from);
    let (nx, ny) = handle(digit, to);
    (x + hx - nx, y + hy - ny)
}

/// An SVG path along the outside of a set of unit cells: one segment per cell edge that has
/// no cell of the set beyond it (holes of the 0, 6, 8 and 9 included).
pub fn outline(cells: &[(i32, i32)]) -> String {
    let has = |c: (i32, i32)| cells.contains(&c);
    let mut d = String::new();
    for &(x, y) in cells {
        if !has((x, y - 1)) {
            d.push_str(&format!("M{x} {y}h1"));
        }
        if !has((x + 1, y)) {
            d.push_str(&format!("M{} {y}v1", x + 1));
        }
        if !has((x, y + 1)) {
            d.push_str(&format!("M{x} {}h1", y + 1));
        }
        if !has((x - 1, y)) {
            d.push_str(&format!("M{x} {y}v1"));
        }
    }
    d
}

/// An SVG path filling the cells (one square each).
pub fn fill(cells: &[(i32, i32)]) -> String {
    cells
        .iter()
        .map(|&(x, y)| format!("M{x} {y}h1v1h-1z"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn the_handle_is_a_cell_of_the_tile() {
        for digit in 0..10 {
            for r in 0..4 {
                let (hx, hy) = handle(digit, r);
                assert!(shape(digit, r).cells.contains(&(hx, hy)), "{digit} r{r}");
            }
        }
    }

    #[test]
    fn the_badge_has_a_cell_of_its_own() {
        for digit in 0..10 {
            for r in 0..4 {
                let b = badge_cell(digit, r);
                assert!(shape(digit, r).cells.contains(&b), "{digit} r{r}");
                assert_ne!(b, handle(digit, r), "{digit} r{r}");
            }
        }
    }

    #[test]
    fn a_square_has_four_outer_edges() {
        assert_eq!(outline(&[(0, 0)]).matches('M').count(), 4);
        // Two cells side by side: the shared edge is not drawn.
        assert_eq!(outline(&[(0, 0), (1, 0)]).matches('M').count(), 6);
    }

    #[test]
    fn zero_and_eight_turn_between_two_shapes() {
        assert_eq!(next_rotation(0, 1, 1), 0);
        assert_eq!(next_rotation(8, 0, -1), 1);
        assert_eq!(next_rotation(7, 3, 1), 0);
    }
}
