//! Settings: language, theme, reduced motion, the bots' speed, the screen-reader mode. Each
//! change applies at once and is stored.

use leptos::prelude::*;

use super::backup::Backup;
use crate::app::choice::Choice;
use crate::app::i18n::{use_i18n, Key, Lang};
use crate::app::notices::{use_notices, Notices};
use crate::app::prefs::{BotSpeed, Motion, Prefs, PrefsOnPage, Theme};
use crate::app::{storage, PrefsBase};

/// How each theme choice is called.
fn theme_key(theme: Theme) -> Key {
    match theme {
        Theme::Light => Key::ThemeLight,
        Theme::Dark => Key::ThemeDark,
        Theme::System => Key::FollowSystem,
    }
}

/// How each motion choice is called (`On` is the reduced-motion setting).
fn motion_key(motion: Motion) -> Key {
    match motion {
        Motion::On => Key::MotionReduced,
        Motion::Off => Key::MotionFull,
        Motion::System => Key::FollowSystem,
    }
}

/// How each speed of the bots is called.
fn bots_key(speed: BotSpeed) -> Key {
    match speed {
        BotSpeed::Normal => Key::BotsNormal,
        BotSpeed::Fast => Key::BotsFast,
        BotSpeed::Instant => Key::BotsInstant,
    }
}

/// How the screen-reader mode's two positions are called.
fn screen_reader_key(on: bool) -> Key {
    if on {
        Key::ScreenReaderOn
    } else {
        Key::ScreenReaderOff
    }
}

/// Stores each change of `prefs` made on this page (not the first run: merely opening the
/// page never writes, so a browser-language default stays a default). What another tab
/// changed since `base` is merged in (storage::store_prefs).
fn store_changes(prefs: RwSignal<Prefs>, base: PrefsBase, notices: Notices) {
    let PrefsBase(base) = base;
    Effect::new(move |previous: Option<()>| {
        let current = prefs.get();
        if previous.is_some() && current != base.get_value() {
            let now = storage::store_prefs(&base.get_value(), &current, notices);
            base.set_value(now.clone());
            if now != current {
                prefs.set(now);
            }
        }
    });
}

#[component]
pub fn SettingsPage() -> impl IntoView {
    let i18n = use_i18n();
    let prefs = expect_context::<RwSignal<Prefs>>();
    store_changes(prefs, expect_context::<PrefsBase>(), use_notices());
    let legend = move |key: Key| Signal::derive(move || i18n.t(key).to_owned());
    view! {
        <section class="panel narrow settings">
            <h1>{i18n.live(Key::SettingsTitle)}</h1>
            <Choice
                name="lang".to_owned()
                legend=legend(Key::SettingLanguage)
                options=Lang::ALL.to_vec()
                label=|lang: Lang| lang.native_name().to_owned()
                value=Signal::derive(move || prefs.with(Prefs::lang))
                on_change=move |lang| prefs.update(|p| p.lang = Some(lang))
            />
            <Choice
                name="theme".to_owned()
                legend=legend(Key::SettingTheme)
                options=vec![Theme::Light, Theme::Dark, Theme::System]
                label=move |theme| i18n.t(theme_key(theme)).to_owned()
                value=Signal::derive(move || prefs.with(|p| p.theme))
                on_change=move |theme| prefs.update(|p| p.theme = theme)
            />
            <Choice
                name="motion".to_owned()
                legend=legend(Key::SettingMotion)
                options=vec![Motion::On, Motion::Off, Motion::System]
                label=move |motion| i18n.t(motion_key(motion)).to_owned()
                value=Signal::derive(move || prefs.with(|p| p.motion))
                on_change=move |motion| prefs.update(|p| p.motion = motion)
            />
            <Choice
                name="bots".to_owned()
                legend=legend(Key::SettingBots)
                options=vec![BotSpeed::Normal, BotSpeed::Fast, BotSpeed::Instant]
                label=move |speed| i18n.t(bots_key(speed)).to_owned()
                value=Signal::derive(move || prefs.with(|p| p.bots))
                on_change=move |speed| prefs.update(|p| p.bots = speed)
            />
            <Choice
                name="screen-reader".to_owned()
                legend=legend(Key::SettingScreenReader)
                options=vec![true, false]
                label=move |on| i18n.t(screen_reader_key(on)).to_owned()
                value=Signal::derive(move || prefs.with(|p| p.screen_reader))
                on_change=move |on| prefs.update(|p| p.screen_reader = on)
            />
            <p class="hint">{i18n.live(Key::ScreenReaderHint)}</p>
            <p class="hint">{i18n.live(Key::SettingsStoredHint)}</p>
            <Backup />
        </section>
    }
}
