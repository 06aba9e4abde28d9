//! Home's list of today's five dailies (docs/daily.md): each one's number, whether it is
//! done and its counted result, the streak of each game and the streak across games ("any
//! daily": a day counts when at least one daily was counted on it). Written as markup text,
//! like the rest of home (shell/home.rs).

use crate::app::daily::record;
use crate::app::daily::record::DailyFile;
use crate::app::daily::{result_text, title};
use crate::app::i18n::{I18n, Key};
use crate::app::markup::escape;
use crate::app::notices::Notices;
use crate::rules::daily::{Daily, Date};
use crate::rules::GameId;
use crate::stats::calendar::daily_streak;

/// Today and the dailies played, as read when home opened.
pub struct Today {
    day: Date,
    file: DailyFile,
}

/// Today, unless there is no daily to list: before the launch, or without a usable clock.
pub fn today(notices: Notices) -> Option<Today> {
    let day = record::today().filter(|&t| Daily::of(GameId::Nmbr9, t).is_ok())?;
    Some(Today {
        day,
        file: record::load(notices),
    })
}

/// The dailies' section, in the language `i18n` speaks.
pub fn markup(i18n: I18n, today: &Today, games: &[GameId]) -> String {
    let Today { day, file } = today;
    let day = *day;
    let any = daily_streak(file, None, day);
    let streak_line = i18n.f(
        Key::DailyStreakAny,
        &[
            ("n", any.current.to_string()),
            ("best", any.best.to_string()),
        ],
    );
    let cards: String = games
        .iter()
        .filter_map(|&game| {
            let daily = Daily::of(game, day).ok()?;
            let done = file.counted(game, day);
            let status = done.map_or_else(
                || i18n.t(Key::DailyNotPlayed).to_owned(),
                |r| i18n.f(Key::DailyDone, &[("result", result_text(i18n, r))]),
            );
            let run = daily_streak(file, Some(game), day).current;
            // Not "Play": the game's own card above has that, and one game should not offer two
            // buttons of the same name that start different things.
            let action = if done.is_some() {
                Key::DailyPlayAgain
            } else {
                Key::DailyTake
            };
            Some(format!(
                concat!(
                    r#"<li class="daily-card game-{game}" data-game="{game}" data-done="{done}">"#,
                    r#"<h3>{title}</h3><p class="daily-status"><span aria-hidden="true">{mark}</span>{status}</p>"#,
                    r#"<p class="daily-streak">{streak}</p>"#,
                    r#"<a href="/{game}?daily" class="{button}">{action}</a>"#,
                    // The archive is the stats page's calendar of this game.
                    r#"<a href="/stats?game={game}" class="daily-archive">{past}</a></li>"#
                ),
                game = game,
                done = done.is_some(),
                title = escape(&title(i18n, game, daily.number)),
                mark = if done.is_some() { "✓ " } else { "○ " },
                status = escape(&status),
                streak = escape(&i18n.f(Key::DailyStreakGame, &[("n", run.to_string())])),
                button = if done.is_some() { "btn" } else { "btn btn-primary" },
                action = escape(i18n.t(action)),
                past = escape(i18n.t(Key::DailyPastDays)),
            ))
        })
        .collect();
    format!(
        concat!(
            r#"<section class="dailies" aria-labelledby="dailies-title"><h2 id="dailies-title">"#,
            r#"{heading} · <time datetime="{day}">{date}</time></h2>"#,
            // What a daily is, for whoever meets the word here first.
            r#"<p class="daily-what">{what}</p>"#,
            r#"<p class="daily-streak-any">{streak}</p><ul class="daily-list">{cards}</ul></section>"#
        ),
        heading = escape(i18n.t(Key::HomeDailies)),
        what = escape(i18n.t(Key::DailyWhat)),
        day = day,
        date = escape(&i18n.date(day)),
        streak = escape(&streak_line),
        cards = cards,
    )
}
