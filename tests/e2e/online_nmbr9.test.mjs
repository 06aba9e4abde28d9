// Online tables (issue 36): two browsers (two contexts, each with its own storage) play a whole
// game of NMBR 9 through `numera serve`, one on a phone and one on a computer. Placements are
// simultaneous: each device places on its own board whenever the card waits for it, and may
// look at the other's board meanwhile. One device reloads in the middle and goes on at its
// seat. Every frame a device receives is its own seat's view, the save (seed, log) comes only
// with the end, and both histories hold the finished game.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { PHONE, collectErrors, launchBrowser, screenshot, watchAppStart } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { CARDS, Nmbr9Page, ints } from './lib/nmbr9_page.mjs';
import { seatNames, startTableServer } from './lib/table_server.mjs';
import { T, fill } from './lib/texts.mjs';

const LAPTOP = { width: 1280, height: 800 };

/** A device: its page, its NMBR 9 page object, the frames it received (parsed). */
async function device(browser, server, name, viewport) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await watchAppStart(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const frames = [];
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => frames.push(JSON.parse(String(payload)))));
  return { name, page, game: new Nmbr9Page(page, server.url), errors, frames, placed: [] };
}

/** The card shown (1–20), from the cards panel; 0 when none is. */
const cardShown = (page) => page.evaluate(() => Number((document.querySelector('#n9-card-title')?.textContent ?? '').match(/\d+/)?.[0] ?? 0));

/**
 * Plays this device's seat until the outcome shows: each time the card waits for it, `keys`
 * (N: the next legal spot, best first) and Enter. `reloadAfter`: reload once after that many
 * placements; `look`: at that card, look at the other seat's board first and come back.
 */
async function play(d, { keys = ['n'], reloadAfter = null, look = null, shots = [] } = {}) {
  const { page, game } = d;
  for (let step = 0; step < 2000; step++) {
    // The card waits for this seat, or the end; in between, the other device places.
    const now = await page.waitForFunction(() => {
      if (document.querySelector('[data-testid=final-lead]')) return 'final';
      return document.querySelector('.n9-placer') ? 'place' : false;
    }, null, { timeout: 60_000 }).then((h) => h.jsonValue());
    if (now === 'final') return;
    const card = await cardShown(page);
    assert.equal(card, d.placed.length + 1, `${d.name} places card ${card} after ${d.placed.length} placements`);
    if (card === look) await lookAtOther(d);
    if (shots.includes(card)) await screenshot(page, `online-nmbr9-turn-${card}-${d.name}`);
    await game.placeByKeyboard(keys);
    d.placed.push(card);
    // Sent: the placer goes (waiting for the other) or comes back for the next card.
    await page.waitForFunction(
      (c) => document.querySelector('[data-testid=final-lead]') || !document.querySelector('.n9-placer')
        || Number((document.querySelector('#n9-card-title')?.textContent ?? '').match(/\d+/)?.[0]) !== c,
      card,
      { timeout: 10_000 },
    ).catch(async (e) => {
      await screenshot(page, `online-nmbr9-stuck-${d.name}`);
      throw e;
    });
    if (d.placed.length === reloadAfter) {
      await page.reload();
      await page.waitForFunction(() => window.__numeraStarted === true);
      await page.locator('.online[data-me]').waitFor({ timeout: 10_000 });
      await page.locator('.table-layout.game-nmbr9').waitFor({ timeout: 10_000 });
      // Back at its seat, with every tile it placed before the reload.
      assert.equal(await page.locator('.online').getAttribute('data-me'), String(d.seat));
      await page.waitForFunction((n) => document.querySelectorAll('.table-layout.game-nmbr9 .board svg.n9-board g.tile').length === n,
        d.placed.length, { timeout: 10_000 });
    }
  }
  throw new Error(`${d.name} never reached the end`);
}

/** While its own placement waits: the other seat's board, read-only, then back to its own. */
async function lookAtOther(d) {
  const { page } = d;
  const other = 1 - d.seat;
  await page.locator(`.n9-seats li.n9-seat:nth-child(${other + 1}) button`).click();
  await page.locator('.table-layout.game-nmbr9 .board p.n9-turn button').waitFor({ timeout: 5_000 });
  assert.equal(await page.locator('.n9-placer').count(), 0, 'no placer over another seat\'s board');
  const label = await page.locator('.table-layout.game-nmbr9 .board svg.n9-board').getAttribute('aria-label');
  // Named as the table names its player (issue 52, item 10).
  assert.equal(label, fill(T.en.N9BoardOf, { player: ['Ana', 'Bo'][other] }), `the board shown is seat ${other}'s`);
  assert.equal(await page.locator('.table-layout.game-nmbr9 .board svg.n9-board g.ghost').count(), 0, 'nothing to place there');
  await screenshot(page, `online-nmbr9-look-${d.name}`);
  await page.locator('.table-layout.game-nmbr9 .board p.n9-turn button').click();
  await page.locator('.n9-placer').waitFor({ timeout: 5_000 });
}

