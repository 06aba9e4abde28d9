//! How long the page has heard nothing from the table, and what it makes of it. A dropped
//! network can leave a WebSocket open for minutes with nothing coming through, so the page
//! pings the server every few seconds and reads the silence itself: after a few seconds it
//! says so (and offers no moves), after longer it gives the line up and opens a new one.
//! Plain arithmetic on times in ms, apart from the socket, so a test can run it.

/// A ping to the server this often (the server pings the page as often, docs/tables.md).
pub const PING_MS: f64 = 4_000.0;
/// Heard nothing for this long, a ping unanswered: the page says so.
pub const QUIET_MS: f64 = 8_000.0;
/// Heard nothing for this long: the server has closed its end by now (after 12 s), so the
/// page drops the line and opens a new one, as after a close.
pub const DEAD_MS: f64 = 16_000.0;

/// What the page knows of its line's news.
#[derive(Debug, Clone, Copy, Default)]
pub struct News {
    /// When the page last heard anything, or opened the line.
    pub heard: f64,
    /// When the oldest ping not answered yet (by anything) went out.
    pub asked: Option<f64>,
    /// When the last ping went out.
    pub pinged: f64,
}

/// The line, judged at one moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Fine,
    /// Silent for at least this many seconds, counted in steps of the ping (8, 12): the
    /// notice is an alert, and a count that changed every second would be read out every
    /// second.
    Quiet(u32),
    Dead,
}

impl News {
    pub fn new(now: f64) -> News {
        News {
            heard: now,
            asked: None,
            pinged: now,
        }
    }

    /// Anything arrived.
    pub fn heard(&mut self, now: f64) {
        self.heard = now;
        self.asked = None;
    }

    /// Whether a ping is due; if so it counts as sent.
    pub fn ping_due(&mut self, now: f64) -> bool {
        if now - self.pinged < PING_MS {
            return false;
        }
        self.pinged = now;
        self.asked.get_or_insert(now);
        true
    }

    /// The silence is judged only once a ping has gone unanswered for a while: a tab whose
    /// timers the browser slowed asks first, rather than take its own quiet for the line's.
    pub fn verdict(&self, now: f64) -> Verdict {
        let silent = now - self.heard;
        let waited = self.asked.map_or(0.0, |at| now - at);
        if silent >= DEAD_MS && waited >= DEAD_MS - QUIET_MS {
            Verdict::Dead
        } else if silent >= QUIET_MS && waited >= PING_MS {
            let step = PING_MS / 1000.0;
            Verdict::Quiet(((silent / 1000.0 / step).floor() * step) as u32)
        } else {
            Verdict::Fine
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    /// Ticks every second from `from` to `to` (ms), pinging when due, as the line does.
    fn run(news: &mut News, from: u32, to: u32) -> Verdict {
        let mut last = Verdict::Fine;
        for s in from..=to {
            let now = f64::from(s) * 1000.0;
            news.ping_due(now);
            last = news.verdict(now);
        }
        last
    }

    #[test]
    fn a_held_line_is_said_quiet_within_eight_seconds_and_given_up_after_sixteen() {
        let mut news = News::new(0.0);
        news.heard(3_900.0);
        // The line holds from 4 s: nothing answers any more.
        assert_eq!(run(&mut news, 1, 11), Verdict::Fine);
        assert_eq!(run(&mut news, 12, 12), Verdict::Quiet(8));
        assert_eq!(run(&mut news, 13, 15), Verdict::Quiet(8));
        assert_eq!(run(&mut news, 16, 19), Verdict::Quiet(12));
        assert_eq!(run(&mut news, 20, 20), Verdict::Dead);
    }

    #[test]
    fn an_answered_line_stays_fine() {
        let mut news = News::new(0.0);
        for s in 1..60 {
            let now = f64::from(s) * 1000.0;
            if news.ping_due(now) {
                news.heard(now + 30.0);
            }
            assert_eq!(news.verdict(now + 500.0), Verdict::Fine);
        }
    }

    #[test]
    fn a_slowed_tab_asks_before_it_says_quiet() {
        let mut news = News::new(0.0);
        news.heard(1_000.0);
        // The browser ran no timer for a minute: the first tick after asks first.
        assert!(news.ping_due(61_000.0));
        assert_eq!(news.verdict(61_000.0), Verdict::Fine);
        news.heard(61_050.0);
        assert_eq!(news.verdict(62_000.0), Verdict::Fine);
    }
}
