// Words the app puts together from several texts read as one sentence: a reason that ends its
// own sentence inside another is not followed by a second full stop.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, withApp, withPage } from './lib/browser.mjs';
import { Nmbr9Page } from './lib/nmbr9_page.mjs';
import { T, fill } from './lib/texts.mjs';

test('a saved game with a refused move is kept aside with its reason, one full stop each', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page }) => {
      const game = new Nmbr9Page(page, url);
      await game.openSeedLink();
      await game.start();
      await game.placeByKeyboard(['n']);
      await game.waitForTurn(2);
      // The 3 of card 2 where the 9 went: one of its cells hangs over nothing.
      await page.evaluate(() => {
        const save = JSON.parse(localStorage.getItem('numera.save.nmbr9'));
        save.actions.push(save.actions[0]);
        localStorage.setItem('numera.save.nmbr9', JSON.stringify(save));
      });
      await page.reload();
      const notice = page.locator('.notice-text').first();
      await notice.waitFor({ timeout: 30_000 });
      const text = await notice.innerText();
      const why = fill(T.en.ErrActionRefused, { n: 2, why: fill(T.en.N9Refused, { why: T.en.N9ErrOverhangs }) });
      assert.ok(text.includes(why), `"${text}" gives the reason "${why}"`);
      assert.doesNotMatch(text, /\.\./, 'no double full stop');
    });
  }));
