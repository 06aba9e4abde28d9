//! The middle of the table: the trick in progress (each die as it was rolled, with a short
//! roll animation, off under reduced motion), the colour to follow in words, who rolls next;
//! and, once a trick is complete, who took it and why, the captures it carries and, after a
//! hand's last trick, what each seat scored — with a Continue step so everyone can read it.

use leptos::prelude::*;

use super::die::{DieFace, DieSwatch};
use super::words::{capitalised, capture_text, die_label, kind_name, won_text};
use crate::app::focus::focused_button;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::seat::{player_name, SeatTag};
use crate::rules::mino::{Phase, Roll, SheetRow, Trick, View};

fn roll_label(i18n: I18n, r: &Roll) -> String {
    format!(
        "{}: {}",
        player_name(i18n, r.seat),
        die_label(i18n, r.die, Some(r.face))
    )
}

/// One rolled die with its seat; `won` rings the die that took the trick.
#[component]
fn RolledDie(roll: Roll, kind: &'static str, #[prop(optional)] won: bool) -> impl IntoView {
    let i18n = use_i18n();
    let label = move || roll_label(i18n, &roll);
    view! {
        <li class="mn-roll" class:won=won data-seat=roll.seat data-kind=roll.die.name() data-face=roll.face.text()>
            <span class="mn-rolled">
                <DieFace kind=roll.die face=Some(roll.face) />
            </span>
            <SeatTag seat=roll.seat kind=kind short=true />
            <span class="sr-only">{label}</span>
            {won.then(|| view! { <span class="mn-won-mark">"★ "{i18n.live(Key::MnTakes)}</span> })}
        </li>
    }
}

/// The trick being rolled, as the table sees it (`public`: nothing secret is read).
#[component]
pub fn TrickArea(#[prop(into)] public: Signal<Option<View>>) -> impl IntoView {
    let i18n = use_i18n();
    let kinds = move || {
        public.with(|v| {
            v.as_ref()
                .map(|v| v.seats.iter().map(|s| s.as_str()).collect::<Vec<_>>())
        })
    };
    let rolls = move || {
        public.with(|v| {
            v.as_ref().map_or_else(Vec::new, |v| {
                let done = v.hand_tricks.len();
                v.trick
                    .iter()
                    .enumerate()
                    .map(|(i, r)| (format!("{}-{done}-{i}", v.hand), *r))
                    .collect()
            })
        })
    };
    let follow = move || {
        public.with(|v| {
            let v = v.as_ref()?;
            if v.phase != Phase::Rolling {
                return None;
            }
            Some(match v.follow {
                Some(c) => (
                    Some(c),
                    capitalised(i18n.f(
                        Key::MnToFollow,
                        &[("colour", kind_name(i18n, c).to_owned())],
                    )),
                ),
                None => (None, i18n.t(Key::MnNoColourYet).to_owned()),
            })
        })
    };
    let heading = move || {
        public.with(|v| {
            v.as_ref().map(|v| match v.phase {
                Phase::Bidding => i18n.f(Key::MnBiddingHand, &[("hand", v.hand.to_string())]),
                _ => i18n.f(
                    Key::MnTrickOf,
                    &[
                        ("n", (v.hand_tricks.len() + 1).min(v.hand).to_string()),
                        ("of", v.hand.to_string()),
                        ("hand", v.hand.to_string()),
                    ],
                ),
            })
        })
    };
    let next = move || {
        public.with(|v| {
            let v = v.as_ref()?;
            let key = match v.phase {
                Phase::Bidding => Key::MnLeadsFirst,
                Phase::Rolling => Key::MnToRoll,
                Phase::Over => return None,
            };
            Some(i18n.f(key, &[("player", player_name(i18n, v.to_roll))]))
        })
    };
    // Every bid, revealed together once the last is in, until the hand's first roll.
    let revealed = move || {
        public.with(|v| {
            let v = v.as_ref()?;
            let bids = v.bids.as_ref()?;
            if !v.trick.is_empty() || !v.hand_tricks.is_empty() {
                return None;
            }
            let list = bids
                .iter()
                .enumerate()
                .map(|(s, b)| format!("{} {b}", player_name(i18n, s)))
                .collect::<Vec<_>>()
                .join(" · ");
            Some(i18n.f(Key::MnBidsRevealed, &[("bids", list)]))
        })
    };
    view! {
        <section class="mn-trick" aria-labelledby="mn-trick-title">
            <h2 id="mn-trick-title">{heading}</h2>
            // Only while rolling: the colour to follow, in words, with its die's frame (the
            // key from the colour's name to the frame that tells it on the dice).
            {move || follow().map(|(colour, text)| view! {
                <p class="mn-follow" data-testid="follow">
                    {match colour {
                        Some(c) => view! { <DieSwatch kind=c /> }.into_any(),
                        None => view! { <span aria-hidden="true">"◎"</span> }.into_any(),
                    }}
                    " "{text}
                </p>
            })}
            <p class="mn-revealed" data-testid="revealed" aria-live="polite">{revealed}</p>
            <ol class="mn-rolls" aria-live="polite">
                <For each=rolls key=|(k, _)| k.clone() let:item>
                    <RolledDie roll=item.1 kind=kinds().and_then(|k| k.get(item.1.seat).copied()).unwrap_or("human") />
                </For>
            </ol>
            <p class="hint">{next}</p>
        </section>
    }
}

