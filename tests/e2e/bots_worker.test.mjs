// The bots think in the rules worker, not on the page (issue 20; docs/architecture.md, "Bots"):
// a table with bots starts /rules-worker.js and its bots move; a worker that cannot load is
// said on the page, the game saved, and a reload goes on where it stopped.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startGame, waitForApp, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { T } from './lib/texts.mjs';

const SEED = 'K7QM-3XPA';
const TIMEOUT = 15_000;

const start = startGame;

test('NMBR 9 and Sequence bots move from the rules worker', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { reducedMotion: 'reduce' }, async ({ page, errors }) => {
      const workers = [];
      page.on('worker', (w) => workers.push(new URL(w.url()).pathname));
      await start(page, url, `/nmbr9?seed=${SEED}&seats=human,hard,easy`);
      await page.locator('.n9-placer .n9-frame').focus();
      await page.keyboard.press('n');
      await page.keyboard.press('Enter');
      // Card 2 comes to the human only once both bots have placed card 1.
      await page.waitForFunction(() => (document.querySelector('#n9-card-title')?.textContent.match(/\d+/) ?? [])[0] === '2', null, { timeout: TIMEOUT });
      // A bot that opens the game (Sequence, seat 1 a bot) moves before the human's turn.
      await start(page, url, `/sequence?seed=${SEED}&seats=easy,human`);
      await page.locator('.sq-hand .sq-card').first().waitFor({ timeout: TIMEOUT });
      assert.equal(await page.locator('.sq-board .sq-chip').count(), 1, 'the bot laid its chip');
      assert.deepEqual([...new Set(workers)], ['/rules-worker.js'], 'one kind of worker: the rules worker');
      assertNoErrors(errors);
    });
  }));

test('a rules worker that will not load is said, the game kept, and a reload goes on', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { reducedMotion: 'reduce' }, async ({ context, page }) => {
      // While the flag is set, every worker is asked of an address that does not exist.
      await context.addInitScript(() => {
        const Real = window.Worker;
        window.Worker = function (script, options) {
          return new Real(sessionStorage.getItem('break-worker') ? '/no-such-worker.js' : script, options);
        };
      });
      await page.goto(url('/'));
      await waitForApp(page);
      await page.evaluate(() => sessionStorage.setItem('break-worker', '1'));
      await start(page, url, `/sequence?seed=${SEED}&seats=easy,human`);
      const notice = page.locator('.notice', { hasText: T.en.NoticeBotsStopped.split(' (')[0] });
      await notice.waitFor({ timeout: TIMEOUT });
      assert.equal(await page.locator('.sq-board .sq-chip').count(), 0, 'no move was made up');
      await page.evaluate(() => sessionStorage.removeItem('break-worker'));
      await notice.locator('button', { hasText: T.en.ReloadPage }).click();
      await waitForApp(page);
      await page.locator('.sq-hand .sq-card').first().waitFor({ timeout: TIMEOUT });
      assert.equal(await page.locator('.sq-board .sq-chip').count(), 1, 'the bot moved after the reload');
      assert.equal(await page.locator('.notice').count(), 0);
    });
  }));
