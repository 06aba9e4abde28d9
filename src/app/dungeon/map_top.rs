//! What the map draws over its tiles, as SVG markup (app::markup `Html`): each room's number
//! and symbol on its first tile (a long label such as "10 EVEN" may run on over the next tile
//! of the room), the killer cages as dashed outlines with their value, and the walls. Doors are
//! drawn apart (map_tiles.rs): they open during play.

use std::fmt::Write;

use super::map_grid::{corner, Numbers, C};
use super::words::symbol_short;
use crate::app::i18n::I18n;
use crate::app::markup::Html;
use crate::rules::dungeon::{Cage, Dir, Map, Pos, Room, Side, Symbol};

pub fn top_art(map: &Map, i18n: I18n) -> Html {
    let mut out: Html = map
        .rooms
        .iter()
        .filter_map(|r| room_label(map, r, i18n))
        .collect();
    for (i, cage) in map.cages.iter().enumerate() {
        out.push(cage_art(map, i, cage));
    }
    out.push(Html::el("path").class("dg-walls").attr("d", &walls(map)));
    out
}

/// A room's number and symbol, on its first tile; Σ marks rooms summed together (map 2's red
/// rooms), not told by colour alone.
fn room_label(map: &Map, room: &Room, i18n: I18n) -> Option<Html> {
    let first = room.tiles.iter().min_by_key(|p| (p.y, p.x))?;
    let (x, y) = corner(*first);
    let shared = map
        .sum_groups
        .get(room.sum_group)
        .is_some_and(|g| g.rooms.len() > 1);
    let mut text = format!("{}{}", if shared { "Σ" } else { "" }, room.number);
    if room.symbol != Symbol::Any {
        text = format!("{text} {}", symbol_short(i18n, room.symbol));
    }
    // On the map's right edge the label runs leftwards, so it stays on the map.
    let (lx, anchor) = if first.x as usize + 1 == map.width {
        (x + C - 3, "end")
    } else {
        (x + 3, "start")
    };
    let label = Html::el("text")
        .class("dg-room-n")
        .num("x", lx)
        .num("y", y + 12);
    Some(label.attr("text-anchor", anchor).text(&text).into())
}

/// A killer cage: a dashed outline just inside its tiles, its value on its first tile.
fn cage_art(map: &Map, i: usize, cage: &Cage) -> Html {
    const I: i32 = 4;
    let mut d = String::new();
    for &p in &cage.tiles {
        let (x, y) = corner(p);
        let inside = |q: Option<Pos>| q.and_then(|q| map.tile(q)).and_then(|t| t.cage) == Some(i);
        let len = C - 2 * I;
        if !inside(p.step(Dir::Up)) {
            let _ = write!(d, "M{} {}h{len}", x + I, y + I);
        }
        if !inside(p.step(Dir::Down)) {
            let _ = write!(d, "M{} {}h{len}", x + I, y + C - I);
        }
        if !inside(p.step(Dir::Left)) {
            let _ = write!(d, "M{} {}v{len}", x + I, y + I);
        }
        if !inside(p.step(Dir::Right)) {
            let _ = write!(d, "M{} {}v{len}", x + C - I, y + I);
        }
    }
    let mut out = Html::from(Html::el("path").class("dg-cage").attr("d", &d));
    if let Some(first) = cage.tiles.iter().min_by_key(|p| (p.y, p.x)) {
        let (x, y) = corner(*first);
        let value = Html::el("text")
            .class("dg-cage-n")
            .num("x", x + 6)
            .num("y", y + 13);
        out.push(value.text(&cage.value.to_string()));
    }
    out
}

/// Every wall, as one path.
fn walls(map: &Map) -> String {
    let mut d = String::new();
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
                Dir::Up => write!(d, "M{x} {y}h{C}"),
                Dir::Down => write!(d, "M{x} {}h{C}", y + C),
                Dir::Left => write!(d, "M{x} {y}v{C}"),
                Dir::Right => write!(d, "M{} {y}v{C}", x + C),
            };
        }
    }
    d
}
