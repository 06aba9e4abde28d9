//! One player's board: tiles stacked in levels, the placement rules and their enumeration.
//!
//! The board keeps, per cell, how many tiles are stacked there (`height`) and which tile is on
//! top. A tile placed at (x, y, rotation) comes to rest on whatever is under its footprint, so
//! its level is that height, and it must be the same under every cell (docs/rules/nmbr9.md,
//! "Placement rules"): level 0 touches a level-0 tile (except the very first), level L ≥ 1
//! lies wholly on level L − 1, on at least two different tiles, and touches a level-L tile if
//! there is one.
//! Cells are kept in a grid that always reaches a margin beyond every tile, so every
//! placement worth trying lies inside it; the grid grows when tiles come near its edge.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::tile::{distinct_rotations, shape, Shape, MAX_CELLS};

/// Anchors beyond this distance from 0 are refused before any arithmetic can overflow.
pub const COORD_LIMIT: i32 = 10_000;
/// Free cells kept around the tiles: a tile (≤ 4 long) touching the outermost one fits, with
/// the two cells around it that the bots' evaluation looks at.
const MARGIN: i32 = 6;

/// A tile on a board: its digit, anchor (top-left of the rotated box), rotation and level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tile {
    pub digit: u8,
    pub x: i32,
    pub y: i32,
    pub rotation: u8,
    pub level: u8,
}

impl Tile {
    /// The board cells this tile covers.
    pub fn cells(&self) -> impl Iterator<Item = (i32, i32)> + '_ {
        shape(self.digit, self.rotation)
            .cells
            .iter()
            .map(move |&(cx, cy)| (self.x + cx, self.y + cy))
    }
}

/// Where the current card may go: anchor, rotation and the level it comes to rest on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement {
    pub x: i32,
    pub y: i32,
    pub rotation: u8,
    pub level: u8,
}

/// Why a placement is refused. `Display` gives the words a player reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlaceError {
    /// Most of the tile is lower than some cell under it: it would cut into a tile.
    Overlaps,
    /// Most of the tile rests on a level, but a cell is over a hole or the edge.
    Overhangs,
    RestsOnOneTile,
    /// A tile on the table, not the first, touches no tile on the table.
    MustTouchTable,
    /// A tile on level L (≥ 1) where level L holds tiles, touching none of them.
    MustTouchLevel(u8),
    BadRotation,
    OffLimits,
}

impl fmt::Display for PlaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlaceError::Overlaps => f.write_str("Overlaps a tile"),
            PlaceError::Overhangs => f.write_str("Overhangs: a cell has nothing under it"),
            PlaceError::RestsOnOneTile => f.write_str("Rests on only one tile"),
            PlaceError::MustTouchTable => f.write_str("Must touch a tile on the table"),
            PlaceError::MustTouchLevel(l) => write!(f, "Must touch a tile on level {l}"),
            PlaceError::BadRotation => f.write_str("Rotation must be 0, 1, 2 or 3"),
            PlaceError::OffLimits => write!(
                f,
                "Coordinates must lie between -{COORD_LIMIT} and {COORD_LIMIT}"
            ),
        }
    }
}

impl std::error::Error for PlaceError {}

/// A read-only look at a board's grid (see `Board::grid`).
pub(super) struct Grid<'a> {
    pub x0: i32,
    pub y0: i32,
    pub w: i32,
    pub h: i32,
    pub height: &'a [u8],
    pub top: &'a [u8],
}

