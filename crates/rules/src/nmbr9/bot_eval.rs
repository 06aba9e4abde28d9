//! How the bots judge a board: its score now, plus what its surfaces promise for the cards
//! still face down.
//!
//! A tile on level L + 1 needs a flat patch of level-L tops under it, over at least two
//! tiles. The promise is counted per level from local features: top cells, edge length (a
//! ragged level wastes cells), pockets (cells walled in on three sides, which few tiles fill
//! and which break the platform above), flat 2 × 2 squares, and among them those over two
//! tiles or more (where a tile can bridge). Every feature is local, so the change a placement
//! makes is computed from its footprint alone (`delta`), without placing it: that is what
//! lets the bots look one card further. The promise is scaled by the digits still to come:
//! with nothing left, only the score counts.
//!
//! Experiments and figures: docs/bots.md.

use std::sync::OnceLock;

use super::board::{Board, Placement};
use super::tile::shape;

/// Levels told apart by the evaluation; higher ones count as the last.
pub const LEVELS: usize = 8;

/// Per level L (see the module notes): `tops` cells stacked exactly L + 1 high; `edges`
/// between a cell stacked higher than L and one that is not; `pockets` cells stacked at most L
/// high with three or four neighbours stacked higher; `blocks` flat 2 × 2 squares of level-L
/// tops and `seams` those among them over two tiles or more. Signed, so a change is one too.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Features {
    pub tops: [i32; LEVELS],
    pub edges: [i32; LEVELS],
    pub pockets: [i32; LEVELS],
    pub blocks: [i32; LEVELS],
    pub seams: [i32; LEVELS],
}

impl Features {
    pub fn plus(&self, d: &Features) -> Features {
        let add = |a: [i32; LEVELS], b: [i32; LEVELS]| std::array::from_fn(|l| a[l] + b[l]);
        Features {
            tops: add(self.tops, d.tops),
            edges: add(self.edges, d.edges),
            pockets: add(self.pockets, d.pockets),
            blocks: add(self.blocks, d.blocks),
            seams: add(self.seams, d.seams),
        }
    }
}

/// Weights of the features for levels 0, 1, 2 and 3 (and above).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weights {
    pub tops: [f64; 4],
    pub edges: [f64; 4],
    pub pockets: [f64; 4],
    pub blocks: [f64; 4],
    pub seams: [f64; 4],
}

/// The slot of level `level` (the last slot gathers the levels above it).
fn slot(level: u8) -> usize {
    (level as usize).min(LEVELS - 1)
}

/// Neighbouring cells stacked `a` and `b` high: an edge on every level from the lower to the
/// higher.
fn add_pair(edges: &mut [i32; LEVELS], a: u8, b: u8, sign: i32) {
    for level in a.min(b)..a.max(b) {
        edges[slot(level)] += sign;
    }
}

/// A cell stacked `h` high with neighbours `n`: a pocket on every level from `h` up to the
/// second-lowest neighbour.
fn add_pocket(pockets: &mut [i32; LEVELS], h: u8, n: [u8; 4], sign: i32) {
    let (a, b) = (n[0].min(n[1]), n[0].max(n[1]));
    let (c, d) = (n[2].min(n[3]), n[2].max(n[3]));
    let second = a.max(c).min(b.min(d));
    for level in h..second {
        pockets[slot(level)] += sign;
    }
}

/// A 2 × 2 window with heights `h` and top tiles `t`.
fn add_window(f: &mut Features, h: [u8; 4], t: [u8; 4], sign: i32) {
    if h[0] > 0 && h.iter().all(|&x| x == h[0]) {
        let s = slot(h[0] - 1);
        f.blocks[s] += sign;
        if t.iter().any(|&x| x != t[0]) {
            f.seams[s] += sign;
        }
    }
}

const SIDES: [(i32, i32); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// The features of a whole board.
pub fn features(board: &Board) -> Features {
    let mut f = Features::default();
    let Some(b) = board.bounds() else {
        return f;
    };
    let g = board.grid();
    let h = |x: i32, y: i32| g.height_at(x, y);
    // Pockets and edges need one cell around the tiles; windows start one cell before them.
    for y in b.1 - 1..=b.3 + 1 {
        for x in b.0 - 1..=b.2 + 1 {
            let c = h(x, y);
            if c > 0 {
                f.tops[slot(c - 1)] += 1;
            }
            add_pair(&mut f.edges, c, h(x + 1, y), 1);
            add_pair(&mut f.edges, c, h(x, y + 1), 1);
            add_pocket(
                &mut f.pockets,
                c,
                SIDES.map(|(dx, dy)| h(x + dx, y + dy)),
                1,
            );
            let cells = [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)];
            let window_h = cells.map(|(cx, cy)| h(cx, cy));
            let window_t = cells.map(|(cx, cy)| g.top_at(cx, cy));
            add_window(&mut f, window_h, window_t, 1);
        }
    }
    f
}

