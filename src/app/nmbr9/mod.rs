//! NMBR 9 in the browser: setup, the board (place by pointer, touch or keyboard with a ghost
//! the engine judges), the cards, the players' boards, the final breakdown, the replay viewer
//! and the online table. Every rule comes from `rules::nmbr9`.

mod board_view;
mod cards;
mod final_score;
mod follow;
mod geometry;
mod look;
mod online;
mod page;
mod placer;
mod reasons;
mod replay;
mod seats_panel;
mod session;
mod table;
mod walkthrough;

pub use page::{later, Nmbr9Page};
