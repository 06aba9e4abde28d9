//! The replay viewer of every game: a save (a finished game, a shared link) replayed once by
//! the engine (`snapshots`), then stepped through action by action with first / previous /
//! next / last and the arrow keys (`controls`). It opens at move 0.
//!
//! The shell shows what every replay has: the title, the seed, the controls, the line saying
//! what the step did, and the way on (play the same seed, the history). The game shows the
//! rest through its `Body`: that line's words and the table as it stood at the step, read
//! from the `Replay` handle.
//!
//! Two replays side by side (`pair`) are each titled ("Your game") and each an id scope
//! (app::ids), so the page repeats no id and no landmark's name. They are stepped together by
//! one set of controls above both (`shared`), so the same move of each can be compared.

mod controls;
pub mod pair;
mod shared;

use leptos::prelude::*;
use leptos::tachys::reactive_graph::OwnedView;

use crate::app::i18n::{use_i18n, Key};
use crate::app::ids::Ids;
use crate::app::link_error::LinkError;
use crate::app::problem::Problem;
use crate::app::session::{options_of, replay_problem, AppGame};
use crate::app::share;
use crate::rules::log::Save;
use crate::rules::snapshots::Snapshots;
use crate::rules::Game;
pub use controls::ReplayControls;

/// What a game shows of its replay, from the step on screen (see `Replay`).
pub struct Body {
    /// What the step's action did (the line under the controls).
    pub line: AnyView,
    /// The table as it stood after that action.
    pub board: AnyView,
}

/// The position on screen: how many actions are played, and the game after them. Two are the
/// same when their step is (a step always gives the same position).
#[derive(Clone)]
struct Shown<G> {
    step: usize,
    game: G,
}

impl<G> PartialEq for Shown<G> {
    fn eq(&self, other: &Self) -> bool {
        self.step == other.step
    }
}

/// A game's replay as its `Body` reads it; the reads that say "tracked" follow the step.
pub struct Replay<G: Game + Send + Sync + 'static> {
    shown: Memo<Shown<G>>,
    log: StoredValue<Snapshots<G>>,
}

impl<G: Game + Send + Sync + 'static> Clone for Replay<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game + Send + Sync + 'static> Copy for Replay<G> {}

impl<G: Game + Send + Sync + 'static> Replay<G>
where
    G::Action: Send + Sync,
{
    /// How many actions are played at the step shown, 0 to the log's length (tracked).
    pub fn step(self) -> usize {
        self.shown.with(|s| s.step)
    }

    /// Reads the game as it stands at the step shown (tracked).
    pub fn with<T>(self, f: impl FnOnce(&G) -> T) -> T {
        self.shown.with(|s| f(&s.game))
    }

    /// The game as it stands at the step shown (tracked).
    pub fn game(self) -> G {
        self.with(G::clone)
    }

    /// The game after its first `step` actions (not tracked): e.g. the step before, to tell
    /// what the last action changed.
    pub fn at(self, step: usize) -> G {
        self.log.with_value(|l| l.at(step))
    }

    /// The action that led to the step shown; none at the start (tracked).
    pub fn last_action(self) -> Option<G::Action> {
        let step = self.step();
        let index = step.checked_sub(1)?;
        self.log.with_value(|l| l.action(index).cloned())
    }

    /// The log's actions in `range` (0-based, clipped to the log; not tracked).
    pub fn actions(self, range: std::ops::Range<usize>) -> Vec<G::Action> {
        self.log.with_value(|l| l.actions(range).to_vec())
    }
}

/// The replay of `save`, a save of `G` already checked to be one. A log the engine refuses
/// (made by another version) is said like any bad link. `link_options`: the game's options
/// besides its seats as seed-link parameters; `body`: what the game shows at each step.
pub fn viewer<G>(
    save: Save,
    link_options: fn(&G::Options) -> Vec<(&'static str, String)>,
    body: fn(Replay<G>) -> Body,
) -> AnyView
where
    G: AppGame + Send + Sync + 'static,
    G::Action: Send + Sync,
{
    shown(save, link_options, body, None, None)
}

/// `viewer`, for one of two replays on a page: under its own `title` (an `h3`, in place of
/// "Replay") and in an id scope of its own, kept by an owner of its own so that the second
/// replay's scope does not cover the first's. It shows the step of the pair's controls
/// (`step`), within its own log, and has none of its own.
fn titled<G>(
    save: Save,
    link_options: fn(&G::Options) -> Vec<(&'static str, String)>,
    body: fn(Replay<G>) -> Body,
    title: String,
    step: Signal<usize>,
) -> AnyView
where
    G: AppGame + Send + Sync + 'static,
    G::Action: Send + Sync,
{
    let owner = Owner::current().map_or_else(Owner::new, |o| o.child());
    let view = owner.with(|| {
        Ids::provide_new();
        shown(save, link_options, body, Some(title), Some(step))
    });
    OwnedView::new_with_owner(view, owner).into_any()
}

fn shown<G>(
    save: Save,
    link_options: fn(&G::Options) -> Vec<(&'static str, String)>,
    body: fn(Replay<G>) -> Body,
    title: Option<String>,
    paired: Option<Signal<usize>>,
) -> AnyView
where
    G: AppGame + Send + Sync + 'static,
    G::Action: Send + Sync,
{
    let log = match open::<G>(&save) {
        Ok(log) => log,
        Err(problem) => {
            return view! { <LinkError problem=problem replay=true game=G::ID /> }.into_any()
        }
    };
    let i18n = use_i18n();
    let start = log.start();
    let extra = link_options(start.options());
    let extra: Vec<(&str, &str)> = extra.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let play_seed = share::seed_path(G::ID, start.seed(), start.seat_kinds(), &extra);
    let seed_text = start.seed().to_string();
    let total = log.last_step();

    // Alone, its own controls step it; in a pair, the pair's step, which may run past this
    // log's end (the other game is longer), stops at its last move.
    let own = RwSignal::new(0usize);
    let step = match paired {
        Some(pair) => Signal::derive(move || pair.get().min(total)),
        None => own.into(),
    };
    let log = StoredValue::new(log);
    let shown = Memo::new(move |_| {
        let step = step.get();
        Shown {
            step,
            game: log.with_value(|l| l.at(step)),
        }
    });
    let Body { line, board } = body(Replay { shown, log });
    let title_id = Ids::here().title();
    let heading = match title {
        Some(title) => view! { <h3 id=title_id.clone()>{title}</h3> }.into_any(),
        None => view! { <h2 id=title_id.clone()>{i18n.live(Key::ReplayTitle)}</h2> }.into_any(),
    };
    view! {
        <section class=format!("replay game-{}", G::ID) aria-labelledby=title_id>
            {heading}
            <p class="hint">{move || i18n.f(Key::SeedIs, &[("seed", seed_text.clone())])}</p>
            {match paired {
                None => view! { <ReplayControls step=step total=total on_go=move |to| own.set(to) /> }.into_any(),
                Some(_) => shared::count(step, total).into_any(),
            }}
            <p class="move-line" data-testid="move-line">{line}</p>
            {board}
            <div class="actions">
                <a href=play_seed class="btn btn-primary">{i18n.live(Key::PlaySameSeed)}</a>
                <a href="/history" class="btn">{i18n.live(Key::NavHistory)}</a>
            </div>
        </section>
    }
    .into_any()
}

/// The save's log replayed, or why it cannot be.
fn open<G: AppGame>(save: &Save) -> Result<Snapshots<G>, Problem> {
    let options = options_of::<G>(save)?;
    Snapshots::new(&options, save.seed, &save.actions).map_err(replay_problem::<G>)
}
