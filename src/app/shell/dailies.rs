//! Home's list of today's five dailies (docs/daily.md): each one's number, whether it is
//! done and its counted result, the streak of each game and the streak across games ("any
//! daily": a day counts when at least one daily was counted on it).

use leptos::prelude::*;

use crate::app::daily::record;
use crate::app::daily::{result_text, title};
use crate::app::i18n::{use_i18n, Key};
use crate::app::notices::use_notices;
use crate::app::route::Link;
use crate::app::shell::local_date;
use crate::rules::daily::Daily;
use crate::rules::GameId;
use crate::stats::calendar::daily_streak;

#[component]
pub fn Dailies(games: [GameId; 5]) -> impl IntoView {
    let i18n = use_i18n();
    let notices = use_notices();
    // Before the launch, or without a usable clock, there is no daily to list.
    let today = record::today().filter(|&t| Daily::of(GameId::Nmbr9, t).is_ok())?;
    let file = record::load(notices);
    let any = daily_streak(&file, None, today);
    let streak_line = i18n.f(
        Key::DailyStreakAny,
        &[
            ("n", any.current.to_string()),
            ("best", any.best.to_string()),
        ],
    );
    let cards = games
        .into_iter()
        .filter_map(|game| {
            let daily = Daily::of(game, today).ok()?;
            let done = file.counted(game, today);
            let status = done.map_or_else(
                || i18n.t(Key::DailyNotPlayed).to_owned(),
                |r| i18n.f(Key::DailyDone, &[("result", result_text(i18n, r))]),
            );
            let run = daily_streak(&file, Some(game), today).current;
            let action = if done.is_some() { Key::DailyPlayAgain } else { Key::Play };
            Some(view! {
                <li class=format!("daily-card game-{game}") data-game=game.as_str() data-done=done.is_some().to_string()>
                    <h3>{title(i18n, game, daily.number)}</h3>
                    <p class="daily-status">
                        <span aria-hidden="true">{if done.is_some() { "✓ " } else { "○ " }}</span>
                        {status}
                    </p>
                    <p class="daily-streak">{i18n.f(Key::DailyStreakGame, &[("n", run.to_string())])}</p>
                    <Link href=format!("/{game}?daily") class=if done.is_some() { "btn" } else { "btn btn-primary" }>
                        {i18n.t(action)}
                    </Link>
                    // The archive is the stats page's calendar of this game.
                    <Link href=format!("/stats?game={game}") class="daily-archive">
                        {i18n.t(Key::DailyPastDays)}
                    </Link>
                </li>
            })
        })
        .collect_view();
    Some(view! {
        <section class="dailies" aria-labelledby="dailies-title">
            <h2 id="dailies-title">
                {i18n.t(Key::HomeDailies)} " · "
                <time datetime=today.to_string()>
                    {local_date(&format!("{today}T12:00:00"), i18n.lang(), false)}
                </time>
            </h2>
            <p class="daily-streak-any">{streak_line}</p>
            <ul class="daily-list">{cards}</ul>
        </section>
    })
}
