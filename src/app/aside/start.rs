//! Which sort of game a page shows (the player's own, a daily, a challenge), and what a start
//! does to the two slots (store::aside::on_start). Reached through the later views: it reads
//! the daily record and replays the stored challenge, which the page's first module lacks.

use leptos::prelude::*;

use crate::app::challenge;
use crate::app::daily::record;
use crate::app::game_screens::Views;
use crate::app::i18n::{use_i18n, Key};
use crate::app::notices::Notices;
use crate::app::session::{AppGame, Session};
use crate::app::storage::{self, AsideKind};
use crate::rules::log::Save;
use crate::store::aside::{on_start, Plan, Slot};

/// What `session` is: the daily attempt in progress, the game dealt from the stored
/// challenge, or the player's own.
pub fn kind_of<G: AppGame>(session: &Session<G>, notices: Notices) -> AsideKind {
    if record::playing_of(&record::load(notices), &session.game).is_some() {
        AsideKind::Daily
    } else if challenge::stored::<G>().is_some_and(|c| challenge::dealt_from(session, &c.challenge))
    {
        AsideKind::Challenge
    } else {
        AsideKind::Own
    }
}

/// The game set aside, read back; None when there is none or it does not replay (the page
/// that brings it back keeps a damaged one aside and says so, as for any save).
pub fn aside_session<G: AppGame>() -> Option<Session<G>> {
    let text = crate::app::storage::aside_text(G::ID)?;
    Session::from_save(&Save::from_json(&text).ok()?).ok()
}

/// The game a start of sort `apart` ends, if any: the one shown (`shown`, not over) or the
/// one set aside, with its sort.
pub fn ended<G: AppGame>(
    apart: bool,
    shown: Option<&Session<G>>,
    notices: Notices,
) -> Option<(Slot, AsideKind)> {
    let shown_kind = shown.map(|s| kind_of(s, notices));
    let aside = storage::aside_note(G::ID).map(|n| n.map_or(AsideKind::Own, |n| n.kind));
    let slot = on_start(apart, shown_kind, aside).ends?;
    let kind = match slot {
        Slot::Shown => shown_kind?,
        Slot::Aside => aside?,
    };
    Some((slot, kind))
}

/// Makes room for a new game of sort `apart` over `shown` (the game the page shows, not
/// over): a game of the other sort goes aside, one of the same sort set aside is removed.
/// False when another tab moved a game on meanwhile (nothing changed; the page follows).
pub fn make_room<G: AppGame>(apart: bool, shown: Option<&Session<G>>, notices: Notices) -> bool {
    let shown_kind = shown.map(|s| kind_of(s, notices));
    let aside = storage::aside_note(G::ID).map(|n| n.map_or(AsideKind::Own, |n| n.kind));
    let plan: Plan = on_start(apart, shown_kind, aside);
    if plan.drop_aside {
        storage::drop_aside(G::ID);
    }
    match shown_kind {
        Some(kind) if plan.set_aside => storage::set_aside(G::ID, kind, notices),
        _ => true,
    }
}

/// On a daily's or a challenge's start screen: the player's own game in progress that stays
/// (shown or set aside), and the daily or challenge in progress that the start ends, if any.
/// `shown` is the game the page shows, not over.
pub fn lines<G: AppGame + Send + Sync + 'static>(
    views: Views<G>,
    shown: Option<&Session<G>>,
    notices: Notices,
) -> impl IntoView {
    let i18n = use_i18n();
    let shown_kind = shown.map(|s| kind_of(s, notices));
    let aside = aside_session::<G>();
    let aside_kind = storage::aside_note(G::ID).map(|n| n.map_or(AsideKind::Own, |n| n.kind));
    let progress = |s: &Session<G>| (views.progress)(s, i18n);
    let shown_words = shown.map(progress);
    let aside_words = aside.as_ref().map(progress);
    let kept = match (shown_kind, aside_kind) {
        (Some(AsideKind::Own), _) => shown_words.clone(),
        (_, Some(AsideKind::Own)) => aside_words.clone(),
        _ => None,
    };
    let ends = ended(true, shown, notices).and_then(|(slot, kind)| {
        let words = match slot {
            Slot::Shown => shown_words.clone(),
            Slot::Aside => aside_words.clone(),
        }?;
        let key = match kind {
            AsideKind::Challenge => Key::EndsChallenge,
            _ => Key::EndsDaily,
        };
        Some(i18n.f(key, &[("where", words)]))
    });
    let kept = kept.map(|what| i18n.f(Key::KeptApart, &[("where", what)]));
    view! {
        {ends.map(|text| view! {
            <div class="warn" data-testid="ends-apart">
                <p><span aria-hidden="true">"⚠ "</span>{text}</p>
            </div>
        })}
        {kept.map(|text| view! {
            <p class="kept-apart" data-testid="kept-apart">
                <span aria-hidden="true">"✓ "</span>{text}
            </p>
        })}
    }
}
