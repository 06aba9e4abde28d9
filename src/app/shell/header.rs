//! The top bar: the app's name (home link) and the pages every screen can reach.

use leptos::prelude::*;
use leptos_router::components::A;

use super::logo::Logo;
use crate::app::i18n::{use_i18n, Key};

#[component]
pub fn Header() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <a class="skip-link" href="#main">{move || i18n.t(Key::SkipToContent)}</a>
        <header class="topbar">
            <A href="/" attr:class="brand">
                <Logo />
                <span class="brand-name">"Numera"</span>
            </A>
            <nav class="topnav" aria-label=move || i18n.t(Key::NavLabel)>
                <A href="/history">{move || i18n.t(Key::NavHistory)}</A>
                <A href="/settings">{move || i18n.t(Key::NavSettings)}</A>
            </nav>
        </header>
    }
}
