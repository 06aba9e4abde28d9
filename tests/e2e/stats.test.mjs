// The stats page (/stats, its own bundle stats.html) over a known history: the first release's
// history file (version 1, games between bots only) plus five NMBR 9 games played by a human,
// and a daily record. The page must show the figures crates/stats/src computes (checked natively),
// draw the chart and the histogram with the right numbers, mark the right days of the
// calendar, render in dark mode, and pass axe. Screenshots at phone and desktop size, light
// and dark, go to tests/e2e/out/ (and to $STATS_SHOTS when set).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PHONE, formatViolations, runAxe, screenshot, waitForApp, watchAppStart, collectErrors, withApp } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { fixture } from './lib/storage.mjs';
import { T, fill } from './lib/texts.mjs';

const EN = T.en;
const NOW = '2026-12-20T12:00:00Z';
const SCORES = [61, 87, 129, 90, 95];
const WON = [true, false, true, true, false];

/** The fixture's five games between bots, then five solo NMBR 9 games by a human. */
function history() {
  const file = JSON.parse(fixture('history.json'));
  SCORES.forEach((score, i) => {
    file.games.push({
      date: `2026-12-${String(10 + i).padStart(2, '0')}T09:00:00.000Z`,
      game: 'nmbr9',
      players: ['human'],
      replay: `stats-test-${i}`,
      scores: [score],
      seed: 'K7QX-2M9P',
      winners: WON[i] ? [0] : [],
    });
  });
  return JSON.stringify(file);
}

function result(game, date, kind, score) {
  return { game, date, number: 1, seed: 'K7QX-2M9P', kind, attempt: 1, score, place: 1, seats: 1, ended: `${date}T10:00:00Z`, replay: '' };
}

const DAILY = JSON.stringify({
  version: 1,
  playing: [],
  results: [
    result('nmbr9', '2026-12-18', 'counted', 70),
    result('nmbr9', '2026-12-19', 'counted', 81),
    result('nmbr9', '2026-12-20', 'counted', 92),
    result('number', '2026-12-19', 'counted', 120),
    result('nmbr9', '2026-12-05', 'archive', 60),
  ],
});

async function withStatsPage(browser, { viewport = PHONE, colorScheme = 'light' }, fn) {
  const context = await browser.newContext({ viewport, colorScheme, timezoneId: 'UTC', reducedMotion: 'reduce' });
  try {
    await watchAppStart(context);
    await context.clock.setFixedTime(new Date(NOW));
    await context.addInitScript(([h, d]) => {
      if (!localStorage.getItem('numera.history')) {
        localStorage.setItem('numera.history', h);
        localStorage.setItem('numera.daily', d);
      }
    }, [history(), DAILY]);
    const page = await context.newPage();
    const errors = collectErrors(page);
    return await fn({ page, errors });
  } finally {
    await context.close().catch(() => {});
  }
}

async function open(page, url, path) {
  await page.goto(url(path));
  await waitForApp(page);
  await page.locator('[data-testid=stats-summary]').waitFor();
}

/** The headline figures as { label: value }. */
async function summary(page) {
  const out = {};
  for (const item of await page.locator('[data-testid=stats-summary] > div').all()) {
    out[await item.locator('dt').innerText()] = await item.locator('dd').innerText();
  }
  return out;
}

/** The rows of the table inside `where`, as arrays of cell texts. */
function rows(page, where) {
  return page.locator(`${where} tbody tr`).evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
}

async function noAxeViolations(page, what) {
  await page.locator('details').evaluateAll((ds) => ds.forEach((d) => { d.open = true; }));
  const { violations } = await runAxe(page);
  assert.deepEqual(violations.map((v) => v.id), [], `${what}:\n${formatViolations(violations)}`);
}

async function shoot(page, name) {
  const path = await screenshot(page, `stats-${name}`);
  if (process.env.STATS_SHOTS) {
    await mkdir(process.env.STATS_SHOTS, { recursive: true });
    await copyFile(path, join(process.env.STATS_SHOTS, `stats-${name}.png`));
  }
}

