//! What a daily's address opens (`/<game>?daily` today's, `/<game>?day=YYYY-MM-DD` an
//! earlier one): the daily named, its fixed line-up, whether an attempt now counts, and a
//! button to start it. The options are the daily's own and cannot be changed. A date with no
//! daily to open is explained, and nothing stored is touched.

use leptos::prelude::*;

use super::record::{self, Kind, Playing};
use super::{result_text, title};
use crate::app::aside::start::{aside_session, kind_of, lines, make_room};
use crate::app::game_screens::Views;
use crate::app::i18n::{use_i18n, Key};
use crate::app::link_error::Refused;
use crate::app::notices::use_notices;
use crate::app::route;
use crate::app::session::{restore, save_over, AppGame, Session};
use crate::app::storage;
use crate::rules::daily::{Daily, DailyError, LAUNCH};
use crate::rules::GameId;

/// The line-up of a game's daily, in words (rules::daily's `DailyOptions`).
fn lineup(game: GameId) -> Key {
    match game {
        GameId::Nmbr9 => Key::DailyLineupSolo,
        GameId::Sequence => Key::DailyLineupOneHard,
        GameId::Number | GameId::Mino => Key::DailyLineupThreeHard,
        GameId::Dungeon => Key::DailyLineupCampaign,
    }
}

/// The screen of a daily's address: `asked` is the `?day=` text, `None` for today's.
pub fn open<G: AppGame + Send + Sync + 'static>(views: Views<G>, asked: Option<String>) -> AnyView {
    let today = record::today();
    let daily = match (today, &asked) {
        (Some(today), Some(text)) => Daily::asked(G::ID, text, today),
        (Some(today), None) => Daily::of(G::ID, today),
        // A browser without a usable clock: nothing to compare with, so nothing opens.
        (None, _) => Err(DailyError::Future(LAUNCH)),
    };
    match daily {
        Ok(daily) => view! { <DailyStart views=views daily=daily /> }.into_any(),
        Err(error) => {
            let text = asked.unwrap_or_default();
            view! { <DailyRefused error=error text=text game=G::ID /> }.into_any()
        }
    }
}

#[component]
fn DailyStart<G: AppGame + Send + Sync + 'static>(views: Views<G>, daily: Daily) -> impl IntoView {
    let i18n = use_i18n();
    let notices = use_notices();
    let today = record::today().is_some_and(|t| t == daily.date);
    let file = record::load(notices);
    let kind = file.kind_of(&daily, record::today().unwrap_or(daily.date));
    let counted = file.counted(daily.game, daily.date).cloned();
    let saved = restore::<G>(notices).filter(|s| s.game.outcome().is_none());
    let this_attempt =
        |s: &Session<G>| record::playing_of(&file, &s.game).is_some_and(|p| p.date == daily.date);
    let resumes = saved.as_ref().is_some_and(this_attempt);
    // This very attempt, set aside while the player's own game is shown: brought back.
    let brings_back = !resumes && aside_session::<G>().is_some_and(|s| this_attempt(&s));
    let apart = (!resumes && !brings_back).then(|| lines(views, saved.as_ref(), notices));
    let note = match kind {
        Kind::Counted => i18n.t(Key::DailyCounts).to_owned(),
        Kind::Practice => {
            let result = counted.map(|c| result_text(i18n, &c)).unwrap_or_default();
            i18n.f(Key::DailyPractice, &[("result", result)])
        }
        Kind::Archive => i18n.t(Key::DailyArchive).to_owned(),
    };
    let start = move |_| {
        if brings_back {
            let shown = restore::<G>(notices)
                .filter(|s| s.game.outcome().is_none())
                .map(|s| kind_of(&s, notices));
            if !storage::bring_back(G::ID, shown, notices) {
                return;
            }
        } else if !resumes {
            let Ok(new) = Session::<G>::new(&G::daily_options(), daily.seed) else {
                return;
            };
            let entry = Playing {
                game: daily.game,
                date: daily.date,
                number: daily.number,
                seed: daily.seed,
                kind,
                attempt: 0, // numbered by record::start
            };
            let shown = restore::<G>(notices).filter(|s| s.game.outcome().is_none());
            if !make_room(true, shown.as_ref(), notices) {
                return;
            }
            if save_over(&new, notices) {
                record::start(entry, notices);
            }
        }
        // The game page without the daily's address: a reload resumes the game.
        route::replace(&format!("/{}", G::ID));
    };
    let heading = if today {
        Key::DailyToday
    } else {
        Key::DailyLabel
    };
    let date = daily.date.to_string();
    view! {
        <section class=format!("panel narrow daily-start game-{}", G::ID) aria-labelledby="daily-title">
            <p class="daily-kicker">{i18n.t(heading)}</p>
            <h2 id="daily-title">{title(i18n, daily.game, daily.number)}</h2>
            <p class="lede">
                {i18n.f(Key::DailyOfDate, &[("date", date.clone())])}
                {today.then(|| format!(" · {}", i18n.t(Key::DailySame)))}
            </p>
            <p class="daily-lineup">{i18n.t(lineup(G::ID))}</p>
            <p class=format!("daily-note daily-{}", kind.name()) data-daily-kind=kind.name()>
                {note}
            </p>
            {apart}
            <div class="actions">
                <button class="btn btn-primary" on:click=start>
                    {i18n.t(if resumes || brings_back { Key::Resume } else { Key::DailyStart })}
                </button>
            </div>
        </section>
    }
}

#[component]
fn DailyRefused(error: DailyError, text: String, game: GameId) -> impl IntoView {
    let i18n = use_i18n();
    let reason = match &error {
        DailyError::Malformed(_) => i18n.f(Key::DailyBadDate, &[("text", text)]),
        DailyError::BeforeLaunch(date) => i18n.f(
            Key::DailyBeforeLaunch,
            &[("launch", LAUNCH.to_string()), ("date", date.to_string())],
        ),
        DailyError::Future(date) => i18n.f(Key::DailyFuture, &[("date", date.to_string())]),
    };
    view! {
        <Refused
            title=Key::DailyCannotOpen
            reason=Signal::stored(reason)
            primary_href=format!("/{game}?daily")
            primary=Key::DailyToday
        />
    }
}
