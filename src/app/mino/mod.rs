//! Mino Dice in the browser: setup (3–6 seats), the dice behind each screen (after a hand-over
//! when several humans share the device), the secret bid dial, the trick in the middle with the
//! colour to follow and the engine's refusals at the die, each trick's winner explained with a
//! Continue step, the seats and the score sheet, the final breakdown and the replay viewer.
//! Every rule comes from `rules::mino`: legal dice, refusal reasons, who takes a trick and why.
//! The same pieces draw an online table (`online`) from one seat's view.

mod bid;
pub(in crate::app) mod die;
mod final_view;
mod hand;
mod online;
mod page;
mod replay;
mod seat_dice;
mod seats;
mod session;
mod sheet;
mod table;
pub(in crate::app) mod trick;
mod walkthrough;
mod words;

pub use page::{later, MinoPage};
