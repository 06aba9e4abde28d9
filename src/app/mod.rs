//! The web app: Leptos components over the rules core. Components render views and send
//! every change through the engine's `apply`; no rule is decided here.
//!
//! Shared state is provided as context at the root: settings (`RwSignal<Prefs>`), the
//! language handle (`I18n`) and the notices.

mod choice;
mod focus;
mod game_page;
mod handover;
mod i18n;
mod link_error;
mod nmbr9;
mod notices;
mod number;
mod prefs;
mod problem;
mod replay_controls;
mod route;
mod seat;
mod sequence;
mod session;
mod setup;
mod share;
mod share_bar;
mod shell;
mod storage;
mod toolbar;
mod update;

use leptos::prelude::*;

use i18n::I18n;
use notices::Notices;
use prefs::Prefs;

pub fn mount() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}

#[component]
fn App() -> impl IntoView {
    let notices = Notices::new();
    provide_context(notices);

    let prefs = RwSignal::new(storage::load_prefs(notices));
    provide_context(prefs);
    provide_context(I18n(Signal::derive(move || prefs.with(Prefs::lang))));

    // Mirror every change onto <html>; store only after the first run, so merely opening the
    // app never writes (a browser-language default stays a default).
    Effect::new(move |previous: Option<()>| {
        let current = prefs.get();
        current.apply_to_document();
        if previous.is_some() {
            storage::store_prefs(&current, notices);
        }
    });

    route::start();
    view! {
        <shell::Header />
        <main id="main" class="page">
            <update::UpdatePrompt />
            <notices::NoticeBar />
            {page}
        </main>
    }
}

/// One page per path (src/app/route/mod.rs); a new page is one more arm here.
fn page() -> impl IntoView {
    let path = route::path();
    move || match path.read().as_str() {
        "/" => view! { <shell::Home /> }.into_any(),
        "/number" => view! { <number::NumberPage /> }.into_any(),
        "/nmbr9" => view! { <nmbr9::Nmbr9Page /> }.into_any(),
        "/sequence" => view! { <sequence::SequencePage /> }.into_any(),
        "/settings" => view! { <shell::SettingsPage /> }.into_any(),
        "/history" => view! { <shell::HistoryPage /> }.into_any(),
        other => match other.strip_prefix("/rules/") {
            Some(game) if !game.is_empty() && !game.contains('/') => {
                view! { <shell::RulesPage game=game.to_owned() /> }.into_any()
            }
            _ => view! { <shell::NotFound /> }.into_any(),
        },
    }
}
