//! The bottom of the table: one seat's dice, with the bid dial while it bids, ready to roll on
//! its roll, or only shown while the others play. Drawn from that seat's own view, so the
//! table on one device and an online table share it.

use leptos::prelude::*;

use super::bid::BidDial;
use super::hand::Hand;
use crate::app::i18n::{use_i18n, Key};
use crate::app::seat::about;
use crate::rules::mino::{Action, Move, View};
use crate::rules::PlayerId;

/// Whose dice the bottom of the table shows, and why: to bid, to roll, or to watch the others.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dice {
    None,
    Bid(PlayerId),
    Roll(PlayerId),
    Watch(PlayerId),
}

/// The dice `shown`, from that seat's `view`; `apply` plays its bid or roll.
pub fn seat_dice(shown: Dice, view: Signal<Option<View>>, apply: Callback<Action>) -> AnyView {
    let i18n = use_i18n();
    match shown {
        Dice::Bid(seat) => {
            let options: Vec<u8> = view.with_untracked(|v| {
                v.iter()
                    .flat_map(|v| &v.legal)
                    .filter_map(|a| match a.mv {
                        Move::Bid(n) => Some(n),
                        Move::Roll(_) => None,
                    })
                    .collect()
            });
            view! {
                <BidDial seat=seat options=options on_bid=move |n| apply.run(Action { player: seat, mv: Move::Bid(n) }) />
                <Hand view=view seat=seat active=false apply=apply />
            }
            .into_any()
        }
        Dice::Roll(seat) => view! {
            <h2 class="mn-turn" data-testid="your-roll">{move || about(i18n, Key::MnYourRoll, seat, &[])}</h2>
            <Hand view=view seat=seat active=true apply=apply />
        }
        .into_any(),
        Dice::Watch(seat) => {
            view! { <Hand view=view seat=seat active=false hold_focus=true apply=apply /> }
                .into_any()
        }
        Dice::None => ().into_any(),
    }
}
