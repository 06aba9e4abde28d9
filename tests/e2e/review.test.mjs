// "How would the best bot have done?" (docs/review.md) on the release build, in NMBR 9 (the
// slowest bot) and The Number: a game finished in the browser and reloaded (the finished game is
// the saved session), the review asked for, cancelled, asked again; the bot's score shown must be
// the one the native `numera review` gives for that seed and seat; the bot's game is stepped
// through; the bot plays in the rules worker, and the main thread's long tasks meanwhile are
// printed (a figure, not a check: these machines are shared; scripts/measure.mjs holds the
// budget). Offline, the review's worker comes from the precache. Screenshots of the result
// at 390x844 and 1280x800.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, screenshot, withApp, withPage, withPersistentContext } from './lib/browser.mjs';
import { numera } from './lib/numera_cli.mjs';
import { startServer } from './lib/server.mjs';
import { T } from './lib/texts.mjs';
import { CARDS, Nmbr9Page, SEED as N9_SEED } from './lib/nmbr9_page.mjs';
import { NumberPage, SEED as NUMBER_SEED, SEATS, assertNoErrors, highLow } from './lib/number_page.mjs';

const DESKTOP = { width: 1280, height: 800 };
const TIMEOUT = 120_000;

/** What `numera review` prints for a deal and seat. */
function nativeReview(game, seed, options, seat) {
  return numera('review', '--game', game, '--seed', seed, '--options', JSON.stringify(options), '--seat', String(seat));
}

/**
 * Watches the main thread from the page's start: every long task (PerformanceObserver
 * 'longtask', over 50 ms) and the longest gap between 10 ms timer ticks, which catches shorter
 * blocks too. `window.__review.mark()` starts a window; `read()` splits its long tasks into
 * those while the bot played and the one that drew the result (the task in which the results
 * appeared), and gives the longest gap while it played.
 */
function watchMainThread(context) {
  return context.addInitScript(() => {
    const tasks = [];
    new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => [e.startTime, e.duration])))
      .observe({ type: 'longtask', buffered: true });
    let since = null;
    let doneAt = null;
    let gap = 0;
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      if (since !== null && doneAt === null) gap = Math.max(gap, now - last);
      last = now;
    }, 10);
    new MutationObserver(() => {
      if (since !== null && doneAt === null && document.querySelector('[data-testid=review] .challenge-results')) {
        doneAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
    window.__review = {
      mark() { since = performance.now(); doneAt = null; gap = 0; last = since; },
      read() {
        const long = tasks.filter(([start]) => start >= since);
        const end = doneAt ?? Infinity;
        return {
          playing: long.filter(([s, d]) => s + d < end).map(([, d]) => d),
          result: long.filter(([s, d]) => s + d >= end).map(([, d]) => d),
          gap: Math.max(0, gap - 10),
          ms: (doneAt ?? performance.now()) - since,
        };
      },
    };
  });
}

/** The paths of the workers `page` starts from now on. */
function watchWorkers(page) {
  const started = [];
  page.on('worker', (w) => started.push(new URL(w.url()).pathname));
  return started;
}

/**
 * Asks for the review (first cancelling it once while it plays, when `cancel`), waits for the
 * result and reads the main thread meanwhile.
 */
async function review(page, label, { cancel = false } = {}) {
  const box = page.locator('[data-testid=review]');
  const progress = box.locator('[data-testid=review-progress]');
  if (cancel) {
    await box.locator('[data-testid=review-ask]').click();
    await progress.waitFor({ timeout: TIMEOUT });
    assert.match(await progress.innerText(), /The best bot is playing your seat: move \d+/);
    await box.locator('button', { hasText: 'Cancel' }).click();
    await box.locator('[data-testid=review-ask]').waitFor({ timeout: TIMEOUT });
    assert.equal(await progress.count(), 0, 'cancelled: no progress line any more');
  }
  await page.evaluate(() => window.__review.mark());
  await box.locator('[data-testid=review-ask]').click();
  await box.locator('.challenge-results').waitFor({ timeout: TIMEOUT });
  const watched = await page.evaluate(() => window.__review.read());
  console.log(`${label}: the bot played in ${watched.ms.toFixed(0)} ms; long tasks while it played ` +
    `${JSON.stringify(watched.playing)}, drawing the result ${JSON.stringify(watched.result.map(Math.round))} ms; ` +
    `longest main-thread gap while it played ${watched.gap.toFixed(0)} ms`);
  return { box, watched };
}

/** Both results as [who, score], and each side's glyph line. */
async function results(box) {
  return box.locator('.challenge-side').evaluateAll((els) => els.map((e) => ({
    who: e.querySelector('.challenge-who').textContent,
    score: Number(e.querySelector('.challenge-score').textContent),
    glyphs: e.querySelector('.challenge-glyphs').textContent,
  })));
}

/** Steps both games with the pair's one set of controls: Next, then Last; each game's count
 *  follows (the bot's is `actions` long), and the controls stay in view by the bot's game. */
