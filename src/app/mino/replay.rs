//! What Mino Dice's replay shows at each step (the viewer is `app::replay`): the step's bid or
//! roll in words, the trick, the seats and the score sheet as they stood. The dice behind the
//! screens stay hidden: the bids, the rolls, the tricks and the sheet tell the game.

use leptos::prelude::*;

use super::seats::SeatsPanel;
use super::sheet::ScoreSheet;
use super::trick::TrickArea;
use super::words::{face_text, kind_name, won_text};
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::replay::{Body, Replay};
use crate::app::seat::about;
use crate::rules::mino::{Action, MinoGame, Move, Phase};
use crate::rules::Game;

/// What the step's action did, in words: "Player 2 bid 1", "Player 3 rolled blue: 4", and who
/// took the trick when that roll completed it.
fn step_text(i18n: I18n, game: &MinoGame, action: &Action) -> String {
    let seat = action.player;
    match action.mv {
        Move::Bid(n) => about(i18n, Key::MnLogBid, seat, &[("n", n.to_string())]),
        Move::Roll(kind) => {
            // The roll is the last die of the trick in progress, or of the trick it completed.
            let done = game.trick().is_empty();
            let roll = game
                .trick()
                .last()
                .or_else(|| game.last_trick().and_then(|t| t.rolls.last()));
            let face = roll.map(|r| face_text(i18n, r.face)).unwrap_or_default();
            let mut text = about(
                i18n,
                Key::MnLogRoll,
                seat,
                &[("kind", kind_name(i18n, kind).to_owned()), ("face", face)],
            );
            if let Some(t) = game.last_trick().filter(|_| done) {
                text.push_str(" — ");
                text.push_str(&won_text(i18n, t));
            }
            text
        }
    }
}

pub fn body(replay: Replay<MinoGame>) -> Body {
    let i18n = use_i18n();
    let public = Memo::new(move |_| Some(replay.with(Game::spectator_view)));
    // A replay waits on nobody while bidding (bids are made behind screens, in any order).
    let roller = Signal::derive(move || {
        replay.with(|g| (g.phase() == Phase::Rolling).then(|| g.seat_to_roll()))
    });
    let line = move || match replay.last_action() {
        None => i18n.t(Key::MnReplayStart).to_owned(),
        Some(action) => replay.with(|g| step_text(i18n, g, &action)),
    };
    Body {
        line: line.into_any(),
        board: view! {
            <div class="mn-replay">
                <TrickArea public=public />
                <SeatsPanel public=public awaited=roller />
                <ScoreSheet public=public />
            </div>
        }
        .into_any(),
    }
}
