//! Which pages may open a table connection: a browser names the page's origin, and only the
//! server's own (or one configured) may, so a page elsewhere cannot act with a visitor's
//! connection. Clients that are not browsers send no Origin and are let through: they hold
//! no one else's cookies or seat, so checking them would protect nothing.

use axum::http::{header, HeaderMap};

/// Whether the request's Origin (if any) is the host it was sent to, or one of `allowed`
/// (origins as `scheme://host:port`).
pub fn allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    if allowed.iter().any(|a| a == origin) {
        return true;
    }
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let authority = origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"));
    matches!((authority, host), (Some(a), Some(h)) if a.eq_ignore_ascii_case(h))
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

    #[test]
    fn only_the_servers_own_pages_or_listed_origins_connect() {
        let none: &[String] = &[];
        assert!(allowed(&headers(None, "127.0.0.1:8080"), none));
        assert!(allowed(
            &headers(Some("http://127.0.0.1:8080"), "127.0.0.1:8080"),
            none
        ));
        assert!(!allowed(
            &headers(Some("http://evil.example"), "127.0.0.1:8080"),
            none
        ));
        assert!(!allowed(&headers(Some("null"), "127.0.0.1:8080"), none));
        let listed = ["https://numera.example".to_string()];
        assert!(allowed(
            &headers(Some("https://numera.example"), "10.0.0.2:8080"),
            &listed
        ));
    }
}
