//! One turn revealed: the numbers from largest to smallest, and for each whether it stands
//! (✓, points, bonus, digits crossed out) or falls (✗, and why: the shared digit is marked on
//! both numbers, or the crossed-out digit is named). All of it is the engine's `TurnResult`.
//! Markup (app::markup).

use super::digits::tiles_html;
use super::seat::player_name;
use crate::app::i18n::{I18n, Key};
use crate::app::markup::escape;
use crate::app::seat::tag_html;
use crate::rules::number::{Elimination, Play, SeatKind, TurnResult, TURNS};

pub fn reveal_html(i18n: I18n, result: &TurnResult, seats: &[SeatKind]) -> String {
    let (round, turn) = (result.round, result.turn);
    let last_turn = turn + 1 == TURNS;
    let rows: String = result
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
    format!(
        concat!(
            r#"<section class="reveal" aria-labelledby="reveal-title"><h2 id="reveal-title">{title}</h2>"#,
            r#"<p class="hint">{order}</p><ol class="plays">{rows}</ol></section>"#
        ),
        title = escape(&title),
        order = escape(i18n.t(Key::RevealOrder)),
        rows = rows
    )
}

fn play_row(i18n: I18n, play: &Play, kind: SeatKind, last_turn: bool) -> String {
    let (state, icon) = match (&play.number, &play.eliminated) {
        (None, _) => ("play-none", "—"),
        (Some(_), Some(_)) => ("play-out", "✗"),
        (Some(_), None) => ("play-in", "✓"),
    };
    let mark = match play.eliminated {
        Some(Elimination::SharedDigit { digit, .. })
        | Some(Elimination::CrossedDigit { digit }) => Some(digit),
        None => None,
    };
    let number = play
        .number
        .map(|n| tiles_html(n, mark, false))
        .unwrap_or_default();
    let why = match play.eliminated {
        Some(Elimination::SharedDigit { digit, smaller, by }) => format!(
            r#"<p class="why"><span>{}</span>{}</p>"#,
            escape(&i18n.f(
                Key::ElimShared,
                &[("d", digit.to_string()), ("player", player_name(i18n, by))],
            )),
            tiles_html(smaller, Some(digit), true)
        ),
        Some(Elimination::CrossedDigit { digit }) => format!(
            r#"<p class="why">{}</p>"#,
            escape(&i18n.f(Key::ElimCrossed, &[("d", digit.to_string())]))
        ),
        None if play.number.is_none() => format!(
            r#"<p class="why">{}</p>"#,
            escape(i18n.t(Key::NoDigitsLeft))
        ),
        None => gains_html(i18n, play, last_turn),
    };
    let verdict = if state == "play-in" {
        Key::Approved
    } else {
        Key::Eliminated
    };
    format!(
        concat!(
            r#"<li class="play {state}"><span class="play-icon" aria-hidden="true">{icon}</span>"#,
            r#"{tag}{number}<span class="sr-only">{verdict}</span>{why}</li>"#
        ),
        state = state,
        icon = icon,
        tag = tag_html(i18n, play.player, kind.as_str(), false),
        number = number,
        verdict = escape(i18n.t(verdict)),
        why = why
    )
}

/// What an approved number earns: points (doubled on the last turn), bonus, digits crossed.
fn gains_html(i18n: I18n, play: &Play, last_turn: bool) -> String {
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
    let bonus = if play.bonus > 0 {
        format!(
            r#"<span class="bonus"><span aria-hidden="true">★ </span>{}</span>"#,
            escape(&i18n.f(Key::BonusGained, &[("n", play.bonus.to_string())]))
        )
    } else {
        String::new()
    };
    format!(
        r#"<p class="gains"><span class="pts">{}</span>{bonus}<span class="crossed">{}</span></p>"#,
        escape(&pts),
        escape(&i18n.f(Key::CrossesOut, &[("digits", crossed)]))
    )
}