test('two devices play a whole game of NMBR 9 at one online table, each sent only its own seat\'s view', { timeout: 300_000 }, async () => {
  const server = await startTableServer();
  const browser = await launchBrowser();
  try {
    const a = await device(browser, server, 'Ana', LAPTOP);
    const b = await device(browser, server, 'Bo', PHONE);
    [a.seat, b.seat] = [0, 1];

    // The host sets up two human seats and opens a table from the set-up.
    await a.page.goto(server.url('/nmbr9?seats=human,human'));
    await a.page.locator('section.setup button.play-online').click();
    await a.page.locator('.online input.name-input').fill('Ana');
    await a.page.locator('.online section.panel button.btn-primary').click();
    await a.page.waitForURL(/\/nmbr9\?table=[0-9A-Z]{10}$/, { timeout: 10_000 });
    await a.page.locator('.online-lobby').waitFor();

    // The friend opens the link, types a name and sits.
    await b.page.goto(a.page.url());
    await b.page.locator('.online-lobby input.name-input').fill('Bo');
    await b.page.locator('li.online-seat[data-seat="1"] button.btn-primary').click();
    await b.page.locator('li.online-seat[data-seat="1"] .chip').waitFor({ timeout: 10_000 });
    assert.deepEqual(await seatNames(a.page, ['Ana', 'Bo']), ['Ana', 'Bo']);

    // The host starts; both place every card, the phone reloading after its 8th placement.
    await a.page.waitForFunction(() => !document.querySelector('.online-lobby button.btn-primary.btn-big')?.disabled);
    await a.page.locator('.online-lobby button.btn-primary.btn-big').click();
    await Promise.all([
      play(a, { look: 5, shots: [1, 12] }),
      // The friend takes the second-best spot each time: two different boards.
      play(b, { keys: ['n', 'n'], reloadAfter: 8, look: 14, shots: [1, 12] }),
    ]);

    // The outcome on both: the same totals, which are the last view's scores.
    const finals = [];
    for (const d of [a, b]) {
      await d.page.locator('section.final li.final-card').first().waitFor();
      const cards = await d.game.finalCards();
      assert.equal(cards.length, 2, `${d.name} sees both seats' breakdowns`);
      finals.push(Object.fromEntries(cards.map((c) => [c.seat, c.total])));
      await screenshot(d.page, `online-nmbr9-final-${d.name}`);
      await d.page.locator('section.final').scrollIntoViewIfNeeded();
    }
    assert.deepEqual(finals[0], finals[1], 'both devices show the same outcome');
    assert.deepEqual(a.placed, [...Array(CARDS).keys()].map((i) => i + 1));
    assert.deepEqual(b.placed, a.placed);

    // Nothing in NMBR 9 is private: the two seats' last views differ only in whose they are.
    const lastView = (d) => d.frames.filter((f) => f.t === 'frame').at(-1).view;
    assert.deepEqual({ ...lastView(a), me: null }, { ...lastView(b), me: null });
    for (const d of [a, b]) {
      const views = d.frames.filter((f) => f.t === 'frame');
      assert.ok(views.length >= CARDS, `${d.name} got ${views.length} frames`);
      for (const f of views) {
        assert.equal(f.me, d.seat, `${d.name} got a frame for seat ${f.me}`);
        assert.equal(f.view.me, d.seat);
        if (!f.over) assert.equal(f.save, undefined, 'no save (seed, log) before the end');
      }
      assert.doesNotMatch(JSON.stringify(views.filter((f) => !f.over)), /"seed"|"actions"/);
      const last = views.at(-1);
      assert.ok(last.over && last.save, `${d.name}'s last frame ends the game with its save`);
      assert.deepEqual(last.view.scores, [finals[0][0], finals[0][1]]);
      assert.deepEqual(last.view.boards.map((tiles) => tiles.length), [CARDS, CARDS]);

      // Each player's history holds the finished game.
      const history = JSON.parse(await d.page.evaluate(() => localStorage.getItem('numera.history')));
      assert.equal(history.games.length, 1, `${d.name}'s history`);
      assert.equal(history.games[0].game, 'nmbr9');
      assert.deepEqual(history.games[0].scores, last.view.scores);
      assertNoErrors(d.errors);
    }
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
});
