//! What every game's view read from outside must hold before the app indexes it by seat: a
//! seat count in the game's range, one entry per seat in each per-seat list, and the seat it
//! is for (if any) and every seat it names among them. A view from the network is untrusted;
//! these checks turn what would be an out-of-bounds panic later into a refusal now.

use std::ops::RangeInclusive;

use super::{Error, Result};
use crate::PlayerId;

/// `players` within `range`, `me` a seat, and each `(name, length)` one entry per seat.
pub fn check_seats(
    players: usize,
    range: RangeInclusive<usize>,
    me: Option<PlayerId>,
    lists: &[(&str, usize)],
) -> Result<()> {
    if !range.contains(&players) {
        return Err(format!("{players} seats").into());
    }
    check_seat("me", me.unwrap_or(0), players)?;
    for &(name, len) in lists {
        if len != players {
            return Err(Error::from(format!("{len} entries for {players} seats")).within(name));
        }
    }
    Ok(())
}

/// A seat named by a view (a player, a winner): one of its `players`.
pub fn check_seat(name: &str, seat: PlayerId, players: usize) -> Result<()> {
    if seat >= players {
        return Err(Error::from(format!("seat {seat} of {players}")).within(name));
    }
    Ok(())
}
