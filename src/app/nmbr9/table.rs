//! The game in progress: the board being shown (the acting human's, with the tile to place, or
//! any seat's to look at), the cards, the players, sharing, and at the end the breakdown.
//! Bots place as soon as a card is revealed, after a short visible pause; every placement
//! goes through the engine and is saved at once. A bot's board on screen shows its new tile
//! being laid.

use leptos::prelude::*;

use super::board_view::ZOOMS;
use super::cards::cards_panel;
use super::look::{follow_actor, place_heading, still_to_place, ReadOnlyBoard, Screen};
use super::placer::{Cursor, Placer};
use super::seats_panel::SeatsPanel;
use super::session::Session;
use crate::app::game_screens::Table;
use crate::app::i18n::Key;
use crate::app::markup::{escape, holder};
use crate::app::seat::player_name;
use crate::app::session;
use crate::app::share::seed_link;
use crate::app::share_bar::ShareBar;
use crate::app::storage;
use crate::app::toolbar::Toolbar;
use crate::app::turn::{bots_to_act, play_bots, Pause, Turn};
use crate::rules::nmbr9::{Nmbr9Game, Place};
use crate::rules::{Game, GameId, PlayerId};

/// How long the bots visibly "think" before their tiles appear.
const BOT_PAUSE: Pause = Pause {
    normal: 450,
    reduced: 80,
};

/// The game in play, as the page hands it over (see `game_screens::Table`).
pub fn table(table: Table<Nmbr9Game>) -> AnyView {
    let session = table.session;
    let public = Memo::new(move |_| session.with(|s| s.as_ref().map(Session::public)));
    let actor = Memo::new(move |_| session.with(|s| s.as_ref().and_then(human_to_place)));
    // The screen as it was before a reload, if saved with this very save (see `screen_facts`).
    let saved = session
        .with_untracked(|s| {
            s.as_ref()
                .and_then(|s| storage::saved_screen(GameId::Nmbr9, s.actions.len()))
        })
        .and_then(|f| Resumed::from_facts(&f));
    let viewing = RwSignal::new(
        saved
            .map(|r| r.viewing)
            .or(actor.get_untracked())
            .unwrap_or(0),
    );
    let zoom = RwSignal::new(saved.map_or(0, |r| r.zoom.min(ZOOMS.len() - 1)));
    // Where the ghost starts after a tile is taken back (where that tile was), or a reload.
    let resume_at = RwSignal::new(saved.and_then(|r| r.ghost.map(|g| g.0)));
    let spots_on = saved.and_then(|r| r.ghost).is_some_and(|g| g.1);
    // Where the ghost is now and whether the spots are shown, as the placer reports it.
    let ghost = RwSignal::new(None::<(Cursor, bool)>);
    // Kept with the save, so a reload returns to this very screen.
    Effect::new(move |_| {
        let facts = Resumed {
            viewing: viewing.get(),
            zoom: zoom.get(),
            ghost: ghost.get(),
        }
        .facts();
        if let Some(actions) = session.with(|s| s.as_ref().map(|s| s.actions.len())) {
            storage::store_screen(GameId::Nmbr9, &storage::Screen { actions, facts });
        }
    });
    let refused = RwSignal::new(None::<String>);
    // The score to beat on this seed (a solo challenge), as it stood when the game opened.
    let best_before = session.with_untracked(|s| {
        s.as_ref()
            .filter(|s| s.is_solo())
            .and_then(|s| storage::best_on_seed(GameId::Nmbr9, s.game.seed(), table.notices))
            .map(|b| b.score)
    });

    follow_actor(actor, viewing);

    let apply = move |place: Place| {
        resume_at.set(None);
        session::play(session, place, table.notices, refused, table.i18n);
    };

    // Bots place the new card after a pause, one after another (they never wait for the
    // humans); a human's move meanwhile starts the pause again.
    let bots =
        move || session.with(|s| s.as_ref().map(|s| bots_to_act(&s.game)).unwrap_or_default());
    play_bots(session, bots, |_| BOT_PAUSE, apply);

    let undo = move || {
        let back = session.with_untracked(|s| {
            let s = s.as_ref()?;
            let place = s.undoable_human_place()?;
            Some((s.undo()?, place))
        });
        if let Some((back, place)) = back {
            resume_at.set(Some(Cursor {
                x: place.x,
                y: place.y,
                rotation: place.rotation,
            }));
            session::keep(session, back, table.notices);
        }
    };

    // What the board area shows: a bot placing on its own board never redraws (and resets)
    // the ghost a human is moving.
    let screen = Memo::new(move |_| {
        public.with(|v| {
            v.as_ref()
                .map_or(Screen::Empty, |v| Screen::of(v, actor.get(), viewing.get()))
        })
    });
    let board_of = move |seat: usize| {
        session.with(|s| {
            s.as_ref()
                .map(|s| s.game.board(seat).clone())
                .unwrap_or_default()
        })
    };
    // Whether a bot has just placed on this seat's board (the last action is its placement):
    // the board, drawn again for it, shows that tile being laid.
    let laid_on = move |seat: usize| {
        session.with(|s| {
            s.as_ref()
                .and_then(Session::last_bot_place)
                .is_some_and(|p| p.player == seat)
        })
    };

    let main = move || {
        match screen.get() {
            Screen::Empty => ().into_any(),
            Screen::Over => {
                let Some(s) = session.get_untracked() else {
                    return ().into_any();
                };
                let players = s.seats().len();
                let seat = Memo::new(move |_| viewing.get().min(players - 1));
                // The outcome itself leads the page (final_score::result, app::later).
                view! {
                {move || { let seat = seat.get(); view! { <ReadOnlyBoard board=board_of(seat) seat=seat zoom=zoom laid=laid_on(seat) /> } }}
                <ShareBar seed=s.game.seed() seed_link=seed_link(GameId::Nmbr9, s.game.seed(), s.seats(), &[]) replay=s.to_save() />
                <button class="btn btn-primary btn-big" on:click=move |_| table.on_new_game.run(())>
                    {table.i18n.live(Key::NewGame)}
                </button>
            }
            .into_any()
            }
            Screen::Place { me, digit, board } => view! {
                {place_heading(table.i18n, me, digit)}
                <Placer
                    seat=me
                    digit=digit
                    board=board
                    zoom=zoom
                    from=resume_at.get_untracked()
                    spots_on=spots_on && resume_at.get_untracked().is_some()
                    on_place=move |place| apply(place)
                    on_change=move |g| ghost.set(Some(g))
                />
            }
            .into_any(),
            // A human still has to place, but another board is being looked at.
            Screen::Look {
                seat,
                me: Some(me),
                digit,
            } => view! {
                {still_to_place(table.i18n, me, digit, viewing)}
                {move || view! { <ReadOnlyBoard board=board_of(seat) seat=seat zoom=zoom laid=laid_on(seat) /> }}
            }
            .into_any(),
            Screen::Look { seat, me: None, .. } => {
                let waiting = move || {
                    let bots = session
                        .with(|s| s.as_ref().is_some_and(|s| !bots_to_act(&s.game).is_empty()));
                    table.i18n.t(if bots {
                        Key::N9BotsPlacing
                    } else {
                        Key::N9Waiting
                    })
                };
                view! {
                    <p class="n9-turn" aria-live="polite">{waiting}</p>
                    {move || view! { <ReadOnlyBoard board=board_of(seat) seat=seat zoom=zoom laid=laid_on(seat) /> }}
                }
                .into_any()
            }
        }
    };

    let playing = Memo::new(move |_| public.with(|v| v.as_ref().is_some_and(|v| !v.over)));
    view! {
        <div class="table-layout game-nmbr9">
            <div class="board">
                <p class="feedback" role="alert">
                    {move || refused.get().map(|why| table.i18n.f(Key::MoveRefused, &[("why", why)]))}
                </p>
                {main}
                {move || session.with(|s| s.as_ref().and_then(Session::undoable_human_place)).map(|p| view! {
                    <button class="btn" on:click=move |_| undo() inner_html=move || format!(
                        r#"<span aria-hidden="true">↶ </span>{} · {}"#,
                        escape(table.i18n.t(Key::N9Undo)),
                        escape(&player_name(table.i18n, p.player))
                    ) />
                })}
            </div>
            <aside class="side">
                // The card and what is to come, then the score to beat (until the end).
                {move || playing.get().then(|| view! {
                    {cards_panel(table.i18n, public)}
                    {best_before.map(|b| holder(move || format!(
                        r#"<p class="n9-best-line"><span aria-hidden="true">★ </span>{}</p>"#,
                        escape(&table.i18n.f(Key::N9BestOnSeed, &[("score", b.to_string())]))
                    )))}
                })}
                {move || public.get().map(|v| view! { <SeatsPanel view=v viewing=viewing /> })}
                {move || session.with(|s| s.as_ref().filter(|s| !s.game.is_over()).map(|s| (s.game.seed(), s.seats().to_vec())))
                    .map(|(seed, seats)| view! { <ShareBar seed=seed seed_link=seed_link(GameId::Nmbr9, seed, &seats, &[]) /> })}
                <Toolbar game=GameId::Nmbr9 over=Signal::derive(move || public.with(|v| v.as_ref().is_some_and(|v| v.over))) on_new_game=table.on_new_game />
            </aside>
        </div>
    }
    .into_any()
}

