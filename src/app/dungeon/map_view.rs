//! The dungeon map in SVG, drawn from the engine's `Map` (which never changes during play) and
//! the numbers written so far. Every tile is a button in a roving tab order: the arrow keys
//! move along the map, Enter writes the chosen die, Escape lets go of it. Tiles the chosen die
//! may go on are ringed and dotted (shape and colour); a refused tile is crossed, and the
//! engine's reason is written beside it.

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::map_art::{corner, doors, feature_label, tile_art, top_art, C, PAD};
use super::words::{symbol_short, tile_text};
use crate::app::i18n::{use_i18n, Key};
use crate::app::markup::units;
use crate::rules::dungeon::{Dir, Feature, Map, Pos, Region};

/// What the map shows of the game in progress; each part changes on its own.
#[derive(Clone, Copy)]
pub struct MapState {
    /// Per tile (row-major), the number written there.
    pub written: Signal<Vec<Option<u8>>>,
    /// Per door (`Map::doors`), whether it has been opened.
    pub opened: Signal<Vec<bool>>,
    /// Where the chosen die may be written (empty when no die is chosen).
    pub legal: Signal<Vec<Pos>>,
    /// The value of the chosen die, for the tiles' spoken labels.
    pub chosen: Signal<Option<u8>>,
    /// A tile the engine refused, with its reason.
    pub refused: Signal<Option<(Pos, String)>>,
}

fn tile_id(p: Pos) -> String {
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

/// A feature's name in the page's data attributes (for tests and styling).
fn feature_slug(feature: Feature) -> &'static str {
    match feature {
        Feature::Start => "start",
        Feature::Key => "key",
        Feature::Chest => "chest",
        Feature::Encounter => "encounter",
        Feature::Stair(_) => "stair",
        Feature::Teleporter(_) => "teleporter",
        Feature::Mark(_) => "mark",
        Feature::Step(_) => "step",
        Feature::A => "a",
        Feature::B => "b",
        Feature::APlusB => "a-plus-b",
    }
}

/// The tile an event happened on, from the `data-x`/`data-y` of the tile element around it.
fn tile_of(target: Option<web_sys::EventTarget>) -> Option<Pos> {
    let el = target?.dyn_into::<web_sys::Element>().ok()?;
    let tile = el.closest(".dg-tile").ok()??;
    let coordinate = |name: &str| tile.get_attribute(name)?.parse::<u8>().ok();
    Some(Pos::new(coordinate("data-x")?, coordinate("data-y")?))
}

/// The map, its numbers and (when `on_tile` is given) the tiles to press. Clicks and keys are
/// handled once for the whole map (each tile says where it is), and each tile is a single
/// element whose drawing is markup: the map has dozens of tiles, and each typed node or
/// handler would cost code in the page's wasm.
/// The map's width at each zoom level, in percent of its frame: fitted, then tiles about 1.5
/// and 2 times larger (a phone scrolls the map inside its frame).
pub const ZOOM_PERCENT: [u16; 3] = [100, 150, 200];

