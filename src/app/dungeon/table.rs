//! The sheet in play: the map on top (phone) or on the left (desktop), the dice and the
//! turn's actions under it, the skulls, monsters, abilities, keys and equipment beside it.
//! A map that is over shows its score breakdown instead of the dice (and, in the campaign,
//! the way on to the next map); the end of the game shows every map's breakdown and the total.
//! What the player is doing between two actions lives in `sheet::Sheet`, which this table
//! provides to the parts below.

use leptos::ev;
use leptos::prelude::*;

use super::actions::TurnActions;
use super::dice::DiceTray;
use super::event_words::event_markup;
use super::map_over::MapOver;
use super::map_state::MapState;
use super::map_view::{MapView, ZOOM_PERCENT};
use super::panels::{GearPanel, MonsterPage, SkullTrack};
use super::session::{option_values, Session, Solo};
use super::sheet::{focus_is_on_play, focus_map, Mode, Sheet};
use crate::app::game_screens::Table;
use crate::app::i18n::Key;
use crate::app::markup::{holder, markup, Html};
use crate::app::share::seed_link;
use crate::app::share_bar::ShareBar;
use crate::app::storage::{saved_screen, store_screen, Screen};
use crate::app::toolbar::Toolbar;
use crate::app::zoom::ZoomControl;
use crate::rules::dungeon::{DungeonGame, Phase, Pos};
use crate::rules::{Game, GameId};

