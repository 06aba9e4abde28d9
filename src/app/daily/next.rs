//! Under a finished daily, the time left until the next one (local midnight, when the date
//! that picks the deal turns), ticking each second, as a results screen shows it.

use leptos::prelude::*;

use super::record;
use crate::app::i18n::{use_i18n, Key};
use crate::app::notices::use_notices;
use crate::app::session::{AppGame, Held};

/// Milliseconds from now to the next local midnight.
fn to_midnight() -> f64 {
    let now = js_sys::Date::new_0();
    let midnight = js_sys::Date::new_with_year_month_day(
        now.get_full_year(),
        now.get_month() as i32,
        now.get_date() as i32 + 1,
    );
    (midnight.get_time() - now.get_time()).max(0.0)
}

/// "5:04:09": hours, minutes, seconds.
fn clock(ms: f64) -> String {
    let s = (ms / 1000.0).ceil() as u64;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

#[component]
pub fn NextDaily<G: AppGame + Send + Sync + 'static>(session: Held<G>) -> impl IntoView {
    let i18n = use_i18n();
    let notices = use_notices();
    let finished_daily = move || {
        session.with(|held| {
            held.as_ref().is_some_and(|held| {
                held.game.outcome().is_some()
                    && record::playing_of(&record::load(notices), &held.game).is_some()
            })
        })
    };
    let left = RwSignal::new(to_midnight());
    move || {
        finished_daily().then(|| {
            // The clock ticks only while it is shown.
            left.set(to_midnight());
            if let Ok(handle) = set_interval_with_handle(
                move || left.set(to_midnight()),
                std::time::Duration::from_secs(1),
            ) {
                on_cleanup(move || handle.clear());
            }
            view! {
                <p class="daily-next" data-testid="next-daily">
                    {move || i18n.t(Key::DailyNextIn)}
                    " "
                    <time class="num">{move || clock(left.get())}</time>
                </p>
            }
        })
    }
}
