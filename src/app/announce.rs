//! What the screen-reader mode says aloud, for every game: one queue of messages, shown one at
//! a time in the page's live regions, each long enough for a screen reader to take it before
//! the next replaces it (lichess's blind mode drops a burst: only the last message of a reveal
//! would be heard). Nothing is queued with the mode off, so a sighted player pays nothing.
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

/// The page's announcer, in context at the root (app/mod.rs).
#[derive(Clone, Copy)]
pub struct Announcer {
    on: Signal<bool>,
    queue: StoredValue<Queue>,
    busy: StoredValue<bool>,
    shown: RwSignal<Option<Message>>,
}

impl Announcer {
    pub fn new(prefs: RwSignal<Prefs>) -> Announcer {
        Announcer {
            on: Signal::derive(move || prefs.with(|p| p.screen_reader)),
            queue: StoredValue::new(Queue::default()),
            busy: StoredValue::new(false),
            shown: RwSignal::new(None),
        }
    }

    /// Whether the screen-reader mode is on.
    pub fn on(self) -> bool {
        self.on.get_untracked()
    }

    /// Queues `text` to be read (nothing with the mode off).
    pub fn say(self, text: impl Into<String>, urgency: Urgency) {
        let text = text.into();
        if !self.on() || text.trim().is_empty() {
            return;
        }
        self.queue.update_value(|q| q.push(text, urgency));
        self.pump();
    }

    fn pump(self) {
        if self.busy.get_value() {
            return;
        }
        let Some(message) = self.queue.try_update_value(Queue::next).flatten() else {
            return;
        };
        let wait = dwell(&message.text);
        self.shown.set(Some(message));
        self.busy.set_value(true);
        set_timeout(
            move || {
                self.busy.set_value(false);
                self.pump();
            },
            wait,
        );
    }
}

pub fn use_announcer() -> Announcer {
    expect_context::<Announcer>()
}

/// The live regions, drawn once at the root while the mode is on (a region must be on the
/// page before its text changes for a screen reader to follow it). Visually hidden.
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
    move || {
        announcer.on.get().then(|| {
            view! {
                <div class="sr-only" role="status" aria-label=i18n.live(Key::SrAnnouncements)>
                    {move || text(false)}
                </div>
                <div class="sr-only" role="alert" aria-label=i18n.live(Key::SrUrgent)>
                    {move || text(true)}
                </div>
            }
        })
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
