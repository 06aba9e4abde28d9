//! The page at `?table=CODE`: one line to the server, what it says kept in signals, and the
//! screen they make: the lobby, the game as this seat sees it, and the outcome. A finished
//! game joins the history from the save the last frame carries, so its replay, review and
//! challenge work as for any game.

use leptos::prelude::*;
use numera_wire::{ClientMessage, ErrorCode, Frame, RawJson, ServerMessage, Status, TableInfo};
use wasm_bindgen::JsCast;

use super::alert::signal_turns;
use super::clock::{clock_bar, expiry_words, stood_in_words, Timing};
use super::end::{finish, outcome};
use super::line::{Line, LineState};
use super::lobby::{lobby, seat_words, Desk};
use super::new_table::{new_table, PaceChoice};
use super::sending::{Sending, Shown, ACCEPTED_FOR_MS, SHOW_AFTER_MS};
use super::words::Trouble;
use super::{OnlineGame, Remote};
use crate::app::game_screens::{GameScreens, Views};
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::later::BodyOf;
use crate::app::notices::use_notices;
use crate::app::route;
use crate::app::seat::{name_seats, Names};
use crate::app::session::Held;
use crate::app::setup::SeatChoiceKind;
use crate::app::storage;
use crate::rules::json::FromJson;
use crate::rules::{PlayerId, SeatView};
use crate::store::table_seat::TableSeat;

