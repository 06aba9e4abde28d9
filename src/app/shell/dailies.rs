//! Home's list of today's five dailies (docs/daily.md): each one's number, whether it is
//! done and its counted result, the streak of each game and the streak across games ("any
//! daily": a day counts when at least one daily was counted on it). Written as markup text,
//! like the rest of home (shell/home.rs).

use crate::app::daily::record;
use crate::app::daily::record::DailyFile;
use crate::app::daily::{result_text, title};
use crate::app::i18n::{I18n, Key};
use crate::app::markup::Html;
use crate::app::notices::Notices;
use crate::rules::daily::{Daily, Date};
use crate::rules::GameId;
use crate::stats::calendar::daily_streak;

/// Today and the dailies played, as read when home opened.
pub struct Today {
    day: Date,
    file: DailyFile,
}

impl Today {
    /// Whether an attempt at a daily of `game` is being played (its save is the page's).
    pub fn playing(&self, game: GameId) -> bool {
        self.file.playing.iter().any(|p| p.game == game)
    }
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
pub fn section(i18n: I18n, today: &Today, games: &[GameId]) -> Html {
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
    let cards: Html = games
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
            let id = game.as_str();
            Some(
                Html::el("li")
                    .class(&format!("daily-card game-{id}"))
                    .attr("data-game", id)
                    .attr("data-done", if done.is_some() { "true" } else { "false" })
                    .child(Html::el("h3").text(&title(i18n, game, daily.number)))
                    .child(
                        Html::el("p")
                            .class("daily-status")
                            .child(Html::el("span").hidden().text(if done.is_some() {
                                "✓ "
                            } else {
                                "○ "
                            }))
                            .text(&status),
                    )
                    .child(
                        Html::el("p")
                            .class("daily-streak")
                            .text(&i18n.f(Key::DailyStreakGame, &[("n", run.to_string())])),
                    )
                    .child(
                        Html::el("a")
                            .attr("href", &format!("/{id}?daily"))
                            .class(if done.is_some() {
                                "btn"
                            } else {
                                "btn btn-primary"
                            })
                            .text(i18n.t(action)),
                    )
                    // The archive is the stats page's calendar of this game.
                    .child(
                        Html::el("a")
                            .attr("href", &format!("/stats?game={id}"))
                            .class("daily-archive")
                            .text(i18n.t(Key::DailyPastDays)),
                    ),
            )
        })
        .collect();
    Html::el("section")
        .class("dailies")
        .attr("aria-labelledby", "dailies-title")
        .child(
            Html::el("h2")
                .attr("id", "dailies-title")
                .text(i18n.t(Key::HomeDailies))
                .text(" · ")
                .child(
                    Html::el("time")
                        .attr("datetime", &day.to_string())
                        .text(&i18n.date(day)),
                ),
        )
        // What a daily is, for whoever meets the word here first.
        .child(
            Html::el("p")
                .class("daily-what")
                .text(i18n.t(Key::DailyWhat)),
        )
        .child(Html::el("p").class("daily-streak-any").text(&streak_line))
        .child(Html::el("ul").class("daily-list").child(cards))
        .into()
}
