//! Check i of the suite: what a table and its pages read without the game. An action says
//! whose it is (`Seated`), as its text does; a seat's view says whose turn it is and why the
//! game would refuse an action (`SeatView`), as the game does. A server that plays an action
//! for the seat its connection holds, and a page that holds only its seat's view, rely on
//! both.

use super::{Fail, Play, I};
use crate::{seat_prefix, Playable, PlayerId, SeatView, Seated};

impl<G: Playable> Play<'_, G> {
    /// Every seat's view and the spectator's give the game's seats to act; kept for the
    /// step's actions (`action_answers`).
    pub(super) fn views_answer(&mut self, s: &G, to_act: &[PlayerId]) -> Result<(), Fail> {
        self.views = (0..s.players())
            .map(Some)
            .chain([None])
            .map(|me| (me, s.observe(me)))
            .collect();
        for k in 0..self.views.len() {
            let (me, seen) = (self.views[k].0, self.views[k].1.to_act());
            self.ensure(seen == to_act, I, || {
                format!("the view of {me:?} has to_act {seen:?}, the game {to_act:?}")
            })?;
        }
        Ok(())
    }

    /// `action`'s seat is the one its text names (a solo game's texts name none: seat 0);
    /// the view of that seat refuses it exactly as `check` does, and every other view, and
    /// the spectator's, gives no refusal but the game's.
    pub(super) fn action_answers(&mut self, s: &G, action: &G::Action) -> Result<(), Fail> {
        let (seat, text) = (action.seat(), action.to_string());
        let named = seat_prefix(&text).map(|(p, _)| p);
        let solo = named.is_none() && s.players() == 1 && seat == 0;
        self.ensure(named == Some(seat) || solo, I, || {
            format!("'{text}' says seat {seat}, its text {named:?}")
        })?;
        let want = s.check(action).err();
        for k in 0..self.views.len() {
            let me = self.views[k].0;
            let got = self.views[k].1.refusal(action);
            let exact = me == Some(seat);
            self.ensure(got == want || (!exact && got.is_none()), I, || {
                format!("'{text}' in the view of {me:?}: {got:?}, the game's check: {want:?}")
            })?;
        }
        Ok(())
    }
}
