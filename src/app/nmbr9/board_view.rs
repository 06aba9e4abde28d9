//! One player's board drawn in SVG, top-down: each tile as its digit shape, shaded and lifted a
//! little by level, with its digit and (above the table) its level number; the ghost of the tile being placed (green
//! with a tick where it fits, red with a cross where it does not); legal spots on request.
//!
//! Pointer and touch: a tap on the board brings the tile's middle to that cell, dragging the
//! ghost moves it, a tap on the ghost turns it. The page owns the ghost; this only reports.
//! The SVG is sized in cells × zoom inside a scrolling frame, so a phone pans a big board, and
//! a zoomed board follows the active area (follow.rs). A tile a bot has just laid comes down
//! onto the board (a CSS animation, none under reduced motion).
//! What it draws is markup (board_art.rs): the cloth, grid, tiles and spots as one picture,
//! the ghost as another inside the element that takes the pointer.

use leptos::prelude::*;

use super::board_art::{ghost_html, picture};
use super::follow::{keep_in_view, span};
use super::geometry::{cells, Extent, VIEW_MARGIN};
use super::ghost::{Ghost, Spot};
use crate::app::markup::{fixed, markup, units};
use crate::rules::nmbr9::Board;

/// On-screen size of a cell at zoom 1, at most (CSS pixels).
const CELL_PX: f64 = 36.0;
/// The zoom levels: how many times the fitted board's size, and the least a cell is then
/// (CSS pixels). From the first step in, a board of any length, however small its cells
/// fitted whole, has cells that hold its numbers (TEXT_CELL_PX).
pub const ZOOMS: [(f64, f64); 4] = [(1.0, 0.0), (1.5, 18.0), (2.0, 26.0), (3.0, 36.0)];
/// The smallest cell (CSS pixels) that holds a tile's digit and level number: each is drawn
/// inside a cell of its own at 12 px or more. A grown board fitted to a small window has smaller
/// cells; its text is then not drawn (nothing overlaps): the tiles are digit shapes, the shade
/// and lift tell the level, and the final breakdown lists every digit by level. Zooming in
/// brings the numbers back.
const TEXT_CELL_PX: f64 = 15.0;

