// Dungeons' maps stay legible (issue 38, item 3): both maps of the review (the player's game
// and the best bot's, at their last move) at 1280×800 and 390×844, and map 3 in play at 320 px
// wide; every text on the map (room numbers, symbols, features, cages, written numbers) is at
// least 12 px on screen. Screenshots: tests/e2e/out/dungeon-legible-*.png.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, screenshot, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { pickDie, playToEnd, start, step, waitForScreen } from './lib/dungeon_page.mjs';
import { boardTexts, textProblems } from './lib/legible.mjs';

const LAPTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };
const SEED = 'K7QM-3XPA';
const TIMEOUT = 120_000;

/** Waits until every map under `root` has its labels' floor (--fs-min), where it sets one, set for its drawn width. */
const settled = (page, root) => page.waitForFunction((root) => {
  const maps = [...document.querySelectorAll(`${root} svg.dg-map`)];
  return maps.length > 0 && maps.every((svg) => {
    const [, , w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
    const min = parseFloat(svg.style.getPropertyValue('--fs-min'));
    if (Number.isNaN(min)) return true;
    const r = svg.getBoundingClientRect();
    return Math.abs(min - 12 / Math.min(r.width / w, r.height / h)) < 0.05;
  });
}, root);

/** The sheet's state in one string: it changes when a die is used, dice are rolled, or a map ends. */
const fingerprint = (page) => page.evaluate(() => document.querySelector('[data-testid=title]')?.textContent
  + [...document.querySelectorAll('.dg-die')].map((d) => d.dataset.value + d.className).join());

async function check(page, root, name, sizes) {
  const problems = [];
  for (const [size, viewport] of sizes) {
    await page.setViewportSize(viewport);
    await settled(page, root);
    const found = await boardTexts(page, root);
    const widths = await page.locator(`${root} svg.dg-map`).evaluateAll((maps) => maps.map((m) => Math.round(m.getBoundingClientRect().width)));
    console.log(`${name} at ${size}: maps ${widths.join(', ')} px wide, ${found.texts.length} texts, smallest ${found.smallest.toFixed(1)} px`);
    for (const p of textProblems(found)) problems.push(`${name} at ${size}: ${p}`);
    await page.locator(`${root} svg.dg-map`).first().scrollIntoViewIfNeeded();
    await screenshot(page, `dungeon-legible-${name}-${size}`, { fullPage: false });
  }
  return problems;
}

test('the review’s two maps are legible at 1280×800 and 390×844', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: LAPTOP, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      await start(page, url, `seed=${SEED}&map=1&circled=0`);
      await playToEnd(page);
      const box = page.locator('[data-testid=review]');
      await box.locator('[data-testid=review-ask]').click();
      await box.locator('.challenge-results').waitFor({ timeout: TIMEOUT });
      await box.locator('.replay-pair-controls button', { hasText: 'Last' }).click();
      await page.waitForFunction(() => [...document.querySelectorAll('.challenge-compare section.replay > .step')]
        .every((s) => { const [n, of] = s.textContent.match(/\d+/g).map(Number); return n === of; }));
      const problems = await check(page, '.challenge-compare', 'review', [['laptop', LAPTOP], ['phone', PHONE]]);
      assert.deepEqual(problems, []);
      assertNoErrors(errors);
    });
  }));

test('map 3 in play is legible at 320 px wide, before and after numbers are written', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: NARROW, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      await start(page, url, `seed=${SEED}&map=3`);
      if ((await waitForScreen(page)) === 'roll') await page.locator('[data-testid=roll]').click();
      await pickDie(page);
      const problems = await check(page, '.dg-board', 'map3', [['narrow', NARROW]]);
      for (let i = 0; i < 12; i++) {
        const screen = await waitForScreen(page);
        if (screen !== 'roll' && screen !== 'place') break;
        const before = await fingerprint(page);
        await step(page, screen);
        await page.waitForFunction((b) => (document.querySelector('[data-testid=title]')?.textContent
          + [...document.querySelectorAll('.dg-die')].map((d) => d.dataset.value + d.className).join()) !== b, before);
      }
      problems.push(...(await check(page, '.dg-board', 'map3-written', [['narrow', NARROW]])));
      assert.deepEqual(problems, []);
      assertNoErrors(errors);
    });
  }));
