//! The map's tiles as buttons in one roving tab order: one tile is in the Tab order (START,
//! or the last one the keyboard went to); the arrow keys move along the map, skipping rock,
//! Enter or Space presses a tile, Escape lets go of the chosen die. Clicks and keys are
//! handled once for the whole map: each tile says where it is (`data-x`, `data-y`).

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::rules::dungeon::{Dir, Map, Pos};

/// The map's keyboard and pointer handling, as a handle its view shares.
#[derive(Clone, Copy)]
pub struct Roving {
    map: &'static Map,
    /// The tile in the Tab order.
    cursor: RwSignal<Pos>,
    /// A tile pressed (click or Enter); none in the replay viewer.
    on_tile: Option<Callback<Pos>>,
    /// Escape on the map.
    on_escape: Option<Callback<()>>,
}

impl Roving {
    pub fn new(
        map: &'static Map,
        on_tile: Option<Callback<Pos>>,
        on_escape: Option<Callback<()>>,
    ) -> Roving {
        Roving {
            map,
            cursor: RwSignal::new(map.start),
            on_tile,
            on_escape,
        }
    }

    /// Whether the tiles are pressed (a map played on): only then are they buttons with ids.
    pub fn interactive(self) -> bool {
        self.on_tile.is_some()
    }

    /// The tile's tab index (none on a map only looked at).
    pub fn tab_index(self, p: Pos) -> Option<&'static str> {
        let here = self.cursor.get() == p;
        self.interactive().then_some(if here { "0" } else { "-1" })
    }

    fn press(self, p: Pos) {
        if let Some(f) = self.on_tile {
            self.cursor.set(p);
            f.run(p);
        }
    }

    pub fn click(self, e: ev::MouseEvent) {
        if let Some(p) = tile_of(e.target()) {
            self.press(p);
        }
    }

    /// Focus on a tile (by Tab or a click) makes it the one in the Tab order.
    pub fn focus_in(self, e: ev::FocusEvent) {
        if let Some(p) = tile_of(e.target()) {
            self.cursor.set(p);
        }
    }

    pub fn key(self, e: ev::KeyboardEvent) {
        let Some(p) = tile_of(e.target()) else {
            return;
        };
        let dir = match e.key().as_str() {
            "ArrowUp" => Dir::Up,
            "ArrowDown" => Dir::Down,
            "ArrowLeft" => Dir::Left,
            "ArrowRight" => Dir::Right,
            "Enter" | " " => {
                e.prevent_default();
                self.press(p);
                return;
            }
            "Escape" => {
                if let Some(f) = self.on_escape {
                    e.prevent_default();
                    f.run(());
                }
                return;
            }
            _ => return,
        };
        e.prevent_default();
        if let Some(q) = next_tile(self.map, p, dir) {
            self.cursor.set(q);
            focus_tile(q);
        }
    }
}

pub fn tile_id(p: Pos) -> String {
    format!("dg-t-{}-{}", p.x, p.y)
}

fn focus_tile(p: Pos) {
    let found = document().get_element_by_id(&tile_id(p));
    if let Some(el) = found.and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok()) {
        let _ = el.focus();
    }
}

/// The nearest dungeon tile from `from` going `dir` (rock is skipped over).
fn next_tile(map: &Map, from: Pos, dir: Dir) -> Option<Pos> {
    let mut p = from;
    loop {
        p = p.step(dir)?;
        map.index(p)?;
        if map.tile(p).is_some() {
            return Some(p);
        }
    }
}

/// The tile an event happened on, from the `data-x`/`data-y` of the tile element around it.
fn tile_of(target: Option<web_sys::EventTarget>) -> Option<Pos> {
    let el = target?.dyn_into::<web_sys::Element>().ok()?;
    let tile = el.closest(".dg-tile").ok()??;
    let coordinate = |name: &str| tile.get_attribute(name)?.parse::<u8>().ok();
    Some(Pos::new(coordinate("data-x")?, coordinate("data-y")?))
}
