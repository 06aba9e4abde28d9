// Checks every game's browser tests make on their screens: no page errors, axe-core's
// serious findings, no sideways scrolling at 320 px, the layout's faults (overlapping
// controls, labels spilling out), and screenshots at phone and desktop size.

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

/**
 * What is wrong with the layout on screen now, as text (none: an empty list):
 *  - the page scrolls sideways at this width;
 *  - two controls overlap (buttons, links, fields, anything reached with Tab) by more than
 *    `slack` px both ways, so that one hides part of the other or takes its taps; a control
 *    inside another (a tile in the board's frame) is not an overlap, nor a tap area reaching
 *    a few px into its neighbour's (home's daily cards pull their 44 px "Past days" link
 *    2 px up into the button's, on purpose: it cannot be seen);
 *  - a control's content spills out of its box (a label wider or taller than its button).
 * These are what a look at a screenshot would catch first, as facts a test can fail on.
 */
export async function layoutFaults(page, name, { slack = 4 } = {}) {
  const o = await sideways(page);
  const wide = o.scrollWidth > o.width ? [`the page is ${o.scrollWidth} px wide in ${o.width} px; sticking out: ${o.out.join('; ')}`] : [];
  const faults = await page.evaluate((slack) => {
    const out = [];
    const label = (el) => `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')}`
      + ` “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24)}”`;
    const controls = [...document.querySelectorAll('button, a[href], input, select, textarea, [role=button], [tabindex]:not([tabindex="-1"])')]
      .filter((el) => !el.closest('.sr-only, .skip-link') && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0);
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const [a, b] = [controls[i], controls[j]];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (w > slack && h > slack) out.push(`${label(a.el)} and ${label(b.el)} overlap by ${Math.round(w)}×${Math.round(h)} px`);
      }
    }
    for (const { el } of controls) {
      // Fields scroll their own text, an inline link has no box of its own to spill from, and
      // a box that scrolls or clips (a score sheet reached with Tab) holds more on purpose.
      const style = getComputedStyle(el);
      if (el.matches('input, select, textarea') || style.display === 'inline') continue;
      const wider = style.overflowX === 'visible' && el.scrollWidth > el.clientWidth + 1;
      const taller = style.overflowY === 'visible' && el.scrollHeight > el.clientHeight + 1;
      if (wider || taller) {
        out.push(`${label(el)}: its content is ${el.scrollWidth}×${el.scrollHeight} px in a ${el.clientWidth}×${el.clientHeight} px box`);
      }
    }
    return out;
  }, slack);
  return [...wide, ...faults].map((f) => `${name}: ${f}`);
}
