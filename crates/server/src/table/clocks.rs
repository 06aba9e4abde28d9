//! A clocked table's clocks, as plain data and rules of their own (docs/tables.md, "Clocks"):
//! who must act by when, the time asked for once a game, the expiries in a row that hand a
//! seat to a bot, and the time given back after no server ran the table. No waiting happens
//! here: the hub's timer waits on the server's `Clock` and asks this what is due.

use numera_rules::PlayerId;
use numera_wire::{ClockInfo, Deadline};

use crate::clock::Millis;

/// Expiries in a row after which a bot plays the seat for the rest of the game.
pub const HAND_OVER_AFTER: u32 = 3;

/// How fast a table plays: the time of one move, and the bot that plays a move whose time
/// ran out (the host's choice).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pace {
    pub per_move_s: u64,
    pub bot: String,
}

impl Pace {
    /// The stored form, `"20 easy"` (a table without a clock stores `""`).
    pub fn text(pace: Option<&Pace>) -> String {
        pace.map_or_else(String::new, |p| format!("{} {}", p.per_move_s, p.bot))
    }

    /// What `text` stored; `None` for no clock (or a text this server did not write).
    pub fn read(text: &str) -> Option<Pace> {
        let (secs, bot) = text.split_once(' ')?;
        Some(Pace {
            per_move_s: secs.parse().ok()?,
            bot: bot.to_string(),
        })
    }

    fn per_move_ms(&self) -> Millis {
        self.per_move_s.saturating_mul(1000)
    }
}

/// One seat's clock.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SeatClock {
    /// When its time runs out, while it must act.
    pub deadline: Option<Millis>,
    /// Its time ran out this many times in a row (a move of its own starts again at 0).
    pub in_row: u32,
    /// It asked for more time already (once a game).
    pub more_used: bool,
    /// A bot plays it, since its time ran out `HAND_OVER_AFTER` times in a row.
    pub bot: bool,
}

/// Why a seat may not have more time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoMoreTime {
    /// No clock runs for it (not its move, or a table without a clock).
    NotRunning,
    /// It had more time once this game already.
    Used,
}

impl NoMoreTime {
    pub fn words(self) -> &'static str {
        match self {
            NoMoreTime::NotRunning => "no clock runs for this seat now",
            NoMoreTime::Used => "more time was given once this game already",
        }
    }
}

/// Every seat's clock at a table.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Clocks {
    pub pace: Option<Pace>,
    seats: Vec<SeatClock>,
    /// Seconds given back after no server ran the table, said until the next move.
    given_back_s: Option<u64>,
}

impl Clocks {
    pub fn new(pace: Option<Pace>, seats: usize) -> Clocks {
        Clocks {
            pace,
            seats: vec![SeatClock::default(); seats],
            given_back_s: None,
        }
    }

    /// The clocks as stored: the pace's text and the seats' (`state`); a seat whose state
    /// does not read starts afresh.
    pub fn read(pace: &str, state: &str, seats: usize) -> Clocks {
        let mut clocks = Clocks::new(Pace::read(pace), seats);
        for (seat, text) in state.split(';').enumerate().take(seats) {
            clocks.seats[seat] = read_seat(text).unwrap_or_default();
        }
        clocks
    }

    /// The seats' stored form: `deadline,in_row,more_used,bot` per seat, `;` between them.
    pub fn state(&self) -> String {
        let seat = |s: &SeatClock| {
            let deadline = s
                .deadline
                .map_or_else(|| "-".to_string(), |d| d.to_string());
            let flag = |b: bool| if b { "1" } else { "0" };
            format!(
                "{deadline},{},{},{}",
                s.in_row,
                flag(s.more_used),
                flag(s.bot)
            )
        };
        self.seats.iter().map(seat).collect::<Vec<_>>().join(";")
    }

    /// Whether this table has a clock.
    pub fn on(&self) -> bool {
        self.pace.is_some()
    }

    /// The bot that plays a seat whose time ran out.
    pub fn bot_level(&self) -> Option<&str> {
        self.pace.as_ref().map(|p| p.bot.as_str())
    }

