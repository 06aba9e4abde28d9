// A second tab on the same game, in every game: whatever one tab plays, the other takes at
// once (the `storage` event), so a move made in either is saved on top of the other's and
// nothing the screen accepted is ever lost. When the event has not come yet, a move made on
// the stale position is not made: the tab says so and shows the newer game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, screenshot, waitForApp, withApp, withPage } from './lib/browser.mjs';
import { NumberPage, SEED, SEATS, assertNoErrors, highLow, seedPath } from './lib/number_page.mjs';
import { Nmbr9Page } from './lib/nmbr9_page.mjs';
import * as mino from './lib/mino_page.mjs';
import * as sequence from './lib/sequence_page.mjs';
import * as dungeon from './lib/dungeon_page.mjs';
import { T } from './lib/texts.mjs';

const FAST = { viewport: PHONE, reducedMotion: 'reduce' };
const TIMEOUT = 15_000;

/** A second page of the same context (the same browser storage), with its errors recorded. */
async function secondTab(context, { deaf = false } = {}) {
  const page = await context.newPage();
  // A tab that does not hear the other's writes (the event still on its way): registered
  // before the app's own listener, it stops the event there.
  if (deaf) await page.addInitScript(() => window.addEventListener('storage', (e) => e.stopImmediatePropagation(), true));
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console.error: ${m.text()}`));
  return { page, errors };
}

const saved = (page, game) => page.evaluate((g) => JSON.parse(localStorage.getItem(`numera.save.${g}`))?.actions ?? [], game);

/** Waits until the game on screen holds `n` moves. */
async function showsMoves(page, game, n) {
  await page.waitForFunction(
    ([g, want]) => document.querySelector(`.game-${g}[data-moves]`)?.dataset.moves === String(want),
    [game, n],
    { timeout: TIMEOUT },
  ).catch(async (e) => {
    const shown = await page.locator(`.game-${game}[data-moves]`).getAttribute('data-moves').catch(() => null);
    throw new Error(`waited for ${n} moves of ${game} on screen, it shows ${shown}: ${e.message.split('\n')[0]}`);
  });
}

/**
 * Each game: a new game from its setup, and one human move on whatever the table shows, taken
 * until the position is the human's again (bots done), so the save is settled when it returns.
 */
const GAMES = {
  number: {
    start: async (page, url) => {
      const p = new NumberPage(page, url);
      await p.open(seedPath(SEED, SEATS));
      await p.start();
    },
    move: async (page, url) => {
      const p = new NumberPage(page, url);
      if ((await p.waitForPhase(['pick', 'reveal'])) === 'reveal') await p.nextTurn();
      await p.playTurn(highLow);
    },
  },
  nmbr9: {
    start: async (page, url) => {
      const p = new Nmbr9Page(page, url);
      await p.openSeedLink();
      await p.start();
    },
    move: async (page, url) => {
      const p = new Nmbr9Page(page, url);
      const { index } = await p.card();
      await p.placeByKeyboard(['n']);
      await p.waitForTurn(index + 1);
    },
  },
  sequence: {
    start: async (page, url) => {
      await page.goto(url('/sequence?seed=K7QM-3XPA&seats=human,easy'));
      await waitForApp(page);
      await page.locator('section.setup .btn-primary.btn-big').click();
      await sequence.waitForTurn(page);
    },
    move: async (page) => {
      await sequence.waitForTurn(page);
      const before = (await sequence.logLines(page)).length;
      await sequence.playTurn(page);
      // The human's line and the bot's answer.
      await page.waitForFunction((n) => document.querySelectorAll('.sq-log-list li').length >= n + 2, before, { timeout: TIMEOUT });
    },
  },
  mino: {
    start: (page, url) => mino.start(page, url, 'seed=K7QM-3XPA&seats=human,easy,medium'),
    move: async (page) => {
      const moves = Number(await page.locator('.game-mino[data-moves]').getAttribute('data-moves'));
      // Steps until the save holds a move more and a human has something to do again.
      for (let n = 0; n < 10; n++) {
        const screen = await mino.waitForAction(page);
        const now = Number(await page.locator('.game-mino[data-moves]').getAttribute('data-moves'));
        if (now > moves && screen !== 'done') return;
        await mino.step(page, screen);
      }
      throw new Error('no Mino Dice move was made');
    },
  },
  dungeon: {
    start: (page, url) => dungeon.start(page, url, 'seed=K7QM-3XPA'),
    move: async (page) => {
      const moves = Number(await page.locator('.game-dungeon[data-moves]').getAttribute('data-moves'));
      await dungeon.step(page, await dungeon.waitForScreen(page));
      await page.waitForFunction((n) => Number(document.querySelector('.game-dungeon[data-moves]')?.dataset.moves) > n, moves, { timeout: TIMEOUT });
    },
  },
};

for (const [game, { start, move }] of Object.entries(GAMES)) {
  test(`${game}: a second tab takes every move the first makes, and its own moves are saved on top`, () =>
    withApp(async ({ browser, url }) => {
      await withPage(browser, FAST, async ({ context, page, errors }) => {
        await start(page, url);
        await move(page, url);
        const tab = await secondTab(context);
        await tab.page.goto(url(`/${game}`));
        await waitForApp(tab.page);
        await showsMoves(tab.page, game, (await saved(page, game)).length);

        // Tab A plays on: tab B shows it at once, and says why its screen changed.
        await page.bringToFront();
        await move(page, url);
        const fromA = await saved(page, game);
        await showsMoves(tab.page, game, fromA.length);
        await tab.page.locator('.notice', { hasText: T.en.NoticeMovedOn }).waitFor({ timeout: TIMEOUT });

        // Tab B plays on from there: saved on top of A's moves, and tab A follows.
        await tab.page.bringToFront();
        await move(tab.page, url);
        const fromB = await saved(tab.page, game);
        assert.ok(fromB.length > fromA.length, `tab B's move is saved: ${fromA.length} -> ${fromB.length}`);
        assert.deepEqual(fromB.slice(0, fromA.length), fromA, "on top of tab A's moves");
        await showsMoves(tab.page, game, fromB.length);
        await showsMoves(page, game, fromB.length);

        // A reload loses nothing either tab showed.
        await tab.page.reload();
        await waitForApp(tab.page);
        await showsMoves(tab.page, game, fromB.length);
        if (game === 'nmbr9') await screenshot(page, 'stale-tab-followed-phone', { fullPage: false });
        assertNoErrors(errors, 'tab A');
        assertNoErrors(tab.errors, 'tab B');
      });
    }));
}

