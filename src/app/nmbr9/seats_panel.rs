//! Every seat with its live score, whether it has placed the current card, and a button to show
//! its board (boards are public: a bot's board can be studied like anyone's). What a row shows
//! is markup (app::markup); the button is a view.

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::markup::{holder, Html};
use crate::app::panel::TitledPanel;
use crate::app::seat::tag;
use crate::rules::nmbr9::View;

/// A seat's row, but for its button: tag, score, tiles and levels, and (in play) whether it
/// has placed the current card.
fn seat_html(i18n: I18n, view: &View, seat: usize) -> Html {
    let board = &view.boards[seat];
    let tiles = [
        ("tiles", board.tiles().len().to_string()),
        ("levels", board.level_count().to_string()),
    ];
    let mut out = tag(i18n, seat, view.seats[seat].as_str(), false);
    out.push(
        Html::el("span")
            .class("n9-seat-score num")
            .attr("aria-label", i18n.t(Key::Total))
            .text(&view.scores[seat].to_string()),
    );
    out.push(
        Html::el("span")
            .class("hint")
            .text(&i18n.f(Key::N9TilesLevels, &tiles)),
    );
    if !view.over {
        let placed = view.placed[seat];
        let (class, mark, key) = if placed {
            ("n9-seat-state done", "✓ ", Key::N9Placed)
        } else {
            ("n9-seat-state", "… ", Key::N9ToPlace)
        };
        out.push(Html::el("span").class(class).text(mark).text(i18n.t(key)));
    }
    out
}

#[component]
pub fn SeatsPanel(view: View, viewing: RwSignal<usize>) -> impl IntoView {
    let i18n = use_i18n();
    let several = view.players > 1;
    let players = view.players;
    let view = std::sync::Arc::new(view);
    let rows = (0..players)
        .map(|seat| {
            let view = view.clone();
            view! {
                <li class="n9-seat" class:viewing=move || viewing.get() == seat>
                    {holder(move || seat_html(i18n, &view, seat))}
                    {several.then(|| view! {
                        <button
                            class="btn btn-small"
                            aria-pressed=move || (viewing.get() == seat).to_string()
                            on:click=move |_| viewing.set(seat)
                        >
                            {move || i18n.t(if viewing.get() == seat { Key::N9Viewing } else { Key::N9View })}
                        </button>
                    })}
                </li>
            }
        })
        .collect_view();
    view! {
        <TitledPanel class="n9-seats" title_id="n9-seats-title" title=Key::N9Boards>
            <ul>{rows}</ul>
        </TitledPanel>
    }
}
