//! The player's statistics, as figures: what the stats page (src/app/stats_page.rs) shows, computed
//! here from the stored history and daily record (numera_store) with no browser in sight, so
//! every figure is tested natively. docs/stats.md says what each figure counts.
//!
//! - `summary`: games, wins, win rate, mean and best score, win streaks, per game or overall;
//! - `histogram` and `chart`: the bins and the scaled points of the two score charts;
//! - `calendar`: a month as a grid of weeks, each day marked with its daily results;
//! - `svg` and `html`: those drawn as markup (SVG charts, tables, the calendar grid), written
//!   with numera_markup's `Html` (escaped by construction), which the page sets as inner HTML:
//!   nothing in them reacts, so no view code is spent on them.

pub mod calendar;
pub mod chart;
pub mod histogram;
pub mod html;
mod scale;
pub mod summary;
pub mod svg;

#[cfg(test)]
mod tests;

pub use summary::Summary;
