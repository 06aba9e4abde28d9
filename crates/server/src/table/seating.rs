//! Who sits where before and around the game: taking and regaining seats, the host's start,
//! bots and stand-ins, closing.

use std::time::{Duration, Instant};

use numera_rules::PlayerId;
use numera_wire::{ErrorCode, ServerMessage, Status};

use super::{clean, needs_human, ConnId, Table};
use crate::error::{bad_options, refuse, ServerError};
use crate::outbox::Outbox;
use crate::seats::{self, SeatKind};
use crate::secret;
use crate::store::{StoredSeat, TableStore};

impl Table {
    /// A connection takes a free human seat; its token comes back.
    pub async fn sit(
        &mut self,
        conn: ConnId,
        seat: PlayerId,
        name: &str,
        out: Outbox,
        store: &dyn TableStore,
    ) -> Result<String, ServerError> {
        match self.status {
            Status::Open => {}
            Status::Closed => return refuse(ErrorCode::HostClosed, "the host closed the table"),
            _ => return refuse(ErrorCode::NotOpen, "the game has started: watch it instead"),
        }
        // Not "taken": nobody took it, and no wait makes it free (a page says so apart).
        if !self.kinds().get(seat).is_some_and(SeatKind::is_human) {
            return refuse(
                ErrorCode::NoSuchSeat,
                "no seat a person may take has this number (none, or a bot's)",
            );
        }
        if self.seats[seat].token_hash.is_some() {
            let full = self
                .kinds()
                .iter()
                .zip(&self.seats)
                .all(|(k, s)| !k.is_human() || s.token_hash.is_some());
            let code = if full {
                ErrorCode::TableFull
            } else {
                ErrorCode::SeatTaken
            };
            return refuse(code, "someone sits there already");
        }
        let name = clean(name)?;
        let token = secret::token().ok_or(ServerError::NoRandomness)?;
        let record = StoredSeat {
            name: Some(name),
            token_hash: Some(secret::hash(&token)),
            standin: None,
            standin_after_s: None,
        };
        store.set_seat(&self.lease(), seat, &record).await?;
        self.seats[seat] = record;
        self.enter(conn, Some(seat), out);
        Ok(token)
    }

    /// A connection comes back to the seat its token holds.
    pub fn resume(
        &mut self,
        conn: ConnId,
        token: &str,
        out: Outbox,
    ) -> Result<PlayerId, ServerError> {
        if self.status == Status::Closed {
            return refuse(ErrorCode::HostClosed, "the host closed the table");
        }
        let hash = secret::hash(token);
        let Some(seat) = self
            .seats
            .iter()
            .position(|s| s.token_hash.as_ref() == Some(&hash))
        else {
            return refuse(ErrorCode::BadToken, "this token holds no seat here");
        };
        self.enter(conn, Some(seat), out.clone());
        let actions = std::mem::take(&mut self.covered[seat]);
        if !actions.is_empty() {
            out.send(&ServerMessage::StoodIn { seat, actions });
        }
        Ok(seat)
    }

    /// A player is back at `seat`: a stand-in the host put there "at once" (for this
    /// absence) leaves, and everyone sees the seat as the player's again. A stand-in put to
    /// wait before playing ("after 30 s") is the host's standing choice for any absence, and
    /// stays.
    pub async fn back_from_standin(
        &mut self,
        seat: PlayerId,
        store: &dyn TableStore,
    ) -> Result<(), ServerError> {
        let record = &self.seats[seat];
        if record.standin.is_none() || record.standin_after_s.is_some() {
            return Ok(());
        }
        let mut record = record.clone();
        record.standin = None;
        store.set_seat(&self.lease(), seat, &record).await?;
        self.seats[seat] = record;
        self.broadcast_table();
        Ok(())
    }

