//! The replay viewer: a finished (or shared) game stepped through action by action (buttons
//! and arrow keys), every position the engine's replay of the log up to that step. Hands stay
//! hidden: the board, the teams and the log tell the game.

use leptos::prelude::*;

use super::board_view::BoardView;
use super::log::{event_text, last_space, MoveLog};
use super::session::{link_choices, Session};
use super::teams::TeamsPanel;
use crate::app::i18n::{use_i18n, Key};
use crate::app::link_error::LinkError;
use crate::app::replay_controls::ReplayControls;
use crate::app::share;
use crate::rules::log::Save;
use crate::rules::{Game, GameId};

#[component]
pub fn ReplayViewer(save: Save) -> impl IntoView {
    let full = match Session::from_save(&save) {
        Ok(s) => s,
        Err(problem) => {
            return view! { <LinkError problem=problem replay=true game=GameId::Sequence /> }
                .into_any()
        }
    };
    let i18n = use_i18n();
    let total = full.actions.len();
    let step = RwSignal::new(0usize);
    let extra = link_choices(full.game.options());
    let play_seed = share::seed_path(GameId::Sequence, full.game.seed(), full.seats(), &extra);
    let seed_text = full.game.seed().to_string();
    let full = StoredValue::new(full);
    let game = Memo::new(move |_| {
        full.with_value(|f| f.at_step(step.get()))
            .map(|g| g.spectator_view())
    });
    let board = Signal::derive(move || {
        game.with(|g| g.as_ref().map(|v| v.board.clone()).unwrap_or_default())
    });
    let last =
        Signal::derive(move || game.with(|g| g.as_ref().and_then(|v| last_space(&v.events))));
    view! {
        <section class="replay game-sequence" aria-labelledby="replay-title">
            <h1 id="replay-title">{i18n.live(Key::ReplayTitle)}</h1>
            <p class="hint">{move || i18n.f(Key::SeedIs, &[("seed", seed_text.clone())])}</p>
            <ReplayControls step=step total=total on_go=move |to| step.set(to) />
            <p class="move-line">
                {move || game.with(|g| g.as_ref().and_then(|v| v.events.last().map(|e| event_text(i18n, e))))
                    .unwrap_or_else(|| i18n.t(Key::SqReplayStart).to_owned())}
            </p>
            <div class="replay-board">
                <BoardView board=board allowed=Signal::stored(Vec::new()) last=last on_pick=|_| {} />
                {move || game.get().map(|v| view! { <TeamsPanel view=v.clone() /> <MoveLog events=v.events /> })}
            </div>
            <div class="actions">
                <a href=play_seed class="btn btn-primary">{i18n.live(Key::PlaySameSeed)}</a>
                <a href="/history" class="btn">{i18n.live(Key::NavHistory)}</a>
            </div>
        </section>
    }
    .into_any()
}
