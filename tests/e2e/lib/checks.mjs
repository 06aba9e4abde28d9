// Checks every game's browser tests make on their screens: no page errors, axe-core's
// serious findings, no sideways scrolling at 320 px, and screenshots at phone and desktop size.

import assert from 'node:assert/strict';
import { DESKTOP, PHONE, formatViolations, runAxe, screenshot, sideways } from './browser.mjs';

export function assertNoErrors(errors) {
  assert.deepEqual(errors, [], `the page reported errors:\n${errors.join('\n')}`);
}

/** axe-core's serious and critical findings on the page, as text. */
export async function axeFindings(page, name) {
  const { violations } = await runAxe(page);
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return bad.length ? [`${name}:\n${formatViolations(bad)}`] : [];
}

/** What scrolls sideways at 320 px wide, as text (none: an empty list). */
export async function widthAt320(page, name) {
  await page.setViewportSize({ width: 320, height: 640 });
  const o = await sideways(page);
  await page.setViewportSize(PHONE);
  return o.scrollWidth > o.width ? [`${name} at 320 px: ${o.scrollWidth} px wide; ${o.out.join('; ')}`] : [];
}

/** Screenshots `<game>-<name>-phone` and `-desktop` (tests/e2e/out/), back to phone size after. */
export async function shoot(page, game, name) {
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await screenshot(page, `${game}-${name}-${size}`);
  }
  await page.setViewportSize(PHONE);
}
