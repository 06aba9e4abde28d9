//! How the player's settings (store::settings) reach the page: the language in use, and the
//! theme and motion mirrored onto `<html>`.
//!
//! Theme and motion become `data-theme` / `data-motion` on `<html>` so the CSS alone reacts;
//! "system" removes the attribute and lets the media queries decide.

use super::i18n::{Lang, LangOnPage};
pub use crate::store::settings::{BotSpeed, Motion, Prefs, Theme};

/// What the settings mean on this page, in this browser.
pub trait PrefsOnPage {
    /// The chosen language, or the browser's until the player picks one.
    fn lang(&self) -> Lang;
    /// Whether animations and waits should be cut short right now.
    fn reduced_motion(&self) -> bool;
    /// Mirrors the settings onto `<html>` (lang, data-theme, data-motion).
    fn apply_to_document(&self);
}

impl PrefsOnPage for Prefs {
    fn lang(&self) -> Lang {
        self.lang.unwrap_or_else(Lang::from_browser)
    }

    fn reduced_motion(&self) -> bool {
        match self.motion {
            Motion::On => true,
            Motion::Off => false,
            Motion::System => media_matches("(prefers-reduced-motion: reduce)"),
        }
    }

    fn apply_to_document(&self) {
        let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        else {
            return;
        };
        let _ = root.set_attribute("lang", self.lang().code());
        let _ = match self.theme {
            Theme::Light => root.set_attribute("data-theme", "light"),
            Theme::Dark => root.set_attribute("data-theme", "dark"),
            Theme::System => root.remove_attribute("data-theme"),
        };
        let _ = match self.motion {
            Motion::On => root.set_attribute("data-motion", "reduce"),
            Motion::Off => root.set_attribute("data-motion", "full"),
            Motion::System => root.remove_attribute("data-motion"),
        };
    }
}

fn media_matches(query: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.match_media(query).ok().flatten())
        .is_some_and(|m| m.matches())
}
