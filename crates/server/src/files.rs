//! The built app (the release `dist/` folder) over HTTP, as a static host would serve it:
//! clean addresses (`/nmbr9` is nmbr9.html, `/rules/nmbr9` rules/nmbr9.html, `/` index.html),
//! the precompressed `.br` or `.gz` sibling of a file when the browser accepts it, and the
//! content types a browser insists on (a module needs `application/wasm` to stream).

use std::path::{Component, Path, PathBuf};

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "webp" => "image/webp",
        "jpg" | "jpeg" => "image/jpeg",
        "woff2" => "font/woff2",
        "txt" => "text/plain; charset=utf-8",
        "xml" => "application/xml",
        _ => "application/octet-stream",
    }
}

/// The file an address names inside `dist`, if any: never outside it (no `..`, no absolute
/// part), a folder's index.html, or `<address>.html` for a clean address.
pub fn resolve(dist: &Path, address: &str) -> Option<PathBuf> {
    let relative = Path::new(address.trim_start_matches('/'));
    if relative
        .components()
        .any(|c| !matches!(c, Component::Normal(_)))
        || address.contains('\\')
        || address.contains('\0')
    {
        return None;
    }
    let path = dist.join(relative);
    if path.is_file() {
        return Some(path);
    }
    let index = path.join("index.html");
    if index.is_file() {
        return Some(index);
    }
    let name = relative.file_name()?.to_str()?;
    let html = path.with_file_name(format!("{name}.html"));
    html.is_file().then_some(html)
}

/// Whether the browser takes `coding` (`br`, `gzip`) by its Accept-Encoding.
fn accepts(headers: &HeaderMap, coding: &str) -> bool {
    let Some(accepted) = headers
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    accepted.split(',').any(|part| {
        let mut bits = part.split(';');
        let name = bits.next().unwrap_or("").trim();
        let refused = bits.any(|b| matches!(b.trim(), "q=0" | "q=0.0" | "q=0.00" | "q=0.000"));
        name.eq_ignore_ascii_case(coding) && !refused
    })
}

/// The answer to a GET or HEAD of `uri`.
pub async fn serve(dist: &Path, method: &Method, uri: &Uri, headers: &HeaderMap) -> Response {
    if method != Method::GET && method != Method::HEAD {
        return StatusCode::METHOD_NOT_ALLOWED.into_response();
    }
    let Some(path) = resolve(dist, uri.path()) else {
        return not_found(dist).await;
    };
    let mut sent = path.clone();
    let mut encoding = None;
    for (coding, suffix) in [("br", "br"), ("gzip", "gz")] {
        let sibling = PathBuf::from(format!("{}.{suffix}", path.display()));
        if accepts(headers, coding) && sibling.is_file() {
            sent = sibling;
            encoding = Some(coding);
            break;
        }
    }
    let Ok(bytes) = tokio::fs::read(&sent).await else {
        return not_found(dist).await;
    };
    let mut response = if method == Method::HEAD {
        let mut r = Response::new(Body::empty());
        r.headers_mut()
            .insert(header::CONTENT_LENGTH, HeaderValue::from(bytes.len()));
        r
    } else {
        Response::new(Body::from(bytes))
    };
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(content_type(&path)),
    );
    h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    // Pages and the service worker must be checked each time, or an update never arrives.
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    if let Some(coding) = encoding {
        h.insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
    }
    response
}

async fn not_found(dist: &Path) -> Response {
    let (body, kind) = match tokio::fs::read(dist.join("404.html")).await {
        Ok(bytes) => (Body::from(bytes), "text/html; charset=utf-8"),
        Err(_) => (Body::from("not found"), "text/plain; charset=utf-8"),
    };
    let mut response = Response::new(body);
    *response.status_mut() = StatusCode::NOT_FOUND;
    response
        .headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dist() -> PathBuf {
        let dir = std::env::temp_dir().join(format!("numera-files-{}", std::process::id()));
        for file in ["index.html", "nmbr9.html", "rules/nmbr9.html", "app.wasm"] {
            let path = dir.join(file);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, file).unwrap();
        }
        dir
    }

    #[test]
    fn clean_addresses_name_their_pages_and_nothing_outside() {
        let dist = dist();
        let name = |a: &str| resolve(&dist, a).map(|p| p.strip_prefix(&dist).unwrap().to_owned());
        assert_eq!(name("/"), Some("index.html".into()));
        assert_eq!(name("/nmbr9"), Some("nmbr9.html".into()));
        assert_eq!(name("/rules/nmbr9"), Some("rules/nmbr9.html".into()));
        assert_eq!(name("/app.wasm"), Some("app.wasm".into()));
        assert_eq!(name("/history"), None);
        assert_eq!(name("/../etc/passwd"), None);
        assert_eq!(name("/rules/../nmbr9"), None);
        assert_eq!(name("//etc/passwd"), None);
    }

    #[test]
    fn a_coding_refused_with_q0_is_not_sent() {
        let mut h = HeaderMap::new();
        h.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_static("gzip, br;q=0"),
        );
        assert!(accepts(&h, "gzip"));
        assert!(!accepts(&h, "br"));
        assert!(!accepts(&HeaderMap::new(), "gzip"));
    }
}
