//! The seats: who sits where, who is to act, each bid (only "in" until every seat has bid,
//! then all revealed together), tricks taken against the bid this hand, dice left, the score.
//! Only the seat the table waits for is marked: bids are secret, so every seat still to bid
//! is not "to play" at once.

use leptos::prelude::*;

use super::trick::signed;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::markup::{holder, Html};
use crate::app::panel::section;
use crate::app::seat::tag;
use crate::rules::mino::trick::Trick;
use crate::rules::mino::{BidStanding, View};
use crate::rules::PlayerId;

#[component]
pub fn SeatsPanel(
    #[prop(into)] public: Signal<Option<View>>,
    /// The seat whose bid or roll the table waits for, if any.
    #[prop(into)]
    awaited: Signal<Option<PlayerId>>,
) -> impl IntoView {
    let i18n = use_i18n();
    holder(move || {
        let awaited = awaited.get();
        let (hand, rows) = public
            .with(|v| {
                v.as_ref().map(|v| {
                    let hand = i18n.f(
                        Key::MnHandOfCap,
                        &[("n", v.hand.to_string()), ("of", v.hands_total.to_string())],
                    );
                    let rows: Html = (0..v.players)
                        .map(|s| seat_html(i18n, v, s, awaited == Some(s)))
                        .collect();
                    (hand, rows)
                })
            })
            .unwrap_or_default();
        let mut inner = Html::from(
            Html::el("p")
                .class("hint")
                .attr("data-testid", "hand")
                .text(&hand),
        );
        inner.push(Html::el("ul").child(rows));
        section("mn-seats", "mn-seats-title", i18n.t(Key::MnPlayers), inner)
    })
}

fn seat_html(i18n: I18n, v: &View, s: PlayerId, to_act: bool) -> Html {
    let won = v.tricks_won[s];
    let (status, class) = match (&v.bids, v.has_bid[s]) {
        (Some(bids), _) => {
            let text = i18n.f(
                Key::MnTookOf,
                &[("won", won.to_string()), ("bid", bids[s].to_string())],
            );
            // Out of reach either way (too many taken, or too few tricks left): red and ✗.
            match v.bid_standing(s) {
                Some(BidStanding::Met) => (text, "mn-status on-bid"),
                Some(BidStanding::OutOfReach) => (format!("✗ {text}"), "mn-status over-bid"),
                _ => (text, "mn-status"),
            }
        }
        (None, true) => (format!("✓ {}", i18n.t(Key::MnBidIn)), "mn-status bid-in"),
        (None, false) => (format!("… {}", i18n.t(Key::MnBidding)), "mn-status"),
    };
    let mut head =
        Html::el("div")
            .class("mn-seat-head")
            .child(tag(i18n, s, v.seats[s].as_str(), false));
    if to_act {
        head = head.child(
            Html::el("span")
                .class("mn-turn-mark")
                .text("◀ ")
                .text(i18n.t(Key::MnToAct)),
        );
    }
    let mut line = Html::el("div").class("mn-seat-line");
    if let Some(b) = &v.bids {
        line = line.child(
            Html::el("span")
                .class("mn-bid-badge num")
                .attr("data-testid", "bid")
                .text(&i18n.f(Key::MnBidN, &[("n", b[s].to_string())])),
        );
    }
    let dice = v.hand_sizes[s];
    Html::el("li")
        .class(if to_act { "mn-seat to-act" } else { "mn-seat" })
        .attr("data-seat", &s.to_string())
        .child(
            head.child(
                Html::el("span")
                    .class("mn-score num")
                    .attr("data-testid", "score")
                    .text(&signed(v.scores[s])),
            ),
        )
        .child(
            line.child(
                Html::el("span")
                    .class(class)
                    .attr("data-testid", "status")
                    .text(&status),
            )
            .child(Html::el("span").class("mn-dice-left").text(&i18n.n(
                Key::MnDiceLeft,
                dice as u64,
                &[("n", dice.to_string())],
            ))),
        )
        .into()
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
