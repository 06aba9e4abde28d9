//! The table at a glance: every seat, whether it has picked this turn (never what), its
//! public sheet and its running score.

use leptos::prelude::*;

use super::seat::SeatTag;
use super::sheet::Sheet;
use crate::app::i18n::{use_i18n, Key};
use crate::app::panel::TitledPanel;
use crate::rules::number::{SeatKind, View};

#[component]
pub fn SeatsPanel(view: View) -> impl IntoView {
    let i18n = use_i18n();
    let rows = (0..view.players)
        .map(|seat| {
            let kind = view.seats.get(seat).copied().unwrap_or(SeatKind::Human);
            let (class, icon, key) = if view.over {
                ("done", "", None)
            } else if view.exhausted[seat] {
                ("empty", "∅", Some(Key::NoDigitsLeft))
            } else if view.picked[seat] {
                ("picked", "✓", Some(Key::HasPicked))
            } else {
                ("waiting", "…", Some(Key::ToPick))
            };
            let sheet = view.sheets[seat];
            let score = view.scores.get(seat).copied().unwrap_or(0);
            view! {
                <li class=format!("seat-row {class}")>
                    <div class="seat-row-head">
                        <SeatTag seat=seat kind=kind />
                        <span class="seat-status">
                            <span aria-hidden="true">{icon}" "</span>
                            {move || key.map(|k| i18n.t(k))}
                        </span>
                        <span class="seat-score">
                            <span class="sr-only">{i18n.live(Key::Score)}" "</span>
                            <span class="num">{score}</span>
                        </span>
                    </div>
                    <Sheet crossed=sheet small=true />
                </li>
            }
        })
        .collect_view();
    view! {
        <TitledPanel class="seats" title_id="seats-title" title=Key::TableTitle>
            <ul class="seat-list">{rows}</ul>
        </TitledPanel>
    }
}
