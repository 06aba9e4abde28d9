//! Which screen the table shows, from the engine state plus three facts only the interface
//! knows: which reveals were already seen, who has taken the device, who just locked a pick.

use super::session::Session;
use crate::app::turn::Turn;
use crate::rules::Game;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// The latest turn's reveal, until the players move on.
    Reveal,
    /// The game is over and its last reveal was seen.
    Final,
    /// This human just picked: show the number, allow undo, then continue.
    Locked(usize),
    /// Several humans share the device: hide everything until this one is ready.
    Handover(usize),
    Pick(usize),
    /// Only bots are left to pick this turn; this one goes next.
    Bots(usize),
    /// Nobody can act and the game is not over (not reachable with a sound engine).
    Idle,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Ui {
    pub seen_turns: usize,
    pub ready: Option<usize>,
    pub locked: Option<usize>,
}

impl Ui {
    /// After a reload: a finished game goes to its final scores; a turn just revealed (nobody
    /// has picked since) shows its reveal again, since the players may not have read it.
    pub fn resumed(session: &Session) -> Ui {
        let game = &session.game;
        let turns = game.history().len();
        let fresh_turn = !game.picked().iter().any(|&p| p);
        let seen_turns = if fresh_turn && !game.is_over() {
            turns.saturating_sub(1)
        } else {
            turns
        };
        Ui {
            seen_turns,
            ready: None,
            locked: None,
        }
    }
}

pub fn phase(session: &Session, ui: &Ui) -> Phase {
    let game = &session.game;
    if ui.seen_turns < game.history().len() {
        return Phase::Reveal;
    }
    if game.is_over() {
        return Phase::Final;
    }
    if let Some(seat) = ui.locked {
        return Phase::Locked(seat);
    }
    match Turn::of(game, ui.ready) {
        Turn::HandOver(seat) => Phase::Handover(seat),
        Turn::Human(seat) => Phase::Pick(seat),
        Turn::Bot(seat) => Phase::Bots(seat),
        Turn::Over => Phase::Idle,
    }
}

/// Whether another human still has to pick this turn (the locked panel's next step).
pub fn another_human_to_pick(session: &Session) -> bool {
    let seats = session.seats();
    session.game.to_act().iter().any(|&p| !seats[p].is_bot())
}