#[component]
pub fn MapView(
    map: &'static Map,
    state: MapState,
    /// A tile pressed (click or Enter); none in the replay viewer.
    #[prop(optional, into)]
    on_tile: Option<Callback<Pos>>,
    /// Escape on the map.
    #[prop(optional, into)]
    on_escape: Option<Callback<()>>,
    /// The zoom level the page keeps (see `ZOOM_PERCENT`); none: drawn to fit.
    #[prop(optional)]
    zoom: Option<RwSignal<usize>>,
) -> impl IntoView {
    // How many times the frame's width the map is drawn (the frame scrolls the rest).
    let scale =
        move || zoom.map_or(100, |z| ZOOM_PERCENT[z.get().min(ZOOM_PERCENT.len() - 1)]) as usize;
    let i18n = use_i18n();
    let (w, h) = (
        map.width as i32 * C + 2 * PAD,
        map.height as i32 * C + 2 * PAD,
    );
    // The smallest label, in map units: 12 px at the scale the map is drawn, whatever it is (a
    // phone of 320 px, the review's two maps side by side), once it is laid out. The drawing
    // fits its box (a height cap may leave bands beside it): the smaller ratio is its scale.
    let svg = NodeRef::<leptos::svg::Svg>::new();
    let drawn = crate::app::resize::drawn_size(svg);
    let fs_min = move || {
        let (dw, dh) = drawn.get();
        let scale = (dw / f64::from(w)).min(dh / f64::from(h));
        (scale > 0.0).then(|| format!("{}px", units(12.0 / scale)))
    };
    // The tile in the tab order: START, or the last one the keyboard went to.
    let cursor = RwSignal::new(map.start);
    let interactive = on_tile.is_some();
    let press = move |p: Pos| {
        if let Some(f) = on_tile {
            cursor.set(p);
            f.run(p);
        }
    };
    let on_key = move |e: ev::KeyboardEvent| {
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
                press(p);
                return;
            }
            "Escape" => {
                if let Some(f) = on_escape {
                    e.prevent_default();
                    f.run(());
                }
                return;
            }
            _ => return,
        };
        e.prevent_default();
        if let Some(q) = next_tile(map, p, dir) {
            cursor.set(q);
            focus_tile(q);
        }
    };
    let tiles = map
        .tiles()
        .map(|(p, tile)| {
            let i = map.index(p).unwrap_or(0);
            let (x, y) = corner(p);
            let region = match tile.region {
                Region::Room(_) => "dg-tile dg-room",
                Region::Corridor(_) => "dg-tile dg-corridor",
            };
            // One memo per tile: a die chosen or a number written then redraws only the tiles
            // whose own state changed, not the class, label and art of every tile of the map.
            let written = Memo::new(move |_| state.written.with(|w| w.get(i).copied().flatten()));
            let written = move || written.get();
            let legal = Memo::new(move |_| state.legal.with(|l| l.contains(&p)));
            let legal = move || legal.get();
            let class = move || {
                let mut c = region.to_owned();
                if written().is_some() {
                    c.push_str(" written");
                }
                if legal() {
                    c.push_str(" legal");
                }
                if state
                    .refused
                    .with(|r| r.as_ref().is_some_and(|(q, _)| *q == p))
                {
                    c.push_str(" refused");
                }
                c
            };
            let symbol = matches!(tile.region, Region::Corridor(_)).then_some(tile.symbol);
            let feature = tile.feature;
            // The label starts with the tile's visible marks, in the order drawn, so what is
            // seen is what is heard first (WCAG 2.5.3).
            let aria = move || {
                let n = written();
                let mut seen: Vec<String> = Vec::new();
                if let Some(s) = symbol.filter(|s| !s.glyph().is_empty()) {
                    seen.push(symbol_short(i18n, s));
                }
                if let Some(f) = feature.and_then(|f| feature_label(map, f)) {
                    seen.push(f);
                }
                if let Some(n) = n {
                    seen.push(n.to_string());
                }
                let about = tile_text(
                    i18n,
                    map,
                    p,
                    n,
                    legal().then(|| state.chosen.get()).flatten(),
                );
                if seen.is_empty() {
                    about
                } else {
                    format!("{} — {about}", seen.join(" "))
                }
            };
            // The number after the drawing; its leading space keeps "START 6" two words for
            // assistive tech (SVG does not draw it).
            let art = move || {
                let mut out = tile_art(map, p, i18n);
                out.push_str("<text class=\"dg-n\" x=\"20\" y=\"29\" text-anchor=\"middle\">");
                if let Some(n) = written() {
                    out.push(' ');
                    out.push_str(&n.to_string());
                }
                out.push_str("</text>");
                out
            };
            view! {
                <g
                    // Only a map played on needs ids (the arrows move the focus by them); the
                    // final map and the review's two replays would repeat them.
                    id=interactive.then(|| tile_id(p))
                    class=class
                    transform=format!("translate({x} {y})")
                    data-x=p.x
                    data-y=p.y
                    data-feature=feature.map(feature_slug)
                    role=interactive.then_some("button")
                    tabindex=move || interactive.then(|| if cursor.get() == p { "0" } else { "-1" })
                    aria-label=move || interactive.then(aria)
                    inner_html=art
                />
            }
        })
        .collect_view();
    let doors = doors(map)
        .into_iter()
        .map(|(d, x, y, vertical)| {
            let (w, h) = if vertical { (8, 20) } else { (20, 8) };
            view! {
                <rect
                    class=move || {
                        let open = state.opened.with(|o| o.get(d).copied().unwrap_or(false));
                        if open { "dg-door open" } else { "dg-door" }
                    }
                    x=x - w / 2
                    y=y - h / 2
                    width=w
                    height=h
                    rx="2"
                />
            }
        })
        .collect_view();
    // The engine's reason, beside the refused tile (left or right of it, to stay on the map).
    let bubble = move || {
        state.refused.get().map(|(p, why)| {
            let left = (p.x as usize) * 2 < map.width;
            let top = (p.y as usize + 1) * 100 / map.height.max(1);
            let across = scale();
            let side = if left {
                format!("left:{}%", p.x as usize * across / map.width.max(1))
            } else {
                format!(
                    "right:{}%",
                    (map.width - p.x as usize - 1) * across / map.width.max(1)
                )
            };
            view! {
                <p class="dg-why-bubble" style=format!("{side};top:{top}%") data-testid="why-bubble">
                    <span aria-hidden="true">"✗ "</span>{why}
                </p>
            }
        })
    };
    view! {
        <div class="dg-map-wrap" class:zoomed=move || { scale() > 100 }>
            <svg
                node_ref=svg
                class="dg-map"
                style:width=move || { (scale() > 100).then(|| format!("{}%", scale())) }
                style:--fs-min=fs_min
                viewBox=format!("0 0 {w} {h}")
                role="group"
                aria-label=i18n.live(Key::DgMapLabel)
                on:click=move |e| {
                    if let Some(p) = tile_of(e.target()) {
                        press(p);
                    }
                }
                on:keydown=on_key
                on:focusin=move |e| {
                    if let Some(p) = tile_of(e.target()) {
                        cursor.set(p);
                    }
                }
            >
                {tiles}
                <g class="dg-top" inner_html=move || top_art(map, i18n) />
                {doors}
            </svg>
            {bubble}
        </div>
    }
}
