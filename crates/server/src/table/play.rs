//! The game at a table: a player's action checked, stored and told to everyone, and the
//! bots' moves, made on a copy of the game away from the table.

use numera_rules::PlayerId;
use numera_wire::{Reason, Status};

use super::{ConnId, Denied, Table};
use crate::referee::Referee;
use crate::seats::SeatKind;
use crate::store::{By, TableStore};

/// How the bots at one seat have fared in this game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BotHealth {
    Fine,
    /// A stronger bot failed here: this one plays instead.
    Weaker(&'static str),
    /// Every bot failed here.
    Failed,
}

/// A bot's turn to think: the game as it is, and who plays what for which seat.
pub struct BotJob {
    pub seq: u64,
    pub seat: PlayerId,
    pub level: String,
    pub by: By,
    pub game: Box<dyn Referee>,
}

impl Table {
    /// A player's action: checked (seat, turn, staleness, the rules), stored, then told to
    /// everyone as their own frames. Its number comes back.
    pub async fn act(
        &mut self,
        conn: ConnId,
        seq: u64,
        text: &str,
        store: &dyn TableStore,
    ) -> Result<u64, Denied> {
        let Some(member) = self.members.get(&conn) else {
            return Err(Denied::Refused(Reason::NotSeated));
        };
        let Some(seat) = member.seat else {
            return Err(Denied::Refused(Reason::Spectator));
        };
        // A game that ended is still the rules' to refuse (their own `GameOver`, which the
        // page words as in local play); only one not begun, or closed by its host, is not.
        let game = match (&self.game, self.status) {
            (Some(game), Status::Playing | Status::Over) => game,
            _ => return Err(Denied::Refused(Reason::NotStarted)),
        };
        if seq < self.floors[seat] || seq > game.seq() {
            return Err(Denied::Refused(Reason::Stale));
        }
        self.commit(seat, text, By::Human, store).await
    }

    /// Plays an action for `seat`, stores it, moves the floors and sends the frames.
    pub(super) async fn commit(
        &mut self,
        seat: PlayerId,
        text: &str,
        by: By,
        store: &dyn TableStore,
    ) -> Result<u64, Denied> {
        let Some(game) = &self.game else {
            return Err(Denied::Refused(Reason::NotStarted));
        };
        let before: Vec<PlayerId> = game.to_act().into_iter().filter(|&s| s != seat).collect();
        let (next, logged) = game.play(seat, text).map_err(Denied::Refused)?;
        let seq = next.seq();
        store
            .append_action(&self.lease(), seq - 1, &logged, by)
            .await
            .map_err(|e| Denied::Failed(e.into()))?;
        let mut after = next.to_act();
        after.sort_unstable();
        let mut rest = before;
        rest.sort_unstable();
        // A reveal, a new turn or trick: what anyone saw before it is out of date. Otherwise
        // only the actor's own earlier frames are (a replayed action is refused).
        let fresh = after != rest;
        if fresh {
            self.floors.iter_mut().for_each(|f| *f = seq);
        } else {
            self.floors[seat] = seq;
        }
        let over = next.over();
        self.game = Some(next);
        self.clocks.moved(seat, by == By::Human);
        self.start_clocks(fresh, store).await;
        if over {
            self.status = Status::Over;
            // The action row is the game's truth; a lost status only leaves the finished table
            // to be reloaded and ended again.
            let _ = store.set_status(&self.lease(), Status::Over).await;
            self.broadcast_table();
        }
        self.broadcast_frames();
        Ok(seq)
    }

    /// The first bot due to act (a bot's seat, or a stand-in's), or `None`, which also ends
    /// the bots' turn (`bots_running`), under the same lock that saw nothing due.
    pub fn bot_job(&mut self) -> Option<BotJob> {
        let job = self.due_bot().and_then(|(seat, level, by)| {
            let game = self.game.as_ref()?;
            Some(BotJob {
                seq: game.seq(),
                seat,
                level,
                by,
                game: game.fork(),
            })
        });
        self.bots_running = job.is_some();
        job
    }

    /// Whether a bot is due (the driver is started only then).
    pub fn bot_due(&self) -> bool {
        self.due_bot().is_some()
    }

    /// The seat of the first bot due to act, the bot's name and who it plays as.
    fn due_bot(&self) -> Option<(PlayerId, String, By)> {
        let game = self
            .game
            .as_ref()
            .filter(|_| self.status == Status::Playing)?;
        let kinds = self.kinds();
        game.to_act().into_iter().find_map(|seat| {
            let (level, by) = match (kinds.get(seat)?, &self.seats[seat].standin) {
                // Its time ran out too often: the table's clock bot plays it, present or not.
                (SeatKind::Human, _) if self.clocks.bot_plays(seat) => {
                    (self.clocks.bot_level()?.to_string(), By::Standin)
                }
                (SeatKind::Human, Some(standin)) if self.standin_may_play(seat) => {
                    (standin.clone(), By::Standin)
                }
                (SeatKind::Human, _) => return None,
                (SeatKind::Bot(level), _) => (level.clone(), By::Bot),
            };
            match self.bot_health.get(seat) {
                Some(BotHealth::Weaker(weaker)) => Some((seat, weaker.to_string(), by)),
                Some(BotHealth::Failed) => None,
                _ => Some((seat, level, by)),
            }
        })
    }

    /// The bot at `seat` failed playing `level`: the next weaker bot plays the seat from now
    /// on. With none weaker, a stand-in's seat is its player's again, and a bot's seat waits
    /// (the failure is in the server's log).
    pub fn demote_bot(&mut self, seat: PlayerId, level: &str) {
        let bots = self.rules.bots();
        let weaker = bots
            .iter()
            .position(|b| *b == level)
            .and_then(|i| i.checked_sub(1))
            .map(|i| bots[i]);
        let Some(health) = self.bot_health.get_mut(seat) else {
            return;
        };
        *health = match weaker {
            Some(weaker) => BotHealth::Weaker(weaker),
            None => BotHealth::Failed,
        };
        if weaker.is_none() && self.seats[seat].standin.is_some() {
            self.seats[seat].standin = None;
            *health = BotHealth::Fine;
            self.seating_changed(None);
        }
    }

    /// A bot's move, if the table is still where the bot looked at it.
    pub async fn bot_play(&mut self, job: &BotJob, text: &str, store: &dyn TableStore) {
        let current = self.game.as_ref().map(|g| g.seq());
        if current == Some(job.seq) && self.status == Status::Playing {
            // A bot's move is one of the legal actions: a refusal here would be a rules bug,
            // and the bot would be asked again on the next change.
            let covering = job.by == By::Standin && !self.clocks.bot_plays(job.seat);
            if self.commit(job.seat, text, job.by, store).await.is_ok() && covering {
                self.covered[job.seat].push(text.to_owned());
            }
        }
    }
}
