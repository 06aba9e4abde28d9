//! The clock at a table (docs/tables.md, "Clocks"): deadlines set after each move and stored,
//! the moves a bot makes for seats whose time ran out, told to everyone as far as the views
//! allow, and the players' own requests — more time, their seat back from the bot.

use numera_rules::PlayerId;
use numera_wire::{ErrorCode, ServerMessage, Status};

use super::{ConnId, Denied, Table};
use crate::clock::Millis;
use crate::error::{refuse, ServerError};
use crate::referee::Referee;
use crate::seats::SeatKind;
use crate::store::{By, TableStore};

/// The seats whose time ran out, and a copy of the game for the bot to think on.
pub struct ExpiryJob {
    pub seq: u64,
    pub seats: Vec<PlayerId>,
    pub level: String,
    pub game: Box<dyn Referee>,
}

impl ExpiryJob {
    /// The bot's move for each seat, each played on the copy before the next is thought
    /// (a bot reads only its own seat's view of it); `None` where it found none.
    pub fn think(mut self) -> Vec<(PlayerId, Option<String>)> {
        let mut moves = Vec::new();
        for &seat in &self.seats {
            let text = self.game.bot_move(seat, &self.level);
            let played = text.and_then(|t| self.game.play(seat, &t).ok());
            let logged = played.map(|(next, logged)| {
                self.game = next;
                logged
            });
            moves.push((seat, logged));
        }
        moves
    }
}

/// A move a bot made for a seat whose time ran out: its seat, number and text, and whether
/// the bot plays the seat from now on.
struct Expired {
    seat: PlayerId,
    seq: u64,
    text: String,
    handed_over: bool,
}

impl Table {
    /// Whether the table's clocks are running: it has a clock and is in play.
    pub fn clock_running(&self) -> bool {
        self.clocks.on() && self.status == Status::Playing
    }

    /// The soonest deadline while the clocks run.
    pub fn next_deadline(&self) -> Option<Millis> {
        self.clocks.next().filter(|_| self.clock_running())
    }

    /// Deadlines for who is to act now (`fresh`: a new turn, trick or phase starts them
    /// all again), stored, and the table's timer told.
    pub(super) async fn start_clocks(&mut self, fresh: bool, store: &dyn TableStore) {
        if !self.clocks.on() {
            return;
        }
        let to_act = self.game.as_ref().map(|g| g.to_act()).unwrap_or_default();
        let kinds = self.kinds();
        let human = |seat: PlayerId| kinds.get(seat).is_some_and(SeatKind::is_human);
        let now = self.clock.now();
        self.clocks.set_turn(&to_act, human, fresh, now);
        self.save_clocks(store).await;
    }

    /// Stores the clocks as they stand, and tells the table's timer. A clock that is not
    /// stored only runs from an older deadline after a restart, so the game goes on.
    pub async fn save_clocks(&mut self, store: &dyn TableStore) {
        if !self.clocks.on() {
            return;
        }
        let state = self.clocks.state();
        if let Err(cause) = store
            .set_clocks(&self.lease(), &state, self.clock.now())
            .await
        {
            tracing::warn!(table = %self.code, %cause, "clocks not stored");
        }
        self.wake.notify_one();
    }

    /// Tells everyone the clocks as they stand (a change without a move).
    pub fn broadcast_clock(&self) {
        let Some(info) = self.clocks.info(self.clock.now()) else {
            return;
        };
        let text = ServerMessage::Clock(info).encode();
        for m in self.members.values() {
            m.out.send_text(text.clone());
        }
    }

    /// The seats whose time has run out, for the clock's bot to move for.
    pub fn expiry_job(&self) -> Option<ExpiryJob> {
        let game = self.game.as_ref().filter(|_| self.clock_running())?;
        let seats = self.clocks.due(self.clock.now());
        if seats.is_empty() {
            return None;
        }
        Some(ExpiryJob {
            seq: game.seq(),
            seats,
            level: self.clocks.bot_level()?.to_string(),
            game: game.fork(),
        })
    }

