//! The placer's state and every way it changes, whatever moved it (a key, a tap, a drag, a
//! button): the aim the page keeps (`Aimed`) and the last refusal. Nothing is placed
//! but where the board accepts the tile.

use leptos::prelude::*;

use super::aim::Aim;
use super::ghost::{Aimed, Cursor, Ghost, Spot};
use super::reasons::reason;
use crate::app::i18n::{I18n, Key};
use crate::rules::nmbr9::{Board, Place};

/// One seat placing one card, as a handle every part of the placer shares.
#[derive(Clone, Copy)]
pub struct Placing {
    seat: usize,
    /// Kept by the page; set as the placer starts, so never `None` while it is shown.
    pub aimed: RwSignal<Option<Aimed>>,
    pub refused: RwSignal<Option<String>>,
    aim: StoredValue<Aim>,
    /// The place in the legal list "Next legal spot" last went to.
    stepped: StoredValue<Option<usize>>,
    on_place: Callback<Place>,
    i18n: I18n,
}

impl Placing {
    pub fn new(
        seat: usize,
        digit: u8,
        board: Board,
        aimed: RwSignal<Option<Aimed>>,
        on_place: Callback<Place>,
        i18n: I18n,
    ) -> Placing {
        Placing {
            seat,
            aimed,
            refused: RwSignal::new(None),
            aim: StoredValue::new(Aim::new(board, digit)),
            stepped: StoredValue::new(None),
            on_place,
            i18n,
        }
    }

    /// The aim the placer starts from: the ghost at `from` (a tile just taken back, the screen
    /// before a reload) else at a legal spot near the middle, the spots shown or not.
    pub fn start(self, from: Option<Cursor>, spots: bool) {
        let cursor = self.aim.with_value(|aim| aim.start(from));
        self.aimed.set(Some(Aimed { cursor, spots }));
    }

    pub fn board(self) -> Board {
        self.aim.with_value(|aim| aim.board().clone())
    }

    /// The ghost where the aim is, with the board's verdict there.
    pub fn ghost(self) -> Option<Ghost> {
        let c = self.aimed.get()?.cursor;
        Some(self.aim.with_value(|aim| aim.ghost(c)))
    }

    pub fn spots_shown(self) -> bool {
        self.aimed.with(|a| a.is_some_and(|a| a.spots))
    }

    /// The legal spots drawn (none while hidden).
    pub fn spots(self) -> Vec<Spot> {
        if !self.spots_shown() {
            return Vec::new();
        }
        self.aim.with_value(Aim::spots)
    }

    /// The ghost moved by `to`, which is given the aim and where the ghost is now.
    fn aim_by(self, to: impl FnOnce(&Aim, Aimed) -> Option<Cursor>) {
        let Some(now) = self.aimed.get_untracked() else {
            return;
        };
        if let Some(cursor) = self.aim.with_value(|aim| to(aim, now)) {
            self.refused.set(None);
            self.aimed.set(Some(Aimed { cursor, ..now }));
        }
    }

    /// The ghost's anchor to (x, y) (a drag, an arrow).
    pub fn move_to(self, x: i32, y: i32) {
        self.aim_by(|aim, now| Some(aim.moved(now.cursor, x, y)));
    }

    pub fn turn(self, step: i8) {
        self.aim_by(|aim, now| Some(aim.turned(now.cursor, step)));
    }

    pub fn tap(self, x: i32, y: i32) {
        self.aim_by(|aim, now| Some(aim.tapped(now.cursor, x, y, now.spots)));
    }

    pub fn next_spot(self) {
        self.aim_by(|aim, now| {
            let (i, cursor) = aim.next(now.cursor, self.stepped.get_value())?;
            self.stepped.set_value(Some(i));
            Some(cursor)
        });
    }

    pub fn toggle_spots(self) {
        self.aimed.update(|a| {
            if let Some(a) = a {
                a.spots = !a.spots;
            }
        });
    }

    /// Places the tile where the ghost is, if the board accepts it there; else says why.
    pub fn confirm(self) {
        let Some(c) = self.aimed.get_untracked().map(|a| a.cursor) else {
            return;
        };
        match self.aim.with_value(|aim| aim.check(c)) {
            Ok(_) => self.on_place.run(Place {
                player: self.seat,
                x: c.x,
                y: c.y,
                rotation: c.rotation,
            }),
            Err(e) => {
                let why = reason(self.i18n, e);
                self.refused
                    .set(Some(self.i18n.f(Key::N9Refused, &[("why", why)])));
            }
        }
    }
}
