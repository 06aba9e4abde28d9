//! What the board draws, as SVG markup (app::markup `Html`): the cloth and grid, each tile as
//! its digit shape shaded and lifted by level (its digit and, above the table, its level on a
//! badge), the legal spots, and the ghost of the tile being placed.

use super::geometry::{badge_cell, cells, fill, handle, outline, Extent};
use super::ghost::{Ghost, Spot};
use crate::app::markup::{units, Html};
use crate::rules::nmbr9::{Board, Tile};

/// Drawn tiles stop getting darker above this level (the number still says it).
const TOP_SHADE: u8 = 6;
/// How far each level lifts a tile up and left, in cells: enough to see the stack.
const LIFT: f64 = 0.07;

fn lift(level: u8) -> String {
    let d = units(-LIFT * level as f64);
    format!("translate({d} {d})")
}

/// The shadow falls further as the tile stands higher.
fn shadow(level: u8) -> String {
    let d = units(0.08 + 2.0 * LIFT * level as f64);
    format!("translate({d} {d})")
}

fn shade(level: u8) -> String {
    format!("lv{}", level.min(TOP_SHADE))
}

/// An SVG `<text>` at (x, y).
fn text_at(class: &str, x: &str, y: &str, text: &str) -> Html {
    let el = Html::el("text").class(class).attr("x", x).attr("y", y);
    el.text(text).into()
}

/// A placed tile: shadow, face, edge, its digit and, above the table, its level on a badge in
/// the cell farthest from the digit. A tile on the table has no badge: the bare tile is level 0
/// (most tiles of a game, whose "0" circles crowded the board). `class` is added to the tile's
/// own (`last`, `laid`).
fn tile_html(tile: &Tile, class: &str) -> Html {
    let cs: Vec<(i32, i32)> = tile.cells().collect();
    let (hx, hy) = handle(tile.digit, tile.rotation);
    let face = fill(&cs);
    let (dx, dy) = (
        units(f64::from(tile.x + hx) + 0.5),
        units(f64::from(tile.y + hy) + 0.55),
    );
    let mut g = Html::el("g")
        .class(&format!("tile {}{class}", shade(tile.level)))
        .attr("transform", &lift(tile.level))
        .child(
            Html::el("path")
                .class("tile-shadow")
                .attr("d", &face)
                .attr("transform", &shadow(tile.level)),
        )
        .child(Html::el("path").class("tile-face").attr("d", &face))
        .child(Html::el("path").class("tile-edge").attr("d", &outline(&cs)))
        .child(text_at("tile-digit", &dx, &dy, &tile.digit.to_string()));
    if tile.level > 0 {
        let (bx, by) = badge_cell(tile.digit, tile.rotation);
        let (x, y) = (units(f64::from(tile.x + bx) + 0.5), f64::from(tile.y + by));
        g = g
            .child(
                Html::el("circle")
                    .class("tile-badge")
                    .attr("cx", &x)
                    .attr("cy", &units(y + 0.5))
                    .attr("r", "0.4"),
            )
            .child(text_at(
                "tile-level",
                &x,
                &units(y + 0.55),
                &tile.level.to_string(),
            ));
    }
    g.into()
}

/// A legal spot: a table spot is a small dot; a spot above it a disc with its level (the
/// number tells the level, not only the shade).
fn spot_html(s: &Spot) -> Html {
    let (cx, cy) = (units(f64::from(s.x) + 0.5), units(f64::from(s.y) + 0.5));
    let up = s.level > 0;
    let circle = Html::el("circle").attr("cx", &cx).attr("cy", &cy);
    let mut g = Html::el("g")
        .class(&format!(
            "n9-spot {}{}",
            shade(s.level),
            if up { " up" } else { "" }
        ))
        .child(circle.attr("r", if up { "0.46" } else { "0.16" }));
    if up {
        g = g.child(text_at("n9-spot-level", &cx, &cy, &s.level.to_string()));
    }
    g.into()
}

/// The tile being placed.
pub fn ghost_html(ghost: &Ghost) -> Html {
    let cs = cells(ghost.digit, ghost.rotation, ghost.x, ghost.y);
    let (hx, hy) = handle(ghost.digit, ghost.rotation);
    let (class, mark, level) = match ghost.verdict {
        Ok(level) => ("ghost ok", "✓", level),
        Err(_) => ("ghost bad", "✗", 0),
    };
    let (x, y) = (
        units(f64::from(ghost.x + hx) + 0.5),
        units(f64::from(ghost.y + hy) + 0.55),
    );
    Html::el("g")
        .class(class)
        .attr("transform", &lift(level))
        .attr("data-testid", "ghost")
        .child(Html::el("path").class("ghost-face").attr("d", &fill(&cs)))
        .child(
            Html::el("path")
                .class("ghost-edge")
                .attr("d", &outline(&cs)),
        )
        .child(text_at(
            "ghost-mark",
            &x,
            &y,
            &format!("{mark}{}", ghost.digit),
        ))
        .into()
}

/// The cloth, the grid, the tiles (lower levels first, so upper tiles are drawn over them) and
/// the spots. `laid`: the last tile was just laid by a bot, and is drawn coming down.
pub fn picture(e: Extent, board: &Board, laid: bool, spots: &[Spot]) -> Html {
    let mut out = Html::from(
        Html::el("rect")
            .class("n9-cloth")
            .attr("x", &e.x0.to_string())
            .attr("y", &e.y0.to_string())
            .attr("width", &e.w.to_string())
            .attr("height", &e.h.to_string()),
    );
    out.push(Html::el("path").class("n9-grid").attr("d", &grid_lines(e)));
    let last = board.tiles().len().saturating_sub(1);
    let mut tiles: Vec<(usize, &Tile)> = board.tiles().iter().enumerate().collect();
    crate::rules::small_sort::sort_by_key(&mut tiles, |(_, t)| t.level);
    for (i, t) in tiles {
        let class = match (i == last, laid) {
            (true, true) => " last laid",
            (true, false) => " last",
            _ => "",
        };
        out.push(tile_html(t, class));
    }
    for s in spots {
        out.push(spot_html(s));
    }
    out
}

/// Faint lines between cells, so a player can count where a tile will land.
fn grid_lines(e: Extent) -> String {
    let mut d = String::new();
    for x in e.x0..=e.x0 + e.w {
        d.push_str(&format!("M{x} {}v{}", e.y0, e.h));
    }
    for y in e.y0..=e.y0 + e.h {
        d.push_str(&format!("M{} {y}h{}", e.x0, e.w));
    }
    d
}
