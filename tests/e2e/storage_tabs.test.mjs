// Two tabs of one browser (two pages in one context): a game finished in one tab is finished
// in the other and listed at once by a history page open in a third; settings changed in one
// tab apply in the other. Every game's moves across two tabs: stale_tab.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, withApp, withPage } from './lib/browser.mjs';
import { NumberPage, SEED, SEATS, assertNoErrors, highLow, seedPath } from './lib/number_page.mjs';

const FAST = { viewport: PHONE, reducedMotion: 'reduce' };

/** A second page of the same context (the same browser storage), with its errors recorded. */
async function secondTab(context) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console.error: ${m.text()}`));
  return { page, errors };
}

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

test('a game finished in one tab shows finished in the other, and the history page lists it at once, once', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ context, page, errors }) => {
      const a = new NumberPage(page, url);
      await a.open(seedPath(SEED, SEATS));
      await a.start();
      const tab = await secondTab(context);
      const b = new NumberPage(tab.page, url);
      await b.open('/number');
      const list = await secondTab(context);
      await list.page.goto(url('/history'));
      await list.page.locator('section.history').waitFor({ timeout: 30_000 });
      assert.equal(await list.page.locator('.history-list > li').count(), 0);

      await page.bringToFront();
      await a.playToEnd(highLow);
      const final = await a.readFinal();
      // Tab B took every move and stands at the same end; the history page shows the game.
      // (Its last reveal is still on screen, as a player would have it, until they go on.)
      if ((await b.waitForPhase(['reveal', 'final'])) === 'reveal') await b.nextTurn();
      assert.deepEqual(await b.readFinal(), final);
      await list.page.locator('.history-list > li').first().waitFor({ timeout: 10_000 });
      assert.equal(await list.page.locator('.history-list > li').count(), 1);

      const history = JSON.parse(await page.evaluate(() => localStorage.getItem('numera.history')));
      assert.equal(history.games.length, 1, 'the game is in the history once');
      assertNoErrors(errors, 'tab A');
      assertNoErrors(tab.errors, 'tab B');
      assertNoErrors(list.errors, 'the history tab');
    });
  }));
