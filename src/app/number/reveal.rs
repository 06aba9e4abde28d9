//! One turn revealed: the numbers from largest to smallest, and for each whether it stands
//! (✓, points, bonus, digits crossed out) or falls (✗, and why: the shared digit is marked on
//! both numbers, or the crossed-out digit is named). All of it is the engine's `TurnResult`.

use leptos::prelude::*;

use super::digits::NumberTiles;
use super::seat::{player_name, SeatTag};
use crate::app::i18n::{use_i18n, Key};
use crate::rules::number::{Elimination, Play, SeatKind, TurnResult, TURNS};

#[component]
pub fn Reveal(result: TurnResult, seats: Vec<SeatKind>) -> impl IntoView {
    let i18n = use_i18n();
    let (round, turn) = (result.round, result.turn);
    let last_turn = turn + 1 == TURNS;
    let rows = result
        .plays
        .into_iter()
        .map(|play| {
            let kind = seats.get(play.player).copied().unwrap_or(SeatKind::Human);
            view! { <PlayRow play=play kind=kind last_turn=last_turn /> }
        })
        .collect_view();
    view! {
        <section class="reveal" aria-labelledby="reveal-title">
            <h2 id="reveal-title">
                {move || i18n.f(
                    Key::RevealTitle,
                    &[("round", (round + 1).to_string()), ("turn", (turn + 1).to_string())],
                )}
            </h2>
            <p class="hint">{i18n.live(Key::RevealOrder)}</p>
            <ol class="plays">{rows}</ol>
        </section>
    }
}

#[component]
fn PlayRow(play: Play, kind: SeatKind, last_turn: bool) -> impl IntoView {
    let i18n = use_i18n();
    let seat = play.player;
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
        .map(|n| view! { <NumberTiles number=n mark=mark /> });
    let why = match play.eliminated.clone() {
        Some(Elimination::SharedDigit { digit, smaller, by }) => view! {
            <p class="why">
                <span>{move || i18n.f(
                    Key::ElimShared,
                    &[("d", digit.to_string()), ("player", player_name(i18n, by))],
                )}</span>
                <NumberTiles number=smaller mark=Some(digit) small=true />
            </p>
        }
        .into_any(),
        Some(Elimination::CrossedDigit { digit }) => view! {
            <p class="why">{move || i18n.f(Key::ElimCrossed, &[("d", digit.to_string())])}</p>
        }
        .into_any(),
        None if play.number.is_none() => {
            view! { <p class="why">{i18n.live(Key::NoDigitsLeft)}</p> }.into_any()
        }
        None => view! { <Gains play=play.clone() last_turn=last_turn /> }.into_any(),
    };
    view! {
        <li class=format!("play {state}")>
            <span class="play-icon" aria-hidden="true">{icon}</span>
            <SeatTag seat=seat kind=kind />
            {number}
            <span class="sr-only">
                {i18n.live(if state == "play-in" { Key::Approved } else { Key::Eliminated })}
            </span>
            {why}
        </li>
    }
}

/// What an approved number earns: points (doubled on the last turn), bonus, digits crossed.
#[component]
fn Gains(play: Play, last_turn: bool) -> impl IntoView {
    let i18n = use_i18n();
    let points = play.points;
    let bonus = play.bonus;
    let crossed = play
        .crossed
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    view! {
        <p class="gains">
            <span class="pts">
                {move || i18n.n(Key::PointsGained, points as u64, &[("n", points.to_string())])}
                {move || last_turn.then(|| format!(" ({})", i18n.t(Key::Doubled)))}
            </span>
            {(bonus > 0).then(|| view! {
                <span class="bonus">
                    <span aria-hidden="true">"★ "</span>
                    {move || i18n.f(Key::BonusGained, &[("n", bonus.to_string())])}
                </span>
            })}
            <span class="crossed">
                {move || i18n.f(Key::CrossesOut, &[("digits", crossed.clone())])}
            </span>
        </p>
    }
}
