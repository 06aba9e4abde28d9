//! The table with the screen-reader mode on (docs/accessibility.md): picks and questions typed
//! in one command box, every reveal and score read out seat by seat, "your turn" and the
//! hand-over said at once, and the game's log to read back. The screens that only ask for a
//! press to go on (the pick just locked, the reveal) are passed by: their words are spoken.

use leptos::prelude::*;

use super::phase::Phase;
use super::session::Session;
use super::spoken;
use crate::app::announce::{self, Announcer, LiveRegions, Urgency};
use crate::app::command_box::CommandBox;
use crate::app::game_log::GameLog;
use crate::app::i18n::{I18n, Key};
use crate::app::notices::Notices;
use crate::app::seat::player_name;
use crate::app::session::{self, Held};
use crate::rules::number::{digits_of, Command, CommandError, NumberGame, Pick};
use crate::rules::Game;

/// Whether the table is played by ear.
pub fn on() -> bool {
    announce::wanted()
}

/// Says what happens at the table as it happens, and moves past a reveal once it is said
/// (`seen`: the table's "next turn"). Makes the table's announcer (app::announce).
pub fn follow(
    i18n: I18n,
    session: Held<NumberGame>,
    phase: Memo<Phase>,
    seen: impl Fn() + 'static,
) {
    let announcer = Announcer::provide();
    // Reveals already made when the table is drawn (a reload) are not said again: `l` reads
    // the last one.
    let said_turns = StoredValue::new(
        session.with_untracked(|s| s.as_ref().map_or(0, |s| s.game.history().len())),
    );
    Effect::new(move |before: Option<Phase>| {
        let now = phase.get();
        let Some(s) = session.get_untracked() else {
            return now;
        };
        let view = s.public();
        let (from, to) = (said_turns.get_value(), view.history.len());
        if to > from {
            for done in from..to {
                for line in spoken::reveal_lines(i18n, &view.history[done]) {
                    announcer.say(line, Urgency::Polite);
                }
                let scores = spoken::scores_after(&view.history[..=done], view.players);
                announcer.say(spoken::scores_line(i18n, &scores), Urgency::Polite);
            }
            said_turns.set_value(to);
        }
        if before != Some(now) {
            match now {
                Phase::Reveal => seen(),
                Phase::Pick(seat) => {
                    announcer.say(spoken::your_turn(i18n, seat, &view), Urgency::Now)
                }
                Phase::Handover(seat) => announcer.say(
                    i18n.f(Key::PassDevice, &[("player", player_name(i18n, seat))]),
                    Urgency::Now,
                ),
                Phase::Final => {
                    if let Some(outcome) = s.game.outcome() {
                        announcer.say(spoken::final_line(i18n, &outcome), Urgency::Polite);
                    }
                }
                Phase::Locked(_) | Phase::Bots(_) | Phase::Idle => {}
            }
        }
        now
    });
}

/// The live regions and the command box: three digits pick for the seat choosing now, a
/// letter asks a question. After `follow`, whose announcer they use.
pub fn command_box(
    i18n: I18n,
    session: Held<NumberGame>,
    phase: Memo<Phase>,
    notices: Notices,
) -> impl IntoView {
    let picking = move || match phase.get() {
        Phase::Pick(seat) => Some(seat),
        _ => None,
    };
    let label = Signal::derive(move || match picking() {
        Some(seat) => i18n.f(Key::NbSrCommandFor, &[("player", player_name(i18n, seat))]),
        None => i18n.t(Key::NbSrCommand).to_owned(),
    });
    // A new player to type (a new turn, after a hand-over) finds the focus in the box.
    let turn = Memo::new(move |_| {
        let picks = session.with(|s| s.as_ref().map_or(0, |s| s.actions.len()));
        (picks, picking())
    });
    let focus_on = Signal::derive(move || {
        let (picks, seat) = turn.get();
        (picks as u32)
            .wrapping_mul(8)
            .wrapping_add(seat.map_or(0, |s| s as u32 + 1))
    });
    let on_command = move |line: String| -> Option<String> {
        let s = session.get_untracked()?;
        let command = match Command::parse(&line) {
            Ok(command) => command,
            Err(CommandError::Empty) => return None,
            Err(CommandError::NotThreeDigits { typed }) => {
                return Some(i18n.f(Key::NbSrNotThreeDigits, &[("typed", typed)]))
            }
            Err(CommandError::Unknown { typed }) => {
                return Some(i18n.f(Key::SrUnknown, &[("typed", typed)]))
            }
        };
        let Command::Pick(number) = command else {
            let seat = picking();
            let humans: Vec<usize> = match seat {
                Some(seat) => vec![seat],
                None => (0..s.seats().len())
                    .filter(|&p| !s.seats()[p].is_bot())
                    .collect(),
            };
            return Some(spoken::answer(i18n, command, &s.public(), &humans));
        };
        Some(pick(i18n, session, &s, picking(), number, notices))
    };
    view! {
        <LiveRegions />
        <CommandBox label=label on_command=on_command focus_on=focus_on />
    }
}

/// Plays `number` for `seat`, or says why not: the same refusals as the keypad's.
fn pick(
    i18n: I18n,
    session: Held<NumberGame>,
    s: &Session,
    seat: Option<usize>,
    number: u16,
    notices: Notices,
) -> String {
    let Some(seat) = seat else {
        return i18n.t(Key::NbSrNoPickNow).to_owned();
    };
    let sheet = s.game.sheets()[seat];
    if let Some(d) = digits_of(number).into_iter().find(|&d| sheet[d as usize]) {
        return i18n.f(Key::DigitIsCrossed, &[("d", d.to_string())]);
    }
    let refused = RwSignal::new(None::<String>);
    if session::play(
        session,
        Pick {
            player: seat,
            number,
        },
        notices,
        refused,
        i18n,
    ) {
        i18n.f(
            Key::NbSrPicked,
            &[
                ("player", player_name(i18n, seat)),
                ("number", format!("{number:03}")),
            ],
        )
    } else {
        let why = refused.get_untracked().unwrap_or_default();
        i18n.f(Key::MoveRefused, &[("why", why)])
    }
}

/// What the board shows while a seat types its pick (the keypad is not drawn: it would take
/// the digits typed in the box as well).
pub fn pick_heading(i18n: I18n, seat: usize) -> impl IntoView {
    view! { <h2>{i18n.f(Key::PickTitle, &[("player", player_name(i18n, seat))])}</h2> }
}

/// Every reveal of the game so far, and the scores after each.
pub fn log(i18n: I18n, session: Held<NumberGame>) -> impl IntoView {
    let lines = Memo::new(move |_| {
        session.with(|s| {
            s.as_ref()
                .map(|s| spoken::log_lines(i18n, &s.public()))
                .unwrap_or_default()
        })
    });
    view! { <GameLog lines=lines /> }
}
