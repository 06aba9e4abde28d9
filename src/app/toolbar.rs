//! Under every game table: the rules one tap away, and starting over (which asks first while
//! the game is unfinished, since an abandoned game is neither kept nor listed).

use crate::app::route::Link;
use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};
use crate::rules::GameId;

/// Rules, and starting over (which asks first while the game is unfinished).
#[component]
pub fn Toolbar(game: GameId, over: Signal<bool>, on_new_game: Callback<()>) -> impl IntoView {
    let i18n = use_i18n();
    let confirming = RwSignal::new(false);
    view! {
        <div class="toolbar">
            <Link href=format!("/rules/{game}") class="btn btn-quiet">
                <span aria-hidden="true">"? "</span>
                {i18n.live(Key::Rules)}
            </Link>
            <Show when=move || !over.get()>
                <button class="btn btn-quiet" on:click=move |_| confirming.set(true)>
                    {i18n.live(Key::Abandon)}
                </button>
            </Show>
        </div>
        <Show when=move || confirming.get()>
            <div class="warn" role="alertdialog" aria-labelledby="abandon-q">
                <p id="abandon-q">{i18n.live(Key::AbandonQuestion)}</p>
                <div class="actions">
                    <button class="btn btn-danger" on:click=move |_| {
                        confirming.set(false);
                        on_new_game.run(());
                    }>{i18n.live(Key::AbandonYes)}</button>
                    <button class="btn" on:click=move |_| confirming.set(false)>
                        {i18n.live(Key::KeepPlaying)}
                    </button>
                </div>
            </div>
        </Show>
    }
}
