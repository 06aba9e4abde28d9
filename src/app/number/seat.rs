//! The Number's seats, named and marked like every game's (`app::seat`).

use leptos::prelude::*;

use crate::app::seat;
use crate::app::setup::SeatChoiceKind;
use crate::rules::number::SeatKind;

pub use crate::app::seat::player_name;

#[component]
pub fn SeatTag(seat: usize, kind: SeatKind, #[prop(optional)] short: bool) -> impl IntoView {
    view! { <seat::SeatTag seat=seat kind=kind.as_str() short=short /> }
}

impl SeatChoiceKind for SeatKind {
    fn name(self) -> &'static str {
        self.as_str()
    }
}
