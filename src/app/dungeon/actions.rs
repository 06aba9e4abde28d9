//! The turn's actions under the dice, each offered only when the engine lists it as legal:
//! fill a skull (the picked die has no tile), fight a monster (a double), undo (a write of
//! this roll that revealed nothing), roll the next dice, and the three abilities with their
//! set-up steps (which dice to reroll; which die and which way for ±1; what ×2 repeats).

use leptos::prelude::*;

use super::advice::{HintButton, RescueOffer};
use super::sheet::{use_sheet, Mode, Sheet};
use super::words::monster_name;
use crate::app::focus::focused_button;
use crate::app::i18n::{use_i18n, Key};
use crate::rules::dungeon::{AbilityKind, Action, Phase};
use crate::rules::Game;

/// The fights the engine allows now, one per monster: (action, monster index, value).
fn fights(sheet: Sheet) -> Vec<(Action, usize, u8)> {
    let dice = sheet.with_game(|g| g.dice().iter().map(|d| d.value).collect::<Vec<_>>());
    sheet.legal.with(|legal| {
        let mut seen: Vec<usize> = Vec::new();
        legal
            .iter()
            .filter_map(|&a| {
                let Action::Fight {
                    dice: pair,
                    monster,
                } = a
                else {
                    return None;
                };
                let m = monster as usize;
                if seen.contains(&m) {
                    return None;
                }
                seen.push(m);
                Some((a, m, dice.get(pair[0] as usize).copied().unwrap_or(0)))
            })
            .collect()
    })
}

/// The button of the ability bar an action starts from: reroll, ±1, or ×2 (which repeats
/// either).
fn ability(action: &Action) -> Option<AbilityKind> {
    match *action {
        Action::Reroll { doubled: true, .. } | Action::Adjust { doubled: true, .. } => {
            Some(AbilityKind::Double)
        }
        Action::Reroll { .. } => Some(AbilityKind::Reroll),
        Action::Adjust { .. } => Some(AbilityKind::PlusMinus),
        _ => None,
    }
}

/// The ability's mark on its button (`data-ability`): its notation prefix.
fn ability_mark(kind: AbilityKind) -> &'static str {
    match kind {
        AbilityKind::Reroll => "r:",
        AbilityKind::PlusMinus => "p:",
        AbilityKind::Double => "x2:",
    }
}

#[component]
fn SkullButton() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    let action = move || {
        let die = sheet.chosen.get()?;
        let skull = Action::Skull { die: die as u8 };
        sheet.is_legal(skull).then_some((die, skull))
    };
    move || {
        action().map(|(die, skull)| {
            let value = sheet.with_game(|g| g.dice().get(die).map_or(0, |d| d.value));
            view! {
                <button class="btn btn-primary dg-skull-btn" data-testid="skull" on:click=move |_| sheet.act(skull)>
                    <span aria-hidden="true">"☠ "</span>
                    {move || i18n.f(Key::DgFillSkull, &[("value", value.to_string())])}
                </button>
            }
        })
    }
}

#[component]
fn FightButtons() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    move || {
        let list = fights(sheet);
        let value = list.first().map(|f| f.2)?;
        let buttons = list
            .into_iter()
            .map(|(fight, m, _)| {
                let name = move || {
                    sheet.with_game(|g| {
                        if m < g.monsters().len() {
                            monster_name(i18n, m)
                        } else {
                            String::new()
                        }
                    })
                };
                view! {
                    <button class="btn dg-fight" data-testid="fight" data-monster=m on:click=move |_| sheet.act(fight)>
                        <span aria-hidden="true">"⚔ "</span>
                        {move || i18n.f(Key::DgFight, &[("monster", name())])}
                    </button>
                }
            })
            .collect_view();
        Some(view! {
            <div class="dg-fights">
                <p class="hint">{move || i18n.f(Key::DgDoubles, &[("value", value.to_string())])}</p>
                <div class="actions">{buttons}</div>
            </div>
        })
    }
}

#[component]
fn RollButton() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    let go = focused_button();
    view! {
        <button class="btn btn-primary btn-big dg-roll" data-testid="roll" node_ref=go on:click=move |_| sheet.act(Action::Roll)>
            <span aria-hidden="true">"⚄ "</span>{i18n.live(Key::DgRoll)}
        </button>
    }
}

