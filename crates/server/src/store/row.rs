//! A stored table read back from its rows, the same way from either store: the texts a row
//! holds for the game, the seed and the status are parsed here, and a row that does not read
//! is the store's failure, not a table.

use numera_rules::{GameId, Seed};
use numera_wire::Status;

use super::{StoreError, StoreResult, StoredClocks, StoredSeat, StoredTable};

#[allow(clippy::too_many_arguments)]
pub fn table(
    code: String,
    game: &str,
    options: String,
    seed: &str,
    status: &str,
    host_hash: Vec<u8>,
    seats: Vec<StoredSeat>,
    actions: Vec<String>,
    clocks: StoredClocks,
) -> StoreResult<StoredTable> {
    let unreadable = |what: &str| StoreError::Failed(format!("table {code}: {what} unreadable"));
    Ok(StoredTable {
        game: GameId::parse(game).map_err(|_| unreadable("game"))?,
        seed: seed.parse::<Seed>().map_err(|_| unreadable("seed"))?,
        status: Status::parse(status).ok_or_else(|| unreadable("status"))?,
        code,
        options,
        host_hash,
        seats,
        actions,
        clocks,
    })
}
