//! One WebSocket connection: frames read, capped, rate-limited and decoded here, handed to
//! the hub, and the connection's queued frames written back. The line is pinged every few
//! seconds; one silent for `idle` (a phone that slept, a half-open socket) is closed then.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::{Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use tokio::time::{interval, sleep_until, timeout, timeout_at, MissedTickBehavior};

use numera_wire::{ClientMessage, ErrorCode, ServerMessage, WireError};

use crate::forward;
use crate::hub::{Conn, Hub, Next};
use crate::outbox::Outbox;

/// A token bucket: `burst` frames at once, then `per_second`.
struct Bucket {
    tokens: f64,
    last: Instant,
    burst: f64,
    rate: f64,
}

impl Bucket {
    fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.last).as_secs_f64() * self.rate;
        self.tokens = (self.tokens + refill).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

fn error(code: ErrorCode, text: impl Into<String>) -> String {
    ServerMessage::Error {
        code,
        text: text.into(),
    }
    .encode()
}

/// Serves one line from `ip` (`forwarded`: passed on by another instance of the store).
pub async fn run(socket: WebSocket, hub: Arc<Hub>, ip: IpAddr, forwarded: bool) {
    let limits = hub.limits.clone();
    let (out, mut queue) = Outbox::new(limits.queue);
    let (mut sink, mut stream) = socket.split();
    let mut conn = match hub.connect(ip, out, forwarded) {
        Ok(conn) => conn,
        Err(e) => {
            let _ = sink.send(Message::Text(e.message().encode().into())).await;
            let _ = sink.close().await;
            return;
        }
    };
    let kill = conn.out.kill.clone();
    let mut bucket = Bucket {
        tokens: f64::from(limits.burst),
        last: Instant::now(),
        burst: f64::from(limits.burst),
        rate: f64::from(limits.per_second),
    };
    let mut ping = interval(limits.ping_every);
    ping.set_missed_tick_behavior(MissedTickBehavior::Delay);
    let mut heard = tokio::time::Instant::now();
    let mut farewell = None;
    let mut onward = None;
    let mut closing = hub.closing();
    loop {
        tokio::select! {
            frame = stream.next() => {
                let Some(Ok(frame)) = frame else { break };
                heard = tokio::time::Instant::now();
                if !bucket.take() {
                    farewell = Some(error(ErrorCode::RateLimited, "too many frames"));
                    break;
                }
                let next = match frame {
                    Message::Text(text) => match read(&hub, &mut conn, text.as_str()).await {
                        Next::Forward(address) => {
                            onward = Some((address, text.to_string()));
                            break;
                        }
                        next => next,
                    },
                    Message::Binary(_) => {
                        conn.out.send_text(error(ErrorCode::BadFrame, "frames are JSON text"));
                        Next::Go
                    }
                    Message::Close(_) => break,
                    Message::Ping(_) | Message::Pong(_) => Next::Go,
                };
                if let Next::End(text) = next {
                    farewell = Some(text);
                    break;
                }
            }
            text = queue.recv() => {
                let Some(text) = text else { break };
                if !matches!(timeout(limits.idle, sink.send(Message::Text(text.into()))).await, Ok(Ok(()))) {
                    break;
                }
            }
            // Silent for `idle` since the last frame: closed at that moment, not at the next
            // ping, so a seat shows away when the limits say.
            () = sleep_until(heard + limits.idle) => break,
            _ = ping.tick() => {
                let ping = sink.send(Message::Ping(Vec::new().into()));
                if !matches!(timeout_at(heard + limits.idle, ping).await, Ok(Ok(()))) {
                    break;
                }
            }
            _ = kill.notified() => break,
            _ = closing.changed() => {
                farewell = Some(crate::error::ServerError::Moving.message().encode());
                break;
            }
        }
    }
    if let (Some((address, first)), Some(secret)) = (onward, hub.cluster_secret.clone()) {
        while let Ok(text) = queue.try_recv() {
            let _ = sink.send(Message::Text(text.into())).await;
        }
        let line = forward::Line {
            sink: &mut sink,
            stream: &mut stream,
            ping_every: limits.ping_every,
            idle: limits.idle,
        };
        forward::run(line, &address, first, &secret, ip, hub.closing()).await;
    }
    hub.disconnect(&mut conn).await;
    // What was queued for this connection before it ended still goes out (a refusal, the
    // host's closing word), then the reason it ends.
    while let Ok(text) = queue.try_recv() {
        let _ = sink.send(Message::Text(text.into())).await;
    }
    if let Some(text) = farewell {
        let _ = sink.send(Message::Text(text.into())).await;
    }
    let _ = timeout(limits.ping_every, sink.close()).await;
    // The client's last frames are read (and dropped) until it closes too: a socket closed
    // with unread input is reset, and the reset could reach the client before the reason.
    let _ = timeout(CLOSING, async {
        while let Some(Ok(_)) = stream.next().await {}
    })
    .await;
}

/// How long a closing line is drained.
const CLOSING: std::time::Duration = std::time::Duration::from_secs(1);

/// One text frame: checked for size first (too big ends the line), then decoded
/// and handled; a frame that is no message is refused with its reason and the line stays.
async fn read(hub: &Arc<Hub>, conn: &mut Conn, text: &str) -> Next {
    if text.len() > hub.limits.max_frame {
        return Next::End(error(
            ErrorCode::TooBig,
            format!("a frame may hold {} bytes", hub.limits.max_frame),
        ));
    }
    match ClientMessage::decode(text) {
        Ok(message) => return hub.handle(conn, message).await,
        Err(e @ WireError::BadVersion(_)) => conn
            .out
            .send_text(error(ErrorCode::BadVersion, e.to_string())),
        Err(e) => conn
            .out
            .send_text(error(ErrorCode::BadFrame, e.to_string())),
    }
    Next::Go
}
