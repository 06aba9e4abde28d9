//! A new game of any game: its seats (each a human or a bot of some level, within the game's
//! seat range) and an optional seed (empty: a fresh one). A seed link arrives here prefilled.
//! Starting over an unfinished game says so first, in the game's own words. A solo game
//! (one seat that can only be a human) shows no seats at all.

use leptos::prelude::*;

use crate::app::choice::Choice;
use crate::app::i18n::{use_i18n, Key};
use crate::app::in_turn::in_turn;
use crate::app::problem::{counts_text, Problem};
use crate::app::seat::{glyph, kind_key, number_name, seat_class};
use crate::rules::Seed;

/// A seat kind as the setup offers it: its name in links and saves ("human", "hard", …).
pub trait SeatChoiceKind: Copy + PartialEq + Send + Sync + 'static {
    fn name(self) -> &'static str;
}

/// The seats of the games with three bot levels (NMBR 9, Sequence Numbers).
impl SeatChoiceKind for crate::rules::seat::SeatKind {
    fn name(self) -> &'static str {
        self.as_str()
    }
}

/// A game option chosen in the setup besides the seats (e.g. Sequence's edition); seed links
/// carry it as `?name=value`. The first value is the default.
pub struct OptionChoice {
    pub name: &'static str,
    pub legend: Key,
    pub values: &'static [(&'static str, Key)],
}

/// The seat count after `now` going up (`step` 1) or down (−1): the next allowed count, or
/// `now` when there is none. `counts` lists the allowed counts in increasing order.
fn next_count(counts: &[usize], now: usize, step: i8) -> usize {
    if step > 0 {
        counts.iter().copied().find(|&c| c > now).unwrap_or(now)
    } else {
        counts
            .iter()
            .rev()
            .copied()
            .find(|&c| c < now)
            .unwrap_or(now)
    }
}

/// A fresh seed from the operating system's randomness (rand's `OsRng`; in the browser,
/// `crypto.getRandomValues` through getrandom's `wasm_js` backend).
fn fresh_seed() -> Seed {
    use rand::TryRngCore;
    // If the browser has no crypto at all, the clock still gives a usable, unshared seed.
    let bits = rand::rngs::OsRng
        .try_next_u64()
        .unwrap_or_else(|_| js_sys::Date::now() as u64);
    Seed::from_bits(bits)
}

#[component]
pub fn Setup<K: SeatChoiceKind>(
    seed: Option<Seed>,
    seats: Vec<K>,
    /// What each seat may be, humans first; a new seat gets the second (the weakest bot).
    kinds: Vec<K>,
    /// The seat counts the game allows, in increasing order.
    counts: &'static [usize],
    choices: &'static [OptionChoice],
    /// The value of each choice to start from (a link's, or the defaults).
    chosen: Vec<&'static str>,
    /// Opened from a friend's seed link.
    from_link: bool,
    /// The game in progress this would replace, said in words ("round 2, turn 3"), if any.
    #[prop(into)]
    replaces: Option<Signal<String>>,
    /// A line about the game's seats under the title, if it has something to say there.
    hint: Option<Key>,
    #[prop(into)] on_start: Callback<(Vec<K>, Vec<&'static str>, Seed)>,
    #[prop(into)] on_resume: Callback<()>,
    /// Opens an online table with these seats and options instead (app::online), for a game
    /// played online.
    on_online: Option<Callback<(Vec<K>, Vec<&'static str>)>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let added = kinds.get(1).or(kinds.first()).copied();
    let (min, max) = (counts[0], counts[counts.len() - 1]);
    let solo = max == 1 && kinds.len() == 1;
    let seats = RwSignal::new(seats);
    // Only the count redraws the rows; a seat's kind changes inside its own row.
    let count = Memo::new(move |_| seats.with(Vec::len));
    let chosen = RwSignal::new(chosen);
    let resize = move |step: i8| {
        seats.update(|s| {
            let to = next_count(counts, s.len(), step);
            s.truncate(to);
            while s.len() < to {
                s.extend(added);
            }
        })
    };
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
            chosen.get_untracked(),
            seed.unwrap_or_else(fresh_seed),
        ));
    };

    view! {
        <section class="panel setup" aria-labelledby="setup-title">
            <h2 id="setup-title">{i18n.live(Key::NewGame)}</h2>
            {hint.map(|k| view! { <p class="lede">{i18n.live(k)}</p> })}
            {from_link.then(|| view! { <p class="lede">{i18n.live(Key::FromSeedLink)}</p> })}
            {replaces.map(|what| view! {
                <div class="warn">
                    <p>
                        <span aria-hidden="true">"⚠ "</span>
                        {move || i18n.f(Key::ReplacesGame, &[("where", what.get())])}
                    </p>
                    <button class="btn" on:click=move |_| on_resume.run(())>{i18n.live(Key::Resume)}</button>
                </div>
            })}
            // A solo game (one seat, one kind) has nothing to choose here.
            {(!solo).then(|| in_turn(move || view! {
                <h2>{i18n.live(Key::Seats)}</h2>
                <ol class="seat-setup">
                    // Redrawn as a whole when the count changes (rarely, and never while a
                    // row has the focus): a keyed `For` would bring its list diffing onto
                    // every game page for this list alone.
                    {let kinds = kinds.clone(); move || (0..count.get()).map(|i| view! {
                        <SeatChoice seat=i seats=seats kinds=kinds.clone() />
                    }).collect_view()}
                </ol>
                <div class="actions">
                    <button
                        class="btn"
                        disabled=move || { count.get() >= max }
                        on:click=move |_| resize(1)
                    >
                        <span aria-hidden="true">"+ "</span>
                        {i18n.live(Key::AddSeat)}
                    </button>
                    <button
                        class="btn"
                        disabled=move || { count.get() <= min }
                        on:click=move |_| resize(-1)
                    >
                        <span aria-hidden="true">"− "</span>
                        {i18n.live(Key::RemoveSeat)}
                    </button>
                </div>
                <p class="hint">
                    {move || i18n.f(
                        Key::SeatRange,
                        &[("counts", counts_text(i18n, counts))],
                    )}
                </p>
            }))}
            {in_turn(move || view! {
            {choices.iter().enumerate().map(|(i, choice)| view! {
                <Choice
                    name=format!("option-{}", choice.name)
                    legend=Signal::derive(move || i18n.t(choice.legend).to_owned())
                    options=choice.values.iter().map(|(v, _)| *v).collect()
                    label=move |v: &'static str| {
                        let key = choice.values.iter().find(|(x, _)| *x == v).map(|(_, k)| *k);
                        key.map_or(v, |k| i18n.t(k)).to_owned()
                    }
                    value=Signal::derive(move || chosen.with(|c| c[i]))
                    on_change=move |v| chosen.update(|c| c[i] = v)
                />
            }).collect_view()}
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
            // Several seats: some may be friends on their own devices.
            {on_online.map(|online| view! {
                {move || (count.get() > 1).then(|| view! {
                    <button
                        class="btn btn-big play-online"
                        on:click=move |_| online.run((seats.get_untracked(), chosen.get_untracked()))
                    >
                        <span aria-hidden="true">"⇄ "</span>
                        {i18n.live(Key::OnPlayOnline)}
                    </button>
                    <p class="hint">{i18n.live(Key::OnPlayOnlineHint)}</p>
                })}
            })}
            })}
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
                <span class="seat-name">{move || number_name(i18n, seat)}</span>
            </span>
            <Choice
                name=format!("seat-{seat}")
                legend=Signal::derive(move || number_name(i18n, seat))
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
