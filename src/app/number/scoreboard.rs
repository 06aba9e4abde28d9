//! The score sheet: per round, each seat's score for turns 1–5 (✗ when eliminated, ★ with the
//! turn bonus), digits crossed out, and the round total as the engine counts it.

use leptos::prelude::*;

use super::seat::SeatTag;
use crate::app::i18n::{use_i18n, Key};
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

#[component]
pub fn Scoreboard(view: View) -> impl IntoView {
    let i18n = use_i18n();
    let rounds = (0..=view.round)
        .map(|r| view! { <RoundTable view=view.clone() round=r /> })
        .collect_view();
    view! {
        <section class="scoreboard" aria-labelledby="scores-title">
            <h2 id="scores-title">{i18n.live(Key::ScoreSheet)}</h2>
            {rounds}
        </section>
    }
}

#[component]
fn RoundTable(view: View, round: usize) -> impl IntoView {
    let i18n = use_i18n();
    let turns = (0..TURNS)
        .map(|t| view! { <th scope="col">{t + 1}</th> })
        .collect_view();
    let rows = (0..view.players)
        .map(|seat| {
            let kind = view.seats.get(seat).copied().unwrap_or(SeatKind::Human);
            let cells = (0..TURNS)
                .map(|t| turn_cell(play_of(&view, round, t, seat)))
                .collect_view();
            let crossed = crossed_in_round(&view, round, seat);
            let total = view.round_scores.get(seat).map(|r| r[round]).unwrap_or(0);
            view! {
                <tr>
                    <th scope="row"><SeatTag seat=seat kind=kind short=true /></th>
                    {cells}
                    <td class="num crossed-count">{crossed}</td>
                    <td class="num total">{total}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="scores">
            <caption>
                {move || i18n.f(Key::RoundN, &[("n", (round + 1).to_string())])}
            </caption>
            <thead>
                <tr>
                    <th scope="col"><span class="sr-only">{i18n.live(Key::Player)}</span></th>
                    {turns}
                    <th scope="col" title=i18n.live(Key::CrossedDigits)>
                        <span aria-hidden="true">"✗"</span>
                        <span class="sr-only">{i18n.live(Key::CrossedDigits)}</span>
                    </th>
                    <th scope="col">"Σ"</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

fn turn_cell(play: Option<&Play>) -> impl IntoView {
    let i18n = use_i18n();
    let (class, text, note) = match play {
        None => ("pending", String::new(), None),
        Some(p) if p.number.is_none() => ("none", "—".to_owned(), Some(Key::NoDigitsLeft)),
        Some(p) if p.eliminated.is_some() => ("out", "✗".to_owned(), Some(Key::Eliminated)),
        Some(p) if p.bonus > 0 => ("in bonus", format!("{}★", p.total()), Some(Key::WithBonus)),
        Some(p) => ("in", p.total().to_string(), None),
    };
    view! {
        <td class=format!("num turn {class}")>
            <span aria-hidden=note.is_some().then_some("true")>{text}</span>
            {note.map(|k| view! { <span class="sr-only">{i18n.live(k)}</span> })}
        </td>
    }
}
