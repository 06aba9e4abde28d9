//! The board: the printed layout, the chips on it and the sequences they make.
//!
//! Cells are numbered 0–99 in reading order (`row * 10 + col`, row 0 at the top). The four
//! corners are free spaces: no chip goes there and they count as a chip of every team.
//!
//! "Five in a row of one colour" is read as five chips of one team's colour, as in classic
//! Sequence: the seed says "cinq tuiles de la même couleur" (tuiles = the chips, which it
//! also calls jetons and pièces); the board's colour groups only say which numbers the cards
//! make. A sequence is claimed automatically when a chip completes it (see `Board::place`).

use serde::{Deserialize, Serialize};

pub const SIDE: usize = 10;
pub const CELLS: usize = SIDE * SIDE;

/// A space, `row * 10 + col`.
pub type Cell = u8;
/// A team, 0-based; seat `s` plays for team `s % teams`.
pub type Team = u8;

/// The printed board (docs/rules/sequence.md, "The board"), 0 marking the free corners. Every
/// number 1–48 is on it exactly twice (a test checks it).
#[rustfmt::skip]
pub const LAYOUT: [[u8; SIDE]; SIDE] = [
    [0, 2, 3, 4, 5, 6, 7, 8, 9, 0],
    [42, 41, 40, 39, 38, 13, 24, 23, 22, 10],
    [43, 1, 26, 27, 28, 29, 30, 31, 21, 11],
    [44, 12, 42, 41, 40, 39, 38, 32, 20, 12],
    [45, 11, 43, 18, 17, 16, 13, 33, 19, 1],
    [46, 10, 44, 19, 14, 15, 24, 34, 18, 26],
    [47, 9, 45, 20, 21, 22, 23, 35, 17, 27],
    [48, 8, 46, 47, 48, 37, 25, 36, 16, 28],
    [37, 7, 6, 5, 4, 3, 2, 14, 15, 29],
    [0, 25, 36, 35, 34, 33, 32, 31, 30, 0],
];

pub fn cell(row: usize, col: usize) -> Cell {
    (row * SIDE + col) as Cell
}

pub fn row_col(cell: Cell) -> (usize, usize) {
    (cell as usize / SIDE, cell as usize % SIDE)
}

/// The number printed on a space, 0 for a free corner.
pub fn number_at(cell: Cell) -> u8 {
    let (r, c) = row_col(cell);
    LAYOUT[r][c]
}

pub fn is_corner(cell: Cell) -> bool {
    number_at(cell) == 0
}

/// The two spaces showing `number` (1–48), in reading order.
pub fn spaces_of(number: u8) -> [Cell; 2] {
    let mut found = [0; 2];
    let mut k = 0;
    for c in 0..CELLS as Cell {
        if number_at(c) == number && k < 2 {
            found[k] = c;
            k += 1;
        }
    }
    found
}

/// Every line of five spaces: 60 across, 60 down, 36 down-right, 36 down-left (192).
pub const WINDOWS: [[Cell; 5]; 192] = windows();

/// The four directions as (row step, col step), in the order `WINDOWS` lists them.
const DIRECTIONS: [(i32, i32); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];

const fn windows() -> [[Cell; 5]; 192] {
    let mut out = [[0; 5]; 192];
    let mut n = 0;
    let mut d = 0;
    while d < 4 {
        let (dr, dc) = DIRECTIONS[d];
        let mut start = 0;
        while start < CELLS as i32 {
            let (r, c) = (start / 10, start % 10);
            let (er, ec) = (r + 4 * dr, c + 4 * dc);
            if er >= 0 && er < 10 && ec >= 0 && ec < 10 {
                let mut k = 0;
                while k < 5 {
                    out[n][k] = ((r + k as i32 * dr) * 10 + c + k as i32 * dc) as Cell;
                    k += 1;
                }
                n += 1;
            }
            start += 1;
        }
        d += 1;
    }
    out
}

/// A completed sequence: five spaces in a line (corners included), locked for good.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sequence {
    pub team: Team,
    pub cells: [Cell; 5],
}

impl Sequence {
    fn shared_with(&self, cells: &[Cell; 5]) -> usize {
        shared(&self.cells, cells)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// Per cell, the team whose chip is on it.
    chips: Vec<Option<Team>>,
    sequences: Vec<Sequence>,
}

impl Default for Board {
    fn default() -> Self {
        Board::new()
    }
}

impl Board {
    pub fn new() -> Board {
        Board {
            chips: vec![None; CELLS],
            sequences: Vec::new(),
        }
    }

    pub fn chip(&self, cell: Cell) -> Option<Team> {
        self.chips.get(cell as usize).copied().flatten()
    }

    pub fn chips(&self) -> &[Option<Team>] {
        &self.chips
    }

    /// A space a chip may go on: not a corner, no chip on it.
    pub fn is_free(&self, cell: Cell) -> bool {
        (cell as usize) < CELLS && !is_corner(cell) && self.chip(cell).is_none()
    }