#[component]
pub fn BoardView(
    #[prop(into)] board: Signal<Board>,
    #[prop(into)] ghost: Signal<Option<Ghost>>,
    #[prop(into)] spots: Signal<Vec<Spot>>,
    /// The zoom level, an index of ZOOMS.
    #[prop(into)]
    zoom: Signal<usize>,
    #[prop(into)] label: Signal<String>,
    /// Whether the board's last tile was just laid by a bot: it is drawn coming down.
    #[prop(optional)]
    laid: bool,
    /// Free cells shown around the tiles (geometry::VIEW_MARGIN unless given).
    #[prop(optional)]
    margin: Option<i32>,
    /// A tap on the board (not on the ghost): the cell tapped.
    #[prop(into)]
    on_tap: Callback<(i32, i32)>,
    /// The ghost dragged so that its anchor is now at this cell.
    #[prop(into)]
    on_drag: Callback<(i32, i32)>,
    /// A tap on the ghost without moving it.
    #[prop(into)]
    on_turn: Callback<()>,
) -> impl IntoView {
    let svg = NodeRef::<leptos::svg::Svg>::new();
    let margin = margin.unwrap_or(VIEW_MARGIN);
    let extent = Memo::new(move |_| board.with(|b| Extent::of(b, margin)));
    // A cell's size on screen, 0 until the board is drawn: the text is sized from it to stay
    // 12 px (style/nmbr9.css), and not drawn when a cell cannot hold it (TEXT_CELL_PX).
    let drawn = crate::app::resize::drawn_size(svg);
    let cell = Memo::new(move |_| drawn.get().0 / f64::from(extent.get().w.max(1)));
    let cell_px = move || {
        let c = cell.get();
        (c > 0.0).then(|| units(c))
    };
    let small = move || {
        let c = cell.get();
        c > 0.0 && c < TEXT_CELL_PX
    };
    // While the ghost is held: the grab offset (pointer cell − anchor) and whether it moved.
    let held = StoredValue::new(None::<((i32, i32), bool)>);
    // A drag ends with a click on the board; that click must not also move the ghost.
    let swallow_click = StoredValue::new(false);

    let cell_at = move |client_x: i32, client_y: i32| -> Option<(i32, i32)> {
        let el = svg.get_untracked()?;
        let r = el.get_bounding_client_rect();
        if r.width() <= 0.0 || r.height() <= 0.0 {
            return None;
        }
        let e = extent.get_untracked();
        let x = e.x0 as f64 + (client_x as f64 - r.left()) / r.width() * e.w as f64;
        let y = e.y0 as f64 + (client_y as f64 - r.top()) / r.height() * e.h as f64;
        Some((x.floor() as i32, y.floor() as i32))
    };

    let on_ghost_down = move |e: web_sys::PointerEvent| {
        let Some(g) = ghost.get_untracked() else {
            return;
        };
        let Some((cx, cy)) = cell_at(e.client_x(), e.client_y()) else {
            return;
        };
        e.prevent_default();
        e.stop_propagation();
        if let Some(el) = svg.get_untracked() {
            let _ = el.set_pointer_capture(e.pointer_id());
        }
        held.set_value(Some(((cx - g.x, cy - g.y), false)));
    };
    let on_move = move |e: web_sys::PointerEvent| {
        let Some(((gx, gy), _)) = held.get_value() else {
            return;
        };
        let Some((cx, cy)) = cell_at(e.client_x(), e.client_y()) else {
            return;
        };
        let Some(g) = ghost.get_untracked() else {
            return;
        };
        if (cx - gx, cy - gy) != (g.x, g.y) {
            held.set_value(Some(((gx, gy), true)));
            on_drag.run((cx - gx, cy - gy));
        }
    };
    let on_up = move |_e: web_sys::PointerEvent| {
        if let Some((_, moved)) = held.get_value() {
            held.set_value(None);
            swallow_click.set_value(true);
            if !moved {
                on_turn.run(());
            }
        }
    };
    let on_click = move |e: web_sys::MouseEvent| {
        if swallow_click.get_value() {
            swallow_click.set_value(false);
            return;
        }
        if let Some(cell) = cell_at(e.client_x(), e.client_y()) {
            on_tap.run(cell);
        }
    };

    // Zoomed in, the frame follows the active area: the ghost, else the tile laid last. Again
    // whenever either moves or the board's drawn size changes (a zoom step), once the browser
    // has laid it out; never while the ghost is dragged (the board would slide under the
    // finger).
    Effect::new(move |_| {
        let active = ghost
            .with(|g| {
                g.as_ref()
                    .and_then(|g| span(cells(g.digit, g.rotation, g.x, g.y)))
            })
            .or_else(|| board.with(|b| b.tiles().last().and_then(|t| span(t.cells()))));
        let e = extent.get();
        drawn.track();
        let Some(active) = active else { return };
        // The board may be gone by the next frame (a looked-at board is drawn anew on every
        // move): then there is nothing to follow.
        request_animation_frame(move || {
            if held.try_get_value().is_none_or(|h| h.is_some()) {
                return;
            }
            if let Some(el) = svg.try_get_untracked().flatten() {
                keep_in_view(AsRef::<web_sys::Element>::as_ref(&el), e, active);
            }
        });
    });

    let width = move || {
        let e = extent.get();
        let (z, floor) = ZOOMS[zoom.get().min(ZOOMS.len() - 1)];
        // As wide as the frame, but no cell over CELL_PX and the whole board within ~54% of
        // the window's height (a 1366×768 laptop, or a phone once the board has grown tall,
        // then shows the prompt, the board and the Place button at once), all times the zoom,
        // with cells of at least the zoom's floor (the frame scrolls when zoomed in).
        let tall = 54.0 * e.w as f64 / e.h as f64;
        format!(
            "max(calc(min(100%, {}px, {}vh) * {}), {}px)",
            units(e.w as f64 * CELL_PX),
            units(tall),
            units(z),
            units(e.w as f64 * floor)
        )
    };
    // The cloth, the grid, the tiles and the spots: a picture, written as markup.
    let picture = move || board.with(|b| spots.with(|s| picture(extent.get(), b, laid, s)));
    view! {
        <svg
            node_ref=svg
            class="n9-board"
            class:n9-small=small
            role="img"
            aria-label=label
            viewBox=move || extent.get().view_box()
            style:width=width
            style:aspect-ratio=move || { let e = extent.get(); format!("{} / {}", e.w, e.h) }
            style:--cell=cell_px
            on:pointermove=on_move
            on:pointerup=on_up
            on:pointercancel=move |_| held.set_value(None)
            on:click=on_click
        >
            <g inner_html=markup(picture) />
            {move || ghost.get().map(|g| view! {
                <g class="ghost-hold" on:pointerdown=on_ghost_down inner_html=fixed(ghost_html(&g)) />
            })}
        </svg>
    }
}