test('the stats of one game: figures, chart, histogram and calendar from the stored history', () =>
  withApp(async ({ browser, url }) => {
    await withStatsPage(browser, {}, async ({ page, errors }) => {
      await open(page, url, '/stats?game=nmbr9');
      assert.equal(await page.locator('h1').innerText(), EN.StatsTitle);
      const figures = await summary(page);
      assert.equal(figures[EN.StatsGames], '5');
      // Games alone: scores and a best, no wins (the stored winner marks are the engine's).
      assert.equal(figures[EN.StatsWins], '–');
      assert.equal(figures[EN.StatsWinRate], '–');
      assert.equal(figures[EN.StatsMean], '92.4');
      assert.equal(figures[EN.StatsBest], '129');
      assert.equal(figures[EN.StatsWinsInARow], '–');
      assert.equal(figures[EN.StatsDailyStreak], fill(EN.StatsDaysValue.split('|')[1], { n: 3, best: 3 }));
      // The fixture's NMBR 9 game between bots is told apart, in its singular form.
      assert.equal(await page.locator('p.hint').first().innerText(), fill(EN.StatsWatched.split('|')[0], { n: 1 }));

      // Scores over time: one dot per game, and the same figures in its table.
      const chart = page.locator('[data-testid=scores]');
      assert.equal(await chart.locator('svg circle.chart-dot').count(), SCORES.length);
      assert.equal(await chart.locator('svg').getAttribute('aria-label'), EN.StatsScoresTitle);
      const overTime = await rows(page, '[data-testid=scores]');
      assert.deepEqual(overTime.map((r) => [r[0], r[2]]), SCORES.map((s, i) => [String(i + 1), String(s)]));
      // The histogram: bins of ten from 60 to 129, a count over each filled bar.
      const bars = page.locator('[data-testid=histogram] svg rect.chart-bar');
      assert.equal(await bars.count(), 7);
      const counts = await page.locator('[data-testid=histogram] svg text.chart-count').allTextContents();
      assert.deepEqual(counts, ['1', '1', '2', '1']);
      const byRange = await rows(page, '[data-testid=histogram]');
      assert.deepEqual(byRange[0], [fill(EN.StatsRangeValue, { from: 60, to: 69 }), '1']);
      assert.deepEqual(byRange.map((r) => Number(r[1])), [1, 0, 1, 2, 0, 0, 1]);
      assert.equal(byRange.reduce((n, r) => n + Number(r[1]), 0), SCORES.length);

      // The calendar of December: three days done on the day (disc with a check and the
      // score), one played later from the archive (a ring), today outlined.
      const cal = page.locator('[data-testid=calendar]');
      const done = await cal.locator('td.done').evaluateAll((ds) => ds.map((d) => [d.dataset.date, d.querySelector('.mark').textContent, d.querySelector('.day-note').textContent]));
      assert.deepEqual(done, [['2026-12-18', '✓', '70'], ['2026-12-19', '✓', '81'], ['2026-12-20', '✓', '92']]);
      assert.deepEqual(await cal.locator('td.later').evaluateAll((ds) => ds.map((d) => d.dataset.date)), ['2026-12-05']);
      assert.equal(await cal.locator('td[aria-current=date]').getAttribute('data-date'), '2026-12-20');
      assert.equal(await cal.locator('td.done .sr-only').first().textContent(), fill(EN.StatsDayScore, { score: 70 }));
      // The month before has no daily (the first was 1 December 2026): its button is off.
      assert.equal(await cal.getByRole('button', { name: EN.StatsPrevMonth }).isDisabled(), true);
      assert.equal(await cal.getByRole('button', { name: EN.StatsNextMonth }).isDisabled(), true);

      await noAxeViolations(page, 'NMBR 9 stats, light');
      await shoot(page, 'nmbr9-light-phone');
      await page.setViewportSize({ width: 1280, height: 800 });
      await shoot(page, 'nmbr9-light-desktop');

      // Every game: the table of each game, the days of any daily.
      await page.getByRole('link', { name: EN.StatsAllGames }).click();
      await page.waitForURL(/\/stats$/);
      await page.locator('table.figures').waitFor();
      const each = await rows(page, '.stats-table');
      const row = (name) => each.find((r) => r[0] === name);
      assert.equal(each.length, 5);
      assert.deepEqual(row(EN.GameNmbr9), [EN.GameNmbr9, '5', '–', '–', '92.4', '129']);
      assert.deepEqual(row(EN.GameNumber), [EN.GameNumber, '0', '–', '–', '–', '–']);
      const all = await summary(page);
      assert.equal(all[EN.StatsGames], '5');
      assert.equal(await page.locator('[data-testid=histogram]').count(), 0);
      const days = await cal.locator('td.done').evaluateAll((ds) => ds.map((d) => [d.dataset.date, d.querySelector('.day-note').textContent]));
      assert.deepEqual(days, [['2026-12-18', '×1'], ['2026-12-19', '×2'], ['2026-12-20', '×1']]);
      await noAxeViolations(page, 'all stats, light');
      await shoot(page, 'all-light-desktop');
      assertNoErrors(errors);
    });
  }));

