//! The seats: who sits where, who is to act, each bid (only "in" until every seat has bid,
//! then all revealed together), tricks taken against the bid this hand, dice left, the score.
//! Only the seat the table waits for is marked: bids are secret, so every seat still to bid
//! is not "to play" at once.

use leptos::prelude::*;

use super::trick::signed;
use crate::app::i18n::{use_i18n, Key};
use crate::app::seat::SeatTag;
use crate::rules::mino::trick::Trick;
use crate::rules::mino::View;
use crate::rules::PlayerId;

#[component]
pub fn SeatsPanel(
    #[prop(into)] public: Signal<Option<View>>,
    /// The seat whose bid or roll the table waits for, if any.
    #[prop(into)]
    awaited: Signal<Option<PlayerId>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let rows = move || {
        let Some(v) = public.get() else {
            return ().into_any();
        };
        (0..v.players)
            .map(|s| {
                let kind = v.seats[s].as_str();
                let to_act = awaited.get() == Some(s);
                let won = v.tricks_won[s];
                let (status, class) = match (&v.bids, v.has_bid[s]) {
                    (Some(bids), _) => {
                        let bid = bids[s];
                        let text = i18n.f(
                            Key::MnTookOf,
                            &[("won", won.to_string()), ("bid", bid.to_string())],
                        );
                        let class = if won == bid { "on-bid" } else if won > bid { "over-bid" } else { "" };
                        (text, class)
                    }
                    (None, true) => (format!("✓ {}", i18n.t(Key::MnBidIn)), "bid-in"),
                    (None, false) => (format!("… {}", i18n.t(Key::MnBidding)), ""),
                };
                let bid = v.bids.as_ref().map(|b| b[s]);
                let dice = v.hand_sizes[s];
                let score = v.scores[s];
                view! {
                    <li class="mn-seat" class:to-act=to_act data-seat=s>
                        <div class="mn-seat-head">
                            <SeatTag seat=s kind=kind />
                            {to_act.then(|| view! { <span class="mn-turn-mark">"◀ "{i18n.live(Key::MnToAct)}</span> })}
                            <span class="mn-score num" data-testid="score">{signed(score)}</span>
                        </div>
                        <div class="mn-seat-line">
                            {bid.map(|b| view! { <span class="mn-bid-badge num" data-testid="bid">{i18n.f(Key::MnBidN, &[("n", b.to_string())])}</span> })}
                            <span class=format!("mn-status {class}") data-testid="status">{status}</span>
                            <span class="mn-dice-left">{i18n.n(Key::MnDiceLeft, dice as u64, &[("n", dice.to_string())])}</span>
                        </div>
                    </li>
                }
            })
            .collect_view()
            .into_any()
    };
    let hand = move || {
        public.with(|v| {
            v.as_ref().map(|v| {
                i18n.f(
                    Key::MnHandOfCap,
                    &[("n", v.hand.to_string()), ("of", v.hands_total.to_string())],
                )
            })
        })
    };
    view! {
        <section class="mn-seats" aria-labelledby="mn-seats-title">
            <h2 id="mn-seats-title">{i18n.live(Key::MnPlayers)}</h2>
            <p class="hint" data-testid="hand">{hand}</p>
            <ul>{rows}</ul>
        </section>
    }
}

/// The panel while the last trick of a hand is read: the engine has already dealt the next
/// hand, but the table still shows the one just finished, as its score sheet rows record it.
pub fn finished_hand(mut view: View, trick: &Trick) -> View {
    if trick.number != trick.hand {
        return view;
    }
    let rows: Option<Vec<_>> = view
        .sheet
        .iter()
        .map(|rows| rows.get(trick.hand - 1))
        .collect();
    let Some(rows) = rows else {
        return view;
    };
    view.bids = Some(rows.iter().map(|r| r.bid).collect());
    view.tricks_won = rows.iter().map(|r| r.tricks).collect();
    view.has_bid = vec![true; view.players];
    view.hand_sizes = vec![0; view.players];
    view.hand = trick.hand;
    view
}