/// Side of the patch `delta` works on: the tile's box (≤ 4) and two cells around it.
const PATCH: usize = 8;
/// Heights or tops around a placement, PATCH × PATCH cells, row by row.
type Patch = [u8; PATCH * PATCH];

/// Where `delta` looks for one tile in one rotation, as indices into the patch (whose cell
/// (2, 2) is the anchor), each with which cells around it the tile covers.
struct Stencil {
    /// Footprint cells.
    cells: i32,
    /// The neighbour across every side of the footprint that leads out of it.
    sides: Vec<usize>,
    /// Footprint and ring cells; bits: the cell itself, left, right, above, below covered.
    pockets: Vec<(usize, u8)>,
    /// 2 × 2 windows holding a footprint cell: top-left index; bits: which of its cells
    /// (top-left, top-right, bottom-left, bottom-right) are covered.
    windows: Vec<(usize, u8)>,
}

fn stencil(digit: u8, rotation: u8) -> &'static Stencil {
    static STENCILS: OnceLock<Vec<Stencil>> = OnceLock::new();
    let all = STENCILS.get_or_init(|| {
        (0..40)
            .map(|k| {
                let s = shape(k as u8 / 4, k as u8 % 4);
                let at = |(x, y): (i32, i32)| (y + 2) as usize * PATCH + (x + 2) as usize;
                let covered = |c: (i32, i32)| s.cells.contains(&c) as u8;
                let sides = s
                    .cells
                    .iter()
                    .flat_map(|&(x, y)| SIDES.map(|(dx, dy)| (x + dx, y + dy)))
                    .filter(|&c| covered(c) == 0)
                    .map(at)
                    .collect();
                let pockets = s
                    .cells
                    .iter()
                    .chain(&s.ring)
                    .map(|&(x, y)| {
                        let bits = SIDES
                            .iter()
                            .enumerate()
                            .fold(covered((x, y)), |m, (k, &(dx, dy))| {
                                m | covered((x + dx, y + dy)) << (k + 1)
                            });
                        (at((x, y)), bits)
                    })
                    .collect();
                let windows = (-1..s.height)
                    .flat_map(|y| (-1..s.width).map(move |x| (x, y)))
                    .filter_map(|(x, y)| {
                        let corners = [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)];
                        let bits = (0..4).fold(0, |m, k| m | covered(corners[k]) << k);
                        (bits != 0).then(|| (at((x, y)), bits))
                    })
                    .collect();
                Stencil {
                    cells: s.cells.len() as i32,
                    sides,
                    pockets,
                    windows,
                }
            })
            .collect()
    });
    &all[(digit as usize % 10) * 4 + rotation as usize % 4]
}

/// A copy of the patch around placement `p`: heights and tops before it.
fn patch(board: &Board, p: &Placement) -> (Patch, Patch) {
    let g = board.grid();
    let (ox, oy) = (p.x - 2, p.y - 2);
    let mut h = [0u8; PATCH * PATCH];
    let mut t = [0u8; PATCH * PATCH];
    let (gx, gy) = (ox - g.x0, oy - g.y0);
    if gx >= 0 && gy >= 0 && gx + PATCH as i32 <= g.w && gy + PATCH as i32 <= g.h {
        // Inside the grid (always, for a legal placement): copy row by row.
        for ly in 0..PATCH {
            let from = (gy as usize + ly) * g.w as usize + gx as usize;
            h[ly * PATCH..(ly + 1) * PATCH].copy_from_slice(&g.height[from..from + PATCH]);
            t[ly * PATCH..(ly + 1) * PATCH].copy_from_slice(&g.top[from..from + PATCH]);
        }
    } else {
        for ly in 0..PATCH {
            for lx in 0..PATCH {
                let (x, y) = (ox + lx as i32, oy + ly as i32);
                h[ly * PATCH + lx] = g.height_at(x, y);
                t[ly * PATCH + lx] = g.top_at(x, y);
            }
        }
    }
    (h, t)
}

