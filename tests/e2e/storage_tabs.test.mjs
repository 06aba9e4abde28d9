// Two tabs of one browser (two pages in one context): a game that moved on in one tab is
// never written over by the other, which says so and offers the newer game; settings changed
// in one tab apply in the other.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, screenshot, withApp, withPage } from './lib/browser.mjs';
import { NumberPage, SEED, SEATS, assertNoErrors, highLow, seedPath } from './lib/number_page.mjs';
import { T } from './lib/texts.mjs';

const FAST = { viewport: PHONE, reducedMotion: 'reduce' };

/** A second page of the same context (the same browser storage), with its errors recorded. */
async function secondTab(context) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console.error: ${m.text()}`));
  return { page, errors };
}

const savedActions = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('numera.save.number')).actions);

test('a game moved on in another tab is not written over, and the newer game opens from the notice', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ context, page, errors }) => {
      const a = new NumberPage(page, url);
      await a.open(seedPath(SEED, SEATS));
      await a.start();
      await a.playTurn(highLow);
      await a.nextTurn();

      // Tab B opens the same saved game (at turn 1's reveal): turn 2, no notice.
      const tab = await secondTab(context);
      const b = new NumberPage(tab.page, url);
      if ((await b.open('/number')) === 'reveal') await b.nextTurn();
      assert.deepEqual(await b.status(), { round: 1, turn: 2 });
      assert.equal(await tab.page.locator('.notice').count(), 0);

      // Tab A plays turn 2: tab B is told at once (the storage event), before it does anything.
      await a.playTurn(highLow);
      const moved = tab.page.locator('.notice', { hasText: T.en.NoticeMovedOn });
      await moved.waitFor({ state: 'visible', timeout: 10_000 });
      const newer = await savedActions(page);
      assert.ok(newer.length > 3, `A's turn 2 is saved: ${newer}`);

      // Tab B plays its own turn 2 anyway: its game goes on, but the save stays A's.
      const played = await b.playTurn(highLow);
      assert.ok(played.reveal, 'tab B still plays');
      assert.deepEqual(await savedActions(tab.page), newer, "tab B never wrote over tab A's game");
      assert.equal(await tab.page.locator('.notice').count(), 1, 'told once');
      await screenshot(tab.page, 'moved-on-phone', { fullPage: false });

      // "Open the newer game": tab B shows tab A's game.
      await moved.getByRole('button', { name: T.en.OpenNewerGame }).click();
      await b.waitForApp();
      await b.waitForPhase(['pick', 'reveal', 'bots']);
      assert.equal(await tab.page.locator('.notice').count(), 0);
      assert.deepEqual(await b.seats(), await a.seats(), 'both tabs show the same game');

      // Tab B plays on from there and saves; now tab A is the one told.
      if ((await b.waitForPhase(['pick', 'reveal'])) === 'reveal') await b.nextTurn();
      await b.playTurn(highLow);
      const after = await savedActions(tab.page);
      assert.ok(after.length > newer.length, `tab B saved its turn 3: ${after}`);
      assert.deepEqual(after.slice(0, newer.length), newer, "on top of tab A's turn 2");
      await page.locator('.notice', { hasText: T.en.NoticeMovedOn }).waitFor({ state: 'visible', timeout: 10_000 });
      assertNoErrors(errors, 'tab A');
      assertNoErrors(tab.errors, 'tab B');
    });
  }));

test('settings changed in one tab apply in the other, and both tabs keep their own change', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE }, async ({ context, page, errors }) => {
      const open = async (p) => {
        await p.goto(url('/settings'), { waitUntil: 'load' });
        await p.locator('section.settings').waitFor({ state: 'visible', timeout: 30_000 });
      };
      await open(page);
      const tab = await secondTab(context);
      await open(tab.page);

      // Tab A: dark theme. Tab B follows without a reload.
      await page.locator('input[type=radio][name="theme"]').nth(1).check();
      await tab.page.waitForFunction(() => document.documentElement.dataset.theme === 'dark', null, { timeout: 10_000 });
      assert.ok(await tab.page.locator('input[type=radio][name="theme"]').nth(1).isChecked());

      // Tab B: reduced motion. Tab A follows, and the stored settings hold both changes.
      await tab.page.locator('input[type=radio][name="motion"]').nth(0).check();
      await page.waitForFunction(() => document.documentElement.dataset.motion === 'reduce', null, { timeout: 10_000 });
      const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('numera.settings')));
      assert.equal(stored.theme, 'dark');
      assert.equal(stored.motion, 'on');
      assert.equal(await tab.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
      assertNoErrors(errors, 'tab A');
      assertNoErrors(tab.errors, 'tab B');
    });
  }));

/** Three of the open digits, smallest first (repeats allowed): another game than highLow's. */
const lowFirst = (digits) => [digits[0], digits[1] ?? digits[0], digits[2] ?? digits[0]].join('');

test('two tabs finishing two games: both join the history, the save stays the newer one', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ context, page, errors }) => {
      const a = new NumberPage(page, url);
      await a.open(seedPath(SEED, SEATS));
      await a.start();
      const tab = await secondTab(context);
      const b = new NumberPage(tab.page, url);
      await b.open('/number');

      // Tab A finishes its game first; tab B then plays the same deal its own way to the end.
      // Each in front while it plays, as a player would have it (a tab behind has its timers,
      // and so the bots' pauses, slowed to one a second).
      await page.bringToFront();
      await a.playToEnd(highLow);
      const saved = await page.evaluate(() => localStorage.getItem('numera.save.number'));
      await tab.page.bringToFront();
      await b.playToEnd(lowFirst);
      await b.readFinal();

      const history = JSON.parse(await page.evaluate(() => localStorage.getItem('numera.history')));
      assert.equal(history.games.length, 2, 'both finished games are in the history');
      assert.notEqual(history.games[0].replay, history.games[1].replay);
      assert.equal(await page.evaluate(() => localStorage.getItem('numera.save.number')), saved, "tab B did not write over tab A's save");
      assertNoErrors(errors, 'tab A');
      assertNoErrors(tab.errors, 'tab B');
    });
  }));