impl Grid<'_> {
    fn index(&self, x: i32, y: i32) -> Option<usize> {
        let (gx, gy) = (x - self.x0, y - self.y0);
        (gx >= 0 && gy >= 0 && gx < self.w && gy < self.h).then(|| (gy * self.w + gx) as usize)
    }

    /// Tiles stacked on cell (x, y), 0 outside the grid.
    pub fn height_at(&self, x: i32, y: i32) -> u8 {
        self.index(x, y).map_or(0, |i| self.height[i])
    }

    /// 1 + index of the top tile of cell (x, y), 0 when bare or outside the grid.
    pub fn top_at(&self, x: i32, y: i32) -> u8 {
        self.index(x, y).map_or(0, |i| self.top[i])
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Board {
    tiles: Vec<Tile>,
    /// Tiles per level.
    levels: Vec<u8>,
    /// Board coordinates of grid cell (0, 0), and the grid size.
    x0: i32,
    y0: i32,
    w: i32,
    h: i32,
    /// Per grid cell: tiles stacked there.
    height: Vec<u8>,
    /// Per grid cell: 1 + index of the top tile, 0 when empty.
    top: Vec<u8>,
    /// Smallest box holding every tile: min x, min y, max x, max y (inclusive).
    bounds: (i32, i32, i32, i32),
}

impl Board {
    pub fn new() -> Board {
        Board::default()
    }

    /// Tiles in the order they were placed.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// Σ digit × level.
    pub fn score(&self) -> i64 {
        self.tiles
            .iter()
            .map(|t| t.digit as i64 * t.level as i64)
            .sum()
    }

    /// Levels holding at least one tile (0 on an empty board).
    pub fn level_count(&self) -> usize {
        self.levels.len()
    }

    /// Tiles on `level`.
    pub fn tiles_on(&self, level: u8) -> usize {
        self.levels.get(level as usize).copied().unwrap_or(0) as usize
    }

    /// Smallest box holding every tile (min x, min y, max x, max y), `None` when empty.
    pub fn bounds(&self) -> Option<(i32, i32, i32, i32)> {
        (!self.tiles.is_empty()).then_some(self.bounds)
    }

    /// The grid for the bots' evaluation: origin, size, heights and top tiles (1 + index).
    pub(super) fn grid(&self) -> Grid<'_> {
        Grid {
            x0: self.x0,
            y0: self.y0,
            w: self.w,
            h: self.h,
            height: &self.height,
            top: &self.top,
        }
    }

    fn index(&self, x: i32, y: i32) -> Option<usize> {
        self.grid().index(x, y)
    }

    /// Tiles stacked on cell (x, y): 0 for the bare table.
    pub fn height_at(&self, x: i32, y: i32) -> u8 {
        self.grid().height_at(x, y)
    }

    /// The tile on top of cell (x, y), if any.
    pub fn top_at(&self, x: i32, y: i32) -> Option<&Tile> {
        let i = self.index(x, y)?;
        self.top[i].checked_sub(1).map(|t| &self.tiles[t as usize])
    }

    /// The level tile `digit` would rest on at (x, y, rotation), or why it may not go there.
    pub fn check(&self, digit: u8, x: i32, y: i32, rotation: u8) -> Result<u8, PlaceError> {
        if rotation > 3 {
            return Err(PlaceError::BadRotation);
        }
        // Not `abs()`: −2³¹ has no absolute value in an i32.
        let within = |c: i32| (-COORD_LIMIT..=COORD_LIMIT).contains(&c);
        if !within(x) || !within(y) {
            return Err(PlaceError::OffLimits);
        }
        self.probe(shape(digit, rotation), x, y)
    }

    /// Places tile `digit` and returns its level, or refuses and changes nothing.
    pub fn place(&mut self, digit: u8, x: i32, y: i32, rotation: u8) -> Result<u8, PlaceError> {
        let level = self.check(digit, x, y, rotation)?;
        self.stamp(Tile {
            digit,
            x,
            y,
            rotation,
            level,
        });
        Ok(level)
    }

    /// The rules for one footprint. Heights outside the grid are 0: nothing is there.
    fn probe(&self, shape: &Shape, x: i32, y: i32) -> Result<u8, PlaceError> {
        if self.tiles.is_empty() {
            return Ok(0);
        }
        let mut heights = [0u8; MAX_CELLS];
        for (h, &(cx, cy)) in heights.iter_mut().zip(&shape.cells) {
            *h = self.height_at(x + cx, y + cy);
        }
        let heights = &heights[..shape.cells.len()];
        let level = heights.iter().copied().max().unwrap_or(0);
        let on_top = heights.iter().filter(|&&h| h == level).count();
        if on_top < heights.len() {
            return Err(if 2 * on_top >= heights.len() {
                PlaceError::Overhangs
            } else {
                PlaceError::Overlaps
            });
        }
        if level > 0 {
            let first = self.top_index(x + shape.cells[0].0, y + shape.cells[0].1);
            let two = shape
                .cells
                .iter()
                .any(|&(cx, cy)| self.top_index(x + cx, y + cy) != first);
            if !two {
                return Err(PlaceError::RestsOnOneTile);
            }
            if self.tiles_on(level) == 0 {
                return Ok(level);
            }
        }
        // Touching a tile on this level: a neighbouring cell stacked higher than `level`.
        let touches = shape
            .ring
            .iter()
            .any(|&(rx, ry)| self.height_at(x + rx, y + ry) > level);
        match (touches, level) {
            (true, _) => Ok(level),
            (false, 0) => Err(PlaceError::MustTouchTable),
            (false, l) => Err(PlaceError::MustTouchLevel(l)),
        }
    }

    fn top_index(&self, x: i32, y: i32) -> u8 {
        self.grid().top_at(x, y)
    }

    /// Records a tile already checked legal, growing the grid first if it comes near the edge.
    fn stamp(&mut self, tile: Tile) {
        let s = shape(tile.digit, tile.rotation);
        let (x1, y1) = (tile.x + s.width - 1, tile.y + s.height - 1);
        self.bounds = if self.tiles.is_empty() {
            (tile.x, tile.y, x1, y1)
        } else {
            let b = self.bounds;
            (b.0.min(tile.x), b.1.min(tile.y), b.2.max(x1), b.3.max(y1))
        };
        self.tiles.push(tile);
        let level = tile.level as usize;
        if self.levels.len() <= level {
            self.levels.resize(level + 1, 0);
        }
        self.levels[level] += 1;
        let b = self.bounds;
        let fits = b.0 - MARGIN >= self.x0
            && b.1 - MARGIN >= self.y0
            && b.2 + MARGIN < self.x0 + self.w
            && b.3 + MARGIN < self.y0 + self.h;
        if fits {
            self.mark(self.tiles.len() - 1);
        } else {
            self.regrid();
        }
    }

    fn mark(&mut self, index: usize) {
        let tile = self.tiles[index];
        for (x, y) in tile.cells() {
            if let Some(i) = self.index(x, y) {
                self.height[i] += 1;
                self.top[i] = index as u8 + 1;
            }
        }
    }

    /// A new grid around the bounds with room to spare (twice the margin), every tile redrawn.
    fn regrid(&mut self) {
        let b = self.bounds;
        let spare = 2 * MARGIN;
        self.x0 = b.0 - spare;
        self.y0 = b.1 - spare;
        self.w = b.2 - b.0 + 1 + 2 * spare;
        self.h = b.3 - b.1 + 1 + 2 * spare;
        let size = (self.w * self.h) as usize;
        self.height = vec![0; size];
        self.top = vec![0; size];
        for i in 0..self.tiles.len() {
            self.mark(i);
        }
    }

    /// Every legal placement of tile `digit`, one per different shape (equal rotations of 0
    /// and 8 are listed once, with the lower rotation). On an empty board every position is
    /// legal; only anchor (0, 0) is listed for each rotation (the rest are translations).
    pub fn legal_placements(&self, digit: u8) -> Vec<Placement> {
        self.legal_placements_in(digit, (i32::MIN, i32::MIN, i32::MAX, i32::MAX))
    }

    /// `legal_placements` with the anchor inside `zone` (min x, min y, max x, max y,
    /// inclusive): what the bots' search lists again near a tile it has just placed.
    pub fn legal_placements_in(&self, digit: u8, zone: (i32, i32, i32, i32)) -> Vec<Placement> {
        let mut out = Vec::new();
        for rotation in 0..distinct_rotations(digit) {
            let s = shape(digit, rotation);
            if self.tiles.is_empty() {
                out.push(Placement {
                    x: 0,
                    y: 0,
                    rotation,
                    level: 0,
                });
                continue;
            }
            // Cells and ring as offsets in the grid, from the anchor's cell.
            let offset = |&(cx, cy): &(i32, i32)| (cy * self.w + cx) as isize;
            let cells: Vec<isize> = s.cells.iter().map(offset).collect();
            let ring: Vec<isize> = s.ring.iter().map(offset).collect();
            // A legal footprint touches or lies on the tiles: anchors from one box-width
            // before the bounds to one cell after. The grid's margin holds them and their ring.
            // This is the engine's hottest loop (every legal action of every turn, and the
            // bots' search): `while` loops and slices rather than ranges, closures and `Vec`
            // indexing, which the size-optimised browser build leaves as calls (3x slower,
            // docs/experiments/performance-log.md, "The rules in wasm").
            let b = self.bounds;
            let (height, top) = (&self.height[..], &self.top[..]);
            let (y_end, x_end) = ((b.3 + 1).min(zone.3), (b.2 + 1).min(zone.2));
            let mut y = (b.1 - s.height).max(zone.1);
            while y <= y_end {
                let mut x = (b.0 - s.width).max(zone.0);
                while x <= x_end {
                    let at = ((y - self.y0) * self.w + (x - self.x0)) as isize;
                    if let Some(level) = fits(height, top, &self.levels, at, &cells, &ring) {
                        out.push(Placement {
                            x,
                            y,
                            rotation,
                            level,
                        });
                    }
                    x += 1;
                }
                y += 1;
            }
        }
        out
    }

    /// Rebuilds a board from its tiles in placement order, checking each one's legality and
    /// recorded level.
    pub fn from_tiles(tiles: &[Tile]) -> Result<Board, String> {
        // One tile per card: more would also overflow the grid's one-byte tile indices.
        if tiles.len() > super::CARDS {
            return Err(format!(
                "{} tiles, more than the {} cards",
                tiles.len(),
                super::CARDS
            ));
        }
        let mut board = Board::new();
        for (i, t) in tiles.iter().enumerate() {
            if t.digit > 9 {
                return Err(format!("tile {} has digit {}", i + 1, t.digit));
            }
            let level = board
                .place(t.digit, t.x, t.y, t.rotation)
                .map_err(|e| format!("tile {} ({}): {e}", i + 1, t.digit))?;
            if level != t.level {
                return Err(format!(
                    "tile {} is recorded on level {} but rests on level {level}",
                    i + 1,
                    t.level
                ));
            }
        }
        Ok(board)
    }
}

