//! Every visible string of the app, in English, French and Traditional Chinese.
//!
//! Strings are named by `Key`. The texts every page shows are in en.rs, fr.rs and zh_tw.rs; the
//! shell page's (home, settings, history) in shell.rs and each game's own texts in
//! i18n/<game>.rs, each registered only by the page that shows them (app/pages.rs),
//! so that each page's wasm module carries only the texts it shows. A test checks that every
//! key has its text in every language. Texts with values in them use named `{placeholders}`
//! (word order differs between languages) filled by `I18n::f`.

pub mod dungeon;
mod en;
mod fr;
mod keys;
pub mod mino;
pub mod nmbr9;
pub mod number;
pub mod sequence;
pub mod shell;
mod zh_tw;

use std::cell::Cell;

use leptos::prelude::*;
use serde::{Deserialize, Serialize};

pub use keys::Key;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lang {
    #[serde(rename = "en")]
    En,
    #[serde(rename = "fr")]
    Fr,
    #[serde(rename = "zh-TW")]
    ZhTw,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::ZhTw];

    /// BCP 47 tag, for `<html lang>` and date formatting.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::ZhTw => "zh-TW",
        }
    }

    /// Each language names itself, so a reader finds theirs whatever is on screen.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::ZhTw => "繁體中文",
        }
    }

    /// The first of the browser's preferred languages that we speak; English otherwise.
    pub fn from_browser() -> Lang {
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

    fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.to_ascii_lowercase();
        if tag.starts_with("fr") {
            Some(Lang::Fr)
        } else if tag.starts_with("zh") {
            // Traditional is the only Chinese we ship; it reads better than English to any zh user.
            Some(Lang::ZhTw)
        } else if tag.starts_with("en") {
            Some(Lang::En)
        } else {
            None
        }
    }

    pub fn text(self, key: Key) -> &'static str {
        self.shared(key)
            .or_else(|| {
                GAMES
                    .with(Cell::get)
                    .iter()
                    .find_map(|game| game(self, key))
            })
            .unwrap_or_default()
    }

    fn shared(self, key: Key) -> Option<&'static str> {
        self.pick(key, [en::text, fr::text, zh_tw::text])
    }

    /// The text of `key` from one table per language, in `Lang::ALL` order.
    fn pick(self, key: Key, tables: [fn(Key) -> Option<&'static str>; 3]) -> Option<&'static str> {
        let table = match self {
            Lang::En => tables[0],
            Lang::Fr => tables[1],
            Lang::ZhTw => tables[2],
        };
        table(key)
    }
}

/// One page's own texts: the shell's (`i18n::shell::text`) or a game's (`i18n::<game>::text`).
pub type GameTexts = fn(Lang, Key) -> Option<&'static str>;

thread_local! {
    static GAMES: Cell<&'static [GameTexts]> = const { Cell::new(&[]) };
}

/// The games whose texts this page shows; called once, when the page mounts.
pub fn register(games: &'static [GameTexts]) {
    GAMES.with(|g| g.set(games));
}

/// Replaces each `{name}` in `template` by its value.
pub fn fill(template: &str, args: &[(&str, String)]) -> String {
    let mut out = template.to_owned();
    for (name, value) in args {
        out = out.replace(&format!("{{{name}}}"), value);
    }
    out
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
}

pub fn use_i18n() -> I18n {
    expect_context::<I18n>()
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn every_key_has_one_text_in_every_language() {
        let games: [(&str, GameTexts); 6] = [
            ("shell", shell::text),
            ("number", number::text),
            ("nmbr9", nmbr9::text),
            ("sequence", sequence::text),
            ("mino", mino::text),
            ("dungeon", dungeon::text),
        ];
        for &key in Key::ALL {
            let home = |lang: Lang| {
                let mut found: Vec<&str> = Vec::new();
                if lang.shared(key).is_some_and(|t| !t.is_empty()) {
                    found.push("shared");
                }
                for (name, texts) in games {
                    if texts(lang, key).is_some_and(|t| !t.is_empty()) {
                        found.push(name);
                    }
                }
                found
            };
            let english = home(Lang::En);
            assert_eq!(
                english.len(),
                1,
                "{key:?} has its English text in {english:?}"
            );
            for lang in Lang::ALL {
                assert_eq!(home(lang), english, "{key:?} in {lang:?}");
            }
        }
    }

    #[test]
    fn placeholders_are_filled_by_name() {
        assert_eq!(
            fill("{a} then {b}, {a}", &[("a", "1".into()), ("b", "2".into())]),
            "1 then 2, 1"
        );
    }

    #[test]
    fn browser_tags_map_to_our_languages() {
        assert_eq!(Lang::from_tag("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("zh-Hant-TW"), Some(Lang::ZhTw));
        assert_eq!(Lang::from_tag("de"), None);
    }
}
