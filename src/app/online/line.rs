//! One line to the table server: a WebSocket to `/tables` on the page's own host (the server
//! that serves the app serves the tables, docs/tables.md). A line that drops is opened again
//! after a pause that grows to a few seconds, so a phone that slept or a lost network comes
//! back on its own; each time it opens, the page says again who it is (`on_open`). A line
//! that stays open but brings nothing (a network that dropped under it) is read by `news`:
//! said quiet after a few seconds, given up and opened again after a few more.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};
use std::time::Duration;

use leptos::prelude::*;
use numera_wire::{ClientMessage, ServerMessage};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, WebSocket};

use super::news::{News, Verdict};

/// Where the line stands, for the page to say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineState {
    /// The first connection is being made.
    Connecting,
    Open,
    /// The line is open but nothing has come through it for this many seconds: the page
    /// says so and offers no moves until it hears again.
    Quiet(u32),
    /// The line that was open dropped (or went silent) and is being made again: a blip, said
    /// calmly, for the first few tries.
    Reconnecting,
    /// The line dropped or could not be made, and a few tries have failed; it is tried again.
    Lost,
}

/// The pauses before each new try, in ms; the last one repeats.
const RETRY_MS: [u64; 5] = [500, 1000, 2000, 4000, 8000];
/// Tries (3.5 s of pauses) before a line that cannot be made is said to be down.
const CALM_TRIES: usize = 3;

type Handler = Closure<dyn FnMut(JsValue)>;

struct Inner {
    socket: RefCell<Option<WebSocket>>,
    // The socket's handlers live as long as it does.
    handlers: RefCell<Vec<Handler>>,
    tries: Cell<usize>,
    /// Whether the line has ever opened: a first connection is not a reconnection.
    was_open: Cell<bool>,
    ended: Cell<bool>,
    news: Cell<News>,
    pings: Cell<u64>,
    on_open: Box<dyn Fn()>,
    on_message: Box<dyn Fn(Result<ServerMessage, String>)>,
    state: RwSignal<LineState>,
}

/// The page's line; it ends with the screen that opened it.
#[derive(Clone, Copy)]
pub struct Line {
    inner: StoredValue<Rc<Inner>, LocalStorage>,
    pub state: RwSignal<LineState>,
}

impl Line {
    /// Opens the line. `on_message` gets each frame the server sends, read (or why it could
    /// not be: a server of another version, a broken frame).
    pub fn open(
        on_open: impl Fn() + 'static,
        on_message: impl Fn(Result<ServerMessage, String>) + 'static,
    ) -> Line {
        let state = RwSignal::new(LineState::Connecting);
        let inner = Rc::new(Inner {
            socket: RefCell::new(None),
            handlers: RefCell::new(Vec::new()),
            tries: Cell::new(0),
            was_open: Cell::new(false),
            ended: Cell::new(false),
            news: Cell::new(News::new(js_sys::Date::now())),
            pings: Cell::new(0),
            on_open: Box::new(on_open),
            on_message: Box::new(on_message),
            state,
        });
        connect(&inner);
        let weak = Rc::downgrade(&inner);
        let ticks = set_interval_with_handle(
            move || {
                if let Some(inner) = weak.upgrade() {
                    watch(&inner);
                }
            },
            Duration::from_secs(1),
        );
        let line = Line {
            inner: StoredValue::new_local(inner),
            state,
        };
        on_cleanup(move || {
            if let Ok(handle) = ticks {
                handle.clear();
            }
            line.end();
        });
        line
    }

    /// Sends `message` if the line is open; false when it is not (the page says the line is
    /// down, and says who it is again once it is back).
    pub fn send(self, message: &ClientMessage) -> bool {
        self.inner
            .try_with_value(|inner| {
                let socket = inner.socket.borrow();
                let open = socket
                    .as_ref()
                    .filter(|s| s.ready_state() == WebSocket::OPEN);
                open.is_some_and(|s| s.send_with_str(&message.encode()).is_ok())
            })
            .unwrap_or(false)
    }

    fn end(self) {
        self.inner.try_with_value(|inner| {
            inner.ended.set(true);
            if let Some(socket) = inner.socket.borrow_mut().take() {
                let _ = socket.close();
            }
        });
    }
}

/// The tables' address on this page's host, `ws:` or `wss:` as the page is.
fn address() -> Option<String> {
    let location = web_sys::window()?.location();
    let scheme = if location.protocol().ok()? == "https:" {
        "wss"
    } else {
        "ws"
    };
    Some(format!("{scheme}://{}/tables", location.host().ok()?))
}

