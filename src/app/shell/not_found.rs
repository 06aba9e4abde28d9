//! Any address the app does not know.

use crate::app::route::Link;
use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};

#[component]
pub fn NotFound() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <section class="panel narrow">
            <h1>{move || i18n.t(Key::NotFoundTitle)}</h1>
            <p>{move || i18n.t(Key::NotFoundText)}</p>
            <Link href="/" class="btn btn-primary">{move || i18n.t(Key::BackHome)}</Link>
        </section>
    }
}
