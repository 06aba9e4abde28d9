//! What Dungeons of Numera's replay shows at each step (the viewer is `app::replay`): what the
//! step did, in words (the engine's events of it), and the sheet as it stood.

use leptos::prelude::*;

use super::event_words::event_lines;
use super::map_state::MapState;
use super::map_view::MapView;
use super::panels::{GearPanel, MonsterPage, SkullTrack};
use super::session::Session;
use super::sheet::Sheet;
use crate::app::i18n::{use_i18n, Key};
use crate::app::replay::{Body, Replay};
use crate::rules::dungeon::DungeonGame;

pub fn body(replay: Replay<DungeonGame>) -> Body {
    let i18n = use_i18n();
    // The panels read the position shown through the same context as in play. It is a
    // position to look at, not a game to go on with: nothing here reads its log, so it has none
    // (and a step costs no more late in the game).
    // A new position at every step: never compared, always shown.
    let shown = Memo::new_with_compare(
        move |_| {
            Some(Session {
                game: replay.game(),
                actions: Vec::new(),
            })
        },
        |_, _| true,
    );
    let sheet = Sheet::shown(shown.into());
    provide_context(sheet);
    let line = move || {
        if replay.step() == 0 {
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
    Body {
        line: line.into_any(),
        board: view! {
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
        }
        .into_any(),
    }
}
