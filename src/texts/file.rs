//! The text file of one page in one language, `texts/<page>.<lang>.txt`: written at build time
//! by `numera-texts`, read by the page when it starts.
//!
//! ```text
//! numera-texts <fingerprint of the keys, 16 hex digits> <language code>
//! <key index><TAB><text>
//! …
//! ```
//! Texts hold no line break or tab (a test checks), so a line is a text and reading a file
//! only slices it: no copy, no escapes.

use std::fmt;

use super::{page, Key, Lang};

const HEAD: &str = "numera-texts";

/// The file's name inside `texts/`.
pub fn name(page: &str, lang: Lang) -> String {
    format!("{page}.{}.txt", lang.code())
}

/// The whole file of `page` in `lang`.
pub fn encode(page_name: &str, lang: Lang) -> String {
    let mut out = format!("{HEAD} {:016x} {}\n", Key::FINGERPRINT, lang.code());
    for (key, text) in page(page_name, lang) {
        out.push_str(&format!("{}\t{text}\n", key as usize));
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
    /// A line that is not `<key index><TAB><text>` (numbered from 1, the head included).
    BadLine(usize),
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::NotTexts => write!(f, "not a Numera text file"),
            FileError::OtherKeys => write!(f, "the text file belongs to another version"),
            FileError::OtherLanguage(code) => write!(f, "the text file is in {code}"),
            FileError::BadLine(n) => write!(f, "line {n} of the text file is damaged"),
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
    let mut texts = vec![""; Key::ALL.len()];
    for (n, line) in lines.enumerate() {
        let slot = line
            .split_once('\t')
            .and_then(|(index, text)| Some((index.parse::<usize>().ok()?, text)))
            .filter(|&(index, _)| index < texts.len());
        match slot {
            Some((index, text)) => texts[index] = text,
            None => return Err(FileError::BadLine(n + 2)),
        }
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
    fn no_text_holds_a_line_break_or_a_tab() {
        for lang in Lang::ALL {
            for (key, text) in page("all", lang) {
                assert!(!text.contains(['\n', '\r', '\t']), "{key:?} in {lang:?}");
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
        let damaged = format!("{file}oops\n");
        let lines = file.lines().count();
        assert_eq!(
            decode(&damaged, Lang::Fr),
            Err(FileError::BadLine(lines + 1))
        );
        let beyond = format!("{file}{}\tx\n", Key::ALL.len());
        assert_eq!(
            decode(&beyond, Lang::Fr),
            Err(FileError::BadLine(lines + 1))
        );
    }

    #[test]
    fn files_are_named_by_page_and_language_code() {
        assert_eq!(name("dungeon", Lang::ZhTw), "dungeon.zh-TW.txt");
    }
}
