// A grown NMBR 9 board stays legible (issue 38, item 2): a solo game of 20 tiles (each on the
// best legal spot, "N"), then its final board and both boards of the
// review (the player's game and the best bot's, at their last move) at 390×844, 820×1180 and
// 1280×800. Every digit and level number on screen is at least 12 px and none runs into
// another or sits under a level badge. Screenshots: tests/e2e/out/nmbr9-legible-*.png.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, TABLET, screenshot, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { boardTexts, textProblems } from './lib/legible.mjs';
import { CARDS, Nmbr9Page, SEED } from './lib/nmbr9_page.mjs';

const LAPTOP = { width: 1280, height: 800 };
const SIZES = [['phone', PHONE], ['tablet', TABLET], ['laptop', LAPTOP]];
const TIMEOUT = 120_000;

/** Waits until every board under `root` has been measured at its drawn width (--cell). */
const settled = (page, root) => page.waitForFunction((root) => {
  const svgs = [...document.querySelectorAll(`${root} svg.n9-board`)];
  return svgs.length > 0 && svgs.every((svg) => {
    const w = Number(svg.getAttribute('viewBox').split(' ')[2]);
    const cell = parseFloat(svg.style.getPropertyValue('--cell'));
    return Math.abs(cell - svg.getBoundingClientRect().width / w) < 0.02;
  });
}, root);

/** At each size, what is wrong with the boards under `root`; a screenshot of each. */
async function check(page, root, name) {
  const problems = [];
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await settled(page, root);
    const found = await boardTexts(page, root);
    const cells = await page.locator(`${root} svg.n9-board`).evaluateAll((svgs) => svgs.map((svg) =>
      (svg.getBoundingClientRect().width / Number(svg.getAttribute('viewBox').split(' ')[2])).toFixed(1)));
    console.log(`${name} at ${size}: cells ${cells.join(', ')} px, ${found.texts.length} texts on screen, smallest ${found.smallest.toFixed(1)} px`);
    for (const p of textProblems(found, { overlaps: true })) problems.push(`${name} at ${size}: ${p}`);
    await page.locator(`${root} svg.n9-board`).first().scrollIntoViewIfNeeded();
    await screenshot(page, `nmbr9-legible-${name}-${size}`, { fullPage: false });
  }
  return problems;
}

test('a finished 20-tile board, on the final screen and in the review, is legible at every size', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      const game = new Nmbr9Page(page, url);
      await game.openSeedLink(SEED, ['human']);
      await game.start();
      for (let i = 1; i <= CARDS; i++) {
        await game.waitForTurn(i);
        await game.placeByKeyboard(['n']);
      }
      await page.locator('section.final').waitFor();
      const problems = await check(page, '.game-nmbr9 .board', 'final');

      await page.setViewportSize(LAPTOP);
      const box = page.locator('[data-testid=review]');
      await box.locator('[data-testid=review-ask]').click();
      await box.locator('.challenge-results').waitFor({ timeout: TIMEOUT });
      for (const replay of await box.locator('.challenge-compare section.replay').all()) {
        await replay.locator('.replay-controls button', { hasText: 'Last' }).click();
      }
      await page.waitForFunction(() => [...document.querySelectorAll('.challenge-compare .replay-controls .step')]
        .every((s) => { const [n, of] = s.textContent.match(/\d+/g).map(Number); return n === of; }));
      problems.push(...(await check(page, '.challenge-compare', 'review')));
      assert.deepEqual(problems, []);
      assertNoErrors(errors);
    });
  }));
