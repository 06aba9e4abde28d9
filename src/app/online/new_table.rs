//! A new table's first step (`?table=new`): the host's name, then the table is opened.

use leptos::prelude::*;

use crate::app::i18n::{I18n, Key};

/// The name field and the button that opens the table (`open`), once, under a name.
pub fn new_table(
    name: RwSignal<String>,
    i18n: I18n,
    open: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let asked = RwSignal::new(false);
    view! {
        <section class="panel" aria-labelledby="new-table-title">
            <h2 id="new-table-title">{i18n.live(Key::OnPlayOnline)}</h2>
            <p class="lede">{i18n.live(Key::OnPlayOnlineHint)}</p>
            <label class="field">
                <span class="field-label">{i18n.live(Key::OnNameLabel)}</span>
                <input
                    type="text"
                    class="name-input"
                    maxlength="24"
                    autocomplete="nickname"
                    prop:value=move || name.get()
                    on:input=move |e| name.set(event_target_value(&e))
                />
            </label>
            <button
                class="btn btn-primary btn-big"
                disabled=move || asked.get() || name.with(|n| n.trim().is_empty())
                on:click=move |_| {
                    asked.set(true);
                    open();
                }
            >
                {move || i18n.t(if asked.get() { Key::OnOpening } else { Key::OnOpenTable })}
            </button>
        </section>
    }
}
