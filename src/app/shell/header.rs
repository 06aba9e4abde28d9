//! The top bar: the app's name (home link) and the pages every screen can reach.

use crate::app::route::Link;
use leptos::prelude::*;

use super::logo::Logo;
use crate::app::i18n::{use_i18n, Key};

#[component]
pub fn Header() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <a class="skip-link" href="#main">{i18n.live(Key::SkipToContent)}</a>
        <header class="topbar">
            <Link href="/" class="brand">
                <Logo />
                <span class="brand-name">"Numera"</span>
            </Link>
            <nav class="topnav" aria-label=i18n.live(Key::NavLabel)>
                <Link href="/history">{i18n.live(Key::NavHistory)}</Link>
                <Link href="/settings">{i18n.live(Key::NavSettings)}</Link>
            </nav>
        </header>
    }
}