/// The game in play, as the page hands it over (see `game_screens::Table`).
pub fn table(table: Table<DungeonGame>) -> AnyView {
    let session = table.session;
    let sheet = Sheet::new(session);
    provide_context(sheet);
    sheet.settle_choice();
    // The screen before a reload (the die picked, an ability being set up), when saved with
    // this very save; kept with every change.
    let actions = move || session.with(|s| s.as_ref().map(|s| s.actions.len()));
    let zoom = RwSignal::new(0usize);
    if let Some(facts) = actions().and_then(|n| saved_screen(GameId::Dungeon, n)) {
        sheet.resume(facts.get(..4).unwrap_or(&[]));
        zoom.set(
            facts
                .get(4)
                .map_or(0, |&z| (z as usize).min(ZOOM_PERCENT.len() - 1)),
        );
    }
    Effect::new(move |_| {
        let mut facts = sheet.screen_facts();
        facts.push(zoom.get() as u32);
        if let Some(actions) = actions() {
            store_screen(GameId::Dungeon, &Screen { actions, facts });
        }
    });

    let phase = Memo::new(move |_| sheet.with_game(|g| Some(g.phase())));
    let map = Memo::new(move |_| sheet.with_game(|g| Some(g.map())));

    let (written, opened) = sheet.marks();
    let chosen_tiles = Memo::new(move |_| {
        let die = sheet.chosen.get();
        sheet.with_game(|g| match die {
            Some(d) if g.phase() == Phase::Place => g.legal_tiles(d),
            _ => Vec::new(),
        })
    });
    // A die picked (by a click, a key, or for the player when one is left) brings the focus
    // to the first tile it may go on, unless the player took the focus elsewhere meanwhile.
    Effect::new(move |_| {
        let tiles = chosen_tiles.get();
        if !tiles.is_empty() && focus_is_on_play() {
            focus_map(&tiles);
        }
    });
    pick_keys(sheet, chosen_tiles);

    let chosen_value = Signal::derive(move || {
        let die = sheet.chosen.get()?;
        sheet.with_game(|g| g.dice().get(die).map(|d| d.value))
    });
    let state = MapState {
        written,
        opened,
        legal: chosen_tiles.into(),
        chosen: chosen_value,
        refused: sheet.refused.into(),
    };

    let title = move || {
        let (n, campaign, index) =
            sheet.with_game(|g| (g.map().number, g.map_count() > 1, g.map_index()));
        let roll = session.with(|s| s.as_ref().map_or(1, Session::roll_number));
        let map_line = if campaign {
            table
                .i18n
                .f(Key::DgMapOfCampaign, &[("n", (index + 1).to_string())])
        } else {
            table.i18n.f(Key::DgMapN, &[("n", n.to_string())])
        };
        format!(
            "{map_line} · {}",
            table.i18n.f(Key::DgRollN, &[("n", roll.to_string())])
        )
    };
    let events = move || sheet.with_game(|g| event_markup(table.i18n, g));

    let lower = move || match phase.get() {
        Some(Phase::MapOver { won }) => view! { <MapOver won=won /> }.into_any(),
        Some(Phase::Over) => {
            let Some(s) = session.get_untracked() else {
                return ().into_any();
            };
            let extra = option_values(s.game.options());
            let extra: Vec<(&str, &str)> = extra.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let link = seed_link(GameId::Dungeon, s.game.seed(), &[Solo], &extra);
            // The outcome itself leads the page (map_over::result, app::later).
            crate::app::focus::outcome_when_shown();
            view! {
                <ShareBar seed=s.game.seed() seed_link=link replay=s.to_save() />
                <button class="btn btn-primary btn-big" on:click=move |_| table.on_new_game.run(())>
                    {table.i18n.live(Key::NewGame)}
                </button>
            }
            .into_any()
        }
        Some(_) => view! {
            <DiceTray />
            <TurnActions />
        }
        .into_any(),
        None => ().into_any(),
    };
    let share = move || {
        session
            .with(|s| {
                let s = s.as_ref().filter(|s| s.game.outcome().is_none())?;
                let extra = option_values(s.game.options());
                let extra: Vec<(&str, &str)> =
                    extra.iter().map(|(k, v)| (*k, v.as_str())).collect();
                Some((
                    s.game.seed(),
                    seed_link(GameId::Dungeon, s.game.seed(), &[Solo], &extra),
                ))
            })
            .map(|(seed, link)| view! { <ShareBar seed=seed seed_link=link /> })
    };
    let over = Signal::derive(move || phase.get() == Some(Phase::Over));
    view! {
        <div class="table-layout dg-table">
            <div class="board dg-board">
                <div class="dg-title-row">
                    <h2 class="dg-title" data-testid="title">{title}</h2>
                    <ZoomControl level=zoom levels=ZOOM_PERCENT.len() />
                </div>
                {move || map.get().map(|m| view! {
                    <MapView
                        map=m
                        state=state
                        zoom=zoom
                        on_tile=move |p| sheet.press(p)
                        on_escape=move |_| {
                            sheet.chosen.set(None);
                            sheet.refused.set(None);
                        }
                    />
                })}
                {holder(move || match phase.get() {
                    Some(Phase::Place | Phase::RollNext) => {
                        Html::el("p").class("hint dg-keys-hint").text(table.i18n.t(Key::DgMapKeys)).into()
                    }
                    _ => Html::new(),
                })}
                <p class="feedback dg-why" role="alert" data-testid="why">
                    {move || sheet.refused.get().map(|(_, why)| view! { <span aria-hidden="true">"✗ "</span>{why} })}
                </p>
                <p class="feedback" role="alert">{move || sheet.feedback.get()}</p>
                <ul class="dg-events" aria-live="polite" aria-label=table.i18n.live(Key::DgEvents) data-testid="events" inner_html=markup(events) />
                {lower}
            </div>
            <aside class="side dg-side">
                <SkullTrack />
                <MonsterPage />
                <GearPanel />
                {share}
                <Toolbar game=GameId::Dungeon over=over on_new_game=Callback::new(move |_| table.on_new_game.run(())) />
            </aside>
        </div>
    }
    .into_any()
}

/// Keys 1, 2, 3 pick a die from anywhere on the sheet (not while typing in a field), and
/// Escape lets go of it and of an ability being set up; `tiles`: where the picked die may go.
fn pick_keys(sheet: Sheet, tiles: Memo<Vec<Pos>>) {
    let keys = window_event_listener(ev::keydown, move |e| {
        if e.ctrl_key() || e.meta_key() || e.alt_key() {
            return;
        }
        let typing = document()
            .active_element()
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA"));
        if typing {
            return;
        }
        match e.key().as_str() {
            k @ ("1" | "2" | "3") => {
                sheet.pick(k.as_bytes()[0] as usize - b'1' as usize, false);
                e.prevent_default();
                // Straight on to the map, where the arrows and Enter write the die.
                if sheet.chosen.get_untracked().is_some() {
                    focus_map(&tiles.get_untracked());
                }
            }
            "Escape" => {
                sheet.chosen.set(None);
                sheet.refused.set(None);
                sheet.mode.set(Mode::Play);
            }
            _ => {}
        }
    });
    on_cleanup(move || keys.remove());
}
