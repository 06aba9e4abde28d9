//! The built app over HTTP from the same port as the tables: clean addresses, precompressed
//! siblings when accepted, the content types browsers need, and nothing outside dist/.

mod common;

use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A GET by hand (HTTP/1.1, closed after): status, headers (lower-case names) and body.
async fn get(
    addr: std::net::SocketAddr,
    path: &str,
    encoding: &str,
) -> (u16, Vec<(String, String)>, Vec<u8>) {
    let mut stream = tokio::net::TcpStream::connect(addr)
        .await
        .expect("connects");
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nAccept-Encoding: {encoding}\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await.expect("sent");
    let mut raw = Vec::new();
    tokio::time::timeout(common::WAIT, stream.read_to_end(&mut raw))
        .await
        .expect("answered in time")
        .expect("read");
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a head");
    let head = String::from_utf8_lossy(&raw[..split]).to_string();
    let mut lines = head.lines();
    let status = lines.next().unwrap_or("")[9..12].parse().expect("a status");
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_lowercase(), v.trim().to_string()))
        .collect();
    (status, headers, raw[split + 4..].to_vec())
}

fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_app_is_served_at_clean_addresses_compressed_when_accepted() {
    let dir = common::scratch("files");
    let dist = dir.join("dist");
    for (file, body) in [
        ("index.html", "home"),
        ("nmbr9.html", "nmbr9 page"),
        ("history.html", "history page"),
        ("rules/nmbr9.html", "nmbr9 rules"),
        ("app.wasm", "wasm"),
        ("app.wasm.br", "brotli wasm"),
        ("app.wasm.gz", "gzip wasm"),
    ] {
        let path = dist.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, body).unwrap();
    }
    let server = common::start(&dir.join("t.db"), &dist, common::limits()).await;
    let addr = server.addr;
    for (path, body) in [
        ("/", "home"),
        ("/nmbr9", "nmbr9 page"),
        ("/nmbr9?table=7KQ2M9XW4T", "nmbr9 page"),
        ("/history", "history page"),
        ("/rules/nmbr9", "nmbr9 rules"),
        ("/nmbr9.html", "nmbr9 page"),
    ] {
        let (status, headers, got) = get(addr, path, "identity").await;
        assert_eq!(status, 200, "{path}");
        assert_eq!(got, body.as_bytes(), "{path}");
        assert_eq!(
            header(&headers, "content-type"),
            Some("text/html; charset=utf-8")
        );
    }
    let (_, headers, got) = get(addr, "/app.wasm", "gzip, deflate, br").await;
    assert_eq!(got, b"brotli wasm");
    assert_eq!(header(&headers, "content-encoding"), Some("br"));
    assert_eq!(header(&headers, "content-type"), Some("application/wasm"));
    let (_, headers, got) = get(addr, "/app.wasm", "gzip").await;
    assert_eq!(
        (got.as_slice(), header(&headers, "content-encoding")),
        (&b"gzip wasm"[..], Some("gzip"))
    );
    let (_, headers, got) = get(addr, "/app.wasm", "identity").await;
    assert_eq!(
        (got.as_slice(), header(&headers, "content-encoding")),
        (&b"wasm"[..], None)
    );
    for path in ["/stats", "/../t.db", "/%2e%2e/t.db", "/rules/../../t.db"] {
        assert_eq!(get(addr, path, "identity").await.0, 404, "{path}");
    }
    server.stop();
}