    /// The host starts the game once every human seat is taken.
    pub async fn start(&mut self, host: &str, store: &dyn TableStore) -> Result<(), ServerError> {
        self.check_host(host)?;
        if self.status != Status::Open {
            return refuse(ErrorCode::NotOpen, "the game has started already");
        }
        let kinds = self.kinds();
        // Tables stored before the rule, too.
        needs_human(&kinds)?;
        if kinds
            .iter()
            .zip(&self.seats)
            .any(|(k, s)| k.is_human() && s.token_hash.is_none())
        {
            return refuse(
                ErrorCode::SeatsFree,
                "a human seat is free: fill it or seat a bot",
            );
        }
        let game = self
            .rules
            .deal(&self.options, self.seed)
            .map_err(bad_options)?;
        store.set_status(&self.lease(), Status::Playing).await?;
        self.status = Status::Playing;
        self.game = Some(game);
        self.start_clocks(true, store).await;
        self.broadcast_table();
        self.broadcast_frames();
        Ok(())
    }

    /// The host seats a bot (or a human again). Open: the seat's kind changes, and a player
    /// sitting there becomes a spectator. Playing: the bot stands in for the seat's player
    /// while they are away (for `after_s` seconds first, if given).
    pub async fn bot_seat(
        &mut self,
        host: &str,
        seat: PlayerId,
        level: Option<&str>,
        after_s: Option<u64>,
        store: &dyn TableStore,
    ) -> Result<(), ServerError> {
        self.check_host(host)?;
        if seat >= self.seats.len() {
            return refuse(ErrorCode::NoSuchSeat, "no seat has this number");
        }
        if let Some(level) = level {
            if !self.rules.bots().contains(&level) {
                return refuse(ErrorCode::BadOptions, "no bot of this name");
            }
        }
        if self.status == Status::Playing {
            if !self.kinds()[seat].is_human() {
                return refuse(
                    ErrorCode::NoSuchSeat,
                    "a bot sits there: a stand-in is for a person's seat",
                );
            }
            let mut record = self.seats[seat].clone();
            record.standin = level.map(str::to_string);
            record.standin_after_s = after_s.filter(|_| level.is_some());
            store.set_seat(&self.lease(), seat, &record).await?;
            self.seats[seat] = record;
        } else {
            let kind = level.map_or(SeatKind::Human, SeatKind::read);
            let options = seats::with_kind(&self.options, seat, &kind).map_err(bad_options)?;
            needs_human(&seats::kinds(&options).map_err(bad_options)?)?;
            let options = self.rules.options(&options).map_err(bad_options)?;
            let lease = self.lease();
            store.set_options(&lease, &options).await?;
            store.set_seat(&lease, seat, &StoredSeat::default()).await?;
            self.options = options;
            self.seats[seat] = StoredSeat::default();
            for m in self.members.values_mut().filter(|m| m.seat == Some(seat)) {
                m.seat = None;
            }
        }
        self.seating_changed(None);
        Ok(())
    }

    /// The host closes the table: everyone is told, and sent away.
    pub async fn close(&mut self, host: &str, store: &dyn TableStore) -> Result<(), ServerError> {
        self.check_host(host)?;
        store.set_status(&self.lease(), Status::Closed).await?;
        self.status = Status::Closed;
        self.broadcast_table();
        let bye = ServerMessage::Error {
            code: ErrorCode::HostClosed,
            text: "the host closed the table".into(),
        };
        for m in self.members.values() {
            m.out.send(&bye);
        }
        self.members.clear();
        self.deserted_since = Some(Instant::now());
        self.wake.notify_one();
        Ok(())
    }

    /// Closes a table still in play that nobody has been at for `after` (its players went
    /// away for good); whether it did.
    pub async fn close_if_abandoned(&mut self, after: Duration, store: &dyn TableStore) -> bool {
        let abandoned = self.live() && self.deserted_since.is_some_and(|t| t.elapsed() >= after);
        if abandoned
            && store
                .set_status(&self.lease(), Status::Closed)
                .await
                .is_ok()
        {
            self.status = Status::Closed;
            self.abandoned = true;
            self.wake.notify_one();
            return true;
        }
        false
    }
}
