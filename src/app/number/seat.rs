//! The Number's seats, named and marked like every game's (`app::seat`).

use crate::app::setup::SeatChoiceKind;
use crate::rules::number::SeatKind;

impl SeatChoiceKind for SeatKind {
    fn name(self) -> &'static str {
        self.as_str()
    }
}
