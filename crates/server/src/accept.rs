//! The accept loop: every TCP connection is counted, per address and in all, from the moment
//! it is accepted until its socket closes (WebSocket or not), and a connection that does not
//! finish a request's head in time is closed. Without this a client could hold sockets that
//! never send a byte, uncounted, until the process ran out of file descriptors.

use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::{pin, Pin};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper::Request;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tower::ServiceExt;

use crate::limits::Limits;

/// Who a request came from, and the address the server was listening on when it came
/// (`0.0.0.0:8080` for all of the machine's): what a handler reads with `ConnectInfo<Peer>`.
#[derive(Debug, Clone, Copy)]
pub struct Peer {
    pub addr: SocketAddr,
    pub bound: SocketAddr,
}

/// Serves `app` on `listener` under `limits` until `shutdown` resolves; then no connection
/// is accepted any more (those open are left to end on their own).
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: &Limits,
    shutdown: impl Future<Output = ()>,
) -> io::Result<()> {
    let bound = listener.local_addr()?;
    let sockets = Arc::new(Sockets {
        counts: Mutex::new(Counts::default()),
        per_ip: limits
            .connections_per_ip
            .saturating_add(limits.extra_sockets_per_ip),
        max: limits.max_sockets,
    });
    let header_read = limits.header_read;
    let mut shutdown = pin!(shutdown);
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut shutdown => return Ok(()),
        };
        let (stream, addr) = match accepted {
            Ok(accepted) => accepted,
            Err(e) => {
                pause_after(&e).await;
                continue;
            }
        };
        // Over a cap, the socket is closed at once: nothing of it is read or kept.
        let Some(slot) = sockets.take(addr.ip()) else {
            tracing::debug!(peer = %addr, "connection refused: too many sockets");
            continue;
        };
        let io = Counted {
            stream,
            _slot: slot,
        };
        let peer = Peer { addr, bound };
        tokio::spawn(connection(io, peer, app.clone(), header_read));
    }
}

/// One connection, HTTP/1.1 (a WebSocket is one of its requests, upgraded): the head of each
/// request must arrive within `header_read`, counted from when the server waits for it (so an
/// idle keep-alive line is closed after as long).
async fn connection(io: Counted, peer: Peer, app: Router, header_read: Duration) {
    let service = hyper::service::service_fn(move |mut request: Request<Incoming>| {
        request.extensions_mut().insert(ConnectInfo(peer));
        app.clone().oneshot(request)
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(header_read);
    let served = builder
        .serve_connection(TokioIo::new(io), service)
        .with_upgrades()
        .await;
    if let Err(e) = served {
        tracing::debug!(peer = %peer.addr, error = %e, "connection ended");
    }
}

/// After a failed accept: a client that gave up meanwhile costs nothing; anything else (out of
/// file descriptors, most likely) is waited out a moment rather than spun on.
async fn pause_after(e: &io::Error) {
    use io::ErrorKind::{ConnectionAborted, ConnectionRefused, ConnectionReset};
    if matches!(
        e.kind(),
        ConnectionAborted | ConnectionRefused | ConnectionReset
    ) {
        return;
    }
    tracing::error!(error = %e, "accept failed");
    tokio::time::sleep(Duration::from_millis(100)).await;
}

#[derive(Default)]
struct Counts {
    by_ip: HashMap<IpAddr, usize>,
    total: usize,
}

/// The open sockets, per address and in all.
struct Sockets {
    counts: Mutex<Counts>,
    per_ip: usize,
    max: usize,
}

impl Sockets {
    /// A place for one more socket from `ip`, if the address and the server have room.
    fn take(self: &Arc<Self>, ip: IpAddr) -> Option<Slot> {
        let mut counts = self.counts.lock().unwrap_or_else(|p| p.into_inner());
        let mine = counts.by_ip.get(&ip).copied().unwrap_or(0);
        if mine >= self.per_ip || counts.total >= self.max {
            return None;
        }
        counts.by_ip.insert(ip, mine + 1);
        counts.total += 1;
        Some(Slot {
            sockets: self.clone(),
            ip,
        })
    }
}

/// One socket's place, given back when the socket is dropped.
struct Slot {
    sockets: Arc<Sockets>,
    ip: IpAddr,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut counts = self
            .sockets
            .counts
            .lock()
            .unwrap_or_else(|p| p.into_inner());
        counts.total = counts.total.saturating_sub(1);
        if let Some(mine) = counts.by_ip.get_mut(&self.ip) {
            *mine -= 1;
            if *mine == 0 {
                counts.by_ip.remove(&self.ip);
            }
        }
    }
}

/// A socket that holds its place for as long as it lives: through an upgrade to a WebSocket
/// too, since hyper hands this very stream over.
struct Counted {
    stream: TcpStream,
    _slot: Slot,
}

impl AsyncRead for Counted {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

/// File descriptors kept for what is not a connection: the store's files and pool, the log,
/// the runtime's own.
const RESERVED_FDS: usize = 128;

/// How many sockets the process can hold open: its soft file-descriptor limit
/// (`RLIMIT_NOFILE`) less `RESERVED_FDS`, so that a flood of connections meets the cap, in
/// order, before the store fails to open a file. Where the limit cannot be read, 4,096.
pub fn descriptor_room() -> usize {
    const UNKNOWN: usize = 4096;
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit only writes the struct it is handed, which lives across the call.
        let read = unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } == 0;
        if !read {
            return UNKNOWN;
        }
        if limit.rlim_cur == libc::RLIM_INFINITY {
            return usize::MAX;
        }
        let soft = usize::try_from(limit.rlim_cur).unwrap_or(usize::MAX);
        // Even a tiny limit leaves a few connections: the server is of no use with none.
        soft.saturating_sub(RESERVED_FDS).max(16)
    }
    #[cfg(not(unix))]
    UNKNOWN
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_are_counted_per_address_and_in_all_and_given_back() {
        let sockets = Arc::new(Sockets {
            counts: Mutex::new(Counts::default()),
            per_ip: 2,
            max: 3,
        });
        let a: IpAddr = "10.0.0.1".parse().expect("an address");
        let b: IpAddr = "10.0.0.2".parse().expect("an address");
        let first = sockets.take(a).expect("a place");
        let _second = sockets.take(a).expect("a place");
        assert!(sockets.take(a).is_none(), "a third from one address");
        let _third = sockets.take(b).expect("another address");
        assert!(sockets.take(b).is_none(), "the server is full");
        drop(first);
        assert!(sockets.take(b).is_some(), "a closed socket frees its place");
    }

    /// The limit as Linux shows it to anyone, read apart from the system call.
    #[cfg(target_os = "linux")]
    #[test]
    fn the_room_is_the_descriptor_limit_less_the_reserve() {
        let limits = std::fs::read_to_string("/proc/self/limits").expect("Linux shows limits");
        let line = limits
            .lines()
            .find(|l| l.starts_with("Max open files"))
            .expect("a line for open files");
        let soft = line.split_whitespace().nth(3).expect("the soft limit");
        match soft.parse::<usize>() {
            Ok(soft) => assert_eq!(descriptor_room(), soft.saturating_sub(RESERVED_FDS).max(16)),
            Err(_) => assert_eq!(descriptor_room(), usize::MAX, "unlimited: {line}"),
        }
    }
}
