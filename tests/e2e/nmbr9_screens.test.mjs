// Every screen of NMBR 9 (setup, the board with its legal spots, a refused ghost, the final
// breakdown, the rules), checked at phone and desktop sizes for what a look at it would catch:
// no sideways scrolling, no controls overlapping, no label spilling out of its control
// (checks.mjs layoutFaults). The screenshots it saves (tests/e2e/out/) are for a person to
// look at; no test compares them. Then axe-core on each, light and dark, and no sideways
// scrolling at 320 px.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, formatViolations, runAxe, screenshot, sideways, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors, layoutFaults } from './lib/checks.mjs';
import { CARDS, Nmbr9Page, SEED } from './lib/nmbr9_page.mjs';

/** Everything worth looking at, in order: calls `look(name)` on each screen. */
async function tour(page, url, look) {
  const game = new Nmbr9Page(page, url);
  await game.openSeedLink(SEED, ['human', 'medium']);
  await look('setup');
  await game.start();
  for (let i = 1; i <= 6; i++) {
    await game.waitForTurn(i);
    await game.placeByKeyboard(['n']);
  }
  await game.waitForTurn(7);
  await game.waitForBots();
  await game.frame.focus();
  await page.keyboard.press('l');
  await look('board-spots');
  const [cell] = await game.tileCells();
  await game.tapCell(cell[0], cell[1]);
  await game.confirm.click();
  await look('board-refused');
  for (let i = 7; i <= CARDS; i++) {
    await game.waitForTurn(i);
    await game.placeByKeyboard(['n']);
  }
  await page.locator('section.final').waitFor();
  // A game against a bot is no solo best: nobody who lost to it is told "new best".
  assert.equal(await page.locator('.n9-best').count(), 0, 'no seed best after a game with a bot');
  await look('final');
  await page.goto(url('/rules/nmbr9'));
  await page.locator('article.rules').waitFor();
  await look('rules');
}

test('setup, board, refused ghost, final and rules at 390×844 and 1366×900: nothing scrolls sideways, overlaps or spills out of its control', () =>
  withApp(async ({ browser, url }) => {
    const faults = [];
    await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      await tour(page, url, async (name) => {
        for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
          await page.setViewportSize(viewport);
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          faults.push(...await layoutFaults(page, `${name} (${size})`));
          await screenshot(page, `nmbr9-${name}-${size}`);
        }
        await page.setViewportSize(PHONE);
      });
      assertNoErrors(errors);
    });
    assert.deepEqual(faults, [], faults.join('\n'));
  }));

test('axe-core on NMBR 9 (light and dark) and no sideways scrolling at 320 px', () =>
  withApp(async ({ browser, url }) => {
    const found = [];
    for (const colorScheme of ['light', 'dark']) {
      await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce', colorScheme }, async ({ page, errors }) => {
        await tour(page, url, async (name) => {
          const { violations } = await runAxe(page);
          const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          if (bad.length) found.push(`${name} (${colorScheme}):\n${formatViolations(bad)}`);
          if (colorScheme === 'light') {
            await page.setViewportSize({ width: 320, height: 640 });
            const o = await sideways(page);
            if (o.scrollWidth > o.width) found.push(`${name} at 320 px: ${o.scrollWidth} px wide; ${o.out.join('; ')}`);
            await page.setViewportSize(PHONE);
          }
        });
        assertNoErrors(errors);
      });
    }
    assert.deepEqual(found, [], found.join('\n\n'));
  }));