    /// After a move (or the start): every seat in `to_act` that `timed` says has a clock
    /// gets one — a fresh one when `fresh` (a new turn, trick or phase) or when it had none,
    /// else it keeps its own (a simultaneous choice goes on) — and every other seat none.
    pub fn set_turn(
        &mut self,
        to_act: &[PlayerId],
        timed: impl Fn(PlayerId) -> bool,
        fresh: bool,
        now: Millis,
    ) {
        let Some(per_move) = self.pace.as_ref().map(Pace::per_move_ms) else {
            return;
        };
        for (seat, clock) in self.seats.iter_mut().enumerate() {
            clock.deadline = match clock.deadline {
                _ if !to_act.contains(&seat) || clock.bot || !timed(seat) => None,
                Some(at) if !fresh => Some(at),
                _ => Some(now.saturating_add(per_move)),
            };
        }
    }

    /// The seat's player moved: its run of expiries starts again, and a bot that played it
    /// gives it back. The note of time given back has been seen by then.
    pub fn moved(&mut self, seat: PlayerId, by_player: bool) {
        self.given_back_s = None;
        if let (true, Some(clock)) = (by_player, self.seats.get_mut(seat)) {
            clock.in_row = 0;
            clock.bot = false;
        }
    }

    /// The seat's time ran out and a bot moved for it; whether a bot plays it from now on.
    pub fn expired(&mut self, seat: PlayerId) -> bool {
        let Some(clock) = self.seats.get_mut(seat) else {
            return false;
        };
        clock.in_row += 1;
        if clock.in_row >= HAND_OVER_AFTER && !clock.bot {
            clock.bot = true;
            clock.deadline = None;
            return true;
        }
        false
    }

    /// Whether a bot plays the seat since its time ran out too often.
    pub fn bot_plays(&self, seat: PlayerId) -> bool {
        self.seats.get(seat).is_some_and(|c| c.bot)
    }

    /// The player takes their seat back from the bot; whether a bot played it.
    pub fn take_back(&mut self, seat: PlayerId) -> bool {
        let Some(clock) = self.seats.get_mut(seat).filter(|c| c.bot) else {
            return false;
        };
        clock.bot = false;
        clock.in_row = 0;
        true
    }

    /// The seat gets the time of one move again, once a game.
    pub fn more_time(&mut self, seat: PlayerId) -> Result<(), NoMoreTime> {
        let per_move = self.pace.as_ref().map(Pace::per_move_ms);
        let clock = self.seats.get_mut(seat).ok_or(NoMoreTime::NotRunning)?;
        let (Some(at), Some(per_move)) = (clock.deadline, per_move) else {
            return Err(NoMoreTime::NotRunning);
        };
        if clock.more_used {
            return Err(NoMoreTime::Used);
        }
        clock.more_used = true;
        clock.deadline = Some(at.saturating_add(per_move));
        Ok(())
    }

    /// The soonest deadline.
    pub fn next(&self) -> Option<Millis> {
        self.seats.iter().filter_map(|c| c.deadline).min()
    }

    /// The seats whose time has run out by `now`.
    pub fn due(&self, now: Millis) -> Vec<PlayerId> {
        let due = |(seat, c): (usize, &SeatClock)| c.deadline.filter(|&d| d <= now).map(|_| seat);
        self.seats.iter().enumerate().filter_map(due).collect()
    }

    /// A bot could not move for these seats: they wait one more move's time (the failure is
    /// in the server's log), rather than being asked again at once.
    pub fn postpone(&mut self, seats: &[PlayerId], now: Millis) {
        let per_move = self.pace.as_ref().map_or(0, Pace::per_move_ms);
        for &seat in seats {
            if let Some(clock) = self.seats.get_mut(seat) {
                clock.deadline = clock.deadline.map(|_| now.saturating_add(per_move));
            }
        }
    }

    /// No server ran the table from `seen` to `now` (a restart, a takeover): that time is
    /// given back to every seat that was to act. How much, if any.
    pub fn give_back(&mut self, seen: Millis, now: Millis) -> Option<u64> {
        let away = now.saturating_sub(seen);
        let running = self.seats.iter().any(|c| c.deadline.is_some());
        if !running || away < 1000 {
            return None;
        }
        for clock in &mut self.seats {
            clock.deadline = clock.deadline.map(|d| d.saturating_add(away));
        }
        self.given_back_s = Some(away / 1000);
        self.given_back_s
    }

