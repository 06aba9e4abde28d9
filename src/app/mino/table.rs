//! The game in progress. What the screen shows is decided in this order: a completed trick
//! not yet read (its winner explained, Continue); the end; otherwise the seats to act — humans
//! bid first (each behind a hand-over when several share the device, since bids and dice are
//! secret), then the bots, each after a short visible pause, from their own view only; then
//! the rolls in seat order, a human rolling from behind their screen.

use leptos::prelude::*;

use super::seat_dice::{seat_dice, Dice};
use super::seats::{finished_hand, SeatsPanel};
use super::session::Session;
use super::sheet::ScoreSheet;
use super::trick::{TrickArea, TrickDone};
use crate::app::game_screens::Table;
use crate::app::handover::Handover;
use crate::app::i18n::Key;
use crate::app::seat::seat_label;
use crate::app::session;
use crate::app::share::seed_link;
use crate::app::share_bar::ShareBar;
use crate::app::storage::{saved_screen, store_screen, Screen as Saved};
use crate::app::toolbar::Toolbar;
use crate::app::turn::{play_bots, Pause, Turn};
use crate::rules::mino::{Action, MinoGame, Phase as Rules};
use crate::rules::{Game, GameId, PlayerId};

const BID_PAUSE: Pause = Pause {
    normal: 400,
    reduced: 80,
};
const ROLL_PAUSE: Pause = Pause {
    normal: 800,
    reduced: 120,
};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Screen {
    Empty,
    /// The completed trick at this index (of the game's tricks) is shown until Continue.
    Done(usize),
    Over,
    /// A bot to act, at this many actions into the game: a bot that bids last and then leads
    /// acts twice in a row, and its line must say it is rolling now.
    Bot(PlayerId, usize),
    Handover(PlayerId),
    Bid(PlayerId),
    Roll(PlayerId),
}

fn screen(s: &Session, seen: usize, ready: Option<PlayerId>) -> Screen {
    if s.game.tricks().len() > seen {
        return Screen::Done(seen);
    }
    // Humans bid first, so the device is handed round before the bots' pauses.
    match Turn::of(&s.game, ready) {
        Turn::Over => Screen::Over,
        Turn::Bot(seat) => Screen::Bot(seat, s.actions.len()),
        Turn::HandOver(seat) => Screen::Handover(seat),
        Turn::Human(seat) if s.game.phase() == Rules::Bidding => Screen::Bid(seat),
        Turn::Human(seat) => Screen::Roll(seat),
    }
}

/// The tricks read before a reload: as saved with this very save, or else all of them.
fn resumed_seen(s: &Session) -> usize {
    let done = s.game.tricks().len();
    match saved_screen(GameId::Mino, s.actions.len()).as_deref() {
        Some(&[seen]) if (seen as usize) <= done => seen as usize,
        _ => done,
    }
}

