//! Any address the app does not know.

use crate::app::route::Link;
use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};

#[component]
pub fn NotFound() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <section class="panel narrow">
            <h1>{i18n.live(Key::NotFoundTitle)}</h1>
            <p>{i18n.live(Key::NotFoundText)}</p>
            <Link href="/" class="btn btn-primary">{i18n.live(Key::BackHome)}</Link>
        </section>
    }
}
