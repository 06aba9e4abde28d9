//! The web app: Leptos components over the rules core. Components render views and send
//! every change through the engine's `apply`; no rule is decided here.
//!
//! Shared state is provided as context at the root: settings (`RwSignal<Prefs>`), the
//! language handle (`I18n`) and the notices.

mod announce;
mod aside;
mod bots;
mod challenge;
mod choice;
mod command_box;
mod daily;
mod dungeon;
mod first_touch;
mod focus;
mod game_log;
mod game_page;
mod game_screens;
mod handover;
mod i18n;
mod ids;
mod in_turn;
pub mod later;
mod link_error;
mod markup;
mod mino;
mod nmbr9;
mod notices;
mod number;
mod online;
mod pages;
mod panel;
mod prefs;
mod problem;
mod replay;
mod resize;
mod review;
mod route;
mod seat;
mod sequence;
mod session;
mod setup;
mod share;
mod share_bar;
mod shell;
mod stand_in;
mod stats_page;
mod storage;
mod toolbar;
mod turn;
mod update;
mod walkthrough;
mod worker;
mod zoom;

use leptos::prelude::*;

use i18n::I18n;
use notices::Notices;
use prefs::{Prefs, PrefsOnPage};
use route::Bundle;

pub use pages::{
    mount_all, mount_dungeon, mount_mino, mount_nmbr9, mount_number, mount_rules, mount_sequence,
    mount_settings, mount_shell, mount_stats,
};
/// Each game's later views (app::later), for its page module's split point.
pub use {dungeon::later as dungeon_later, mino::later as mino_later, nmbr9::later as nmbr9_later};
pub use {number::later as number_later, sequence::later as sequence_later};

/// Mounts the app as `bundle`, showing each address with `pages` (see pages.rs), once the
/// bundle's texts are in, in the player's language; `provide` adds the bundle's own context
/// (a game page's later views, app::later).
fn mount(bundle: Bundle, pages: fn(&str) -> AnyView, provide: Box<dyn FnOnce()>) {
    // Panic messages in the console while developing; release builds abort without one (the
    // hook and its formatting would weigh on every page: docs/experiments/performance-log.md,
    // "Experiments").
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    // Read before mounting, for the language; a damaged settings file is reported in the
    // notices once the app is up.
    let notices = Notices::new();
    let prefs = storage::load_prefs(notices);
    let lang = prefs.lang();
    wasm_bindgen_futures::spawn_local(async move {
        // The module's start, and the texts' reading in a task of their own.
        next_task().await;
        let loaded = i18n::load(bundle.texts(), lang).await;
        // The screen a game in progress was left on, kept by index.html, shows the game as it
        // stands: the app is drawn beneath it at the player's first touch (one the kept screen
        // then replays on the table), or at idle time when the installed app has everything at
        // hand. Until then the page's start is only the module's.
        if stand_in::shows_kept_game() {
            first_touch::first_touch_or_idle().await;
        }
        next_task().await;
        stand_in::mounting();
        match loaded {
            Ok(()) => {
                // The header first, the page in a task of its own: two shorter tasks, the
                // stand-in on show until both are drawn (app::stand_in).
                let page_due = RwSignal::new(false);
                leptos::mount::mount_to_body(move || {
                    view! { <App bundle=bundle pages=pages prefs=prefs notices=notices provide=provide page_due=page_due /> }
                });
                next_task().await;
                page_due.set(true);
                in_turn::draw_all().await;
            }
            Err(reason) => i18n::show_unloadable(&reason),
        }
        stand_in::mounted();
    });
}

/// Resolves in a task of its own: the module's start, the header's mount and the page's are
/// then tasks of their own, not one long one.
pub(crate) async fn next_task() {
    let wait = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback(&resolve);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(wait).await;
}

/// The settings as this tab last read or stored them (see `App`).
#[derive(Clone, Copy)]
pub struct PrefsBase(pub StoredValue<Prefs>);

#[component]
fn App(
    bundle: Bundle,
    pages: fn(&str) -> AnyView,
    prefs: Prefs,
    notices: Notices,
    provide: Box<dyn FnOnce()>,
    /// Whether the page below the header is drawn yet (`mount`).
    page_due: RwSignal<bool>,
) -> impl IntoView {
    provide_context(notices);
    provide();
    // The language on screen: the chosen one, once its texts are in.
    let shown = RwSignal::new(prefs.lang());
    let prefs = RwSignal::new(prefs);
    provide_context(prefs);
    provide_context(I18n(shown.into()));
    Effect::new(move |_| {
        let wanted = prefs.with(Prefs::lang);
        if wanted != shown.get_untracked() {
            wasm_bindgen_futures::spawn_local(async move {
                match i18n::load(bundle.texts(), wanted).await {
                    Ok(()) => shown.set(wanted),
                    Err(reason) => leptos::logging::error!("{reason}"),
                }
            });
        }
    });

    // Mirror every change onto <html>. Only the settings page changes them, and stores them
    // (shell::SettingsPage), so that no other page's module carries that code; `base` is the
    // settings as this tab last read or stored them, for it to merge what another tab changed.
    let base = PrefsBase(StoredValue::new(prefs.get_untracked()));
    provide_context(base);
    Effect::new(move |_| prefs.with(Prefs::apply_to_document));
    // Settings changed in another tab apply here too.
    storage::watch_other_tabs(notices, move |stored| {
        base.0.set_value(stored.clone());
        prefs.set(stored);
    });

    route::start(bundle);
    let path = route::path();
    view! {
        {in_turn::in_turn(|| view! { <shell::Header /> })}
        <main id="main" class="page">
            <update::UpdatePrompt />
            <notices::NoticeBar />
            {move || page_due.get().then(|| pages(&path.read()))}
        </main>
    }
}
