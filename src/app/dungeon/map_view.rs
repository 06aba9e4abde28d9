//! The dungeon map in SVG, drawn from the engine's `Map` (which never changes during play) and
//! the numbers written so far: its tiles and doors (map_tiles.rs), each tile a button in one
//! roving tab order (roving.rs), the labels over them, a refused tile crossed (its reason is
//! said once, under the map: table.rs). The page keeps the zoom; the text keeps a readable
//! size whatever the map's scale.

use leptos::prelude::*;

use super::map_grid::{C, PAD};
use super::map_state::MapState;
use super::map_tiles::{door_views, tiles};
use super::map_top::top_art;
use super::roving::Roving;
use crate::app::i18n::{use_i18n, Key};
use crate::app::markup::{markup, units};
use crate::rules::dungeon::{Map, Pos};

/// The map's width at each zoom level, in percent of its frame: fitted, then tiles about 1.5
/// and 2 times larger (a phone scrolls the map inside its frame).
pub const ZOOM_PERCENT: [u16; 3] = [100, 150, 200];

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
    let roving = Roving::new(map, on_tile, on_escape);
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
                on:click=move |e| roving.click(e)
                on:keydown=move |e| roving.key(e)
                on:focusin=move |e| roving.focus_in(e)
            >
                {tiles(map, state, roving, i18n)}
                <g class="dg-top" inner_html=markup(move || top_art(map, i18n)) />
                {door_views(map, state)}
            </svg>
        </div>
    }
}
