//! The language on screen and its texts.
//!
//! The texts themselves live in `crate::texts` and reach the page as one file per page and
//! language (`texts/<page>.<lang>.txt`, written at build time), so a page's wasm module holds no
//! text: the page loads its file in the player's language before it mounts (`load`), and
//! again when the player picks another language. index.html starts that fetch while the wasm
//! module downloads (`window.numeraTexts`); when its guess of the language is not the app's
//! choice, the app fetches its own.

mod load;

use std::cell::RefCell;

use leptos::prelude::*;

use crate::rules::daily::Date;
pub use crate::texts::{fill, Key, Lang};
pub use load::{load, show_unloadable};

thread_local! {
    /// The texts of the language on screen, by key index (see `load`).
    static TEXTS: RefCell<Vec<&'static str>> = const { RefCell::new(Vec::new()) };
}

/// What a language is on the page: the texts crate (numera-texts) knows no browser and no
/// loaded text file, so the app adds these to its `Lang`.
pub trait LangOnPage {
    /// The first of the browser's preferred languages that we speak; English otherwise.
    fn from_browser() -> Lang;
    /// The text of `key` in the language loaded last (the one on screen: the app shows a
    /// language only once its texts are in).
    fn text(self, key: Key) -> &'static str;
}

impl LangOnPage for Lang {
    fn from_browser() -> Lang {
        let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
            return Lang::En;
        };
        let mut tags: Vec<String> = nav
            .languages()
            .iter()
            .filter_map(|v| v.as_string())
            .collect();
        if let Some(first) = nav.language() {
            tags.push(first);
        }
        tags.iter()
            .find_map(|tag| Lang::from_tag(tag))
            .unwrap_or(Lang::En)
    }

    fn text(self, key: Key) -> &'static str {
        TEXTS.with(|texts| {
            texts
                .borrow()
                .get(key as usize)
                .copied()
                .unwrap_or_default()
        })
    }
}

/// The language on screen, as a copyable handle: reading it inside a view makes that view
/// follow a language switch.
#[derive(Clone, Copy)]
pub struct I18n(pub Signal<Lang>);

impl I18n {
    pub fn lang(self) -> Lang {
        self.0.get()
    }

    pub fn t(self, key: Key) -> &'static str {
        self.0.get().text(key)
    }

    /// `move || i18n.t(key)` as one named type: every text in a view that uses this shares a
    /// single copy of Leptos' rendering code, where each `move ||` closure got its own
    /// (about 100 of them, tens of KB of wasm).
    pub fn live(self, key: Key) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
        move || self.t(key)
    }

    pub fn f(self, key: Key, args: &[(&str, String)]) -> String {
        fill(self.t(key), args)
    }

    /// A calendar day in the language on screen ("Dec 3, 2026", "3 déc. 2026",
    /// "2026年12月3日"), from the texts rather than the browser's `Intl`: a page's first `Intl`
    /// date format slowed home's start-up (docs/experiments/performance-log.md, "Tenth round").
    pub fn date(self, day: Date) -> String {
        crate::texts::calendar_date(self.t(Key::DateMonths), self.t(Key::DateCalendar), day)
    }

    /// `f` for a text about `count` things, in its singular or plural form (`Lang::plural`).
    pub fn n(self, key: Key, count: u64, args: &[(&str, String)]) -> String {
        let lang = self.0.get();
        fill(lang.plural(count, lang.text(key)), args)
    }
}

pub fn use_i18n() -> I18n {
    expect_context::<I18n>()
}
