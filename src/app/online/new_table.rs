//! A new table's first step (`?table=new`): the host's name and the table's pace (a clock
//! per move, live or turn-based, and the bot that moves when one runs out), then the table
//! is opened.

use leptos::prelude::*;
use numera_wire::{LIVE_CLOCKS, TURN_CLOCKS};

use crate::app::i18n::{I18n, Key};
use crate::app::seat::kind_key;

/// What the host chooses of the table's pace.
#[derive(Clone, Copy)]
pub struct PaceChoice {
    /// Seconds per move (`None`: no clock).
    pub clock_s: RwSignal<Option<u64>>,
    /// The bot that plays a move whose time ran out (`None`: the server's default, easy).
    pub bot: RwSignal<Option<&'static str>>,
    /// The game's bots, weakest first.
    pub bots: StoredValue<Vec<&'static str>>,
}

impl PaceChoice {
    /// No clock yet, with the bots among the game's seat kinds (`kinds`).
    pub fn new(kinds: impl Iterator<Item = &'static str>) -> PaceChoice {
        PaceChoice {
            clock_s: RwSignal::new(None),
            bot: RwSignal::new(None),
            bots: StoredValue::new(kinds.filter(|k| *k != "human").collect()),
        }
    }
}

/// A clock's length in words: "20 s", "3 min", "2 days (turn-based)".
fn pace_words(i18n: I18n, secs: u64) -> String {
    let n = |v: u64| [("n", v.to_string())];
    match secs {
        s if s < 60 => i18n.f(Key::OnPaceSeconds, &n(s)),
        s if s < 86_400 => i18n.f(Key::OnPaceMinutes, &n(s / 60)),
        s => i18n.n(Key::OnPaceDays, s / 86_400, &n(s / 86_400)),
    }
}

/// The pace's two choices.
fn pace_fields(pace: PaceChoice, i18n: I18n) -> impl IntoView {
    let lengths = LIVE_CLOCKS.iter().chain(&TURN_CLOCKS).copied();
    let options = lengths
        .map(|s| view! { <option value=s.to_string()>{move || pace_words(i18n, s)}</option> })
        .collect_view();
    let bot_field = move || {
        let options = pace.bots.get_value().into_iter().map(|b| {
            let label = move || kind_key(b).map_or(b, |k| i18n.t(k));
            let selected = pace.bot.get_untracked().unwrap_or("easy") == b;
            view! { <option value=b selected=selected>{label}</option> }
        });
        let options = options.collect_view();
        view! {
            <label class="field">
                <span class="field-label">{i18n.live(Key::OnPaceBot)}</span>
                <select data-testid="table-pace-bot" on:change=move |e| {
                    let chosen = event_target_value(&e);
                    pace.bot.set(pace.bots.get_value().into_iter().find(|b| *b == chosen));
                }>
                    {options}
                </select>
            </label>
        }
    };
    view! {
        <label class="field">
            <span class="field-label">{i18n.live(Key::OnPace)}</span>
            <select data-testid="table-pace" on:change=move |e| pace.clock_s.set(event_target_value(&e).parse().ok())>
                <option value="">{i18n.live(Key::OnPaceNone)}</option>
                {options}
            </select>
        </label>
        {move || pace.clock_s.get().is_some().then(bot_field)}
    }
}

/// The name field, the pace, and the button that opens the table (`open`), once, under a
/// name.
pub fn new_table(
    name: RwSignal<String>,
    pace: PaceChoice,
    i18n: I18n,
    open: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let asked = RwSignal::new(false);
    view! {
        <section class="panel" aria-labelledby="new-table-title">
            <h2 id="new-table-title">{i18n.live(Key::OnPlayOnline)}</h2>
            <p class="lede">{i18n.live(Key::OnPlayOnlineHint)}</p>
            <label class="field">
                <span class="field-label">{i18n.live(Key::OnNameLabel)}</span>
                <input
                    type="text"
                    class="name-input"
                    maxlength="24"
                    autocomplete="nickname"
                    prop:value=move || name.get()
                    on:input=move |e| name.set(event_target_value(&e))
                />
            </label>
            {pace_fields(pace, i18n)}
            <button
                class="btn btn-primary btn-big"
                disabled=move || asked.get() || name.with(|n| n.trim().is_empty())
                on:click=move |_| {
                    asked.set(true);
                    open();
                }
            >
                {move || i18n.t(if asked.get() { Key::OnOpening } else { Key::OnOpenTable })}
            </button>
        </section>
    }
}