/// The game in play, as the page hands it over (see `game_screens::Table`).
pub fn table(table: Table<MinoGame>) -> AnyView {
    let session = table.session;
    // The human holding the device (their dice may be shown).
    let ready = RwSignal::new(None::<PlayerId>);
    // Completed tricks already read: a reload shows again only the one left on screen.
    let seen = RwSignal::new(session.with_untracked(|s| s.as_ref().map_or(0, resumed_seen)));
    Effect::new(move |_| {
        let facts = vec![seen.get() as u32];
        if let Some(actions) = session.with(|s| s.as_ref().map(|s| s.actions.len())) {
            store_screen(GameId::Mino, &Saved { actions, facts });
        }
    });
    let refused = RwSignal::new(None::<String>);
    let public = Memo::new(move |_| session.with(|s| s.as_ref().map(Session::public)));
    let current = Memo::new(move |_| {
        let (seen, ready) = (seen.get(), ready.get());
        session.with(|s| s.as_ref().map_or(Screen::Empty, |s| screen(s, seen, ready)))
    });

    // The panel stays on a finished hand while its last trick is read, and marks only the
    // seat the table waits for.
    let panel = Memo::new(move |_| {
        let view = public.get()?;
        match current.get() {
            Screen::Done(i) => {
                let trick = session.with(|s| s.as_ref()?.game.tricks().get(i).cloned())?;
                Some(finished_hand(view, &trick))
            }
            _ => Some(view),
        }
    });
    let awaited = Signal::derive(move || match current.get() {
        Screen::Bot(seat, _) | Screen::Handover(seat) | Screen::Bid(seat) | Screen::Roll(seat) => {
            Some(seat)
        }
        Screen::Empty | Screen::Done(_) | Screen::Over => None,
    });

    let apply = Callback::new(move |action: Action| {
        session::play(session, action, table.notices, refused, table.i18n);
    });

    // A bot acts after a visible pause, once no trick is left to read.
    let bots = move || match current.get() {
        Screen::Bot(seat, _) => vec![seat],
        _ => Vec::new(),
    };
    let pause = |g: &MinoGame| match g.phase() {
        Rules::Bidding => BID_PAUSE,
        _ => ROLL_PAUSE,
    };
    play_bots(session, bots, pause, move |action| apply.run(action));

    let top = move || match current.get() {
        Screen::Empty | Screen::Bid(_) | Screen::Roll(_) => ().into_any(),
        Screen::Handover(seat) => view! {
            <Handover
                seat=seat
                hint=Key::MnHandoverHint
                ready=Key::MnImReady
                on_ready=move |_| ready.set(Some(seat))
            />
        }
        .into_any(),
        Screen::Bot(seat, _) => {
            let (kind, bidding) = session
                .with_untracked(|s| {
                    s.as_ref()
                        .map(|s| (s.seats()[seat].as_str(), s.game.phase() == Rules::Bidding))
                })
                .unwrap_or(("", false));
            let key = if bidding {
                Key::MnBotBidding
            } else {
                Key::MnBotRolling
            };
            view! {
                <p class="mn-turn" aria-live="polite" data-testid="bot">
                    <span class="mn-thinking" aria-hidden="true">"⋯ "</span>
                    {move || table.i18n.f(key, &[("player", seat_label(table.i18n, seat, kind))])}
                </p>
            }
            .into_any()
        }
        Screen::Done(i) => {
            let trick = session.with_untracked(|s| s.as_ref()?.game.tricks().get(i).cloned());
            let (Some(trick), Some(now)) = (trick, public.get_untracked()) else {
                return ().into_any();
            };
            view! { <TrickDone trick=trick table=now on_continue=move |_| seen.update(|n| *n += 1) /> }.into_any()
        }
        Screen::Over => {
            let Some(s) = session.get_untracked() else {
                return ().into_any();
            };
            // The outcome itself leads the page (final_view::result, app::later).
            crate::app::focus::outcome_when_shown();
            view! {
                <ShareBar seed=s.game.seed() seed_link=seed_link(GameId::Mino, s.game.seed(), s.seats(), &[]) replay=s.to_save() />
                <button class="btn btn-primary btn-big" on:click=move |_| table.on_new_game.run(())>
                    {table.i18n.live(Key::NewGame)}
                </button>
            }.into_any()
        }
    };
    let trick_shown = move || {
        matches!(
            current.get(),
            Screen::Bot(..) | Screen::Handover(_) | Screen::Bid(_) | Screen::Roll(_)
        )
    };
    // Whose dice are on screen: the human acting, or the only human while the bots play. A
    // memo of its own, so that the dice stay the same elements from one bot's move to the next
    // and keep the focus (`Hand`).
    let shown_dice = Memo::new(move |_| match current.get() {
        Screen::Bid(seat) => Dice::Bid(seat),
        Screen::Roll(seat) => Dice::Roll(seat),
        Screen::Bot(..) => session
            .with_untracked(|s| s.as_ref().and_then(Session::lone_human))
            .map_or(Dice::None, Dice::Watch),
        _ => Dice::None,
    });
    let bottom = move || {
        let shown = shown_dice.get();
        let seat = match shown {
            Dice::Bid(seat) | Dice::Roll(seat) | Dice::Watch(seat) => seat,
            Dice::None => return ().into_any(),
        };
        // That seat's own view: its dice and what it may do with them.
        let own = Memo::new(move |_| session.with(|s| s.as_ref().map(|s| s.game.view(seat))));
        seat_dice(shown, own.into(), apply)
    };
    let over = Signal::derive(move || public.with(|v| v.as_ref().is_some_and(|v| v.over())));
    view! {
        <div class="table-layout game-mino">
            <div class="board">
                <p class="feedback" role="alert">{move || refused.get()}</p>
                {top}
                <Show when=trick_shown>
                    <TrickArea public=public />
                </Show>
                {bottom}
            </div>
            <aside class="side">
                <SeatsPanel public=panel awaited=awaited />
                <ScoreSheet public=public />
                {move || session.with(|s| s.as_ref().filter(|s| !s.game.is_over()).map(|s| {
                    (s.game.seed(), seed_link(GameId::Mino, s.game.seed(), s.seats(), &[]))
                })).map(|(seed, link)| view! { <ShareBar seed=seed seed_link=link /> })}
                <Toolbar game=GameId::Mino over=over on_new_game=Callback::new(move |_| table.on_new_game.run(())) />
            </aside>
        </div>
    }
    .into_any()
}
