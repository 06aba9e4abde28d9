//! The Number at an online table: the same picker, reveal and panels as on one device, drawn
//! from this seat's view alone. No hand-over (each player has their own device), no undo (a
//! pick is sent at once), and the bots are the server's.

use leptos::prelude::*;

use super::digits::tiles_html;
use super::picker::Picker;
use super::reveal::reveal_html;
use super::scoreboard::scoreboard_html;
use super::seats_panel::seats_panel_html;
use crate::app::focus::focused_button;
use crate::app::i18n::Key;
use crate::app::markup::{fixed, holder};
use crate::app::online::{OnlineGame, Remote};
use crate::app::seat::about;
use crate::rules::number::{NumberGame, Pick, View};
use crate::rules::{PlayerId, SeatView};

impl OnlineGame for NumberGame {
    fn table(remote: Remote<Self>) -> AnyView {
        table(remote)
    }
}

/// What this device shows of the turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// A reveal this device has not read yet.
    Reveal,
    Pick(PlayerId),
    /// This seat's pick is in; the others are picking.
    Picked(PlayerId, u16),
    /// Nothing to do here: watching, or no digit left.
    Waiting,
}

/// Whether `number` is made only of digits `me` has left (a pick's only rule besides having
/// three digits, `rules::number`).
fn legal(view: &View, me: PlayerId, number: u16) -> bool {
    number < 1000
        && [number / 100, number / 10 % 10, number % 10]
            .iter()
            .all(|&d| !view.sheets[me][d as usize])
}

fn table(remote: Remote<NumberGame>) -> AnyView {
    let (view, i18n) = (remote.view, remote.i18n);
    // Reveals read on this device: one that comes in is shown until its reader moves on. A
    // device that comes back while nobody has picked since the last reveal shows it again:
    // its player may have missed it.
    let seen = RwSignal::new(view.with_untracked(|v| {
        v.as_ref().map_or(0, |v| {
            let fresh = !v.over && !v.picked.iter().any(|&p| p);
            v.history.len() - usize::from(fresh && !v.history.is_empty())
        })
    }));
    let stage = Memo::new(move |_| {
        view.with(|v| {
            let v = v.as_ref()?;
            let me = remote.me.get();
            Some(if seen.get() < v.history.len() {
                Stage::Reveal
            } else if let Some(me) = me.filter(|m| v.to_act().contains(m)) {
                Stage::Pick(me)
            } else if let (Some(me), Some(number)) = (me, v.my_pick) {
                Stage::Picked(me, number)
            } else {
                Stage::Waiting
            })
        })
    });
    let board = move || {
        let stage = stage.get()?;
        let v = view.get_untracked()?;
        Some(match stage {
            Stage::Reveal => {
                let next = focused_button();
                let result = v.history.last().cloned()?;
                let count = v.history.len();
                let over = v.over;
                view! {
                    {holder(move || reveal_html(i18n, &result, &v.seats))}
                    <button class="btn btn-primary btn-big" node_ref=next on:click=move |_| seen.set(count)>
                        {i18n.live(if over { Key::SeeFinal } else { Key::NextTurn })}
                        <span aria-hidden="true">" →"</span>
                    </button>
                }
                .into_any()
            }
            Stage::Pick(me) => {
                let sheet = v.sheets[me];
                view! {
                    <Picker
                        seat=me
                        sheet=sheet
                        is_legal=move |number| view.with_untracked(|v| v.as_ref().is_some_and(|v| legal(v, me, number)))
                        on_confirm=move |number| remote.act.run(Pick { player: me, number })
                    />
                }
                .into_any()
            }
            Stage::Picked(me, number) => view! {
                <section class="locked" aria-labelledby="locked-title">
                    <h2 id="locked-title">
                        {move || about(i18n, Key::PickLocked, me, &[])}
                    </h2>
                    <div class="holder" inner_html=fixed(tiles_html(number, None, false)) />
                </section>
            }
            .into_any(),
            Stage::Waiting => ().into_any(),
        })
    };
    view! {
        <div class="table-layout game-number">
            <div class="board">{board}</div>
            <aside class="side">
                {holder(move || view.with(|v| v.as_ref().map(|v| {
                    let mut out = seats_panel_html(i18n, v);
                    out.push(scoreboard_html(i18n, v));
                    out
                })).unwrap_or_default())}
            </aside>
        </div>
    }
    .into_any()
}