/// Around pocket cell `i`: its four neighbours' heights before and after a tile covering the
/// cells of `m`'s bits 1–4 (left, right, above, below).
fn pocket_change(h: &Patch, i: usize, m: u8) -> ([u8; 4], [u8; 4]) {
    let was = [h[i - 1], h[i + 1], h[i - PATCH], h[i + PATCH]];
    let now = std::array::from_fn(|k| was[k] + (m >> (k + 1) & 1));
    (was, now)
}

/// The 2 × 2 window at `i`: its heights and tops before and after a tile covering the cells of
/// `m`'s bits 0–3, the tile being number `new_top`.
fn window_change(h: &Patch, t: &Patch, i: usize, m: u8, new_top: u8) -> Window2 {
    let cells = [i, i + 1, i + PATCH, i + PATCH + 1];
    let (hs, ts) = (cells.map(|c| h[c]), cells.map(|c| t[c]));
    let covered = |k: usize| m >> k & 1 == 1;
    let now_h = std::array::from_fn(|k| hs[k] + covered(k) as u8);
    let now_t = std::array::from_fn(|k| if covered(k) { new_top } else { ts[k] });
    ((hs, ts), (now_h, now_t))
}

/// A window's (heights, tops) before and after.
type Window2 = (([u8; 4], [u8; 4]), ([u8; 4], [u8; 4]));

/// How placing tile `digit` at `p` (a legal placement) changes the features, computed from
/// the footprint and its surroundings without placing it.
pub fn delta(board: &Board, digit: u8, p: &Placement) -> Features {
    let st = stencil(digit, p.rotation);
    let level = p.level;
    let new_top = board.tiles().len() as u8 + 1;
    let (h, t) = patch(board, p);
    let mut f = Features::default();
    let here = slot(level);
    f.tops[here] += st.cells;
    if level > 0 {
        f.tops[slot(level - 1)] -= st.cells;
    }
    // A side to a cell no higher than the tile gains an edge on its level; one to a higher
    // cell loses its edge there.
    for &j in &st.sides {
        f.edges[here] += if h[j] <= level { 1 } else { -1 };
    }
    // Pockets change only on the footprint and the cells beside it.
    for &(i, m) in &st.pockets {
        let (was, now) = pocket_change(&h, i, m);
        add_pocket(&mut f.pockets, h[i], was, -1);
        add_pocket(&mut f.pockets, h[i] + (m & 1), now, 1);
    }
    for &(i, m) in &st.windows {
        let ((hs, ts), (now_h, now_t)) = window_change(&h, &t, i, m, new_top);
        add_window(&mut f, hs, ts, -1);
        add_window(&mut f, now_h, now_t, 1);
    }
    f
}

/// Heights a cell can reach: one per card.
const MAX_HEIGHT: usize = 21;

/// `Weights` spread over every height a cell can reach, so `delta_promise` adds a weighted
/// change at once instead of counting it per level: a pocket or an edge spanning levels
/// `a..b` weighs `cum(b) − cum(a)`.
pub struct Linear {
    tops: [f64; MAX_HEIGHT],
    edges: [f64; MAX_HEIGHT],
    /// Σ of the pocket weights of the levels below each height.
    pockets_below: [f64; MAX_HEIGHT + 1],
    blocks: [f64; MAX_HEIGHT],
    seams: [f64; MAX_HEIGHT],
}

impl Linear {
    pub fn new(w: &Weights) -> Linear {
        let at = |per_level: [f64; 4]| std::array::from_fn(|l| per_level[l.min(3)]);
        let pockets: [f64; MAX_HEIGHT] = at(w.pockets);
        let mut pockets_below = [0.0; MAX_HEIGHT + 1];
        for l in 0..MAX_HEIGHT {
            pockets_below[l + 1] = pockets_below[l] + pockets[l];
        }
        Linear {
            tops: at(w.tops),
            edges: at(w.edges),
            pockets_below,
            blocks: at(w.blocks),
            seams: at(w.seams),
        }
    }

    /// A cell stacked `h` high with neighbours `n` (see `add_pocket`).
    fn pocket(&self, h: u8, n: [u8; 4]) -> f64 {
        let (a, b) = (n[0].min(n[1]), n[0].max(n[1]));
        let (c, d) = (n[2].min(n[3]), n[2].max(n[3]));
        let second = a.max(c).min(b.min(d));
        if second > h {
            self.pockets_below[second as usize] - self.pockets_below[h as usize]
        } else {
            0.0
        }
    }

    /// A 2 × 2 window (see `add_window`).
    fn window(&self, h: [u8; 4], t: [u8; 4]) -> f64 {
        if h[0] > 0 && h[1] == h[0] && h[2] == h[0] && h[3] == h[0] {
            let l = h[0] as usize - 1;
            let seam = t[1] != t[0] || t[2] != t[0] || t[3] != t[0];
            self.blocks[l] + if seam { self.seams[l] } else { 0.0 }
        } else {
            0.0
        }
    }
}