    /// In a completed sequence (of any team): its chip can never be removed.
    pub fn is_locked(&self, cell: Cell) -> bool {
        self.sequences.iter().any(|s| s.cells.contains(&cell))
    }

    /// Whether `cell` counts as `team`'s chip in a line: its chip, or a free corner.
    pub fn counts_for(&self, cell: Cell, team: Team) -> bool {
        is_corner(cell) || self.chip(cell) == Some(team)
    }

    pub fn sequences(&self) -> &[Sequence] {
        &self.sequences
    }

    pub fn sequences_of(&self, team: Team) -> usize {
        self.sequences.iter().filter(|s| s.team == team).count()
    }

    pub fn chips_of(&self, team: Team) -> usize {
        self.chips.iter().filter(|&&c| c == Some(team)).count()
    }

    /// Whether `team` could claim `window` as a new sequence now: every space its chip or a
    /// corner, sharing at most one space with each of its completed sequences.
    pub fn claimable(&self, window: &[Cell; 5], team: Team) -> bool {
        window.iter().all(|&c| self.counts_for(c, team)) && self.claimable_by_count(window, team)
    }

    /// Whether a line could still become a new sequence of `team` as far as its completed
    /// sequences go: it shares at most one space with each.
    pub fn claimable_by_count(&self, window: &[Cell; 5], team: Team) -> bool {
        self.sequences
            .iter()
            .filter(|s| s.team == team)
            .all(|s| s.shared_with(window) <= 1)
    }

    /// Puts `team`'s chip on a free space and claims the sequences it completes; returns them.
    /// The caller has checked the space is free.
    ///
    /// Claiming is automatic and chooses for the player. A new sequence must contain the new
    /// chip (any other line was complete before, so it is claimed or never can be). Lines in
    /// different directions through the chip share only it, so they are all claimed. In one
    /// direction, two windows through the chip share at most one space only as the two ends
    /// of nine in a row: then both are claimed. Otherwise (six to eight in a row) one window
    /// is locked: see `best_window`.
    pub fn place(&mut self, cell: Cell, team: Team) -> Vec<Sequence> {
        self.chips[cell as usize] = Some(team);
        let (r, c) = row_col(cell);
        let mut claimed = Vec::new();
        for (dr, dc) in DIRECTIONS {
            let windows: Vec<[Cell; 5]> = (0..5)
                .filter_map(|back| line(r as i32 - back * dr, c as i32 - back * dc, dr, dc))
                .filter(|w| self.claimable(w, team))
                .collect();
            let ends = windows
                .iter()
                .find(|w| w[4] == cell)
                .zip(windows.iter().find(|w| w[0] == cell));
            let chosen: Vec<[Cell; 5]> = match ends {
                Some((a, b)) => vec![*a, *b],
                None => self.best_window(&windows, team).into_iter().collect(),
            };
            for w in chosen {
                let s = Sequence { team, cells: w };
                self.sequences.push(s);
                claimed.push(s);
            }
        }
        claimed
    }

    /// The five to lock when a chip makes six to eight in a row (all `windows` lie on one line
    /// and are claimable). The choice can only change that line: a line in another direction
    /// shares at most one space with any of them. So the window chosen is the one that
    /// (1) leaves the most further sequences the team could still complete along the line,
    /// then (2) needs the fewest more chips for them, (3) locks the most chips not locked yet
    /// (a corner, or a chip of a crossing sequence, gains nothing from it), (4) leaves the
    /// most open spaces beyond it on its more open side, (5) comes first in reading order.
    /// (1)–(4) read the line the same from both ends, so they do not depend on the edge it
    /// starts from; (5) only settles what they leave equal.
    fn best_window(&self, windows: &[[Cell; 5]], team: Team) -> Option<[Cell; 5]> {
        if windows.len() <= 1 {
            return windows.first().copied();
        }
        let key = |w: &[Cell; 5]| {
            let (more, needed) = self.future(w, team);
            let fresh = w
                .iter()
                .filter(|&&c| !is_corner(c) && !self.is_locked(c))
                .count();
            (
                std::cmp::Reverse(more),
                needed,
                std::cmp::Reverse(fresh),
                std::cmp::Reverse(self.room(w, team)),
            )
        };
        // `min_by_key` keeps the first of equal keys, and the windows come in reading order
        // of their first space.
        let mut sorted = windows.to_vec();
        crate::small_sort::sort_by_key(&mut sorted, |w| w[0]);
        sorted.into_iter().min_by_key(key)
    }

