//! The sheet in play: the map on top (phone) or on the left (desktop), the dice and the
//! turn's actions under it, the skulls, monsters, abilities, keys and equipment beside it.
//! A map that is over shows its score breakdown instead of the dice (and, in the campaign,
//! the way on to the next map); the end of the game shows every map's breakdown and the total.
//!
//! What the player is doing between two actions (the die picked, an ability being set up, a
//! refused tile) lives here in `Sheet`, shared with the parts below by context; the game
//! itself changes only through the engine.

use leptos::ev;
use leptos::prelude::*;

use super::actions::TurnActions;
use super::dice::DiceTray;
use super::map_over::{FinalResult, MapOver};
use super::map_view::{MapState, MapView};
use super::page::option_values;
use super::panels::{GearPanel, MonsterPage, SkullTrack};
use super::session::{commit, Session, Solo};
use super::words::{event_markup, refusal_text};
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::notices::{use_notices, Notices};
use crate::app::share::seed_link;
use crate::app::share_bar::ShareBar;
use crate::app::toolbar::Toolbar;
use crate::rules::dungeon::{Action, DungeonGame, Phase, Pos};
use crate::rules::{Game, GameId};

/// An ability being set up before it is sent to the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Play,
    /// Reroll: the dice ticked so far (bit i: die i); `twice` when ×2 repeats it.
    Reroll {
        mask: u8,
        twice: bool,
    },
    /// ±1: pick a die and a direction.
    Nudge {
        twice: bool,
    },
    /// ×2: pick the used ability to repeat.
    Twice,
}

/// The sheet's state between actions, shared by context with the dice, actions and panels.
#[derive(Clone, Copy)]
pub struct Sheet {
    pub session: RwSignal<Option<Session>>,
    /// The die the player picked to use next.
    pub chosen: RwSignal<Option<usize>>,
    /// A tile the engine refused for the chosen die, with its reason in words.
    pub refused: RwSignal<Option<(Pos, String)>>,
    pub mode: RwSignal<Mode>,
    /// The engine's reason when an action was refused (should not happen from the buttons),
    /// in the player's language.
    pub feedback: RwSignal<Option<String>>,
    /// Every legal action now, as the engine lists them.
    pub legal: Memo<Vec<Action>>,
    notices: Notices,
    i18n: I18n,
}

impl Sheet {
    /// The sheet over `session`; call inside a component (it reads the notices and the
    /// language from the context).
    pub fn new(session: RwSignal<Option<Session>>) -> Sheet {
        let legal = Memo::new(move |_| {
            session.with(|s| {
                s.as_ref()
                    .map(|s| s.game.legal_actions(0))
                    .unwrap_or_default()
            })
        });
        Sheet {
            session,
            chosen: RwSignal::new(None),
            refused: RwSignal::new(None),
            mode: RwSignal::new(Mode::Play),
            feedback: RwSignal::new(None),
            legal,
            notices: use_notices(),
            i18n: use_i18n(),
        }
    }

    /// Plays `action` through the engine; saved and shown when accepted, its refusal worded
    /// in the player's language when not.
    pub fn act(self, action: Action) {
        let Some(Some(result)) = self
            .session
            .try_with_untracked(|s| s.as_ref().map(|s| s.apply(action)))
        else {
            return;
        };
        match result {
            Ok(next) => {
                commit(&next, self.notices);
                self.feedback.set(None);
                self.refused.set(None);
                self.mode.set(Mode::Play);
                self.chosen.set(None);
                self.session.set(Some(next));
                self.settle_choice();
            }
            Err(refusal) => self.feedback.set(Some(refusal_text(self.i18n, &refusal))),
        }
    }

    pub fn undo(self) {
        let back = self
            .session
            .with_untracked(|s| s.as_ref().and_then(Session::undo));
        if let Some(back) = back {
            commit(&back, self.notices);
            self.refused.set(None);
            self.feedback.set(None);
            self.mode.set(Mode::Play);
            self.chosen.set(None);
            self.session.set(Some(back));
            self.settle_choice();
        }
    }

    /// With one die left there is nothing to choose: it is picked for the player.
    fn settle_choice(self) {
        let unused: Vec<usize> = self.with_game(|g| {
            if g.phase() != Phase::Place {
                return Vec::new();
            }
            g.dice()
                .iter()
                .enumerate()
                .filter(|(_, d)| !d.used)
                .map(|(i, _)| i)
                .collect()
        });
        if let [only] = unused[..] {
            self.chosen.set(Some(only));
        }
    }

    pub fn with_game<T: Default>(self, f: impl FnOnce(&DungeonGame) -> T) -> T {
        self.session
            .with(|s| s.as_ref().map(|s| f(&s.game)))
            .unwrap_or_default()
    }

    /// What the map shows of the game on screen: the number on each tile (row by row) and
    /// which doors are open.
    pub fn marks(self) -> (Signal<Vec<Option<u8>>>, Signal<Vec<bool>>) {
        let written = Signal::derive(move || {
            self.with_game(|g| {
                let m = g.map();
                (0..m.width * m.height)
                    .map(|i| g.written(m.pos(i)))
                    .collect::<Vec<_>>()
            })
        });
        let opened = Signal::derive(move || {
            self.with_game(|g| {
                (0..g.map().doors.len())
                    .map(|d| g.door_open(d))
                    .collect::<Vec<_>>()
            })
        });
        (written, opened)
    }

