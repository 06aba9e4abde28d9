//! The sheet around the map: the skull track (filled ☠, circled ◯, free ○, each with its own
//! mark as well as its colour), the monster page (boxes ticked, equipment looted), the keys
//! and equipment held. All read from the engine's state.
//!
//! The lists are written as markup text (`inner_html`), like the map: they change as a whole
//! after each action, and each kind of typed view node costs code in the page's wasm. Every
//! text in them is ours (the i18n tables and numbers), escaped all the same.

use std::fmt::Write;

use leptos::prelude::*;

use super::sheet::use_sheet;
use super::words::{equipment_text, escape, monster_name};
use crate::app::i18n::{use_i18n, Key};
use crate::app::markup::holder;
use crate::app::panel::section_html;
use crate::rules::dungeon::MONSTERS;

/// The skulls in sheet order: the circled ones first (they never fill), then the filled, then
/// the free ones still to fill.
fn skulls_markup(filled: u8, circled: u8, total: u8) -> String {
    let free = total.saturating_sub(filled + circled);
    let mut out = String::new();
    for (n, class, glyph) in [
        (circled, "circled", "◯"),
        (filled, "filled", "☠"),
        (free, "free", "○"),
    ] {
        for _ in 0..n {
            let _ = write!(out, "<li class=\"dg-skull {class}\">{glyph}</li>");
        }
    }
    out
}

#[component]
pub fn SkullTrack() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    let counts = move || sheet.with_game(|g| g.skulls());
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
    holder(move || {
        let (f, c, t) = counts();
        let inner = format!(
            r#"<ul class="dg-skulls" aria-hidden="true">{}</ul><p class="dg-skulls-line num" data-testid="skulls">{}</p>"#,
            skulls_markup(f, c, t),
            escape(&line())
        );
        section_html(
            "dg-skulls-box",
            "dg-skulls-title",
            i18n.t(Key::DgSkulls),
            &inner,
        )
    })
}

#[component]
pub fn MonsterPage() -> impl IntoView {
    let i18n = use_i18n();
    let sheet = use_sheet();
    let rows = move || {
        let mut out = String::new();
        for (i, m) in sheet
            .with_game(|g| g.monsters().to_vec())
            .into_iter()
            .enumerate()
        {
            let line = i18n.f(
                Key::DgMonsterLine,
                &[
                    ("name", monster_name(i18n, i)),
                    ("value", m.value.to_string()),
                ],
            );
            let ticked = i18n.f(
                Key::DgMonsterBoxes,
                &[
                    ("ticked", m.ticked.to_string()),
                    ("boxes", m.boxes.to_string()),
                ],
            );
            let _ = write!(
                out,
                "<li class=\"dg-monster{}\" data-value=\"{}\"><span class=\"dg-mon-name\">{}</span><span class=\"dg-boxes\" aria-hidden=\"true\">",
                if m.looted { " looted" } else { "" },
                m.value,
                escape(&line)
            );
            for b in 0..m.boxes {
                out.push_str(if b < m.ticked {
                    "<span class=\"dg-box ticked\">✕</span>"
                } else {
                    "<span class=\"dg-box\"></span>"
                });
            }
            let _ = write!(
                out,
                "</span><span class=\"sr-only\">{}</span>",
                escape(&ticked)
            );
            if let Some(item) = MONSTERS.get(i).map(|mm| mm.equipment) {
                let looted = if m.looted {
                    format!(" · {}", i18n.t(Key::DgLooted))
                } else {
                    String::new()
                };
                let _ = write!(
                    out,
                    "<span class=\"dg-loot\"><span aria-hidden=\"true\">{}</span>{}{}</span>",
                    if m.looted { "☑ " } else { "☐ " },
                    escape(equipment_text(i18n, item).0),
                    escape(&looted)
                );
            }
            out.push_str("</li>");
        }
        out
    };
    holder(move || {
        let inner = format!(
            r#"<ul class="dg-monsters">{}</ul><p class="hint">{}</p>"#,
            rows(),
            escape(i18n.t(Key::DgMonstersHint))
        );
        section_html(
            "dg-monsters-box",
            "dg-mon-title",
            i18n.t(Key::DgMonsters),
            &inner,
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
        let line = i18n.f(
            Key::DgKeysLine,
            &[("held", held.to_string()), ("spent", spent.to_string())],
        );
        format!(
            "<span class=\"dg-key-marks\" aria-hidden=\"true\">{marks}</span>{}",
            escape(&line)
        )
    };
    let items = move || {
        let held = sheet.with_game(|g| g.equipment().to_vec());
        if held.is_empty() {
            return format!(
                "<p class=\"hint\">{}</p>",
                escape(i18n.t(Key::DgNoEquipment))
            );
        }
        let mut out = String::from("<ul class=\"dg-gear\">");
        for item in held {
            let (name, effect) = equipment_text(i18n, item);
            let _ = write!(
                out,
                "<li><strong>{}</strong> — {}</li>",
                escape(name),
                escape(effect)
            );
        }
        out.push_str("</ul>");
        out
    };
    holder(move || {
        let inner = format!(
            r#"<p class="dg-keys" data-testid="keys">{}</p><h2>{}</h2><div>{}</div>"#,
            keys(),
            escape(i18n.t(Key::DgEquipment)),
            items()
        );
        section_html("dg-gear-box", "dg-keys-title", i18n.t(Key::DgKeys), &inner)
    })
}
