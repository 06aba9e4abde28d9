//! Every visible string of the app, in English, French and Traditional Chinese, and the text
//! files the pages load them from.
//!
//! Strings are named by `Key`. The texts every page shows are in en.rs, fr.rs and zh_tw.rs; the
//! shell page's (home, settings, history) in shell.rs, the stats page's in stats.rs and each game's own in <game>.rs. These
//! tables are compiled natively only: `numera-texts` (src/bin/numera-texts.rs) writes them at
//! build time into one file per page and language, `texts/<page>.<lang>.txt` (`file`), and a
//! page fetches only its own file in the player's language. So no wasm module carries the
//! other languages, or the other pages' texts. Texts with values in them use named
//! `{placeholders}` (word order differs between languages), filled by the app. A text about a
//! count holds its singular and plural forms, `"{n} die|{n} dice"` (`Lang::plural` picks one:
//! languages do not agree on 0), and the app fills it with `I18n::n`.
//!
//! A crate of its own because the stored settings (numera-store) name a `Lang`, and the store
//! must not depend on the app.

// The texts name the rules as `crate::rules`, as the rest of the app does.
use numera_rules as rules;

mod dungeon;
mod en;
pub mod file;
mod fr;
mod keys;
mod mino;
mod nmbr9;
mod number;
mod sequence;
mod settings;
mod shell;
mod stats;
mod zh_tw;

use serde::{Deserialize, Serialize};

use crate::rules::daily::Date;

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

impl crate::rules::json::FromJson for Lang {
    fn from_json(raw: &str) -> crate::rules::json::Result<Lang> {
        crate::rules::json::one_of(raw, &Lang::ALL.map(|l| (l.code(), l)))
    }
}