    pub fn with_game_untracked<T: Default>(self, f: impl FnOnce(&DungeonGame) -> T) -> T {
        self.session
            .with_untracked(|s| s.as_ref().map(|s| f(&s.game)))
            .unwrap_or_default()
    }

    /// Whether the engine lists `action` as legal now.
    pub fn is_legal(self, action: Action) -> bool {
        self.legal.with(|l| l.contains(&action))
    }

    /// Whether any legal action now passes `test`.
    pub fn any_legal(self, test: impl Fn(&Action) -> bool) -> bool {
        self.legal.with(|l| l.iter().any(test))
    }

    /// Picks die `i` (or lets go of it when picked already).
    pub fn choose(self, i: usize) {
        self.pick(i, true);
    }

    /// Picks die `i`; `toggle`: a second press lets go of it (a click does, a key does not).
    fn pick(self, i: usize, toggle: bool) {
        let usable = self.with_game_untracked(|g| {
            g.phase() == Phase::Place && g.dice().get(i).is_some_and(|d| !d.used)
        });
        if !usable {
            return;
        }
        self.refused.set(None);
        self.chosen.update(|c| {
            *c = if toggle && *c == Some(i) {
                None
            } else {
                Some(i)
            }
        });
    }

    /// A tile pressed: the chosen die is written there, or the engine's reason is shown.
    pub fn press(self, p: Pos) {
        let i18n = self.i18n;
        let Some(die) = self.chosen.get_untracked() else {
            let placing = self.with_game_untracked(|g| g.phase() == Phase::Place);
            if placing {
                self.refused
                    .set(Some((p, i18n.t(Key::DgPickFirst).to_owned())));
            }
            return;
        };
        let why = self.with_game_untracked(|g| g.why_not(die, p));
        match why {
            Some(refusal) => self.refused.set(Some((p, refusal_text(i18n, &refusal)))),
            None => self.act(Action::Write {
                die: die as u8,
                pos: p,
            }),
        }
    }
}

/// Focus on the map's tile in the tab order (START, or where the keyboard last was).
fn focus_map() {
    use wasm_bindgen::JsCast;
    let found = document()
        .query_selector(".dg-map [tabindex='0']")
        .ok()
        .flatten();
    if let Some(el) = found.and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok()) {
        let _ = el.focus();
    }
}

pub fn use_sheet() -> Sheet {
    expect_context::<Sheet>()
}

#[component]
pub fn GameTable(
    session: RwSignal<Option<Session>>,
    #[prop(into)] on_new_game: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let sheet = Sheet::new(session);
    provide_context(sheet);
    sheet.settle_choice();

    let phase = Memo::new(move |_| sheet.with_game(|g| Some(g.phase())));
    let map = Memo::new(move |_| sheet.with_game(|g| Some(g.map())));

    // Keys 1, 2, 3 pick a die from anywhere on the sheet (not while typing in a field).
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
                    focus_map();
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

    let (written, opened) = sheet.marks();
    let chosen_tiles = Memo::new(move |_| {
        let die = sheet.chosen.get();
        sheet.with_game(|g| match die {
            Some(d) if g.phase() == Phase::Place => g.legal_tiles(d),
            _ => Vec::new(),
        })
    });
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
            i18n.f(Key::DgMapOfCampaign, &[("n", (index + 1).to_string())])
        } else {
            i18n.f(Key::DgMapN, &[("n", n.to_string())])
        };
        format!(
            "{map_line} · {}",
            i18n.f(Key::DgRollN, &[("n", roll.to_string())])
        )
    };
    let events = move || sheet.with_game(|g| event_markup(i18n, g));

    let lower = move || match phase.get() {
        Some(Phase::MapOver { won }) => view! { <MapOver won=won /> }.into_any(),
        Some(Phase::Over) => {
            let Some(s) = session.get_untracked() else {
                return ().into_any();
            };
            let extra = option_values(s.game.options());
            let extra: Vec<(&str, &str)> = extra.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let link = seed_link(GameId::Dungeon, s.game.seed(), &[Solo], &extra);
            view! {
                <FinalResult />
                <ShareBar seed=s.game.seed() seed_link=link replay=s.to_save() />
                <button class="btn btn-primary btn-big" on:click=move |_| on_new_game.run(())>
                    {i18n.live(Key::NewGame)}
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
                <h1 class="dg-title" data-testid="title">{title}</h1>
                {move || map.get().map(|m| view! {
                    <MapView
                        map=m
                        state=state
                        on_tile=move |p| sheet.press(p)
                        on_escape=move |_| {
                            sheet.chosen.set(None);
                            sheet.refused.set(None);
                        }
                    />
                })}
                <Show when=move || matches!(phase.get(), Some(Phase::Place | Phase::RollNext))>
                    <p class="hint dg-keys-hint">{i18n.live(Key::DgMapKeys)}</p>
                </Show>
                <p class="feedback dg-why" role="alert" data-testid="why">
                    {move || sheet.refused.get().map(|(_, why)| why)}
                </p>
                <p class="feedback" role="alert">{move || sheet.feedback.get()}</p>
                <ul class="dg-events" aria-live="polite" aria-label=i18n.live(Key::DgEvents) data-testid="events" inner_html=events />
                {lower}
            </div>
            <aside class="side dg-side">
                <SkullTrack />
                <MonsterPage />
                <GearPanel />
                {share}
                <Toolbar game=GameId::Dungeon over=over on_new_game=Callback::new(move |_| on_new_game.run(())) />
            </aside>
        </div>
    }
}
