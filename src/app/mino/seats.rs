//! The seats: who sits where, who is to act, each bid (only "in" until every seat has bid,
//! then all revealed together), tricks taken against the bid this hand, dice left, the score.
//! Only the seat the table waits for is marked: bids are secret, so every seat still to bid
//! is not "to play" at once.

use leptos::prelude::*;

use super::trick::signed;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::markup::{escape, holder};
use crate::app::panel::section_html;
use crate::app::seat::tag_html;
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
    holder(move || {
        let awaited = awaited.get();
        let (hand, rows) = public
            .with(|v| {
                v.as_ref().map(|v| {
                    let hand = i18n.f(
                        Key::MnHandOfCap,
                        &[("n", v.hand.to_string()), ("of", v.hands_total.to_string())],
                    );
                    let rows: String = (0..v.players)
                        .map(|s| seat_html(i18n, v, s, awaited == Some(s)))
                        .collect();
                    (hand, rows)
                })
            })
            .unwrap_or_default();
        let inner = format!(
            r#"<p class="hint" data-testid="hand">{}</p><ul>{rows}</ul>"#,
            escape(&hand)
        );
        section_html("mn-seats", "mn-seats-title", i18n.t(Key::MnPlayers), &inner)
    })
}

fn seat_html(i18n: I18n, v: &View, s: PlayerId, to_act: bool) -> String {
    let won = v.tricks_won[s];
    let (status, class) = match (&v.bids, v.has_bid[s]) {
        (Some(bids), _) => {
            let bid = bids[s];
            let text = i18n.f(
                Key::MnTookOf,
                &[("won", won.to_string()), ("bid", bid.to_string())],
            );
            let class = if won == bid {
                "on-bid"
            } else if won > bid {
                "over-bid"
            } else {
                ""
            };
            (text, class)
        }
        (None, true) => (format!("✓ {}", i18n.t(Key::MnBidIn)), "bid-in"),
        (None, false) => (format!("… {}", i18n.t(Key::MnBidding)), ""),
    };
    let turn = if to_act {
        format!(
            r#"<span class="mn-turn-mark">◀ {}</span>"#,
            escape(i18n.t(Key::MnToAct))
        )
    } else {
        String::new()
    };
    let bid = v
        .bids
        .as_ref()
        .map(|b| {
            format!(
                r#"<span class="mn-bid-badge num" data-testid="bid">{}</span>"#,
                escape(&i18n.f(Key::MnBidN, &[("n", b[s].to_string())]))
            )
        })
        .unwrap_or_default();
    let dice = v.hand_sizes[s];
    format!(
        concat!(
            r#"<li class="mn-seat{to_act}" data-seat="{s}"><div class="mn-seat-head">{tag}{turn}"#,
            r#"<span class="mn-score num" data-testid="score">{score}</span></div>"#,
            r#"<div class="mn-seat-line">{bid}<span class="mn-status {class}" data-testid="status">{status}</span>"#,
            r#"<span class="mn-dice-left">{dice}</span></div></li>"#
        ),
        to_act = if to_act { " to-act" } else { "" },
        s = s,
        tag = tag_html(i18n, s, v.seats[s].as_str(), false),
        turn = turn,
        score = signed(v.scores[s]),
        bid = bid,
        class = class,
        status = escape(&status),
        dice = escape(&i18n.n(Key::MnDiceLeft, dice as u64, &[("n", dice.to_string())]))
    )
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
