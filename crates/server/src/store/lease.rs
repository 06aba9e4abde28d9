//! A table's lease: which instance may write it, and under which epoch. An epoch grows by one
//! at every change of owner, and a store refuses a write made under an older one (fencing: an
//! owner that was paused past its lease can never write again).

/// The number of a table's lease; a takeover makes a greater one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Epoch(pub u64);

/// What a write to a table names: the table, and the epoch its writer holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lease {
    pub code: String,
    pub epoch: Epoch,
}

impl Lease {
    pub fn new(code: impl Into<String>, epoch: Epoch) -> Lease {
        Lease {
            code: code.into(),
            epoch,
        }
    }
}
