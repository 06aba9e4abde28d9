//! Any instance answers any player (docs/tables.md, "Several servers"). A table this instance
//! does not hold is looked up in the shared store: one nobody holds (its owner died or drained)
//! is taken over here on the spot and played on from its log; one another instance holds is
//! that instance's, and the player's line is forwarded there (`forward.rs`), so that a seat's
//! view is only ever computed by the table's owner.

use std::sync::Arc;

use numera_wire::{ErrorCode, Status};

use super::{Conn, Hub, Shared};
use crate::error::{refuse, ServerError};
use crate::secret;

impl Hub {
    /// Table `code`, held here (taken over if it must be), or `ServerError::Elsewhere` with
    /// its owner's address.
    pub(super) async fn reach(
        self: &Arc<Self>,
        conn: &Conn,
        code: &str,
    ) -> Result<Shared, ServerError> {
        let missing = match self.find(code) {
            Ok(table) => return Ok(table),
            Err(e) => e,
        };
        if !self.store.shared() || missing.code() != ErrorCode::NoSuchTable {
            return Err(missing);
        }
        let Some(code) = secret::normalize_code(code) else {
            return Err(missing);
        };
        let Some(location) = self.store.locate(&code).await? else {
            return Err(missing);
        };
        match location.status {
            Status::Over => {
                return refuse(ErrorCode::TableOver, "the game at this table has ended")
            }
            Status::Closed => return refuse(ErrorCode::HostClosed, "the host closed the table"),
            Status::Open | Status::Playing => {}
        }
        match location.holder {
            Some(holder) if holder.owner != self.owner => match holder.address {
                // A line forwarded once is never forwarded again: two instances that each
                // think the other holds a table cannot pass a player back and forth.
                Some(address) if !conn.forwarded => Err(ServerError::Elsewhere(address)),
                _ => Err(ServerError::Moving),
            },
            // Nobody holds it (or this instance did and forgot it): it is played here.
            _ => self.take_over(&code).await,
        }
    }

    /// Claims table `code` from the store and plays it here.
    async fn take_over(self: &Arc<Self>, code: &str) -> Result<Shared, ServerError> {
        if self.draining() {
            return Err(ServerError::Moving);
        }
        let Some(stored) = self.store.load_table(code).await? else {
            return refuse(ErrorCode::NoSuchTable, "no table has this code");
        };
        if self.adopt(vec![stored], false).await? == 1 {
            tracing::info!(
                table = code,
                owner = self.owner,
                "table taken over for a player"
            );
        }
        // Another instance may have claimed it first: the player tries again and is sent there.
        self.find(code).map_err(|_| ServerError::Moving)
    }
}