/// The screen of table `code`; `asked`: the options of a new table (`code` is `NEW`).
pub fn open<G: OnlineGame>(
    code: String,
    asked: Option<G::Options>,
    screens: &'static GameScreens<G>,
    views: Views<G>,
    body: BodyOf<G>,
) -> AnyView {
    let i18n = use_i18n();
    let notices = use_notices();
    let asked = StoredValue::new(asked.map(|options| RawJson::of(&options)));
    let creating = code == super::NEW_TABLE;
    let mine = RwSignal::new(if creating {
        TableSeat::default()
    } else {
        storage::table_seat(&code)
    });
    let code = RwSignal::new(if creating { String::new() } else { code });
    let info = RwSignal::new(None::<TableInfo>);
    let view = RwSignal::new(None::<G::View>);
    let seq = RwSignal::new(0u64);
    let me = RwSignal::new(None::<PlayerId>);
    let trouble = RwSignal::new(None::<Trouble>);
    let name = RwSignal::new(storage::sender_name());
    let finished: Held<G> = RwSignal::new(None);
    // The new table's options, once its host asked to open it.
    let create = StoredValue::new(None::<RawJson>);
    let timing = Timing::new();
    let pace = PaceChoice::new(screens.seats.kinds.iter().map(|k| k.name()));
    let line = StoredValue::new(None::<Line>);
    // This device's move on its way (sending.rs), and how many times the line has opened.
    let sending = RwSignal::new(Sending::Idle);
    let shown = RwSignal::new(Shown::Nothing);
    let opened = StoredValue::new(0u32);
    let recheck = move || shown.set(sending.with_untracked(|s| s.shown(js_sys::Date::now())));
    let recheck_after = move |ms: f64| {
        set_timeout(recheck, std::time::Duration::from_millis(ms as u64 + 20));
    };
    let send = Callback::new(move |message: ClientMessage| {
        if let Some(line) = line.get_value() {
            line.send(&message);
        }
    });
    // Said each time the line opens: who this is, so a reload or a lost line comes back to
    // its seat.
    let greet = move || {
        let at = code.get_untracked();
        let message = match mine.with_untracked(|m| m.seat.clone()) {
            Some((_, token)) if !at.is_empty() => ClientMessage::Resume { code: at, token },
            _ if !at.is_empty() => ClientMessage::Join { code: at },
            _ => match create.get_value() {
                Some(options) => ClientMessage::Create {
                    game: G::ID,
                    options,
                    name: name.get_untracked().trim().to_owned(),
                    clock_s: pace.clock_s.get_untracked(),
                    clock_bot: pace.bot.get_untracked().map(str::to_owned),
                },
                None => return,
            },
        };
        send.run(message);
    };
    let keep = move |record: TableSeat| {
        storage::store_table_seat(&code.get_untracked(), &record, notices);
        mine.set(record);
    };
    let on_frame = move |frame: Frame| {
        let read = G::View::from_json(frame.view.as_str());
        let Ok(read) = read else {
            trouble.set(read.err().map(|e| Trouble::Garbled(e.to_string())));
            return;
        };
        if let Some(save) = &frame.save {
            finish::<G>(save, mine, keep, finished, trouble, notices, i18n);
        }
        timing.set(frame.clock.clone());
        seq.set(frame.seq);
        me.set(frame.me);
        let still = frame.me.is_some_and(|m| read.to_act().contains(&m));
        view.set(Some(read));
        let lost = sending
            .try_update(|s| s.frame(frame.seq, opened.get_value(), still, js_sys::Date::now()))
            .flatten();
        if let Some((action, seq)) = lost {
            send.run(ClientMessage::Act { seq, action });
        }
        recheck();
        recheck_after(ACCEPTED_FOR_MS);
    };
    let names: Memo<Vec<String>> = Memo::new(move |_| {
        info.with(|i| {
            i.as_ref()
                .map(|i| i.seats.iter().map(|s| seat_words(i18n, s)).collect())
                .unwrap_or_default()
        })
    });
    // The game's own panels name each seat as the table does: "You" for this device's, the
    // name a player took for theirs.
    Effect::new(move |_| {
        let called = info.with(|i| {
            i.as_ref()
                .map(|i| {
                    i.seats
                        .iter()
                        .map(|s| s.name.clone().filter(|_| s.kind == "human"))
                        .collect()
                })
                .unwrap_or_default()
        });
        name_seats(Names {
            you: me.get(),
            called,
        });
    });
    on_cleanup(|| name_seats(Names::default()));
    let on_reply = move |read: Result<ServerMessage, String>| match read {
        Err(why) => trouble.set(Some(Trouble::Garbled(why))),
        Ok(ServerMessage::Created {
            code: at,
            host,
            seat,
            token,
        }) => {
            code.set(at.clone());
            keep(TableSeat {
                seat: seat.zip(token),
                host: Some(host),
                recorded: false,
            });
            // The address to send, and the one a reload comes back to.
            route::replace(&format!("/{}?table={at}", G::ID));
        }
        Ok(ServerMessage::Seated { seat, token, .. }) => {
            trouble.set(None);
            let mut record = mine.get_untracked();
            record.seat = Some((seat, token));
            keep(record);
        }
        Ok(ServerMessage::Table(table)) => {
            if table.status == Status::Closed {
                trouble.set(Some(Trouble::Error(ErrorCode::HostClosed, String::new())));
            }
            info.set(Some(table));
        }
        Ok(ServerMessage::Frame(frame)) => on_frame(frame),
        Ok(ServerMessage::Accepted { .. }) => {
            trouble.set(None);
            sending.update(|s| s.accepted(js_sys::Date::now()));
            recheck();
            recheck_after(ACCEPTED_FOR_MS);
        }
        Ok(ServerMessage::Refused { reason, .. }) => {
            trouble.set(Some(Trouble::Refused(reason)));
            sending.update(Sending::refused);
            recheck();
        }
        // A token that holds no seat (the seat was given to a bot, the table was restarted
        // from an older copy): the player watches instead.
        Ok(ServerMessage::Error {
            code: ErrorCode::BadToken,
            ..
        }) if mine.with_untracked(|m| m.seat.is_some()) => {
            let mut record = mine.get_untracked();
            record.seat = None;
            keep(record);
            greet();
        }
        Ok(ServerMessage::Error { code: c, text }) => trouble.set(Some(Trouble::Error(c, text))),
        // Said where the clocks' notices are: what happened to this seat while away.
        Ok(ServerMessage::StoodIn { actions, .. }) => {
            timing.notice.set(Some(stood_in_words(i18n, &actions)))
        }
        Ok(
            ServerMessage::Pong { .. } | ServerMessage::Clock(_) | ServerMessage::Expired { .. },
        ) => {}
    };
    let on_message = move |read: Result<ServerMessage, String>| {
        let expiry = |e| names.with_untracked(|n| expiry_words(i18n, &e, me.get_untracked(), n));
        if read.as_ref().is_ok_and(|m| timing.read(m, expiry)) {
            return;
        }
        on_reply(read)
    };
    let on_open = move || {
        opened.update_value(|n| *n += 1);
        greet();
    };
    line.set_value(Some(Line::open(on_open, on_message)));
    let state = line.get_value().map(|l| l.state);
    // Moves are offered only on a line that is known to work: one that dropped or went quiet
    // may be behind the table, and a move made on an old view is one the table refuses.
    let live = Memo::new(move |_| state.is_none_or(|s| s.get() == LineState::Open));
    // No other move while one is on its way: a second press would send it twice.
    let held = move || !live.get() || shown.get() == Shown::Sending;

    let remote = Remote::<G> {
        view: Memo::new(move |_| view.get()),
        me: Memo::new(move |_| me.get()),
        names,
        act: Callback::new(move |action: G::Action| {
            trouble.set(None);
            timing.notice.set(None);
            let (at, action) = (seq.get_untracked(), action.to_string());
            let now = js_sys::Date::now();
            sending.set(Sending::sent(action.clone(), at, now, opened.get_value()));
            send.run(ClientMessage::Act { seq: at, action });
            recheck_after(SHOW_AFTER_MS);
        }),
        i18n,
    };
    let to_act =
        Memo::new(move |_| view.with(|v| v.as_ref().map(|v| v.to_act()).unwrap_or_default()));
    let mine_to_act =
        Memo::new(move |_| live.get() && me.get().is_some_and(|m| to_act.with(|t| t.contains(&m))));
    signal_turns(mine_to_act, i18n);
    let desk = Desk {
        code,
        info,
        mine,
        name,
        kinds: StoredValue::new(screens.seats.kinds.iter().map(|k| k.name()).collect()),
        send,
        i18n,
    };
    let status = Memo::new(move |_| info.with(|i| i.as_ref().map(|i| i.status)));
    let playing = Memo::new(move |_| view.with(Option::is_some));
    let ended = Memo::new(move |_| trouble.with(|t| t.as_ref().is_some_and(Trouble::is_final)));
    let open_new = move || {
        let Some(options) = asked.get_value() else {
            return;
        };
        storage::store_sender_name(&name.get_untracked());
        create.set_value(Some(options));
        greet();
    };
    view! {
        <div class="online" data-table=move || code.get() data-seq=move || seq.get() data-me=move || me.get().map(|m| m.to_string())>
            <p class="feedback" role="alert">
                {move || trouble.get().map(|t| t.words::<G>(i18n))}
                {move || match state.map(|s| s.get()) {
                    Some(LineState::Lost) => Some(i18n.t(Key::OnLost).to_owned()),
                    Some(LineState::Reconnecting) => Some(i18n.t(Key::OnReconnecting).to_owned()),
                    Some(LineState::Quiet(seconds)) => Some(i18n.f(Key::OnQuiet, &[("seconds", seconds.to_string())])),
                    Some(LineState::Connecting) if info.with(Option::is_none) => Some(i18n.t(Key::OnConnecting).to_owned()),
                    _ => None,
                }}
            </p>
            {move || (creating && code.with(String::is_empty)).then(|| new_table(name, pace, i18n, open_new))}
            {move || (status.get() == Some(Status::Open) && !ended.get()).then(|| lobby(desk))}
            {move || finished.with(Option::is_some).then(|| outcome(finished, screens, views, body))}
            // Once over, the last view stays under the outcome: the board as it ended.
            {move || (playing.get() && !ended.get()).then(|| view! {
                // The table's panel (names, the link, the stand-ins) comes after the game, a
                // phone's whole page below: one press takes the player there.
                <button class="btn btn-quiet to-table" on:click=move |_| to_table_panel()>
                    {i18n.live(Key::OnToTable)}<span aria-hidden="true">" ↓"</span>
                </button>
                <div class="online-game" class:offline=move || !live.get() inert=held aria-busy=move || held().to_string()>
                    <p class="status-line online-turn" role="status">
                        {move || match shown.get() {
                            Shown::Sending => Some(i18n.t(Key::OnSending).to_owned()),
                            Shown::Accepted => Some(format!("✓ {}", i18n.t(Key::OnMoveIn))),
                            Shown::Nothing => live.get().then(|| turn_words(i18n, me.get(), &to_act.get(), &names.get())),
                        }}
                    </p>
                    {clock_bar(timing, remote.me, names, send, i18n)}
                    {untrack(|| G::table(remote))}
                </div>
            })}
            {move || (status.get() == Some(Status::Playing) && !ended.get()).then(|| lobby(desk))}
            {move || (ended.get() || finished.with(Option::is_some)).then(|| view! {
                <p><a class="btn" href=format!("/{}", G::ID)>{i18n.live(Key::OnBackToGame)}</a></p>
            })}
        </div>
    }
    .into_any()
}

/// Brings the table's panel to the top of the window and gives its heading the focus, so a
/// keyboard or screen reader goes on from there.
fn to_table_panel() {
    let Some(title) = document().get_element_by_id("table-title") else {
        return;
    };
    let _ = title.set_attribute("tabindex", "-1");
    title.scroll_into_view_with_bool(true);
    if let Some(h) = title.dyn_ref::<web_sys::HtmlElement>() {
        let _ = h.focus();
    }
}

/// "Your turn", or who the table waits for.
fn turn_words(i18n: I18n, me: Option<PlayerId>, to_act: &[PlayerId], names: &[String]) -> String {
    if me.is_some_and(|m| to_act.contains(&m)) {
        return i18n.t(Key::OnYourTurn).to_owned();
    }
    if to_act.is_empty() {
        return String::new();
    }
    let waiting: Vec<&str> = to_act
        .iter()
        .filter_map(|&s| names.get(s).map(String::as_str))
        .collect();
    i18n.f(Key::OnWaitingFor, &[("names", waiting.join(", "))])
}
