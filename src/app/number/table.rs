//! The game in progress: the board (whatever the phase asks for: pick, hand-over, bots,
//! reveal, final scores) and the panels (table, score sheet, sharing). Every change goes
//! through the engine and is saved at once.

use leptos::prelude::*;

use super::bots::bots_picking_html;
use super::locked::Locked;
use super::phase::{another_human_to_pick, phase, Phase, Ui};
use super::picker::Picker;
use super::reveal::reveal_html;
use super::scoreboard::scoreboard_html;
use super::screen_reader;
use super::seats_panel::seats_panel_html;
use super::session::Session;
use crate::app::focus::focused_button;
use crate::app::game_screens::Table;
use crate::app::handover::Handover;
use crate::app::i18n::{I18n, Key};
use crate::app::markup::{holder, Html};
use crate::app::session;
use crate::app::share::seed_link;
use crate::app::share_bar::ShareBar;
use crate::app::storage::{saved_screen, store_screen, Screen};
use crate::app::toolbar::Toolbar;
use crate::app::turn::{play_bots, Pause};
use crate::rules::number::{NumberGame, Pick, ROUNDS, TURNS, TURN_BONUS};
use crate::rules::{Game, GameId};

/// How long a bot visibly "thinks": long enough to see who acts, short enough not to bore.
const BOT_PAUSE: Pause = Pause {
    normal: 650,
    reduced: 120,
};

