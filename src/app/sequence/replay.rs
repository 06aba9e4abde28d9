//! What Sequence Numbers' replay shows at each step (the viewer is `app::replay`): the
//! board, the teams and the log as they stood, and the step's event in words. Hands stay
//! hidden: the board, the teams and the log tell the game.

use std::sync::Arc;

use leptos::prelude::*;

use super::board_view::BoardView;
use super::log::{event_text, last_space, move_log};
use super::teams::{teams_html, teams_panel};
use crate::app::i18n::{use_i18n, Key};
use crate::app::markup::markup;
use crate::app::replay::{Body, Replay};
use crate::rules::sequence::SequenceGame;
use crate::rules::Game;

pub fn body(replay: Replay<SequenceGame>) -> Body {
    let i18n = use_i18n();
    let public = Memo::new(move |_| replay.with(Game::spectator_view));
    let board = Signal::derive(move || public.with(|v| v.board.clone()));
    let last = Signal::derive(move || public.with(|v| last_space(&v.events)));
    let line = move || {
        public
            .with(|v| v.events.last().map(|e| event_text(i18n, e)))
            .unwrap_or_else(|| i18n.t(Key::SqReplayStart).to_owned())
    };
    Body {
        line: line.into_any(),
        board: view! {
            <div class="replay-board">
                <BoardView board=board allowed=Signal::stored(Vec::new()) last=last on_pick=|_| {} />
                {teams_panel(markup(move || public.with(|v| teams_html(i18n, v))))}
                {move_log(i18n, Arc::new(move || public.with(|v| v.events.clone())))}
            </div>
        }
        .into_any(),
    }
}