test('the stats page in dark mode: themed charts and calendar, no axe violation', () =>
  withApp(async ({ browser, url }) => {
    await withStatsPage(browser, { colorScheme: 'dark' }, async ({ page, errors }) => {
      await open(page, url, '/stats?game=nmbr9');
      const colours = await page.evaluate(() => {
        const css = (sel, prop) => getComputedStyle(document.querySelector(sel))[prop];
        return { bg: css('body', 'backgroundColor'), bar: css('rect.chart-bar', 'fill'), done: css('td.done .mark', 'backgroundColor'), tick: css('text.chart-tick', 'fill') };
      });
      // Dark theme (main.css): --bg #16181b, NMBR 9's accent #f08a5d, muted #a5abb3.
      assert.equal(colours.bg, 'rgb(22, 24, 27)');
      assert.equal(colours.bar, 'rgb(240, 138, 93)');
      assert.equal(colours.done, 'rgb(240, 138, 93)');
      assert.equal(colours.tick, 'rgb(165, 171, 179)');
      await noAxeViolations(page, 'NMBR 9 stats, dark');
      await shoot(page, 'nmbr9-dark-phone');
      await page.setViewportSize({ width: 1280, height: 800 });
      await shoot(page, 'nmbr9-dark-desktop');
      assertNoErrors(errors);
    });
  }));

test('home and the history link to the stats page; a game alone has no winner in the history', () =>
  withApp(async ({ browser, url }) => {
    await withStatsPage(browser, {}, async ({ page, errors }) => {
      for (const path of ['/', '/history']) {
        await page.goto(url(path));
        await waitForApp(page);
        const link = page.getByRole('link', { name: EN.NavStats });
        assert.equal(await link.getAttribute('href'), '/stats', path);
      }
      // Five NMBR 9 games alone (three stored with the engine's winner mark): scores, no
      // "Winner"; the games between bots still name theirs.
      const marks = await page.locator('article.finished').evaluateAll((games) => games.map((g) => [
        g.querySelectorAll('.finished-scores > li').length, g.querySelectorAll('.win-mark').length]));
      const alone = marks.filter(([seats]) => seats === 1);
      assert.ok(alone.length >= 5 && alone.every(([, won]) => won === 0), `games alone: ${alone}`);
      assert.ok(marks.some(([seats, won]) => seats > 1 && won > 0), `bots' games keep their winners: ${marks}`);
      await page.getByRole('link', { name: EN.NavStats }).click();
      await page.waitForURL(/\/stats$/);
      await page.locator('[data-testid=stats-summary]').waitFor();
      assertNoErrors(errors);
    });
  }));

