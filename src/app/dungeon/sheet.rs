//! What the player is doing on the sheet between two actions (the die picked, an ability
//! being set up, a refused tile): `Sheet`, provided by the table to the parts below by context
//! (`use_sheet`). The game itself changes only through the engine.

use leptos::prelude::*;

use super::refusal_words::refusal_text;
use super::session::Session;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::notices::{use_notices, Notices};
use crate::app::session::{keep, Held};
use crate::rules::dungeon::{Action, DungeonGame, Phase, Pos};
use crate::rules::Game;

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

impl Mode {
    /// As numbers for the saved screen: kind, dice ticked, through ×2.
    fn facts(self) -> [u32; 3] {
        match self {
            Mode::Play => [0, 0, 0],
            Mode::Reroll { mask, twice } => [1, u32::from(mask), u32::from(twice)],
            Mode::Nudge { twice } => [2, 0, u32::from(twice)],
            Mode::Twice => [3, 0, 0],
        }
    }

    fn from_facts(facts: &[u32]) -> Mode {
        match *facts {
            [1, mask, twice] => Mode::Reroll {
                mask: (mask & 7) as u8,
                twice: twice == 1,
            },
            [2, _, twice] => Mode::Nudge { twice: twice == 1 },
            [3, _, _] => Mode::Twice,
            _ => Mode::Play,
        }
    }
}

/// The sheet's state between actions, shared by context with the dice, actions and panels.
#[derive(Clone, Copy)]
pub struct Sheet {
    /// The game on screen.
    pub session: Signal<Option<Session>>,
    /// The game changed by `act` and `undo`: the one shown, when it is played (none when it
    /// is only looked at, as in the replay).
    held: Option<Held<DungeonGame>>,
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
    /// The sheet of the game held in `held`, to play; call inside a component (it reads the
    /// notices and the language from the context).
    pub fn new(held: Held<DungeonGame>) -> Sheet {
        Sheet {
            held: Some(held),
            ..Sheet::shown(held.into())
        }
    }

    /// The sheet of a game only looked at.
    pub fn shown(session: Signal<Option<Session>>) -> Sheet {
        let legal = Memo::new(move |_| {
            session.with(|s| {
                s.as_ref()
                    .map(|s| s.game.legal_actions(0))
                    .unwrap_or_default()
            })
        });
        Sheet {
            session,
            held: None,
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
        let Some(held) = self.held else {
            return;
        };
        let Some(Some(result)) = held.try_with_untracked(|s| s.as_ref().map(|s| s.apply(action)))
        else {
            return;
        };
        match result {
            Ok(next) => {
                if !keep(held, next, self.notices) {
                    return;
                }
                self.feedback.set(None);
                self.refused.set(None);
                self.mode.set(Mode::Play);
                self.chosen.set(None);
                self.settle_choice();
            }
            Err(refusal) => self.feedback.set(Some(refusal_text(self.i18n, &refusal))),
        }
    }

    pub fn undo(self) {
        let Some(held) = self.held else {
            return;
        };
        let back = held.with_untracked(|s| s.as_ref().and_then(Session::undo));
        if let Some(back) = back {
            if !keep(held, back, self.notices) {
                return;
            }
            self.refused.set(None);
            self.feedback.set(None);
            self.mode.set(Mode::Play);
            self.chosen.set(None);
            self.settle_choice();
        }
    }

    /// What the log does not hold of the screen, for a reload: the die picked and the ability
    /// being set up (tracked).
    pub fn screen_facts(self) -> Vec<u32> {
        let mut facts = vec![self.chosen.get().map_or(0, |d| d as u32 + 1)];
        facts.extend(self.mode.get().facts());
        facts
    }

    /// Back to the screen `screen_facts` described, when it still fits the game (a die that is
    /// there and unused).
    pub fn resume(self, facts: &[u32]) {
        let Some((&die, mode)) = facts.split_first() else {
            return;
        };
        let die = (die as usize).checked_sub(1);
        let usable = die.is_some_and(|d| {
            self.with_game_untracked(|g| {
                g.phase() == Phase::Place && g.dice().get(d).is_some_and(|d| !d.used)
            })
        });
        if usable {
            self.chosen.set(die);
        }
        self.mode.set(Mode::from_facts(mode));
    }

    /// With one die left there is nothing to choose: it is picked for the player.
    pub(super) fn settle_choice(self) {
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
    pub(super) fn pick(self, i: usize, toggle: bool) {
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

/// Focus on the first tile the chosen die may go on (`tiles`, as the engine lists them), or,
/// with none, on the map's tile in the tab order (START, or where the keyboard last was): the
/// arrows and Enter then write the die, as a card chosen in Sequence brings the board.
pub(super) fn focus_map(tiles: &[Pos]) {
    use wasm_bindgen::JsCast;
    let found = match tiles.first() {
        Some(&p) => document().get_element_by_id(&super::roving::tile_id(p)),
        None => document()
            .query_selector(".dg-map [tabindex='0']")
            .ok()
            .flatten(),
    };
    if let Some(el) = found.and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok()) {
        let _ = el.focus();
    }
}

/// Whether the focus may be moved to the map for a die just picked: it is nowhere, on the
/// dice or on the map, not in the side panel or a field the player went to.
pub(super) fn focus_is_on_play() -> bool {
    document().active_element().is_none_or(|a| {
        a.tag_name().eq_ignore_ascii_case("body")
            || a.closest(".dg-dice-box, .dg-map").ok().flatten().is_some()
    })
}

pub fn use_sheet() -> Sheet {
    expect_context::<Sheet>()
}
