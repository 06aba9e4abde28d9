//! NMBR 9 at an online table: the same placer, boards, cards and seats panel as on one device,
//! drawn from this seat's view alone. Every seat places the card at once, each on its own
//! device: this one places on its own board and looks at any other while the card waits. No
//! undo (a placement is sent at once) and the bots are the server's.

use leptos::prelude::*;

use super::cards::cards_panel;
use super::look::{follow_actor, place_heading, still_to_place, ReadOnlyBoard, Screen};
use super::placer::Placer;
use super::seats_panel::SeatsPanel;
use crate::app::i18n::Key;
use crate::app::online::{OnlineGame, Remote};
use crate::rules::nmbr9::Nmbr9Game;
use crate::rules::{PlayerId, SeatView};

impl OnlineGame for Nmbr9Game {
    fn table(remote: Remote<Self>) -> AnyView {
        table(remote)
    }
}

fn table(remote: Remote<Nmbr9Game>) -> AnyView {
    let (view, i18n) = (remote.view, remote.i18n);
    // This device's seat while the card waits for its placement.
    let actor = Memo::new(move |_| {
        let me = remote.me.get()?;
        view.with(|v| v.as_ref().is_some_and(|v| v.to_act().contains(&me)))
            .then_some(me)
    });
    let viewing = RwSignal::new(remote.me.get_untracked().unwrap_or(0));
    let zoom = RwSignal::new(0);
    follow_actor(actor, viewing);
    // Another seat placing changes the view but not this screen: the ghost stays where it is.
    let screen = Memo::new(move |_| {
        view.with(|v| {
            v.as_ref()
                .map_or(Screen::Empty, |v| Screen::of(v, actor.get(), viewing.get()))
        })
    });
    let board_of = move |seat: PlayerId| {
        view.with(|v| v.as_ref().and_then(|v| v.boards.get(seat).cloned()))
            .unwrap_or_default()
    };
    let look = move |seat: PlayerId| move || view! { <ReadOnlyBoard board=board_of(seat) seat=seat zoom=zoom /> };
    let main = move || match screen.get() {
        Screen::Empty => ().into_any(),
        Screen::Over => {
            let players = view.with_untracked(|v| v.as_ref().map_or(1, |v| v.players));
            let seat = Memo::new(move |_| viewing.get().min(players - 1));
            (move || look(seat.get())()).into_any()
        }
        Screen::Place { me, digit, board } => view! {
            {place_heading(i18n, me, digit)}
            <Placer
                seat=me
                digit=digit
                board=board
                zoom=zoom
                aimed=RwSignal::new(None)
                from=None
                spots_on=false
                on_place=move |place| remote.act.run(place)
            />
        }
        .into_any(),
        Screen::Look {
            seat,
            me: Some(me),
            digit,
        } => view! { {still_to_place(i18n, me, digit, viewing)} {look(seat)} }.into_any(),
        // Placed (or watching): the others' placements come in as they make them.
        Screen::Look { seat, me: None, .. } => view! {
            <p class="n9-turn" aria-live="polite">
                {move || remote.me.get().map(|_| i18n.t(Key::N9Waiting))}
            </p>
            {look(seat)}
        }
        .into_any(),
    };
    let playing = Memo::new(move |_| view.with(|v| v.as_ref().is_some_and(|v| !v.over)));
    view! {
        <div class="table-layout game-nmbr9">
            <div class="board">{main}</div>
            <aside class="side">
                {move || playing.get().then(|| cards_panel(i18n, view))}
                {move || view.get().map(|v| view! { <SeatsPanel view=v viewing=viewing /> })}
            </aside>
        </div>
    }
    .into_any()
}
