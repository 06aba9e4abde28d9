// NMBR 9's placement helpers lead to the points (issue 18): "Next legal spot" goes first to a
// spot on the highest level any rotation reaches, and "Show legal spots" marks the spots of
// every rotation with their level written in them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { Nmbr9Page, SEED, ints } from './lib/nmbr9_page.mjs';

const PHONE = { width: 390, height: 844 };

test('the helpers offer the highest spot first, across rotations, and write each level', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      const game = new Nmbr9Page(page, url);
      await game.openSeedLink(SEED, ['human']);
      await game.start();
      const showSpots = page.locator('.n9-controls button[aria-pressed]');
      let climbed = 0;
      let turned = 0;
      for (let card = 1; card <= 8; card++) {
        await game.waitForTurn(card);
        await showSpots.click();
        assert.ok((await page.locator('.n9-spot').count()) > 0, `card ${card}: spots are shown`);
        // Spots above the table carry their level; table spots are plain dots.
        const levels = (await page.locator('.n9-spot-level').evaluateAll((ts) => ts.map((t) => t.textContent))).map(Number);
        const top = Math.max(0, ...levels);
        // The line under the board says the best level in words.
        const line = await page.locator('[data-testid=spots-line]').innerText();
        assert.match(line, top ? new RegExp(`^Best: \\d+ spots? on level ${top}, \\+\\d+ each$`) : /^Only the table: \d+ spots? \(level 0, no points\)$/);
        // Spots of every rotation: the drawn levels include every level the tile reaches.
        await game.frame.focus();
        await page.keyboard.press('n');
        assert.ok(await game.ghostFits(), `card ${card}: the first spot is legal`);
        assert.equal(ints(await game.status.innerText())[0], top, `card ${card}: the first spot is on level ${top}`);
        if (top > 0) climbed++;
        const d0 = await page.locator('.n9-board g.ghost .ghost-face').getAttribute('d');
        // The spots stay on while stepping; a second N moves on to another spot.
        await page.keyboard.press('n');
        const d1 = await page.locator('.n9-board g.ghost .ghost-face').getAttribute('d');
        if (d0 !== d1) turned++;
        // Back to the best one (N from a spot steps on, so start over by moving away).
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('n');
        assert.equal(ints(await game.status.innerText())[0], top);
        await showSpots.click();
        await game.confirm.click();
      }
      assert.ok(climbed > 0, 'some card could go above the table');
      assert.ok(turned > 0, 'N steps from spot to spot');
      assertNoErrors(errors);
    });
  }));
