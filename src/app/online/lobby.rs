//! The table around the game: its code and link to send, who sits where (and who is away),
//! and what each may do there: take a free seat, and for the host, turn seats into bots,
//! start, let a bot play for someone away, close the table.

use leptos::prelude::*;
use numera_wire::{grouped_code, ClientMessage, SeatInfo, Status, TableInfo};

use crate::app::choice::Choice;
use crate::app::i18n::{I18n, Key};
use crate::app::seat::{glyph, kind_key, number_name, seat_class};
use crate::app::share;
use crate::store::table_seat::TableSeat;

/// What the lobby reads and how it asks the server for something.
#[derive(Clone, Copy)]
pub struct Desk {
    pub code: RwSignal<String>,
    pub info: RwSignal<Option<TableInfo>>,
    pub mine: RwSignal<TableSeat>,
    /// The name this player sits down with.
    pub name: RwSignal<String>,
    /// The seat kinds the game has, humans first (`human`, `easy`…).
    pub kinds: StoredValue<Vec<&'static str>>,
    pub send: Callback<ClientMessage>,
    pub i18n: I18n,
}

impl Desk {
    fn host(self) -> Option<String> {
        self.mine.with(|m| m.host.clone())
    }

    fn my_seat(self) -> Option<usize> {
        self.mine.with(|m| m.seat.as_ref().map(|(seat, _)| *seat))
    }

    fn status(self) -> Option<Status> {
        self.info.with(|i| i.as_ref().map(|i| i.status))
    }

    fn ask(self, what: impl FnOnce(String, String) -> ClientMessage) {
        if let Some(host) = self.host() {
            self.send.run(what(self.code.get_untracked(), host));
        }
    }
}

/// A seat in words: its player's name, its bot, or that it is free.
pub fn seat_words(i18n: I18n, seat: &SeatInfo) -> String {
    match (&seat.name, kind_key(&seat.kind)) {
        (Some(name), _) if seat.kind == "human" => name.clone(),
        (_, Some(key)) if seat.kind != "human" => i18n.t(key).to_owned(),
        _ => i18n.t(Key::OnSeatFree).to_owned(),
    }
}

/// The table's code, its link and its seats, with what this player may do there.
pub fn lobby(desk: Desk) -> impl IntoView {
    let i18n = desk.i18n;
    let link = move || {
        let origin = web_sys::window()
            .and_then(|w| w.location().origin().ok())
            .unwrap_or_default();
        let game = desk.info.with(|i| i.as_ref().map(|i| i.game.to_string()));
        format!(
            "{origin}/{}?table={}",
            game.unwrap_or_default(),
            desk.code.get()
        )
    };
    let copied = RwSignal::new(false);
    let copy = move |_| share::copy(&link(), move |ok| copied.set(ok));
    let seats = move || {
        desk.info
            .with(|i| i.as_ref().map(|i| i.seats.clone()).unwrap_or_default())
    };
    let open = move || desk.status() == Some(Status::Open);
    let sitting = move || desk.my_seat().is_some();
    let all_seated = move || {
        seats()
            .iter()
            .all(|s| s.kind != "human" || s.name.is_some())
    };
    view! {
        <section class="panel online-lobby" aria-labelledby="table-title">
            <h2 id="table-title">{move || i18n.f(Key::OnTableTitle, &[("code", grouped_code(&desk.code.get()))])}</h2>
            <p class="hint">{move || i18n.f(Key::OnLinkLabel, &[("code", grouped_code(&desk.code.get()))])}</p>
            <div class="table-link">
                <input class="link-field" type="text" readonly prop:value=link aria-label=i18n.live(Key::OnTableLink) />
                <button class="btn" on:click=copy>
                    <span aria-hidden="true">"↗ "</span>
                    {i18n.live(Key::OnCopyLink)}
                </button>
                <p role="status" class="hint">{move || copied.get().then(|| i18n.t(Key::LinkCopied))}</p>
            </div>
            <ol class="seat-setup online-seats">
                {move || seats().into_iter().map(|seat| seat_row(desk, seat)).collect_view()}
            </ol>
            {move || (open() && !sitting()).then(|| view! {
                <label class="field">
                    <span class="field-label">{i18n.live(Key::OnNameLabel)}</span>
                    <input
                        type="text"
                        class="name-input"
                        maxlength="24"
                        autocomplete="nickname"
                        prop:value=move || desk.name.get()
                        on:input=move |e| desk.name.set(event_target_value(&e))
                    />
                </label>
            })}
            <p class="hint" role="status">
                {move || match (desk.status(), desk.host().is_some(), sitting()) {
                    (Some(Status::Open), true, _) => Some(i18n.t(Key::OnWaitSeats)),
                    (Some(Status::Open), false, true) => Some(i18n.t(Key::OnWaitHost)),
                    (Some(Status::Playing), _, false) => Some(i18n.t(Key::OnWatching)),
                    _ => None,
                }}
                " "
                {move || {
                    let n = desk.info.with(|i| i.as_ref().map_or(0, |i| i.spectators));
                    (n > 0).then(|| i18n.f(Key::OnSpectators, &[("n", n.to_string())]))
                }}
            </p>
            {move || (desk.host().is_some() && open()).then(|| view! {
                <button
                    class="btn btn-primary btn-big"
                    disabled=move || !all_seated()
                    on:click=move |_| desk.ask(|code, host| ClientMessage::Start { code, host })
                >
                    {i18n.live(Key::OnStart)}
                </button>
            })}
            {move || (desk.host().is_some() && matches!(desk.status(), Some(Status::Open | Status::Playing))).then(|| view! {
                <button class="btn" on:click=move |_| desk.ask(|code, host| ClientMessage::Close { code, host })>
                    {i18n.live(Key::OnCloseTable)}
                </button>
            })}
        </section>
    }
}

