// Tap targets on a phone (issue 18): Sequence's spaces (~31 px at 390 px wide) and Dungeons'
// tiles are smaller than a finger, so their boards carry NMBR 9's zoom control ("Zoom − +",
// the label on screen): zoomed in, every space and tile is at least 44 px, and the board
// scrolls inside its frame instead of widening the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitForApp, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { start as startDungeon } from './lib/dungeon_page.mjs';
import { Nmbr9Page, SEED } from './lib/nmbr9_page.mjs';

const PHONE = { width: 390, height: 844 };
const TAP = 44;

/** The smallest width and height among the elements `selector` matches, in CSS pixels. */
const smallest = (page, selector) => page.locator(selector).evaluateAll((els) => {
  const boxes = els.map((e) => e.getBoundingClientRect());
  return Math.min(...boxes.map((b) => Math.min(b.width, b.height)));
});

/** Zooms in as far as the control goes; checks its label is on screen and readable. */
async function zoomIn(page) {
  const label = page.locator('.zoom .zoom-label');
  assert.ok(await label.isVisible(), 'the zoom control says what it is');
  assert.ok(await label.evaluate((e) => parseFloat(getComputedStyle(e).fontSize)) >= 12);
  const plus = page.locator('[data-testid=zoom-in]');
  for (let i = 0; i < 5 && !(await plus.isDisabled()); i++) await plus.click();
  assert.ok(await plus.isDisabled(), 'zoomed in all the way');
}

const pageWidth = (page) => page.evaluate(() => document.documentElement.scrollWidth);

test('zoomed in, Sequence spaces, Dungeons tiles and NMBR 9 cells are at least 44 px on a phone', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      await page.goto(url('/sequence?seed=K7QM-3XPA&seats=human,easy'));
      await waitForApp(page);
      await page.locator('section.setup .btn-primary.btn-big').click();
      await page.waitForSelector('.sq-hand');
      const before = await smallest(page, '.sq-space');
      assert.ok(before < TAP, `the fitted board's spaces are small (${before} px)`);
      await zoomIn(page);
      const after = await smallest(page, '.sq-space');
      assert.ok(after >= TAP, `zoomed spaces are ${after} px`);
      assert.equal(await pageWidth(page), PHONE.width, 'the board scrolls in its frame, not the page');
      // A zoomed space still plays: choose a card, tap a lit space.
      await page.locator('.sq-card').first().click();
      const lit = page.locator('.sq-space.lit').first();
      if (await lit.count()) {
        await lit.scrollIntoViewIfNeeded();
        await lit.click();
        await page.waitForFunction(() => document.querySelectorAll('.sq-board .sq-chip').length > 0);
      }

      // Map 3, the widest (nine tiles across).
      await startDungeon(page, url, 'seed=K7QM-3XPA&map=3&circled=0');
      const tiles = '.dg-map .dg-tile';
      const small = await smallest(page, tiles);
      assert.ok(small < TAP, `the fitted map's tiles are small (${small} px)`);
      await zoomIn(page);
      const big = await smallest(page, tiles);
      assert.ok(big >= TAP, `zoomed tiles are ${big} px`);
      assert.equal(await pageWidth(page), PHONE.width, 'the map scrolls in its frame, not the page');

      const game = new Nmbr9Page(page, url);
      await game.openSeedLink(SEED, ['human']);
      await game.start();
      await zoomIn(page);
      const cell = await page.locator('.n9-board').evaluate((svg) => {
        const [, , w] = svg.getAttribute('viewBox').split(' ').map(Number);
        return svg.getBoundingClientRect().width / w;
      });
      assert.ok(cell >= TAP, `zoomed NMBR 9 cells are ${cell} px`);
      assertNoErrors(errors);
    });
  }));
