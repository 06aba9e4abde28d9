//! What a game page needs only after its first screen: the table of a game in play, the
//! replay viewer, a friend's challenge and a daily's start screens, and what shows around a
//! game (banners, the shared result, the review offer).
//!
//! A first visit opens on the setup, which needs none of it. Release builds therefore put it
//! in a wasm chunk of its own: each game page's module (src/web/<game>.rs, `web_main!`) makes
//! its game's `Later` in a `wasm_split` function under `numera_split`, and
//! scripts/wasm_module.mjs splits the module there. The chunk is fetched as soon as the page
//! is up rather than before it can start. Other builds make the same views directly. The
//! figures are in docs/experiments/performance-log.md, "Ninth round".

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;

use crate::app::aside;
use crate::app::challenge::{self, ChallengeBanner, ShareResult};
use crate::app::daily::{self, DailyBanner, NextDaily};
use crate::app::game_screens::{GameScreens, Table, Views};
use crate::app::notices::{Notice, Notices};
use crate::app::online::OnlineGame;
use crate::app::replay::{self, Body, Replay};
use crate::app::review::ReviewOffer;
use crate::app::seat::{name_seats, only_human, Names};
use crate::app::session::{restore, AppGame, Held, Session};
use crate::app::storage::AsideKind;
use crate::app::{first_touch, stand_in};
use crate::rules::log::Save;
use crate::rules::{RuleError, Seed};

/// What a game's replay shows at each step.
pub type BodyOf<G> = fn(Replay<G>) -> Body;

/// The later views of game `G`: its own (`body`, `table`) and the shared screens instantiated
/// for it, so that all of them land in the chunk and none in the page's first module.
pub struct Later<G: AppGame + Send + Sync + 'static> {
    /// What the game's replay shows at each step.
    pub body: BodyOf<G>,
    /// Its progress in words, and how a move is saved.
    pub views: Views<G>,
    table: fn(Table<G>) -> AnyView,
    restore: fn(Notices) -> Option<Session<G>>,
    kind: fn(&Session<G>, Notices) -> AsideKind,
    aside: fn() -> Option<Session<G>>,
    start: Start<G>,
    viewer: fn(Save, &'static GameScreens<G>, BodyOf<G>) -> AnyView,
    challenge: fn(Views<G>, String) -> AnyView,
    daily: fn(Views<G>, Option<String>) -> AnyView,
    playing: fn(&'static GameScreens<G>, Later<G>, Table<G>) -> AnyView,
    online: Option<Online<G>>,
}

/// A new game, saved and shown (session::start).
type Start<G> =
    fn(Held<G>, &<G as crate::rules::Game>::Options, Seed, Notices) -> Result<bool, RuleError>;

/// An online table's screen (app::online::open), for a game that has one.
type Online<G> = fn(
    String,
    Option<<G as crate::rules::Game>::Options>,
    &'static GameScreens<G>,
    Views<G>,
    BodyOf<G>,
) -> AnyView;

impl<G: AppGame + Send + Sync + 'static> Clone for Later<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: AppGame + Send + Sync + 'static> Copy for Later<G> {}

impl<G: AppGame + Send + Sync + 'static> Later<G>
where
    G::Seat: Send + Sync,
    G::Action: Send + Sync,
{
    /// Called only by a game's split point (`web_main!`): what it names is what the chunk holds.
    pub fn new(body: BodyOf<G>, table: fn(Table<G>) -> AnyView, views: Views<G>) -> Self {
        Later {
            body,
            views,
            table,
            restore: restore::<G>,
            kind: aside::start::kind_of::<G>,
            aside: aside::start::aside_session::<G>,
            start: crate::app::session::start::<G>,
            viewer: viewer::<G>,
            challenge: challenge::open::<G>,
            daily: daily::open::<G>,
            playing: playing::<G>,
            online: None,
        }
    }

    /// The same views, with the game's online table (app::online).
    pub fn with_online(self) -> Self
    where
        G: OnlineGame,
    {
        Later {
            online: Some(crate::app::online::open::<G>),
            ..self
        }
    }

    /// Online table `code` (`?table=`); `asked`: a new table's options. None for a game that
    /// is not played online.
    pub fn online(
        self,
        code: String,
        asked: Option<G::Options>,
        screens: &'static GameScreens<G>,
    ) -> Option<AnyView> {
        self.online
            .map(|open| open(code, asked, screens, self.views, self.body))
    }

    /// The replay viewer over `save`.
    pub fn viewer(self, save: Save, screens: &'static GameScreens<G>) -> AnyView {
        (self.viewer)(save, screens, self.body)
    }

    /// A friend's challenge link (`?challenge=`).
    pub fn challenge(self, code: String) -> AnyView {
        (self.challenge)(self.views, code)
    }

    /// A daily challenge (`?daily`, `?day=`).
    pub fn daily(self, asked: Option<String>) -> AnyView {
        (self.daily)(self.views, asked)
    }

    /// The game saved on this device, read back (a damaged save is kept aside and reported).
    pub fn restore(self, notices: Notices) -> Option<Session<G>> {
        (self.restore)(notices)
    }

    /// What the page's game is: the player's own, a daily or a challenge (app::aside).
    pub fn kind(self, session: &Session<G>, notices: Notices) -> AsideKind {
        (self.kind)(session, notices)
    }

    /// The game set aside (app::aside), read back; None when there is none or it does not
    /// replay.
    pub fn aside(self) -> Option<Session<G>> {
        (self.aside)()
    }

    /// A new game, saved and shown in `held` (session::start): false when another tab's
    /// game stands.
    pub fn start(
        self,
        held: Held<G>,
        options: &G::Options,
        seed: Seed,
        notices: Notices,
    ) -> Result<bool, RuleError> {
        (self.start)(held, options, seed, notices)
    }

    /// The game in play, with what shows around it.
    pub fn playing(self, screens: &'static GameScreens<G>, table: Table<G>) -> AnyView {
        (self.playing)(screens, self, table)
    }
}

fn viewer<G: AppGame + Send + Sync + 'static>(
    save: Save,
    screens: &'static GameScreens<G>,
    body: BodyOf<G>,
) -> AnyView
where
    G::Action: Send + Sync,
{
    replay::viewer(save, screens.options.link_options, body)
}

