//! The newcomer's advice on the sheet, decided by `rules::dungeon::advice` and only worded
//! here: the abilities that could save a die headed for a skull (offered before the skull),
//! and the hint button of practice games (the auto-player's choice, with its reason). A
//! counted daily attempt gets no hint.

use leptos::prelude::*;

use super::sheet::use_sheet;
use super::words::{feature_name, monster_name};
use crate::app::daily::record::{self, Kind};
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::notices::use_notices;
use crate::rules::dungeon::advice::{hint, rescue, Hint, Why};
use crate::rules::dungeon::{Action, DungeonGame};

/// An action in words, as a sentence's start: "Write the 4 at column 5, row 3 (chest)".
fn action_text(i18n: I18n, g: &DungeonGame, action: Action) -> String {
    let value = |die: u8| {
        g.dice()
            .get(die as usize)
            .map_or(0, |d| d.value)
            .to_string()
    };
    match action {
        Action::Write { die, pos } => {
            let mut place = i18n.f(
                Key::DgTileAt,
                &[
                    ("x", (pos.x + 1).to_string()),
                    ("y", (pos.y + 1).to_string()),
                ],
            );
            if let Some(f) = g.map().tile(pos).and_then(|t| t.feature) {
                place = format!("{place} ({})", feature_name(i18n, g.map(), f));
            }
            i18n.f(Key::DgHintWrite, &[("value", value(die)), ("place", place)])
        }
        Action::Skull { die } => i18n.f(Key::DgFillSkull, &[("value", value(die))]),
        Action::Fight { monster, .. } => i18n.f(
            Key::DgFight,
            &[("monster", monster_name(i18n, monster as usize))],
        ),
        Action::Adjust { die, up, .. } => {
            let key = if up { Key::DgPlusOne } else { Key::DgMinusOne };
            i18n.f(key, &[("value", value(die))])
        }
        Action::Reroll { mask, .. } => {
            let n = mask.count_ones();
            i18n.n(Key::DgRerollGo, n.into(), &[("n", n.to_string())])
        }
        Action::Roll => i18n.t(Key::DgRoll).to_owned(),
        Action::Next => i18n.f(Key::DgNextMap, &[("n", (g.map_index() + 2).to_string())]),
    }
}

fn why_text(i18n: I18n, why: Why) -> Option<String> {
    let count = |key: Key, n: u64| i18n.n(key, n, &[("n", n.to_string())]);
    Some(match why {
        Why::Scores(n) => count(Key::DgWhyScores, n.unsigned_abs()),
        Why::KeepsFaces(n) => count(Key::DgWhyKeeps, n.into()),
        Why::Saves { to, .. } => i18n.f(Key::DgWhySaves, &[("to", to.to_string())]),
        Why::Chance(n) => count(Key::DgWhyChance, n.into()),
        Why::NoTile => i18n.t(Key::DgWhyNoTile).to_owned(),
        Why::Continue => return None,
    })
}

/// "Write the 4 at column 5, row 3 (chest): it scores 4 points".
fn reasoned(i18n: I18n, g: &DungeonGame, action: Action, why: Why) -> String {
    let action = action_text(i18n, g, action);
    match why_text(i18n, why) {
        Some(why) => i18n.f(Key::DgReason, &[("action", action), ("why", why)]),
        None => action,
    }
}

/// Offered above "Fill a skull" when the picked die has no tile but ±1 or a reroll could
/// give it one: each as a button that does it.
#[component]
pub fn RescueOffer() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    move || {
        let die = sheet.chosen.get()? as u8;
        let (found, value, buttons) = sheet.with_game(|g| {
            let Some(r) = rescue(g, die) else {
                return (None, 0, Vec::new());
            };
            let value = g.dice()[die as usize].value;
            let adjust = r.adjust.map(|a| {
                let to = match a {
                    Action::Adjust { up: true, .. } => value + 1,
                    _ => value - 1,
                };
                (a, reasoned(i18n, g, a, Why::Saves { from: value, to }))
            });
            let reroll = r
                .reroll
                .map(|(a, n)| (a, reasoned(i18n, g, a, Why::Chance(n))));
            (Some(r), value, adjust.into_iter().chain(reroll).collect())
        });
        found?;
        let buttons = buttons
            .into_iter()
            .map(|(action, text)| {
                view! {
                    <button class="btn" data-testid="rescue" on:click=move |_| sheet.act(action)>{text}</button>
                }
            })
            .collect_view();
        Some(view! {
            <div class="dg-rescue" data-testid="rescue-offer">
                <p class="hint">{i18n.f(Key::DgRescue, &[("value", value.to_string())])}</p>
                <div class="actions">{buttons}</div>
            </div>
        })
    }
}

/// "Hint": the auto-player's choice for the position on screen, in words. Gone after the
/// next action; not offered in a counted daily attempt.
#[component]
pub fn HintButton() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    let notices = use_notices();
    let counted = sheet.session.with_untracked(|s| {
        s.as_ref().is_some_and(|s| {
            let file = record::load(notices);
            record::playing_of(&file, &s.game).is_some_and(|p| p.kind == Kind::Counted)
        })
    });
    // The number of actions played when the hint was asked for: it answers that position only.
    let asked = RwSignal::new(None::<usize>);
    let at = move || sheet.with_game(|g| Some(g.action_count()));
    let text = move || {
        if asked.get().is_none() || asked.get() != at() {
            return None;
        }
        sheet.with_game(|g| {
            hint(g).map(|Hint { action, why }| {
                i18n.f(Key::DgHintSays, &[("hint", reasoned(i18n, g, action, why))])
            })
        })
    };
    (!counted).then(|| {
        view! {
            <div class="dg-hint">
                <button class="btn" data-testid="hint" on:click=move |_| asked.set(at())>
                    <span aria-hidden="true">"? "</span>{i18n.live(Key::DgHint)}
                </button>
                <p class="hint" aria-live="polite" data-testid="hint-text">{text}</p>
            </div>
        }
    })
}
