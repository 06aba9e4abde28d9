//! What every game's view read from outside must hold before the app indexes it by seat: a
//! seat count in the game's range, one entry per seat in each per-seat list, and the seat it
//! is for (if any) and every seat it names among them. A view from the network is untrusted;
//! these checks turn what would be an out-of-bounds panic later into a refusal now.

use super::{Error, Result};
use crate::PlayerId;

/// `players` one of `counts`, `me` a seat, and each `(name, length)` one entry per seat.
pub fn check_seats(
    players: usize,
    counts: &[usize],
    me: Option<PlayerId>,
    lists: &[(&str, usize)],
) -> Result<()> {
    if !counts.contains(&players) {
        return Err(format!("{players} seats").into());
    }
    check_seat("me", me.unwrap_or(0), players)?;
    for &(name, len) in lists {
        check_per_seat(name, len, players)?;
    }
    Ok(())
}

/// A list of `len` entries, one per seat of `players` (one that exists only at times, such
/// as the bids once all are in).
pub fn check_per_seat(name: &str, len: usize, players: usize) -> Result<()> {
    if len != players {
        return Err(Error::from(format!("{len} entries for {players} seats")).within(name));
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
