//! Placing the current card's tile on one human's board: the ghost follows taps, drags and the
//! keyboard (placing.rs); the engine judges every position as it moves (`Board::check`), and
//! nothing is final until "Place here" (or Enter) while the ghost is green.

use leptos::prelude::*;

use super::board_view::BoardView;
use super::ghost::{Aimed, Cursor};
use super::placer_controls::{on_key, placer_controls};
use super::placer_words::{spots_line, status};
use super::placing::Placing;
use crate::app::focus::focus_when_idle;
use crate::app::i18n::{use_i18n, Key};
use crate::app::seat::about;
use crate::rules::nmbr9::{Board, Place};

#[component]
pub fn Placer(
    seat: usize,
    digit: u8,
    board: Board,
    zoom: RwSignal<usize>,
    /// Where the page keeps the aim (see `Aimed`): set as the placer starts, changed by it.
    aimed: RwSignal<Option<Aimed>>,
    /// Where the ghost starts (a tile just taken back, the screen before a reload), else a
    /// legal spot near the middle.
    from: Option<Cursor>,
    /// Whether the legal spots start shown (as before a reload).
    spots_on: bool,
    #[prop(into)] on_place: Callback<Place>,
) -> impl IntoView {
    let i18n = use_i18n();
    let placing = Placing::new(seat, digit, board, aimed, on_place, i18n);
    placing.start(from, spots_on);
    // A placement redraws the board for the next card; the keyboard player's focus must not
    // fall back to the page (it only moves here when nothing else holds it).
    let frame = NodeRef::<leptos::html::Div>::new();
    focus_when_idle(frame);
    let ghost = Memo::new(move |_| placing.ghost());
    let spots = Memo::new(move |_| placing.spots());
    let fits = move || ghost.with(|g| g.as_ref().is_some_and(|g| g.verdict.is_ok()));

    view! {
        <div class="n9-placer">
            <p class="n9-status" class:ok=fits class:bad=move || !fits() aria-live="polite" id="n9-status">
                <span aria-hidden="true">{move || if fits() { "✓ " } else { "✗ " }}</span>
                {move || ghost.get().map(|g| status(i18n, digit, g.verdict))}
            </p>
            <div
                class="n9-frame"
                node_ref=frame
                tabindex="0"
                role="application"
                aria-roledescription=i18n.live(Key::GameNmbr9)
                aria-label=move || about(i18n, Key::N9Places, seat, &[("digit", digit.to_string())])
                aria-describedby="n9-status n9-keys"
                on:keydown=move |e| on_key(placing, zoom, e)
            >
                <BoardView
                    board=Signal::derive(move || placing.board())
                    ghost=ghost
                    spots=spots
                    zoom=zoom
                    label=Signal::derive(move || about(i18n, Key::N9BoardOf, seat, &[]))
                    on_tap=move |(x, y): (i32, i32)| placing.tap(x, y)
                    on_drag=move |(x, y): (i32, i32)| placing.move_to(x, y)
                    on_turn=move |_| placing.turn(1)
                />
            </div>
            <p class="hint n9-spots-line" data-testid="spots-line">
                {move || placing.spots_shown().then(|| spots.with(|s| spots_line(i18n, digit, s)))}
            </p>
            <p class="feedback" role="alert">{move || placing.refused.get()}</p>
            {placer_controls(i18n, placing, zoom)}
        </div>
    }
}
