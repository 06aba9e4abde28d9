//! The teams: who plays for which (seats alternate), sequences made against sequences needed,
//! chips on the board; and the pile and discards. Markup (app::markup).

use leptos::prelude::*;

use super::space::team_mark;
use crate::app::i18n::{I18n, Key};
use crate::app::ids::Ids;
use crate::app::markup::{Html, Markup};
use crate::app::seat::tag;
use crate::rules::sequence::View;

/// The teams panel, `section.sq-teams`, holding what `markup` writes (`teams_html`), drawn
/// again whenever what it reads changes. The section is the side's own child, as its layout
/// asks (`.side > section`), not in a holder.
pub fn teams_panel(markup: Markup) -> AnyView {
    let label = Ids::here().labelled_by("sq-teams-title");
    view! { <section class="sq-teams" aria-labelledby=label inner_html=markup /> }.into_any()
}

/// What the teams panel holds: its heading, a row per team, the pile and discards.
pub fn teams_html(i18n: I18n, view: &View) -> Html {
    let need = view.sequences_to_win;
    let rows: Html = (0..view.teams)
        .map(|team| {
            let t = team as u8;
            let members: Html = (0..view.players)
                .filter(|&s| view.team_of[s] == t)
                .map(|s| {
                    let li = Html::el("li");
                    let tag = tag(i18n, s, view.seats[s].as_str(), false);
                    if view.to_act == Some(s) {
                        li.class("to-act").child(tag).child(
                            Html::el("span")
                                .class("sq-turn-mark")
                                .text(i18n.t(Key::SqToPlay)),
                        )
                    } else {
                        li.child(tag)
                    }
                })
                .collect();
            let made = view.team_sequences.get(team).copied().unwrap_or(0);
            let chips = view.board.chips_of(t);
            let team_class = format!("team-{team}");
            Html::el("li")
                .class(&format!("sq-team {team_class}"))
                .attr("data-team", &team.to_string())
                .child(
                    Html::el("div")
                        .class("sq-team-head")
                        .child(
                            Html::el("span")
                                .class(&format!("sq-chip {team_class}"))
                                .hidden()
                                .text(team_mark(t)),
                        )
                        .child(
                            Html::el("strong")
                                .text(&i18n.f(Key::SqTeamN, &[("n", (team + 1).to_string())])),
                        )
                        .child(
                            Html::el("span")
                                .class("sq-team-seq num")
                                .attr("data-testid", "sequences")
                                .text(&i18n.f(
                                    Key::SqSequencesOf,
                                    &[("n", made.to_string()), ("of", need.to_string())],
                                )),
                        ),
                )
                .child(Html::el("ul").class("sq-members").child(members))
                .child(
                    Html::el("p")
                        .class("hint")
                        .text(&i18n.f(Key::SqChipsOnBoard, &[("n", chips.to_string())])),
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
    let mut out = Html::from(
        Html::el("h2")
            .attr("id", &Ids::here().id("sq-teams-title"))
            .text(i18n.t(Key::SqTeams)),
    );
    out.push(Html::el("ul").child(rows));
    out.push(Html::el("p").class("hint").text(&pile));
    out
}
