//! The score sheet: per round, each seat's score for turns 1–5 (✗ when eliminated, ★ with the
//! turn bonus), digits crossed out, and the round total as the engine counts it.

use crate::app::i18n::{I18n, Key};
use crate::app::markup::Html;
use crate::app::panel::section;
use crate::app::seat::tag;
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
pub fn scoreboard_html(i18n: I18n, view: &View) -> Html {
    let rounds: Html = (0..=view.round)
        .map(|r| round_html(i18n, view, r))
        .collect();
    section(
        "scoreboard",
        "scores-title",
        i18n.t(Key::ScoreSheet),
        rounds,
    )
}

fn round_html(i18n: I18n, view: &View, round: usize) -> Html {
    let col = || Html::el("th").attr("scope", "col");
    let turns: Html = (1..=TURNS).map(|t| col().text(&t.to_string())).collect();
    let rows: Html = (0..view.players)
        .map(|seat| {
            let kind = view.seats.get(seat).copied().unwrap_or(SeatKind::Human);
            let cells: Html = (0..TURNS)
                .map(|t| turn_cell(i18n, play_of(view, round, t, seat)))
                .collect();
            let crossed = crossed_in_round(view, round, seat);
            let total = view.round_scores.get(seat).map(|r| r[round]).unwrap_or(0);
            Html::el("tr")
                .child(Html::el("th").attr("scope", "row").child(tag(
                    i18n,
                    seat,
                    kind.as_str(),
                    true,
                )))
                .child(cells)
                .child(
                    Html::el("td")
                        .class("num crossed-count")
                        .text(&crossed.to_string()),
                )
                .child(Html::el("td").class("num total").text(&total.to_string()))
        })
        .collect();
    let crossed = i18n.t(Key::CrossedDigits);
    let sr_only = |text: &str| Html::el("span").class("sr-only").text(text);
    let head = Html::el("tr")
        .child(col().child(sr_only(i18n.t(Key::Player))))
        .child(turns)
        .child(
            col()
                .attr("title", crossed)
                .child(Html::el("span").hidden().text("✗"))
                .child(sr_only(crossed)),
        )
        .child(col().text("Σ"));
    Html::el("table")
        .class("scores")
        .child(Html::el("caption").text(&i18n.f(Key::RoundN, &[("n", (round + 1).to_string())])))
        .child(Html::el("thead").child(head))
        .child(Html::el("tbody").child(rows))
        .into()
}

fn turn_cell(i18n: I18n, play: Option<&Play>) -> Html {
    let (class, text, note) = match play {
        None => ("num turn pending", String::new(), None),
        Some(p) if p.number.is_none() => ("num turn none", "—".to_owned(), Some(Key::NoDigitsLeft)),
        Some(p) if p.eliminated.is_some() => {
            ("num turn out", "✗".to_owned(), Some(Key::Eliminated))
        }
        Some(p) if p.bonus > 0 => (
            "num turn in bonus",
            format!("{}★", p.total()),
            Some(Key::WithBonus),
        ),
        Some(p) => ("num turn in", p.total().to_string(), None),
    };
    let cell = Html::el("td").class(class);
    match note {
        Some(k) => cell
            .child(Html::el("span").hidden().text(&text))
            .child(Html::el("span").class("sr-only").text(i18n.t(k))),
        None => cell.child(Html::el("span").text(&text)),
    }
    .into()
}
