//! A player's line forwarded to the instance that holds its table (docs/tables.md, "Several
//! servers"): this instance opens a line of its own to the owner, sends it the player's
//! message that named the table, and from then on passes frames both ways unchanged until
//! either side closes. The owner alone computes what the seat sees; it knows the line comes
//! from another instance of its store by the cluster's secret, and from which address.

use std::net::IpAddr;
use std::time::Duration;

use axum::extract::ws::{Message, WebSocket};
use axum::http::HeaderValue;
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::watch;
use tokio::time::timeout;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message as Upstream;

use crate::error::ServerError;

/// The header that carries the cluster's secret on a forwarded line…
pub const SECRET_HEADER: &str = "x-numera-forwarded";
/// …and the player's own address (the owner's caps count it, not the forwarder's).
pub const CLIENT_HEADER: &str = "x-numera-client";

/// How long the owner may take to accept the forwarded line.
const CONNECT: Duration = Duration::from_secs(5);

/// The player's address on a line another instance forwarded, if its secret is the cluster's.
pub fn forwarded_for(headers: &axum::http::HeaderMap, secret: Option<&str>) -> Option<IpAddr> {
    let secret = secret?;
    let given = headers.get(SECRET_HEADER)?.as_bytes();
    // Compared in full whatever the first difference, so its timing tells nothing.
    let same = given.len() == secret.len()
        && given
            .iter()
            .zip(secret.as_bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0;
    if !same {
        return None;
    }
    headers.get(CLIENT_HEADER)?.to_str().ok()?.parse().ok()
}

pub struct Line<'a> {
    pub sink: &'a mut SplitSink<WebSocket, Message>,
    pub stream: &'a mut SplitStream<WebSocket>,
    /// The player's side is pinged this often and given up after `idle` without a frame, as
    /// a line served here would be: the owner hears this instance, which answers its pings
    /// whether or not the player is still there, so only this end can tell.
    pub ping_every: Duration,
    pub idle: Duration,
}

/// Passes the player's line to the owner at `address`, `first` (the message that named the
/// table) sent first, until either side closes or this instance drains.
pub async fn run(
    line: Line<'_>,
    address: &str,
    first: String,
    secret: &str,
    ip: IpAddr,
    mut closing: watch::Receiver<bool>,
) {
    let Line {
        sink,
        stream,
        ping_every,
        idle,
    } = line;
    let Some(upstream) = open(address, secret, ip).await else {
        tracing::warn!(address, "the table's owner did not answer a forwarded line");
        let _ = sink
            .send(text(ServerError::Moving.message().encode()))
            .await;
        return;
    };
    let (mut up_sink, mut up_stream) = upstream.split();
    if up_sink.send(Upstream::text(first)).await.is_err() {
        return;
    }
    let mut ping = tokio::time::interval(ping_every);
    ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut heard = tokio::time::Instant::now();
    loop {
        tokio::select! {
            frame = stream.next() => {
                if matches!(frame, Some(Ok(_))) {
                    heard = tokio::time::Instant::now();
                }
                match frame {
                    Some(Ok(Message::Text(t))) => {
                        if up_sink.send(Upstream::text(t.as_str())).await.is_err() {
                            break;
                        }
                    }
                    Some(Ok(Message::Binary(b))) => {
                        if up_sink.send(Upstream::binary(b)).await.is_err() {
                            break;
                        }
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                    _ => break,
                }
            }
            () = tokio::time::sleep_until(heard + idle) => break,
            _ = ping.tick() => {
                let ping = sink.send(Message::Ping(Vec::new().into()));
                if !matches!(tokio::time::timeout_at(heard + idle, ping).await, Ok(Ok(()))) {
                    break;
                }
            }
            frame = up_stream.next() => match frame {
                Some(Ok(Upstream::Text(t))) => {
                    if sink.send(text(t.as_str().to_string())).await.is_err() {
                        break;
                    }
                }
                Some(Ok(Upstream::Ping(_) | Upstream::Pong(_) | Upstream::Frame(_))) => {}
                // The owner went away (or closed the line): the page reconnects and finds the
                // table where it is played then.
                _ => {
                    let _ = sink.send(text(ServerError::Moving.message().encode())).await;
                    break;
                }
            },
            _ = closing.changed() => {
                let _ = sink.send(text(ServerError::Moving.message().encode())).await;
                break;
            }
        }
    }
    let _ = up_sink.close().await;
}

fn text(t: String) -> Message {
    Message::Text(t.into())
}

type Upline =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn open(address: &str, secret: &str, ip: IpAddr) -> Option<Upline> {
    let mut request = address.into_client_request().ok()?;
    let headers = request.headers_mut();
    headers.insert(SECRET_HEADER, HeaderValue::from_str(secret).ok()?);
    headers.insert(CLIENT_HEADER, HeaderValue::from_str(&ip.to_string()).ok()?);
    let (upline, _) = timeout(CONNECT, tokio_tungstenite::connect_async(request))
        .await
        .ok()?
        .ok()?;
    Some(upline)
}
