//! The walkthrough every game page offers a newcomer: a few coach marks over a real practice
//! deal, each a short text next to an element of the board with a ring around it. Each game
//! gives only its data (`Tour`: the deal and the steps, in `app/<game>/walkthrough.rs`); this
//! module is the one component that shows any of them.
//!
//! - First visit: a small offer above the set-up ("New to NMBR 9? …", Take the tour / No
//!   thanks). It is part of the page, not a dialog: it takes no focus and never shows over a
//!   game in play, a daily, a challenge or a replay. Either answer is remembered per game
//!   (`storage::tour_answered`), so it is offered once.
//! - `/<game>?tour` (the rules page's link, or the offer) starts it: the address becomes the
//!   practice deal's seed link, whose set-up is the first step.
//! - A step may wait for the player to do what it says (`Step::until`: an element that appears
//!   once it is done, e.g. a tile placed); the others go on with Next. The page is read a few
//!   times a second rather than observed: the steps know the board only by its selectors, so a
//!   game's components need no hook of their own.

mod coach;
mod link;
mod place;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::in_turn::in_turn;
use crate::app::markup::markup;
use crate::app::number::game_name;
use crate::app::route;
use crate::app::storage;
use crate::rules::GameId;

pub use link::TourLink;

/// One game's walkthrough.
pub struct Tour {
    pub game: GameId,
    /// The practice deal as a seed link's query (seed, seats, options), without `?`.
    pub deal: &'static str,
    pub steps: &'static [Step],
}

/// One coach mark.
pub struct Step {
    /// What it points at: CSS selectors, the first one on the page wins.
    pub at: &'static [&'static str],
    pub text: Key,
    /// The player's action it waits for: it is done once this selector matches something on
    /// the page. None: the player reads and goes on with Next.
    pub until: Option<&'static str>,
}

impl Step {
    /// The first step of every tour: the practice deal's set-up, done once `table` is on screen.
    pub const fn setup(table: &'static str) -> Step {
        Step {
            at: &["section.setup .btn-primary.btn-big"],
            text: Key::TourSetup,
            until: Some(table),
        }
    }
}

/// The first element on the page matching one of `selectors` and shown (laid out).
fn find(selectors: &[&str]) -> Option<web_sys::Element> {
    find_which(selectors).map(|(_, e)| e)
}

/// `find`, with which of the selectors it was (a step may point at one thing, then another).
fn find_which(selectors: &[&str]) -> Option<(usize, web_sys::Element)> {
    let document = window().document()?;
    selectors.iter().enumerate().find_map(|(i, s)| {
        let shown = document.query_selector(s).ok().flatten().filter(|e| {
            let r = e.get_bounding_client_rect();
            r.width() > 0.0 || r.height() > 0.0
        });
        shown.map(|e| (i, e))
    })
}

/// The addresses on which a tour is never offered: counted or timed games, and replays.
const NOT_OFFERED: [&str; 4] = ["daily", "day", "challenge", "replay"];

/// The walkthrough of `tour`'s game: its offer and, once started, its coach marks. Put it
/// before the game's page, whose set-up it sits above.
#[component]
pub fn Walkthrough(tour: &'static Tour) -> impl IntoView {
    // Drawn in a task of its own while the page starts (app::in_turn): the set-up comes first.
    in_turn(move || walkthrough(tour))
}

