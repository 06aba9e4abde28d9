//! A move on its way to the table: sent, then accepted (or refused) by the server. On a good
//! line the answer comes back within milliseconds and nothing is shown; a move that has had
//! no answer for a moment is shown as being sent, and the game takes no other move until the
//! table has answered, so a second press never sends it twice. A line that dropped meanwhile
//! may have lost it: once the table is heard again, a move the table still waits for is sent
//! again, from the view the table has now. Plain values and times in ms, so a test can run it.

/// No answer for this long: the page says the move is on its way.
pub const SHOW_AFTER_MS: f64 = 400.0;
/// How long "your move is in" stays, once a move shown as being sent is accepted.
pub const ACCEPTED_FOR_MS: f64 = 3_000.0;

#[derive(Debug, Clone, PartialEq, Default)]
pub enum Sending {
    #[default]
    Idle,
    /// Sent at `at` from the frame numbered `seq`, on the line opened `line`-th.
    Sent {
        action: String,
        seq: u64,
        at: f64,
        line: u32,
    },
    /// Accepted at `at`, after it was shown as being sent.
    Accepted { at: f64 },
}

/// What the page shows of a move on its way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shown {
    Nothing,
    /// On its way: the game takes no other move.
    Sending,
    /// The table has it.
    Accepted,
}

impl Sending {
    pub fn sent(action: String, seq: u64, at: f64, line: u32) -> Sending {
        Sending::Sent {
            action,
            seq,
            at,
            line,
        }
    }

    /// The server played it (its frames, sent first, may have told so already).
    pub fn accepted(&mut self, now: f64) {
        *self = match self {
            Sending::Sent { at, .. } if now - *at >= SHOW_AFTER_MS => Sending::Accepted { at: now },
            Sending::Accepted { at } => Sending::Accepted { at: *at },
            _ => Sending::Idle,
        };
    }

    /// The server did not play it (the page says why).
    pub fn refused(&mut self) {
        *self = Sending::Idle;
    }

    /// A frame of the table came at `now`, numbered `seq`, on the line opened `line`-th, in
    /// which this seat is (or is not) still to act. The move to send again, if the line it
    /// went out on is gone and the table still waits for it.
    pub fn frame(
        &mut self,
        seq: u64,
        line: u32,
        still_to_act: bool,
        now: f64,
    ) -> Option<(String, u64)> {
        let Sending::Sent {
            action,
            line: sent_on,
            ..
        } = self
        else {
            return None;
        };
        if !still_to_act {
            // Played: the server sends the frames of a move before its `accepted` (which went
            // with the old line, if that dropped).
            self.accepted(now);
            return None;
        }
        if *sent_on == line {
            // Frames of other seats' moves may come before the answer on the same line.
            return None;
        }
        let again = (action.clone(), seq);
        *sent_on = line;
        Some(again)
    }

    pub fn shown(&self, now: f64) -> Shown {
        match self {
            Sending::Sent { at, .. } if now - at >= SHOW_AFTER_MS => Shown::Sending,
            Sending::Accepted { at } if now - at < ACCEPTED_FOR_MS => Shown::Accepted,
            _ => Shown::Nothing,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quick_answer_shows_nothing() {
        let mut s = Sending::sent("0:417".into(), 3, 1_000.0, 1);
        assert_eq!(s.shown(1_100.0), Shown::Nothing);
        s.accepted(1_150.0);
        assert_eq!(s, Sending::Idle);
        assert_eq!(s.shown(1_200.0), Shown::Nothing);
    }

    #[test]
    fn a_slow_answer_shows_the_move_on_its_way_then_in() {
        let mut s = Sending::sent("0:417".into(), 3, 1_000.0, 1);
        assert_eq!(s.shown(1_000.0 + SHOW_AFTER_MS), Shown::Sending);
        assert_eq!(s.shown(9_000.0), Shown::Sending);
        s.accepted(9_500.0);
        assert_eq!(s.shown(9_600.0), Shown::Accepted);
        assert_eq!(s.shown(9_500.0 + ACCEPTED_FOR_MS), Shown::Nothing);
    }

    #[test]
    fn a_refusal_ends_it() {
        let mut s = Sending::sent("0:417".into(), 3, 0.0, 1);
        s.refused();
        assert_eq!(s.shown(5_000.0), Shown::Nothing);
    }

    #[test]
    fn frames_on_the_same_line_wait_for_the_answer() {
        let mut s = Sending::sent("0:417".into(), 3, 0.0, 1);
        assert_eq!(s.frame(4, 1, true, 900.0), None);
        assert_eq!(s.shown(1_000.0), Shown::Sending);
    }

    #[test]
    fn the_frame_of_the_move_itself_comes_before_its_answer() {
        let mut s = Sending::sent("0:417".into(), 3, 0.0, 1);
        assert_eq!(s.frame(4, 1, false, 5_000.0), None);
        assert_eq!(s.shown(5_001.0), Shown::Accepted);
        s.accepted(5_002.0);
        assert_eq!(s.shown(5_003.0), Shown::Accepted);
        assert_eq!(s.shown(5_000.0 + ACCEPTED_FOR_MS), Shown::Nothing);
    }

    #[test]
    fn a_move_lost_with_its_line_goes_again_once_from_the_table_as_it_is() {
        let mut s = Sending::sent("0:417".into(), 3, 0.0, 1);
        assert_eq!(s.frame(5, 2, true, 17_000.0), Some(("0:417".into(), 5)));
        // Sent again on line 2: further frames there wait for its answer.
        assert_eq!(s.frame(6, 2, true, 17_100.0), None);
        s.accepted(20_000.0);
        assert_eq!(s.shown(20_001.0), Shown::Accepted);
    }

    #[test]
    fn a_move_the_table_no_longer_waits_for_is_not_sent_again() {
        let mut s = Sending::sent("0:417".into(), 3, 0.0, 1);
        assert_eq!(s.frame(4, 2, false, 100.0), None);
        assert_eq!(s, Sending::Idle);
    }
}
