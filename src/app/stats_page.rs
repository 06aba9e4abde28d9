//! The stats page, `/stats` (its own bundle, stats.html): the player's figures over every game
//! or one (`?game=nmbr9`), the chart of scores over time and the histogram of one game, and the
//! dailies as a month calendar. Every figure comes from `crate::stats`, computed natively; the
//! charts, tables and calendar arrive as finished markup (`Html`, set as inner HTML), so the
//! only reactive parts are the game shown, the month shown and the language.

use leptos::prelude::*;

use crate::app::daily::record::{self, DailyFile};
use crate::app::i18n::{use_i18n, I18n, Key};
use crate::app::in_turn::in_turn;
use crate::app::markup::{fixed, markup, Html};
use crate::app::notices::use_notices;
use crate::app::number::game_name;
use crate::app::route;
use crate::app::shell::local_date;
use crate::app::storage;
use crate::rules::daily::{Date, LAUNCH};
use crate::rules::GameId;
use crate::stats::calendar::{archive_link, daily_streak, month_grid, Day, Month};
use crate::stats::histogram::histogram;
use crate::stats::html::{calendar, table, CalendarText};
use crate::stats::svg::{histogram_svg, scores_svg, Labels};
use crate::stats::Summary;
use crate::store::history::History;
use crate::texts::calendar_date;

const DASH: &str = "–";

#[component]
pub fn StatsPage() -> impl IntoView {
    let i18n = use_i18n();
    let notices = use_notices();
    let history = storage::live_history(notices);
    let file = StoredValue::new(record::load(notices));
    let today = record::today();
    let asked = route::query("game");
    let game = Memo::new(move |_| asked.with(|g| g.as_deref().and_then(|g| GameId::parse(g).ok())));
    let class = move || match game.get() {
        Some(g) => format!("panel stats game-{g}"),
        None => "panel stats".to_owned(),
    };
    view! {
        <section class=class>
            <h1>{i18n.live(Key::StatsTitle)}</h1>
            <Tabs game=game />
            {move || {
                let shown = game.get();
                history.with(|h| file.with_value(|f| figures(i18n, h, f, shown, today)))
            }}
            // In a task of its own while the page starts (app::in_turn).
            {today.map(|today| in_turn(move || view! { <Calendar file=file game=game today=today /> }))}
        </section>
    }
}

/// One link per game and one for all: plain links (the router follows them in the page).
#[component]
fn Tabs(game: Memo<Option<GameId>>) -> impl IntoView {
    let i18n = use_i18n();
    let tab = move |to: Option<GameId>| {
        let href = to.map_or_else(|| "/stats".to_owned(), |g| format!("/stats?game={g}"));
        let current = move || (game.get() == to).then_some("page");
        let name = move || {
            to.map_or_else(
                || i18n.t(Key::StatsAllGames).to_owned(),
                |g| game_name(i18n, g),
            )
        };
        view! { <li><a href=href class="btn" aria-current=current>{name}</a></li> }
    };
    let tabs: Vec<_> = std::iter::once(None)
        .chain(GameId::ALL.map(Some))
        .map(tab)
        .collect();
    view! { <nav aria-label=i18n.live(Key::StatsTitle)><ul class="stats-tabs">{tabs}</ul></nav> }
}

fn or_dash(value: Option<String>) -> String {
    value.unwrap_or_else(|| DASH.to_owned())
}

/// The wins, or a dash where every game was played alone (no one to win against).
fn wins(s: &Summary) -> String {
    or_dash((s.contests > 0).then(|| s.wins.to_string()))
}

fn percent(i18n: I18n, s: &Summary) -> String {
    or_dash(
        s.win_percent()
            .map(|p| i18n.f(Key::StatsPercent, &[("n", p.to_string())])),
    )
}

