//! NMBR 9 in the browser: setup, the board (place by pointer, touch or keyboard with a ghost
//! the engine judges), the cards, the players' boards, the final breakdown, the replay viewer
//! and the online table. Every rule comes from `rules::nmbr9`.

mod aim;
mod board_area;
mod board_art;
mod board_view;
mod cards;
mod final_score;
mod follow;
mod geometry;
mod ghost;
mod look;
mod online;
mod page;
mod placer;
mod placer_controls;
mod placer_words;
mod placing;
mod reasons;
mod replay;
mod resumed;
mod seats_panel;
mod session;
mod side;
mod table;
mod walkthrough;

pub use page::{later, Nmbr9Page};
