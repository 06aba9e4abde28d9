//! What the screen-reader mode says aloud, for every game: one queue of messages, shown one at
//! a time in the page's live regions, each long enough for a screen reader to take it before
//! the next replaces it (lichess's blind mode drops a burst: only the last message of a reveal
//! would be heard). A game's table makes one only with the mode on (`Announcer::provide`), so
//! the pages without a game carry none of it and a sighted player's table runs none of it.
//!
//! Two regions, one queue: a polite one for the game's news and an assertive one for what
//! needs the player now ("your turn", a hand-over), since a region's politeness cannot be
//! changed reliably once a screen reader has seen it. The queue keeps their order.

use std::collections::VecDeque;
use std::time::Duration;

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};
use crate::app::prefs::Prefs;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Urgency {
    /// News of the game: read when the reader is idle.
    Polite,
    /// The answer to what the player just typed: read next, ahead of news still waiting.
    Answer,
    /// The player must act now: read at once, in the assertive region.
    Now,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Message {
    text: String,
    urgency: Urgency,
}

/// The waiting messages and the one last shown (plain data, so its rules read alone).
#[derive(Debug, Default)]
struct Queue {
    waiting: VecDeque<Message>,
    last: String,
}

impl Queue {
    fn push(&mut self, text: String, urgency: Urgency) {
        let message = Message { text, urgency };
        match urgency {
            Urgency::Answer => {
                let at = self
                    .waiting
                    .iter()
                    .take_while(|m| m.urgency == Urgency::Answer)
                    .count();
                self.waiting.insert(at, message);
            }
            _ => self.waiting.push_back(message),
        }
    }

    /// The next message to show. One equal to the last shown gains a no-break space: a
    /// region whose text does not change is not read again.
    fn next(&mut self) -> Option<Message> {
        let mut message = self.waiting.pop_front()?;
        if message.text == self.last {
            message.text.push('\u{a0}');
        }
        self.last.clone_from(&message.text);
        Some(message)
    }
}

/// How long a message stays before the next: longer for a longer one, within bounds. A
/// screen reader queues polite speech itself once it has taken the text; what it must not
/// meet is a region changed again before it looked (docs/accessibility.md, "The announcer").
fn dwell(text: &str) -> Duration {
    let chars = text.chars().count() as u64;
    Duration::from_millis((400 + 20 * chars).clamp(800, 2500))
}

/// Whether the player asked for the screen-reader mode (settings).
pub fn wanted() -> bool {
    use_context::<RwSignal<Prefs>>().is_some_and(|p| p.with_untracked(|p| p.screen_reader))
}

/// A game table's announcer, in context for its command box and its own words.
#[derive(Clone, Copy)]
pub struct Announcer {
    queue: StoredValue<Queue>,
    /// A message is showing (or the regions are just drawn): the next one waits.
    busy: StoredValue<bool>,
    shown: RwSignal<Option<Message>>,
}

impl Announcer {
    /// Makes the table's announcer and puts it in context. The first message waits a moment:
    /// a screen reader follows a region that was on the page before its text changed, and the
    /// regions are drawn with the table.
    pub fn provide() -> Announcer {
        let announcer = Announcer {
            queue: StoredValue::new(Queue::default()),
            busy: StoredValue::new(true),
            shown: RwSignal::new(None),
        };
        provide_context(announcer);
        announcer.rest(Duration::from_millis(300));
        announcer
    }

    /// Queues `text` to be read.
    pub fn say(self, text: impl Into<String>, urgency: Urgency) {
        let text = text.into();
        if text.trim().is_empty() {
            return;
        }
        self.queue.update_value(|q| q.push(text, urgency));
        self.pump();
    }

    fn rest(self, wait: Duration) {
        set_timeout(
            move || {
                self.busy.set_value(false);
                self.pump();
            },
            wait,
        );
    }

    /// Shows the next message unless one is showing. Also run by a timer, which may fire
    /// after its table is gone (a new game): then there is nothing left to do.
    fn pump(self) {
        if self.busy.try_get_value().unwrap_or(true) {
            return;
        }
        let Some(message) = self.queue.try_update_value(Queue::next).flatten() else {
            return;
        };
        let wait = dwell(&message.text);
        self.shown.try_set(Some(message));
        self.busy.set_value(true);
        self.rest(wait);
    }
}

pub fn use_announcer() -> Announcer {
    expect_context::<Announcer>()
}

/// The live regions, drawn with the table whose announcer is in context. Visually hidden.
#[component]
pub fn LiveRegions() -> impl IntoView {
    let announcer = use_announcer();
    let i18n = use_i18n();
    let text = move |now: bool| {
        announcer.shown.with(|m| {
            m.as_ref()
                .filter(|m| (m.urgency == Urgency::Now) == now)
                .map(|m| m.text.clone())
                .unwrap_or_default()
        })
    };
    view! {
        <div class="sr-only" role="status" aria-label=i18n.live(Key::SrAnnouncements)>
            {move || text(false)}
        </div>
        <div class="sr-only" role="alert" aria-label=i18n.live(Key::SrUrgent)>
            {move || text(true)}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn drain(queue: &mut Queue) -> Vec<String> {
        std::iter::from_fn(|| queue.next().map(|m| m.text)).collect()
    }

    #[test]
    fn news_keeps_its_order_and_an_answer_goes_ahead_of_it() {
        let mut queue = Queue::default();
        queue.push("reveal".into(), Urgency::Polite);
        queue.push("your turn".into(), Urgency::Now);
        queue.push("digits".into(), Urgency::Answer);
        queue.push("scores".into(), Urgency::Answer);
        assert_eq!(
            drain(&mut queue),
            ["digits", "scores", "reveal", "your turn"]
        );
    }

    #[test]
    fn a_message_equal_to_the_last_one_changes_so_it_is_read_again() {
        let mut queue = Queue::default();
        for _ in 0..3 {
            queue.push("t".into(), Urgency::Answer);
        }
        assert_eq!(drain(&mut queue), ["t", "t\u{a0}", "t"]);
    }

    #[test]
    fn a_long_message_stays_longer_within_bounds() {
        assert_eq!(dwell("ok"), Duration::from_millis(800));
        assert!(dwell(&"x".repeat(60)) > dwell(&"x".repeat(30)));
        assert_eq!(dwell(&"x".repeat(500)), Duration::from_millis(2500));
    }
}
