//! The game in progress: the board and the hand of the seat to play (after a hand-over when
//! several humans share the device, since hands are secret), bots with a visible pause and
//! their last move ringed, the teams, the move log, sharing; at the end, who won and how.

use std::sync::Arc;

use leptos::prelude::*;

use super::board_view::{BoardView, ZOOM_PX};
use super::log::{last_space, move_log};
use super::play_turn::PlayTurn;
use super::session::{link_choices, Session};
use super::space::team_mark;
use super::teams::{teams_html, teams_panel};
use super::words::refusal_text;
use crate::app::game_screens::Table;
use crate::app::handover::Handover;
use crate::app::i18n::{I18n, Key};
use crate::app::markup::{holder, markup, Html};
use crate::app::seat::seat_label;
use crate::app::session;
use crate::app::share::seed_link;
use crate::app::share_bar::ShareBar;
use crate::app::storage::{saved_screen, store_screen, Screen};
use crate::app::toolbar::Toolbar;
use crate::app::turn::{play_bots, Pause, Turn};
use crate::rules::sequence::{Action, End, SequenceGame, View};
use crate::rules::{Game, GameId};

const BOT_PAUSE: Pause = Pause {
    normal: 700,
    reduced: 120,
};

/// The game in play, as the page hands it over (see `game_screens::Table`).
pub fn table(table: Table<SequenceGame>) -> AnyView {
    let session = table.session;
    // The human who holds the device (their hand may be shown).
    // The screen before a reload (who holds the device, the card chosen), when saved with
    // this very save: each stored as 1 + its index, 0 for none.
    let actions = move || session.with(|s| s.as_ref().map(|s| s.actions.len()));
    let saved = session
        .with_untracked(|s| s.as_ref().map(|s| s.actions.len()))
        .and_then(|n| saved_screen(GameId::Sequence, n))
        .unwrap_or_default();
    let fact = |i: usize| saved.get(i).and_then(|&f| (f as usize).checked_sub(1));
    let ready = RwSignal::new(fact(0));
    let chosen = RwSignal::new(fact(1));
    let zoom = RwSignal::new(
        saved
            .get(2)
            .map_or(0, |&z| (z as usize).min(ZOOM_PX.len() - 1)),
    );
    Effect::new(move |_| {
        let one_based = |v: Option<usize>| v.map_or(0, |v| v as u32 + 1);
        let facts = vec![
            one_based(ready.get()),
            one_based(chosen.get()),
            zoom.get() as u32,
        ];
        if let Some(actions) = actions() {
            store_screen(GameId::Sequence, &Screen { actions, facts });
        }
    });
    let refused = RwSignal::new(None::<String>);
    let public = Memo::new(move |_| session.with(|s| s.as_ref().map(Session::public)));
    let turn = Memo::new(move |_| {
        let ready = ready.get();
        session.with(|s| s.as_ref().map(|s| Turn::of(&s.game, ready)))
    });

    let apply = move |action: Action| {
        chosen.set(None);
        session::play(session, action, table.notices, refused, table.i18n);
    };

    // A bot plays after a visible pause; the page may have moved on by then.
    let bots = move || turn.get().and_then(Turn::bot).into_iter().collect();
    play_bots(session, bots, |_| BOT_PAUSE, apply);

    let main = move || {
        match turn.get() {
            None => ().into_any(),
            Some(Turn::HandOver(seat)) => view! {
                <BoardOnly session=session zoom=zoom />
                <Handover
                    seat=seat
                    hint=Key::SqHandoverHint
                    ready=Key::SqImReady
                    on_ready=move |_| ready.set(Some(seat))
                />
            }
            .into_any(),
            Some(Turn::Bot(seat)) => {
                let kind = session
                    .with_untracked(|s| s.as_ref().map(|s| s.seats()[seat].as_str()))
                    .unwrap_or("");
                view! {
                <p class="sq-turn" aria-live="polite">
                    {move || table.i18n.f(Key::SqBotPlaying, &[("player", seat_label(table.i18n, seat, kind))])}
                </p>
                <BoardOnly session=session zoom=zoom />
            }
            .into_any()
            }
            Some(Turn::Human(seat)) => {
                let view =
                    Memo::new(move |_| session.with(|s| s.as_ref().map(|s| s.game.view(seat))));
                let i18n = table.i18n;
                // The engine says whether a play is allowed and, if not, why.
                let check = move |action: Action| {
                    session
                        .with_untracked(|s| s.as_ref().and_then(|s| s.game.check(&action).err()))
                        .map(|r| refusal_text(i18n, &r))
                };
                view! { <PlayTurn view=view seat=seat chosen=chosen refused=refused check=check apply=apply zoom=zoom /> }.into_any()
            }
            Some(Turn::Over) => {
                let Some(s) = session.get_untracked() else {
                    return ().into_any();
                };
                let extra = link_choices(s.game.options());
                // The outcome itself leads the page (`result`, app::later).
                crate::app::focus::outcome_when_shown();
                view! {
                <BoardOnly session=session zoom=zoom />
                <ShareBar seed=s.game.seed() seed_link=seed_link(GameId::Sequence, s.game.seed(), s.seats(), &extra) replay=s.to_save() />
                <button class="btn btn-primary btn-big" on:click=move |_| table.on_new_game.run(())>
                    {table.i18n.live(Key::NewGame)}
                </button>
            }
            .into_any()
            }
        }
    };

    view! {
        <div class="table-layout game-sequence">
            <div class="board">
                {main}
            </div>
            <aside class="side">
                {teams_panel(markup(move || public.with(|v| v.as_ref().map(|v| teams_html(table.i18n, v))).unwrap_or_default()))}
                {move_log(table.i18n, Arc::new(move || public.with(|v| v.as_ref().map(|v| v.events.clone())).unwrap_or_default()))}
                {move || session.with(|s| s.as_ref().filter(|s| !s.game.is_over()).map(|s| {
                    let extra = link_choices(s.game.options());
                    (s.game.seed(), seed_link(GameId::Sequence, s.game.seed(), s.seats(), &extra))
                })).map(|(seed, link)| view! { <ShareBar seed=seed seed_link=link /> })}
                <Toolbar game=GameId::Sequence over=Signal::derive(move || public.with(|v| v.as_ref().is_some_and(|v| v.over()))) on_new_game=table.on_new_game />
            </aside>
        </div>
    }
    .into_any()
}

