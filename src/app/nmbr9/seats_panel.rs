//! Every seat with its live score, whether it has placed the current card, and a button to show
//! its board (boards are public: a bot's board can be studied like anyone's).

use leptos::prelude::*;

use crate::app::i18n::{use_i18n, Key};
use crate::app::panel::TitledPanel;
use crate::app::seat::SeatTag;
use crate::rules::nmbr9::View;

#[component]
pub fn SeatsPanel(view: View, viewing: RwSignal<usize>) -> impl IntoView {
    let i18n = use_i18n();
    let several = view.players > 1;
    let rows = (0..view.players)
        .map(|seat| {
            let kind = view.seats[seat].as_str();
            let board = &view.boards[seat];
            let placed = view.placed[seat];
            let over = view.over;
            let (tiles, levels) = (board.tiles().len(), board.level_count());
            let score = view.scores[seat];
            view! {
                <li class="n9-seat" class:viewing=move || viewing.get() == seat>
                    <SeatTag seat=seat kind=kind />
                    <span class="n9-seat-score num" aria-label=i18n.live(Key::Total)>{score}</span>
                    <span class="hint">
                        {move || i18n.f(Key::N9TilesLevels, &[("tiles", tiles.to_string()), ("levels", levels.to_string())])}
                    </span>
                    {(!over).then(|| view! {
                        <span class="n9-seat-state" class:done=placed>
                            {if placed { "✓ " } else { "… " }}
                            {move || i18n.t(if placed { Key::N9Placed } else { Key::N9ToPlace })}
                        </span>
                    })}
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