/// The game in play, as the page hands it over (see `game_screens::Table`).
pub fn table(table: Table<NumberGame>) -> AnyView {
    let session = table.session;
    let ui = RwSignal::new(session.with_untracked(|s| {
        s.as_ref()
            .map(|s| Ui::resumed(s, saved_screen(GameId::Number, s.actions.len()).as_deref()))
            .unwrap_or_default()
    }));
    // Kept with the save, so a reload returns to this very screen.
    Effect::new(move |_| {
        let facts = ui.get().facts();
        if let Some(actions) = session.with(|s| s.as_ref().map(|s| s.actions.len())) {
            store_screen(GameId::Number, &Screen { actions, facts });
        }
    });
    let phase = Memo::new(move |_| {
        let ui = ui.get();
        session
            .with(|s| s.as_ref().map(|s| phase(s, &ui)))
            .unwrap_or(Phase::Idle)
    });
    let public = Memo::new(move |_| session.with(|s| s.as_ref().map(Session::public)));
    // Only changes when the game ends, so a "link copied" note survives the moves.
    let share_info = Memo::new(move |_| {
        session.with(|s| {
            s.as_ref()
                .filter(|s| !s.game.is_over())
                .map(|s| (s.game.seed(), s.seats().to_vec()))
        })
    });
    // The engine's reason if it ever refuses a move the interface offered.
    let refused = RwSignal::new(None::<String>);
    // Played by ear: typed picks, every event said (number::screen_reader).
    let by_ear = screen_reader::on();

    let apply = move |pick: Pick| session::play(session, pick, table.notices, refused, table.i18n);

    // Bots pick one after another once the humans are done, each after a visible pause.
    let bots = move || match phase.get() {
        Phase::Bots(seat) => vec![seat],
        _ => Vec::new(),
    };
    play_bots(
        session,
        bots,
        |_| BOT_PAUSE,
        move |pick| {
            apply(pick);
        },
    );

    let next_turn = move || {
        let turns =
            session.with_untracked(|s| s.as_ref().map(|s| s.game.history().len()).unwrap_or(0));
        ui.set(Ui {
            seen_turns: turns,
            ready: None,
            locked: None,
        });
    };
    if by_ear {
        screen_reader::follow(table.i18n, session, phase, next_turn);
    }

    let board = move || {
        let Some(s) = session.get_untracked() else {
            return ().into_any();
        };
        match phase.get() {
            // Said and passed by at once (number::screen_reader): its button would take the focus.
            Phase::Reveal if by_ear => ().into_any(),
            Phase::Reveal => {
                let over = s.game.is_over();
                let next = focused_button();
                let (i18n, seats) = (table.i18n, s.seats().to_vec());
                s.game.history().last().cloned().map(|result| view! {
                    {holder(move || reveal_html(i18n, &result, &seats))}
                    <button class="btn btn-primary btn-big" node_ref=next on:click=move |_| next_turn()>
                        {move || table.i18n.t(if over { Key::SeeFinal } else { Key::NextTurn })}
                        <span aria-hidden="true">" →"</span>
                    </button>
                }).into_any()
            }
            // The outcome itself leads the page (final_score::result, app::later).
            Phase::Final => s.game.outcome().map(|_| {
                crate::app::focus::outcome_when_shown();
                view! {
                <ShareBar seed=s.game.seed() seed_link=seed_link(GameId::Number, s.game.seed(), s.seats(), &[]) replay=s.to_save() />
                <button class="btn btn-primary btn-big" on:click=move |_| table.on_new_game.run(())>
                    {table.i18n.live(Key::NewGame)}
                </button>
            }}).into_any(),
            Phase::Locked(seat) => view! {
                <Locked
                    seat=seat
                    number=s.game.pick_of(seat).unwrap_or(0)
                    undoable=s.game.last_action_undoable()
                    pass_on=another_human_to_pick(&s)
                    on_undo=move |_| {
                        let back = session.with_untracked(|s| s.as_ref().and_then(Session::undo));
                        if let Some(back) = back {
                            if session::keep(session, back, table.notices) {
                                ui.update(|u| u.locked = None);
                            }
                        }
                    }
                    on_continue=move |_| ui.update(|u| {
                        u.locked = None;
                        u.ready = None;
                    })
                />
            }.into_any(),
            Phase::Handover(seat) => view! {
                <Handover
                    seat=seat
                    hint=Key::NumberHandoverHint
                    ready=Key::NumberImReady
                    on_ready=move |_| ui.update(|u| u.ready = Some(seat))
                />
            }.into_any(),
            // The command box takes the pick (the keypad would take its digits too).
            Phase::Pick(seat) if by_ear => screen_reader::pick_heading(table.i18n, seat).into_any(),
            Phase::Pick(seat) => {
                let game = s.game.clone();
                view! {
                    <Picker
                        seat=seat
                        sheet=s.game.sheets()[seat]
                        is_legal=move |number| game.legal_actions(seat).contains(&Pick { player: seat, number })
                        on_confirm=move |number| {
                            if apply(Pick { player: seat, number }) {
                                ui.update(|u| u.locked = Some(seat));
                            }
                        }
                    />
                }.into_any()
            }
            Phase::Bots(seat) => {
                let (i18n, kind) = (table.i18n, s.seats()[seat]);
                holder(move || bots_picking_html(i18n, seat, kind))
            }
            Phase::Idle => ().into_any(),
        }
    };

    view! {
        <div class="table-layout game-number">
            <div class="board">
                // The engine has moved to the next turn by the time its reveal is on screen,
                // so the turn line would name the wrong turn there.
                {holder(move || {
                    let showing_turn = !matches!(phase.get(), Phase::Reveal | Phase::Final);
                    public.with(|v| v.as_ref().filter(|_| showing_turn).map(|v| status_line_html(table.i18n, v.round, v.turn))).unwrap_or_default()
                })}
                <p class="feedback" role="alert">
                    {move || refused.get().map(|why| table.i18n.f(Key::MoveRefused, &[("why", why)]))}
                </p>
                {by_ear.then(|| screen_reader::command_box(table.i18n, session, phase, table.notices))}
                {board}
                {by_ear.then(|| screen_reader::log(table.i18n, session))}
            </div>
            <aside class="side">
                // Once over, the final breakdown replaces the table (sheets are reset by then).
                {holder(move || public.with(|v| v.as_ref().map(|v| {
                    let mut out = if v.over { Html::new() } else { seats_panel_html(table.i18n, v) };
                    out.push(scoreboard_html(table.i18n, v));
                    out
                })).unwrap_or_default())}
                {move || share_info.get().map(|(seed, seats)| view! { <ShareBar seed=seed seed_link=seed_link(GameId::Number, seed, &seats, &[]) /> })}
                <Toolbar game=GameId::Number over=Signal::derive(move || public.with(|v| v.as_ref().is_some_and(|v| v.over))) on_new_game=table.on_new_game />
            </aside>
        </div>
    }
    .into_any()
}

fn status_line_html(i18n: I18n, round: usize, turn: usize) -> Html {
    let chip = |class: &str| Html::el("span").class(class);
    let bonus = TURN_BONUS[turn.min(TURNS - 1)];
    let mut line = Html::el("p")
        .class("status-line")
        .child(chip("chip").text(&i18n.f(
            Key::RoundOf,
            &[("n", (round + 1).to_string()), ("of", ROUNDS.to_string())],
        )))
        .child(chip("chip").text(&i18n.f(
            Key::TurnOf,
            &[("n", (turn + 1).to_string()), ("of", TURNS.to_string())],
        )))
        .child(
            chip("chip")
                .child(Html::el("span").hidden().text("★"))
                .text(&i18n.f(Key::TurnBonus, &[("n", bonus.to_string())])),
        );
    if turn + 1 == TURNS {
        line = line.child(
            chip("chip chip-strong")
                .text("×2")
                .child(Html::el("span").text(i18n.t(Key::LastTurnDoubles))),
        );
    }
    line.into()
}
