//! The end of an online game: the save the last frame carries, replayed by the game's own
//! engine, becomes a finished game like any other: shown with its outcome, sharing and review,
//! and added (once, for a player who sat at the table) to this browser's history.

use leptos::prelude::*;
use numera_wire::RawJson;

use super::words::Trouble;
use super::OnlineGame;
use crate::app::challenge::ShareResult;
use crate::app::game_screens::{GameScreens, Views};
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::later::BodyOf;
use crate::app::notices::{use_notices, Notices};
use crate::app::review::ReviewOffer;
use crate::app::session::{Held, Session};
use crate::app::storage;
use crate::rules::log::Save;
use crate::store::table_seat::TableSeat;

/// What leads the page once the game is over: the outcome, then sharing and the review.
pub fn outcome<G: OnlineGame>(
    finished: Held<G>,
    screens: &'static GameScreens<G>,
    views: Views<G>,
    body: BodyOf<G>,
) -> impl IntoView {
    let (i18n, notices) = (use_i18n(), use_notices());
    let result = finished.with_untracked(|s| s.as_ref().map(|s| (views.result)(s, i18n, notices)));
    view! {
        <div class="panel final-lead" data-testid="final-lead">{result}</div>
        <p class="hint">{i18n.live(Key::OnInHistory)}</p>
        <ShareResult session=finished />
        <ReviewOffer session=finished link_options=screens.options.link_options body=body />
    }
}

/// The game is over: the last frame's save replayed into the game, shown, and (once, for a
/// player who sat at the table) added to the history.
pub fn finish<G: OnlineGame>(
    save: &RawJson,
    mine: RwSignal<TableSeat>,
    keep: impl Fn(TableSeat),
    finished: Held<G>,
    trouble: RwSignal<Option<Trouble>>,
    notices: Notices,
    i18n: I18n,
) {
    let read = Save::from_json(save.as_str())
        .map_err(|e| e.to_string())
        .and_then(|save| Session::<G>::from_save(&save).map_err(|p| p.describe(i18n)));
    let session = match read {
        Ok(session) => session,
        Err(why) => {
            trouble.set(Some(Trouble::Garbled(why)));
            return;
        }
    };
    let record = mine.get_untracked();
    if record.seat.is_some() && !record.recorded {
        if let Some(entry) = session.finished() {
            storage::record_finished(entry, notices);
            keep(TableSeat {
                recorded: true,
                ..record
            });
        }
    }
    finished.set(Some(session));
}
