//! The map's drawing that never changes during play, as SVG markup text: each tile's floor,
//! symbol and feature (both as drawn on an empty tile and, smaller, beside a written number:
//! CSS shows one or the other from the tile's `written` class), the rooms' labels, the killer
//! cages and the walls. Markup text rather than typed view nodes because the map has hundreds
//! of shapes and each kind of typed node costs code in the page's wasm (see the size budget).

use std::fmt::Write;

use super::words::{symbol_short, teleporter_number};
use crate::app::i18n::I18n;
use crate::rules::dungeon::{Dir, Feature, Map, Pos, Region, Shape, Side, Symbol};

/// One tile's side in SVG units.
pub const C: i32 = 40;
/// Room around the map for the outer walls.
pub const PAD: i32 = 4;

/// A tile's top-left corner in SVG units.
pub fn corner(p: Pos) -> (i32, i32) {
    (PAD + p.x as i32 * C, PAD + p.y as i32 * C)
}

/// The text a feature shows on the map, if it shows any.
pub fn feature_label(map: &Map, feature: Feature) -> Option<String> {
    Some(match feature {
        Feature::Start => "START".to_owned(),
        Feature::Encounter => "?".to_owned(),
        Feature::Teleporter(link) => format!("T{}", teleporter_number(map, link)),
        Feature::A => "a".to_owned(),
        Feature::B => "b".to_owned(),
        Feature::APlusB => "a+b".to_owned(),
        _ => return None,
    })
}

fn shape_points(out: &mut String, shape: Shape, cx: i32, cy: i32, r: i32) {
    // Unit outlines (×100), so no float formatting reaches the wasm.
    const TRI: &[(i32, i32)] = &[(0, -100), (87, 50), (-87, 50)];
    const SQ: &[(i32, i32)] = &[(-80, -80), (80, -80), (80, 80), (-80, 80)];
    const PENT: &[(i32, i32)] = &[(0, -100), (95, -31), (59, 81), (-59, 81), (-95, -31)];
    let unit = match shape {
        Shape::Triangle => TRI,
        Shape::Square => SQ,
        Shape::Pentagon => PENT,
    };
    for (x, y) in unit {
        let _ = write!(out, "{},{} ", cx + x * r / 100, cy + y * r / 100);
    }
}

/// The opening tag of a feature's text: at least `--fs-min` (set on the map from its drawn
/// size, so that its labels stay at 12 px on screen). Beside a written number it hangs from the tile's
/// top-right corner, so that a larger size grows away from the number.
fn label_open(cx: i32, y: i32, size: i32, small: bool) -> String {
    let (x, y, anchor) = if small {
        (C - 2, 13, "end")
    } else {
        (cx, y, "middle")
    };
    format!(
        "<text class=\"dg-f-t\" x=\"{x}\" y=\"{y}\" style=\"font-size:max({size}px,var(--fs-min))\" text-anchor=\"{anchor}\">"
    )
}

