//! The middle of the table: the trick in progress (each die as it was rolled, with a short
//! roll animation, off under reduced motion), the colour to follow in words, who rolls next;
//! and, once a trick is complete, who took it and why, the captures it carries and, after a
//! hand's last trick, what each seat scored — with a Continue step so everyone can read it.

use leptos::prelude::*;

use super::die::{die_face_html, DieSwatch};
use super::words::{capitalised, capture_text, die_label, kind_name, won_text};
use crate::app::focus::focused_button;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::ids::Ids;
use crate::app::markup::{holder, markup, Html};
use crate::app::seat::{about, player_name, tag};
use crate::rules::mino::{Phase, Roll, SheetRow, Trick, View};

fn roll_label(i18n: I18n, r: &Roll) -> String {
    format!(
        "{}: {}",
        player_name(i18n, r.seat),
        die_label(i18n, r.die, Some(r.face))
    )
}

/// What a rolled die's item holds (app::markup): the die, its seat, its words and, when
/// `won`, the mark of the die that took the trick.
fn rolled_die_inner(i18n: I18n, roll: &Roll, kind: &str, won: bool) -> Html {
    let mut out = Html::from(
        Html::el("span")
            .class("mn-rolled")
            .child(die_face_html(roll.die, Some(roll.face))),
    );
    out.push(tag(i18n, roll.seat, kind, true));
    out.push(
        Html::el("span")
            .class("sr-only")
            .text(&roll_label(i18n, roll)),
    );
    if won {
        out.push(
            Html::el("span")
                .class("mn-won-mark")
                .text("★ ")
                .text(i18n.t(Key::MnTakes)),
        );
    }
    out
}

/// One rolled die with its seat, as an item of a list.
fn rolled_die_html(i18n: I18n, roll: &Roll, kind: &str, won: bool) -> Html {
    Html::el("li")
        .class(if won { "mn-roll won" } else { "mn-roll" })
        .attr("data-seat", &roll.seat.to_string())
        .attr("data-kind", roll.die.name())
        .attr("data-face", &roll.face.text())
        .child(rolled_die_inner(i18n, roll, kind, won))
        .into()
}

/// One rolled die of the trick in play: an element of its own, so that the `aria-live` list
/// reads out only the die just rolled.
#[component]
fn RolledDie(roll: Roll, kind: &'static str) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <li class="mn-roll" data-seat=roll.seat data-kind=roll.die.name() data-face=roll.face.text()
            inner_html=markup(move || rolled_die_inner(i18n, &roll, kind, false)) />
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
            Some(about(i18n, key, v.to_roll, &[]))
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
    let ids = Ids::here();
    view! {
        <section class="mn-trick" aria-labelledby=ids.labelled_by("mn-trick-title")>
            <h2 id=ids.id("mn-trick-title")>{heading}</h2>
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
    /// A view of the game once the trick is done (what it reads is public: the seats and the
    /// score sheet).
    table: View,
    #[prop(into)] on_continue: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let seats: Vec<&'static str> = table.seats.iter().map(|k| k.as_str()).collect();
    // The hand's last trick: what each seat scored in the hand.
    let scored: Option<Vec<SheetRow>> = trick
        .hand
        .checked_sub(1)
        .filter(|_| trick.number == trick.hand)
        .map(|h| {
            table
                .sheet
                .iter()
                .filter_map(|rows| rows.get(h).cloned())
                .collect()
        });
    let go = focused_button();
    let winner = trick.winner;
    let at = trick.rolls.iter().rposition(|r| r.seat == winner);
    let number = trick.number;
    let shown = move || {
        let dice: Html = trick
            .rolls
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let kind = seats.get(r.seat).copied().unwrap_or("human");
                rolled_die_html(i18n, r, kind, Some(i) == at)
            })
            .collect();
        let captures: Html = trick
            .captures
            .iter()
            .map(|c| {
                Html::el("li")
                    .text("★ ")
                    .text(&capture_text(i18n, c, winner))
            })
            .collect();
        let mut out = Html::from(
            Html::el("h2")
                .attr("id", "mn-done-title")
                .text(&i18n.f(Key::MnTrickWon, &[("n", number.to_string())])),
        );
        out.push(Html::el("ol").class("mn-rolls").child(dice));
        out.push(
            Html::el("p")
                .class("mn-why-won")
                .attr("data-testid", "won")
                .attr("aria-live", "polite")
                .child(Html::el("span").hidden().text("★ "))
                .text(&won_text(i18n, &trick)),
        );
        out.push(Html::el("ul").class("mn-captures").child(captures));
        if let Some(rows) = &scored {
            out.push(scored_html(i18n, rows));
        }
        out
    };
    view! {
        <section class="mn-trick mn-done" aria-labelledby="mn-done-title">
            {holder(shown)}
            <button class="btn btn-primary btn-big mn-continue" node_ref=go on:click=move |_| on_continue.run(())>
                {i18n.live(Key::MnContinue)}
            </button>
        </section>
    }
}

/// What each seat scored in the hand a trick ended.
fn scored_html(i18n: I18n, rows: &[SheetRow]) -> Html {
    let hand = rows.first().map_or(0, |r| r.hand);
    let lines: Html = rows
        .iter()
        .enumerate()
        .map(|(seat, row)| {
            let text = i18n.f(
                Key::MnHandRow,
                &[
                    ("player", player_name(i18n, seat)),
                    ("bid", row.bid.to_string()),
                    ("tricks", row.tricks.to_string()),
                    ("points", signed(row.total())),
                ],
            );
            made_line(row.made(), &text)
        })
        .collect();
    let mut out =
        Html::from(Html::el("h3").text(&i18n.f(Key::MnHandScored, &[("n", hand.to_string())])));
    out.push(Html::el("ul").class("mn-scored").child(lines));
    out
}

/// A line of a hand's scores, marked ✓ made or ✗ missed (a mark and a colour).
pub fn made_line(made: bool, text: &str) -> Html {
    let (class, mark) = if made {
        ("made", "✓ ")
    } else {
        ("missed", "✗ ")
    };
    Html::el("li")
        .class(class)
        .child(Html::el("span").hidden().text(mark))
        .text(text)
        .into()
}

/// Points with their sign: "+40", "−10", "0".
pub fn signed(n: i64) -> String {
    match n {
        n if n > 0 => format!("+{n}"),
        n if n < 0 => format!("−{}", -n),
        _ => "0".to_owned(),
    }
}
