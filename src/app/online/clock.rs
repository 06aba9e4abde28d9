//! The table's clock on the page (docs/tables.md, "Clocks"): the server's deadlines counted
//! down here, with the page's own clock set against the server's `now`, a calm warning
//! when little time is left (said once to screen readers), more time once a game, and the
//! notices of a clock that ran out, a seat a bot took over and time given back.

use leptos::prelude::*;
use numera_wire::{warning_s, ClientMessage, ClockInfo, ServerMessage};

use crate::app::i18n::{I18n, Key};
use crate::rules::PlayerId;

/// What the page knows of the table's clock.
#[derive(Clone, Copy)]
pub struct Timing {
    pub info: RwSignal<Option<ClockInfo>>,
    /// The server's time less the page's when the clocks arrived, in milliseconds.
    skew: RwSignal<f64>,
    /// The last clock that ran out, in words.
    pub notice: RwSignal<Option<String>>,
}

impl Timing {
    pub fn new() -> Timing {
        Timing {
            info: RwSignal::new(None),
            skew: RwSignal::new(0.0),
            notice: RwSignal::new(None),
        }
    }

    /// The clocks a frame or a `clock` message carries (none: the table has no clock).
    pub fn set(&self, info: Option<ClockInfo>) {
        if let Some(i) = &info {
            self.skew.set(i.now as f64 - js_sys::Date::now());
        }
        self.info.set(info);
    }

    /// Reads a message about the clock; whether it was one.
    pub fn read(&self, message: &ServerMessage, words: impl Fn(Expiry) -> String) -> bool {
        match message {
            ServerMessage::Clock(info) => self.set(Some(info.clone())),
            ServerMessage::Expired {
                seat, action, bot, ..
            } => self.notice.set(Some(words(Expiry {
                seat: *seat,
                action: action.clone(),
                handed_over: *bot,
            }))),
            _ => return false,
        }
        true
    }
}

/// A clock that ran out, as the server told it.
pub struct Expiry {
    pub seat: PlayerId,
    /// The move's text, when this device may know it.
    pub action: Option<String>,
    pub handed_over: bool,
}

/// The notice of a clock that ran out, for the device of `me`.
pub fn expiry_words(i18n: I18n, e: &Expiry, me: Option<PlayerId>, names: &[String]) -> String {
    let player = names.get(e.seat).cloned().unwrap_or_default();
    let mine = me == Some(e.seat);
    let action = e.action.as_deref().map(bare_move);
    let said = match (&action, mine) {
        (Some(action), true) => i18n.f(Key::OnExpiredMine, &[("move", action.clone())]),
        (Some(action), false) => i18n.f(
            Key::OnExpiredPlayed,
            &[("player", player.clone()), ("move", action.clone())],
        ),
        (None, _) => i18n.f(Key::OnExpiredChose, &[("player", player.clone())]),
    };
    if !e.handed_over {
        return said;
    }
    let handed = match mine {
        true => i18n.t(Key::OnHandedOverMine).to_owned(),
        false => i18n.f(Key::OnHandedOver, &[("player", player)]),
    };
    format!("{said} {handed}")
}

/// A move as the notices tell it: they name the player already, so without its "1:" seat.
fn bare_move(action: &str) -> String {
    crate::rules::seat_prefix(action)
        .map_or(action, |(_, rest)| rest)
        .to_owned()
}

/// What a bot the host put in played for this device's player while they were away.
pub fn stood_in_words(i18n: I18n, actions: &[String]) -> String {
    let moves: Vec<String> = actions.iter().map(|a| bare_move(a)).collect();
    i18n.f(Key::OnStoodIn, &[("moves", moves.join(", "))])
}

/// Time left in words: `0:17`, `5 h 12 min`, `2 d 3 h`.
pub fn time_words(i18n: I18n, left_ms: f64) -> String {
    let secs = (left_ms.max(0.0) / 1000.0).ceil() as u64;
    let (d, h, m, s) = (secs / 86_400, secs / 3600 % 24, secs / 60 % 60, secs % 60);
    if d > 0 {
        i18n.f(Key::OnTimeDH, &[("d", d.to_string()), ("h", h.to_string())])
    } else if secs >= 3600 {
        i18n.f(Key::OnTimeHM, &[("h", h.to_string()), ("m", m.to_string())])
    } else {
        format!("{}:{s:02}", secs / 60)
    }
}