/// `promise(&delta(board, digit, p), w)` with `lin = Linear::new(w)`, computed without the
/// per-level counts: the change of promise a legal placement makes. The search's hot spot.
pub fn delta_promise(board: &Board, digit: u8, p: &Placement, lin: &Linear) -> f64 {
    let st = stencil(digit, p.rotation);
    let (h, t) = patch(board, p);
    let level = p.level;
    let new_top = board.tiles().len() as u8 + 1;
    let here = level as usize;
    let mut v = st.cells as f64 * lin.tops[here];
    if level > 0 {
        v -= st.cells as f64 * lin.tops[here - 1];
    }
    let mut sides = 0;
    for &j in &st.sides {
        sides += if h[j] <= level { 1 } else { -1 };
    }
    v += sides as f64 * lin.edges[here];
    for &(i, m) in &st.pockets {
        let (was, now) = pocket_change(&h, i, m);
        v += lin.pocket(h[i] + (m & 1), now) - lin.pocket(h[i], was);
    }
    for &(i, m) in &st.windows {
        let ((hs, ts), (now_h, now_t)) = window_change(&h, &t, i, m, new_top);
        v += lin.window(now_h, now_t) - lin.window(hs, ts);
    }
    v
}

/// The promise of features `f` before scaling: Σ over levels and features of weight × count.
pub fn promise(f: &Features, w: &Weights) -> f64 {
    let mut total = 0.0;
    for l in 0..LEVELS {
        let at = |per_level: [f64; 4]| per_level[l.min(3)];
        total += at(w.tops) * f.tops[l] as f64
            + at(w.edges) * f.edges[l] as f64
            + at(w.pockets) * f.pockets[l] as f64
            + at(w.blocks) * f.blocks[l] as f64
            + at(w.seams) * f.seams[l] as f64;
    }
    total
}

/// How much the promise counts with these cards still face down: `(digits to come / 90)`
/// to the power 3/4, 0 when none are left. (Square roots only: they round the same on every
/// platform, so bots decide alike natively and in the browser.)
pub fn scale(remaining: &[u8; 10]) -> f64 {
    let to_come: u32 = remaining
        .iter()
        .enumerate()
        .map(|(d, &n)| d as u32 * n as u32)
        .sum();
    let x = to_come as f64 / 90.0;
    let root = x.sqrt();
    root * root.sqrt()
}

/// A board's value: its score plus its scaled promise.
pub fn evaluate(board: &Board, remaining: &[u8; 10], w: &Weights) -> f64 {
    board.score() as f64 + scale(remaining) * promise(&features(board), w)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;

    #[test]
    fn two_flat_tiles_make_a_platform() {
        let mut board = Board::new();
        board.place(5, 0, 0, 0).unwrap();
        board.place(5, 3, 0, 0).unwrap();
        let f = features(&board);
        assert_eq!(f.tops[0], 20);
        // The notches of the 5s (cells (0,2),(1,2) and (3,2),(4,2)): all but the outermost
        // cell are walled in on three sides.
        assert_eq!(f.pockets[0], 3, "{f:?}");
        // Flat 2 × 2 squares: five in rows 0–1, the middle one across both tiles.
        assert_eq!((f.blocks[0], f.seams[0]), (5, 1));
        // Outline: 6 + 6 along the top and bottom, 3 + 4 on the sides, 5 + 6 in the notches.
        assert_eq!(f.edges[0], 30);
    }

    #[test]
    fn every_delta_is_the_difference_of_the_features() {
        let mut rng = Rng::from_bits(5);
        for _ in 0..2 {
            let mut board = Board::new();
            for _ in 0..20 {
                let digit = rng.below(10) as u8;
                let legal = board.legal_placements(digit);
                let before = features(&board);
                for p in &legal {
                    let mut next = board.clone();
                    next.place(digit, p.x, p.y, p.rotation).unwrap();
                    assert_eq!(before.plus(&delta(&board, digit, p)), features(&next));
                }
                // Stack when possible, so upper levels are exercised too.
                let top = legal.iter().map(|p| p.level).max().unwrap();
                let high: Vec<_> = legal.iter().filter(|p| p.level == top).collect();
                let p = **rng.pick(&high).unwrap();
                board.place(digit, p.x, p.y, p.rotation).unwrap();
            }
        }
    }
}
