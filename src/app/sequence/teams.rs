//! The teams: who plays for which (seats alternate), sequences made against sequences needed,
//! chips on the board; and the pile and discards.

use leptos::prelude::*;

use super::board_view::team_mark;
use crate::app::i18n::{use_i18n, Key};
use crate::app::seat::SeatTag;
use crate::rules::sequence::View;

#[component]
pub fn TeamsPanel(view: View) -> impl IntoView {
    let i18n = use_i18n();
    let need = view.sequences_to_win;
    let rows = (0..view.teams)
        .map(|team| {
            let t = team as u8;
            let members = (0..view.players)
                .filter(|&s| view.team_of[s] == t)
                .map(|s| {
                    let kind = view.seats[s].as_str();
                    let to_act = view.to_act == Some(s);
                    view! {
                        <li class:to-act=to_act>
                            <SeatTag seat=s kind=kind />
                            {to_act.then(|| view! { <span class="sq-turn-mark">{i18n.live(Key::SqToPlay)}</span> })}
                        </li>
                    }
                })
                .collect_view();
            let made = view.team_sequences.get(team).copied().unwrap_or(0);
            let chips = view.board.chips_of(t);
            view! {
                <li class=format!("sq-team team-{team}") data-team=team>
                    <div class="sq-team-head">
                        <span class=format!("sq-chip team-{team}") aria-hidden="true">{team_mark(t)}</span>
                        <strong>{move || i18n.f(Key::SqTeamN, &[("n", (team + 1).to_string())])}</strong>
                        <span class="sq-team-seq num" data-testid="sequences">
                            {move || i18n.f(Key::SqSequencesOf, &[("n", made.to_string()), ("of", need.to_string())])}
                        </span>
                    </div>
                    <ul class="sq-members">{members}</ul>
                    <p class="hint">{move || i18n.f(Key::SqChipsOnBoard, &[("n", chips.to_string())])}</p>
                </li>
            }
        })
        .collect_view();
    let (pile, discards) = (view.pile, view.discards.len());
    view! {
        <section class="sq-teams" aria-labelledby="sq-teams-title">
            <h2 id="sq-teams-title">{i18n.live(Key::SqTeams)}</h2>
            <ul>{rows}</ul>
            <p class="hint">
                {move || i18n.f(Key::SqPile, &[("pile", pile.to_string()), ("discards", discards.to_string())])}
            </p>
        </section>
    }
}
