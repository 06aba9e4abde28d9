//! The replay viewer: a finished (or shared) game stepped through action by action (buttons
//! and arrow keys), each position the engine's replay of the log up to that step, with what
//! that step did in words (the engine's events of it) and the sheet as it stood.

use leptos::prelude::*;

use super::map_view::{MapState, MapView};
use super::page::option_values;
use super::panels::{GearPanel, MonsterPage, SkullTrack};
use super::session::{Session, Solo};
use super::table::Sheet;
use super::words::event_lines;
use crate::app::i18n::{use_i18n, Key};
use crate::app::link_error::LinkError;
use crate::app::replay_controls::ReplayControls;
use crate::app::share;
use crate::rules::log::Save;
use crate::rules::{Game, GameId};

#[component]
pub fn ReplayViewer(save: Save) -> impl IntoView {
    let full = match Session::from_save(&save) {
        Ok(s) => s,
        Err(problem) => {
            return view! { <LinkError problem=problem replay=true game=GameId::Dungeon /> }
                .into_any()
        }
    };
    let i18n = use_i18n();
    let total = full.actions.len();
    let step = RwSignal::new(total);
    let extra = option_values(full.game.options());
    let extra: Vec<(&str, &str)> = extra.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let play_seed = share::seed_path(GameId::Dungeon, full.game.seed(), &[Solo], &extra);
    let seed_text = full.game.seed().to_string();
    let full = StoredValue::new(full);
    // The panels read the position shown through the same context as in play.
    let shown = RwSignal::new(None::<Session>);
    let sheet = Sheet::new(shown);
    provide_context(sheet);
    Effect::new(move |_| {
        let n = step.get();
        let at = full.with_value(|f| {
            let game = f.at_step(n)?;
            Some(Session {
                game,
                actions: f.actions[..n].to_vec(),
            })
        });
        shown.set(at);
    });
    let line = move || {
        if step.get() == 0 {
            return i18n.t(Key::DgReplayStart).to_owned();
        }
        sheet.with_game(|g| event_lines(i18n, g)).join(" ")
    };
    let (written, opened) = sheet.marks();
    let state = MapState {
        written,
        opened,
        legal: Signal::derive(Vec::new),
        chosen: Signal::derive(|| None),
        refused: Signal::derive(|| None),
    };
    let map = Memo::new(move |_| sheet.with_game(|g| Some(g.map())));
    view! {
        <section class="replay game-dungeon" aria-labelledby="replay-title">
            <h1 id="replay-title">{i18n.live(Key::ReplayTitle)}</h1>
            <p class="hint">{move || i18n.f(Key::SeedIs, &[("seed", seed_text.clone())])}</p>
            <ReplayControls step=step total=total on_go=move |to| step.set(to) />
            <p class="move-line" data-testid="move-line">{line}</p>
            <div class="dg-replay">
                <div class="dg-replay-map">
                    {move || map.get().map(|m| view! { <MapView map=m state=state /> })}
                </div>
                <div class="side">
                    <SkullTrack />
                    <MonsterPage />
                    <GearPanel />
                </div>
            </div>
            <div class="actions">
                <a href=play_seed class="btn btn-primary">{i18n.live(Key::PlaySameSeed)}</a>
                <a href="/history" class="btn">{i18n.live(Key::NavHistory)}</a>
            </div>
        </section>
    }
    .into_any()
}