fn playing<G: AppGame + Send + Sync + 'static>(
    screens: &'static GameScreens<G>,
    later: Later<G>,
    table: Table<G>,
) -> AnyView
where
    G::Action: Send + Sync,
{
    let session = table.session;
    // The screen a game is left on is shown again before the app runs (index.html), to whoever
    // opens the page next: never one player's secrets to another.
    Effect::new(move |_| {
        let shared = session.with(|s| s.as_ref().is_some_and(|s| s.game.secrets_change_hands()));
        stand_in::may_keep(!shared);
    });
    // The one person against bots is "You" on every panel, as the review calls them: named
    // before the table is drawn, and again for each new game.
    let names = move || Names {
        you: session.with(|s| s.as_ref().and_then(|s| only_human(&s.game.seat_names()))),
        called: Vec::new(),
    };
    name_seats(untrack(names));
    Effect::new(move |_| name_seats(names()));
    on_cleanup(|| name_seats(Names::default()));
    let (i18n, notices, result) = (table.i18n, table.notices, later.views.result);
    // A finished game leads with its outcome, as a results screen does; the daily and
    // challenge lines, sharing, the review and the board follow.
    let over = Memo::new(move |_| {
        session.with(|s| s.as_ref().is_some_and(|s| s.game.outcome().is_some()))
    });
    let lead = move || {
        over.get()
            .then(|| session.with_untracked(|s| s.as_ref().map(|s| result(s, i18n, notices))))
            .flatten()
            .map(|result| view! { <div class="panel final-lead" data-testid="final-lead">{result}</div> })
    };
    view! {
        {lead}
        <DailyBanner session=session />
        <NextDaily session=session />
        <ChallengeBanner screens=screens session=session body=later.body />
        <ShareResult session=session />
        <ReviewOffer session=session link_options=screens.options.link_options body=later.body />
        {untrack(move || (later.table)(table))}
    }
    .into_any()
}

/// A chunk that could not be fetched (offline before it was ever cached, a failed request).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Unloaded;

#[cfg(numera_split)]
impl From<leptos::wasm_split::SplitLoaderError> for Unloaded {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        Unloaded
    }
}

/// How a game page asks for its later views (provided as context by its `mount_*`).
pub type Load<G> = fn() -> Pin<Box<dyn Future<Output = Result<Later<G>, Unloaded>>>>;

/// The game's later views as they arrive: none yet, then them, or `Unloaded` (reported in the
/// notices, with a reload button; nothing stored is touched, and `again` tries once more).
/// They are fetched once wanted (`want`): at once by a screen that needs them, at the player's
/// first touch on a new game's set-up, so that the page's start is its own.
pub struct Arrival<G: AppGame + Send + Sync + 'static> {
    arrived: RwSignal<Option<Result<Later<G>, Unloaded>>>,
    wanted: StoredValue<bool>,
    load: Load<G>,
    notices: Notices,
}

impl<G: AppGame + Send + Sync + 'static> Clone for Arrival<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: AppGame + Send + Sync + 'static> Copy for Arrival<G> {}

impl<G: AppGame + Send + Sync + 'static> Arrival<G> {
    /// The later views of the page's game, not asked for yet.
    pub fn new(notices: Notices) -> Self {
        Arrival {
            arrived: RwSignal::new(None),
            wanted: StoredValue::new(false),
            load: expect_context::<Load<G>>(),
            notices,
        }
    }

    /// Fetches them, unless that was done already.
    pub fn want(self) {
        if !self.wanted.get_value() {
            self.wanted.set_value(true);
            self.spawn();
        }
    }

    /// Fetches them at the player's first touch of the page (a pointer, a key): the moment
    /// before a start, which then rarely waits for them.
    pub fn want_on_first_touch(self) {
        first_touch::on_first_touch(move || self.want());
    }

    fn spawn(self) {
        stand_in::wait_for_later();
        wasm_bindgen_futures::spawn_local(async move {
            let got = (self.load)().await;
            // The chunk's start and the first draw of what it holds: two tasks, not one long one.
            super::next_task().await;
            match got {
                Ok(_) => self.notices.withdraw(&Notice::ViewsUnloaded),
                Err(_) => self.notices.push(Notice::ViewsUnloaded),
            }
            self.arrived.set(Some(got));
            stand_in::later_arrived();
        });
    }

    /// The views once in (tracked).
    pub fn get(self) -> Option<Later<G>> {
        self.arrived.get().and_then(Result::ok)
    }

    /// The views if in, without tracking.
    pub fn get_untracked(self) -> Option<Later<G>> {
        self.arrived.get_untracked().and_then(Result::ok)
    }

    /// After a failed fetch, a new try (the player asked for something that needs them: the
    /// connection may be back).
    pub fn again(self) {
        if !self.wanted.get_value() {
            return self.want();
        }
        if matches!(self.arrived.get_untracked(), Some(Err(_))) {
            self.arrived.set(None);
            self.spawn();
        }
    }
}
