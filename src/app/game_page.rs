//! What every game page does with its address and its saved game, whatever the game:
//! `?replay=` opens the replay viewer, `?seed=`/`?seats=` a prefilled setup (a friend's
//! challenge), `?challenge=` a friend's finished game to beat (app::challenge), `?daily`/`?day=`
//! a daily challenge (app::daily), nothing the saved game in
//! progress or a new game's setup. A link that cannot be used is explained and nothing stored
//! is touched.

use leptos::prelude::*;

use crate::app::challenge::{ChallengeBanner, ShareResult};
use crate::app::daily::{self, DailyBanner};
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::link_error::LinkError;
use crate::app::notices::{use_notices, Notices};
use crate::app::problem::Problem;
use crate::app::replay::{viewer, Body, Replay};
use crate::app::review::ReviewOffer;
use crate::app::route;
use crate::app::session::{forget_saved, restore, AppGame, Held, Session};
use crate::app::setup::{OptionChoice, SeatChoiceKind, Setup};
use crate::app::share::{parse_challenge, parse_replay, Challenge, SeatRules};
use crate::rules::seat::SeatKind;
use crate::rules::Seed;

/// One game's pieces for its page.
pub struct GameScreens<G: AppGame + Send + Sync + 'static> {
    pub seats: Seats<G::Seat>,
    pub options: GameOptions<G>,
    pub views: Views<G>,
    /// A line under the setup, if the game has something to say there.
    pub setup_hint: Option<Key>,
}

/// A game's seats: how links name them and how many there may be, and what each may be in the
/// setup, humans first.
pub struct Seats<S: 'static> {
    pub rules: SeatRules<S>,
    pub kinds: &'static [S],
}

impl Seats<SeatKind> {
    /// The seats of the games with three bot levels: a human or a bot of each level.
    pub const fn three_levels(counts: &'static [usize]) -> Self {
        Seats {
            rules: SeatRules {
                parse: SeatKind::parse,
                counts,
            },
            kinds: &[
                SeatKind::Human,
                SeatKind::Easy,
                SeatKind::Medium,
                SeatKind::Hard,
            ],
        }
    }
}

/// How a game's options are chosen in the setup and carried by seed links.
pub struct GameOptions<G: AppGame + 'static> {
    /// The seats of a new game when the link names none.
    pub default_seats: fn() -> Vec<G::Seat>,
    /// Options besides the seats, chosen in the setup and carried by seed links.
    pub choices: &'static [OptionChoice],
    /// The game's options from its seats and the value of each choice (in `choices` order).
    pub from: fn(Vec<G::Seat>, &[&'static str]) -> G::Options,
    /// The game's options besides its seats, as seed-link parameters (name, value).
    pub link_options: fn(&G::Options) -> Vec<(&'static str, String)>,
}

impl<G: AppGame + 'static> GameOptions<G> {
    /// A game whose only options are its seats: nothing more to choose or to carry in links.
    pub const fn seats_only(
        default_seats: fn() -> Vec<G::Seat>,
        from: fn(Vec<G::Seat>, &[&'static str]) -> G::Options,
    ) -> Self {
        GameOptions {
            default_seats,
            choices: &[],
            from,
            link_options: no_link_options::<G>,
        }
    }
}

fn no_link_options<G: AppGame>(_: &G::Options) -> Vec<(&'static str, String)> {
    Vec::new()
}

/// What a game shows and keeps of a game in play.
pub struct Views<G: AppGame + Send + Sync + 'static> {
    /// Where an unfinished game stands, in words ("round 2, turn 3").
    pub progress: fn(&Session<G>, I18n) -> String,
    /// Saves after a move (and whatever else the game keeps, e.g. a best score).
    pub commit: fn(&Session<G>, Notices),
    /// What the replay viewer shows of the game at each step.
    pub replay: fn(Replay<G>) -> Body,
    /// The game in progress.
    pub table: fn(Table<G>) -> AnyView,
}

impl<G: AppGame + Send + Sync + 'static> Views<G> {
    pub const fn new(
        progress: fn(&Session<G>, I18n) -> String,
        commit: fn(&Session<G>, Notices),
        replay: fn(Replay<G>) -> Body,
        table: fn(Table<G>) -> AnyView,
    ) -> Self {
        Views {
            progress,
            commit,
            replay,
            table,
        }
    }
}

/// What the page hands a game's table: the game held (none once a new game is asked for),
/// the way to ask for a new game, and the app's language and notices.
pub struct Table<G: AppGame + 'static> {
    pub session: Held<G>,
    pub on_new_game: Callback<()>,
    pub i18n: I18n,
    pub notices: Notices,
}

impl<G: AppGame + 'static> Clone for Table<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: AppGame + 'static> Copy for Table<G> {}

