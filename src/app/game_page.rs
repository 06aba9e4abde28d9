//! What every game page does with its address and its saved game, whatever the game:
//! `?replay=` opens the replay viewer, `?seed=`/`?seats=` a prefilled setup (a friend's
//! challenge), `?challenge=` a friend's finished game to beat (app::challenge), `?daily`/`?day=`
//! a daily challenge (app::daily), nothing the saved game in
//! progress or a new game's setup. A link that cannot be used is explained and nothing stored
//! is touched.

use leptos::prelude::*;

use crate::app::aside::AsideBar;
use crate::app::game_screens::{GameScreens, Table};
use crate::app::i18n::{use_i18n, Key};
use crate::app::later::{Arrival, Later};
use crate::app::link_error::LinkError;
use crate::app::notices::use_notices;
use crate::app::notices::{LinkPart, Notice, Notices};
use crate::app::online::NEW_TABLE;
use crate::app::problem::{rule_text, Problem};
use crate::app::route;
use crate::app::session::{forget_saved, AppGame, Held};
use crate::app::setup::{OptionChoice, SeatChoiceKind, Setup};
use crate::app::share::{parse_challenge, parse_replay, seats_text, Challenge};
use crate::app::storage::{self, AsideKind};
use crate::rules::{RuleError, Seed};

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
    // Only whether an online table is asked for redraws the page: its screen changes its own
    // address from `new` to the table's code once the table is opened.
    let table = route::query("table");
    let at_table = Memo::new(move |_| screens.online && table.with(Option::is_some));
    let notices = use_notices();
    let later = Arrival::<G>::new(notices);
    // A screen that reads a game needs the engine at once: a saved game, a link's replay,
    // challenge, daily or table (a saved game's kept screen, if any, has waited for the
    // player's first touch already: app::mount). A new game's set-up fetches it at the first
    // touch (a start before it is in waits for it, `pending`).
    let links = [replay, challenge, day, today, table];
    if links.iter().any(|q| q.with_untracked(Option::is_some))
        || storage::saved_standing(G::ID).is_some()
        || storage::aside_note(G::ID).is_some()
    {
        later.want();
    } else {
        later.want_on_first_touch();
    }
    say_parts_left_out(notices);
    let asked: Vec<Memo<Option<String>>> = screens
        .options
        .choices
        .iter()
        .map(|c| route::query(c.name))
        .collect();
    // Only the screens that need the later views read their arrival: the setup is not drawn
    // again when they come.
    move || {
        if at_table.get() {
            let code = table.get_untracked().unwrap_or_default();
            // A code read aloud and typed in groups (`ABCDE-FGHJK`) is the same table, and
            // the same seat on this device: the page keeps the one spelling, as the server.
            let code = numera_wire::normalize_code(&code).unwrap_or(code);
            let asked = match new_table_options(screens, &code, seats, &asked) {
                Ok(asked) => asked,
                Err(problem) => {
                    return view! { <LinkError problem=problem replay=false game=G::ID /> }
                        .into_any()
                }
            };
            return later
                .get()
                .and_then(|l| l.online(code, asked, screens))
                .into_any();
        }
        if let Some(code) = replay.get() {
            return match parse_replay(&code, G::ID) {
                Ok(save) => later.get().map(|l| l.viewer(save, screens)).into_any(),
                Err(problem) => {
                    view! { <LinkError problem=problem replay=true game=G::ID /> }.into_any()
                }
            };
        }
        if let Some(code) = challenge.get() {
            return later.get().map(|l| l.challenge(code)).into_any();
        }
        if let Some(text) = day.get() {
            return later.get().map(|l| l.daily(Some(text))).into_any();
        }
        if today.get().is_some() {
            return later.get().map(|l| l.daily(None)).into_any();
        }
        let (seed, seats) = (seed.get(), seats.get());
        let asked: Vec<Option<String>> = asked.iter().map(|m| m.get()).collect();
        if seed.is_none() && seats.is_none() && asked.iter().all(Option::is_none) {
            return play(screens, later, None, defaults(screens)).into_any();
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
            Ok((challenge, chosen)) => play(screens, later, Some(challenge), chosen).into_any(),
            Err(problem) => {
                view! { <LinkError problem=problem replay=false game=G::ID /> }.into_any()
            }
        }
    }
}

/// A link that asks for several screens at once (`?daily&challenge=…&tour`) opens the first in
/// the page's order; the player is told which one, and what was left out, rather than finding
/// something else than they were sent.
fn say_parts_left_out(notices: Notices) {
    let asked = |names: &[&'static str]| {
        names
            .iter()
            .any(|n| route::query(n).with_untracked(Option::is_some))
    };
    let parts: Vec<LinkPart> = [
        (LinkPart::Replay, &["replay"][..]),
        (LinkPart::Challenge, &["challenge"]),
        (LinkPart::Daily, &["daily", "day"]),
        (LinkPart::Deal, &["seed", "seats"]),
        (LinkPart::Tour, &["tour"]),
    ]
    .into_iter()
    .filter(|(_, names)| asked(names))
    .map(|(part, _)| part)
    .collect();
    // The tour's own address is its deal's seed link: those two go together.
    let parts: Vec<LinkPart> = match parts.as_slice() {
        [LinkPart::Deal, LinkPart::Tour] => Vec::new(),
        _ => parts,
    };
    if let [used, left @ ..] = parts.as_slice() {
        if !left.is_empty() {
            notices.push(Notice::LinkParts {
                used: *used,
                left: left.to_vec(),
            });
        }
    }
}

