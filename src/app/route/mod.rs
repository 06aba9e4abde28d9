//! The app's own small router. It replaced leptos_router, whose URL parsing, route matching
//! and link machinery were a large share of the wasm for the five paths this app has.
//!
//! API (all addresses are absolute paths on our origin, e.g. `/number?seed=K7QM-3XPA`):
//! - `start()`: once, at the root (`App`), before anything reads the route. Reads the address,
//!   follows back/forward (`popstate`) and turns clicks on same-origin `<a href>` links into
//!   client-side navigation (any `<a>`, not only `Link`).
//! - `path() -> Memo<String>`: the current path, e.g. `/rules/number` (no query, no hash);
//!   it notifies only when the path itself changes.
//! - `query(name: &'static str) -> Memo<Option<String>>`: one query parameter, percent-decoded
//!   (`+` is a space); notifies only when that value changes.
//! - `navigate(to: &str)`: go to `to` with a new history entry (none if `to` is where we are);
//!   `replace(to: &str)`: go there in place of the current entry. Both scroll to the top.
//! - `<Link href="/x" class="btn">…</Link>`: an `<a>` that carries `aria-current="page"` while
//!   its address is the current page or a page under it (`/` only on `/` itself).
//!
//! Pages: src/app/pages.rs gives each built bundle its pages (one arm per path); a page reads its
//! query with `query("seed")` and re-renders what depends on it when it changes. An address
//! served by another bundle (`Bundle::of`) is a full page load, e.g. from home to /nmbr9.
//!
//! Left to the browser: links with a `target`, `download` or `rel="external"`, other origins,
//! modified or non-primary clicks, and links with a `#fragment` (e.g. the skip link).

use std::cell::Cell;

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::HtmlAnchorElement;

mod text;
pub use text::is_current;
use text::param;
pub use text::Bundle;

/// Where we are: the path and the query string without its `?`.
#[derive(Clone, PartialEq, Default)]
struct Here {
    path: String,
    search: String,
}

thread_local! {
    // Set once by `start`; signals are `Copy` handles, so event handlers can reach it without
    // a reactive owner (contexts are not available there).
    static HERE: Cell<Option<RwSignal<Here>>> = const { Cell::new(None) };
    // The built page we are: addresses it does not serve are loaded in full.
    static BUNDLE: Cell<Bundle> = const { Cell::new(Bundle::All) };
}

fn here() -> RwSignal<Here> {
    HERE.with(Cell::get)
        .expect("route::start() runs first, in App")
}

fn read_location() -> Here {
    let location = window().location();
    let search = location.search().unwrap_or_default();
    Here {
        path: location.pathname().unwrap_or_default(),
        search: search.strip_prefix('?').unwrap_or(&search).to_owned(),
    }
}

/// Starts following the address bar; call once, at the root, with the bundle being run.
pub fn start(bundle: Bundle) {
    BUNDLE.with(|b| b.set(bundle));
    let signal = RwSignal::new(read_location());
    HERE.with(|h| h.set(Some(signal)));
    // Back/forward (and fragment jumps, which leave path and query as they are).
    listen("popstate", move |_| signal.set(read_location()));
    listen("click", |event| on_click(event.unchecked_into()));
}

/// Follows `event` on the window for the life of the page. (Leptos' `window_event_listener`,
/// typed and removable, brings more wasm into pages that need neither:
/// docs/experiments/performance-log.md, "Sixth round".)
fn listen(event: &str, handler: impl Fn(web_sys::Event) + 'static) {
    let listener = Closure::<dyn Fn(web_sys::Event)>::new(handler);
    let _ = window().add_event_listener_with_callback(event, listener.as_ref().unchecked_ref());
    listener.forget();
}

/// A click on one of our own links becomes a client-side navigation.
fn on_click(event: web_sys::MouseEvent) {
    if event.default_prevented()
        || event.button() != 0
        || event.meta_key()
        || event.ctrl_key()
        || event.shift_key()
        || event.alt_key()
    {
        return;
    }
    let Some(link) = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| e.closest("a[href]").ok().flatten())
        .and_then(|e| e.dyn_into::<HtmlAnchorElement>().ok())
    else {
        return;
    };
    let external = link
        .get_attribute("rel")
        .is_some_and(|rel| rel.split_ascii_whitespace().any(|r| r == "external"));
    if !link.target().is_empty()
        || link.has_attribute("download")
        || external
        || !link.hash().is_empty()
        || window().location().origin().ok() != Some(link.origin())
    {
        return;
    }
    event.prevent_default();
    navigate(&(link.pathname() + &link.search()));
}

/// Goes to `to` (path and optional query) with a new history entry.
pub fn navigate(to: &str) {
    go(to, false);
}

/// Goes to `to` in place of the current history entry (the back button skips the old one).
pub fn replace(to: &str) {
    go(to, true);
}

fn go(to: &str, replace: bool) {
    let path = to.split(['?', '#']).next().unwrap_or(to);
    if !BUNDLE.with(Cell::get).serves(path) {
        // Another built page: the browser loads it (from the service worker when offline).
        let location = window().location();
        let _ = if replace {
            location.replace(to)
        } else {
            location.assign(to)
        };
        return;
    }
    let history = window().history().expect("the History API");
    let location = window().location();
    let now = location.pathname().unwrap_or_default() + &location.search().unwrap_or_default();
    let done = if replace {
        history.replace_state_with_url(&JsValue::NULL, "", Some(to))
    } else if now != to {
        history.push_state_with_url(&JsValue::NULL, "", Some(to))
    } else {
        Ok(())
    };
    if done.is_ok() {
        here().set(read_location());
        window().scroll_to_with_x_and_y(0.0, 0.0);
    }
}

/// The current path; notifies only when the path changes.
pub fn path() -> Memo<String> {
    let here = here();
    Memo::new(move |_| here.with(|h| h.path.clone()))
}

/// One query parameter of the current address, percent-decoded.
pub fn query(name: &'static str) -> Memo<Option<String>> {
    let here = here();
    Memo::new(move |_| here.with(|h| param(&h.search, name)))
}

/// A link to one of our pages, marked `aria-current="page"` when it is the current one.
#[component]
pub fn Link(
    #[prop(into)] href: String,
    #[prop(optional)] class: Option<&'static str>,
    children: Children,
) -> impl IntoView {
    let here = here();
    let current = {
        let href = href.clone();
        move || here.with(|h| is_current(&href, &h.path)).then_some("page")
    };
    view! {
        <a href=href class=class aria-current=current>
            {children()}
        </a>
    }
}
