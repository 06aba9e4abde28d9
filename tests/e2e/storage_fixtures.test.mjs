// Records as an earlier release wrote them (crates/store/tests/fixtures, see docs/storage.md), loaded
// into a browser: today's build opens them. The saved game of The Number (three bots) plays on
// to the result its replay link recorded, and joins the history only once.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, gotoApp, withApp, withPage } from './lib/browser.mjs';
import { NumberPage, assertNoErrors } from './lib/number_page.mjs';
import { fixture, store } from './lib/storage.mjs';

const FAST = { viewport: PHONE, reducedMotion: 'reduce' };

test("an earlier release's save, history, bests, settings and replay link all open", () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      // Up before the records go in and the page loads again: a load cut off mid-way (its
      // module still downloading) would be reported as a failed request.
      await gotoApp(page, url('/'));
      await store(page, {
        'numera.save.number': fixture('save.number.json'),
        'numera.history': fixture('history.json'),
        'numera.best.nmbr9': fixture('best.nmbr9.json'),
        'numera.settings': fixture('settings.json'),
      });

      // Settings: French, dark, reduced motion.
      await page.goto(url('/'), { waitUntil: 'load' });
      await page.waitForFunction(() => document.querySelector('main#main h1'));
      const root = await page.evaluate(() => ({ ...document.documentElement.dataset, lang: document.documentElement.lang }));
      assert.deepEqual([root.lang, root.theme, root.motion], ['fr', 'dark', 'reduce']);

      // History: the five games, each with its replay link.
      await page.goto(url('/history'), { waitUntil: 'load' });
      await page.locator('article.finished').first().waitFor({ state: 'visible', timeout: 30_000 });
      assert.equal(await page.locator('article.finished').count(), 5);
      assert.equal(await page.locator('.notice').count(), 0, 'nothing was kept aside');

      // The saved game: the bots play on to the end the replay link recorded.
      const links = JSON.parse(fixture('links.json'));
      const number = links.find((l) => l.game === 'number');
      const game = new NumberPage(page, url);
      await game.open('/number');
      // Bots play; between turns someone at the table moves on from the reveal.
      for (let i = 0; i < 40 && (await game.waitForPhase(['reveal', 'final'])) !== 'final'; i++) {
        await game.nextButton.click();
      }
      const final = await game.readFinal();
      assert.deepEqual([...final].sort((x, y) => x.seat - y.seat).map((c) => c.total), number.result.scores);
      const history = JSON.parse(await page.evaluate(() => localStorage.getItem('numera.history')));
      assert.equal(history.games.length, 5, 'the same game is not listed twice');

      // The replay link opens the replay viewer, at its end the same scores.
      await game.open(number.link);
      await page.locator('section.replay').waitFor({ state: 'visible', timeout: 30_000 });
      assert.equal(await page.locator('.link-error').count(), 0);
      assertNoErrors(errors);
    });
  }));
