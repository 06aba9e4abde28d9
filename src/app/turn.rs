//! Whose turn it is, read the same way at every table, and the one place bots are played.
//!
//! `Turn::of` reads the engine's seats to act and who sits there: the humans among them go
//! first (in a simultaneous phase the device goes round before the bots think), each behind a
//! hand-over when the game keeps secrets and several humans share the device. `play_bots`
//! plays the bots due after a visible pause, on the position they were called for only.
//! Each table keeps its own screens around these (a reveal, a trick to read, a pick to
//! confirm) and says when bots are due.

use leptos::prelude::*;

use crate::app::bots::{self, Stopped};
use crate::app::notices::{Notice, Notices};
use crate::app::prefs::{Prefs, PrefsOnPage};
use crate::app::session::{AppGame, Held};
use crate::app::storage;
use crate::rules::bot::Seats;
use crate::rules::PlayerId;

/// Who acts now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turn {
    /// This bot acts next (no human is left to act).
    Bot(PlayerId),
    /// This human acts next, once they say they hold the device: nothing of theirs is shown
    /// before.
    HandOver(PlayerId),
    /// This human acts, the device in hand.
    Human(PlayerId),
    /// Nobody acts any more: the game is over.
    Over,
}

impl Turn {
    /// The turn in `game`; `ready`: the human who last said they hold the device.
    pub fn of<G: AppGame + Seats>(game: &G, ready: Option<PlayerId>) -> Turn {
        let is_bot = |seat| game.bot_at(seat).is_some();
        let to_act = game.to_act();
        let first = to_act.first().copied();
        match to_act.into_iter().find(|&s| !is_bot(s)).or(first) {
            None => Turn::Over,
            Some(seat) if is_bot(seat) => Turn::Bot(seat),
            Some(seat) if G::HIDDEN_INFORMATION && humans(game) > 1 && ready != Some(seat) => {
                Turn::HandOver(seat)
            }
            Some(seat) => Turn::Human(seat),
        }
    }

    /// The bot to act, on a bot's turn.
    pub fn bot(self) -> Option<PlayerId> {
        match self {
            Turn::Bot(seat) => Some(seat),
            _ => None,
        }
    }

    /// The human to act, holding the device or not yet.
    pub fn human(self) -> Option<PlayerId> {
        match self {
            Turn::Human(seat) | Turn::HandOver(seat) => Some(seat),
            _ => None,
        }
    }
}

fn humans<G: AppGame + Seats>(game: &G) -> usize {
    (0..game.players())
        .filter(|&s| game.bot_at(s).is_none())
        .count()
}

/// Every bot among the seats to act: where bots need not wait for the humans (NMBR 9's
/// simultaneous placements), they are all due at once.
pub fn bots_to_act<G: Seats>(game: &G) -> Vec<PlayerId> {
    game.to_act()
        .into_iter()
        .filter(|&s| game.bot_at(s).is_some())
        .collect()
}

/// How long a tab that took its game from another tab waits before it plays the bots due
/// (see `storage::following`), in ms.
const FOLLOWER_GRACE_MS: u64 = 3000;

/// How long a bot visibly "thinks" before it acts, in ms, and under reduced motion.
#[derive(Debug, Clone, Copy)]
pub struct Pause {
    pub normal: u64,
    pub reduced: u64,
}

/// Plays the bots that `due` names (read reactively; none: no bot is due) one after the
/// other, once `pause` (of the game as it stands) is over, each through `apply`. Their moves
/// are thought out in the rules worker (crate::app::bots) while the pause runs, so no bot
/// holds up the page. Every new position starts a new pause, and bots act only on the
/// position they were called for: an undo, a new game or the page left meanwhile calls them
/// off.
pub fn play_bots<G>(
    held: Held<G>,
    due: impl Fn() -> Vec<PlayerId> + Send + Sync + 'static,
    pause: fn(&G) -> Pause,
    apply: impl Fn(G::Action) + Copy + 'static,
) where
    G: AppGame + Seats + Send + Sync + 'static,
{
    let notices = use_context::<Notices>();
    let call = Memo::new(move |_| {
        let seats = due();
        let at = held.with(|s| s.as_ref().map(|s| s.actions.len()))?;
        (!seats.is_empty()).then_some((seats, at))
    });
    Effect::new(move |_| {
        let Some((seats, at)) = call.get() else {
            return;
        };
        let Some((pause, save)) =
            held.with_untracked(|s| s.as_ref().map(|s| (pause(&s.game), s.to_save())))
        else {
            return;
        };
        let prefs = use_context::<RwSignal<Prefs>>().map(|p| p.get_untracked());
        let reduced = prefs.as_ref().is_some_and(Prefs::reduced_motion);
        let ms = if reduced { pause.reduced } else { pause.normal };
        // The player's choice of speed (settings): the game's pause, a third, or none.
        let ms = prefs.map_or(ms, |p| p.bots.scale(ms));
        // The bots of a game another tab is playing are that tab's to play: this one plays
        // them only if that tab has not within the grace (closed meanwhile, say).
        let ms = if storage::following() {
            ms.max(FOLLOWER_GRACE_MS)
        } else {
            ms
        };
        let asked = js_sys::Date::now();
        bots::ask(seats, save, move |answer| {
            let actions = match answer {
                Ok(actions) => actions,
                Err(why) => {
                    if let Some(n) = notices {
                        n.push(Notice::BotsStopped(why));
                    }
                    return;
                }
            };
            // What is left of the pause once the answer is in (none when thinking took longer).
            let left = (ms as f64 - (js_sys::Date::now() - asked)).max(0.0) as u64;
            set_timeout(
                move || {
                    // Nothing to read once the page is gone (the signal with it).
                    let now = held.try_with_untracked(|s| s.as_ref().map(|s| s.actions.len()));
                    if now != Some(Some(at)) {
                        return;
                    }
                    // Another tab played on (its bots too, in a tab in front): this one takes
                    // its game instead of playing the same bots again.
                    if storage::save_moved_on(G::ID) {
                        storage::follow_newer_save(G::ID);
                        return;
                    }
                    for text in actions {
                        match text.parse::<G::Action>() {
                            Ok(action) => apply(action),
                            Err(e) => {
                                if let Some(n) = notices {
                                    n.push(Notice::BotsStopped(Stopped::Action(e)));
                                }
                                return;
                            }
                        }
                    }
                },
                std::time::Duration::from_millis(left),
            );
        });
    });
}
