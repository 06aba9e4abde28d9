//! Parts of a page drawn one task after another while the app starts, so that no single task
//! of the start is long (a phone's main thread is then free to answer between them). What
//! index.html shows stands in until the last part is drawn (app::stand_in), so nobody sees a
//! page half drawn; once the app is up, a part is drawn at once, in the same task as the rest.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;

use leptos::prelude::*;

thread_local! {
    /// The parts waiting for their task, in the order they were met.
    static DUE: RefCell<VecDeque<RwSignal<bool>>> = const { RefCell::new(VecDeque::new()) };
    /// Whether the app is still starting (`draw_all` not done).
    static STARTING: Cell<bool> = const { Cell::new(true) };
}

/// `part`, drawn in a task of its own after the parts met before it while the app starts; at
/// once afterwards. What `part` reads at its top is not tracked, as in a component's body.
pub fn in_turn<V>(part: impl Fn() -> V + Send + Sync + 'static) -> impl IntoView
where
    V: IntoView + 'static,
{
    let due = RwSignal::new(!STARTING.get());
    if !due.get_untracked() {
        DUE.with(|d| d.borrow_mut().push_back(due));
    }
    move || due.get().then(|| untrack(&part))
}

/// Draws the parts waiting, each in a task of its own, parts met while drawing them included;
/// then the start is over.
pub async fn draw_all() {
    while let Some(due) = DUE.with(|d| d.borrow_mut().pop_front()) {
        super::next_task().await;
        due.set(true);
    }
    STARTING.set(false);
}
