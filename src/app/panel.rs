//! A section named by its heading, as the game pages show their lists (seats, hand, final
//! scores): `<section class aria-labelledby=id><h2 id=id>title</h2>…</section>`, its ids
//! scoped when it is drawn in a replay (app::ids).

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::ids::Ids;
use crate::app::markup::Html;

/// A `<section>` whose accessible name is its `<h2>` (`title`, in the player's language);
/// `children` follow the heading (the list, and whatever goes above it).
#[component]
pub fn TitledPanel(
    /// The section's class.
    class: &'static str,
    /// The heading's id, which names the section; unique on the page once scoped.
    title_id: &'static str,
    title: Key,
    children: Children,
) -> impl IntoView {
    let i18n = use_i18n();
    let ids = Ids::here();
    view! {
        <section class=class aria-labelledby=ids.labelled_by(title_id)>
            <h2 id=ids.id(title_id)>{i18n.live(title)}</h2>
            {children()}
        </section>
    }
}

/// `TitledPanel` as markup (app::markup): `inner` follows the heading.
pub fn titled(i18n: I18n, class: &str, title_id: &str, title: Key, inner: Html) -> Html {
    section(class, title_id, i18n.t(title), inner)
}

/// A section named by its heading `title` (plain text), as markup, with `inner` after the
/// heading; read while drawing (its ids follow the scope, app::ids).
pub fn section(class: &str, title_id: &str, title: &str, inner: Html) -> Html {
    let ids = Ids::here();
    Html::el("section")
        .class(class)
        .attr("aria-labelledby", &ids.labelled_by(title_id))
        .child(Html::el("h2").attr("id", &ids.id(title_id)).text(title))
        .child(inner)
        .into()
}
