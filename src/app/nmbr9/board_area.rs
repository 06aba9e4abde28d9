//! The board area of the game in progress: the engine's refusal, then the screen the game is at
//! (look.rs `Screen`): the acting human's board with the tile to place, any seat's board to
//! look at, or the final board with sharing and a new game; the undo under it.

use leptos::prelude::*;

use super::ghost::{Aimed, Cursor};
use super::look::{place_heading, still_to_place, ReadOnlyBoard, Screen};
use super::placer::Placer;
use super::placer_controls::marked;
use super::session::Session;
use crate::app::game_screens::Table;
use crate::app::i18n::Key;
use crate::app::markup::markup;
use crate::app::seat::player_name;
use crate::app::share::seed_link;
use crate::app::share_bar::ShareBar;
use crate::app::turn::bots_to_act;
use crate::rules::nmbr9::{Nmbr9Game, Place, View};
use crate::rules::{Game, GameId, PlayerId};

/// What the board area reads and changes (table.rs makes it).
#[derive(Clone, Copy)]
pub struct Area {
    pub table: Table<Nmbr9Game>,
    pub public: Memo<Option<View>>,
    /// The human seat to place now, if any.
    pub actor: Memo<Option<PlayerId>>,
    /// The board asked for.
    pub viewing: RwSignal<PlayerId>,
    pub zoom: RwSignal<usize>,
    /// Where the next ghost starts, if not at a legal spot near the middle.
    pub resume_at: RwSignal<Option<Cursor>>,
    /// Whether the spots start shown when the ghost resumes.
    pub spots_on: bool,
    pub aimed: RwSignal<Option<Aimed>>,
    pub refused: RwSignal<Option<String>>,
    pub apply: Callback<Place>,
    pub undo: Callback<()>,
}

pub fn board_area(area: Area) -> impl IntoView {
    let (session, i18n) = (area.table.session, area.table.i18n);
    view! {
        <p class="feedback" role="alert">
            {move || area.refused.get().map(|why| i18n.f(Key::MoveRefused, &[("why", why)]))}
        </p>
        {screen(area)}
        {move || session.with(|s| s.as_ref().and_then(Session::undoable_human_place)).map(|p| view! {
            <button class="btn" on:click=move |_| area.undo.run(()) inner_html=markup(move || {
                let words = format!("{} · {}", i18n.t(Key::N9Undo), player_name(i18n, p.player));
                marked("↶", &words)
            }) />
        })}
    }
}

/// The screen the game is at. A bot placing on its own board never redraws (and resets) the
/// ghost a human is moving: only what the screen depends on is compared.
fn screen(area: Area) -> impl Fn() -> AnyView {
    let Area {
        table,
        viewing,
        zoom,
        ..
    } = area;
    let session = table.session;
    let screen = Memo::new(move |_| {
        area.public.with(|v| {
            v.as_ref().map_or(Screen::Empty, |v| {
                Screen::of(v, area.actor.get(), viewing.get())
            })
        })
    });
    let board_of = move |seat: usize| {
        session.with(|s| {
            s.as_ref()
                .map(|s| s.game.board(seat).clone())
                .unwrap_or_default()
        })
    };
    // Whether a bot has just placed on this seat's board (the last action is its placement):
    // the board, drawn again for it, shows that tile being laid.
    let laid_on = move |seat: usize| {
        session.with(|s| {
            s.as_ref()
                .and_then(Session::last_bot_place)
                .is_some_and(|p| p.player == seat)
        })
    };
    let look = move |seat: usize| move || view! { <ReadOnlyBoard board=board_of(seat) seat=seat zoom=zoom laid=laid_on(seat) /> };
    move || match screen.get() {
        Screen::Empty => ().into_any(),
        Screen::Over => {
            let Some(s) = session.get_untracked() else {
                return ().into_any();
            };
            let players = s.seats().len();
            let seat = Memo::new(move |_| viewing.get().min(players - 1));
            // The outcome itself leads the page (final_score::result, app::later).
            crate::app::focus::outcome_when_shown();
            view! {
                {move || look(seat.get())()}
                <ShareBar seed=s.game.seed() seed_link=seed_link(GameId::Nmbr9, s.game.seed(), s.seats(), &[]) replay=s.to_save() />
                <button class="btn btn-primary btn-big" on:click=move |_| table.on_new_game.run(())>
                    {table.i18n.live(Key::NewGame)}
                </button>
            }
            .into_any()
        }
        Screen::Place { me, digit, board } => view! {
            {place_heading(table.i18n, me, digit)}
            <Placer
                seat=me
                digit=digit
                board=board
                zoom=zoom
                aimed=area.aimed
                from=area.resume_at.get_untracked()
                spots_on=area.spots_on && area.resume_at.get_untracked().is_some()
                on_place=area.apply
            />
        }
        .into_any(),
        // A human still has to place, but another board is being looked at.
        Screen::Look {
            seat,
            me: Some(me),
            digit,
        } => view! { {still_to_place(table.i18n, me, digit, viewing)} {look(seat)} }.into_any(),
        Screen::Look { seat, me: None, .. } => {
            let waiting = move || {
                let bots =
                    session.with(|s| s.as_ref().is_some_and(|s| !bots_to_act(&s.game).is_empty()));
                table.i18n.t(if bots {
                    Key::N9BotsPlacing
                } else {
                    Key::N9Waiting
                })
            };
            view! { <p class="n9-turn" aria-live="polite">{waiting}</p> {look(seat)} }.into_any()
        }
    }
}
