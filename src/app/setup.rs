//! A new game of any game: its seats (each a human or a bot of some level, within the game's
//! seat range) and an optional seed (empty: a fresh one). A seed link arrives here prefilled.
//! Starting over an unfinished game says so first, in the game's own words.

use leptos::prelude::*;

use crate::app::choice::Choice;
use crate::app::i18n::{use_i18n, Key};
use crate::app::problem::Problem;
use crate::app::seat::{glyph, kind_key, player_name, seat_class};
use crate::app::share;
use crate::rules::Seed;

/// A seat kind as the setup offers it: its name in links and saves ("human", "hard", …).
pub trait SeatChoiceKind: Copy + PartialEq + Send + Sync + 'static {
    fn name(self) -> &'static str;
}

#[component]
pub fn Setup<K: SeatChoiceKind>(
    seed: Option<Seed>,
    seats: Vec<K>,
    /// What each seat may be, humans first; a new seat gets the second (the weakest bot).
    kinds: Vec<K>,
    min: usize,
    max: usize,
    /// Opened from a friend's seed link.
    from_link: bool,
    /// The game in progress this would replace, said in words ("round 2, turn 3"), if any.
    #[prop(into)]
    replaces: Option<Signal<String>>,
    /// A line about the game's seats under the title, if it has something to say there.
    hint: Option<Key>,
    #[prop(into)] on_start: Callback<(Vec<K>, Seed)>,
    #[prop(into)] on_resume: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let added = kinds.get(1).or(kinds.first()).copied();
    let seats = RwSignal::new(seats);
    let seed_text = RwSignal::new(seed.map(|s| s.to_string()).unwrap_or_default());
    let seed_parsed = Memo::new(move |_| {
        let text = seed_text.get();
        if text.trim().is_empty() {
            Ok(None)
        } else {
            text.parse::<Seed>().map(Some).map_err(Problem::Seed)
        }
    });
    let start = move || {
        let Ok(seed) = seed_parsed.get_untracked() else {
            return;
        };
        on_start.run((
            seats.get_untracked(),
            seed.unwrap_or_else(share::fresh_seed),
        ));
    };

    view! {
        <section class="panel setup" aria-labelledby="setup-title">
            <h1 id="setup-title">{move || i18n.t(Key::NewGame)}</h1>
            {hint.map(|k| view! { <p class="lede">{move || i18n.t(k)}</p> })}
            {from_link.then(|| view! { <p class="lede">{move || i18n.t(Key::FromSeedLink)}</p> })}
            {replaces.map(|what| view! {
                <div class="warn">
                    <p>
                        <span aria-hidden="true">"⚠ "</span>
                        {move || i18n.f(Key::ReplacesGame, &[("where", what.get())])}
                    </p>
                    <button class="btn" on:click=move |_| on_resume.run(())>{move || i18n.t(Key::Resume)}</button>
                </div>
            })}
            <h2>{move || i18n.t(Key::Seats)}</h2>
            <ol class="seat-setup">
                <For each=move || 0..seats.with(Vec::len) key=|i| *i let:i>
                    <SeatChoice seat=i seats=seats kinds=kinds.clone() />
                </For>
            </ol>
            <div class="actions">
                <button
                    class="btn"
                    disabled=move || { seats.with(Vec::len) >= max }
                    on:click=move |_| seats.update(|s| s.extend(added))
                >
                    <span aria-hidden="true">"+ "</span>
                    {move || i18n.t(Key::AddSeat)}
                </button>
                <button
                    class="btn"
                    disabled=move || { seats.with(Vec::len) <= min }
                    on:click=move |_| seats.update(|s| {
                        s.pop();
                    })
                >
                    <span aria-hidden="true">"− "</span>
                    {move || i18n.t(Key::RemoveSeat)}
                </button>
            </div>
            <p class="hint">
                {move || i18n.f(
                    Key::SeatRange,
                    &[("min", min.to_string()), ("max", max.to_string())],
                )}
            </p>
            <label class="field">
                <span class="field-label">{move || i18n.t(Key::SeedOptional)}</span>
                <input
                    type="text"
                    class="seed-input"
                    autocomplete="off"
                    spellcheck="false"
                    placeholder=move || i18n.t(Key::SeedRandom)
                    aria-describedby="seed-help"
                    aria-invalid=move || seed_parsed.with(Result::is_err).to_string()
                    prop:value=move || seed_text.get()
                    on:input=move |e| seed_text.set(event_target_value(&e))
                />
            </label>
            <p id="seed-help" class="hint" class:error=move || seed_parsed.with(Result::is_err)>
                {move || match seed_parsed.get() {
                    Ok(_) => i18n.t(Key::SeedHelp).to_owned(),
                    Err(problem) => format!("✗ {}", problem.describe(i18n)),
                }}
            </p>
            <button
                class="btn btn-primary btn-big"
                disabled=move || seed_parsed.with(Result::is_err)
                on:click=move |_| start()
            >
                {move || i18n.t(Key::StartGame)}
            </button>
        </section>
    }
}

#[component]
fn SeatChoice<K: SeatChoiceKind>(
    seat: usize,
    seats: RwSignal<Vec<K>>,
    kinds: Vec<K>,
) -> impl IntoView {
    let i18n = use_i18n();
    let fallback = kinds[0];
    view! {
        <li class="seat-setup-row">
            <span class=seat_class(seat)>
                <span class="seat-glyph" aria-hidden="true">{glyph(seat)}</span>
                <span class="seat-name">{move || player_name(i18n, seat)}</span>
            </span>
            <Choice
                name=format!("seat-{seat}")
                legend=Signal::derive(move || player_name(i18n, seat))
                quiet_legend=true
                options=kinds
                label=move |kind: K| kind_key(kind.name()).map_or(kind.name(), |k| i18n.t(k)).to_owned()
                value=Signal::derive(move || {
                    seats.with(|s| s.get(seat).copied().unwrap_or(fallback))
                })
                on_change=move |kind| seats.update(|s| {
                    if let Some(slot) = s.get_mut(seat) {
                        *slot = kind;
                    }
                })
            />
        </li>
    }
}