fn walkthrough(tour: &'static Tour) -> impl IntoView {
    let i18n = use_i18n();
    let asked = route::query("tour");
    let has_seed = route::query("seed");
    let blocked = NOT_OFFERED.map(route::query);
    let answered = RwSignal::new(storage::tour_answered(tour.game));
    // Whether the set-up is on screen (the offer shows only there); first guess: a page with
    // no game saved opens on it.
    let on_setup = RwSignal::new(storage::saved_standing(tour.game).is_none());
    let step = RwSignal::new(None::<usize>);

    // `?tour`: start, on the practice deal's own address (the game page then shows its set-up).
    // A link that also asks for a replay, a challenge or a daily opens that instead (the game
    // page says the tour was left out).
    Effect::new(move |_| {
        let elsewhere = blocked.iter().any(|b| b.with(Option::is_some));
        if asked.get().is_some() && !elsewhere && step.get_untracked().is_none() {
            step.set(Some(0));
            answer(tour, answered);
            if has_seed.get_untracked().is_none() {
                route::replace(&deal_address(tour));
            }
        }
    });

    // Once it ends, the address is the practice deal's seed link again (a reload does not
    // start it over).
    Effect::new(move |was: Option<bool>| {
        let running = step.with(Option::is_some);
        if was == Some(true) && !running && asked.get_untracked().is_some() {
            route::replace(&format!("/{}?{}", tour.game, tour.deal));
        }
        running
    });

    // The page, read a few times a second: is the set-up there, is the step's action done,
    // where is the step's element now.
    let shown = StoredValue::new(coach::Shown::default());
    let handle = set_interval_with_handle(
        move || {
            // Once the offer is answered and no tour runs, there is nothing to follow: no
            // reading of the page (each reading may force a layout) while the game is played.
            if answered.get_untracked() && step.get_untracked().is_none() {
                return;
            }
            let setup = find(&["section.setup"]).is_some();
            if on_setup.get_untracked() != setup {
                on_setup.set(setup);
            }
            let Some(k) = step.get_untracked() else {
                return;
            };
            if tour.steps[k].until.is_some_and(|u| find(&[u]).is_some()) {
                // The next step is placed on the next reading, once it is drawn.
                step.set(next(tour, k));
            } else {
                shown.update_value(|shown| coach::follow(tour, k, shown));
            }
        },
        std::time::Duration::from_millis(120),
    );
    if let Ok(handle) = handle {
        on_cleanup(move || handle.clear());
    }

    let offered = move || {
        step.get().is_none()
            && !answered.get()
            && on_setup.get()
            && blocked.iter().all(|q| q.with(Option::is_none))
    };
    let start = move |_| route::navigate(&deal_address(tour));
    let decline = move |_| answer(tour, answered);
    let on_click = move |e: web_sys::MouseEvent| {
        if let Some(k) = step.get_untracked() {
            if let Some(then) = coach::clicked(e.target(), tour, k) {
                step.set(then);
            }
        }
    };
    let on_key = move |e: web_sys::KeyboardEvent| {
        // The game listens on the window for its shortcuts: keys pressed on the card are ours.
        e.stop_propagation();
        if e.key() == "Escape" {
            e.prevent_default();
            step.set(None);
        }
    };
    let card = move || {
        step.get().map(|k| {
            view! {
                <div class="tour-ring" aria-hidden="true" style="display:none"></div>
                <div
                    class="tour-card"
                    style="visibility:hidden"
                    role="dialog"
                    aria-labelledby="tour-text"
                    aria-describedby="tour-count"
                    inner_html=markup(move || coach::card(i18n, tour, k))
                    on:click=on_click
                    on:keydown=on_key
                ></div>
            }
        })
    };
    view! {
        <div class=format!("tour game-{}", tour.game)>
            {move || offered().then(|| view! {
                <div class="tour-offer">
                    <p>{move || i18n.f(Key::TourOffer, &[("game", game_name(i18n, tour.game))])}</p>
                    <button class="btn btn-primary" on:click=start>{i18n.live(Key::TourTake)}</button>
                    <button class="btn" on:click=decline>{i18n.live(Key::TourNoThanks)}</button>
                </div>
            })}
            <p class="sr-only" aria-live="polite">
                {move || step.get().map(|k| {
                    format!("{}: {}", step_count(i18n, tour, k), i18n.t(tour.steps[k].text))
                })}
            </p>
            {card}
        </div>
    }
}

/// "Step 2 of 5" for step `k` (from 0).
fn step_count(i18n: I18n, tour: &Tour, k: usize) -> String {
    i18n.f(
        Key::TourStepOf,
        &[
            ("k", (k + 1).to_string()),
            ("n", tour.steps.len().to_string()),
        ],
    )
}

/// The step after `k`, none after the last.
fn next(tour: &Tour, k: usize) -> Option<usize> {
    (k + 1 < tour.steps.len()).then_some(k + 1)
}

fn answer(tour: &Tour, answered: RwSignal<bool>) {
    storage::store_tour_answered(tour.game);
    answered.set(true);
}

fn deal_address(tour: &Tour) -> String {
    format!("/{}?{}&tour", tour.game, tour.deal)
}

/// Moves focus to the element a step points at, or to the first control inside it, so that
/// a keyboard player can do what the step asks.
fn focus_in(element: &web_sys::Element) {
    const CONTROLS: &str = "button:not([disabled]), a[href], input, [tabindex]";
    let target = if element.matches(CONTROLS).unwrap_or(false) {
        Some(element.clone())
    } else {
        element.query_selector(CONTROLS).ok().flatten()
    };
    if let Some(html) = target.and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = html.focus();
    }
}