/// The headline figures, notes on what they leave out, and the charts or the table of games.
fn figures(
    i18n: I18n,
    history: &History,
    file: &DailyFile,
    game: Option<GameId>,
    today: Option<Date>,
) -> AnyView {
    let s = Summary::of(history, game);
    let mut rows: Vec<(Key, String)> = vec![
        (Key::StatsGames, s.games.to_string()),
        (Key::StatsWins, wins(&s)),
        (Key::StatsWinRate, percent(i18n, &s)),
    ];
    if game.is_some() {
        rows.push((Key::StatsMean, or_dash(s.mean_text())));
        rows.push((Key::StatsBest, or_dash(s.best.map(|b| b.to_string()))));
    }
    let run = s.wins_in_a_row;
    let run = i18n.f(
        Key::StatsWinsValue,
        &[
            ("n", run.current.to_string()),
            ("best", run.best.to_string()),
        ],
    );
    rows.push((
        Key::StatsWinsInARow,
        or_dash((s.contests > 0).then_some(run)),
    ));
    if let Some(today) = today {
        let days = daily_streak(file, game, today);
        let args = [
            ("n", days.current.to_string()),
            ("best", days.best.to_string()),
        ];
        rows.push((
            Key::StatsDailyStreak,
            i18n.n(Key::StatsDaysValue, u64::from(days.current), &args),
        ));
    }
    let summary = rows
        .into_iter()
        .map(|(key, value)| view! { <div><dt>{i18n.t(key)}</dt><dd class="num">{value}</dd></div> })
        .collect_view();
    let note = |key: Key, n: u32| {
        (n > 0).then(
            || view! { <p class="hint">{i18n.n(key, u64::from(n), &[("n", n.to_string())])}</p> },
        )
    };
    let empty = (s.games == 0).then(|| view! { <p>{i18n.t(Key::StatsNoGames)}</p> });
    let detail = match game {
        None => figures_box(i18n.t(Key::StatsEachGame), each_game(i18n, history)).into_any(),
        Some(_) => charts(i18n, &s).into_any(),
    };
    view! {
        <dl class="stats-summary" data-testid="stats-summary">{summary}</dl>
        {empty}
        {note(Key::StatsWatched, s.watched)}
        {note(Key::StatsFolded, s.folded)}
        {detail}
    }
    .into_any()
}

/// The overall page's table: each game's figures side by side.
fn each_game(i18n: I18n, history: &History) -> Html {
    let rows: Vec<Vec<String>> = Summary::per_game(history)
        .iter()
        .map(|(g, s)| {
            vec![
                game_name(i18n, *g),
                s.games.to_string(),
                wins(s),
                percent(i18n, s),
                or_dash(s.mean_text()),
                or_dash(s.best.map(|b| b.to_string())),
            ]
        })
        .collect();
    let heads = [
        Key::StatsGame,
        Key::StatsGames,
        Key::StatsWins,
        Key::StatsWinRate,
        Key::StatsMean,
        Key::StatsBest,
    ];
    table(
        "figures",
        i18n.t(Key::StatsEachGame),
        &heads.map(|k| i18n.t(k)),
        &rows,
    )
}

/// One game's two charts, each with its figures as a table.
fn charts(i18n: I18n, s: &Summary) -> impl IntoView {
    let scores: Vec<i64> = s.scores.iter().map(|(_, score)| *score).collect();
    if scores.is_empty() {
        return None;
    }
    let lang = i18n.lang();
    let over_time = Labels {
        title: i18n.t(Key::StatsScoresTitle),
        x: i18n.t(Key::StatsAxisGame),
        y: i18n.t(Key::StatsAxisScore),
    };
    let rows: Vec<Vec<String>> = s
        .scores
        .iter()
        .enumerate()
        .map(|(i, (date, score))| {
            vec![
                (i + 1).to_string(),
                local_date(date, lang, false),
                score.to_string(),
            ]
        })
        .collect();
    let heads = [
        i18n.t(Key::StatsAxisGame),
        i18n.t(Key::StatsDate),
        i18n.t(Key::StatsAxisScore),
    ];
    let over_time_table = table("figures", over_time.title, &heads, &rows);
    let bins = histogram(&scores);
    let by_range = Labels {
        title: i18n.t(Key::StatsHistogramTitle),
        x: i18n.t(Key::StatsAxisScore),
        y: i18n.t(Key::StatsGames),
    };
    let rows: Vec<Vec<String>> = bins
        .iter()
        .map(|b| {
            let range = [("from", b.from.to_string()), ("to", b.to.to_string())];
            vec![i18n.f(Key::StatsRangeValue, &range), b.count.to_string()]
        })
        .collect();
    let heads = [i18n.t(Key::StatsRange), i18n.t(Key::StatsGames)];
    let by_range_table = table("figures", by_range.title, &heads, &rows);
    Some(view! {
        <div class="stats-charts">
        <Chart id="scores" title=over_time.title svg=scores_svg(&scores, &over_time) table=over_time_table />
        <Chart id="histogram" title=by_range.title svg=histogram_svg(&bins, &by_range) table=by_range_table />
        </div>
    })
}

