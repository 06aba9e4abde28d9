//! Loading one page's texts in one language: `texts/<page>.<lang>.txt` (crate::texts::file).

use js_sys::{Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use super::{Lang, TEXTS};
use crate::texts::file;

/// Loads the texts of `page` in `lang`; once it succeeds every text is in that language.
/// On failure the texts on screen stay as they were.
pub async fn load(page: &str, lang: Lang) -> Result<(), String> {
    let url = format!("/texts/{}", file::name(page, lang));
    let text = match prefetched(&url) {
        // index.html's guess was right: its fetch is already under way, or done.
        Some(promise) => match text_of(promise).await {
            Ok(text) => text,
            Err(_) => fetch_text(&url).await?,
        },
        None => fetch_text(&url).await?,
    };
    // Kept for the life of the page (a page loads one language, or a few if the player
    // switches), so every text can be a `&'static str` slice of it.
    let text: &'static str = Box::leak(text.into_boxed_str());
    let texts = file::decode(text, lang).map_err(|e| format!("{url}: {e}"))?;
    TEXTS.with(|t| *t.borrow_mut() = texts);
    Ok(())
}

/// index.html's fetch of `url` (`window.numeraTexts`), if it fetched that one; taken once.
fn prefetched(url: &str) -> Option<Promise> {
    let window = web_sys::window()?;
    let name = JsValue::from_str("numeraTexts");
    let hint = Reflect::get(&window, &name).ok()?;
    let _ = Reflect::delete_property(&window, &name);
    let hint_url = Reflect::get(&hint, &JsValue::from_str("url"))
        .ok()?
        .as_string()?;
    if hint_url != url {
        return None;
    }
    Reflect::get(&hint, &JsValue::from_str("text"))
        .ok()?
        .dyn_into()
        .ok()
}

async fn fetch_text(url: &str) -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .and_then(|r| r.dyn_into())
        .map_err(|e| format!("{url}: {}", describe(&e)))?;
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    let promise = response.text().map_err(|e| describe(&e))?;
    text_of(promise).await.map_err(|e| format!("{url}: {e}"))
}

async fn text_of(promise: Promise) -> Result<String, String> {
    let value = JsFuture::from(promise).await.map_err(|e| describe(&e))?;
    value.as_string().ok_or_else(|| "not text".to_owned())
}

fn describe(error: &JsValue) -> String {
    error
        .as_string()
        .or_else(|| error.dyn_ref::<js_sys::Error>().map(|e| e.message().into()))
        .unwrap_or_else(|| "network error".to_owned())
}

/// What the page shows when its texts cannot be loaded (offline before the app was ever
/// cached, a damaged file): it cannot speak the player's language, so it says it in all three.
pub fn show_unloadable(reason: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = document.body() else {
        return;
    };
    let lines = [
        "Numera could not load its texts. Check your connection, then reload the page.",
        "Numera n’a pas pu charger ses textes. Vérifiez votre connexion, puis rechargez la page.",
        "Numera 無法載入文字。請檢查網路連線，然後重新整理頁面。",
        reason,
    ];
    let main = document.create_element("main").ok();
    for line in lines {
        if let (Some(main), Ok(p)) = (&main, document.create_element("p")) {
            p.set_text_content(Some(line));
            let _ = main.append_child(&p);
        }
    }
    if let Some(main) = main {
        let _ = main.set_attribute("class", "page");
        let _ = body.append_child(&main);
    }
}
