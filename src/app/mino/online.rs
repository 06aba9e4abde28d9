//! Mino Dice at an online table: the same trick, seats, score sheet, bid dial and dice as on
//! one device, drawn from this seat's view alone. No hand-over (each player holds their own
//! device), no undo (a bid or a roll is sent at once), and the bots are the server's. A roll
//! is checked on the view before it is sent (`View::refusal`, the engine's own check), so a
//! wrong die gets its reason at once, as on one device.
//!
//! Each completed trick is shown with its winner and why until this player reads it, as on
//! one device. The view carries the game's last trick, which is the one to read: the next
//! needs this seat's roll (only a stand-in playing for an absent player could complete more,
//! and the newest is then shown).

use leptos::prelude::*;

use super::seat_dice::{seat_dice, Dice};
use super::seats::{finished_hand, SeatsPanel};
use super::sheet::ScoreSheet;
use super::trick::{TrickArea, TrickDone};
use crate::app::online::{OnlineGame, Remote};
use crate::rules::mino::{MinoGame, Phase, Trick, View};
use crate::rules::{PlayerId, SeatView};

impl OnlineGame for MinoGame {
    fn table(remote: Remote<Self>) -> AnyView {
        table(remote)
    }
}

/// What this device shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// The game's last trick, the `n`-th, not read here yet.
    Done(usize),
    Bid(PlayerId),
    Roll(PlayerId),
    /// The others to act: this seat's dice stay in view (a spectator has none).
    Waiting(Option<PlayerId>),
    Over,
}

/// Where `trick` stands among the game's tricks, from 1 (hand h plays h tricks).
fn nth(trick: &Trick) -> usize {
    let before = trick.hand.saturating_mul(trick.hand.saturating_sub(1)) / 2;
    before.saturating_add(trick.number)
}

/// The tricks completed in the game.
fn tricks_done(view: &View) -> usize {
    view.last_trick.as_ref().map_or(0, nth)
}

fn stage(view: &View, seen: usize) -> Stage {
    let done = tricks_done(view);
    if seen < done {
        return Stage::Done(done);
    }
    if view.over() {
        return Stage::Over;
    }
    match view.me.filter(|me| view.to_act().contains(me)) {
        Some(me) if view.phase == Phase::Bidding => Stage::Bid(me),
        Some(me) => Stage::Roll(me),
        None => Stage::Waiting(view.me),
    }
}

/// The seat the table waits for, marked in the seats' panel: the roller; while bidding, only
/// the last seat still to bid (bids are made at once, behind screens).
fn awaited(view: &View) -> Option<PlayerId> {
    match view.to_act()[..] {
        [seat] => Some(seat),
        _ => None,
    }
}

fn table(remote: Remote<MinoGame>) -> AnyView {
    let view = remote.view;
    // Tricks read on this device; a table opened (or reloaded) mid-game starts read.
    let seen = RwSignal::new(view.with_untracked(|v| v.as_ref().map_or(0, tricks_done)));
    let stage = Memo::new(move |_| {
        let seen = seen.get();
        view.with(|v| v.as_ref().map(|v| stage(v, seen)))
    });
    // The panel stays on a finished hand while its last trick is read.
    let panel = Memo::new(move |_| {
        let v = view.get()?;
        match (stage.get(), &v.last_trick) {
            (Some(Stage::Done(_)), Some(trick)) => {
                let trick = trick.clone();
                Some(finished_hand(v, &trick))
            }
            _ => Some(v),
        }
    });
    let marked = Signal::derive(move || match stage.get() {
        Some(Stage::Bid(_) | Stage::Roll(_) | Stage::Waiting(_)) => {
            view.with(|v| v.as_ref().and_then(awaited))
        }
        _ => None,
    });
    let top = move || match stage.get() {
        Some(Stage::Done(n)) => {
            let Some(now) = view.get_untracked() else {
                return ().into_any();
            };
            let Some(trick) = now.last_trick.clone() else {
                return ().into_any();
            };
            view! { <TrickDone trick=trick table=now on_continue=move |_| seen.set(n) /> }
                .into_any()
        }
        _ => ().into_any(),
    };
    let trick_shown = move || {
        matches!(
            stage.get(),
            Some(Stage::Bid(_) | Stage::Roll(_) | Stage::Waiting(_))
        )
    };
    // A memo of its own, so that the dice stay the same elements while the others play and
    // keep the focus (`Hand`).
    let shown = Memo::new(move |_| match stage.get() {
        Some(Stage::Bid(me)) => Dice::Bid(me),
        Some(Stage::Roll(me)) => Dice::Roll(me),
        Some(Stage::Waiting(Some(me))) => Dice::Watch(me),
        _ => Dice::None,
    });
    let bottom = move || seat_dice(shown.get(), view.into(), remote.act);
    view! {
        <div class="table-layout game-mino">
            <div class="board">
                {top}
                <Show when=trick_shown>
                    <TrickArea public=view />
                </Show>
                {bottom}
            </div>
            <aside class="side">
                <SeatsPanel public=panel awaited=marked />
                <ScoreSheet public=view />
            </aside>
        </div>
    }
    .into_any()
}
