//! A section named by its heading, as the game pages show their lists (seats, hand, final
//! scores): `<section class aria-labelledby=id><h2 id=id>title</h2>…</section>`.

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, I18n, Key};

/// A `<section>` whose accessible name is its `<h2>` (`title`, in the player's language);
/// `children` follow the heading (the list, and whatever goes above it).
#[component]
pub fn TitledPanel(
    /// The section's class.
    class: &'static str,
    /// The heading's id, which names the section; unique on the page.
    title_id: &'static str,
    title: Key,
    children: Children,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <section class=class aria-labelledby=title_id>
            <h2 id=title_id>{i18n.live(title)}</h2>
            {children()}
        </section>
    }
}

/// `TitledPanel` as markup (app::markup): `inner` (markup) follows the heading.
pub fn titled_html(i18n: I18n, class: &str, title_id: &str, title: Key, inner: &str) -> String {
    format!(
        r#"<section class="{class}" aria-labelledby="{title_id}"><h2 id="{title_id}">{}</h2>{inner}</section>"#,
        crate::app::markup::escape(i18n.t(title))
    )
}