async function stepBotGame(box, actions) {
  const pair = box.locator('.replay-pair');
  const controls = pair.locator('.replay-pair-controls');
  const games = pair.locator('.challenge-compare section.replay');
  const bot = games.nth(1);
  const counts = () => games.locator('.step').allInnerTexts();
  assert.equal(await bot.locator('.step').innerText(), `Move 0 of ${actions}`);
  assert.equal(await pair.locator('.replay-controls').count(), 1, 'one set of controls for both games');
  const spilled = await controls.locator('button').evaluateAll((bs) => bs
    .filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => `${b.textContent} (${b.scrollWidth} in ${b.clientWidth} px)`));
  assert.deepEqual(spilled, [], 'every label inside its button');
  await controls.locator('button', { hasText: 'Next' }).click();
  assert.deepEqual((await counts()).map((c) => c.split(' of ')[0]), ['Move 1', 'Move 1'], 'one press steps both games');
  assert.ok((await bot.locator('[data-testid=move-line]').innerText()).trim().length > 0, 'the first move is told');
  // Down at the end of the second game (a phone's page shows the first game above it), the
  // controls are still in the window.
  await bot.evaluate((b) => b.scrollIntoView({ block: 'end' }));
  const { top, bottom, high } = await controls.evaluate((c) => ({ ...c.getBoundingClientRect().toJSON(), high: innerHeight }));
  assert.ok(top >= 0 && bottom <= high, `the controls in the window by the second game's end (${top}–${bottom} of ${high})`);
  await controls.locator('button', { hasText: 'Last' }).click();
  assert.equal(await bot.locator('.step').innerText(), `Move ${actions} of ${actions}`);
}

test('NMBR 9: the best bot replays a finished solo game off the main thread, with the native score', () =>
  withApp(async ({ browser, url }) => {
    const native = nativeReview('nmbr9', N9_SEED, { seats: ['human'] }, 0);
    await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ context, page, errors }) => {
      await watchMainThread(context);
      const workers = watchWorkers(page);
      const game = new Nmbr9Page(page, url);
      await game.openSeedLink(N9_SEED, ['human']);
      await game.start();
      for (let i = 1; i <= CARDS; i++) {
        await game.waitForTurn(i);
        await game.placeByKeyboard(['n']);
      }
      await page.locator('section.final').waitFor({ timeout: 10_000 });
      const [mine] = await game.finalCards();
      // The finished game is the saved session: the review works after a reload.
      await page.reload();
      await game.screen();
      const { box } = await review(page, 'nmbr9', { cancel: true });
      assert.deepEqual([...new Set(workers)], ['/rules-worker.js'], 'the bot played in the rules worker');
      const sides = await results(box);
      assert.deepEqual(sides.map((s) => [s.who, s.score]), [['You', mine.total], ['Best bot', native.score]]);
      assert.match(sides[1].glyphs, /^🟫×\d+/u, 'the bot’s glyph line, level by level');
      // A game of one seat speaks of no other seat.
      const how = await box.locator('.hint').allInnerTexts();
      assert.ok(how.includes(T.en.ReviewHowSolo) && !how.includes(T.en.ReviewHow), `how the review was made, solo: ${how}`);
      await stepBotGame(box, native.actions);
      // The result as it is seen: the review box at the top of the screen, at both sizes.
      const top = () => box.evaluate((e) => window.scrollTo(0, e.getBoundingClientRect().top + window.scrollY));
      await top();
      await screenshot(page, 'review-nmbr9-phone', { fullPage: false });
      await page.setViewportSize(DESKTOP);
      await top();
      await screenshot(page, 'review-nmbr9-desktop', { fullPage: false });
      assertNoErrors(errors);
    });
  }));

test('The Number: the best bot takes the player’s seat against the same bots', () =>
  withApp(async ({ browser, url }) => {
    const native = nativeReview('number', NUMBER_SEED, { seats: SEATS }, 0);
    assert.deepEqual(native.bots, ['hard', ...SEATS.slice(1)], 'the bots keep their seats');
    await withPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' }, async ({ context, page, errors }) => {
      await watchMainThread(context);
      const workers = watchWorkers(page);
      const game = new NumberPage(page, url);
      await game.openSeedLink(NUMBER_SEED, SEATS);
      await game.start();
      await game.playToEnd(highLow);
      const final = await game.readFinal();
      const mine = final.find((f) => f.seat === 0).total;
      await page.reload();
      await game.waitForApp();
      const { box } = await review(page, 'number');
      assert.deepEqual([...new Set(workers)], ['/rules-worker.js'], 'the bot played in the rules worker');
      const sides = await results(box);
      assert.deepEqual(sides.map((s) => [s.who, s.score]), [['You', mine], ['Best bot', native.score]]);
      await stepBotGame(box, native.actions);
      await box.evaluate((e) => window.scrollTo(0, e.getBoundingClientRect().top + window.scrollY));
      await screenshot(page, 'review-number-desktop', { fullPage: false });
      assertNoErrors(errors);
    });
  }));

test('offline after the first visit: the review worker and its module come from the precache', async () => {
  const native = nativeReview('number', NUMBER_SEED, { seats: SEATS }, 0);
  const server = await startServer();
  let serverUp = true;
  try {
    await withPersistentContext({ viewport: PHONE, reducedMotion: 'reduce' }, async ({ context, page, errors }) => {
      const url = (path) => new URL(path, server.url).href;
      const game = new NumberPage(page, url);
      await game.openSeedLink(NUMBER_SEED, SEATS);
      // A service worker controls the page once its precache is complete.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
        }
      });
      await game.start();
      await game.playToEnd(highLow);
      // Gone offline: the server is down and the browser has no network.
      await server.close();
      serverUp = false;
      await context.setOffline(true);
      await page.reload();
      await game.waitForApp();
      const box = page.locator('[data-testid=review]');
      await box.locator('[data-testid=review-ask]').click();
      await box.locator('.challenge-results').waitFor({ timeout: TIMEOUT });
      const sides = await results(box);
      assert.equal(sides[1].score, native.score);
      assertNoErrors(errors, 'the offline review');
    });
  } finally {
    if (serverUp) await server.close();
  }
});
