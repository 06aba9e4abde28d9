//! `/number`: what the address asks for decides the screen —
//! `?replay=` the replay viewer, `?seed=`/`?seats=` a prefilled setup (a friend's challenge),
//! nothing: the saved game in progress, or a new game's setup.

use leptos::prelude::*;

use super::link_error::LinkError;
use super::replay::ReplayViewer;
use super::session::{commit, forget_saved, restore, Progress, Session};
use super::setup::Setup;
use super::table::GameTable;
use crate::app::i18n::{use_i18n, Key};
use crate::app::notices::use_notices;
use crate::app::route;
use crate::app::share::{parse_challenge, parse_replay, Challenge};
use crate::rules::number::Options;
use crate::rules::GameId;

#[component]
pub fn NumberPage() -> impl IntoView {
    let (replay, seed, seats) = (
        route::query("replay"),
        route::query("seed"),
        route::query("seats"),
    );
    move || {
        if let Some(code) = replay.get() {
            return match parse_replay(&code, GameId::Number) {
                Ok(save) => view! { <ReplayViewer save=save /> }.into_any(),
                Err(problem) => view! { <LinkError problem=problem replay=true /> }.into_any(),
            };
        }
        let (seed, seats) = (seed.get(), seats.get());
        if seed.is_none() && seats.is_none() {
            return view! { <Play challenge=None /> }.into_any();
        }
        match parse_challenge(seed.as_deref(), seats.as_deref()) {
            Ok(challenge) => view! { <Play challenge=Some(challenge) /> }.into_any(),
            Err(problem) => view! { <LinkError problem=problem replay=false /> }.into_any(),
        }
    }
}

/// The game in progress, or the setup of a new one.
#[component]
fn Play(challenge: Option<Challenge>) -> impl IntoView {
    let i18n = use_i18n();
    let notices = use_notices();
    let session = RwSignal::new(restore(notices));
    // A challenge shows its setup even over a saved game; that game stays until a start.
    let show_setup = RwSignal::new(challenge.is_some());
    let refused = RwSignal::new(None::<String>);
    let from_link = challenge.is_some();
    let (seed, seats) = match challenge {
        Some(c) => (c.seed, c.seats.unwrap_or_else(|| Options::default().seats)),
        None => (None, Options::default().seats),
    };

    // Leave the link's address once acted on, so a reload resumes the game instead.
    let to_plain_page = move || {
        if from_link {
            route::replace("/number");
        }
    };
    let to_plain = to_plain_page;
    let on_start =
        move |(options, seed): (Options, crate::rules::Seed)| match Session::new(&options, seed) {
            Ok(new) => {
                commit(&new, notices);
                session.set(Some(new));
                show_setup.set(false);
                to_plain();
            }
            Err(e) => refused.set(Some(e.reason)),
        };
    let on_resume = move |_| {
        show_setup.set(false);
        to_plain_page();
    };
    let on_new_game = move |_| {
        forget_saved();
        session.set(None);
    };
    let has_session = move || session.with(Option::is_some);

    view! {
        <Show
            when=move || has_session() && !show_setup.get()
            fallback=move || {
                let progress = session.with_untracked(|s| s.as_ref().map(Progress::of));
                let seats = seats.clone();
                view! {
                    <Setup
                        seed=seed
                        seats=seats
                        from_link=from_link
                        in_progress=progress
                        on_start=on_start
                        on_resume=on_resume
                    />
                    <p class="feedback" role="alert">
                        {move || refused.get().map(|why| i18n.f(Key::MoveRefused, &[("why", why)]))}
                    </p>
                }
            }
        >
            <GameTable session=session on_new_game=on_new_game />
        </Show>
    }
}
