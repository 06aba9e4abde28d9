//! The secret pick: three slots filled from a keypad that is the player's own sheet, so only
//! available digits can be pressed (crossed ones are struck and disabled). Repeats and
//! leading zeros are allowed. Keyboard: digits, Backspace, Enter.

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::sheet::digit_cell_html;
use crate::app::focus::focused_heading;
use crate::app::i18n::{use_i18n, Key};
use crate::app::markup::fixed;
use crate::app::seat::about;

fn value(slots: &[u8]) -> Option<u16> {
    match slots {
        [a, b, c] => Some(*a as u16 * 100 + *b as u16 * 10 + *c as u16),
        _ => None,
    }
}

/// Enter on a focused button already clicks it; handling it again would act twice.
fn on_control(event: &web_sys::KeyboardEvent) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| {
            matches!(
                el.tag_name().as_str(),
                "BUTTON" | "INPUT" | "A" | "TEXTAREA"
            )
        })
}

#[component]
pub fn Picker(
    seat: usize,
    /// `sheet[d]`: digit d is crossed out.
    sheet: [bool; 10],
    /// The engine's verdict on a complete number (its legal actions).
    #[prop(into)]
    is_legal: Callback<u16, bool>,
    #[prop(into)] on_confirm: Callback<u16>,
) -> impl IntoView {
    let i18n = use_i18n();
    let slots = RwSignal::new(Vec::<u8>::new());
    // Said in words next to the keypad when a typed digit cannot be used.
    let feedback = RwSignal::new(None::<u8>);

    let push = move |d: u8| {
        if sheet[d as usize] {
            feedback.set(Some(d));
            return;
        }
        feedback.set(None);
        slots.update(|s| {
            if s.len() < 3 {
                s.push(d);
            }
        });
    };
    let pop = move || {
        feedback.set(None);
        slots.update(|s| {
            s.pop();
        });
    };
    let ready = move || slots.with(|s| value(s)).is_some_and(|n| is_legal.run(n));
    let confirm = move || {
        if let Some(n) = slots
            .with_untracked(|s| value(s))
            .filter(|&n| is_legal.run(n))
        {
            on_confirm.run(n);
        }
    };

    let keys = window_event_listener(ev::keydown, move |e| {
        if e.ctrl_key() || e.meta_key() || e.alt_key() {
            return;
        }
        let key = e.key();
        match key.as_str() {
            "Backspace" => {
                e.prevent_default();
                pop();
            }
            "Enter" if !on_control(&e) => {
                e.prevent_default();
                confirm();
            }
            k if k.len() == 1 && k.as_bytes()[0].is_ascii_digit() => push(k.as_bytes()[0] - b'0'),
            _ => {}
        }
    });
    on_cleanup(move || keys.remove());

    let slot_view = move |i: usize| {
        let digit = move || slots.with(|s| s.get(i).copied());
        let current = move || slots.with(|s| s.len() == i);
        view! {
            <span class="slot" class:slot-filled=move || digit().is_some() class:slot-current=current>
                {move || digit().map(|d| d.to_string()).unwrap_or_default()}
            </span>
        }
    };
    let keypad = (0..10u8)
        .map(|d| {
            let crossed = sheet[d as usize];
            let label = move || {
                if crossed {
                    i18n.f(Key::DigitCrossed, &[("d", d.to_string())])
                } else {
                    d.to_string()
                }
            };
            view! {
                <button class="key" disabled=crossed aria-label=label on:click=move |_| push(d)
                    inner_html=fixed(digit_cell_html(d, crossed)) />
            }
        })
        .collect_view();

    let title = focused_heading();
    view! {
        <section class="picker" aria-labelledby="picker-title">
            <h2 id="picker-title" tabindex="-1" node_ref=title>
                {move || about(i18n, Key::PickTitle, seat, &[])}
            </h2>
            <div
                class="slots"
                role="status"
                aria-label=move || {
                    let typed: String = slots.with(|s| s.iter().map(|d| d.to_string()).collect());
                    i18n.f(Key::SlotsLabel, &[("digits", typed)])
                }
            >
                {slot_view(0)}
                {slot_view(1)}
                {slot_view(2)}
            </div>
            <div class="keypad" role="group" aria-label=i18n.live(Key::YourDigits)>
                {keypad}
            </div>
            <p class="feedback" aria-live="assertive">
                {move || feedback.get().map(|d| i18n.f(Key::DigitIsCrossed, &[("d", d.to_string())]))}
            </p>
            <div class="picker-actions">
                <button
                    class="btn"
                    on:click=move |_| pop()
                    disabled=move || slots.with(|s| s.is_empty())
                >
                    <span aria-hidden="true">"⌫ "</span>
                    {i18n.live(Key::Delete)}
                </button>
                <button class="btn btn-primary" on:click=move |_| confirm() disabled=move || !ready()>
                    <span aria-hidden="true">"✓ "</span>
                    {i18n.live(Key::ConfirmPick)}
                </button>
            </div>
            <p class="hint">{i18n.live(Key::PickHint)}</p>
        </section>
    }
}
