//! The score sheet: per round, each seat's score for turns 1–5 (✗ when eliminated, ★ with the
//! turn bonus), digits crossed out, and the round total as the engine counts it.

use crate::app::i18n::{I18n, Key};
use crate::app::markup::escape;
use crate::app::panel::section_html;
use crate::app::seat::tag_html;
use crate::rules::number::{Play, SeatKind, View, TURNS};

fn play_of(view: &View, round: usize, turn: usize, seat: usize) -> Option<&Play> {
    view.history
        .iter()
        .find(|t| t.round == round && t.turn == turn)
        .and_then(|t| t.plays.iter().find(|p| p.player == seat))
}

/// Digits `seat` crossed out in `round`: each approved play lists the ones it crossed.
pub fn crossed_in_round(view: &View, round: usize, seat: usize) -> usize {
    view.history
        .iter()
        .filter(|t| t.round == round)
        .flat_map(|t| t.plays.iter().filter(|p| p.player == seat))
        .map(|p| p.crossed.len())
        .sum()
}

/// Points and bonuses `seat` took in `round`'s turns.
pub fn turn_points_in_round(view: &View, round: usize, seat: usize) -> i64 {
    view.history
        .iter()
        .filter(|t| t.round == round)
        .flat_map(|t| t.plays.iter().filter(|p| p.player == seat))
        .map(Play::total)
        .sum()
}

/// Every round so far, as markup (app::markup).
pub fn scoreboard_html(i18n: I18n, view: &View) -> String {
    let rounds: String = (0..=view.round)
        .map(|r| round_html(i18n, view, r))
        .collect();
    section_html(
        "scoreboard",
        "scores-title",
        i18n.t(Key::ScoreSheet),
        &rounds,
    )
}

fn round_html(i18n: I18n, view: &View, round: usize) -> String {
    let turns: String = (1..=TURNS)
        .map(|t| format!(r#"<th scope="col">{t}</th>"#))
        .collect();
    let rows: String = (0..view.players)
        .map(|seat| {
            let kind = view.seats.get(seat).copied().unwrap_or(SeatKind::Human);
            let cells: String = (0..TURNS)
                .map(|t| turn_cell(i18n, play_of(view, round, t, seat)))
                .collect();
            let crossed = crossed_in_round(view, round, seat);
            let total = view.round_scores.get(seat).map(|r| r[round]).unwrap_or(0);
            format!(
                concat!(
                    r#"<tr><th scope="row">{tag}</th>{cells}"#,
                    r#"<td class="num crossed-count">{crossed}</td><td class="num total">{total}</td></tr>"#
                ),
                tag = tag_html(i18n, seat, kind.as_str(), true),
                cells = cells,
                crossed = crossed,
                total = total
            )
        })
        .collect();
    let crossed = escape(i18n.t(Key::CrossedDigits));
    format!(
        concat!(
            r#"<table class="scores"><caption>{caption}</caption><thead><tr>"#,
            r#"<th scope="col"><span class="sr-only">{player}</span></th>{turns}"#,
            r#"<th scope="col" title="{crossed}"><span aria-hidden="true">✗</span><span class="sr-only">{crossed}</span></th>"#,
            r#"<th scope="col">Σ</th></tr></thead><tbody>{rows}</tbody></table>"#
        ),
        caption = escape(&i18n.f(Key::RoundN, &[("n", (round + 1).to_string())])),
        player = escape(i18n.t(Key::Player)),
        turns = turns,
        crossed = crossed,
        rows = rows
    )
}

fn turn_cell(i18n: I18n, play: Option<&Play>) -> String {
    let (class, text, note) = match play {
        None => ("pending", String::new(), None),
        Some(p) if p.number.is_none() => ("none", "—".to_owned(), Some(Key::NoDigitsLeft)),
        Some(p) if p.eliminated.is_some() => ("out", "✗".to_owned(), Some(Key::Eliminated)),
        Some(p) if p.bonus > 0 => ("in bonus", format!("{}★", p.total()), Some(Key::WithBonus)),
        Some(p) => ("in", p.total().to_string(), None),
    };
    match note {
        Some(k) => format!(
            r#"<td class="num turn {class}"><span aria-hidden="true">{text}</span><span class="sr-only">{}</span></td>"#,
            escape(i18n.t(k))
        ),
        None => format!(r#"<td class="num turn {class}"><span>{text}</span></td>"#),
    }
}
