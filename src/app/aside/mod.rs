//! A daily or a challenge played apart from the player's own game in progress (store::aside,
//! docs/storage.md): the line above a game page that brings the game set aside back in one
//! press (home has its own link to it, shell::home). Nothing here needs the
//! game's engine (the page's first module holds it): which sort of game the page shows is
//! asked of the later views (`start`).

pub mod start;

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};
use crate::app::later::Arrival;
use crate::app::notices::use_notices;
use crate::app::session::{AppGame, Held};
use crate::app::storage::{self, AsideKind};

/// "Back to your game in progress", "… your daily", "… your challenge".
pub fn back_to(kind: AsideKind) -> Key {
    match kind {
        AsideKind::Own => Key::BackToOwnGame,
        AsideKind::Daily => Key::BackToDaily,
        AsideKind::Challenge => Key::BackToChallenge,
    }
}

/// Above a game page while a game is set aside: one press brings it back, and the game shown,
/// unless it is over, goes aside in its place. `redraw` is bumped when it did, so the table is
/// drawn anew for the other game; `followed` counts other tabs' writes of the page's save.
#[component]
pub fn AsideBar<G: AppGame + Send + Sync + 'static>(
    session: Held<G>,
    later: Arrival<G>,
    followed: RwSignal<u32>,
    redraw: RwSignal<u32>,
) -> impl IntoView
where
    G::Seat: Send + Sync,
    G::Action: Send + Sync,
{
    let i18n = use_i18n();
    let notices = use_notices();
    let theirs = storage::follow(crate::store::keys::aside(G::ID));
    let note = Memo::new(move |_| {
        // Read again whenever either game may have moved: here (a move, a start) or elsewhere.
        session.track();
        followed.track();
        theirs.track();
        redraw.track();
        storage::aside_note(G::ID)
    });
    let over = move || session.with(|s| s.as_ref().is_some_and(|s| s.game.outcome().is_some()));
    let back = move |_| {
        let Some(views) = later.get_untracked() else {
            return;
        };
        let shown = session.with_untracked(|s| {
            s.as_ref()
                .filter(|s| s.game.outcome().is_none())
                .map(|s| views.kind(s, notices))
        });
        if storage::bring_back(G::ID, shown, notices) {
            session.set(views.restore(notices));
            redraw.update(|n| *n += 1);
        }
    };
    let what = move || {
        i18n.t(back_to(
            note.get().flatten().map_or(AsideKind::Own, |n| n.kind),
        ))
    };
    // Where the game set aside stands, in the page's own words for it (replayed by the engine).
    let at = move || {
        note.track();
        redraw.track();
        let views = later.get()?;
        Some((views.views.progress)(&views.aside()?, i18n))
    };
    view! {
        <Show when=move || note.with(Option::is_some)>
            <p class="aside-bar" data-testid="aside-bar">
                <button
                    class=move || if over() { "btn btn-primary aside-back" } else { "btn aside-back" }
                    on:click=back
                >
                    <span class="aside-what">{what}</span>
                    <span class="aside-where">{at}</span>
                </button>
            </p>
        </Show>
    }
}
