//! Under every game table: the rules one tap away, and starting over (which asks first while
//! the game is unfinished, since an abandoned game is neither kept nor listed).
//!
//! The question takes the focus as it opens (which also scrolls it into view: it sits below
//! the side panels, often below the fold), Escape answers "keep playing", and the focus goes
//! back to the Abandon button, so a keyboard player is never left behind the question.

use leptos::html::{Button, Div};
use leptos::prelude::*;

use crate::app::focus::{bottom_in_view, focused_button};
use crate::app::i18n::{use_i18n, Key};
use crate::rules::GameId;

/// Rules, and starting over (which asks first while the game is unfinished).
#[component]
pub fn Toolbar(game: GameId, over: Signal<bool>, on_new_game: Callback<()>) -> impl IntoView {
    let i18n = use_i18n();
    let confirming = RwSignal::new(false);
    let abandon = NodeRef::<Button>::new();
    let keep = focused_button();
    let question = NodeRef::<Div>::new();
    // The focus on “Keep playing” scrolls only that button into view; the question above it
    // and the other button must be seen too, so the whole box comes up when it ends below.
    Effect::new(move |_| {
        if let Some(q) = question.get() {
            bottom_in_view(&q);
        }
    });
    let keep_playing = move || {
        confirming.set(false);
        if let Some(button) = abandon.get_untracked() {
            let _ = button.focus();
        }
    };
    view! {
        <div class="toolbar">
            // A plain link (the router follows it): never the current page here.
            <a href=format!("/rules/{game}") class="btn btn-quiet">
                <span aria-hidden="true">"? "</span>
                {i18n.live(Key::Rules)}
            </a>
            <Show when=move || !over.get()>
                <button class="btn btn-quiet" node_ref=abandon on:click=move |_| confirming.set(true)>
                    {i18n.live(Key::Abandon)}
                </button>
            </Show>
        </div>
        <Show when=move || confirming.get()>
            <div
                class="warn"
                node_ref=question
                role="alertdialog"
                aria-labelledby="abandon-q"
                on:keydown=move |e| {
                    if e.key() == "Escape" {
                        e.prevent_default();
                        keep_playing();
                    }
                }
            >
                <p id="abandon-q">{i18n.live(Key::AbandonQuestion)}</p>
                <div class="actions">
                    <button class="btn btn-danger" on:click=move |_| {
                        confirming.set(false);
                        on_new_game.run(());
                    }>{i18n.live(Key::AbandonYes)}</button>
                    <button class="btn" node_ref=keep on:click=move |_| keep_playing()>
                        {i18n.live(Key::KeepPlaying)}
                    </button>
                </div>
            </div>
        </Show>
    }
}
