//! The three dice of the roll: one button each, used in the order the player picks (keys 1, 2,
//! 3 too). The picked die is raised and ringed, used dice are greyed and ticked (✓); while a
//! reroll is set up the buttons tick the dice to reroll instead. What to do next is said
//! above them in words.

use leptos::prelude::*;

use super::sheet::{use_sheet, Mode};
use crate::app::focus::focus_inside_when_idle;
use crate::app::i18n::{use_i18n, Key};
use crate::app::markup::{fixed, Html};
use crate::app::mino::die::pips;
use crate::rules::dungeon::{Action, Phase};

/// A die's face and key, as markup: a d6 in SVG with real pips, decorative (the button
/// carries the words), and the key that picks it.
fn face_markup(value: u8, key: usize) -> Html {
    let mut d6 = Html::el("svg")
        .class("dg-d6")
        .attr("viewBox", "0 0 110 110")
        .hidden()
        .attr("focusable", "false")
        .child(
            Html::el("rect")
                .class("dg-d6-body")
                .attr("x", "4")
                .attr("y", "4")
                .attr("width", "102")
                .attr("height", "102")
                .attr("rx", "18"),
        );
    for (x, y) in pips(value.clamp(1, 6)) {
        let pip = Html::el("circle").class("dg-pip");
        d6 = d6.child(
            pip.attr("cx", &x.to_string())
                .attr("cy", &y.to_string())
                .attr("r", "9"),
        );
    }
    let mut out = Html::from(d6);
    out.push(
        Html::el("span")
            .class("dg-die-key")
            .hidden()
            .text(&key.to_string()),
    );
    out
}

#[component]
pub fn DiceTray() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    let dice = move || {
        sheet.with_game(|g| {
            g.dice()
                .iter()
                .map(|d| (d.value, d.used))
                .collect::<Vec<_>>()
        })
    };
    let prompt = move || {
        let phase = sheet.with_game(|g| Some(g.phase()));
        if phase == Some(Phase::RollNext) {
            return i18n.t(Key::DgAllUsed).to_owned();
        }
        match sheet.mode.get() {
            Mode::Reroll { .. } => return i18n.t(Key::DgRerollPick).to_owned(),
            Mode::Nudge { .. } => return i18n.t(Key::DgPlusMinusPick).to_owned(),
            Mode::Twice => return i18n.t(Key::DgTwicePick).to_owned(),
            Mode::Play => {}
        }
        let first = sheet.with_game(|g| g.written(g.map().start).is_none());
        let Some(die) = sheet.chosen.get() else {
            let pick = i18n.t(Key::DgPickDie).to_owned();
            return if first {
                format!("{pick} {}", i18n.t(Key::DgFirstOnStart))
            } else {
                pick
            };
        };
        let value = sheet.with_game(|g| g.dice().get(die).map_or(0, |d| d.value));
        let tiles = sheet.with_game(|g| g.legal_tiles(die).len());
        if tiles == 0 {
            i18n.f(Key::DgNoTile, &[("value", value.to_string())])
        } else {
            i18n.n(
                Key::DgPickTile,
                tiles as u64,
                &[("value", value.to_string()), ("n", tiles.to_string())],
            )
        }
    };
    let buttons = move || {
        dice()
            .into_iter()
            .enumerate()
            .map(|(i, (value, used))| {
                let chosen = move || sheet.chosen.get() == Some(i);
                let ticked = move || match sheet.mode.get() {
                    Mode::Reroll { mask, .. } => mask & (1 << i) != 0,
                    _ => false,
                };
                let pressed = move || (chosen() || ticked()).to_string();
                // The engine offers a skull for a die only when no tile takes it now.
                let stuck = move || !used && sheet.is_legal(Action::Skull { die: i as u8 });
                let label = move || {
                    let mut l = i18n.f(
                        Key::DgDieN,
                        &[("n", (i + 1).to_string()), ("value", value.to_string())],
                    );
                    if used {
                        l.push_str(" — ");
                        l.push_str(i18n.t(Key::DgDieUsed));
                    } else if chosen() {
                        l.push_str(" — ");
                        l.push_str(i18n.t(Key::DgDieChosen));
                    }
                    if stuck() {
                        l.push_str(" — ");
                        l.push_str(i18n.t(Key::DgDieNoTile));
                    }
                    l
                };
                let press = move |_| match sheet.mode.get_untracked() {
                    Mode::Reroll { mask, twice } => sheet.mode.set(Mode::Reroll {
                        mask: mask ^ (1 << i),
                        twice,
                    }),
                    Mode::Play => sheet.choose(i),
                    _ => {}
                };
                // One class string and a drawing in markup: the marks (✓ used, ☠ no tile,
                // ↻ to reroll) come from CSS on these classes.
                let class = move || {
                    let mut c = String::from("dg-die");
                    for (on, name) in [
                        (used, " used"),
                        (chosen(), " chosen"),
                        (ticked(), " ticked"),
                        (stuck(), " stuck"),
                    ] {
                        if on {
                            c.push_str(name);
                        }
                    }
                    c
                };
                let face = face_markup(value, i + 1);
                view! {
                    <li>
                        <button
                            class=class
                            data-i=i
                            data-value=value
                            aria-pressed=pressed
                            aria-label=label
                            disabled=used
                            on:click=press
                            inner_html=fixed(face)
                        />
                    </li>
                }
            })
            .collect_view()
    };
    // New dice (after Start, after a roll) come with the focus nowhere, the button pressed
    // gone: picking a die is what comes next.
    let tray = NodeRef::<leptos::html::Ul>::new();
    focus_inside_when_idle(tray, ".dg-die:not([disabled])");
    view! {
        <section class="dg-dice-box" aria-labelledby="dg-dice-title">
            <h2 id="dg-dice-title" class="sr-only">{i18n.live(Key::DgDice)}</h2>
            <p class="dg-prompt" data-testid="prompt" aria-live="polite">{prompt}</p>
            <ul class="dg-dice" node_ref=tray>{buttons}</ul>
        </section>
    }
}
