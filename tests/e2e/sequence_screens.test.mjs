// Sequence Numbers' screens (the setup, the hand-over between two humans, a turn with a card
// chosen, the end, the rules), checked at phone and desktop sizes for what a look at them
// would catch: no sideways scrolling, no controls overlapping, no label spilling out of its
// control (checks.mjs layoutFaults). The screenshots it saves (tests/e2e/out/) are for a
// person to look at; no test compares them. Then axe-core on each, light and dark, and no
// sideways scrolling at 320 px.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, formatViolations, runAxe, screenshot, sideways, waitForApp, withApp, withPage } from './lib/browser.mjs';
import { layoutFaults } from './lib/checks.mjs';
import { playTurn, waitForTurn } from './lib/sequence_page.mjs';

async function tour(page, url, look) {
  await page.goto(url('/sequence?seed=K7QM-3XPA&seats=human,human'));
  await waitForApp(page);
  await look('setup');
  await page.locator('section.setup .btn-primary.btn-big').click();
  // Two humans share the device: a hand-over screen before each hand.
  await page.locator('section.handover').waitFor();
  await look('handover');
  await page.locator('section.handover button').click();
  await page.locator('.sq-card').first().click();
  await look('turn');
  for (let turns = 0; turns < 300; turns++) {
    if (await page.locator('section.handover').count()) await page.locator('section.handover button').click();
    if ((await waitForTurn(page)) === 'final') break;
    await playTurn(page);
    await page.waitForSelector('section.handover, section.sq-final');
  }
  assert.equal(await waitForTurn(page), 'final');
  await look('final');
  await page.goto(url('/rules/sequence'));
  await page.locator('article.rules').waitFor();
  await look('rules');
}

test('Sequence Numbers: setup, hand-over, a turn, the end and the rules at 390×844 and 1366×900: nothing scrolls sideways, overlaps or spills out of its control', () =>
  withApp(async ({ browser, url }) => {
    const faults = [];
    await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      await tour(page, url, async (name) => {
        for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
          await page.setViewportSize(viewport);
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          faults.push(...await layoutFaults(page, `${name} (${size})`));
          await screenshot(page, `sequence-${name}-${size}`);
        }
        await page.setViewportSize(PHONE);
      });
      assert.deepEqual(errors, []);
    });
    assert.deepEqual(faults, [], faults.join('\n'));
  }));

test('Sequence Numbers: axe-core (light and dark) and no sideways scrolling at 320 px', () =>
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
        assert.deepEqual(errors, []);
      });
    }
    assert.deepEqual(found, [], found.join('\n\n'));
  }));