fn seat_row(desk: Desk, info: SeatInfo) -> impl IntoView {
    let i18n = desk.i18n;
    let seat = info.seat;
    let me = desk.my_seat() == Some(seat);
    let host = desk.host().is_some();
    let status = desk.status();
    let human = info.kind == "human";
    let away = human && info.name.is_some() && !info.present;
    let who = seat_words(i18n, &info);
    let badges = [
        me.then(|| i18n.t(Key::OnSeatYou).to_owned()),
        away.then(|| i18n.t(Key::OnSeatAway).to_owned()),
        info.standin.as_deref().map(|bot| {
            let bot = kind_key(bot).map_or(bot, |k| i18n.t(k)).to_owned();
            i18n.f(Key::OnStandingIn, &[("bot", bot)])
        }),
    ]
    .into_iter()
    .flatten()
    .map(|text| view! { <span class="chip">{text}</span> })
    .collect_view();
    let can_sit =
        status == Some(Status::Open) && desk.my_seat().is_none() && human && info.name.is_none();
    let sit = move |_| {
        let name = desk.name.get_untracked().trim().to_owned();
        crate::app::storage::store_sender_name(&name);
        desk.send.run(ClientMessage::Sit {
            code: desk.code.get_untracked(),
            seat,
            name,
        });
    };
    // Before the start the host says who sits at each seat but their own.
    let choose = (status == Some(Status::Open) && host && !me).then(|| {
        let kind = info.kind.clone();
        let current = desk.kinds.with_value(|k| k.iter().copied().find(|k| **k == kind));
        view! {
            <Choice
                name=format!("table-seat-{seat}")
                legend=Signal::derive(move || i18n.f(Key::OnSeatKind, &[("player", number_name(i18n, seat))]))
                quiet_legend=true
                options=desk.kinds.get_value()
                label=move |k: &'static str| kind_key(k).map_or(k, |key| i18n.t(key)).to_owned()
                value=Signal::derive(move || current.unwrap_or("human"))
                on_change=move |k: &'static str| desk.ask(|code, host| ClientMessage::BotSeat {
                    code,
                    host,
                    seat,
                    level: (k != "human").then(|| k.to_owned()),
                    after_s: None,
                })
            />
        }
    });
    // During play the host may let a bot play for someone away (at once or after a delay
    // they choose), and give the seat back.
    let stand_in = (status == Some(Status::Playing) && host && human && !me).then(|| {
        let hardest = desk.kinds.with_value(|k| k.last().copied().unwrap_or("easy"));
        // Named as the player sat down: the host is choosing for Bo, not for "Player 2".
        let called = info.name.clone().unwrap_or_else(|| number_name(i18n, seat));
        let called = StoredValue::new(called);
        let give = move |level: Option<&'static str>, after_s: Option<u64>| {
            desk.ask(|code, host| ClientMessage::BotSeat {
                code,
                host,
                seat,
                level: level.map(str::to_owned),
                after_s,
            })
        };
        if info.standin.is_some() {
            return view! {
                <button class="btn" on:click=move |_| give(None, None)>
                    {move || i18n.f(Key::OnGiveBack, &[("player", called.get_value())])}
                </button>
            }
            .into_any();
        }
        // One press each, never a drop-down with a "no" first: not choosing is choosing no.
        let delays = [
            (None, Key::OnStandInNow),
            (Some(30), Key::OnStandIn30),
            (Some(120), Key::OnStandIn120),
        ];
        let label = format!("stand-in-{seat}");
        let labelled_by = label.clone();
        view! {
            <div class="stand-in" role="group" aria-labelledby=labelled_by>
                <span class="field-label" id=label>
                    {move || i18n.f(Key::OnStandInWhen, &[("player", called.get_value())])}
                </span>
                <div class="actions">
                    {delays.map(|(after_s, key)| view! {
                        <button class="btn" data-after=after_s.unwrap_or(0) on:click=move |_| give(Some(hardest), after_s)>
                            {i18n.live(key)}
                        </button>
                    }).collect_view()}
                </div>
            </div>
        }
        .into_any()
    });
    view! {
        <li class="seat-setup-row online-seat" class:away=away data-seat=seat>
            <span class=seat_class(seat)>
                <span class="seat-glyph" aria-hidden="true">{glyph(seat)}</span>
                <span class="seat-name">{number_name(i18n, seat)}</span>
            </span>
            <span class="online-who">{who}</span>
            {badges}
            {can_sit.then(|| view! {
                // A seat is taken under a name: the others see who sits where.
                <button
                    class="btn btn-primary"
                    disabled=move || desk.name.with(|n| n.trim().is_empty())
                    on:click=sit
                >
                    {i18n.live(Key::OnSitHere)}
                </button>
            })}
            {choose}
            {stand_in}
        </li>
    }
}
