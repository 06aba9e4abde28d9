//! Which pages may open a table connection: a browser names the page's origin, and only the
//! server's own (or one configured) may, so a page elsewhere cannot act with a visitor's
//! connection. Clients that are not browsers send no Origin and are let through: they hold
//! no one else's cookies or seat, so checking them would protect nothing.
//!
//! The server's own origins come from where it was started, never from the request's Host
//! header alone: a DNS-rebinding page (`evil.example` resolved to this machine) sends
//! `Host: evil.example` and `Origin: http://evil.example`, which agree with each other. So a
//! page is the server's own when its origin is `http://` (the server speaks plain HTTP) at the
//! port it listens on, with as host:
//! - the host it was started for (`--host`), or the address it is bound to;
//! - bound to a loopback address or to all of the machine's (`0.0.0.0`, `::`): `localhost`
//!   or a loopback address;
//! - bound to all addresses: the request's own Host, when that is an IP address (a page
//!   loaded from `http://192.168.1.5:8080` on the LAN). An address is no DNS name, so no
//!   page of another site can make a browser send it as both Host and Origin.
//!
//! Any other origin (an `https://` proxy in front, a name in the LAN's DNS) is given with
//! `--origin`, compared whole.

use std::net::{IpAddr, SocketAddr};

use axum::http::{header, HeaderMap};

/// Where the server was started: its bound address and the host it was named by.
pub struct Site<'a> {
    pub bound: SocketAddr,
    pub host: Option<&'a str>,
    /// Origins besides the server's own, as `scheme://host[:port]`.
    pub extra: &'a [String],
}

/// Whether the request's Origin (if any) is one of `site`'s pages.
pub fn allowed(headers: &HeaderMap, site: &Site) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    let origin = origin.trim_end_matches('/');
    if site
        .extra
        .iter()
        .any(|a| a.trim_end_matches('/').eq_ignore_ascii_case(origin))
    {
        return true;
    }
    let Some((scheme, authority)) = origin.split_once("://") else {
        return false;
    };
    let Some((name, port)) = host_port(authority) else {
        return false;
    };
    if !scheme.eq_ignore_ascii_case("http") || port != site.bound.port() {
        return false;
    }
    let bound = site.bound.ip();
    let literal = name.parse::<IpAddr>().ok();
    if site.host.is_some_and(|h| h.eq_ignore_ascii_case(name)) || literal == Some(bound) {
        return true;
    }
    if bound.is_loopback() || bound.is_unspecified() {
        let local =
            name.eq_ignore_ascii_case("localhost") || literal.is_some_and(|ip| ip.is_loopback());
        if local {
            return true;
        }
    }
    if bound.is_unspecified() {
        let host = headers
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .and_then(host_port);
        if let (Some(ip), Some((host, host_port))) = (literal, host) {
            return host.parse::<IpAddr>() == Ok(ip) && host_port == port;
        }
    }
    false
}

