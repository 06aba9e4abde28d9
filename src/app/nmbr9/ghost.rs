//! The tile being placed: where it is (`Cursor`), what the page keeps of it (`Aimed`), how the
//! board draws it (`Ghost`, with the engine's verdict) and the legal spots it may go to.

use crate::rules::nmbr9::{PlaceError, Placement};

/// Where the ghost is: anchor and rotation.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Cursor {
    pub x: i32,
    pub y: i32,
    pub rotation: u8,
}

impl From<&Placement> for Cursor {
    fn from(p: &Placement) -> Cursor {
        Cursor {
            x: p.x,
            y: p.y,
            rotation: p.rotation,
        }
    }
}

/// What the placer changes: where the ghost is and whether the legal spots are shown. The page
/// keeps it, so that a reload returns to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Aimed {
    pub cursor: Cursor,
    pub spots: bool,
}

/// The tile being placed, where it is, and the engine's verdict there.
#[derive(Debug, Clone, PartialEq)]
pub struct Ghost {
    pub digit: u8,
    pub x: i32,
    pub y: i32,
    pub rotation: u8,
    pub verdict: Result<u8, PlaceError>,
}

/// A legal spot: where the tile's middle cell would be, and the level it would rest on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spot {
    pub x: i32,
    pub y: i32,
    pub level: u8,
}
