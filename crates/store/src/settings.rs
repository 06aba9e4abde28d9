//! The player's settings (language, theme, motion, bots' speed, screen-reader mode) as
//! stored. How they reach the page is `app/prefs.rs`.

use serde::{Deserialize, Serialize};

use numera_rules::json;
use numera_rules::json_record;
use numera_rules::log::LogError;
use numera_texts::Lang;

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

/// How long bots take over a move: their visible pause, as the game sets it, or a third of
/// it, or none (the move shows as soon as it is thought out).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BotSpeed {
    #[default]
    Normal,
    Fast,
    Instant,
}

impl BotSpeed {
    /// A pause of `ms` at this speed.
    pub fn scale(self, ms: u64) -> u64 {
        match self {
            BotSpeed::Normal => ms,
            BotSpeed::Fast => ms / 3,
            BotSpeed::Instant => 0,
        }
    }
}

pub const PREFS_VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prefs {
    pub version: u32,
    /// `None` until the player picks one: the browser's language is used meanwhile.
    pub lang: Option<Lang>,
    pub theme: Theme,
    pub motion: Motion,
    /// Absent in settings stored before it existed: normal.
    #[serde(default)]
    pub bots: BotSpeed,
    /// Play by typed commands, every event spoken (docs/accessibility.md). Absent in settings
    /// stored before it existed: off.
    #[serde(default)]
    pub screen_reader: bool,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            version: PREFS_VERSION,
            lang: None,
            theme: Theme::System,
            motion: Motion::System,
            bots: BotSpeed::Normal,
            screen_reader: false,
        }
    }
}

impl Prefs {
    pub fn decode(text: &str) -> Result<Prefs, LogError> {
        super::decode(text, &[PREFS_VERSION])
    }

    pub fn encode(&self) -> String {
        json::to_string(self)
    }

    /// A tab's settings written over settings that moved on in another tab: each setting this
    /// tab changed since it read `base` wins, every other one stays as `stored` has it.
    pub fn merge(base: &Prefs, mine: &Prefs, stored: &Prefs) -> Prefs {
        fn pick<T: PartialEq + Copy>(base: T, mine: T, stored: T) -> T {
            if mine != base {
                mine
            } else {
                stored
            }
        }
        Prefs {
            version: PREFS_VERSION,
            lang: pick(base.lang, mine.lang, stored.lang),
            theme: pick(base.theme, mine.theme, stored.theme),
            motion: pick(base.motion, mine.motion, stored.motion),
            bots: pick(base.bots, mine.bots, stored.bots),
            screen_reader: pick(base.screen_reader, mine.screen_reader, stored.screen_reader),
        }
    }
}

json_record!(
    enum Theme {
        Light = "light",
        Dark = "dark",
        System = "system",
    }
);

json_record!(
    enum Motion {
        On = "on",
        Off = "off",
        System = "system",
    }
);

json_record!(
    enum BotSpeed {
        Normal = "normal",
        Fast = "fast",
        Instant = "instant",
    }
);

json_record!(struct Prefs { version, lang, theme, motion, bots(default), screen_reader(default) });

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_read_back_and_a_later_version_is_refused() {
        let prefs = Prefs {
            lang: Some(Lang::Fr),
            theme: Theme::Dark,
            ..Prefs::default()
        };
        assert_eq!(Prefs::decode(&prefs.encode()), Ok(prefs));
        let future = r#"{"version":2,"lang":"fr","theme":"dark","motion":"on"}"#;
        assert_eq!(Prefs::decode(future), Err(LogError::UnknownVersion(2)));
        assert!(matches!(
            Prefs::decode(r#"{"version":1,"theme":"pink"}"#),
            Err(LogError::Malformed(_))
        ));
    }

    #[test]
    fn the_bots_speed_reads_back_and_is_normal_in_older_settings() {
        let fast = Prefs {
            bots: BotSpeed::Instant,
            ..Prefs::default()
        };
        assert_eq!(Prefs::decode(&fast.encode()), Ok(fast));
        let older = r#"{"version":1,"lang":"fr","theme":"dark","motion":"on"}"#;
        assert_eq!(Prefs::decode(older).map(|p| p.bots), Ok(BotSpeed::Normal));
        assert_eq!(
            [BotSpeed::Normal, BotSpeed::Fast, BotSpeed::Instant].map(|s| s.scale(900)),
            [900, 300, 0]
        );
    }

    #[test]
    fn the_screen_reader_mode_reads_back_and_is_off_in_older_settings() {
        let on = Prefs {
            screen_reader: true,
            ..Prefs::default()
        };
        assert!(on.encode().contains(r#""screen_reader":true"#));
        assert_eq!(Prefs::decode(&on.encode()), Ok(on));
        let older = r#"{"version":1,"lang":"fr","theme":"dark","motion":"on","bots":"fast"}"#;
        assert_eq!(Prefs::decode(older).map(|p| p.screen_reader), Ok(false));
        let mine = Prefs {
            screen_reader: true,
            ..Prefs::default()
        };
        let stored = Prefs {
            bots: BotSpeed::Fast,
            ..Prefs::default()
        };
        let merged = Prefs::merge(&Prefs::default(), &mine, &stored);
        assert!(merged.screen_reader);
        assert_eq!(merged.bots, BotSpeed::Fast);
    }

    #[test]
    fn two_tabs_changing_different_settings_keep_both_changes() {
        let base = Prefs::default();
        let mine = Prefs {
            theme: Theme::Dark,
            ..base.clone()
        };
        let stored = Prefs {
            lang: Some(Lang::ZhTw),
            ..base.clone()
        };
        let merged = Prefs::merge(&base, &mine, &stored);
        assert_eq!(merged.theme, Theme::Dark);
        assert_eq!(merged.lang, Some(Lang::ZhTw));
        assert_eq!(merged.motion, Motion::System);
    }
}
