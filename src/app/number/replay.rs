//! What The Number's replay shows at each step (the viewer is `app::replay`): the pick that
//! made the step, the picks of the turn so far, the reveal when that pick completed a turn,
//! the final breakdown at the end, the table and the score sheet. All picks are shown, since
//! the game is in the open now.

use super::digits::tiles_html;
use super::final_score::final_score_html;
use super::reveal::reveal_html;
use super::scoreboard::scoreboard_html;
use super::seats_panel::seats_panel_html;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::markup::{holder, Html};
use crate::app::replay::{Body, Replay};
use crate::app::seat::tag;
use crate::rules::number::{NumberGame, Pick, SeatKind};
use crate::rules::Game;

pub fn body(replay: Replay<NumberGame>) -> Body {
    let i18n = use_i18n();
    let line = move || {
        let Some(Pick { player, number }) = replay.last_action() else {
            return Html::text(i18n.t(Key::ReplayStart));
        };
        let kind = replay.with(|g| g.options().seats[player]);
        let mut out = tag(i18n, player, kind.as_str(), false);
        out.push(Html::el("span").text(i18n.t(Key::Picked)));
        out.push(tiles_html(number, None, true));
        out
    };

    // The whole board is one text: a step redraws it as a whole.
    let board = move || {
        let (k, now) = (replay.step(), replay.game());
        let seats = &now.options().seats;
        let revealed_now = k
            .checked_sub(1)
            .is_some_and(|b| replay.at(b).history().len() < now.history().len());
        let view = now.spectator_view();
        let mut out = Html::new();
        if revealed_now {
            if let Some(r) = now.history().last() {
                out.push(reveal_html(i18n, r, seats));
            }
        }
        // The picks of the turn under way are its last log entries, one per seat that picked.
        let pending = view.picked.iter().filter(|&&p| p).count();
        let this_turn = replay.actions(k.saturating_sub(pending)..k);
        if !this_turn.is_empty() {
            out.push(turn_so_far_html(i18n, &this_turn, seats));
        }
        if let Some(o) = now.outcome().filter(|_| revealed_now) {
            out.push(final_score_html(i18n, &view, &o));
        }
        out.push(seats_panel_html(i18n, &view));
        out.push(scoreboard_html(i18n, &view));
        Html::from(Html::el("div").class("replay-board").child(out))
    };

    Body {
        line: holder(line),
        board: holder(board),
    }
}

/// The picks already made in the turn under way (all visible in a replay).
fn turn_so_far_html(i18n: I18n, picks: &[Pick], seats: &[SeatKind]) -> Html {
    let rows: Html = picks
        .iter()
        .map(|&Pick { player, number }| {
            Html::el("li")
                .child(tag(i18n, player, seats[player].as_str(), false))
                .child(tiles_html(number, None, true))
        })
        .collect();
    Html::el("section")
        .class("turn-so-far")
        .child(Html::el("h2").text(i18n.t(Key::ThisTurnSoFar)))
        .child(Html::el("ul").child(rows))
        .into()
}
