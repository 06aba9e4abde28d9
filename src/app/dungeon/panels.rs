//! The sheet around the map: the skull track (filled ☠, circled ◯, free ○, each with its own
//! mark as well as its colour), the monster page (boxes ticked, equipment looted), the keys
//! and equipment held. All read from the engine's state.
//!
//! The lists are written as markup (app::markup `Html`), like the map: they change as a whole
//! after each action, and each kind of typed view node costs code in the page's wasm.

use leptos::prelude::*;

use super::sheet::use_sheet;
use super::words::{equipment_text, monster_name};
use crate::app::i18n::{use_i18n, Key};
use crate::app::markup::{holder, Html};
use crate::app::panel::section;
use crate::rules::dungeon::MONSTERS;

/// The skulls in sheet order: the circled ones first (they never fill), then the filled, then
/// the free ones still to fill.
fn skulls_markup(filled: u8, circled: u8, total: u8) -> Html {
    let free = total.saturating_sub(filled + circled);
    let mut out = Html::new();
    for (n, class, glyph) in [
        (circled, "dg-skull circled", "◯"),
        (filled, "dg-skull filled", "☠"),
        (free, "dg-skull free", "○"),
    ] {
        for _ in 0..n {
            out.push(Html::el("li").class(class).text(glyph));
        }
    }
    out
}

#[component]
pub fn SkullTrack() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    holder(move || {
        let (filled, circled, total) = sheet.with_game(|g| g.skulls());
        let args = [
            ("filled", filled.to_string()),
            ("circled", circled.to_string()),
            ("free", total.saturating_sub(filled + circled).to_string()),
        ];
        let mut inner = Html::from(
            Html::el("ul")
                .class("dg-skulls")
                .hidden()
                .child(skulls_markup(filled, circled, total)),
        );
        inner.push(
            Html::el("p")
                .class("dg-skulls-line num")
                .attr("data-testid", "skulls")
                .text(&i18n.f(Key::DgSkullsLine, &args)),
        );
        section(
            "dg-skulls-box",
            "dg-skulls-title",
            i18n.t(Key::DgSkulls),
            inner,
        )
    })
}

#[component]
pub fn MonsterPage() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    let rows = move || -> Html {
        let monsters = sheet.with_game(|g| g.monsters().to_vec());
        monsters
            .into_iter()
            .enumerate()
            .map(|(i, m)| {
                let name = [
                    ("name", monster_name(i18n, i)),
                    ("value", m.value.to_string()),
                ];
                let boxes = [
                    ("ticked", m.ticked.to_string()),
                    ("boxes", m.boxes.to_string()),
                ];
                let marks: Html = (0..m.boxes)
                    .map(|b| match b < m.ticked {
                        true => Html::el("span").class("dg-box ticked").text("✕"),
                        false => Html::el("span").class("dg-box"),
                    })
                    .collect();
                let mut row = Html::el("li")
                    .class(if m.looted {
                        "dg-monster looted"
                    } else {
                        "dg-monster"
                    })
                    .attr("data-value", &m.value.to_string())
                    .child(
                        Html::el("span")
                            .class("dg-mon-name")
                            .text(&i18n.f(Key::DgMonsterLine, &name)),
                    )
                    .child(Html::el("span").class("dg-boxes").hidden().child(marks))
                    .child(
                        Html::el("span")
                            .class("sr-only")
                            .text(&i18n.f(Key::DgMonsterBoxes, &boxes)),
                    );
                if let Some(item) = MONSTERS.get(i).map(|mm| mm.equipment) {
                    let mut loot = Html::el("span")
                        .class("dg-loot")
                        .child(Html::el("span").hidden().text(if m.looted {
                            "☑ "
                        } else {
                            "☐ "
                        }))
                        .text(equipment_text(i18n, item).0);
                    if m.looted {
                        loot = loot.text(" · ").text(i18n.t(Key::DgLooted));
                    }
                    row = row.child(loot);
                }
                row
            })
            .collect()
    };
    holder(move || {
        let mut inner = Html::from(Html::el("ul").class("dg-monsters").child(rows()));
        inner.push(
            Html::el("p")
                .class("hint")
                .text(i18n.t(Key::DgMonstersHint)),
        );
        section(
            "dg-monsters-box",
            "dg-mon-title",
            i18n.t(Key::DgMonsters),
            inner,
        )
    })
}

/// Keys held and spent, and the equipment carried (with what each piece does).
#[component]
pub fn GearPanel() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    let keys = move || {
        let (held, spent) = sheet.with_game(|g| g.keys());
        let marks = "⚷".repeat(held as usize) + &"⊘".repeat(spent as usize);
        let args = [("held", held.to_string()), ("spent", spent.to_string())];
        Html::el("p")
            .class("dg-keys")
            .attr("data-testid", "keys")
            .child(Html::el("span").class("dg-key-marks").hidden().text(&marks))
            .text(&i18n.f(Key::DgKeysLine, &args))
    };
    let items = move || -> Html {
        let held = sheet.with_game(|g| g.equipment().to_vec());
        if held.is_empty() {
            return Html::el("p")
                .class("hint")
                .text(i18n.t(Key::DgNoEquipment))
                .into();
        }
        let items: Html = held
            .into_iter()
            .map(|item| {
                let (name, effect) = equipment_text(i18n, item);
                Html::el("li")
                    .child(Html::el("strong").text(name))
                    .text(" — ")
                    .text(effect)
            })
            .collect();
        Html::el("ul").class("dg-gear").child(items).into()
    };
    holder(move || {
        let mut inner = Html::from(keys());
        inner.push(Html::el("h2").text(i18n.t(Key::DgEquipment)));
        inner.push(Html::el("div").child(items()));
        section("dg-gear-box", "dg-keys-title", i18n.t(Key::DgKeys), inner)
    })
}