/// A completed trick: its dice, the winner ringed, why it won, its captures; after the hand's
/// last trick, the hand's scores. Continue goes on.
#[component]
pub fn TrickDone(
    trick: Trick,
    seats: Vec<&'static str>,
    /// The hand's score rows per seat, when this trick ended the hand.
    scored: Option<Vec<SheetRow>>,
    #[prop(into)] on_continue: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let go = focused_button();
    let winner = trick.winner;
    let at = trick.rolls.iter().rposition(|r| r.seat == winner);
    let dice = trick
        .rolls
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let kind = seats.get(r.seat).copied().unwrap_or("human");
            let won = Some(i) == at;
            view! { <RolledDie roll=*r kind=kind won=won /> }
        })
        .collect_view();
    let why = {
        let t = trick.clone();
        move || won_text(i18n, &t)
    };
    let captures = trick
        .captures
        .iter()
        .map(|c| {
            let c = *c;
            view! { <li>"★ "{move || capture_text(i18n, &c, winner)}</li> }
        })
        .collect_view();
    let scored = scored.map(|rows| {
        let hand = rows.first().map_or(0, |r| r.hand);
        let lines = rows
            .into_iter()
            .enumerate()
            .map(|(seat, row)| {
                let made = row.made();
                let text = move || {
                    i18n.f(
                        Key::MnHandRow,
                        &[
                            ("player", player_name(i18n, seat)),
                            ("bid", row.bid.to_string()),
                            ("tricks", row.tricks.to_string()),
                            ("points", signed(row.total())),
                        ],
                    )
                };
                view! {
                    <li class:made=made class:missed=!made>
                        <span aria-hidden="true">{if made { "✓ " } else { "✗ " }}</span>{text}
                    </li>
                }
            })
            .collect_view();
        view! {
            <h3>{move || i18n.f(Key::MnHandScored, &[("n", hand.to_string())])}</h3>
            <ul class="mn-scored">{lines}</ul>
        }
    });
    let number = trick.number;
    view! {
        <section class="mn-trick mn-done" aria-labelledby="mn-done-title">
            <h2 id="mn-done-title">{move || i18n.f(Key::MnTrickWon, &[("n", number.to_string())])}</h2>
            <ol class="mn-rolls">{dice}</ol>
            <p class="mn-why-won" data-testid="won" aria-live="polite">
                <span aria-hidden="true">"★ "</span>{why}
            </p>
            <ul class="mn-captures">{captures}</ul>
            {scored}
            <button class="btn btn-primary btn-big mn-continue" node_ref=go on:click=move |_| on_continue.run(())>
                {i18n.live(Key::MnContinue)}
            </button>
        </section>
    }
}

/// Points with their sign: "+40", "−10", "0".
pub fn signed(n: i64) -> String {
    match n {
        n if n > 0 => format!("+{n}"),
        n if n < 0 => format!("−{}", -n),
        _ => "0".to_owned(),
    }
}
