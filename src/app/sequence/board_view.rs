//! The 10×10 board: each space shows its number, its colour group twice over (a tint and a
//! shape: ○ △ □ ◇ for 1–12, 13–24, 25–36, 37–48), the chip on it in its team's colour and
//! shape (● ▲ ■), completed sequences outlined and locked, the spaces the chosen card allows
//! lit, and the last move ringed. Free corners (★) count for everyone.
//!
//! One space at a time is in the Tab order; the arrows move between spaces, Enter plays.

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::space::{space_html, space_label};
use crate::app::i18n::{use_i18n, Key};
use crate::app::ids::Ids;
use crate::app::markup::markup;
use crate::app::zoom::ZoomControl;
use crate::rules::sequence::board::{is_corner, number_at, row_col, Cell, CELLS, SIDE};
use crate::rules::sequence::deck::group_of;
use crate::rules::sequence::Board;

/// A space's id, in the board's scope (app::ids: a replay's board is another).
fn space_id(ids: Ids, cell: Cell) -> String {
    ids.id(&format!("sq-space-{cell}"))
}

pub fn focus_space(ids: Ids, cell: Cell) {
    let found = document().get_element_by_id(&space_id(ids, cell));
    if let Some(el) = found.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = el.focus();
    }
}

/// The board's width at each zoom level: as the page fits it, then wide enough for spaces of
/// 45 and 56 px (ten spaces and nine 2 px gaps), which a phone scrolls.
pub const ZOOM_PX: [Option<u32>; 3] = [None, Some(470), Some(580)];

#[component]
pub fn BoardView(
    #[prop(into)] board: Signal<Board>,
    /// Spaces the chosen card allows (where a chip goes, or which chip a Minus takes).
    #[prop(into)]
    allowed: Signal<Vec<Cell>>,
    /// The last move's space, ringed.
    #[prop(into)]
    last: Signal<Option<Cell>>,
    #[prop(into)] on_pick: Callback<Cell>,
    /// The zoom level the page keeps (see `ZOOM_PX`); none: drawn to fit, no control.
    #[prop(optional)]
    zoom: Option<RwSignal<usize>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let ids = Ids::here();
    // The tables hand in signals derived from the game, which copy the board (or scan the
    // events) on every read: read once per change here, and each space reads only its own
    // memos, so a move redraws the spaces it changed, not all hundred (redrawing them all held the
    // page's thread too long on a bot's move: docs/experiments/performance-log.md,
    // "Sequence: a move redrew all hundred spaces").
    let board = Memo::new(move |_| board.get());
    let allowed = Memo::new(move |_| allowed.get());
    let last = Memo::new(move |_| last.get());
    // The one space in the Tab order: where the player last moved it (the arrows, a focus)
    // while the same spaces were allowed; else the first allowed one, so a newly chosen card
    // puts it there; else where it last was moved.
    let moved = RwSignal::new(None::<(Cell, Vec<Cell>)>);
    let cursor = move || {
        moved.with(|m| {
            let kept = m
                .as_ref()
                .and_then(|(cell, among)| allowed.with(|a| a == among).then_some(*cell));
            kept.or_else(|| allowed.with(|a| a.first().copied()))
                .or(m.as_ref().map(|(cell, _)| *cell))
                .unwrap_or(0)
        })
    };
    let move_to = move |cell: Cell| moved.set(Some((cell, allowed.get_untracked())));
    let on_key = move |e: ev::KeyboardEvent| {
        let (r, c) = row_col(untrack(cursor));
        let (r, c) = match e.key().as_str() {
            "ArrowLeft" => (r, c.saturating_sub(1)),
            "ArrowRight" => (r, (c + 1).min(SIDE - 1)),
            "ArrowUp" => (r.saturating_sub(1), c),
            "ArrowDown" => ((r + 1).min(SIDE - 1), c),
            "Home" => (r, 0),
            "End" => (r, SIDE - 1),
            _ => return,
        };
        e.prevent_default();
        let to = (r * SIDE + c) as Cell;
        move_to(to);
        focus_space(ids, to);
    };
    let spaces = (0..CELLS as Cell)
        .map(|cell| {
            let number = number_at(cell);
            let group = (!is_corner(cell)).then(|| group_of(number));
            let chip = Memo::new(move |_| board.with(|b| b.chip(cell)));
            let locked = Memo::new(move |_| board.with(|b| b.is_locked(cell)));
            let lit = Memo::new(move |_| allowed.with(|a| a.contains(&cell)));
            let is_last = Memo::new(move |_| last.get() == Some(cell));
            let class = match group {
                Some(g) => format!("sq-space g{g}"),
                None => "sq-space corner".to_owned(),
            };
            view! {
                <button
                    id=space_id(ids, cell)
                    class=class
                    class:lit=lit
                    class:locked=locked
                    class:last=is_last
                    tabindex=move || if cursor() == cell { "0" } else { "-1" }
                    aria-label=move || space_label(i18n, cell, chip.get(), locked.get(), lit.get())
                    data-cell=cell
                    on:focus=move |_| move_to(cell)
                    on:click=move |_| on_pick.run(cell)
                    inner_html=markup(move || space_html(number, group, chip.get()))
                ></button>
            }
        })
        .collect_view();
    view! {
        {zoom.map(|z| view! { <ZoomControl level=z levels=ZOOM_PX.len() /> })}
        <div class="zoom-frame">
            <div
                class="sq-board"
                role="group"
                aria-label=i18n.live(Key::SqBoard)
                on:keydown=on_key
                style:width=move || zoom.and_then(|z| ZOOM_PX[z.get().min(ZOOM_PX.len() - 1)]).map(|px| format!("{px}px"))
                style:min-width=move || zoom.and_then(|z| ZOOM_PX[z.get().min(ZOOM_PX.len() - 1)]).map(|px| format!("{px}px"))
            >
                {spaces}
            </div>
        </div>
    }
}