    /// The bot's moves for the seats whose time ran out, played and stored as a stand-in's
    /// if the table is still where the bot looked at it; everyone is told. Whether the
    /// table got on (else the store failed, and the timer tries again later).
    pub async fn play_expired(
        &mut self,
        seq: u64,
        moves: &[(PlayerId, Option<String>)],
        store: &dyn TableStore,
    ) -> Result<(), ServerError> {
        let current = self.game.as_ref().map(|g| g.seq());
        if current != Some(seq) || !self.clock_running() {
            return Ok(());
        }
        let (mut played, mut failed) = (Vec::new(), Vec::new());
        for (seat, text) in moves {
            let Some(text) = text else {
                failed.push(*seat);
                continue;
            };
            match self.commit(*seat, text, By::Standin, store).await {
                Ok(seq) => played.push(Expired {
                    seat: *seat,
                    seq,
                    text: text.clone(),
                    handed_over: self.clocks.expired(*seat),
                }),
                Err(Denied::Refused(reason)) => {
                    tracing::error!(table = %self.code, seat, ?reason, "the clock's bot move was refused");
                    failed.push(*seat);
                }
                Err(Denied::Failed(failure)) => return Err(failure),
            }
        }
        self.postpone(&failed);
        self.tell_expired(&played);
        self.save_clocks(store).await;
        self.broadcast_clock();
        Ok(())
    }

    /// The clock's bot found no move for these seats: they wait one more move's time.
    pub fn postpone(&mut self, seats: &[PlayerId]) {
        if !seats.is_empty() {
            let now = self.clock.now();
            self.clocks.postpone(seats, now);
        }
    }

    /// Everyone hears whose time ran out. The move's text goes to its own seat, and to the
    /// others only once every floor has moved to the last move: that move ended a turn or a
    /// phase, so what it did is in every view already. A secret choice made while others
    /// still choose (a pick, a bid) is never told to them.
    fn tell_expired(&self, played: &[Expired]) {
        let seq = self.game.as_ref().map_or(0, |g| g.seq());
        let public = self.floors.iter().all(|&f| f == seq);
        for m in self.members.values() {
            for e in played {
                let told = public || m.seat == Some(e.seat);
                m.out.send(&ServerMessage::Expired {
                    seat: e.seat,
                    seq: e.seq,
                    action: told.then(|| e.text.clone()),
                    bot: e.handed_over,
                });
            }
        }
    }

    /// The seat a connection plays, for a request only a player may make.
    fn player_seat(&self, conn: ConnId) -> Result<PlayerId, ServerError> {
        match self.members.get(&conn).and_then(|m| m.seat) {
            Some(seat) if self.clock_running() => Ok(seat),
            Some(_) => refuse(ErrorCode::NotOpen, "no clock runs at this table"),
            None => refuse(ErrorCode::BadFrame, "only a seated player may ask this"),
        }
    }

    /// The seat asks for more time: once a game, while its clock runs.
    pub async fn more_time(
        &mut self,
        conn: ConnId,
        store: &dyn TableStore,
    ) -> Result<(), ServerError> {
        let seat = self.player_seat(conn)?;
        if let Err(why) = self.clocks.more_time(seat) {
            return refuse(ErrorCode::BadFrame, why.words());
        }
        self.save_clocks(store).await;
        self.broadcast_clock();
        Ok(())
    }

    /// The seat's player takes it back from the clock's bot; its clock runs again if it
    /// is to act.
    pub async fn take_back(
        &mut self,
        conn: ConnId,
        store: &dyn TableStore,
    ) -> Result<(), ServerError> {
        let seat = self.player_seat(conn)?;
        if !self.clocks.take_back(seat) {
            return refuse(ErrorCode::BadFrame, "no bot plays this seat");
        }
        self.start_clocks(false, store).await;
        self.broadcast_clock();
        Ok(())
    }
}