/// A feature inside its tile (0..C), in the tile's middle (`small` false) or its top-right
/// corner beside a written number (`small` true).
fn feature_art(out: &mut String, map: &Map, feature: Feature, small: bool) {
    let (cx, cy, r) = if small { (32, 8, 6) } else { (20, 20, 13) };
    let size = |big: i32| if small { big / 2 + 1 } else { big };
    let class = if small { "small" } else { "big" };
    let _ = write!(out, "<g class=\"{class}\">");
    match feature {
        // Once written, START needs no label: the first number is on it.
        Feature::Start if small => {}
        // Squeezed into the tile's width whatever its size (a phone draws it larger).
        Feature::Start => out.push_str(
            "<text class=\"dg-f-start\" x=\"20\" y=\"25\" style=\"font-size:max(10px,var(--fs-min))\" textLength=\"34\" lengthAdjust=\"spacingAndGlyphs\" text-anchor=\"middle\">START</text>",
        ),
        Feature::Key => {
            let _ = write!(
                out,
                "<g class=\"dg-f-line\"><circle cx=\"{}\" cy=\"{cy}\" r=\"{}\"/><path d=\"M{} {cy}h{r}m-{} 0v{}m-{} -{}v{}\"/></g>",
                cx - r / 2,
                r / 3,
                cx - r / 6,
                r / 4,
                r / 3,
                r / 3,
                r / 3,
                r / 3
            );
        }
        Feature::Chest => {
            let _ = write!(
                out,
                "<g class=\"dg-f-line dg-f-fill\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"2\"/><path d=\"M{} {}h{}\"/></g>",
                cx - r,
                cy - r * 2 / 3,
                r * 2,
                r * 4 / 3,
                cx - r,
                cy - r / 6,
                r * 2
            );
        }
        Feature::Stair(_) => {
            let s = r * 2 / 3;
            let _ = write!(
                out,
                "<path class=\"dg-f-line\" d=\"M{} {}h{s}v-{s}h{s}v-{s}h{s}v-{s}\"/>",
                cx - r,
                cy + s
            );
        }
        Feature::Teleporter(link) => {
            let _ = write!(
                out,
                "<circle class=\"dg-f-line\" cx=\"{cx}\" cy=\"{cy}\" r=\"{r}\"/>{}T{}</text>",
                label_open(cx, cy + r / 3, size(10), small),
                teleporter_number(map, link)
            );
        }
        Feature::Mark(shape) | Feature::Step(shape) => {
            let (class, r) = match feature {
                Feature::Mark(_) => ("dg-f-line dg-f-fill", r),
                _ => ("dg-f-line dg-f-step", r * 2 / 3),
            };
            let _ = write!(out, "<polygon class=\"{class}\" points=\"");
            shape_points(out, shape, cx, cy, r);
            out.push_str("\"/>");
        }
        Feature::Encounter | Feature::A | Feature::B | Feature::APlusB => {
            let (text, big) = match feature {
                Feature::Encounter => ("?", 22),
                Feature::A => ("a", 13),
                Feature::B => ("b", 13),
                _ => ("a+b", 13),
            };
            let _ = write!(
                out,
                "{}{text}</text>",
                label_open(cx, cy + size(big) * 3 / 8, size(big), small)
            );
        }
    }
    out.push_str("</g>");
}

/// Everything drawn inside one tile besides its number: floor, symbol and feature (each in its
/// empty-tile and written-tile forms), and the marks the tile's classes show (ring and dot:
/// writable; cross: refused; focus ring).
pub fn tile_art(map: &Map, p: Pos, i18n: I18n) -> String {
    let mut out = String::new();
    let Some(tile) = map.tile(p) else {
        return out;
    };
    let colour = match tile.region {
        Region::Room(r) => map.rooms[r].colour.name(),
        Region::Corridor(_) => "corridor",
    };
    let _ = write!(
        out,
        "<rect class=\"dg-floor dg-c-{colour}\" width=\"{C}\" height=\"{C}\"/>"
    );
    if matches!(tile.region, Region::Corridor(_)) && tile.symbol != Symbol::Any {
        let text = symbol_short(i18n, tile.symbol);
        let wide = if text.chars().count() > 1 {
            " wide"
        } else {
            ""
        };
        let corner_y = if tile.cage.is_some() { 37 } else { 11 };
        let _ = write!(
            out,
            "<text class=\"dg-sym big{wide}\" x=\"20\" y=\"26\" text-anchor=\"middle\">{text}</text><text class=\"dg-sym small\" x=\"3\" y=\"{corner_y}\">{text}</text>"
        );
    }
    if let Some(f) = tile.feature {
        feature_art(&mut out, map, f, false);
        feature_art(&mut out, map, f, true);
    }
    let _ = write!(
        out,
        "<rect class=\"dg-ring\" x=\"3\" y=\"3\" width=\"{w}\" height=\"{w}\" rx=\"5\"/><circle class=\"dg-dot\" cx=\"{d}\" cy=\"{d}\" r=\"3.5\"/><path class=\"dg-cross\" d=\"M8 8L32 32M32 8L8 32\"/><rect class=\"dg-focus\" x=\"1.5\" y=\"1.5\" width=\"{f}\" height=\"{f}\" rx=\"4\"/>",
        w = C - 6,
        d = C - 7,
        f = C - 3
    );
    out
}