/// The abilities: each a button showing whether it is still there (✓ ready / ✗ used, and a
/// strike-through); pressing one starts its set-up, finished with the buttons below.
#[component]
fn AbilityBar() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    let has = move |kind: AbilityKind| sheet.any_legal(|a| ability(a) == Some(kind));
    // Uses left on this map (equipment may give a second one).
    let left = move |which: AbilityKind| {
        sheet.with_game(|g| {
            let a = g.abilities();
            match which {
                AbilityKind::Reroll => a.reroll,
                AbilityKind::PlusMinus => a.plus_minus,
                AbilityKind::Double => a.double,
            }
            .left
        })
    };
    let used = move |which: AbilityKind| left(which) == 0;
    let item = move |which: AbilityKind, short: Key, name: Key, mode: Mode| {
        let label = move || {
            let ability = format!("{} — {}", i18n.t(short), i18n.t(name));
            let key = if used(which) {
                Key::DgAbilityUsed
            } else {
                Key::DgAbilityReady
            };
            i18n.f(key, &[("ability", ability)])
        };
        view! {
            <li>
                <button
                    class="btn dg-ability"
                    class:used=move || used(which)
                    data-ability=ability_mark(which)
                    disabled=move || !has(which) || sheet.mode.get() != Mode::Play
                    aria-label=label
                    title=label
                    on:click=move |_| {
                        sheet.refused.set(None);
                        sheet.mode.set(mode);
                    }
                >
                    <span class="dg-ab-short">{i18n.live(short)}</span>
                    <span class="dg-ab-state" aria-hidden="true">{move || if used(which) { "✗" } else { "✓" }}</span>
                    // A second use (from equipment) is counted.
                    {move || (left(which) > 1).then(|| view! {
                        <span class="dg-ab-left">{i18n.f(Key::DgAbilityLeft, &[("n", left(which).to_string())])}</span>
                    })}
                </button>
            </li>
        }
    };
    view! {
        <section class="dg-abilities" aria-labelledby="dg-ab-title">
            <h2 id="dg-ab-title">{i18n.live(Key::DgAbilities)}</h2>
            <ul class="dg-ab-list">
                {item(AbilityKind::Reroll, Key::DgReroll, Key::DgRerollName, Mode::Reroll { mask: 0, twice: false })}
                {item(AbilityKind::PlusMinus, Key::DgPlusMinus, Key::DgPlusMinusName, Mode::Nudge { twice: false })}
                {item(AbilityKind::Double, Key::DgTwice, Key::DgTwiceName, Mode::Twice)}
            </ul>
            <p class="hint">{i18n.live(Key::DgAbilitiesHint)}</p>
            <AbilitySetup />
        </section>
    }
}

/// The second step of an ability: confirm a reroll, pick ±1's die and direction, or what ×2
/// repeats. Only what the engine lists as legal is offered.
#[component]
fn AbilitySetup() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    let cancel = move || {
        view! {
            <button class="btn btn-quiet" on:click=move |_| sheet.mode.set(Mode::Play)>
                {i18n.live(Key::DgCancel)}
            </button>
        }
    };
    move || match sheet.mode.get() {
        Mode::Play => ().into_any(),
        Mode::Reroll { mask, twice } => {
            let reroll = Action::Reroll {
                mask,
                doubled: twice,
            };
            let count = mask.count_ones();
            let ok = sheet.is_legal(reroll);
            view! {
                <div class="dg-setup-step actions">
                    <button class="btn btn-primary" data-testid="reroll-go" disabled=!ok on:click=move |_| sheet.act(reroll)>
                        {move || i18n.n(Key::DgRerollGo, count as u64, &[("n", count.to_string())])}
                    </button>
                    {cancel()}
                </div>
            }
            .into_any()
        }
        Mode::Nudge { twice } => {
            let dice = sheet.with_game(|g| {
                g.dice()
                    .iter()
                    .map(|d| (d.value, d.used))
                    .collect::<Vec<_>>()
            });
            let rows = dice
                .into_iter()
                .enumerate()
                .filter(|(_, (_, used))| !used)
                .map(|(i, (value, _))| {
                    let nudge = |up: bool| Action::Adjust {
                        die: i as u8,
                        up,
                        doubled: twice,
                    };
                    let (up, down) = (nudge(true), nudge(false));
                    let (up_ok, down_ok) = (sheet.is_legal(up), sheet.is_legal(down));
                    view! {
                        <div class="dg-nudge">
                            <button class="btn" data-testid="nudge" disabled=!down_ok on:click=move |_| sheet.act(down)>
                                {move || i18n.f(Key::DgMinusOne, &[("value", value.to_string())])}
                            </button>
                            <button class="btn" data-testid="nudge" disabled=!up_ok on:click=move |_| sheet.act(up)>
                                {move || i18n.f(Key::DgPlusOne, &[("value", value.to_string())])}
                            </button>
                        </div>
                    }
                })
                .collect_view();
            view! { <div class="dg-setup-step">{rows}<div class="actions">{cancel()}</div></div> }
                .into_any()
        }
        Mode::Twice => {
            let reroll = sheet.any_legal(|a| matches!(a, Action::Reroll { doubled: true, .. }));
            let nudge = sheet.any_legal(|a| matches!(a, Action::Adjust { doubled: true, .. }));
            view! {
                <div class="dg-setup-step actions">
                    <button class="btn" disabled=!reroll on:click=move |_| sheet.mode.set(Mode::Reroll { mask: 0, twice: true })>
                        {i18n.live(Key::DgRerollName)}
                    </button>
                    <button class="btn" disabled=!nudge on:click=move |_| sheet.mode.set(Mode::Nudge { twice: true })>
                        {i18n.live(Key::DgPlusMinusName)}
                    </button>
                    {cancel()}
                </div>
            }
            .into_any()
        }
    }
}

#[component]
pub fn TurnActions() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    let phase = move || sheet.with_game(|g| Some(g.phase()));
    let undoable = move || {
        sheet.session.with(|s| {
            s.as_ref()
                .is_some_and(|s| !s.actions.is_empty() && s.game.last_action_undoable())
        })
    };
    view! {
        <div class="dg-turn">
            <Show when=move || phase() == Some(Phase::RollNext)>
                <RollButton />
            </Show>
            <Show when=move || phase() == Some(Phase::Place)>
                <RescueOffer />
                <SkullButton />
                <FightButtons />
            </Show>
            <div class="actions">
                <button class="btn" data-testid="undo" disabled=move || !undoable() on:click=move |_| sheet.undo()>
                    <span aria-hidden="true">"↶ "</span>{i18n.live(Key::DgUndo)}
                </button>
            </div>
            <HintButton />
            <Show when=move || phase() == Some(Phase::Place)>
                <AbilityBar />
            </Show>
        </div>
    }
}