fn connect(inner: &Rc<Inner>) {
    if inner.ended.get() {
        return;
    }
    let Some(socket) = address().and_then(|url| WebSocket::new(&url).ok()) else {
        lost(inner);
        return;
    };
    // A line that is not open this long after it was asked for is given up like a quiet one.
    inner.news.set(News::new(js_sys::Date::now()));
    let weak = Rc::downgrade(inner);
    let on = |weak: &Weak<Inner>, f: fn(&Rc<Inner>, JsValue)| {
        let weak = weak.clone();
        Handler::new(move |event: JsValue| {
            if let Some(inner) = weak.upgrade() {
                f(&inner, event);
            }
        })
    };
    let opened = on(&weak, |inner, _| {
        inner.tries.set(0);
        inner.was_open.set(true);
        heard(inner);
        (inner.on_open)();
    });
    let message = on(&weak, |inner, event| {
        heard(inner);
        let event: MessageEvent = event.unchecked_into();
        let read = match event.data().as_string() {
            Some(text) => ServerMessage::decode(&text).map_err(|e| e.to_string()),
            None => Err("a frame that is not text".to_owned()),
        };
        (inner.on_message)(read);
    });
    let closed = on(&weak, |inner, _| {
        inner.socket.borrow_mut().take();
        lost(inner);
    });
    socket.set_onopen(Some(opened.as_ref().unchecked_ref()));
    socket.set_onmessage(Some(message.as_ref().unchecked_ref()));
    socket.set_onclose(Some(closed.as_ref().unchecked_ref()));
    *inner.handlers.borrow_mut() = vec![opened, message, closed];
    *inner.socket.borrow_mut() = Some(socket);
}

/// Something came through: the line is open and its silence starts again.
fn heard(inner: &Rc<Inner>) {
    let mut news = inner.news.get();
    news.heard(js_sys::Date::now());
    inner.news.set(news);
    if inner.state.get_untracked() != LineState::Open {
        inner.state.set(LineState::Open);
    }
}

/// Once a second: a ping when one is due, and the silence judged.
fn watch(inner: &Rc<Inner>) {
    let now = js_sys::Date::now();
    let mut news = inner.news.get();
    let ready = inner.socket.borrow().as_ref().map(WebSocket::ready_state);
    match ready {
        Some(WebSocket::OPEN) => {
            if news.ping_due(now) {
                let n = inner.pings.get() + 1;
                inner.pings.set(n);
                if let Some(socket) = inner.socket.borrow().as_ref() {
                    let _ = socket.send_with_str(&ClientMessage::Ping { n }.encode());
                }
            }
        }
        // Not open yet: counted as asked from the moment it was asked for.
        Some(WebSocket::CONNECTING) => {
            news.asked.get_or_insert(news.heard);
        }
        // Closed or closing, or waiting for the next try: `lost` has it in hand.
        _ => return,
    }
    inner.news.set(news);
    match news.verdict(now) {
        Verdict::Fine => {}
        // Set only when it changes: the notice is an alert, read out again on each write.
        Verdict::Quiet(seconds) if ready == Some(WebSocket::OPEN) => {
            if inner.state.get_untracked() != LineState::Quiet(seconds) {
                inner.state.set(LineState::Quiet(seconds));
            }
        }
        Verdict::Quiet(_) => {}
        Verdict::Dead => drop_line(inner),
    }
}

/// Gives up a line that brings nothing: its handlers go first, so that its late close (which
/// may come minutes later, or never) is not taken for the new line's.
fn drop_line(inner: &Rc<Inner>) {
    if let Some(socket) = inner.socket.borrow_mut().take() {
        socket.set_onopen(None);
        socket.set_onmessage(None);
        socket.set_onclose(None);
        let _ = socket.close();
    }
    inner.handlers.borrow_mut().clear();
    lost(inner);
}

/// The line is down: said, and tried again after a pause.
fn lost(inner: &Rc<Inner>) {
    if inner.ended.get() {
        return;
    }
    let tries = inner.tries.get();
    inner
        .state
        .set(match (tries < CALM_TRIES, inner.was_open.get()) {
            (true, true) => LineState::Reconnecting,
            (true, false) => LineState::Connecting,
            (false, _) => LineState::Lost,
        });
    inner.tries.set(tries + 1);
    let ms = RETRY_MS[tries.min(RETRY_MS.len() - 1)];
    let weak = Rc::downgrade(inner);
    set_timeout(
        move || {
            if let Some(inner) = weak.upgrade() {
                connect(&inner);
            }
        },
        Duration::from_millis(ms),
    );
}
