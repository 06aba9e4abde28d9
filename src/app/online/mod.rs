//! Online tables: friends on their own devices at one game, through `numera serve`
//! (docs/tables.md). The server is the referee: it deals, checks every action with the same
//! rules, plays the bots and sends each device only its own seat's view. So the page here
//! only draws the view it is sent and sends actions; once the game is over the last frame
//! carries the ordinary save, and the game joins the history like any other.
//!
//! `?table=CODE` opens a table (`screen`): the lobby while seats are taken (`lobby`), the
//! game drawn by the game's own `OnlineGame::table` from its view, and the outcome at the
//! end. `?table=new` with a set-up's seats opens a new one. The line (`line`) comes back on
//! its own after a drop, and the seat's token kept in this browser (`store::table_seat`)
//! takes the player back to their seat.

mod alert;
mod clock;
mod end;
mod line;
mod lobby;
mod new_table;
mod news;
mod screen;
mod sending;
mod words;

use leptos::prelude::*;

use crate::app::i18n::I18n;
use crate::app::session::AppGame;
use crate::rules::json::FromJson;
use crate::rules::PlayerId;

pub use screen::open;

/// The code `?table=` carries for a table still to be opened (with the set-up's seats).
pub const NEW_TABLE: &str = "new";

/// A game that can be played at an online table: how its table is drawn from a view alone.
/// Who acts, the view says itself (`SeatView`, the rules' own).
pub trait OnlineGame:
    AppGame<View: FromJson + Clone + PartialEq + Send + Sync + 'static, Action: Send + Sync>
    + Send
    + Sync
    + 'static
{
    /// The game in play as this device sees it: its seat's view (or a spectator's), and the
    /// way to send an action.
    fn table(remote: Remote<Self>) -> AnyView;
}

/// What a game's online table is handed.
pub struct Remote<G: OnlineGame> {
    /// The latest view the server sent.
    pub view: Memo<Option<G::View>>,
    /// The seat this device plays (none: it watches).
    pub me: Memo<Option<PlayerId>>,
    /// Who sits at each seat, in words ("Ana", "Hard bot").
    pub names: Memo<Vec<String>>,
    /// Sends an action to the server (the answer comes as a new view, or a refusal the
    /// screen shows).
    pub act: Callback<G::Action>,
    pub i18n: I18n,
}

impl<G: OnlineGame> Clone for Remote<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: OnlineGame> Copy for Remote<G> {}
