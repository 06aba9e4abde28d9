//! Sequence Numbers' view as JSON, for a table server that sends each seat its own view and a
//! page that reads it with the hand-written codec (no serde in wasm). Events and the end are
//! written as their serde derives write them, except that a card is its printed text
//! (`17+9`, `plus`), as in the notation; the legal actions are their notation too. A view
//! read from outside is checked against the game's own rules of consistency (options, board,
//! the deck of its edition) before anything indexes it.

use super::action::Action;
use super::board::CELLS;
use super::deck::{self, Card, DECK_SIZE};
use super::event::{End, Event};
use super::view::{HandCard, View};
use super::{Options, SEAT_COUNTS};
use crate::json::{self, check_seat, FromJson, ToJson};
use crate::json_record;

impl FromJson for Card {
    fn from_json(raw: &str) -> json::Result<Card> {
        Card::parse(&json::string(raw)?).map_err(|e| json::Error::from(e.to_string()))
    }
}

impl ToJson for Card {
    fn write_json(&self, out: &mut String) {
        self.text().write_json(out);
    }
}

json_record!(text Action);
json_record!(enum End { Won { team }, Blocked });
json_record!(enum Event {
    Placed { seat, card, cell },
    Removed { seat, cell, team },
    DeadExchanged { seat, card },
    Passed { seat },
    Reshuffled { cards },
    Sequence { team, cells },
    Ended(end: End),
});
json_record!(struct HandCard { id, card, colour, dead, spaces });
json_record!(struct View {
    me, players, seats, edition, teams, team_of, my_team, sequences_to_win, to_act, turn,
    dead_used, hand, board, locked, discards, pile, hand_sizes, team_sequences, events, legal,
    end, scores,
} seats(SEAT_COUNTS; seats, team_of, hand_sizes, scores) check View::check_json);

impl View {
    /// A view from outside, its seats checked: options the game accepts, one entry per team
    /// and per space in every such list, a board that holds for its teams (and its locked spaces), cards
    /// of its edition's deck (a hand card the one its id names, in its colour), and seats,
    /// teams and spaces in range.
    fn check_json(&self) -> json::Result<()> {
        let n = self.players;
        let options = Options {
            seats: self.seats.clone(),
            teams: Some(self.teams),
            edition: self.edition,
        };
        options
            .validate()
            .map_err(|e| json::Error::from(e.to_string()))?;
        let team = |t: u8| {
            (usize::from(t) < self.teams)
                .then_some(())
                .ok_or_else(|| format!("team {t} of {}", self.teams))
        };
        let space = |c: u8| {
            (usize::from(c) < CELLS)
                .then_some(())
                .ok_or_else(|| format!("space {c}"))
        };
        let in_deck = |c: &Card| {
            deck::find(self.edition, *c)
                .map(|_| ())
                .ok_or_else(|| format!("{} is not a card of this edition", c.text()))
        };
        self.team_of.iter().try_for_each(|&t| team(t))?;
        team(self.my_team)?;
        if self.team_sequences.len() != self.teams || self.locked.len() != CELLS {
            return Err("a list per team and one per space".into());
        }
        if let Some(seat) = self.to_act {
            check_seat("to_act", seat, n)?;
        }
        self.board.check(self.teams)?;
        if (0..CELLS).any(|c| self.locked[c] != self.board.is_locked(c as u8)) {
            return Err("locked spaces that are not the board's sequences".into());
        }
        for card in &self.hand {
            if usize::from(card.id) >= DECK_SIZE || deck::card(self.edition, card.id) != card.card {
                return Err(format!("card {} is not {}", card.id, card.card.text()).into());
            }
            if card.colour != card.card.colour() {
                return Err(format!("{} in another colour", card.card.text()).into());
            }
            card.spaces.iter().try_for_each(|&c| space(c))?;
        }
        self.discards.iter().try_for_each(in_deck)?;
        for event in &self.events {
            match event {
                Event::Placed { seat, card, cell } => {
                    check_seat("seat", *seat, n)?;
                    in_deck(card)?;
                    space(*cell)?;
                }
                Event::Removed {
                    seat,
                    cell,
                    team: t,
                } => {
                    check_seat("seat", *seat, n)?;
                    space(*cell)?;
                    team(*t)?;
                }
                Event::DeadExchanged { seat, card } => {
                    check_seat("seat", *seat, n)?;
                    in_deck(card)?;
                }
                Event::Passed { seat } => check_seat("seat", *seat, n)?,
                Event::Reshuffled { .. } => {}
                Event::Sequence { team: t, cells } => {
                    team(*t)?;
                    cells.iter().try_for_each(|&c| space(c))?;
                }
                Event::Ended(End::Won { team: t }) => team(*t)?,
                Event::Ended(End::Blocked) => {}
            }
        }
        if let Some(End::Won { team: t }) = self.end {
            team(t)?;
        }
        // A seat's legal actions are its own; a spectator has none.
        if self.legal.iter().any(|a| Some(a.player) != self.me) {
            return Err("a legal action of another seat".into());
        }
        Ok(())
    }
}