/// An authority's host (brackets taken off an IPv6 address) and port (80 when none is
/// written); `None` for anything that is no bare `host[:port]`.
fn host_port(authority: &str) -> Option<(&str, u16)> {
    if authority.is_empty() || authority.contains(['/', '@', '?', '#', ' ']) {
        return None;
    }
    let (host, port) = if let Some(rest) = authority.strip_prefix('[') {
        let (host, after) = rest.split_once(']')?;
        match after {
            "" => (host, None),
            _ => (host, Some(after.strip_prefix(':')?)),
        }
    } else {
        match authority.split_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (authority, None),
        }
    };
    let port = match port {
        None => 80,
        Some(port) => port.parse().ok()?,
    };
    (!host.is_empty()).then_some((host, port))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(origin: Option<&'static str>, host: &'static str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(header::HOST, HeaderValue::from_static(host));
        if let Some(o) = origin {
            h.insert(header::ORIGIN, HeaderValue::from_static(o));
        }
        h
    }

    fn site(bound: &str) -> Site<'static> {
        Site {
            bound: bound.parse().expect("an address"),
            host: None,
            extra: &[],
        }
    }

    fn lets_in(site: &Site, origin: &'static str, host: &'static str) -> bool {
        allowed(&headers(Some(origin), host), site)
    }

    #[test]
    fn a_loopback_server_takes_its_own_and_localhost_pages() {
        let s = site("127.0.0.1:8080");
        assert!(allowed(&headers(None, "127.0.0.1:8080"), &s));
        assert!(lets_in(&s, "http://127.0.0.1:8080", "127.0.0.1:8080"));
        assert!(lets_in(&s, "http://localhost:8080", "localhost:8080"));
        assert!(lets_in(&s, "http://[::1]:8080", "[::1]:8080"));
        assert!(!lets_in(&s, "http://evil.example", "127.0.0.1:8080"));
        assert!(!lets_in(&s, "null", "127.0.0.1:8080"));
        assert!(!lets_in(&s, "http://127.0.0.1:9090", "127.0.0.1:8080"));
    }

    #[test]
    fn a_rebinding_page_is_refused_though_its_host_and_origin_agree() {
        for bound in [
            "127.0.0.1:8080",
            "0.0.0.0:8080",
            "[::]:8080",
            "192.168.1.5:8080",
        ] {
            let s = site(bound);
            assert!(
                !lets_in(&s, "http://evil.example:8080", "evil.example:8080"),
                "{bound}"
            );
            assert!(
                !lets_in(&s, "http://evil.example", "evil.example"),
                "{bound}"
            );
        }
    }

    #[test]
    fn the_scheme_counts() {
        let s = site("127.0.0.1:8080");
        assert!(!lets_in(&s, "https://127.0.0.1:8080", "127.0.0.1:8080"));
        assert!(!lets_in(&s, "https://localhost:8080", "localhost:8080"));
        assert!(!lets_in(&s, "ws://127.0.0.1:8080", "127.0.0.1:8080"));
    }

    #[test]
    fn on_all_addresses_a_page_from_an_address_is_its_own_only_as_its_host() {
        let s = site("0.0.0.0:8080");
        assert!(lets_in(&s, "http://192.168.1.5:8080", "192.168.1.5:8080"));
        assert!(lets_in(&s, "http://localhost:8080", "192.168.1.5:8080"));
        // Another machine's page, sent to this one.
        assert!(!lets_in(&s, "http://192.168.1.9:8080", "192.168.1.5:8080"));
        assert!(!lets_in(&s, "http://192.168.1.5:9090", "192.168.1.5:9090"));
        let v6 = site("[::]:8080");
        assert!(lets_in(&v6, "http://[fd00::5]:8080", "[fd00::5]:8080"));
        // Bound to one address, the Host header is not read at all.
        let one = site("192.168.1.5:8080");
        assert!(lets_in(&one, "http://192.168.1.5:8080", "192.168.1.5:8080"));
        assert!(!lets_in(
            &one,
            "http://192.168.1.9:8080",
            "192.168.1.9:8080"
        ));
        assert!(!lets_in(&one, "http://localhost:8080", "localhost:8080"));
    }

    #[test]
    fn the_host_it_was_started_for_and_listed_origins_connect() {
        let listed = ["https://numera.example".to_string()];
        let s = Site {
            bound: "0.0.0.0:8080".parse().expect("an address"),
            host: Some("numera.lan"),
            extra: &listed,
        };
        assert!(lets_in(&s, "http://numera.lan:8080", "numera.lan:8080"));
        assert!(lets_in(&s, "http://NUMERA.lan:8080", "numera.lan:8080"));
        assert!(lets_in(&s, "https://numera.example", "10.0.0.2:8080"));
        assert!(!lets_in(&s, "http://numera.example", "numera.example"));
        assert!(!lets_in(&s, "https://numera.lan:8080", "numera.lan:8080"));
    }

    #[test]
    fn authorities_are_read_strictly() {
        assert_eq!(host_port("a.example:81"), Some(("a.example", 81)));
        assert_eq!(host_port("a.example"), Some(("a.example", 80)));
        assert_eq!(host_port("[::1]:8080"), Some(("::1", 8080)));
        assert_eq!(host_port("[::1]"), Some(("::1", 80)));
        assert_eq!(host_port("u@a.example"), None);
        assert_eq!(host_port("a.example:x"), None);
        assert_eq!(host_port(":80"), None);
        assert_eq!(host_port("[::1]x"), None);
    }
}
