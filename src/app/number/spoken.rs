//! The Number in words, for the screen-reader mode: each reveal seat by seat (the number,
//! approved or eliminated and why, the points), the scores, whose turn it is, and the answers
//! to the command box's questions (`rules::number::Command`). Plain text from the public view.

use crate::app::i18n::{I18n, Key};
use crate::app::seat::{about, about_n, player_name};
use crate::rules::number::{
    Command, Elimination, Play, TurnResult, View, ROUNDS, TURNS, TURN_BONUS,
};
use crate::rules::{Outcome, SeatView};

fn join(i18n: I18n, parts: &[String]) -> String {
    parts.join(i18n.t(Key::SrListSep))
}

fn number_text(number: u16) -> String {
    format!("{number:03}")
}

/// One seat's line of a reveal.
pub fn play_line(i18n: I18n, play: &Play, last_turn: bool) -> String {
    let player = player_name(i18n, play.player);
    let Some(number) = play.number.map(number_text) else {
        return i18n.f(Key::NbSrNoDigit, &[("player", player)]);
    };
    match play.eliminated {
        Some(Elimination::SharedDigit { digit, smaller, by }) => i18n.f(
            Key::NbSrOutShared,
            &[
                ("player", player),
                ("number", number),
                ("d", digit.to_string()),
                ("smaller", number_text(smaller)),
                ("by", player_name(i18n, by)),
            ],
        ),
        Some(Elimination::CrossedDigit { digit }) => i18n.f(
            Key::NbSrOutCrossed,
            &[
                ("player", player),
                ("number", number),
                ("d", digit.to_string()),
            ],
        ),
        None => {
            let mut points = i18n.n(
                Key::PointsGained,
                play.points as u64,
                &[("n", play.points.to_string())],
            );
            if last_turn {
                points = format!("{points} ({})", i18n.t(Key::Doubled));
            }
            let mut gains = vec![points];
            if play.bonus > 0 {
                gains.push(i18n.f(Key::BonusGained, &[("n", play.bonus.to_string())]));
            }
            let crossed: Vec<String> = play.crossed.iter().map(u8::to_string).collect();
            gains.push(i18n.f(Key::CrossesOut, &[("digits", crossed.join(" "))]));
            i18n.f(
                Key::NbSrApproved,
                &[
                    ("player", player),
                    ("number", number),
                    ("gains", join(i18n, &gains)),
                ],
            )
        }
    }
}

/// A reveal as it is read: its title, then each seat from the largest number down.
pub fn reveal_lines(i18n: I18n, result: &TurnResult) -> Vec<String> {
    let title = i18n.f(
        Key::RevealTitle,
        &[
            ("round", (result.round + 1).to_string()),
            ("turn", (result.turn + 1).to_string()),
        ],
    );
    let last_turn = result.turn + 1 == TURNS;
    std::iter::once(format!("{title}."))
        .chain(result.plays.iter().map(|p| play_line(i18n, p, last_turn)))
        .collect()
}

/// Every seat's score, seat order.
pub fn scores_line(i18n: I18n, scores: &[i64]) -> String {
    let each: Vec<String> = scores
        .iter()
        .enumerate()
        .map(|(seat, &score)| {
            about_n(
                i18n,
                Key::NbSrScoreOf,
                seat,
                score.unsigned_abs(),
                &[("score", score.to_string())],
            )
        })
        .collect();
    i18n.f(Key::NbSrScores, &[("scores", join(i18n, &each))])
}

/// The scores once the first `turns` reveals were counted: each approved play's points,
/// bonus and digits crossed (each crossed digit is worth 1 at the end of its round).
pub fn scores_after(history: &[TurnResult], players: usize) -> Vec<i64> {
    let mut scores = vec![0; players];
    for play in history.iter().flat_map(|t| &t.plays) {
        if let Some(score) = scores.get_mut(play.player) {
            *score += play.total() + play.crossed.len() as i64;
        }
    }
    scores
}

/// The game's log: each reveal, then the scores it left.
pub fn log_lines(i18n: I18n, view: &View) -> Vec<String> {
    let mut lines = Vec::new();
    for (done, result) in view.history.iter().enumerate() {
        lines.extend(reveal_lines(i18n, result));
        lines.push(scores_line(
            i18n,
            &scores_after(&view.history[..=done], view.players),
        ));
    }
    lines
}

