//! Ids of elements a game draws more than once on one page: the game itself and, under "How
//! would the best bot have done?" or a challenge, two replays of it. Each replay is a scope
//! whose ids carry its number, so that no id is used twice (a label or a focus would reach the
//! wrong element), and whose panels are named with the replay's title too, so that no two
//! landmarks share a name ("Players, Your game" and "Players, The best bot's game").

use std::sync::atomic::{AtomicUsize, Ordering};

use leptos::prelude::*;

/// The id of a replay's title, which names the replay and, after their own heading, its panels.
const TITLE: &str = "replay-title";

/// The scope of the element being drawn: none for the page's own game, else a replay's number.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Ids(Option<usize>);

impl Ids {
    /// The scope the current owner is drawn in (read while drawing, not in an event handler:
    /// keep the value for those).
    pub fn here() -> Ids {
        use_context::<Ids>().unwrap_or_default()
    }

    /// A new replay's scope, provided to everything drawn under the current owner.
    pub fn provide_new() -> Ids {
        static NEXT: AtomicUsize = AtomicUsize::new(1);
        let ids = Ids(Some(NEXT.fetch_add(1, Ordering::Relaxed)));
        provide_context(ids);
        ids
    }

    /// The id `name` in this scope.
    pub fn id(self, name: &str) -> String {
        match self.0 {
            None => name.to_owned(),
            Some(n) => format!("{name}-r{n}"),
        }
    }

    /// The replay title's id in this scope.
    pub fn title(self) -> String {
        self.id(TITLE)
    }

    /// The `aria-labelledby` of a section headed by the heading `heading` (its unscoped id):
    /// the heading, and in a replay the replay's title after it.
    pub fn labelled_by(self, heading: &str) -> String {
        match self.0 {
            None => heading.to_owned(),
            Some(_) => format!("{} {}", self.id(heading), self.title()),
        }
    }
}