impl crate::rules::json::ToJson for Lang {
    fn write_json(&self, out: &mut String) {
        crate::rules::json::ToJson::write_json(self.code(), out);
    }
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::ZhTw];

    /// BCP 47 tag, for `<html lang>`, date formatting and the text files' names.
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

    /// The language we speak for a browser language tag, if any.
    pub fn from_tag(tag: &str) -> Option<Lang> {
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

    /// Of a text with a singular and a plural form, "{n} die|{n} dice", the form for `n`
    /// things: English takes the singular for 1 only, French for 0 and 1. Chinese texts have
    /// one form; a text without `|` is the same for every count.
    pub fn plural(self, n: u64, text: &str) -> &str {
        let Some((one, other)) = text.split_once('|') else {
            return text;
        };
        let singular = match self {
            Lang::En => n == 1,
            Lang::Fr => n <= 1,
            Lang::ZhTw => true,
        };
        if singular {
            one
        } else {
            other
        }
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

/// Replaces each `{name}` in `template` by its value.
pub fn fill(template: &str, args: &[(&str, String)]) -> String {
    let mut out = template.to_owned();
    for (name, value) in args {
        let slot = format!("{{{name}}}");
        // A value that ends its own sentence ("…rests on only one tile.") takes the place of
        // the template's full stop after it, not a second one.
        if value.ends_with(['.', '!', '?', '。', '！', '？']) {
            for stop in [".", "。"] {
                out = out.replace(&format!("{slot}{stop}"), &slot);
            }
        }
        out = out.replace(&slot, value);
    }
    out
}

/// A calendar day written by `pattern` (`Key::DateCalendar`: `{year}`, `{month}`, `{day}`),
/// the month named from `months` (`Key::DateMonths`: twelve names separated by spaces, as the weekdays').
pub fn calendar_date(months: &str, pattern: &str, day: Date) -> String {
    let month = months
        .split_whitespace()
        .nth(usize::from(day.month()).saturating_sub(1))
        .map_or_else(|| day.month().to_string(), str::to_owned);
    fill(
        pattern,
        &[
            ("year", day.year().to_string()),
            ("month", month),
            ("day", day.day().to_string()),
        ],
    )
}

/// One page's own texts (the shell's or a game's): its EN, FR and zh-Hant tables.
type PageTexts = [fn(Key) -> Option<&'static str>; 3];

/// The pages of the app with their own texts, by the name their text files take
/// (`texts/<page>.<lang>.txt`): `all` is the development build's single module, which shows
/// every page.
pub const PAGES: [&str; 9] = [
    "all", "shell", "settings", "number", "nmbr9", "sequence", "mino", "dungeon", "stats",
];

fn page_texts(page: &str) -> &'static [PageTexts] {
    match page {
        "all" => &[
            [shell::en, shell::fr, shell::zh_tw],
            [settings::en, settings::fr, settings::zh_tw],
            [number::en, number::fr, number::zh_tw],
            [nmbr9::en, nmbr9::fr, nmbr9::zh_tw],
            [sequence::en, sequence::fr, sequence::zh_tw],
            [mino::en, mino::fr, mino::zh_tw],
            [dungeon::en, dungeon::fr, dungeon::zh_tw],
            [stats::en, stats::fr, stats::zh_tw],
        ],
        "shell" => &[[shell::en, shell::fr, shell::zh_tw]],
        "settings" => &[[settings::en, settings::fr, settings::zh_tw]],
        "number" => &[[number::en, number::fr, number::zh_tw]],
        "nmbr9" => &[[nmbr9::en, nmbr9::fr, nmbr9::zh_tw]],
        "sequence" => &[[sequence::en, sequence::fr, sequence::zh_tw]],
        "mino" => &[[mino::en, mino::fr, mino::zh_tw]],
        "dungeon" => &[[dungeon::en, dungeon::fr, dungeon::zh_tw]],
        "stats" => &[[stats::en, stats::fr, stats::zh_tw]],
        _ => &[],
    }
}

fn shared(lang: Lang, key: Key) -> Option<&'static str> {
    lang.pick(key, [en::text, fr::text, zh_tw::text])
}

/// Every text `page` shows in `lang`, as (key, text), in key order.
pub fn page(page: &str, lang: Lang) -> Vec<(Key, &'static str)> {
    let own = page_texts(page);
    Key::ALL
        .iter()
        .filter_map(|&key| {
            shared(lang, key)
                .or_else(|| own.iter().find_map(|texts| lang.pick(key, *texts)))
                .map(|text| (key, text))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_has_one_text_in_every_language() {
        let owners: Vec<(&str, PageTexts)> = PAGES[1..]
            .iter()
            .map(|&page| (page, page_texts(page)[0]))
            .collect();
        for &key in Key::ALL {
            let home = |lang: Lang| {
                let mut found: Vec<&str> = Vec::new();
                if shared(lang, key).is_some_and(|t| !t.is_empty()) {
                    found.push("shared");
                }
                for (name, texts) in &owners {
                    if lang.pick(key, *texts).is_some_and(|t| !t.is_empty()) {
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
    fn the_development_page_shows_every_text_and_each_page_its_own() {
        for lang in Lang::ALL {
            assert_eq!(page("all", lang).len(), Key::ALL.len());
            let shared_count = Key::ALL
                .iter()
                .filter(|&&k| shared(lang, k).is_some())
                .count();
            let own: usize = PAGES[1..]
                .iter()
                .map(|p| page(p, lang).len() - shared_count)
                .sum();
            assert_eq!(shared_count + own, Key::ALL.len(), "{lang:?}");
        }
        assert!(page("nowhere", Lang::En)
            .iter()
            .all(|&(k, _)| shared(Lang::En, k).is_some()));
    }

    #[test]
    fn a_plural_text_has_two_forms_in_english_and_french_and_one_in_chinese() {
        assert_eq!(Lang::En.plural(1, "{n} die|{n} dice"), "{n} die");
        assert_eq!(Lang::En.plural(0, "{n} die|{n} dice"), "{n} dice");
        assert_eq!(Lang::Fr.plural(0, "{n} dé|{n} dés"), "{n} dé");
        assert_eq!(Lang::Fr.plural(2, "{n} dé|{n} dés"), "{n} dés");
        for &key in Key::ALL {
            let forms = |lang: Lang| {
                page("all", lang)
                    .iter()
                    .find(|(k, _)| *k == key)
                    .map(|(_, t)| t.matches('|').count())
            };
            let (en, fr, zh) = (forms(Lang::En), forms(Lang::Fr), forms(Lang::ZhTw));
            assert!(
                en <= Some(1) && en == fr,
                "{key:?}: the same forms in English and French"
            );
            assert_eq!(zh, Some(0), "{key:?}: one form in Chinese");
        }
    }

    #[test]
    fn a_you_form_drops_the_player_and_keeps_every_other_value_on_the_same_page() {
        let holes = |text: &str| {
            let mut names: Vec<String> = text
                .split('{')
                .skip(1)
                .filter_map(|rest| rest.split_once('}').map(|(name, _)| name.to_owned()))
                .collect();
            names.sort();
            names
        };
        let mut forms = 0;
        for &key in Key::ALL {
            let Some(you) = key.you_form() else { continue };
            forms += 1;
            assert_eq!(you.you_form(), None, "{you:?} has no form of its own");
            for lang in Lang::ALL {
                let text = |k: Key| {
                    page("all", lang)
                        .into_iter()
                        .find(|(t, _)| *t == k)
                        .unwrap()
                        .1
                };
                let mut want = holes(text(key));
                assert!(
                    want.contains(&"player".to_owned()),
                    "{key:?} names no seat in {lang:?}"
                );
                want.retain(|h| h != "player");
                assert_eq!(holes(text(you)), want, "{you:?} in {lang:?}");
                for page_name in PAGES {
                    let on = |k: Key| page(page_name, lang).iter().any(|(t, _)| *t == k);
                    assert_eq!(on(key), on(you), "{you:?} and {key:?} on page {page_name}");
                }
            }
        }
        assert!(forms >= 30);
    }

    #[test]
    fn browser_tags_map_to_our_languages() {
        assert_eq!(Lang::from_tag("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("zh-Hant-TW"), Some(Lang::ZhTw));
        assert_eq!(Lang::from_tag("de"), None);
    }

    #[test]
    fn placeholders_are_filled_by_name() {
        assert_eq!(
            fill("{a} then {b}, {a}", &[("a", "1".into()), ("b", "2".into())]),
            "1 then 2, 1"
        );
    }

    #[test]
    fn a_value_that_ends_its_sentence_takes_the_full_stop_after_it() {
        let why = || vec![("why", "It rests on only one tile.".to_owned())];
        assert_eq!(
            fill("Refused: {why}.", &why()),
            "Refused: It rests on only one tile."
        );
        assert_eq!(
            fill("拒絕：{why}。", &why()),
            "拒絕：It rests on only one tile."
        );
        let bare = [("why", "expected a string".to_owned())];
        assert_eq!(
            fill("Refused: {why}.", &bare),
            "Refused: expected a string."
        );
        // Only a stop right after the value goes: one further on stays.
        assert_eq!(
            fill("{why} Then go on.", &why()),
            "It rests on only one tile. Then go on."
        );
    }

    /// What Chromium's `toLocaleString(lang, { dateStyle: "medium" })` writes, which these
    /// texts replace on home and the stats page.
    #[test]
    fn calendar_dates_read_as_the_browser_wrote_them() {
        let date = |lang: Lang, y, m, d| {
            let day = Date::new(y, m, d).unwrap();
            let text = |key| shared(lang, key).unwrap();
            calendar_date(text(Key::DateMonths), text(Key::DateCalendar), day)
        };
        assert_eq!(date(Lang::En, 2026, 12, 3), "Dec 3, 2026");
        assert_eq!(date(Lang::Fr, 2026, 12, 3), "3 déc. 2026");
        assert_eq!(date(Lang::ZhTw, 2026, 12, 3), "2026年12月3日");
        let year = |lang| {
            (1..=12)
                .map(|m| date(lang, 2027, m, 1))
                .collect::<Vec<_>>()
                .join(" | ")
        };
        assert_eq!(
            year(Lang::En),
            "Jan 1, 2027 | Feb 1, 2027 | Mar 1, 2027 | Apr 1, 2027 | May 1, 2027 | Jun 1, 2027 | \
             Jul 1, 2027 | Aug 1, 2027 | Sep 1, 2027 | Oct 1, 2027 | Nov 1, 2027 | Dec 1, 2027"
        );
        assert_eq!(
            year(Lang::Fr),
            "1 janv. 2027 | 1 févr. 2027 | 1 mars 2027 | 1 avr. 2027 | 1 mai 2027 | 1 juin 2027 | \
             1 juil. 2027 | 1 août 2027 | 1 sept. 2027 | 1 oct. 2027 | 1 nov. 2027 | 1 déc. 2027"
        );
        assert_eq!(date(Lang::ZhTw, 2027, 10, 31), "2027年10月31日");
        // The stats calendar's caption, as `toLocaleDateString(lang, { month: "long", year:
        // "numeric" })` wrote it.
        let caption = |lang: Lang| {
            let text = |key| lang.pick(key, page_texts("stats")[0]).unwrap();
            let day = Date::new(2026, 12, 1).unwrap();
            calendar_date(text(Key::StatsMonths), text(Key::StatsMonthCaption), day)
        };
        assert_eq!(caption(Lang::En), "December 2026");
        assert_eq!(caption(Lang::Fr), "décembre 2026");
        assert_eq!(caption(Lang::ZhTw), "2026年12月");
    }
}
