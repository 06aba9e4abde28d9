//! Where the tile being placed is aimed, and how the aim moves: a cell at a time, a quarter
//! turn, a tap on a shown spot, the next legal spot. Plain arithmetic over the placements the
//! engine lists as legal; the ghost never leaves the part of the board on screen. The placer
//! (placer.rs) holds the aim, and the board judges it.

use super::geometry::{handle, next_rotation, turned_anchor, Extent, VIEW_MARGIN};
use super::ghost::{Cursor, Ghost, Spot};
use crate::rules::nmbr9::spots::ranked_spots;
use crate::rules::nmbr9::tile::shape;
use crate::rules::nmbr9::{Board, PlaceError, Placement};

/// One tile's aims on one board.
pub struct Aim {
    board: Board,
    digit: u8,
    extent: Extent,
    /// Best first, across rotations: "Next legal spot" visits them in this order.
    legal: Vec<Placement>,
}

impl Aim {
    pub fn new(board: Board, digit: u8) -> Aim {
        Aim {
            extent: Extent::of(&board, VIEW_MARGIN),
            legal: ranked_spots(&board, digit),
            board,
            digit,
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The board's verdict on the tile at `c`: the level it would rest on, or why not.
    pub fn check(&self, c: Cursor) -> Result<u8, PlaceError> {
        self.board.check(self.digit, c.x, c.y, c.rotation)
    }

    /// The ghost at `c`, with the board's verdict there.
    pub fn ghost(&self, c: Cursor) -> Ghost {
        Ghost {
            digit: self.digit,
            x: c.x,
            y: c.y,
            rotation: c.rotation,
            verdict: self.check(c),
        }
    }

    /// Where the ghost starts: `from` kept on the board's view (whatever was stored), else the
    /// legal spot nearest the middle of the board, unturned if one is, so a first tap or arrow
    /// press starts from somewhere sensible.
    pub fn start(&self, from: Option<Cursor>) -> Cursor {
        if let Some(c) = from {
            return self.kept(c.x, c.y, c.rotation % 4);
        }
        let (x0, y0, x1, y1) = self.board.bounds().unwrap_or((0, 0, 0, 0));
        let (mx2, my2) = (x0 + x1, y0 + y1);
        self.legal
            .iter()
            .min_by_key(|p| {
                let (hx, hy) = handle(self.digit, p.rotation);
                let (px2, py2) = (2 * (p.x + hx), 2 * (p.y + hy));
                (
                    p.rotation != 0,
                    (px2 - mx2).pow(2) + (py2 - my2).pow(2),
                    p.y,
                    p.x,
                )
            })
            .map_or(Cursor::default(), Cursor::from)
    }

    /// The tile anchored at (x, y), turned `rotation`, moved back wholly on screen.
    fn kept(&self, x: i32, y: i32, rotation: u8) -> Cursor {
        let s = shape(self.digit, rotation);
        let (x, y) = self.extent.clamp(x, y, s.width, s.height);
        Cursor { x, y, rotation }
    }

    /// `c` moved so that its anchor is at (x, y).
    pub fn moved(&self, c: Cursor, x: i32, y: i32) -> Cursor {
        self.kept(x, y, c.rotation)
    }

    /// `c` turned a step, its held cell (geometry::handle) staying where it was.
    pub fn turned(&self, c: Cursor, step: i8) -> Cursor {
        let to = next_rotation(self.digit, c.rotation, step);
        let (x, y) = turned_anchor(self.digit, c.rotation, to, c.x, c.y);
        self.kept(x, y, to)
    }

    /// A tap on cell (x, y): the best placement held at that cell when the spots are shown
    /// (turning the tile), else `c` with its held cell brought there.
    pub fn tapped(&self, c: Cursor, x: i32, y: i32, spots: bool) -> Cursor {
        let spot = spots.then(|| self.legal.iter().find(|p| self.held_at(p) == (x, y)));
        if let Some(p) = spot.flatten() {
            return Cursor::from(p);
        }
        let (hx, hy) = handle(self.digit, c.rotation);
        self.moved(c, x - hx, y - hy)
    }

    /// The cell a placement is held by, where its spot is drawn.
    fn held_at(&self, p: &Placement) -> (i32, i32) {
        let (hx, hy) = handle(self.digit, p.rotation);
        (p.x + hx, p.y + hy)
    }

    /// Every rotation's spots, each drawn at the cell the tile is held by; where several share
    /// a cell, the best (listed first) marks it.
    pub fn spots(&self) -> Vec<Spot> {
        let mut out: Vec<Spot> = Vec::new();
        for p in &self.legal {
            let (x, y) = self.held_at(p);
            if !out.iter().any(|s| (s.x, s.y) == (x, y)) {
                out.push(Spot {
                    x,
                    y,
                    level: p.level,
                });
            }
        }
        out
    }

    /// The spot "Next legal spot" goes to from `now`, and its place in the list: the best
    /// first; from the spot the list gave last (`stepped`), the one after it. A ghost moved by
    /// hand (or where it starts) begins again at the best.
    pub fn next(&self, now: Cursor, stepped: Option<usize>) -> Option<(usize, Cursor)> {
        let at = stepped.filter(|&i| self.legal.get(i).is_some_and(|p| Cursor::from(p) == now));
        let i = at.map_or(0, |i| (i + 1) % self.legal.len().max(1));
        self.legal.get(i).map(|p| (i, Cursor::from(p)))
    }
}