/// Said, at once, to the seat that is to type its number.
pub fn your_turn(i18n: I18n, seat: usize, view: &View) -> String {
    let line = about(
        i18n,
        Key::NbSrYourTurn,
        seat,
        &[
            ("round", (view.round + 1).to_string()),
            ("turn", (view.turn + 1).to_string()),
            ("bonus", TURN_BONUS[view.turn.min(TURNS - 1)].to_string()),
        ],
    );
    if view.turn + 1 == TURNS {
        format!("{line} {}", i18n.t(Key::NbSrLastTurn))
    } else {
        line
    }
}

/// The end: who won, with how much, then every score.
pub fn final_line(i18n: I18n, outcome: &Outcome) -> String {
    let names: Vec<String> = outcome
        .winners
        .iter()
        .map(|&w| player_name(i18n, w))
        .collect();
    let best = outcome
        .winners
        .first()
        .and_then(|&w| outcome.scores.get(w))
        .copied()
        .unwrap_or(0);
    let won = i18n.n(
        Key::NbSrWon,
        names.len() as u64,
        &[("players", join(i18n, &names)), ("score", best.to_string())],
    );
    format!(
        "{}. {won} {}",
        i18n.t(Key::GameOver),
        scores_line(i18n, &outcome.scores)
    )
}

/// The answer to one of the command box's questions; `seat` is the seat whose digits `d`
/// reads (the one choosing, else every human seat's, `humans`).
pub fn answer(i18n: I18n, question: Command, view: &View, humans: &[usize]) -> String {
    match question {
        Command::Pick(_) => String::new(),
        Command::Turn if view.over => i18n.t(Key::GameOver).to_owned(),
        Command::Turn => {
            let choosing: Vec<String> = view
                .to_act()
                .into_iter()
                .map(|p| player_name(i18n, p))
                .collect();
            i18n.f(
                Key::NbSrTurn,
                &[
                    ("round", (view.round + 1).to_string()),
                    ("rounds", ROUNDS.to_string()),
                    ("turn", (view.turn + 1).to_string()),
                    ("turns", TURNS.to_string()),
                    ("bonus", TURN_BONUS[view.turn.min(TURNS - 1)].to_string()),
                    ("players", join(i18n, &choosing)),
                ],
            )
        }
        Command::Digits => {
            let lines: Vec<String> = humans
                .iter()
                .map(|&seat| digits_line(i18n, seat, view.sheets[seat]))
                .collect();
            lines.join(" ")
        }
        Command::Scores => scores_line(i18n, &view.scores),
        Command::Last => match view.history.last() {
            Some(result) => reveal_lines(i18n, result).join(" "),
            None => i18n.t(Key::NbSrNoRevealYet).to_owned(),
        },
        Command::Help => help(i18n),
    }
}

fn digits_line(i18n: I18n, seat: usize, sheet: [bool; 10]) -> String {
    let list = |crossed: bool| {
        let digits: Vec<String> = (0..10)
            .filter(|&d| sheet[d] == crossed)
            .map(|d| d.to_string())
            .collect();
        if digits.is_empty() {
            i18n.t(Key::NbSrNone).to_owned()
        } else {
            digits.join(" ")
        }
    };
    format!(
        "{}{}{}",
        player_name(i18n, seat),
        i18n.t(Key::LabelSep),
        i18n.f(
            Key::SheetLabel,
            &[("left", list(false)), ("crossed", list(true))]
        )
    )
}

/// Every command, in the player's language.
pub fn help(i18n: I18n) -> String {
    let mut lines = vec![i18n.t(Key::NbSrHelpPick).to_owned()];
    lines.extend(Command::questions().map(|(command, letter)| {
        let key = match command {
            Command::Turn => Key::NbSrHelpTurn,
            Command::Digits => Key::NbSrHelpDigits,
            Command::Scores => Key::NbSrHelpScores,
            Command::Last => Key::NbSrHelpLast,
            Command::Help | Command::Pick(_) => Key::NbSrHelpHelp,
        };
        i18n.f(key, &[("letter", letter.to_owned())])
    }));
    lines.join(" ")
}