// A board travels as its list of tiles; reading one back replays and checks every placement.
impl Serialize for Board {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.tiles.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Board, D::Error> {
        let tiles = Vec::<Tile>::deserialize(d)?;
        Board::from_tiles(&tiles).map_err(serde::de::Error::custom)
    }
}

/// `Board::probe` without the reasons, for enumeration: the level tile cells `cells` (offsets
/// from grid cell `at`, with their ring `ring`) would rest on, if legal there. All offsets
/// must lie inside the grid; `levels` counts the tiles per level.
#[inline(always)]
fn fits(
    height: &[u8],
    top: &[u8],
    levels: &[u8],
    at: isize,
    cells: &[isize],
    ring: &[isize],
) -> Option<u8> {
    let level = height[(at + cells[0]) as usize];
    let mut i = 1;
    while i < cells.len() {
        if height[(at + cells[i]) as usize] != level {
            return None;
        }
        i += 1;
    }
    if level > 0 {
        // Resting on a single tile below is not allowed.
        let first = top[(at + cells[0]) as usize];
        let mut i = 1;
        while i < cells.len() && top[(at + cells[i]) as usize] == first {
            i += 1;
        }
        if i == cells.len() {
            return None;
        }
        // The first tile of a level need not touch another there.
        if levels.get(level as usize).copied().unwrap_or(0) == 0 {
            return Some(level);
        }
    }
    let mut i = 0;
    while i < ring.len() {
        if height[(at + ring[i]) as usize] > level {
            return Some(level);
        }
        i += 1;
    }
    None
}
