//! The bid dial: one large button per bid the engine allows (0 to the dice in hand), the
//! arrow keys to move along it, Enter (or the Bid button) to bid. The bid stays secret: the
//! table shows only that it is in until every seat has bid. The dial takes the focus when it
//! appears, so the arrows work at once, and its group is named by the heading ("Player 1,
//! your bid") and its own label, so a screen reader landing on a bid hears whose bid it is.

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::focus::focus_inside_when_idle;
use crate::app::i18n::{use_i18n, Key};
use crate::app::seat::about;
use crate::rules::PlayerId;

fn focus_bid(n: u8) {
    let found = document().get_element_by_id(&format!("mn-bid-{n}"));
    if let Some(el) = found.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = el.focus();
    }
}

#[component]
pub fn BidDial(
    seat: PlayerId,
    /// The bids the engine allows now, in increasing order.
    options: Vec<u8>,
    #[prop(into)] on_bid: Callback<u8>,
) -> impl IntoView {
    let i18n = use_i18n();
    let chosen = RwSignal::new(options.first().copied().unwrap_or(0));
    let (low, high) = (
        options.first().copied().unwrap_or(0),
        options.last().copied().unwrap_or(0),
    );
    let dial = NodeRef::<leptos::html::Div>::new();
    focus_inside_when_idle(dial, "[aria-pressed=true]");
    let on_key = move |e: ev::KeyboardEvent| {
        let now = chosen.get_untracked();
        let to = match e.key().as_str() {
            "ArrowRight" | "ArrowUp" => now.saturating_add(1).min(high),
            "ArrowLeft" | "ArrowDown" => now.saturating_sub(1).max(low),
            "Home" => low,
            "End" => high,
            "Enter" => {
                e.prevent_default();
                on_bid.run(now);
                return;
            }
            _ => return,
        };
        e.prevent_default();
        chosen.set(to);
        focus_bid(to);
    };
    let buttons = options
        .iter()
        .map(|&n| {
            view! {
                <button
                    id=format!("mn-bid-{n}")
                    class="mn-bid-n"
                    aria-pressed=move || (chosen.get() == n).to_string()
                    tabindex=move || if chosen.get() == n { "0" } else { "-1" }
                    on:click=move |_| chosen.set(n)
                >
                    {n}
                </button>
            }
        })
        .collect_view();
    view! {
        <section class="mn-bid" aria-labelledby="mn-bid-title">
            <h2 id="mn-bid-title">
                {move || about(i18n, Key::MnBidTitle, seat, &[])}
            </h2>
            <p class="hint">{i18n.live(Key::MnBidHint)}</p>
            // Named by the heading, then by its own label (an element naming itself in
            // aria-labelledby reads its aria-label); described by the keys that move it.
            <div
                class="mn-dial"
                id="mn-bid-dial"
                role="group"
                aria-labelledby="mn-bid-title mn-bid-dial"
                aria-label=i18n.live(Key::MnBidDial)
                aria-describedby="mn-bid-keys"
                on:keydown=on_key
                node_ref=dial
            >
                {buttons}
            </div>
            <p class="hint" id="mn-bid-keys">{i18n.live(Key::MnBidKeys)}</p>
            <button class="btn btn-primary btn-big mn-bid-go" on:click=move |_| on_bid.run(chosen.get_untracked())>
                {move || i18n.f(Key::MnBidConfirm, &[("n", chosen.get().to_string())])}
            </button>
        </section>
    }
}
