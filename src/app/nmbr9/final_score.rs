//! The end: each seat's score tile by tile, level by level (digits × level), the total, the
//! winners (ties share), and for a solo game the best score on this seed. Markup
//! (app::markup `Html`).

use leptos::prelude::*;

use super::session::Session;
use crate::app::i18n::{I18n, Key};
use crate::app::markup::{markup, Html};
use crate::app::notices::Notices;
use crate::app::seat::final_head;
use crate::app::storage::{self, Best};
use crate::rules::nmbr9::{Board, View};
use crate::rules::{Game, GameId, Outcome};

/// One line per level from the top: the digits on it, their sum, and sum × level.
fn level_rows(board: &Board) -> Vec<(u8, Vec<u8>)> {
    let top = board.tiles().iter().map(|t| t.level).max().unwrap_or(0);
    (0..=top)
        .rev()
        .map(|level| {
            let mut digits: Vec<u8> = board
                .tiles()
                .iter()
                .filter(|t| t.level == level)
                .map(|t| t.digit)
                .collect();
            crate::rules::small_sort::sort_by_key(&mut digits, |d| std::cmp::Reverse(*d));
            (level, digits)
        })
        .collect()
}

/// One seat's rows, level by level from the top: "Level 2: 9 + 4 = 13 × 2 = 26".
fn rows_html(i18n: I18n, board: &Board) -> Html {
    level_rows(board)
        .into_iter()
        .map(|(level, digits)| {
            let count = digits.len();
            let sum: u32 = digits.iter().map(|&d| d as u32).sum();
            let line = if level == 0 {
                let args = [("count", count.to_string())];
                i18n.n(Key::N9TableRow, count as u64, &args)
            } else {
                let list = digits
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(" + ");
                let args = [
                    ("level", level.to_string()),
                    ("digits", list),
                    ("sum", sum.to_string()),
                    ("points", (sum * level as u32).to_string()),
                ];
                i18n.f(Key::N9LevelRow, &args)
            };
            let class = format!("n9-level-row lv{}", level.min(6));
            Html::el("li").class(&class).text(&line)
        })
        .collect()
}

/// What the breakdown's section holds: its heading and each seat's card; `best` is the best
/// on this seed (this game's own score included), and whether this game set it.
fn final_score_html(
    i18n: I18n,
    view: &View,
    outcome: &Outcome,
    best: Option<&(Best, bool)>,
) -> Html {
    let mut order: Vec<usize> = (0..view.players).collect();
    crate::rules::small_sort::sort_by_key(&mut order, |&p| {
        (
            std::cmp::Reverse(outcome.scores.get(p).copied().unwrap_or(0)),
            p,
        )
    });
    let shared = outcome.winners.len() > 1;
    let several = view.players > 1;
    let cards: Html = order
        .into_iter()
        .map(|seat| {
            let won = several && outcome.winners.contains(&seat);
            let kind = view.seats[seat].as_str();
            let total = outcome.scores.get(seat).copied().unwrap_or(0);
            let label = format!("{}{}", i18n.t(Key::Total), i18n.t(Key::LabelSep));
            Html::el("li")
                .class(if won {
                    "final-card winner"
                } else {
                    "final-card"
                })
                .attr("data-seat", &seat.to_string())
                .child(final_head(i18n, seat, kind, won, shared))
                .child(
                    Html::el("ul")
                        .class("breakdown")
                        .child(rows_html(i18n, &view.boards[seat])),
                )
                .child(
                    Html::el("p").class("final-total").text(&label).child(
                        Html::el("strong")
                            .class("num")
                            .attr("data-testid", "final-total")
                            .text(&total.to_string()),
                    ),
                )
        })
        .collect();
    let mut out = Html::from(
        Html::el("h2")
            .attr("id", "final-title")
            .text(i18n.t(Key::GameOver)),
    );
    if let Some((best, mine)) = best {
        let mut line = Html::el("p").class(if *mine { "n9-best new" } else { "n9-best" });
        if *mine {
            line = line.child(
                Html::el("strong")
                    .text("★ ")
                    .text(i18n.t(Key::N9NewBest))
                    .text(" "),
            );
        }
        let score = [("score", best.score.to_string())];
        out.push(line.text(&i18n.f(Key::N9BestOnSeed, &score)));
    }
    out.push(Html::el("ol").class("final-list").child(cards));
    out
}

/// The breakdown's section, its contents written by `final_score_html`. The section is a
/// view, so that layouts placing it by class (`.replay-board > .final`) find it.
pub fn final_score(
    i18n: I18n,
    view: View,
    outcome: Outcome,
    best: Option<(Best, bool)>,
) -> AnyView {
    view! {
        <section
            class="final"
            aria-labelledby="final-title"
            inner_html=markup(move || final_score_html(i18n, &view, &outcome, best.as_ref()))
        />
    }
    .into_any()
}

/// The outcome the page leads with once the game is over (app::later): the totals, the
/// winners and, for a game alone, the best score on this seed.
pub fn result(s: &Session, i18n: I18n, notices: Notices) -> AnyView {
    let Some(outcome) = s.game.outcome() else {
        return ().into_any();
    };
    let best = s
        .is_solo()
        .then(|| storage::best_on_seed(GameId::Nmbr9, s.game.seed(), notices))
        .flatten()
        .map(|b| {
            let mine = b.replay == s.to_save().to_link_code();
            (b, mine)
        });
    final_score(i18n, s.public(), outcome, best)
}
