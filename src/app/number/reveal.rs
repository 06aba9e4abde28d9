//! One turn revealed: the numbers from largest to smallest, and for each whether it stands
//! (✓, points, bonus, digits crossed out) or falls (✗, and why: the shared digit is marked on
//! both numbers, or the crossed-out digit is named). All of it is the engine's `TurnResult`.
//! Markup (app::markup).

use super::digits::tiles_html;
use crate::app::i18n::{I18n, Key};
use crate::app::markup::Html;
use crate::app::seat::about;
use crate::app::seat::tag;
use crate::rules::number::{Elimination, Play, SeatKind, TurnResult, TURNS};

pub fn reveal_html(i18n: I18n, result: &TurnResult, seats: &[SeatKind]) -> Html {
    let (round, turn) = (result.round, result.turn);
    let last_turn = turn + 1 == TURNS;
    let rows: Html = result
        .plays
        .iter()
        .map(|play| {
            let kind = seats.get(play.player).copied().unwrap_or(SeatKind::Human);
            play_row(i18n, play, kind, last_turn)
        })
        .collect();
    let title = i18n.f(
        Key::RevealTitle,
        &[
            ("round", (round + 1).to_string()),
            ("turn", (turn + 1).to_string()),
        ],
    );
    Html::el("section")
        .class("reveal")
        .attr("aria-labelledby", "reveal-title")
        .child(Html::el("h2").attr("id", "reveal-title").text(&title))
        .child(Html::el("p").class("hint").text(i18n.t(Key::RevealOrder)))
        .child(Html::el("ol").class("plays").child(rows))
        .into()
}

fn play_row(i18n: I18n, play: &Play, kind: SeatKind, last_turn: bool) -> Html {
    let (state, icon) = match (&play.number, &play.eliminated) {
        (None, _) => ("play play-none", "—"),
        (Some(_), Some(_)) => ("play play-out", "✗"),
        (Some(_), None) => ("play play-in", "✓"),
    };
    let mark = match play.eliminated {
        Some(Elimination::SharedDigit { digit, .. })
        | Some(Elimination::CrossedDigit { digit }) => Some(digit),
        None => None,
    };
    let why = Html::el("p").class("why");
    let why: Html = match play.eliminated {
        Some(Elimination::SharedDigit { digit, smaller, by }) => why
            .child(Html::el("span").text(&about(
                i18n,
                Key::ElimShared,
                by,
                &[("d", digit.to_string())],
            )))
            .child(tiles_html(smaller, Some(digit), true))
            .into(),
        Some(Elimination::CrossedDigit { digit }) => why
            .text(&i18n.f(Key::ElimCrossed, &[("d", digit.to_string())]))
            .into(),
        None if play.number.is_none() => why.text(i18n.t(Key::NoDigitsLeft)).into(),
        None => gains_html(i18n, play, last_turn),
    };
    let verdict = if play.number.is_some() && play.eliminated.is_none() {
        Key::Approved
    } else {
        Key::Eliminated
    };
    Html::el("li")
        .class(state)
        .child(Html::el("span").class("play-icon").hidden().text(icon))
        .child(tag(i18n, play.player, kind.as_str(), false))
        .child(
            play.number
                .map(|n| tiles_html(n, mark, false))
                .unwrap_or_default(),
        )
        .child(Html::el("span").class("sr-only").text(i18n.t(verdict)))
        .child(why)
        .into()
}

/// What an approved number earns: points (doubled on the last turn), bonus, digits crossed.
fn gains_html(i18n: I18n, play: &Play, last_turn: bool) -> Html {
    let points = play.points;
    let crossed = play
        .crossed
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let mut pts = i18n.n(
        Key::PointsGained,
        points as u64,
        &[("n", points.to_string())],
    );
    if last_turn {
        pts = format!("{pts} ({})", i18n.t(Key::Doubled));
    }
    let mut gains = Html::el("p")
        .class("gains")
        .child(Html::el("span").class("pts").text(&pts));
    if play.bonus > 0 {
        gains = gains.child(
            Html::el("span")
                .class("bonus")
                .child(Html::el("span").hidden().text("★ "))
                .text(&i18n.f(Key::BonusGained, &[("n", play.bonus.to_string())])),
        );
    }
    gains
        .child(
            Html::el("span")
                .class("crossed")
                .text(&i18n.f(Key::CrossesOut, &[("digits", crossed)])),
        )
        .into()
}
