//! The text file of one page in one language, `texts/<page>.<lang>.txt`: written at build time
//! by `numera-texts`, read by the page when it starts.
//!
//! ```text
//! numera-texts <fingerprint of the keys, 16 hex digits> <language code>
//! <the text of the first key>
//! <the text of the second key>
//! …
//! ```
//! One line per key, in `Key::ALL` order, empty for the keys the page does not show (runs of
//! empty lines cost next to nothing once compressed, less than a key number per line). Texts
//! hold no line break (a test checks) and none is empty, so a line is a text and reading a
//! file only slices it: no copy, no escapes.

use std::fmt;

use super::{page, Key, Lang};

const HEAD: &str = "numera-texts";

/// The file's name inside `texts/`.
pub fn name(page: &str, lang: Lang) -> String {
    format!("{page}.{}.txt", lang.code())
}

/// The whole file of `page` in `lang`.
pub fn encode(page_name: &str, lang: Lang) -> String {
    let mut lines = vec![""; Key::ALL.len()];
    for (key, text) in page(page_name, lang) {
        lines[key as usize] = text;
    }
    let mut out = format!("{HEAD} {:016x} {}\n", Key::FINGERPRINT, lang.code());
    for line in lines {
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// Why a text file cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileError {
    /// Not a text file at all (an error page, an empty answer…).
    NotTexts,
    /// Written for another set of keys: another build of the app.
    OtherKeys,
    /// Written for another language than the one asked for.
    OtherLanguage(String),
    /// Fewer or more lines than there are keys: cut short or damaged.
    Damaged,
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::NotTexts => write!(f, "not a Numera text file"),
            FileError::OtherKeys => write!(f, "the text file belongs to another version"),
            FileError::OtherLanguage(code) => write!(f, "the text file is in {code}"),
            FileError::Damaged => write!(f, "the text file is incomplete or damaged"),
        }
    }
}

/// The texts of a file, indexed by key (`Key as usize`; empty where the file has none).
pub fn decode(file: &str, lang: Lang) -> Result<Vec<&str>, FileError> {
    let mut lines = file.lines();
    let mut head = lines.next().unwrap_or_default().split(' ');
    if head.next() != Some(HEAD) {
        return Err(FileError::NotTexts);
    }
    if head.next() != Some(format!("{:016x}", Key::FINGERPRINT).as_str()) {
        return Err(FileError::OtherKeys);
    }
    let code = head.next().unwrap_or_default();
    if code != lang.code() {
        return Err(FileError::OtherLanguage(code.to_owned()));
    }
    let texts: Vec<&str> = lines.collect();
    if texts.len() != Key::ALL.len() {
        return Err(FileError::Damaged);
    }
    Ok(texts)
}

#[cfg(test)]
mod tests {
    use super::super::PAGES;
    use super::*;

    #[test]
    fn every_page_reads_back_its_own_texts_in_every_language() {
        for page_name in PAGES {
            for lang in Lang::ALL {
                let file = encode(page_name, lang);
                let texts = decode(&file, lang).unwrap();
                for (key, text) in page(page_name, lang) {
                    assert_eq!(texts[key as usize], text, "{page_name} {lang:?} {key:?}");
                }
            }
        }
    }

    #[test]
    fn no_text_holds_a_line_break_or_is_empty() {
        for lang in Lang::ALL {
            for (key, text) in page("all", lang) {
                assert!(!text.contains(['\n', '\r']), "{key:?} in {lang:?}");
                assert!(!text.is_empty(), "{key:?} in {lang:?}");
            }
        }
    }

    #[test]
    fn a_wrong_file_is_refused_with_its_reason() {
        let file = encode("dungeon", Lang::Fr);
        assert_eq!(
            decode(&file, Lang::En),
            Err(FileError::OtherLanguage("fr".into()))
        );
        assert_eq!(
            decode("<!doctype html>", Lang::En),
            Err(FileError::NotTexts)
        );
        assert_eq!(decode("", Lang::En), Err(FileError::NotTexts));
        let other = file.replacen(&format!("{:016x}", Key::FINGERPRINT), "0123456789abcdef", 1);
        assert_eq!(decode(&other, Lang::Fr), Err(FileError::OtherKeys));
        let longer = format!("{file}oops\n");
        assert_eq!(decode(&longer, Lang::Fr), Err(FileError::Damaged));
        let cut: String = file.lines().take(100).map(|l| format!("{l}\n")).collect();
        assert_eq!(decode(&cut, Lang::Fr), Err(FileError::Damaged));
    }

    #[test]
    fn files_are_named_by_page_and_language_code() {
        assert_eq!(name("dungeon", Lang::ZhTw), "dungeon.zh-TW.txt");
    }
}
