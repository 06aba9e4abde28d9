//! The replay viewer: a finished (or shared) game stepped through action by action (buttons
//! and arrow keys), every position the engine's replay of the log up to that step. The dice
//! behind the screens stay hidden: the bids, the rolls, the tricks and the sheet tell the game.

use leptos::prelude::*;

use super::seats::SeatsPanel;
use super::session::Session;
use super::sheet::ScoreSheet;
use super::trick::TrickArea;
use super::words::{face_text, kind_name, won_text};
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::link_error::LinkError;
use crate::app::replay_controls::ReplayControls;
use crate::app::seat::player_name;
use crate::app::share;
use crate::rules::log::Save;
use crate::rules::mino::{Action, MinoGame, Move};
use crate::rules::{Game, GameId};

/// What the step's action did, in words: "Player 2 bid 1", "Player 3 rolled blue: 4", and who
/// took the trick when that roll completed it.
fn step_text(i18n: I18n, game: &MinoGame, action: &str) -> String {
    let Ok(action) = action.parse::<Action>() else {
        return action.to_owned();
    };
    let player = player_name(i18n, action.player);
    match action.mv {
        Move::Bid(n) => i18n.f(Key::MnLogBid, &[("player", player), ("n", n.to_string())]),
        Move::Roll(kind) => {
            // The roll is the last die of the trick in progress, or of the trick it completed.
            let done = game.trick().is_empty();
            let roll = game
                .trick()
                .last()
                .or_else(|| game.last_trick().and_then(|t| t.rolls.last()));
            let face = roll.map(|r| face_text(i18n, r.face)).unwrap_or_default();
            let mut text = i18n.f(
                Key::MnLogRoll,
                &[
                    ("player", player),
                    ("kind", kind_name(i18n, kind).to_owned()),
                    ("face", face),
                ],
            );
            if let Some(t) = game.last_trick().filter(|_| done) {
                text.push_str(" — ");
                text.push_str(&won_text(i18n, t));
            }
            text
        }
    }
}

#[component]
pub fn ReplayViewer(save: Save) -> impl IntoView {
    let full = match Session::from_save(&save) {
        Ok(s) => s,
        Err(problem) => {
            return view! { <LinkError problem=problem replay=true game=GameId::Mino /> }.into_any()
        }
    };
    let i18n = use_i18n();
    let total = full.actions.len();
    let step = RwSignal::new(0usize);
    let play_seed = share::seed_path(GameId::Mino, full.game.seed(), full.seats(), &[]);
    let seed_text = full.game.seed().to_string();
    let full = StoredValue::new(full);
    let game = Memo::new(move |_| full.with_value(|f| f.at_step(step.get())));
    let public = Signal::derive(move || game.with(|g| g.as_ref().map(|g| g.spectator_view())));
    let line = move || {
        let n = step.get();
        if n == 0 {
            return i18n.t(Key::MnReplayStart).to_owned();
        }
        let action = full
            .with_value(|f| f.actions.get(n - 1).cloned())
            .unwrap_or_default();
        game.with(|g| g.as_ref().map(|g| step_text(i18n, g, &action)))
            .unwrap_or_default()
    };
    view! {
        <section class="replay game-mino" aria-labelledby="replay-title">
            <h1 id="replay-title">{i18n.live(Key::ReplayTitle)}</h1>
            <p class="hint">{move || i18n.f(Key::SeedIs, &[("seed", seed_text.clone())])}</p>
            <ReplayControls step=step total=total on_go=move |to| step.set(to) />
            <p class="move-line" data-testid="move-line">{line}</p>
            <div class="mn-replay">
                <TrickArea public=public />
                <SeatsPanel public=public />
                <ScoreSheet public=public />
            </div>
            <div class="actions">
                <a href=play_seed class="btn btn-primary">{i18n.live(Key::PlaySameSeed)}</a>
                <a href="/history" class="btn">{i18n.live(Key::NavHistory)}</a>
            </div>
        </section>
    }
    .into_any()
}
