//! The game in progress: the board area (board_area.rs) and the side (side.rs), around the
//! game the page holds. Bots place as soon as a card is revealed, after a short visible pause;
//! every placement goes through the engine and is saved at once, and the screen's own facts
//! (the board looked at, the zoom, the ghost) with it, so a reload returns to this screen.

use leptos::prelude::*;

use super::board_area::{board_area, Area};
use super::board_view::ZOOMS;
use super::ghost::Cursor;
use super::look::follow_actor;
use super::resumed::Resumed;
use super::session::Session;
use super::side::side;
use crate::app::game_screens::Table;
use crate::app::session;
use crate::app::storage;
use crate::app::turn::{bots_to_act, play_bots, Pause, Turn};
use crate::rules::nmbr9::{Nmbr9Game, Place};
use crate::rules::{GameId, PlayerId};

/// How long the bots visibly "think" before their tiles appear.
const BOT_PAUSE: Pause = Pause {
    normal: 450,
    reduced: 80,
};

/// The game in play, as the page hands it over (see `game_screens::Table`).
pub fn table(table: Table<Nmbr9Game>) -> AnyView {
    let session = table.session;
    let public = Memo::new(move |_| session.with(|s| s.as_ref().map(Session::public)));
    let actor = Memo::new(move |_| session.with(|s| s.as_ref().and_then(human_to_place)));
    // The screen as it was before a reload, if saved with this very save (see `screen_facts`).
    let saved = session
        .with_untracked(|s| {
            s.as_ref()
                .and_then(|s| storage::saved_screen(GameId::Nmbr9, s.actions.len()))
        })
        .and_then(|f| Resumed::from_facts(&f));
    let viewing = RwSignal::new(
        saved
            .map(|r| r.viewing)
            .or(actor.get_untracked())
            .unwrap_or(0),
    );
    let zoom = RwSignal::new(saved.map_or(0, |r| r.zoom.min(ZOOMS.len() - 1)));
    // Where the ghost starts after a tile is taken back (where that tile was), or a reload.
    let resume_at = RwSignal::new(saved.and_then(|r| r.ghost.map(|g| g.cursor)));
    // Where the ghost is now and whether the spots are shown: the placer's own state.
    let aimed = RwSignal::new(None);
    // Kept with the save, so a reload returns to this very screen.
    Effect::new(move |_| {
        let facts = Resumed {
            viewing: viewing.get(),
            zoom: zoom.get(),
            ghost: aimed.get(),
        }
        .facts();
        if let Some(actions) = session.with(|s| s.as_ref().map(|s| s.actions.len())) {
            storage::store_screen(GameId::Nmbr9, &storage::Screen { actions, facts });
        }
    });
    let refused = RwSignal::new(None::<String>);

    follow_actor(actor, viewing);

    let apply = move |place: Place| {
        resume_at.set(None);
        session::play(session, place, table.notices, refused, table.i18n);
    };

    // Bots place the new card after a pause, one after another (they never wait for the
    // humans); a human's move meanwhile starts the pause again.
    let bots =
        move || session.with(|s| s.as_ref().map(|s| bots_to_act(&s.game)).unwrap_or_default());
    play_bots(session, bots, |_| BOT_PAUSE, apply);

    let undo = Callback::new(move |_| {
        let back = session.with_untracked(|s| {
            let s = s.as_ref()?;
            let place = s.undoable_human_place()?;
            Some((s.undo()?, place))
        });
        if let Some((back, place)) = back {
            resume_at.set(Some(Cursor {
                x: place.x,
                y: place.y,
                rotation: place.rotation,
            }));
            session::keep(session, back, table.notices);
        }
    });

    let area = Area {
        table,
        public,
        actor,
        viewing,
        zoom,
        resume_at,
        spots_on: saved.and_then(|r| r.ghost).is_some_and(|g| g.spots),
        aimed,
        refused,
        apply: Callback::new(apply),
        undo,
    };
    view! {
        <div class="table-layout game-nmbr9">
            <div class="board">{board_area(area)}</div>
            {side(table, public, viewing)}
        </div>
    }
    .into_any()
}

/// The human seat whose turn it is to place: the first one that has not placed this card.
fn human_to_place(session: &Session) -> Option<PlayerId> {
    Turn::of(&session.game, None).human()
}
