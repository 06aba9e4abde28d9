//! Sequence Numbers in the browser: setup (seats, teams, edition), the 10×10 board, the hand
//! with its equations (choosing a card lights the spaces it allows), hand-over between humans,
//! bots with a visible pause, the move log, the end and the replay viewer. Every rule comes
//! from `rules::sequence`.

mod board_view;
mod hand;
mod log;
mod online;
mod page;
mod play_turn;
mod replay;
mod session;
mod space;
mod table;
mod teams;
mod walkthrough;
mod words;

pub use page::{later, SequencePage};
