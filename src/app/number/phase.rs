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
    /// After a reload: the screen saved with this very save when there is one, so the players
    /// land where they left (a reveal read, a pick they may still take back); otherwise a
    /// finished game goes to its final scores and a turn just revealed (nobody has picked
    /// since) shows its reveal again, since the players may not have read it.
    pub fn resumed(session: &Session, saved: Option<&[u32]>) -> Ui {
        saved
            .and_then(|facts| Ui::from_facts(session, facts))
            .unwrap_or_else(|| Ui::guessed(session))
    }

    fn guessed(session: &Session) -> Ui {
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

    /// What a reload keeps: the reveals read and the pick just locked (seat + 1, 0 for none).
    /// Who holds the device is not kept: after a reload it is handed over again.
    pub fn facts(&self) -> Vec<u32> {
        let locked = self.locked.map_or(0, |seat| seat as u32 + 1);
        vec![self.seen_turns as u32, locked]
    }

    /// Saved facts, believed only if they fit the game: no reveal read before it happened, and
    /// a locked pick that is this turn's and its owner's.
    fn from_facts(session: &Session, facts: &[u32]) -> Option<Ui> {
        let game = &session.game;
        let &[seen, locked] = facts else {
            return None;
        };
        let seen_turns = seen as usize;
        if seen_turns > game.history().len() {
            return None;
        }
        let locked = match locked.checked_sub(1).map(|seat| seat as usize) {
            None => None,
            Some(seat) if game.picked().get(seat) == Some(&true) => Some(seat),
            Some(_) => return None,
        };
        Some(Ui {
            seen_turns,
            ready: None,
            locked,
        })
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
