//! Messages the app owes the player (a save kept aside, a write that failed), shown at the top
//! of every page until dismissed. Stored as data, not text, so they follow a language switch.

use leptos::prelude::*;

use super::i18n::{use_i18n, Key};
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
    /// Another tab wrote this game's save after this tab read it: this tab no longer saves
    /// the game, and offers to open the newer one.
    MovedOn(crate::rules::GameId),
    /// The bots' moves could not be had from the rules worker (why, in English: a script
    /// that would not load, a refused call); the game waits, saved, for a reload.
    BotsStopped(String),
}

#[derive(Clone, Copy)]
pub struct Notices(pub RwSignal<Vec<(u32, Notice)>>, StoredValue<u32>);

impl Notices {
    pub fn new() -> Self {
        Notices(RwSignal::new(Vec::new()), StoredValue::new(0))
    }

    pub fn push(self, notice: Notice) {
        // A repeated failure (every save refused) is reported once, not stacked.
        if self
            .0
            .with_untracked(|list| list.iter().any(|(_, n)| *n == notice))
        {
            return;
        }
        let id = self.1.get_value();
        self.1.set_value(id + 1);
        self.0.update(|list| list.push((id, notice)));
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

#[component]
pub fn NoticeBar() -> impl IntoView {
    let notices = use_notices();
    view! {
        <div class="notices" role="status" aria-live="polite">
            <For each=move || notices.0.get() key=|(id, _)| *id let:item>
                <NoticeItem id=item.0 notice=item.1 />
            </For>
        </div>
    }
}

#[component]
fn NoticeItem(id: u32, notice: Notice) -> impl IntoView {
    let i18n = use_i18n();
    let notices = use_notices();
    // Reloading the page reads the newer save, as opening the game afresh would.
    let reload = match notice {
        Notice::MovedOn(_) => Some(Key::OpenNewerGame),
        Notice::BotsStopped(_) => Some(Key::ReloadPage),
        _ => None,
    };
    let reload = reload.map(|key| {
        view! {
            <button class="btn" on:click=|_| {
                let _ = web_sys::window().map(|w| w.location().reload());
            }>{i18n.live(key)}</button>
        }
    });
    let text = move || match &notice {
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
        Notice::MovedOn(_) => i18n.t(Key::NoticeMovedOn).to_owned(),
        Notice::BotsStopped(why) => i18n.f(Key::NoticeBotsStopped, &[("why", why.clone())]),
    };
    view! {
        <div class="notice">
            <span class="notice-icon" aria-hidden="true">"!"</span>
            <div class="notice-body">
                <p class="notice-text">{text}</p>
                {reload}
            </div>
            <button
                class="btn btn-quiet notice-close"
                on:click=move |_| notices.dismiss(id)
                aria-label=i18n.live(Key::Dismiss)
            >
                <span aria-hidden="true">"×"</span>
            </button>
        </div>
    }
}
