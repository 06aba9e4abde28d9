//! What people who are not at a table meet: a code read aloud in groups, a page of another
//! site (DNS rebinding), sockets that say nothing, and a guesser of codes reconnecting.

mod common;

use std::time::{Duration, Instant};

use common::{Client, WAIT};
use numera_rules::GameId;
use numera_wire::{ClientMessage, ErrorCode, RawJson, ServerMessage};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio::time::timeout;

/// The code of a table of The Number opened by `host`.
async fn open(host: &mut Client) -> String {
    host.send(&ClientMessage::Create {
        game: GameId::Number,
        options: RawJson::new(r#"{"seats":["human","human","easy"]}"#).expect("options"),
        name: "Ana".into(),
        clock_s: None,
        clock_bot: None,
    })
    .await;
    host.until(|m| match m {
        ServerMessage::Created { code, .. } => Some(code.clone()),
        ServerMessage::Error { code, text } => panic!("create refused: {code:?} {text}"),
        _ => None,
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_code_read_aloud_in_groups_joins_its_table() {
    let server = common::start_fresh("dashed-code").await;
    let mut host = Client::connect(&server.url()).await;
    let code = open(&mut host).await;
    let spoken = format!("{}-{}", &code[..5], &code[5..]).to_lowercase();
    let mut guest = Client::connect(&server.url()).await;
    guest.send(&ClientMessage::Join { code: spoken }).await;
    let joined = guest
        .until(|m| match m {
            ServerMessage::Table(t) => Some(t.code.clone()),
            ServerMessage::Error { code, text } => panic!("{code:?}: {text}"),
            _ => None,
        })
        .await;
    assert_eq!(joined, code);
    server.stop();
}

/// The status of a WebSocket handshake to `server` sent with these Host and Origin headers,
/// written by hand as a rebinding page's browser would send it.
async fn handshake(server: &common::Running, host: &str, origin: &str) -> u16 {
    let mut line = TcpStream::connect(server.addr).await.expect("a connection");
    let request = format!(
        "GET /tables HTTP/1.1\r\nHost: {host}\r\nOrigin: {origin}\r\nUpgrade: websocket\r\n\
         Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\
         Sec-WebSocket-Version: 13\r\n\r\n"
    );
    line.write_all(request.as_bytes()).await.expect("sent");
    let mut head = vec![0u8; 12];
    timeout(WAIT, line.read_exact(&mut head))
        .await
        .expect("an answer in time")
        .expect("a status line");
    let head = String::from_utf8_lossy(&head).to_string();
    head.strip_prefix("HTTP/1.1 ")
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or_else(|| panic!("not a status line: {head:?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rebinding_page_or_another_scheme_gets_no_table_connection() {
    let server = common::start_fresh("rebinding").await;
    let port = server.addr.port();
    let evil = format!("evil.example:{port}");
    assert_eq!(
        handshake(&server, &evil, &format!("http://{evil}")).await,
        403
    );
    let own = server.addr.to_string();
    assert_eq!(
        handshake(&server, &own, &format!("https://{own}")).await,
        403
    );
    // The server's own page still connects, by its address and as localhost.
    assert_eq!(
        handshake(&server, &own, &format!("http://{own}")).await,
        101
    );
    let local = format!("localhost:{port}");
    assert_eq!(
        handshake(&server, &local, &format!("http://{local}")).await,
        101
    );
    server.stop();
}

/// Whether the server closes `line` (end of stream or a reset) within `within`.
async fn closed_within(line: &mut TcpStream, within: Duration) -> bool {
    let mut byte = [0u8; 1];
    matches!(
        timeout(within, line.read(&mut byte)).await,
        Ok(Ok(0) | Err(_))
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_that_sends_nothing_is_closed() {
    let limits = numera_server::Limits {
        header_read: Duration::from_millis(300),
        ..common::limits()
    };
    let server = common::start_fresh_with("silent-tcp", limits).await;
    let mut silent = TcpStream::connect(server.addr).await.expect("a connection");
    let started = Instant::now();
    assert!(
        closed_within(&mut silent, WAIT).await,
        "a silent socket stayed open"
    );
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
    // One that starts a request and never ends its head goes the same way.
    let mut dribbler = TcpStream::connect(server.addr).await.expect("a connection");
    dribbler
        .write_all(b"GET / HTTP/1.1\r\nHo")
        .await
        .expect("sent");
    assert!(
        closed_within(&mut dribbler, WAIT).await,
        "a dribbling socket stayed open"
    );
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_socket_of_an_address_counts_against_its_cap() {
    let limits = numera_server::Limits {
        connections_per_ip: 2,
        extra_sockets_per_ip: 1,
        header_read: Duration::from_secs(60),
        ..common::limits()
    };
    let server = common::start_fresh_with("socket-cap", limits).await;
    let mut silent = Vec::new();
    for _ in 0..3 {
        silent.push(TcpStream::connect(server.addr).await.expect("a connection"));
    }
    let mut one_more = TcpStream::connect(server.addr).await.expect("a connection");
    assert!(
        closed_within(&mut one_more, Duration::from_secs(2)).await,
        "a fourth silent socket was kept"
    );
    for line in &mut silent {
        assert!(
            !closed_within(line, Duration::from_millis(100)).await,
            "a socket within the cap was closed"
        );
    }
    // Another address is not held back by this one's sockets.
    let other = TcpSocket::new_v4().expect("a socket");
    other
        .bind("127.0.0.2:0".parse().expect("an address"))
        .expect("127.0.0.2");
    let other = other.connect(server.addr).await.expect("a connection");
    let url = server.url();
    let (mut ws, _) = timeout(WAIT, tokio_tungstenite::client_async(url, other))
        .await
        .expect("a handshake in time")
        .expect("another address connects");
    ws.close(None).await.expect("closed");
    // A socket that closes frees its place, once the server has read its end.
    drop(silent.pop());
    let end = Instant::now() + WAIT;
    let mut again = loop {
        match tokio_tungstenite::connect_async(server.url()).await {
            Ok((ws, _)) => break ws,
            Err(e) if Instant::now() > end => panic!("the place was never freed: {e}"),
            Err(_) => tokio::time::sleep(Duration::from_millis(20)).await,
        }
    };
    again.close(None).await.expect("closed");
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guesser_that_reconnects_is_bounded_and_others_still_join() {
    let (burst, every) = (5, Duration::from_millis(200));
    let limits = numera_server::Limits {
        failed_joins: burst,
        failed_join_every: every,
        ..common::limits()
    };
    let server = common::start_fresh_with("guesser", limits).await;
    let mut host = Client::connect_from(&server, "127.0.0.3").await;
    let code = open(&mut host).await;

    // Four tries a connection, then a new one: the frame limit of one line never bites.
    let started = Instant::now();
    let (mut misses, mut limited) = (0usize, 0usize);
    while started.elapsed() < Duration::from_secs(2) {
        let mut guesser = Client::connect(&server.url()).await;
        for _ in 0..4 {
            let guess = ClientMessage::Join {
                code: "0000000000".into(),
            };
            match guesser.error_for(&guess).await {
                ErrorCode::NoSuchTable => misses += 1,
                ErrorCode::RateLimited => limited += 1,
                other => panic!("{other:?}"),
            }
        }
        guesser.close().await;
    }
    let elapsed = started.elapsed().as_secs_f64();
    let bound = burst as usize + (elapsed / every.as_secs_f64()).ceil() as usize + 1;
    eprintln!("in {elapsed:.2} s: {misses} misses answered, {limited} refused as rate_limited");
    assert!(
        misses <= bound,
        "{misses} misses in {elapsed:.2} s (bound {bound})"
    );
    assert!(
        misses >= burst as usize,
        "the budget was not given: {misses}"
    );
    assert!(limited > 0);

    // Another address joins at once.
    let mut guest = Client::connect_from(&server, "127.0.0.2").await;
    guest
        .send(&ClientMessage::Join { code: code.clone() })
        .await;
    let joined = guest
        .until(|m| match m {
            ServerMessage::Table(t) => Some(t.code.clone()),
            ServerMessage::Error { code, text } => panic!("{code:?}: {text}"),
            _ => None,
        })
        .await;
    assert_eq!(joined, code);
    server.stop();
}
