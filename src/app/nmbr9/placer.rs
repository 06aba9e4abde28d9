//! Placing the current card's tile on one human's board: the ghost follows taps, drags and the
//! keyboard; the engine judges every position as it moves (`Board::check`), and nothing is
//! final until "Place here" (or Enter) while the ghost is green.
//!
//! Keys on the focused board: arrows move, R / Shift+R turn, Enter or Space places, L shows the
//! legal spots, N jumps to the next legal spot, + and − zoom.

use leptos::ev;
use leptos::prelude::*;

use super::board_view::{BoardView, Ghost, Spot, ZOOMS};
use super::geometry::{handle, next_rotation, turned_anchor, Extent, VIEW_MARGIN};
use super::reasons::reason;
use crate::app::focus::focus_when_idle;
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::markup::{escape, holder};
use crate::app::seat::player_name;
use crate::app::zoom::ZoomControl;
use crate::rules::nmbr9::spots::ranked_spots;
use crate::rules::nmbr9::tile::shape;
use crate::rules::nmbr9::{Board, Place, Placement};

/// Where the ghost is: anchor and rotation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cursor {
    pub x: i32,
    pub y: i32,
    pub rotation: u8,
}

/// Where the ghost starts: the legal spot nearest the middle of the board, unturned if one
/// is, so a first tap or arrow press starts from somewhere sensible.
fn start(board: &Board, digit: u8, legal: &[Placement]) -> Cursor {
    let (x0, y0, x1, y1) = board.bounds().unwrap_or((0, 0, 0, 0));
    let (mx2, my2) = (x0 + x1, y0 + y1);
    legal
        .iter()
        .min_by_key(|p| {
            let (hx, hy) = handle(digit, p.rotation);
            let (px2, py2) = (2 * (p.x + hx), 2 * (p.y + hy));
            (
                p.rotation != 0,
                (px2 - mx2).pow(2) + (py2 - my2).pow(2),
                p.y,
                p.x,
            )
        })
        .map(|p| Cursor {
            x: p.x,
            y: p.y,
            rotation: p.rotation,
        })
        .unwrap_or(Cursor {
            x: 0,
            y: 0,
            rotation: 0,
        })
}