/// The board as everyone sees it, nothing chosen.
#[component]
fn BoardOnly(session: RwSignal<Option<Session>>, zoom: RwSignal<usize>) -> impl IntoView {
    let board = Signal::derive(move || {
        session.with(|s| {
            s.as_ref()
                .map(|s| s.game.board().clone())
                .unwrap_or_default()
        })
    });
    let last = Signal::derive(move || {
        session.with(|s| s.as_ref().and_then(|s| last_space(s.game.events())))
    });
    view! { <BoardView board=board allowed=Signal::stored(Vec::new()) last=last on_pick=|_| {} zoom=zoom /> }
}

/// The outcome the page leads with once the game is over (app::later).
pub fn result(s: &Session, i18n: I18n, _: crate::app::notices::Notices) -> AnyView {
    let view = s.public();
    holder(move || final_html(i18n, &view))
}

/// Who won (a team, or the most sequences then chips when nobody could play on), as markup.
fn final_html(i18n: I18n, view: &View) -> Html {
    let best = view.scores.iter().copied().max().unwrap_or(0);
    let winners: Vec<u8> = match view.end {
        Some(End::Won { team }) => vec![team],
        _ => (0..view.teams as u8)
            .filter(|&t| {
                let seat = view.team_of.iter().position(|&x| x == t);
                seat.is_some_and(|s| view.scores[s] == best)
            })
            .collect(),
    };
    let line = winners
        .iter()
        .map(|&t| {
            format!(
                "{} {}",
                team_mark(t),
                i18n.f(Key::SqTeamN, &[("n", (t + 1).to_string())])
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    let mut section = Html::el("section")
        .class("final sq-final")
        .attr("aria-labelledby", "final-title")
        .child(
            Html::el("h2")
                .attr("id", "final-title")
                .text(i18n.t(Key::GameOver)),
        )
        .child(
            Html::el("p")
                .class("sq-winner")
                .attr("data-testid", "winner")
                .text("★ ")
                .text(&i18n.f(Key::SqWinner, &[("team", line)])),
        );
    if matches!(view.end, Some(End::Blocked)) {
        section = section.child(Html::el("p").class("hint").text(i18n.t(Key::SqBlockedHint)));
    }
    section.into()
}
