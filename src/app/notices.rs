//! Messages the app owes the player (a save kept aside, a write that failed), shown at the top
//! of every page until dismissed. Stored as data, not text, so they follow a language switch.
//!
//! The bar is on every page and nearly always empty: it is written as markup text
//! (app::markup), drawn again as a whole when the list or the language changes, with one click
//! handler for its buttons: a view per notice weighed much more on every page's module
//! (docs/experiments/performance-log.md, "Sixth round", has the figures).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::bots::Stopped;
use super::i18n::{use_i18n, I18n, Key};
use super::markup::{markup, Html};
use super::problem::Problem;

/// What a stored record was, for the message.
#[derive(Debug, Clone, PartialEq)]
pub enum Stored {
    Game(crate::rules::GameId),
    History,
    Settings,
    Daily,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Notice {
    /// A record could not be read; it now lives under `kept_as`.
    KeptAside {
        what: Stored,
        kept_as: String,
        problem: Problem,
    },
    /// The browser refused to store something (private mode, quota).
    WriteFailed,
    /// Another tab moved this game on: this tab now shows it as it stands there.
    MovedOn,
    /// A move (or an undo, or a new game) this tab was about to make found the game moved on
    /// in another tab: it was not made, and the tab shows the newer game.
    MoveNotMade,
    /// The bots' moves could not be had from the rules worker (a script that would not load,
    /// a refused call); the game waits, saved, for a reload.
    BotsStopped(Stopped),
    /// The address asked for several screens at once: the first in the page's order was
    /// opened, the others left out (each named by its `LinkPart`).
    LinkParts { used: LinkPart, left: Vec<LinkPart> },
    /// The game's table and replay (app::later) could not be fetched: offline before the page
    /// was ever fully loaded, or a failed request. Nothing is lost; a reload fetches it again.
    ViewsUnloaded,
}

/// What a game page's address may ask for, in the order the page takes them (app::game_page).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkPart {
    Replay,
    Challenge,
    Daily,
    Deal,
    Tour,
}

impl LinkPart {
    fn words(self, i18n: I18n) -> &'static str {
        i18n.t(match self {
            LinkPart::Replay => Key::LinkPartReplay,
            LinkPart::Challenge => Key::LinkPartChallenge,
            LinkPart::Daily => Key::LinkPartDaily,
            LinkPart::Deal => Key::LinkPartDeal,
            LinkPart::Tour => Key::LinkPartTour,
        })
    }
}

#[derive(Clone, Copy)]
pub struct Notices(pub RwSignal<Vec<(u32, Notice)>>, StoredValue<u32>);

impl Notices {
    pub fn new() -> Self {
        Notices(RwSignal::new(Vec::new()), StoredValue::new(0))
    }

    pub fn push(self, notice: Notice) {
        // A repeated failure (every save refused) is reported once, not stacked.
        if self.holds(&notice) {
            return;
        }
        let id = self.1.get_value();
        self.1.set_value(id + 1);
        self.0.update(|list| list.push((id, notice)));
    }

    /// Whether `notice` is shown now.
    pub fn holds(self, notice: &Notice) -> bool {
        self.0
            .with_untracked(|list| list.iter().any(|(_, n)| n == notice))
    }

    /// Takes back a notice that no longer holds (what it reported came right).
    pub fn withdraw(self, notice: &Notice) {
        if self.holds(notice) {
            self.0.update(|list| list.retain(|(_, n)| n != notice));
        }
    }

    fn dismiss(self, id: u32) {
        self.0.update(|list| list.retain(|(i, _)| *i != id));
    }
}

impl Default for Notices {
    fn default() -> Self {
        Notices::new()
    }
}

pub fn use_notices() -> Notices {
    expect_context::<Notices>()
}

/// What `notice` says, in the language `i18n` speaks.
fn text(i18n: I18n, notice: &Notice) -> String {
    match notice {
        Notice::KeptAside {
            what,
            kept_as,
            problem,
        } => {
            let what = match what {
                Stored::Game(_) => i18n.t(Key::StoredGame),
                Stored::History => i18n.t(Key::StoredHistory),
                Stored::Settings => i18n.t(Key::StoredSettings),
                Stored::Daily => i18n.t(Key::StoredDaily),
            };
            i18n.f(
                Key::NoticeKeptAside,
                &[
                    ("what", what.to_owned()),
                    ("key", kept_as.clone()),
                    ("why", problem.describe(i18n)),
                ],
            )
        }
        Notice::WriteFailed => i18n.t(Key::NoticeWriteFailed).to_owned(),
        Notice::MovedOn => i18n.t(Key::NoticeMovedOn).to_owned(),
        Notice::MoveNotMade => i18n.t(Key::NoticeMoveNotMade).to_owned(),
        Notice::BotsStopped(why) => i18n.f(Key::NoticeBotsStopped, &[("why", why.words(i18n))]),
        Notice::ViewsUnloaded => i18n.t(Key::NoticeViewsUnloaded).to_owned(),
        Notice::LinkParts { used, left } => {
            let left: Vec<&str> = left.iter().map(|p| p.words(i18n)).collect();
            i18n.f(
                Key::NoticeLinkParts,
                &[
                    ("used", used.words(i18n).to_owned()),
                    ("left", left.join(", ")),
                ],
            )
        }
    }
}

/// One notice: its words, a reload button where reloading is the way on, and its dismiss
/// button, which names it by `id`.
fn item(i18n: I18n, id: u32, notice: &Notice) -> Html {
    let mut body = Html::from(Html::el("p").class("notice-text").text(&text(i18n, notice)));
    if matches!(notice, Notice::BotsStopped(_) | Notice::ViewsUnloaded) {
        body.push(
            Html::el("button")
                .class("btn")
                .attr("data-reload", "")
                .text(i18n.t(Key::ReloadPage)),
        );
    }
    Html::el("div")
        .class("notice")
        .child(Html::el("span").class("notice-icon").hidden().text("!"))
        .child(Html::el("div").class("notice-body").child(body))
        .child(
            Html::el("button")
                .class("btn btn-quiet notice-close")
                .attr("data-dismiss", &id.to_string())
                .attr("aria-label", i18n.t(Key::Dismiss))
                .child(Html::el("span").hidden().text("×")),
        )
        .into()
}

/// A click on one of the bar's buttons: a dismiss button takes its notice away, a reload
/// button reloads the page.
fn on_click(notices: Notices, event: web_sys::MouseEvent) {
    let Some(button) = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| e.closest("button").ok().flatten())
    else {
        return;
    };
    if let Some(id) = button
        .get_attribute("data-dismiss")
        .and_then(|id| id.parse().ok())
    {
        notices.dismiss(id);
    } else if button.has_attribute("data-reload") {
        let _ = window().location().reload();
    }
}

#[component]
pub fn NoticeBar() -> impl IntoView {
    let i18n = use_i18n();
    let notices = use_notices();
    let items = move || {
        notices.0.with(|list| {
            list.iter()
                .map(|(id, notice)| item(i18n, *id, notice))
                .collect::<Html>()
        })
    };
    view! {
        <div class="notices" role="status" aria-live="polite"
            on:click=move |event| on_click(notices, event) inner_html=markup(items) />
    }
}
