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
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;

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

    view! {
        <Router>
            <shell::Header />
            <main id="main" class="page">
                <update::UpdatePrompt />
                <notices::NoticeBar />
                <Routes fallback=shell::NotFound>
                    <Route path=path!("/") view=shell::Home />
                    <Route path=path!("/number") view=number::NumberPage />
                    <Route path=path!("/nmbr9") view=nmbr9::Nmbr9Page />
                    <Route path=path!("/sequence") view=sequence::SequencePage />
                    <Route path=path!("/rules/:game") view=shell::RulesPage />
                    <Route path=path!("/settings") view=shell::SettingsPage />
                    <Route path=path!("/history") view=shell::HistoryPage />
                </Routes>
            </main>
        </Router>
    }
}