/// The screen's facts that the log does not hold: the board looked at, the zoom, and the ghost
/// (where it is, whether the spots are shown), stored as numbers (`numera.screen.nmbr9`).
#[derive(Debug, Clone, Copy, PartialEq)]
struct Resumed {
    viewing: usize,
    zoom: usize,
    ghost: Option<(Cursor, bool)>,
}

/// Board coordinates are stored shifted by this, so they are never negative.
const SHIFT: i64 = crate::rules::nmbr9::COORD_LIMIT as i64;

impl Resumed {
    fn facts(&self) -> Vec<u32> {
        let mut facts = vec![self.viewing as u32, self.zoom as u32];
        if let Some((c, spots)) = self.ghost {
            let shifted = |v: i32| (i64::from(v) + SHIFT).clamp(0, 2 * SHIFT) as u32;
            facts.extend([
                shifted(c.x),
                shifted(c.y),
                u32::from(c.rotation),
                u32::from(spots),
            ]);
        }
        facts
    }

    fn from_facts(facts: &[u32]) -> Option<Resumed> {
        let unshift = |v: u32| (i64::from(v) - SHIFT).clamp(-SHIFT, SHIFT) as i32;
        let ghost = match *facts.get(2..)? {
            [x, y, rotation, spots] => Some((
                Cursor {
                    x: unshift(x),
                    y: unshift(y),
                    rotation: (rotation % 4) as u8,
                },
                spots == 1,
            )),
            _ => None,
        };
        Some(Resumed {
            viewing: *facts.first()? as usize,
            zoom: *facts.get(1)? as usize,
            ghost,
        })
    }
}

/// The human seat whose turn it is to place: the first one that has not placed this card.
fn human_to_place(session: &Session) -> Option<PlayerId> {
    Turn::of(&session.game, None).human()
}
