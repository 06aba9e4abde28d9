//! The player's settings (language, theme, motion): the model, and how it reaches the page.
//!
//! Theme and motion become `data-theme` / `data-motion` on `<html>` so the CSS alone reacts;
//! "system" removes the attribute and lets the media queries decide.

use serde::{Deserialize, Serialize};

use super::i18n::Lang;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    Light,
    Dark,
    #[default]
    System,
}

/// Reduced motion: `On` reduces, `Off` keeps animations, `System` follows the OS setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Motion {
    On,
    Off,
    #[default]
    System,
}

pub const PREFS_VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prefs {
    pub version: u32,
    /// `None` until the player picks one: the browser's language is used meanwhile.
    pub lang: Option<Lang>,
    pub theme: Theme,
    pub motion: Motion,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            version: PREFS_VERSION,
            lang: None,
            theme: Theme::System,
            motion: Motion::System,
        }
    }
}

impl Prefs {
    pub fn lang(&self) -> Lang {
        self.lang.unwrap_or_else(Lang::from_browser)
    }

    /// Whether animations and waits should be cut short right now.
    pub fn reduced_motion(&self) -> bool {
        match self.motion {
            Motion::On => true,
            Motion::Off => false,
            Motion::System => media_matches("(prefers-reduced-motion: reduce)"),
        }
    }

    /// Mirrors the settings onto `<html>` (lang, data-theme, data-motion).
    pub fn apply_to_document(&self) {
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