test('a move made on a stale position is not made: the tab says so and shows the newer game', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ context, page, errors }) => {
      const { start, move } = GAMES.nmbr9;
      await start(page, url);
      await move(page, url);
      const tab = await secondTab(context, { deaf: true });
      const b = new Nmbr9Page(tab.page, url);
      await b.open('/nmbr9');
      const before = (await saved(page, 'nmbr9')).length;
      await showsMoves(tab.page, 'nmbr9', before);

      // Tab A places card 2; tab B, which has not heard, still shows card 2 to place.
      await move(page, url);
      const fromA = await saved(page, 'nmbr9');
      assert.ok(fromA.length > before);
      await showsMoves(tab.page, 'nmbr9', before);

      // Its placement is refused with words, and it shows tab A's game instead.
      await b.placeByKeyboard(['n']);
      await tab.page.locator('.notice', { hasText: T.en.NoticeMoveNotMade }).waitFor({ timeout: TIMEOUT });
      await showsMoves(tab.page, 'nmbr9', fromA.length);
      assert.deepEqual(await saved(tab.page, 'nmbr9'), fromA, "tab A's game is kept whole");
      await screenshot(tab.page, 'stale-tab-move-not-made-phone', { fullPage: false });

      // The next placement is made, on top of tab A's.
      await move(tab.page, url);
      const fromB = await saved(tab.page, 'nmbr9');
      assert.equal(fromB.length, fromA.length + 1);
      assert.deepEqual(fromB.slice(0, fromA.length), fromA);
      assertNoErrors(errors, 'tab A');
      assertNoErrors(tab.errors, 'tab B');
    });
  }));

test('abandoning a game in a stale tab keeps the game another tab moved on', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ context, page, errors }) => {
      const { start, move } = GAMES.dungeon;
      await start(page, url);
      const tab = await secondTab(context, { deaf: true });
      await tab.page.goto(url('/dungeon'));
      await waitForApp(tab.page);
      await move(page, url);
      const fromA = await saved(page, 'dungeon');
      // Tab B, not having heard, abandons the game for a new one.
      await tab.page.locator('.toolbar button', { hasText: T.en.Abandon }).click();
      await tab.page.getByRole('button', { name: T.en.AbandonYes }).click();
      await tab.page.locator('.notice', { hasText: T.en.NoticeMoveNotMade }).waitFor({ timeout: TIMEOUT });
      await showsMoves(tab.page, 'dungeon', fromA.length);
      assert.deepEqual(await saved(page, 'dungeon'), fromA, 'the save is still there, whole');
      assertNoErrors(errors, 'tab A');
      assertNoErrors(tab.errors, 'tab B');
    });
  }));