/// Over the tiles: each room's number and symbol on its first tile (a long label such as
/// "10 EVEN" may run on over the next tile of the room), the killer cages as dashed outlines
/// with their value, and the walls. Doors are drawn apart: they open during play.
pub fn top_art(map: &Map, i18n: I18n) -> String {
    let mut out = String::new();
    for room in &map.rooms {
        let Some(first) = room.tiles.iter().min_by_key(|p| (p.y, p.x)) else {
            continue;
        };
        let (x, y) = corner(*first);
        let symbol = if room.symbol == Symbol::Any {
            String::new()
        } else {
            format!(" {}", symbol_short(i18n, room.symbol))
        };
        // Rooms summed together (map 2's red rooms) are marked Σ, not told by colour alone.
        let shared = map
            .sum_groups
            .get(room.sum_group)
            .is_some_and(|g| g.rooms.len() > 1);
        // On the map's right edge the label runs leftwards, so it stays on the map.
        let (lx, anchor) = if first.x as usize + 1 == map.width {
            (x + C - 3, "end")
        } else {
            (x + 3, "start")
        };
        let _ = write!(
            out,
            "<text class=\"dg-room-n\" x=\"{lx}\" y=\"{}\" text-anchor=\"{anchor}\">{}{}{symbol}</text>",
            y + 12,
            if shared { "Σ" } else { "" },
            room.number
        );
    }
    for (i, cage) in map.cages.iter().enumerate() {
        out.push_str("<path class=\"dg-cage\" d=\"");
        const I: i32 = 4;
        for &p in &cage.tiles {
            let (x, y) = corner(p);
            let inside =
                |q: Option<Pos>| q.and_then(|q| map.tile(q)).and_then(|t| t.cage) == Some(i);
            let len = C - 2 * I;
            if !inside(p.step(Dir::Up)) {
                let _ = write!(out, "M{} {}h{len}", x + I, y + I);
            }
            if !inside(p.step(Dir::Down)) {
                let _ = write!(out, "M{} {}h{len}", x + I, y + C - I);
            }
            if !inside(p.step(Dir::Left)) {
                let _ = write!(out, "M{} {}v{len}", x + I, y + I);
            }
            if !inside(p.step(Dir::Right)) {
                let _ = write!(out, "M{} {}v{len}", x + C - I, y + I);
            }
        }
        out.push_str("\"/>");
        if let Some(first) = cage.tiles.iter().min_by_key(|p| (p.y, p.x)) {
            let (x, y) = corner(*first);
            let _ = write!(
                out,
                "<text class=\"dg-cage-n\" x=\"{}\" y=\"{}\">{}</text>",
                x + 6,
                y + 13,
                cage.value
            );
        }
    }
    out.push_str("<path class=\"dg-walls\" d=\"");
    for (p, _) in map.tiles() {
        let (x, y) = corner(p);
        for dir in Dir::ALL {
            let neighbour = p.step(dir).filter(|q| map.tile(*q).is_some());
            // Inner sides are drawn once, by the tile on their left or above.
            if neighbour.is_some() && matches!(dir, Dir::Up | Dir::Left) {
                continue;
            }
            if map.side(p, dir) == Side::Open {
                continue;
            }
            let _ = match dir {
                Dir::Up => write!(out, "M{x} {y}h{C}"),
                Dir::Down => write!(out, "M{x} {}h{C}", y + C),
                Dir::Left => write!(out, "M{x} {y}v{C}"),
                Dir::Right => write!(out, "M{} {y}v{C}", x + C),
            };
        }
    }
    out.push_str("\"/>");
    out
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