/// The page at `/<game>`: the screen its address asks for.
pub fn game_page<G: AppGame + Send + Sync + 'static>(
    screens: &'static GameScreens<G>,
) -> impl IntoView
where
    G::Seat: Send + Sync,
    G::Action: Send + Sync,
{
    let (replay, seed, seats) = (
        route::query("replay"),
        route::query("seed"),
        route::query("seats"),
    );
    let (day, today) = (route::query("day"), route::query("daily"));
    let challenge = route::query("challenge");
    let asked: Vec<Memo<Option<String>>> = screens
        .options
        .choices
        .iter()
        .map(|c| route::query(c.name))
        .collect();
    move || {
        if let Some(code) = replay.get() {
            return match parse_replay(&code, G::ID) {
                Ok(save) => viewer(save, screens.options.link_options, screens.views.replay),
                Err(problem) => {
                    view! { <LinkError problem=problem replay=true game=G::ID /> }.into_any()
                }
            };
        }
        if let Some(code) = challenge.get() {
            return crate::app::challenge::open(screens, code);
        }
        if let Some(text) = day.get() {
            return daily::open(screens, Some(text));
        }
        if today.get().is_some() {
            return daily::open(screens, None);
        }
        let (seed, seats) = (seed.get(), seats.get());
        let asked: Vec<Option<String>> = asked.iter().map(|m| m.get()).collect();
        if seed.is_none() && seats.is_none() && asked.iter().all(Option::is_none) {
            return play(screens, None, defaults(screens)).into_any();
        }
        let names: Vec<&str> = screens.seats.kinds.iter().map(|k| k.name()).collect();
        let checked = parse_challenge(
            seed.as_deref(),
            seats.as_deref(),
            screens.seats.rules,
            &names,
        )
        .and_then(|c| Ok((c, parse_choices(screens.options.choices, &asked)?)));
        match checked {
            Ok((challenge, chosen)) => play(screens, Some(challenge), chosen).into_any(),
            Err(problem) => {
                view! { <LinkError problem=problem replay=false game=G::ID /> }.into_any()
            }
        }
    }
}

fn defaults<G: AppGame + Send + Sync>(screens: &GameScreens<G>) -> Vec<&'static str> {
    screens
        .options
        .choices
        .iter()
        .map(|c| c.values[0].0)
        .collect()
}

/// A link's option values, each one of its choice's values (absent: the default).
fn parse_choices(
    choices: &'static [OptionChoice],
    asked: &[Option<String>],
) -> Result<Vec<&'static str>, Problem> {
    choices
        .iter()
        .zip(asked)
        .map(|(choice, asked)| match asked {
            None => Ok(choice.values[0].0),
            Some(text) => choice
                .values
                .iter()
                .map(|(v, _)| *v)
                .find(|v| v.eq_ignore_ascii_case(text.trim()))
                .ok_or_else(|| Problem::UnknownOption {
                    name: choice.name,
                    value: text.clone(),
                }),
        })
        .collect()
}

/// The game in progress, or the setup of a new one. A challenge shows its setup even over a
/// saved game; that game stays until a new one starts.
fn play<G: AppGame + Send + Sync + 'static>(
    screens: &'static GameScreens<G>,
    challenge: Option<Challenge<G::Seat>>,
    chosen: Vec<&'static str>,
) -> impl IntoView
where
    G::Seat: Send + Sync,
    G::Action: Send + Sync,
{
    let i18n = use_i18n();
    let notices = use_notices();
    let session = RwSignal::new(restore::<G>(notices));
    let show_setup = RwSignal::new(challenge.is_some());
    let refused = RwSignal::new(None::<String>);
    let from_link = challenge.is_some();
    // The walkthrough's practice deal is a seed link too, but nobody shared it.
    let shared = from_link && route::query("tour").with_untracked(Option::is_none);
    let seed = challenge.as_ref().and_then(|c| c.seed);
    let seats = challenge
        .and_then(|c| c.seats)
        .unwrap_or_else(screens.options.default_seats);

    // Leave the link's address once acted on, so a reload resumes the game instead.
    let leave_link = move || {
        if from_link {
            route::replace(&format!("/{}", G::ID));
        }
    };
    let leave = leave_link;
    let on_start = move |(seats, chosen, seed): (Vec<G::Seat>, Vec<&'static str>, Seed)| {
        match Session::<G>::new(&(screens.options.from)(seats, &chosen), seed) {
            Ok(new) => {
                (screens.views.commit)(&new, notices);
                session.set(Some(new));
                show_setup.set(false);
                leave();
            }
            Err(e) => refused.set(Some(e.reason)),
        }
    };
    let on_resume = move |_| {
        show_setup.set(false);
        leave_link();
    };
    let on_new_game = Callback::new(move |_| {
        forget_saved::<G>(notices);
        session.set(None);
    });
    let playing = move || session.with(Option::is_some) && !show_setup.get();

    view! {
        <div class=format!("game-{}", G::ID)>
        <Show
            when=playing
            fallback=move || {
                let unfinished = session.with_untracked(|s| s.as_ref().is_some_and(|s| s.game.outcome().is_none()));
                let replaces = unfinished.then(|| Signal::derive(move || {
                    session.with(|s| s.as_ref().map(|s| (screens.views.progress)(s, i18n))).unwrap_or_default()
                }));
                view! {
                    <Setup
                        seed=seed
                        seats=seats.clone()
                        kinds=screens.seats.kinds.to_vec()
                        counts=screens.seats.rules.counts
                        choices=screens.options.choices
                        chosen=chosen.clone()
                        from_link=shared
                        replaces=replaces
                        on_start=on_start
                        on_resume=on_resume
                        hint=screens.setup_hint
                    />
                    <p class="feedback" role="alert">
                        {move || refused.get().map(|why| i18n.f(Key::MoveRefused, &[("why", why)]))}
                    </p>
                }
            }
        >
            // Untracked, as a component's body is: the table reads the game in its own closures.
            <DailyBanner session=session />
            <ChallengeBanner screens=screens session=session />
            <ShareResult session=session />
            <ReviewOffer session=session link_options=screens.options.link_options body=screens.views.replay />
            {untrack(move || (screens.views.table)(Table { session, on_new_game, i18n, notices }))}
        </Show>
        </div>
    }
}
