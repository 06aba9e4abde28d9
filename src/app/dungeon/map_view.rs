//! The dungeon map in SVG, drawn from the engine's `Map` (which never changes during play) and
//! the numbers written so far. Every tile is a button in a roving tab order: the arrow keys
//! move along the map, Enter writes the chosen die, Escape lets go of it. Tiles the chosen die
//! may go on are ringed and dotted (shape and colour); a refused tile is crossed, and the
//! engine's reason is written beside it.

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::words::{symbol_short, tile_text};
use crate::app::i18n::{use_i18n, Key};
use crate::rules::dungeon::{Dir, Feature, LinkKind, Map, Pos, Region, Shape, Side, Symbol};

/// One tile's side in SVG units.
const C: i32 = 40;
/// Room around the map for the outer walls.
const PAD: i32 = 4;

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

fn shape_points(shape: Shape, cx: i32, cy: i32, r: i32) -> String {
    // Precomputed unit outlines (×100), so no float formatting reaches the wasm.
    const TRI: &[(i32, i32)] = &[(0, -100), (87, 50), (-87, 50)];
    const SQ: &[(i32, i32)] = &[(-80, -80), (80, -80), (80, 80), (-80, 80)];
    const PENT: &[(i32, i32)] = &[(0, -100), (95, -31), (59, 81), (-59, 81), (-95, -31)];
    let unit = match shape {
        Shape::Triangle => TRI,
        Shape::Square => SQ,
        Shape::Pentagon => PENT,
    };
    unit.iter()
        .map(|(x, y)| format!("{},{}", cx + x * r / 100, cy + y * r / 100))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A feature's drawing inside a tile (0..C square); `small` once a number is written there,
/// so the number stays the thing to read.
fn feature_art(map: &Map, feature: Feature, small: bool) -> AnyView {
    // Centre and size: the middle of the tile when empty, the top-right corner when written.
    let (cx, cy, r) = if small { (32, 8, 6) } else { (20, 20, 13) };
    match feature {
        Feature::Start => {
            let y = if small { 38 } else { 24 };
            let size = if small { "7" } else { "9" };
            view! { <text class="dg-f-start" x="20" y=y font-size=size text-anchor="middle">"START"</text> }.into_any()
        }
        Feature::Key => view! {
            <g class="dg-f-key">
                <circle cx=cx - r / 2 cy=cy r=r / 3 />
                <path d=format!("M{} {}h{}m-{} 0v{}m-{} -{}v{}", cx - r / 6, cy, r, r / 4, r / 3, r / 3, r / 3, r / 3) />
            </g>
        }
        .into_any(),
        Feature::Chest => view! {
            <g class="dg-f-chest">
                <rect x=cx - r y=cy - r * 2 / 3 width=r * 2 height=r * 4 / 3 rx="2" />
                <path d=format!("M{} {}h{}", cx - r, cy - r / 6, r * 2) />
            </g>
        }
        .into_any(),
        Feature::Encounter => {
            let size = if small { "11" } else { "22" };
            view! { <text class="dg-f-q" x=cx y=cy + r / 2 + 2 font-size=size text-anchor="middle">"?"</text> }.into_any()
        }
        Feature::Stair(_) => view! {
            <path class="dg-f-stair" d=format!(
                "M{} {}h{}v-{}h{}v-{}h{}v-{}",
                cx - r, cy + r * 2 / 3, r * 2 / 3, r * 2 / 3, r * 2 / 3, r * 2 / 3, r * 2 / 3, r * 2 / 3
            ) />
        }
        .into_any(),
        Feature::Teleporter(link) => {
            let n = teleporter_number(map, link);
            let size = if small { "7" } else { "10" };
            view! {
                <g class="dg-f-tele">
                    <circle cx=cx cy=cy r=r />
                    <text x=cx y=cy + r / 3 font-size=size text-anchor="middle">{format!("T{n}")}</text>
                </g>
            }
            .into_any()
        }
        Feature::Mark(shape) => {
            view! { <polygon class="dg-f-mark" points=shape_points(shape, cx, cy, r) /> }.into_any()
        }
        Feature::Step(shape) => {
            view! { <polygon class="dg-f-step" points=shape_points(shape, cx, cy, r * 2 / 3) /> }
                .into_any()
        }
        Feature::A | Feature::B | Feature::APlusB => {
            let text = match feature {
                Feature::A => "a",
                Feature::B => "b",
                _ => "a+b",
            };
            let size = if small { "8" } else { "13" };
            view! { <text class="dg-f-ab" x=cx y=cy + r / 3 font-size=size text-anchor="middle">{text}</text> }.into_any()
        }
    }
}

/// The text a feature shows on the map, if it shows any.
fn feature_label(map: &Map, feature: Feature) -> Option<String> {
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

/// Teleporter pairs are numbered among the map's teleporters: 1 and 2.
pub fn teleporter_number(map: &Map, link: usize) -> usize {
    map.links[..link.min(map.links.len())]
        .iter()
        .filter(|l| l.kind == LinkKind::Teleporter)
        .count()
        + 1
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

/// The walls and doors: each inner side drawn once (right and below), the outer edges and the
/// sides next to rock from the tile itself.
fn walls(map: &'static Map, opened: Signal<Vec<bool>>) -> impl IntoView {
    let mut lines = String::new();
    let mut doors: Vec<(usize, i32, i32, bool)> = Vec::new();
    for (p, _) in map.tiles() {
        let (x, y) = (PAD + p.x as i32 * C, PAD + p.y as i32 * C);
        for dir in Dir::ALL {
            let neighbour = p.step(dir).filter(|q| map.tile(*q).is_some());
            // Inner sides belong to the tile on their left or above.
            if neighbour.is_some() && matches!(dir, Dir::Up | Dir::Left) {
                continue;
            }
            let side = map.side(p, dir);
            if side == Side::Open {
                continue;
            }
            let seg = match dir {
                Dir::Up => format!("M{x} {y}h{C}"),
                Dir::Down => format!("M{x} {}h{C}", y + C),
                Dir::Left => format!("M{x} {y}v{C}"),
                Dir::Right => format!("M{} {y}v{C}", x + C),
            };
            lines.push_str(&seg);
            if let Side::Door(d) = side {
                let vertical = dir == Dir::Right;
                let (dx, dy) = if vertical {
                    (x + C, y + C / 2)
                } else {
                    (x + C / 2, y + C)
                };
                doors.push((d, dx, dy, vertical));
            }
        }
    }
    let doors = doors
        .into_iter()
        .map(|(d, x, y, vertical)| {
            let (w, h) = if vertical { (8, 20) } else { (20, 8) };
            view! {
                <rect
                    class="dg-door"
                    class:open=move || opened.with(|o| o.get(d).copied().unwrap_or(false))
                    x=x - w / 2
                    y=y - h / 2
                    width=w
                    height=h
                    rx="2"
                />
            }
        })
        .collect_view();
    view! {
        <path class="dg-walls" d=lines />
        {doors}
    }
}

/// Each room's number and symbol on its first tile, drawn over the tiles so a long label
/// ("10 EVEN") may run on over the next tile of the room.
fn room_labels(map: &'static Map) -> impl IntoView {
    let i18n = use_i18n();
    map.rooms
        .iter()
        .filter_map(|r| {
            let first = r.tiles.iter().min_by_key(|p| (p.y, p.x))?;
            let (x, y) = (PAD + first.x as i32 * C, PAD + first.y as i32 * C);
            let (number, symbol) = (r.number, r.symbol);
            Some(view! {
                <text class="dg-room-n" x=x + 3 y=y + 10>
                    {number}
                    {move || (symbol != Symbol::Any).then(|| format!(" {}", symbol_short(i18n, symbol)))}
                </text>
            })
        })
        .collect_view()
}

/// Dashed outlines around each killer cage, with its value in its first tile's corner.
fn cages(map: &'static Map) -> impl IntoView {
    map.cages
        .iter()
        .enumerate()
        .map(|(i, cage)| {
            let mut d = String::new();
            for &p in &cage.tiles {
                let (x, y) = (PAD + p.x as i32 * C, PAD + p.y as i32 * C);
                let inside =
                    |q: Option<Pos>| q.and_then(|q| map.tile(q)).and_then(|t| t.cage) == Some(i);
                const I: i32 = 4;
                if !inside(p.step(Dir::Up)) {
                    d.push_str(&format!("M{} {}h{}", x + I, y + I, C - 2 * I));
                }
                if !inside(p.step(Dir::Down)) {
                    d.push_str(&format!("M{} {}h{}", x + I, y + C - I, C - 2 * I));
                }
                if !inside(p.step(Dir::Left)) {
                    d.push_str(&format!("M{} {}v{}", x + I, y + I, C - 2 * I));
                }
                if !inside(p.step(Dir::Right)) {
                    d.push_str(&format!("M{} {}v{}", x + C - I, y + I, C - 2 * I));
                }
            }
            let first = cage.tiles.iter().min_by_key(|p| (p.y, p.x)).copied();
            let label = first.map(|p| {
                let (x, y) = (PAD + p.x as i32 * C, PAD + p.y as i32 * C);
                view! { <text class="dg-cage-n" x=x + 6 y=y + 13>{cage.value}</text> }
            });
            view! { <path class="dg-cage" d=d />{label} }
        })
        .collect_view()
}

/// The map, its numbers and (when `on_tile` is given) the tiles to press.
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
) -> impl IntoView {
    let i18n = use_i18n();
    let (w, h) = (
        map.width as i32 * C + 2 * PAD,
        map.height as i32 * C + 2 * PAD,
    );
    // The tile in the tab order: START, or the last one the keyboard went to.
    let cursor = RwSignal::new(map.start);
    let interactive = on_tile.is_some();
    let tiles = map
        .tiles()
        .map(|(p, tile)| {
            let i = map.index(p).unwrap_or(0);
            let (x, y) = (PAD + p.x as i32 * C, PAD + p.y as i32 * C);
            let region_class = match tile.region {
                Region::Room(r) => format!("dg-tile dg-room dg-c-{}", map.rooms[r].colour.name()),
                Region::Corridor(_) => "dg-tile dg-corridor".to_owned(),
            };
            let written = move || state.written.with(|w| w.get(i).copied().flatten());
            let legal = move || state.legal.with(|l| l.contains(&p));
            let refused = move || state.refused.with(|r| r.as_ref().is_some_and(|(q, _)| *q == p));
            let symbol = matches!(tile.region, Region::Corridor(_)).then_some(tile.symbol);
            let feature = tile.feature;
            let in_cage = tile.cage.is_some();
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
                let about = tile_text(i18n, map, p, n, legal().then(|| state.chosen.get()).flatten());
                if seen.is_empty() {
                    about
                } else {
                    format!("{} — {about}", seen.join(" "))
                }
            };
            let press = move || {
                if let Some(f) = on_tile {
                    cursor.set(p);
                    f.run(p);
                }
            };
            let on_key = move |e: ev::KeyboardEvent| {
                let dir = match e.key().as_str() {
                    "ArrowUp" => Dir::Up,
                    "ArrowDown" => Dir::Down,
                    "ArrowLeft" => Dir::Left,
                    "ArrowRight" => Dir::Right,
                    "Enter" | " " => {
                        e.prevent_default();
                        press();
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
            view! {
                <g
                    id=tile_id(p)
                    class=region_class
                    class:legal=legal
                    class:refused=refused
                    class:written=move || written().is_some()
                    data-x=p.x
                    data-y=p.y
                    data-feature=feature.map(feature_slug)
                    role=interactive.then_some("button")
                    tabindex=move || interactive.then(|| if cursor.get() == p { "0" } else { "-1" })
                    aria-label=move || interactive.then(aria)
                    on:click=move |_| press()
                    on:keydown=on_key
                    on:focus=move |_| cursor.set(p)
                >
                    <rect class="dg-floor" x=x y=y width=C height=C />
                    <g transform=format!("translate({x} {y})")>
                        // A corridor tile's symbol: large while the tile waits, in a corner after.
                        {symbol.filter(|s| !s.glyph().is_empty()).map(|s| {
                            let corner_y = if in_cage { "37" } else { "11" };
                            move || {
                                let text = symbol_short(i18n, s);
                                let wide = text.chars().count() > 1;
                                match written() {
                                    Some(_) => view! { <text class="dg-sym" x="3" y=corner_y>{text}</text> }.into_any(),
                                    None => view! {
                                        <text class="dg-sym big" class:wide=wide x="20" y="26" text-anchor="middle">{text}</text>
                                    }
                                    .into_any(),
                                }
                            }
                        })}
                        {move || feature.map(|f| feature_art(map, f, written().is_some()))}
                        {move || written().map(|n| view! {
                            // The space keeps "START 6" two words for assistive tech; SVG does not draw it.
                            <text class="dg-n" x="20" y="29" text-anchor="middle">{format!(" {n}")}</text>
                        })}
                        <rect class="dg-ring" x="3" y="3" width=C - 6 height=C - 6 rx="5" />
                        <circle class="dg-dot" cx=C - 7 cy=C - 7 r="3.5" />
                        <path class="dg-cross" d="M8 8L32 32M32 8L8 32" />
                        <rect class="dg-focus" x="1.5" y="1.5" width=C - 3 height=C - 3 rx="4" />
                    </g>
                </g>
            }
        })
        .collect_view();
    // The engine's reason, beside the refused tile (left or right of it, to stay on the map).
    let bubble = move || {
        state.refused.get().map(|(p, why)| {
            let left = (p.x as usize) * 2 < map.width;
            let top = (p.y as usize + 1) * 100 / map.height.max(1);
            let side = if left {
                format!("left:{}%", p.x as usize * 100 / map.width.max(1))
            } else {
                format!("right:{}%", (map.width - p.x as usize - 1) * 100 / map.width.max(1))
            };
            view! {
                <p class="dg-why-bubble" style=format!("{side};top:{top}%") data-testid="why-bubble">
                    <span aria-hidden="true">"✗ "</span>{why}
                </p>
            }
        })
    };
    view! {
        <div class="dg-map-wrap">
            <svg
                class="dg-map"
                viewBox=format!("0 0 {w} {h}")
                role="group"
                aria-label=i18n.live(Key::DgMapLabel)
            >
                {tiles}
                {room_labels(map)}
                {cages(map)}
                {walls(map, state.opened)}
            </svg>
            {bubble}
        </div>
    }
}