/// A new online table's options (`?table=new`, with the set-up's seats and choices), read as
/// a seed link's are; none for a table that exists already.
fn new_table_options<G: AppGame + Send + Sync>(
    screens: &GameScreens<G>,
    code: &str,
    seats: Memo<Option<String>>,
    asked: &[Memo<Option<String>>],
) -> Result<Option<G::Options>, Problem> {
    if code != NEW_TABLE {
        return Ok(None);
    }
    let names: Vec<&str> = screens.seats.kinds.iter().map(|k| k.name()).collect();
    let seats = seats.get_untracked();
    let challenge = parse_challenge(None, seats.as_deref(), screens.seats.rules, &names)?;
    let asked: Vec<Option<String>> = asked.iter().map(|m| m.get_untracked()).collect();
    let chosen = parse_choices(screens.options.choices, &asked)?;
    let seats = challenge
        .seats
        .unwrap_or_else(screens.options.default_seats);
    Ok(Some((screens.options.from)(seats, &chosen)))
}

/// The address that opens a new online table with these seats and choices.
fn new_table_path<G: AppGame + Send + Sync>(
    screens: &GameScreens<G>,
    seats: &[G::Seat],
    chosen: &[&'static str],
) -> String {
    let mut path = format!("/{}?table={NEW_TABLE}&seats={}", G::ID, seats_text(seats));
    for (choice, value) in screens.options.choices.iter().zip(chosen) {
        path.push_str(&format!("&{}={value}", choice.name));
    }
    path
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

/// Which screen `play` shows.
#[derive(Clone, Copy, PartialEq)]
enum Screen {
    /// A game is saved and the engine that reads it back (app::later) is not in yet.
    Waiting,
    Setup,
    Table,
}

/// The game in progress, or the setup of a new one. A challenge shows its setup even over a
/// saved game; that game stays until a new one starts.
///
/// The saved game is read back, and a new one made, by the game's engine, which comes with
/// its later views: a page with a saved game shows nothing until they are in (a moment on a
/// first visit, at once afterwards); a setup started before they are in starts when they come.
fn play<G: AppGame + Send + Sync + 'static>(
    screens: &'static GameScreens<G>,
    later: Arrival<G>,
    challenge: Option<Challenge<G::Seat>>,
    chosen: Vec<&'static str>,
) -> impl IntoView
where
    G::Seat: Send + Sync,
    G::Action: Send + Sync,
{
    let i18n = use_i18n();
    let notices = use_notices();
    let session: Held<G> = RwSignal::new(None);
    // Whether the saved game, if any, has been read back.
    let restored = RwSignal::new(storage::saved_standing(G::ID).is_none());
    let show_setup = RwSignal::new(challenge.is_some());
    let refused = RwSignal::new(None::<RuleError>);
    let from_link = challenge.is_some();
    // The walkthrough's practice deal is a seed link too, but nobody shared it.
    let shared = from_link && route::query("tour").with_untracked(Option::is_none);
    let seed = challenge.as_ref().and_then(|c| c.seed);
    let seats = challenge
        .and_then(|c| c.seats)
        .unwrap_or_else(screens.options.default_seats);
    // A start asked for before the engine is in.
    let pending = StoredValue::new_local(None::<(G::Options, Seed)>);

    // Leave the link's address once acted on, so a reload resumes the game instead.
    let leave_link = move || {
        if from_link {
            route::replace(&format!("/{}", G::ID));
        }
    };
    let start = move |views: Later<G>, options: G::Options, seed: Seed| match views
        .start(session, &options, seed, notices)
    {
        Ok(true) => {
            show_setup.set(false);
            leave_link();
        }
        Ok(false) => {}
        Err(e) => refused.set(Some(e)),
    };
    // Home's "Back to your game in progress" (`?back`): the game set aside is brought back
    // as soon as the engine can tell what the game shown is (app::aside).
    let back = StoredValue::new(route::query("back").with_untracked(Option::is_some));
    let redraw = RwSignal::new(0u32);
    let arrive = move |views: Later<G>| {
        if !restored.get_untracked() {
            session.set(views.restore(notices));
            restored.set(true);
        }
        if back.get_value() {
            back.set_value(false);
            let shown = session.with_untracked(|s| {
                s.as_ref()
                    .filter(|s| s.game.outcome().is_none())
                    .map(|s| views.kind(s, notices))
            });
            if storage::bring_back(G::ID, shown, notices) {
                session.set(views.restore(notices));
                redraw.update(|n| *n += 1);
            }
            route::replace(&format!("/{}", G::ID));
        }
        if let Some((options, seed)) = pending.try_update_value(Option::take).flatten() {
            start(views, options, seed);
        }
    };
    // Read back at once when the engine is already in (a second screen of the same page).
    if let Some(views) = later.get_untracked() {
        arrive(views);
    }
    Effect::new(move |_| {
        if let Some(views) = later.get() {
            arrive(views);
        }
    });
    let on_start = move |(seats, chosen, seed): (Vec<G::Seat>, Vec<&'static str>, Seed)| {
        let options = (screens.options.from)(seats, &chosen);
        match later.get_untracked() {
            Some(views) => start(views, options, seed),
            None => {
                pending.set_value(Some((options, seed)));
                later.again();
            }
        }
    };
    let on_resume = move |_| {
        show_setup.set(false);
        leave_link();
    };
    let on_online = screens.online.then(|| {
        Callback::new(move |(seats, chosen): (Vec<G::Seat>, Vec<&'static str>)| {
            route::navigate(&new_table_path(screens, &seats, &chosen));
        })
    });
    let on_new_game = Callback::new(move |_| {
        if forget_saved::<G>(notices) {
            session.set(None);
        }
    });
    // Another tab moved this game on (or started, ended or removed one): this page takes the
    // game as stored now, so that it never shows, nor saves over, what the other tab played.
    // The table is made anew with it: nothing it had chosen on the old position stays.
    let followed = storage::follow(crate::store::keys::save(G::ID));
    Effect::new(move |first: Option<()>| {
        followed.track();
        if first.is_none() {
            return;
        }
        // A move this tab was about to make has already said so (`keep`).
        if !notices.holds(&Notice::MoveNotMade) {
            notices.push(Notice::MovedOn);
        }
        storage::set_following(true);
        match later.get_untracked() {
            Some(views) => session.set(views.restore(notices)),
            // Read back once the engine is in (`arrive`).
            None => {
                restored.set(false);
                later.want();
            }
        }
    });
    let screen = Memo::new(move |_| {
        if !restored.get() {
            Screen::Waiting
        } else if session.with(Option::is_some) && !show_setup.get() {
            Screen::Table
        } else {
            Screen::Setup
        }
    });
    // The setup's line on the unfinished game of the player's own that a new one replaces:
    // the one shown, or the one set aside while a daily or a challenge is (app::aside).
    let replaces = move || {
        let shown_kind = session.with_untracked(|s| {
            let s = s.as_ref().filter(|s| s.game.outcome().is_none())?;
            Some(later.get_untracked()?.kind(s, notices))
        });
        match shown_kind {
            Some(AsideKind::Own) => Some(Signal::derive(move || {
                let views = later.get();
                session
                    .with(|s| {
                        s.as_ref()
                            .zip(views)
                            .map(|(s, v)| (v.views.progress)(s, i18n))
                    })
                    .unwrap_or_default()
            })),
            _ => match storage::aside_note(G::ID) {
                Some(Some(note)) if note.kind == AsideKind::Own => {
                    Some(Signal::derive(move || {
                        later
                            .get()
                            .and_then(|v| Some((v.views.progress)(&v.aside()?, i18n)))
                            .unwrap_or_default()
                    }))
                }
                _ => None,
            },
        }
    };
    let setup = move || {
        view! {
            <Setup
                seed=seed
                seats=seats.clone()
                kinds=screens.seats.kinds.to_vec()
                counts=screens.seats.rules.counts
                choices=screens.options.choices
                chosen=chosen.clone()
                from_link=shared
                replaces=replaces()
                on_start=on_start
                on_resume=on_resume
                on_online=on_online
                hint=screens.setup_hint
            />
            <p class="feedback" role="alert">
                {move || {
                    refused
                        .get()
                        .map(|e| i18n.f(Key::MoveRefused, &[("why", rule_text(i18n, &e))]))
                }}
            </p>
        }
        .into_any()
    };
    // The table reads the game in its own closures: drawn untracked, as a component is.
    let table = move || {
        followed.track();
        redraw.track();
        later.get().map(|views| {
            untrack(|| {
                views.playing(
                    screens,
                    Table {
                        session,
                        on_new_game,
                        i18n,
                        notices,
                    },
                )
            })
        })
    };
    // The line that brings a game set aside back stays as the screen under it changes, so the
    // focus stays on its button when it is pressed.
    let ready = Memo::new(move |_| screen.get() != Screen::Waiting);
    // How many moves the game on screen holds: what a test compares with the save.
    let moves = move || session.with(|s| s.as_ref().map(|s| s.actions.len()));
    view! {
        <div class=format!("game-{}", G::ID) data-moves=moves>
            {move || ready.get().then(|| view! {
                <AsideBar session=session later=later followed=followed redraw=redraw />
            })}
            {move || match screen.get() {
                Screen::Waiting => ().into_any(),
                Screen::Setup => untrack(&setup),
                Screen::Table => table.into_any(),
            }}
        </div>
    }
}
