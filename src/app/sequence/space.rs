//! One space of the 10×10 board as it shows and as it is read: its colour group's mark and
//! the chip's team mark (shapes besides the tints, for colour-blind players), its words for
//! screen readers, and its markup.

use crate::app::i18n::{I18n, Key};
use crate::app::markup::Html;
use crate::rules::sequence::board::{number_at, row_col, Cell, Team};

const GROUP_MARKS: [&str; 4] = ["○", "△", "□", "◇"];
const TEAM_MARKS: [&str; 3] = ["●", "▲", "■"];

pub fn team_mark(team: Team) -> &'static str {
    TEAM_MARKS[team as usize % TEAM_MARKS.len()]
}

pub fn group_mark(group: u8) -> &'static str {
    GROUP_MARKS[group as usize % GROUP_MARKS.len()]
}

/// "Row 3, column 4: 26" and what is on it, for screen readers.
pub fn space_label(
    i18n: I18n,
    cell: Cell,
    chip: Option<Team>,
    locked: bool,
    allowed: bool,
) -> String {
    let (r, c) = row_col(cell);
    let number = number_at(cell);
    let mut text = if number == 0 {
        i18n.f(
            Key::SqSpaceFree,
            &[("row", (r + 1).to_string()), ("col", (c + 1).to_string())],
        )
    } else {
        i18n.f(
            Key::SqSpace,
            &[
                ("row", (r + 1).to_string()),
                ("col", (c + 1).to_string()),
                ("n", number.to_string()),
            ],
        )
    };
    if let Some(team) = chip {
        text.push_str(", ");
        text.push_str(&i18n.f(Key::SqChipOf, &[("team", team_mark(team).to_owned())]));
    }
    if locked {
        text.push_str(", ");
        text.push_str(i18n.t(Key::SqLocked));
    }
    if allowed {
        text.push_str(", ");
        text.push_str(i18n.t(Key::SqAllowed));
    }
    text
}

/// What a space shows (its label says it all to screen readers): the number (★ on a free
/// corner), the colour group's mark, the chip. Markup (app::markup).
pub fn space_html(number: u8, group: Option<u8>, chip: Option<Team>) -> Html {
    let number = if number == 0 {
        "★".to_owned()
    } else {
        number.to_string()
    };
    let mut out = Html::from(Html::el("span").class("sq-num").hidden().text(&number));
    if let Some(g) = group {
        out.push(
            Html::el("span")
                .class("sq-group")
                .hidden()
                .text(group_mark(g)),
        );
    }
    if let Some(t) = chip {
        out.push(
            Html::el("span")
                .class(&format!("sq-chip team-{t}"))
                .hidden()
                .text(team_mark(t)),
        );
    }
    out
}