#[component]
pub fn Placer(
    seat: usize,
    digit: u8,
    board: Board,
    zoom: RwSignal<usize>,
    /// Where the ghost starts (a tile just taken back, the screen before a reload), else a
    /// legal spot near the middle.
    from: Option<Cursor>,
    /// Whether the legal spots start shown (as before a reload).
    spots_on: bool,
    #[prop(into)] on_place: Callback<Place>,
    /// Told where the ghost is and whether the spots are shown, at every change: the page
    /// keeps it for a reload.
    #[prop(into)]
    on_change: Callback<(Cursor, bool)>,
) -> impl IntoView {
    let i18n = use_i18n();
    // Best first, across rotations: "Next legal spot" visits them in this order.
    let legal = StoredValue::new(ranked_spots(&board, digit));
    let extent = Extent::of(&board, VIEW_MARGIN);
    let cursor = RwSignal::new(match from {
        // Kept on the board's view, whatever was stored.
        Some(c) => {
            let rotation = c.rotation % 4;
            let s = shape(digit, rotation);
            let (x, y) = extent.clamp(c.x, c.y, s.width, s.height);
            Cursor { x, y, rotation }
        }
        None => legal.with_value(|l| start(&board, digit, l)),
    });
    let show_spots = RwSignal::new(spots_on);
    Effect::new(move |_| on_change.run((cursor.get(), show_spots.get())));
    // The place in `legal` "Next legal spot" last went to.
    let stepped = StoredValue::new(None::<usize>);
    let refused = RwSignal::new(None::<String>);
    // A placement redraws the board for the next card; the keyboard player's focus must not
    // fall back to the page (it only moves here when nothing else holds it).
    let frame = NodeRef::<leptos::html::Div>::new();
    focus_when_idle(frame);
    let board = StoredValue::new(board);

    let ghost = Memo::new(move |_| {
        let c = cursor.get();
        let verdict = board.with_value(|b| b.check(digit, c.x, c.y, c.rotation));
        Some(Ghost {
            digit,
            x: c.x,
            y: c.y,
            rotation: c.rotation,
            verdict,
        })
    });
    // Every rotation's spots, each drawn at the cell the tile is held by; where several
    // share a cell, the best (listed first) marks it.
    let spots = Memo::new(move |_| {
        if !show_spots.get() {
            return Vec::new();
        }
        legal.with_value(|l| {
            let mut out: Vec<Spot> = Vec::new();
            for p in l {
                let (hx, hy) = handle(digit, p.rotation);
                let (x, y) = (p.x + hx, p.y + hy);
                if !out.iter().any(|s| (s.x, s.y) == (x, y)) {
                    out.push(Spot {
                        x,
                        y,
                        level: p.level,
                    });
                }
            }
            out
        })
    });
    // A tap on a shown spot takes the best placement held at that cell, turning the tile.
    let spot_at = move |x: i32, y: i32| {
        if !show_spots.get_untracked() {
            return None;
        }
        legal.with_value(|l| {
            l.iter()
                .find(|p| {
                    let (hx, hy) = handle(digit, p.rotation);
                    (p.x + hx, p.y + hy) == (x, y)
                })
                .copied()
        })
    };

    let move_to = move |x: i32, y: i32| {
        refused.set(None);
        cursor.update(|c| {
            let s = shape(digit, c.rotation);
            (c.x, c.y) = extent.clamp(x, y, s.width, s.height);
        });
    };
    let turn = move |step: i8| {
        refused.set(None);
        cursor.update(|c| {
            let to = next_rotation(digit, c.rotation, step);
            let (x, y) = turned_anchor(digit, c.rotation, to, c.x, c.y);
            let s = shape(digit, to);
            (c.x, c.y) = extent.clamp(x, y, s.width, s.height);
            c.rotation = to;
        });
    };
    let next_spot = move || {
        let now = cursor.get_untracked();
        // The best spot first; from a spot the list gave, the one after it. A ghost moved by
        // hand (or where it starts) begins again at the best.
        let next = legal.with_value(|l| {
            let at = stepped.get_value().filter(|&i| {
                l.get(i)
                    .is_some_and(|p| (p.x, p.y, p.rotation) == (now.x, now.y, now.rotation))
            });
            let i = at.map_or(0, |i| (i + 1) % l.len().max(1));
            stepped.set_value(Some(i));
            l.get(i).copied()
        });
        if let Some(p) = next {
            refused.set(None);
            cursor.set(Cursor {
                x: p.x,
                y: p.y,
                rotation: p.rotation,
            });
        }
    };
    let confirm = move || {
        let c = cursor.get_untracked();
        match board.with_value(|b| b.check(digit, c.x, c.y, c.rotation)) {
            Ok(_) => on_place.run(Place {
                player: seat,
                x: c.x,
                y: c.y,
                rotation: c.rotation,
            }),
            Err(e) => refused.set(Some(i18n.f(Key::N9Refused, &[("why", reason(i18n, e))]))),
        }
    };
    let zoom_by = move |step: isize| {
        zoom.update(|z| *z = (*z as isize + step).clamp(0, ZOOMS.len() as isize - 1) as usize)
    };

    let on_key = move |e: ev::KeyboardEvent| {
        if e.ctrl_key() || e.meta_key() || e.alt_key() {
            return;
        }
        let c = cursor.get_untracked();
        match e.key().as_str() {
            "ArrowLeft" => move_to(c.x - 1, c.y),
            "ArrowRight" => move_to(c.x + 1, c.y),
            "ArrowUp" => move_to(c.x, c.y - 1),
            "ArrowDown" => move_to(c.x, c.y + 1),
            "r" => turn(1),
            "R" => turn(-1),
            "Enter" | " " => confirm(),
            "l" | "L" => show_spots.update(|s| *s = !*s),
            "n" | "N" => next_spot(),
            "+" | "=" => zoom_by(1),
            "-" => zoom_by(-1),
            _ => return,
        }
        e.prevent_default();
    };

    let status = move || {
        ghost.get().map(|g| match g.verdict {
            Ok(0) => i18n.t(Key::N9GhostTable).to_owned(),
            Ok(level) => {
                let points = u64::from(digit) * u64::from(level);
                i18n.n(
                    Key::N9GhostLegal,
                    points,
                    &[("level", level.to_string()), ("points", points.to_string())],
                )
            }
            Err(e) => i18n.f(Key::N9GhostRefused, &[("why", reason(i18n, e))]),
        })
    };
    // The spots in words: how many on the best level and what each scores.
    let spots_line = move || {
        show_spots.get().then(|| {
            // Counted as drawn: one per cell, whichever rotations reach it.
            spots.with(|drawn| {
                let top = drawn.first().map_or(0, |s| s.level);
                let n = drawn.iter().filter(|s| s.level == top).count() as u64;
                let points = u64::from(digit) * u64::from(top);
                let key = if top == 0 {
                    Key::N9SpotsTable
                } else {
                    Key::N9SpotsBest
                };
                let args = [
                    ("n", n.to_string()),
                    ("level", top.to_string()),
                    ("points", points.to_string()),
                ];
                i18n.n(key, n, &args)
            })
        })
    };
    let fits = move || ghost.with(|g| g.as_ref().is_some_and(|g| g.verdict.is_ok()));

    view! {
        <div class="n9-placer">
            <p class="n9-status" class:ok=fits class:bad=move || !fits() aria-live="polite" id="n9-status">
                <span aria-hidden="true">{move || if fits() { "✓ " } else { "✗ " }}</span>
                {status}
            </p>
            <div
                class="n9-frame"
                node_ref=frame
                tabindex="0"
                role="application"
                aria-roledescription=i18n.live(Key::GameNmbr9)
                aria-label=move || i18n.f(Key::N9Places, &[("player", player_name(i18n, seat)), ("digit", digit.to_string())])
                aria-describedby="n9-status n9-keys"
                on:keydown=on_key
            >
                <BoardView
                    board=Signal::derive(move || board.get_value())
                    ghost=ghost
                    spots=spots
                    zoom=zoom
                    label=Signal::derive(move || i18n.f(Key::N9BoardOf, &[("player", player_name(i18n, seat))]))
                    on_tap=move |(x, y): (i32, i32)| {
                        if let Some(p) = spot_at(x, y) {
                            refused.set(None);
                            cursor.set(Cursor { x: p.x, y: p.y, rotation: p.rotation });
                            return;
                        }
                        let (hx, hy) = handle(digit, cursor.get_untracked().rotation);
                        move_to(x - hx, y - hy);
                    }
                    on_drag=move |(x, y): (i32, i32)| move_to(x, y)
                    on_turn=move |_| turn(1)
                />
            </div>
            <p class="hint n9-spots-line" data-testid="spots-line">{spots_line}</p>
            <p class="feedback" role="alert">{move || refused.get()}</p>
            <div class="n9-controls">
                <button class="btn" on:click=move |_| turn(1) inner_html=move || label_html(i18n, "⟳", Key::N9Rotate) />
                <button
                    class="btn"
                    aria-pressed=move || show_spots.get().to_string()
                    on:click=move |_| show_spots.update(|s| *s = !*s)
                    inner_html=move || label_html(i18n, "◌", Key::N9ShowLegal)
                />
                <button class="btn" on:click=move |_| next_spot() inner_html=move || label_html(i18n, "⇥", Key::N9NextSpot) />
                <ZoomControl level=zoom levels=ZOOMS.len() />
                <button class="btn btn-primary n9-confirm" on:click=move |_| confirm() inner_html=move || label_html(i18n, "✓", Key::N9Confirm) />
            </div>
            {holder(move || format!(
                r#"<p class="hint">{}</p><p class="hint" id="n9-keys">{}</p>"#,
                escape(i18n.t(Key::N9BoardHint)),
                escape(i18n.t(Key::N9KeysHelp))
            ))}
        </div>
    }
}

/// A button's label as markup: its mark (hidden from screen readers), then its words.
pub fn label_html(i18n: I18n, mark: &str, key: Key) -> String {
    format!(
        r#"<span aria-hidden="true">{mark} </span>{}"#,
        escape(i18n.t(key))
    )
}
