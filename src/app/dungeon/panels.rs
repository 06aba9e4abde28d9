//! The sheet around the map: the skull track (filled ☠, circled ◯, free ○, each with its own
//! mark as well as its colour), the monster page (boxes ticked, equipment looted), the keys
//! and equipment held, and the map legend. All read from the engine's state.

use leptos::prelude::*;

use super::table::use_sheet;
use super::words::{equipment_text, monster_name, symbol_name};
use crate::app::i18n::{use_i18n, Key};
use crate::rules::dungeon::{Symbol, MONSTERS};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SkullMark {
    Filled,
    Circled,
    Free,
}

/// The skulls in sheet order: the circled ones first (they never fill), then the filled, then
/// the free ones still to fill.
fn skull_marks(filled: u8, circled: u8, total: u8) -> Vec<SkullMark> {
    let free = total.saturating_sub(filled + circled);
    let mut marks = vec![SkullMark::Circled; circled as usize];
    marks.extend(vec![SkullMark::Filled; filled as usize]);
    marks.extend(vec![SkullMark::Free; free as usize]);
    marks
}

#[component]
pub fn SkullTrack() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    let counts = move || sheet.with_game(|g| g.skulls());
    let skulls = move || {
        let (filled, circled, total) = counts();
        skull_marks(filled, circled, total)
            .into_iter()
            .map(|m| {
                let (class, glyph) = match m {
                    SkullMark::Filled => ("dg-skull filled", "☠"),
                    SkullMark::Circled => ("dg-skull circled", "◯"),
                    SkullMark::Free => ("dg-skull free", "○"),
                };
                view! { <li class=class aria-hidden="true">{glyph}</li> }
            })
            .collect_view()
    };
    let line = move || {
        let (filled, circled, total) = counts();
        i18n.f(
            Key::DgSkullsLine,
            &[
                ("filled", filled.to_string()),
                ("circled", circled.to_string()),
                ("free", total.saturating_sub(filled + circled).to_string()),
            ],
        )
    };
    view! {
        <section class="dg-skulls-box" aria-labelledby="dg-skulls-title">
            <h2 id="dg-skulls-title">{i18n.live(Key::DgSkulls)}</h2>
            <ul class="dg-skulls">{skulls}</ul>
            <p class="dg-skulls-line num" data-testid="skulls">{line}</p>
        </section>
    }
}

#[component]
pub fn MonsterPage() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    let rows =
        move || {
            sheet
            .with_game(|g| g.monsters().to_vec())
            .into_iter()
            .enumerate()
            .map(|(i, m)| {
                let boxes = (0..m.boxes)
                    .map(|b| {
                        let ticked = b < m.ticked;
                        view! {
                            <span class="dg-box" class:ticked=ticked aria-hidden="true">
                                {if ticked { "✕" } else { "" }}
                            </span>
                        }
                    })
                    .collect_view();
                let loot = MONSTERS.get(i).map(|mm| mm.equipment);
                let name = move || monster_name(i18n, i);
                let line = move || {
                    i18n.f(
                        Key::DgMonsterLine,
                        &[("name", name()), ("value", m.value.to_string())],
                    )
                };
                let ticked_text = move || {
                    i18n.f(
                        Key::DgMonsterBoxes,
                        &[("ticked", m.ticked.to_string()), ("boxes", m.boxes.to_string())],
                    )
                };
                view! {
                    <li class="dg-monster" class:looted=m.looted data-value=m.value>
                        <span class="dg-mon-name">{line}</span>
                        <span class="dg-boxes">{boxes}</span>
                        <span class="sr-only">{ticked_text}</span>
                        {loot.map(|item| view! {
                            <span class="dg-loot">
                                <span aria-hidden="true">{if m.looted { "☑ " } else { "☐ " }}</span>
                                {move || equipment_text(i18n, item).0}
                                {m.looted.then(|| view! { " · " {i18n.live(Key::DgLooted)} })}
                            </span>
                        })}
                    </li>
                }
            })
            .collect_view()
        };
    view! {
        <section class="dg-monsters-box" aria-labelledby="dg-mon-title">
            <h2 id="dg-mon-title">{i18n.live(Key::DgMonsters)}</h2>
            <ul class="dg-monsters">{rows}</ul>
            <p class="hint">{i18n.live(Key::DgMonstersHint)}</p>
        </section>
    }
}

/// Keys held and spent, and the equipment carried (with what each piece does).
#[component]
pub fn GearPanel() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    let keys = move || {
        let (held, spent) = sheet.with_game(|g| g.keys());
        let marks = "⚷".repeat(held as usize) + &"⊘".repeat(spent as usize);
        (
            marks,
            i18n.f(
                Key::DgKeysLine,
                &[("held", held.to_string()), ("spent", spent.to_string())],
            ),
        )
    };
    let items = move || {
        let held = sheet.with_game(|g| g.equipment().to_vec());
        if held.is_empty() {
            return view! { <p class="hint">{i18n.live(Key::DgNoEquipment)}</p> }.into_any();
        }
        let list = held
            .into_iter()
            .map(|item| {
                let text = move || equipment_text(i18n, item);
                view! { <li><strong>{move || text().0}</strong>" — "{move || text().1}</li> }
            })
            .collect_view();
        view! { <ul class="dg-gear">{list}</ul> }.into_any()
    };
    view! {
        <section class="dg-gear-box" aria-labelledby="dg-keys-title">
            <h2 id="dg-keys-title">{i18n.live(Key::DgKeys)}</h2>
            <p class="dg-keys" data-testid="keys">
                <span class="dg-key-marks" aria-hidden="true">{move || keys().0}</span>
                {move || keys().1}
            </p>
            <h2>{i18n.live(Key::DgEquipment)}</h2>
            {items}
        </section>
    }
}

/// What the marks on the map mean, folded away once known.
#[component]
pub fn Legend() -> impl IntoView {
    let i18n = use_i18n();
    let symbols = [
        Symbol::Up,
        Symbol::Down,
        Symbol::AllDifferent,
        Symbol::AllEqual,
        Symbol::Even,
        Symbol::Odd,
    ]
    .into_iter()
    .map(|s| view! { <li>{move || symbol_name(i18n, s)}</li> })
    .collect_view();
    let marks = [
        Key::DgLegendLegal,
        Key::DgLegendStart,
        Key::DgLegendKeys,
        Key::DgLegendDoor,
        Key::DgLegendChest,
        Key::DgLegendEncounter,
        Key::DgLegendStair,
        Key::DgLegendTeleporter,
        Key::DgLegendCage,
        Key::DgLegendMarks,
        Key::DgLegendAb,
    ]
    .into_iter()
    .map(|k| view! { <li>{i18n.live(k)}</li> })
    .collect_view();
    view! {
        <section class="dg-legend-box">
            <details class="dg-legend">
                <summary>{i18n.live(Key::DgLegend)}</summary>
                <ul>{symbols}</ul>
                <ul>{marks}</ul>
            </details>
        </section>
    }
}