/// A table of figures in a box of its own, which a phone too narrow for it scrolls sideways:
/// a region named by the table's caption, in the Tab order, so the keyboard can scroll it
/// too (WCAG 2.1.1; axe's scrollable-region-focusable).
fn figures_box(caption: &'static str, table: Html) -> impl IntoView {
    view! {
        <div class="stats-table" role="region" tabindex="0" aria-label=caption inner_html=fixed(table) />
    }
}

#[component]
fn Chart(id: &'static str, title: &'static str, svg: Html, table: Html) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <figure class="stats-chart" data-testid=id>
            <h2>{title}</h2>
            <div class="chart-box" inner_html=fixed(svg) />
            <details>
                <summary>{i18n.t(Key::StatsAsTable)}</summary>
                {figures_box(title, table)}
            </details>
        </figure>
    }
}

/// "December 2026" in the reader's language, from the texts as `I18n::date` writes a day
/// (the browser's `Intl` costs tens of milliseconds the first time a page uses it).
fn month_name(month: Month, i18n: I18n) -> String {
    let first = Date::new(month.year, month.month, 1).unwrap_or(LAUNCH);
    calendar_date(
        i18n.t(Key::StatsMonths),
        i18n.t(Key::StatsMonthCaption),
        first,
    )
}

/// The dailies of one month, with buttons to the months before and after (from the first
/// daily's month to this one).
#[component]
fn Calendar(
    file: StoredValue<DailyFile>,
    game: Memo<Option<GameId>>,
    today: Date,
) -> impl IntoView {
    let i18n = use_i18n();
    let month = RwSignal::new(Month::of(today));
    let first = Month::of(LAUNCH).min(Month::of(today));
    let grid = move || {
        let shown = month.get();
        let game = game.get();
        let weeks = file.with_value(|f| month_grid(shown, f, game, today));
        let (short, full) = (i18n.t(Key::StatsWeekdays), i18n.t(Key::StatsWeekdaysFull));
        let mut names = short.split_whitespace().zip(full.split_whitespace());
        let weekdays = std::array::from_fn(|_| names.next().unwrap_or_default());
        let said = |d: &Day| match (game, d.score) {
            _ if d.counted == 0 => i18n.t(Key::StatsDayLater).to_owned(),
            (Some(_), Some(score)) => i18n.f(Key::StatsDayScore, &[("score", score.to_string())]),
            _ => i18n.n(
                Key::StatsDayCount,
                u64::from(d.counted),
                &[("n", d.counted.to_string())],
            ),
        };
        let shown_note = |d: &Day| match (d.score, d.counted) {
            (Some(score), _) => score.to_string(),
            (None, 0) => String::new(),
            (None, n) => format!("×{n}"),
        };
        let link = |d: &Day| {
            let href = archive_link(game?, d.date, today)?;
            // Noon local time: the day itself in every time zone.
            let date = i18n.date(d.date);
            let label = i18n.f(Key::StatsPlayDay, &[("date", date)]);
            Some((href, label))
        };
        let caption = month_name(shown, i18n);
        let text = CalendarText {
            caption: &caption,
            weekdays,
            said: &said,
            shown: &shown_note,
            link: &link,
        };
        calendar(&weeks, &text)
    };
    let at_first = move || month.get() <= first;
    let at_last = move || month.get() >= Month::of(today);
    let step = move |forward: bool| {
        month.update(|m| *m = if forward { m.next() } else { m.previous() });
    };
    view! {
        <section class="stats-calendar" aria-labelledby="calendar-title" data-testid="calendar">
            <h2 id="calendar-title">{i18n.live(Key::StatsCalendar)}</h2>
            <div class="month-nav">
                <button class="btn" on:click=move |_| step(false) disabled=at_first>
                    <span aria-hidden="true">"‹ "</span>{i18n.live(Key::StatsPrevMonth)}
                </button>
                <button class="btn" on:click=move |_| step(true) disabled=at_last>
                    {i18n.live(Key::StatsNextMonth)}<span aria-hidden="true">" ›"</span>
                </button>
            </div>
            <p class="calendar-hint">
                {move || i18n.t(if game.get().is_some() { Key::StatsArchiveHint } else { Key::StatsArchivePick })}
            </p>
            <div class="calendar-box" inner_html=markup(grid) />
            <ul class="calendar-legend">
                <li><span class="mark mark-done" aria-hidden="true">"✓"</span>{i18n.live(Key::StatsLegendDone)}</li>
                <li><span class="mark mark-later" aria-hidden="true">"○"</span>{i18n.live(Key::StatsLegendLater)}</li>
            </ul>
        </section>
    }
}
