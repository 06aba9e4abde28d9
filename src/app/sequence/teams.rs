//! The teams: who plays for which (seats alternate), sequences made against sequences needed,
//! chips on the board; and the pile and discards. Markup (app::markup).

use leptos::prelude::*;

use super::board_view::team_mark;
use crate::app::i18n::{I18n, Key};
use crate::app::ids::Ids;
use crate::app::markup::escape;
use crate::app::markup::Markup;
use crate::app::seat::tag_html;
use crate::rules::sequence::View;

/// The teams panel, `section.sq-teams`, holding what `markup` writes (`teams_html`), drawn
/// again whenever what it reads changes. The section is the side's own child, as its layout
/// asks (`.side > section`), not in a holder.
pub fn teams_panel(markup: Markup) -> AnyView {
    let label = Ids::here().labelled_by("sq-teams-title");
    view! { <section class="sq-teams" aria-labelledby=label inner_html=markup /> }.into_any()
}

/// What the teams panel holds: its heading, a row per team, the pile and discards.
pub fn teams_html(i18n: I18n, view: &View) -> String {
    let need = view.sequences_to_win;
    let rows: String = (0..view.teams)
        .map(|team| {
            let t = team as u8;
            let members: String = (0..view.players)
                .filter(|&s| view.team_of[s] == t)
                .map(|s| {
                    let tag = tag_html(i18n, s, view.seats[s].as_str(), false);
                    if view.to_act == Some(s) {
                        format!(
                            r#"<li class="to-act">{tag}<span class="sq-turn-mark">{}</span></li>"#,
                            escape(i18n.t(Key::SqToPlay))
                        )
                    } else {
                        format!("<li>{tag}</li>")
                    }
                })
                .collect();
            let made = view.team_sequences.get(team).copied().unwrap_or(0);
            let chips = view.board.chips_of(t);
            format!(
                concat!(
                    r#"<li class="sq-team team-{team}" data-team="{team}"><div class="sq-team-head">"#,
                    r#"<span class="sq-chip team-{team}" aria-hidden="true">{mark}</span>"#,
                    r#"<strong>{name}</strong>"#,
                    r#"<span class="sq-team-seq num" data-testid="sequences">{made}</span></div>"#,
                    r#"<ul class="sq-members">{members}</ul><p class="hint">{chips}</p></li>"#
                ),
                team = team,
                mark = team_mark(t),
                name = escape(&i18n.f(Key::SqTeamN, &[("n", (team + 1).to_string())])),
                made = escape(&i18n.f(
                    Key::SqSequencesOf,
                    &[("n", made.to_string()), ("of", need.to_string())]
                )),
                members = members,
                chips = escape(&i18n.f(Key::SqChipsOnBoard, &[("n", chips.to_string())])),
            )
        })
        .collect();
    let pile = i18n.f(
        Key::SqPile,
        &[
            ("pile", view.pile.to_string()),
            ("discards", view.discards.len().to_string()),
        ],
    );
    format!(
        r#"<h2 id="{}">{}</h2><ul>{rows}</ul><p class="hint">{}</p>"#,
        Ids::here().id("sq-teams-title"),
        escape(i18n.t(Key::SqTeams)),
        escape(&pile)
    )
}