test('the calendar is the archive: past days open their daily, today counts, later days lead nowhere', () =>
  withApp(async ({ browser, url }) => {
    await withStatsPage(browser, {}, async ({ page, errors }) => {
      // Home's card of a daily leads to its past days.
      await page.goto(url('/'));
      await waitForApp(page);
      const past = page.locator('.daily-card[data-game=nmbr9] .daily-archive');
      assert.equal(await past.innerText(), EN.DailyPastDays);
      assert.equal(await past.getAttribute('href'), '/stats?game=nmbr9');
      await past.click();
      await page.waitForURL(/\/stats\?game=nmbr9$/);
      await page.locator('[data-testid=stats-summary]').waitFor();

      const cal = page.locator('[data-testid=calendar]');
      assert.equal(await cal.locator('.calendar-hint').innerText(), EN.StatsArchiveHint);
      const links = await cal.locator('td').evaluateAll((ds) => ds
        .filter((d) => d.dataset.date)
        .map((d) => [d.dataset.date, d.querySelector('a.day-link')?.getAttribute('href') ?? null]));
      assert.equal(links.length, 31);
      for (const [date, href] of links) {
        const want = date < '2026-12-20' ? `/nmbr9?day=${date}` : date === '2026-12-20' ? '/nmbr9?daily' : null;
        assert.equal(href, want, date);
      }
      const five = cal.locator('td[data-date="2026-12-05"] a.day-link');
      assert.match(await five.getAttribute('aria-label'), new RegExp(`^${EN.StatsPlayDay.split('{')[0]}`));
      // The whole cell is the tap target, at least 44 px either way on a phone.
      const box = await five.evaluate((a) => {
        const r = getComputedStyle(a, '::after');
        const cell = a.closest('td').getBoundingClientRect();
        return { inset: r.inset, position: r.position, w: cell.width, h: cell.height };
      });
      assert.equal(box.position, 'absolute');
      assert.ok(box.w >= 44 && box.h >= 44, `cell ${box.w}×${box.h}`);
      await shoot(page, 'archive-phone');

      // A past day opens that day's daily from the archive: it says so and counts for nothing.
      await five.click();
      await page.waitForURL(/\/nmbr9\?day=2026-12-05$/);
      const start = page.locator('section.daily-start');
      await start.waitFor();
      assert.equal(await start.locator('.daily-note').getAttribute('data-daily-kind'), 'archive');

      // Every game at once: no day links, and the hint says to choose a game.
      await open(page, url, '/stats');
      assert.equal(await cal.locator('a.day-link').count(), 0);
      assert.equal(await cal.locator('.calendar-hint').innerText(), EN.StatsArchivePick);
      assertNoErrors(errors);
    });
  }));

test('on a phone the table of each game fits (English, Chinese), its words whole, and is a named region the keyboard can scroll', () =>
  withApp(async ({ browser, url }) => {
    await withStatsPage(browser, {}, async ({ page, errors }) => {
      for (const lang of ['en', 'fr', 'zh-TW']) {
        await open(page, url, '/stats');
        await page.evaluate((l) => localStorage.setItem('numera.settings', `{"version":1,"lang":"${l}","theme":"system","motion":"system"}`), lang);
        await open(page, url, '/stats');
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        const box = page.locator('.stats-table', { has: page.locator('table.figures') }).first();
        assert.equal(await box.getAttribute('role'), 'region', lang);
        assert.equal(await box.getAttribute('tabindex'), '0', lang);
        assert.equal(await box.getAttribute('aria-label'), T[lang].StatsEachGame, lang);
        const fit = await box.evaluate((b) => ({
          table: b.querySelector('table').getBoundingClientRect().width,
          box: b.clientWidth,
          clipped: [...b.querySelectorAll('th, td')].filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent),
        }));
        // French words are longer: its box scrolls, from the keyboard too (the region above).
        if (lang !== 'fr') assert.ok(fit.table <= fit.box + 1, `${lang}: the table is ${fit.table} px wide in a ${fit.box} px box`);
        assert.deepEqual(fit.clipped, [], `${lang}: cells whose words spill out`);
        if (fit.table > fit.box + 1) {
          await box.focus();
          await page.keyboard.press('ArrowRight');
          await page.waitForFunction((b) => b.scrollLeft > 0, await box.elementHandle(), { timeout: 2_000 }).catch(() => {});
          assert.ok(await box.evaluate((b) => b.scrollLeft > 0), `${lang}: the arrow keys scroll the table`);
        }
        await noAxeViolations(page, `all stats on a phone, ${lang}`);
        await shoot(page, `all-phone-${lang}`);
      }
      assertNoErrors(errors);
    });
  }));