    /// If `w` were locked for `team`: the most further sequences `team` could still complete
    /// along its line, and the fewest free spaces it would have to fill for that many. A
    /// further sequence is five spaces of the line holding its chips, corners or nothing (a
    /// chip of another team blocks), sharing at most one space with `w`, with each of the
    /// team's sequences and with each other.
    fn future(&self, w: &[Cell; 5], team: Team) -> (usize, usize) {
        let full = whole_line(w);
        let open: Vec<[Cell; 5]> = full
            .windows(5)
            .filter_map(|v| <[Cell; 5]>::try_from(v).ok())
            .filter(|v| {
                v.iter().all(|&c| self.chip(c).is_none_or(|t| t == team))
                    && shared(v, w) <= 1
                    && self.claimable_by_count(v, team)
            })
            .collect();
        // A line holds at most six windows: every subset is cheap to try.
        let mut best = (0, 0);
        for set in 1u32..1 << open.len() {
            let chosen: Vec<&[Cell; 5]> = (0..open.len())
                .filter(|i| set >> i & 1 == 1)
                .map(|i| &open[i])
                .collect();
            let apart = chosen
                .iter()
                .enumerate()
                .all(|(i, a)| chosen[i + 1..].iter().all(|b| shared(a, b) <= 1));
            if !apart {
                continue;
            }
            let needed = full
                .iter()
                .filter(|&&c| self.is_free(c) && chosen.iter().any(|v| v.contains(&c)))
                .count();
            if chosen.len() > best.0 || (chosen.len() == best.0 && needed < best.1) {
                best = (chosen.len(), needed);
            }
        }
        best
    }

    /// Spaces beyond either end of `w` along its line not held by another team, on the side
    /// with more of them.
    fn room(&self, w: &[Cell; 5], team: Team) -> usize {
        let full = whole_line(w);
        let start = full.iter().position(|&c| c == w[0]).unwrap_or(0);
        let open = |c: &&Cell| self.chip(**c).is_none_or(|t| t == team);
        let before = full[..start].iter().rev().take_while(open).count();
        let after = full[start + 5..].iter().take_while(open).count();
        before.max(after)
    }

    /// Takes a chip off (the caller has checked it may).
    pub fn remove(&mut self, cell: Cell) -> Option<Team> {
        self.chips[cell as usize].take()
    }

    /// A board rebuilt from outside (a position): sizes, chips only on spaces, sequences
    /// that are lines of their team's chips and share at most one space with each other.
    pub fn check(&self, teams: usize) -> Result<(), String> {
        if self.chips.len() != CELLS {
            return Err("the board has 100 spaces".into());
        }
        for c in 0..CELLS as Cell {
            match self.chip(c) {
                Some(_) if is_corner(c) => return Err("a chip on a free corner".into()),
                Some(t) if t as usize >= teams => return Err(format!("a chip of team {t}")),
                _ => {}
            }
        }
        for (i, s) in self.sequences.iter().enumerate() {
            if !WINDOWS.contains(&s.cells) {
                return Err("a sequence that is not five spaces in a line".into());
            }
            if !s.cells.iter().all(|&c| self.counts_for(c, s.team)) {
                return Err("a sequence with a space not its team's".into());
            }
            let earlier = &self.sequences[..i];
            if earlier
                .iter()
                .any(|e| e.team == s.team && e.shared_with(&s.cells) > 1)
            {
                return Err("two sequences sharing more than one space".into());
            }
        }
        Ok(())
    }
}

/// Spaces shared by two lines of five.
fn shared(a: &[Cell; 5], b: &[Cell; 5]) -> usize {
    a.iter().filter(|c| b.contains(c)).count()
}

/// The whole board line through `w` (a line of five in reading order), edge to edge.
fn whole_line(w: &[Cell; 5]) -> Vec<Cell> {
    let (r0, c0) = row_col(w[0]);
    let (r1, c1) = row_col(w[1]);
    let (dr, dc) = (r1 as i32 - r0 as i32, c1 as i32 - c0 as i32);
    let inside = |r: i32, c: i32| (0..10).contains(&r) && (0..10).contains(&c);
    let (mut r, mut c) = (r0 as i32, c0 as i32);
    while inside(r - dr, c - dc) {
        r -= dr;
        c -= dc;
    }
    let mut out = Vec::new();
    while inside(r, c) {
        out.push(cell(r as usize, c as usize));
        r += dr;
        c += dc;
    }
    out
}

/// The five spaces from (r, c) in direction (dr, dc), if they are all on the board.
fn line(r: i32, c: i32, dr: i32, dc: i32) -> Option<[Cell; 5]> {
    let inside = |r: i32, c: i32| (0..10).contains(&r) && (0..10).contains(&c);
    if !inside(r, c) || !inside(r + 4 * dr, c + 4 * dc) {
        return None;
    }
    let mut w = [0; 5];
    for (k, slot) in w.iter_mut().enumerate() {
        *slot = cell((r + k as i32 * dr) as usize, (c + k as i32 * dc) as usize);
    }
    Some(w)
}

// A board travels as serde writes it (its chips, then its sequences), and one read from
// outside (a view) is checked as a position's is, for any team number: the view checks the
// teams against its own count.
crate::json_record!(struct Sequence { team, cells });
crate::json_record!(struct Board { chips, sequences } check Board::check_any_teams);

impl Board {
    fn check_any_teams(&self) -> Result<(), String> {
        self.check(usize::from(Team::MAX) + 1)
    }
}