    /// The clocks as every device is told them, at `now`.
    pub fn info(&self, now: Millis) -> Option<ClockInfo> {
        let pace = self.pace.as_ref()?;
        let deadlines = self.seats.iter().enumerate().filter_map(|(seat, c)| {
            let at = c.deadline?;
            let more = !c.more_used;
            Some(Deadline { seat, at, more })
        });
        Some(ClockInfo {
            per_move_s: pace.per_move_s,
            now,
            deadlines: deadlines.collect(),
            bot: (0..self.seats.len())
                .filter(|&s| self.bot_plays(s))
                .collect(),
            given_back_s: self.given_back_s,
        })
    }
}

fn read_seat(text: &str) -> Option<SeatClock> {
    let mut parts = text.split(',');
    let deadline = match parts.next()? {
        "-" => None,
        at => Some(at.parse().ok()?),
    };
    let in_row = parts.next()?.parse().ok()?;
    let flag = |p: Option<&str>| match p {
        Some("1") => Some(true),
        Some("0") => Some(false),
        _ => None,
    };
    Some(SeatClock {
        deadline,
        in_row,
        more_used: flag(parts.next())?,
        bot: flag(parts.next())?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn twenty() -> Clocks {
        let pace = Pace {
            per_move_s: 20,
            bot: "easy".into(),
        };
        Clocks::new(Some(pace), 3)
    }

    #[test]
    fn a_simultaneous_choice_keeps_its_deadlines_and_a_new_turn_starts_afresh() {
        let mut c = twenty();
        c.set_turn(&[0, 1, 2], |s| s != 2, true, 1_000);
        assert_eq!(c.next(), Some(21_000));
        assert_eq!(c.due(21_000), [0, 1], "the bot's seat 2 has no clock");
        c.set_turn(&[1], |_| true, false, 5_000);
        assert_eq!(c.due(21_000), [1], "seat 1 keeps its deadline");
        c.set_turn(&[0, 1], |_| true, true, 30_000);
        assert_eq!(c.next(), Some(50_000));
    }

    #[test]
    fn three_expiries_in_a_row_hand_the_seat_over_and_a_move_of_its_own_resets_them() {
        let mut c = twenty();
        assert!(!c.expired(0) && !c.expired(0));
        c.moved(0, true);
        assert!(!c.expired(0) && !c.expired(0));
        assert!(c.expired(0), "the third in a row");
        assert!(c.bot_plays(0));
        c.set_turn(&[0], |_| true, true, 0);
        assert_eq!(c.next(), None, "a bot's seat runs no clock");
        assert!(c.take_back(0) && !c.bot_plays(0));
        assert!(!c.take_back(0));
    }

    #[test]
    fn more_time_is_given_once_a_game_while_the_clock_runs() {
        let mut c = twenty();
        assert_eq!(c.more_time(0), Err(NoMoreTime::NotRunning));
        c.set_turn(&[0], |_| true, true, 0);
        assert_eq!(c.more_time(0), Ok(()));
        assert_eq!(c.next(), Some(40_000));
        assert_eq!(c.more_time(0), Err(NoMoreTime::Used));
    }

    #[test]
    fn the_time_no_server_ran_is_given_back_and_the_state_reads_back() {
        let mut c = twenty();
        c.set_turn(&[1], |_| true, true, 10_000);
        c.expired(2);
        let _ = c.more_time(1);
        let stored = c.state();
        assert_eq!(stored, "-,0,0,0;50000,0,1,0;-,1,0,0");
        let mut back = Clocks::read(&Pace::text(c.pace.as_ref()), &stored, 3);
        assert_eq!(back, c);
        assert_eq!(back.give_back(12_000, 72_000), Some(60));
        assert_eq!(back.next(), Some(110_000));
        assert_eq!(back.info(72_000).unwrap().given_back_s, Some(60));
        back.moved(1, true);
        assert_eq!(back.info(72_000).unwrap().given_back_s, None);
        assert_eq!(Clocks::read("", "", 2), Clocks::new(None, 2));
    }
}
