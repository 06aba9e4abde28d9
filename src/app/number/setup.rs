//! A new game: 3–5 seats, each a human or a bot, and an optional seed (empty: a fresh one).
//! A seed link arrives here prefilled. Starting over a game in progress says so first.

use leptos::prelude::*;

use super::seat::{glyph, kind_key, player_name};
use super::session::Progress;
use crate::app::choice::Choice;
use crate::app::i18n::{use_i18n, Key};
use crate::app::problem::Problem;
use crate::app::share;
use crate::rules::number::{Options, SeatKind, MAX_PLAYERS, MIN_PLAYERS};
use crate::rules::Seed;

#[component]
pub fn Setup(
    seed: Option<Seed>,
    seats: Vec<SeatKind>,
    /// Opened from a friend's seed link.
    from_link: bool,
    in_progress: Option<Progress>,
    #[prop(into)] on_start: Callback<(Options, Seed)>,
    #[prop(into)] on_resume: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
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
        let options = Options {
            seats: seats.get_untracked(),
        };
        on_start.run((options, seed.unwrap_or_else(share::fresh_seed)));
    };
    let unfinished = in_progress.filter(|p| !p.over);

    view! {
        <section class="panel setup" aria-labelledby="setup-title">
            <h1 id="setup-title">{i18n.live(Key::NewGame)}</h1>
            {from_link.then(|| view! { <p class="lede">{i18n.live(Key::FromSeedLink)}</p> })}
            {unfinished.map(|p| view! {
                <div class="warn">
                    <p>
                        <span aria-hidden="true">"⚠ "</span>
                        {move || i18n.f(
                            Key::ReplacesGame,
                            &[("round", (p.round + 1).to_string()), ("turn", (p.turn + 1).to_string())],
                        )}
                    </p>
                    <button class="btn" on:click=move |_| on_resume.run(())>{i18n.live(Key::Resume)}</button>
                </div>
            })}
            <h2>{i18n.live(Key::Seats)}</h2>
            <ol class="seat-setup">
                <For each=move || 0..seats.with(Vec::len) key=|i| *i let:i>
                    <SeatChoice seat=i seats=seats />
                </For>
            </ol>
            <div class="actions">
                <button
                    class="btn"
                    disabled=move || { seats.with(Vec::len) >= MAX_PLAYERS }
                    on:click=move |_| seats.update(|s| s.push(SeatKind::Easy))
                >
                    <span aria-hidden="true">"+ "</span>
                    {i18n.live(Key::AddSeat)}
                </button>
                <button
                    class="btn"
                    disabled=move || { seats.with(Vec::len) <= MIN_PLAYERS }
                    on:click=move |_| seats.update(|s| {
                        s.pop();
                    })
                >
                    <span aria-hidden="true">"− "</span>
                    {i18n.live(Key::RemoveSeat)}
                </button>
            </div>
            <p class="hint">
                {move || i18n.f(
                    Key::SeatRange,
                    &[("min", MIN_PLAYERS.to_string()), ("max", MAX_PLAYERS.to_string())],
                )}
            </p>
            <label class="field">
                <span class="field-label">{i18n.live(Key::SeedOptional)}</span>
                <input
                    type="text"
                    class="seed-input"
                    autocomplete="off"
                    spellcheck="false"
                    placeholder=i18n.live(Key::SeedRandom)
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
                {i18n.live(Key::StartGame)}
            </button>
        </section>
    }
}

#[component]
fn SeatChoice(seat: usize, seats: RwSignal<Vec<SeatKind>>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <li class="seat-setup-row">
            <span class=format!("seat seat-{}", seat % 5)>
                <span class="seat-glyph" aria-hidden="true">{glyph(seat)}</span>
                <span class="seat-name">{move || player_name(i18n, seat)}</span>
            </span>
            <Choice
                name=format!("seat-{seat}")
                legend=Signal::derive(move || player_name(i18n, seat))
                quiet_legend=true
                options=vec![SeatKind::Human, SeatKind::Easy, SeatKind::Hard]
                label=move |kind| i18n.t(kind_key(kind)).to_owned()
                value=Signal::derive(move || {
                    seats.with(|s| s.get(seat).copied().unwrap_or(SeatKind::Human))
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