/// The clocks of the table: this seat's countdown (a `role="timer"`), the others', more
/// time, the seat back from the bot, and the notices.
pub fn clock_bar(
    timing: Timing,
    me: Memo<Option<PlayerId>>,
    names: Memo<Vec<String>>,
    send: Callback<ClientMessage>,
    i18n: I18n,
) -> impl IntoView {
    let now = RwSignal::new(js_sys::Date::now());
    if let Ok(handle) = set_interval_with_handle(
        move || now.set(js_sys::Date::now()),
        std::time::Duration::from_millis(250),
    ) {
        on_cleanup(move || handle.clear());
    }
    // Milliseconds left for `seat`, on the server's clock.
    let left = move |seat: PlayerId| {
        let at = timing
            .info
            .with(|i| i.as_ref()?.deadline(seat).map(|d| d.at))?;
        Some(at as f64 - (now.get() + timing.skew.get()))
    };
    let warn_ms = move || {
        timing.info.with(|i| {
            i.as_ref()
                .map_or(20_000.0, |i| warning_s(i.per_move_s) as f64 * 1000.0)
        })
    };
    let mine = Memo::new(move |_| me.get().and_then(left));
    let warned = Memo::new(move |_| mine.get().is_some_and(|l| l <= warn_ms()));
    let more = Memo::new(move |_| {
        let seat = me.get();
        timing.info.with(|i| {
            i.as_ref()
                .and_then(|i| i.deadline(seat?))
                .is_some_and(|d| d.more)
        })
    });
    let handed = Memo::new(move |_| {
        let seat = me.get();
        timing.info.with(|i| {
            i.as_ref()
                .is_some_and(|i| seat.is_some_and(|s| i.bot.contains(&s)))
        })
    });
    let given_back = move || timing.info.with(|i| i.as_ref()?.given_back_s);
    let others = move || {
        let deadlines = timing
            .info
            .with(|i| i.as_ref().map(|i| i.deadlines.clone()).unwrap_or_default());
        deadlines
            .into_iter()
            .filter(|d| Some(d.seat) != me.get())
            .map(|d| {
                let player = names.with(|n| n.get(d.seat).cloned().unwrap_or_default());
                let time = time_words(i18n, left(d.seat).unwrap_or(0.0));
                view! { <li class="num">{i18n.f(Key::OnTimeOf, &[("player", player), ("time", time)])}</li> }
            })
            .collect_view()
    };
    view! {
        <div class="table-clock" data-testid="table-clock">
            {move || mine.get().map(|l| view! {
                <p class="clock-mine num" class:clock-warn=move || warned.get() role="timer" data-testid="my-clock">
                    {i18n.f(Key::OnTimeLeft, &[("time", time_words(i18n, l))])}
                </p>
            })}
            // Said once, when the warning starts: a timer itself is not read out as it ticks.
            <p class="sr-only" aria-live="polite">
                {move || warned.get().then(|| {
                    let at = untrack(|| mine.get()).unwrap_or(0.0);
                    i18n.f(Key::OnTimeWarn, &[("time", time_words(i18n, at))])
                })}
            </p>
            {move || more.get().then(|| view! {
                <button class="btn" on:click=move |_| send.run(ClientMessage::MoreTime)>
                    {i18n.live(Key::OnMoreTime)}
                </button>
            })}
            <ul class="clock-others">{others}</ul>
            {move || handed.get().then(|| view! {
                <p class="clock-handed">{i18n.live(Key::OnHandedOverMine)}" "
                    <button class="btn btn-primary" on:click=move |_| send.run(ClientMessage::TakeBack)>
                        {i18n.live(Key::OnTakeBack)}
                    </button>
                </p>
            })}
            <p class="clock-notice" role="status" data-testid="clock-notice">
                {move || given_back().map(|s| i18n.f(Key::OnGivenBack, &[("time", time_words(i18n, s as f64 * 1000.0))]))}
                " "
                {move || timing.notice.get()}
            </p>
        </div>
    }
}
