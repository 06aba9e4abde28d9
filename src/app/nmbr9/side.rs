//! The side of the game in progress: the card and what is to come, the score to beat on this
//! seed (a solo challenge), the players and their boards, sharing, the toolbar.

use leptos::prelude::*;

use super::cards::cards_panel;
use super::placer_controls::marked;
use super::seats_panel::SeatsPanel;
use crate::app::game_screens::Table;
use crate::app::i18n::Key;
use crate::app::markup::{holder, Html};
use crate::app::share::seed_link;
use crate::app::share_bar::ShareBar;
use crate::app::storage;
use crate::app::toolbar::Toolbar;
use crate::rules::nmbr9::{Nmbr9Game, View};
use crate::rules::{Game, GameId, PlayerId};

pub fn side(
    table: Table<Nmbr9Game>,
    public: Memo<Option<View>>,
    viewing: RwSignal<PlayerId>,
) -> impl IntoView {
    let (session, i18n) = (table.session, table.i18n);
    // The score to beat on this seed (a solo challenge), as it stood when the game opened.
    let best_before = session.with_untracked(|s| {
        s.as_ref()
            .filter(|s| s.is_solo())
            .and_then(|s| storage::best_on_seed(GameId::Nmbr9, s.game.seed(), table.notices))
            .map(|b| b.score)
    });
    let playing = Memo::new(move |_| public.with(|v| v.as_ref().is_some_and(|v| !v.over)));
    let over = Signal::derive(move || public.with(|v| v.as_ref().is_some_and(|v| v.over)));
    view! {
        <aside class="side">
            // The card and what is to come, then the score to beat (until the end).
            {move || playing.get().then(|| view! {
                {cards_panel(i18n, public)}
                {best_before.map(|b| holder(move || -> Html {
                    let words = i18n.f(Key::N9BestOnSeed, &[("score", b.to_string())]);
                    Html::el("p").class("n9-best-line").child(marked("★", &words)).into()
                }))}
            })}
            {move || public.get().map(|v| view! { <SeatsPanel view=v viewing=viewing /> })}
            {move || session.with(|s| s.as_ref().filter(|s| !s.game.is_over()).map(|s| (s.game.seed(), s.seats().to_vec())))
                .map(|(seed, seats)| view! { <ShareBar seed=seed seed_link=seed_link(GameId::Nmbr9, seed, &seats, &[]) /> })}
            <Toolbar game=GameId::Nmbr9 over=over on_new_game=table.on_new_game />
        </aside>
    }
}
