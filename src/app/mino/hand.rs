//! The dice behind the screen of the seat to roll (or, between turns, of the only human at
//! the table): one button per die. On your roll the dice the engine allows are ringed and
//! ticked (✓); the others are marked (✗) but stay pressable, so a wrong roll gets the engine's
//! reason right under the dice ("You hold a blue die: blue must follow blue …").
//!
//! Drawn from that seat's own view (its dice, its legal rolls, `View::refusal` for the reason),
//! so the table on one device and an online table, which holds nothing else, share it.
//!
//! The keyboard player's place is kept: on your roll the first die you may roll takes the
//! focus; while the bots play (`hold_focus`) the dice's heading holds it, so it never falls
//! back to the page, nine Tabs from a die.

use leptos::prelude::*;

use super::die::die_face_html;
use super::words::{die_label, kind_name, refusal_text};
use crate::app::focus::focus_inside_when_idle;
use crate::app::i18n::{use_i18n, Key};
use crate::app::markup::{markup, Html};
use crate::rules::mino::{Action, Move, View};
use crate::rules::{PlayerId, SeatView};

#[component]
pub fn Hand(
    /// The seat's own view.
    #[prop(into)]
    view: Signal<Option<View>>,
    seat: PlayerId,
    /// The seat may roll now (otherwise the dice are only shown).
    active: bool,
    /// The dice are shown while others play: their heading holds the focus meanwhile.
    #[prop(optional)]
    hold_focus: bool,
    #[prop(into)] apply: Callback<Action>,
) -> impl IntoView {
    let i18n = use_i18n();
    let hand = NodeRef::<leptos::html::Section>::new();
    if active {
        focus_inside_when_idle(hand, ".mn-die-btn.legal");
    } else if hold_focus {
        focus_inside_when_idle(hand, "h2");
    }
    let why = RwSignal::new(None::<String>);
    let roll = move |kind| {
        let action = Action {
            player: seat,
            mv: Move::Roll(kind),
        };
        // The engine's check, on the seat's view: whether this roll is allowed and, if not, why.
        let refusal = view.with_untracked(|v| v.as_ref().and_then(|v| v.refusal(&action)));
        match refusal {
            Some(r) => why.set(Some(refusal_text(i18n, r))),
            None => {
                why.set(None);
                apply.run(action);
            }
        }
    };
    let advice = move || {
        let v = view.get()?;
        if !active {
            return None;
        }
        Some(match (v.follow, v.must_follow) {
            (_, Some(c)) => i18n.f(
                Key::MnAdviceFollow,
                &[("colour", kind_name(i18n, c).to_owned())],
            ),
            (Some(c), None) => i18n.f(
                Key::MnAdviceNone,
                &[("colour", kind_name(i18n, c).to_owned())],
            ),
            (None, None) if v.trick.is_empty() => i18n.t(Key::MnAdviceLead).to_owned(),
            (None, None) => i18n.t(Key::MnAdviceNoColour).to_owned(),
        })
    };
    let dice = move || {
        let Some(v) = view.get() else {
            return ().into_any();
        };
        v.my_dice
            .iter()
            .enumerate()
            .map(|(i, &kind)| {
                let allowed = active && v.legal.iter().any(|a| a.mv == Move::Roll(kind));
                let barred = active && !allowed;
                // The name comes from the hidden text (the drawing is hidden from screen
                // readers), so the visible letters need no aria-label.
                let inner = move || {
                    let mut l = die_label(i18n, kind, None);
                    let mut out = die_face_html(kind, None);
                    let mark = if allowed {
                        l.push_str(" — ");
                        l.push_str(i18n.t(Key::MnCanRoll));
                        Some(("mn-mark ok", "✓"))
                    } else if barred {
                        l.push_str(" — ");
                        l.push_str(i18n.t(Key::MnCannotRoll));
                        Some(("mn-mark no", "✗"))
                    } else {
                        None
                    };
                    out.push(Html::el("span").class("sr-only").text(&l));
                    if let Some((class, mark)) = mark {
                        out.push(Html::el("span").class(class).hidden().text(mark));
                    }
                    out
                };
                view! {
                    <li>
                        <button
                            class="mn-die-btn"
                            class:legal=allowed
                            class:barred=barred
                            data-kind=kind.name()
                            data-i=i
                            disabled=!active
                            on:click=move |_| roll(kind)
                            inner_html=markup(inner)
                        />
                    </li>
                }
            })
            .collect_view()
            .into_any()
    };
    view! {
        <section class="mn-hand" class:active=active aria-labelledby="mn-hand-title" node_ref=hand>
            <h2 id="mn-hand-title" tabindex=hold_focus.then_some("-1")>{i18n.live(Key::MnYourDice)}</h2>
            <p class="mn-advice" data-testid="advice">{advice}</p>
            <ul class="mn-dice">{dice}</ul>
            <p class="feedback mn-why" role="alert" data-testid="why">{move || why.get()}</p>
        </section>
    }
}
