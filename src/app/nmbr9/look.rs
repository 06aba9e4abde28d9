//! What the board area shows, decided from a view and the seat this screen places for: that
//! seat's board with the tile to place, or any seat's board to look at. One device (several
//! people passing it) and an online table (one seat per device) show their boards alike, so
//! both read these from the view alone; how a placement is made and sent stays theirs.

use leptos::prelude::*;

use super::board_view::{BoardView, ZOOMS};
use super::geometry::LOOK_MARGIN;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::markup::{holder, Html};
use crate::app::seat::about;
use crate::app::zoom::ZoomControl;
use crate::rules::nmbr9::{Board, View};
use crate::rules::PlayerId;

#[derive(Debug, Clone, PartialEq)]
pub enum Screen {
    Empty,
    Over,
    /// Seat `me` places `digit` on `board` (their own).
    Place {
        me: PlayerId,
        digit: u8,
        board: Board,
    },
    /// Seat `seat`'s board is shown; `me` is the seat still to place here, if any.
    Look {
        seat: PlayerId,
        me: Option<PlayerId>,
        digit: u8,
    },
}

impl Screen {
    /// `actor`: the seat that places on this screen now, if any; `viewing`: the board asked
    /// for. Only what the screen depends on is in it, so a table that compares screens does
    /// not redraw (and reset) a ghost when another seat places on its own board.
    pub fn of(view: &View, actor: Option<PlayerId>, viewing: PlayerId) -> Screen {
        if view.over {
            return Screen::Over;
        }
        let seat = viewing.min(view.players.saturating_sub(1));
        let digit = view.card.unwrap_or(0);
        match actor {
            Some(me) if me == seat => Screen::Place {
                me,
                digit,
                board: view.boards.get(me).cloned().unwrap_or_default(),
            },
            me => Screen::Look { seat, me, digit },
        }
    }
}

/// Whoever must place next is the board on screen, from the next card on (the first one is
/// the board the page opened on).
pub fn follow_actor(actor: Memo<Option<PlayerId>>, viewing: RwSignal<PlayerId>) {
    Effect::new(move |prev: Option<Option<PlayerId>>| {
        let now = actor.get();
        if let (Some(prev), Some(seat)) = (prev, now) {
            if prev != now {
                viewing.set(seat);
            }
        }
        now
    });
}

/// "Player 2 places the 9", over the placer.
pub fn place_heading(i18n: I18n, me: PlayerId, digit: u8) -> AnyView {
    holder(move || -> Html {
        let args = [("digit", digit.to_string())];
        Html::el("h2")
            .class("n9-turn")
            .text(&about(i18n, Key::N9Places, me, &args))
            .into()
    })
}

/// Over another seat's board while `me` still has to place: the way back to their own.
pub fn still_to_place(
    i18n: I18n,
    me: PlayerId,
    digit: u8,
    viewing: RwSignal<PlayerId>,
) -> impl IntoView {
    view! {
        <p class="n9-turn">
            {move || about(i18n, Key::N9StillToPlace, me, &[("digit", digit.to_string())])}
            " "
            <button class="btn btn-primary btn-small" on:click=move |_| viewing.set(me)>
                {move || about(i18n, Key::N9BoardOf, me, &[])}
            </button>
        </p>
    }
}

/// A board to look at: no ghost, taps do nothing; its own zoom control (a long board fitted
/// whole is too small to read), and its last tile drawn being laid when a bot just laid it.
#[component]
pub fn ReadOnlyBoard(
    board: Board,
    seat: PlayerId,
    zoom: RwSignal<usize>,
    #[prop(optional)] laid: bool,
) -> impl IntoView {
    let i18n = use_i18n();
    // One block: a layout that places the board (the replay's grid) keeps its zoom under it.
    view! {
        <div class="n9-look">
            <div class="n9-frame">
                <BoardView
                    board=Signal::stored(board)
                    ghost=Signal::stored(None)
                    spots=Signal::stored(Vec::new())
                    margin=LOOK_MARGIN
                    zoom=zoom
                    label=Signal::derive(move || about(i18n, Key::N9BoardOf, seat, &[]))
                    laid=laid
                    on_tap=|_| {}
                    on_drag=|_| {}
                    on_turn=|_| {}
                />
            </div>
            <div class="n9-controls n9-look-controls">
                <ZoomControl level=zoom levels=ZOOMS.len() />
            </div>
        </div>
    }
}
