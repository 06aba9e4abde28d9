// The Number's screens (home, setup, picker, locked pick, reveal, a picker with crossed digits,
// the final breakdown), checked at phone and desktop sizes for what a look at them would
// catch: no sideways scrolling, no controls overlapping, no label spilling out of its control
// (checks.mjs layoutFaults). The screenshots it saves (tests/e2e/out/) are for a person to
// look at; no test compares them. Then no sideways scrolling at 320 and 360 px in three
// languages, and an axe-core audit (WCAG 2.1 A/AA) with the digits' contrast of home, The
// Number and Settings.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, formatViolations, gotoApp, runAxe, screenshot, sideways, withApp, withPage } from './lib/browser.mjs';
import { layoutFaults } from './lib/checks.mjs';
import { NumberPage, assertNoErrors, highLow } from './lib/number_page.mjs';

const WIDE = { width: 1280, height: 800 };
const SIZES = [['phone', PHONE], ['desktop', WIDE]];

/** Screenshot the current screen at both sizes (the page is resized, then put back). */
async function shoot(page, name) {
  const paths = [];
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    paths.push(await screenshot(page, `number-${name}-${size}`));
  }
  await page.setViewportSize(PHONE);
  return paths;
}

test('home, setup, picker, reveal and final breakdown at 390×844 and 1280×800: nothing scrolls sideways, overlaps or spills out of its control', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      const game = new NumberPage(page, url);
      const problems = [];
      const look = async (name) => {
        await shoot(page, name);
        for (const [size, viewport] of SIZES) {
          await page.setViewportSize(viewport);
          problems.push(...await layoutFaults(page, `${name} (${size})`));
        }
        await page.setViewportSize(PHONE);
      };

      await gotoApp(page, url('/'));
      await page.locator('h1.home-title').waitFor();
      await look('home');

      await game.openSeedLink();
      await look('setup');

      await game.start();
      await page.keyboard.press('9');
      await page.keyboard.press('0');
      await look('picker');
      await page.keyboard.press('9');
      await game.confirm();
      await look('locked');
      await game.continueAfterLock();
      await game.waitForReveal(1, 1);
      await look('reveal');
      await game.nextTurn();

      // A later turn, with struck digits on the keypad and sheets.
      await game.playTurn(highLow);
      await game.nextTurn();
      await look('picker-crossed');

      await game.playToEnd(highLow);
      await game.readFinal();
      await look('final');

      assert.deepEqual(problems, [], `the layout at phone or desktop size:\n${problems.join('\n')}`);
      assertNoErrors(errors);
    });
  }));

test('no sideways scrolling at 320 and 360 px wide (WCAG 1.4.10), in English, French and Chinese', () =>
  withApp(async ({ browser, url }) => {
    const problems = [];
    for (const locale of ['en-US', 'fr-FR', 'zh-TW']) {
      await withPage(browser, { viewport: { width: 320, height: 640 }, reducedMotion: 'reduce', locale }, async ({ page, errors }) => {
        const game = new NumberPage(page, url);
        const at = async (where) => {
          for (const width of [320, 360]) {
            await page.setViewportSize({ width, height: 640 });
            const o = await sideways(page);
            if (o.scrollWidth > o.width) problems.push(`${locale} ${where} at ${width} px: the page is ${o.scrollWidth} px wide; sticking out: ${o.out.join('; ')}`);
          }
          await page.setViewportSize({ width: 320, height: 640 });
        };
        await gotoApp(page, url('/'));
        await page.locator('h1.home-title').waitFor();
        await at('home');
        await page.goto(url('/settings'));
        await page.locator('section.settings').waitFor();
        await at('settings');
        await game.openSeedLink();
        await at('setup');
        await game.start();
        await at('picker');
        await game.playTurn(highLow);
        await at('reveal');
        assertNoErrors(errors);
      });
    }
    assert.deepEqual(problems, [], `the page scrolls sideways on a narrow phone:\n${problems.join('\n')}`);
  }));

/**
 * Contrast of the digits themselves, which axe leaves "incomplete" (a single character is too
 * short for it to judge): keypad and sheet cells (SVG text on its rect), slots and tiles.
 * WCAG 1.4.3: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). Crossed-out digits are
 * returned apart: on the keypad they are disabled controls (exempt), on sheets they are dimmed
 * on purpose and also struck through and named in the sheet's label.
 */
async function digitContrast(page) {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d');
    const rgba = (css) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top, bottom) => top.slice(0, 3).map((c, i) => c * top[3] + bottom[i] * (1 - top[3])).concat(1);
    const lum = ([r, g, b]) => [r, g, b].map((c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; })
      .reduce((s, c, i) => s + c * [0.2126, 0.7152, 0.0722][i], 0);
    const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    /** The colour behind an HTML element: its own and its ancestors' backgrounds, composed. */
    const backdrop = (el) => {
      const layers = [];
      for (let e = el; e; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor);
        if (c[3] > 0) layers.push(c);
        if (c[3] === 1) break;
      }
      return layers.reverse().reduce((acc, c) => over(c, acc), [255, 255, 255, 1]);
    };
    const out = [];
    const add = (el, kind, text, fg, bg, crossed) => {
      const s = getComputedStyle(el);
      const size = parseFloat(s.fontSize);
      const bold = Number(s.fontWeight) >= 700;
      // SVG text is drawn in a scaled viewBox: its size on screen is what counts.
      const shown = el instanceof SVGElement ? el.getBoundingClientRect().height : size;
      const large = shown >= 24 || (bold && shown >= 18.66);
      const r = ratio(fg, bg);
      out.push({ kind, text, ratio: Math.round(r * 100) / 100, need: large ? 3 : 4.5, crossed,
        where: el.closest('section')?.className ?? '', fg: fg.slice(0, 3).map(Math.round).join(','), bg: bg.slice(0, 3).map(Math.round).join(',') });
    };
    for (const t of document.querySelectorAll('svg.cell text.cell-digit')) {
      const svg = t.closest('svg');
      const rect = svg.querySelector('.cell-box');
      const behind = backdrop(svg.parentElement);
      const bg = over(rgba(getComputedStyle(rect).fill), behind);
      const s = getComputedStyle(t);
      const fill = rgba(s.fill);
      fill[3] *= Number(s.opacity);
      add(t, svg.closest('button.key') ? 'key' : 'sheet', t.textContent, over(fill, bg), bg, svg.classList.contains('cell-crossed'));
    }
    for (const el of document.querySelectorAll('.tile, .slot-filled')) {
      const bg = backdrop(el);
      const fg = over(rgba(getComputedStyle(el).color), bg);
      add(el, el.classList.contains('tile-mark') ? 'tile-mark' : el.classList.contains('tile') ? 'tile' : 'slot', el.textContent, fg, bg, false);
    }
    return out;
  });
}

/** axe-core on the page as it is; only serious and critical violations fail. */
async function audit(page, where, found) {
  const { violations } = await runAxe(page);
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) found.push(`${where}:\n${formatViolations(bad)}`);
  const minor = violations.filter((v) => !bad.includes(v));
  if (minor.length) console.log(`axe (moderate/minor) on ${where}:\n${formatViolations(minor)}`);
  const digits = await digitContrast(page);
  const low = digits.filter((d) => !d.crossed && d.ratio < d.need);
  if (low.length) {
    found.push(`${where}: digits below WCAG 1.4.3 contrast:\n` +
      low.map((d) => `    ${d.kind} “${d.text}” in ${d.where}: ${d.ratio}:1 < ${d.need}:1 (rgb ${d.fg} on ${d.bg})`).join('\n'));
  }
  const dim = digits.filter((d) => d.crossed && d.kind === 'sheet' && d.ratio < 3);
  if (dim.length) {
    const worst = dim.reduce((a, d) => (d.ratio < a.ratio ? d : a));
    dimmed.add(`${where}: ${dim.length} crossed-out sheet digits at ${worst.ratio}:1 (rgb ${worst.fg} on ${worst.bg})`);
  }
}

/** Crossed-out digits on sheets below 3:1 (reported, not failed: see digitContrast). */
const dimmed = new Set();

test('axe-core (no serious or critical violations) and the digits’ contrast on home, The Number and Settings, light and dark', () =>
  withApp(async ({ browser, url }) => {
    for (const colorScheme of ['light', 'dark']) {
      await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce', colorScheme }, async ({ page, errors }) => {
        const game = new NumberPage(page, url);
        const found = [];
        const at = (what) => `${what} (${colorScheme})`;

        await gotoApp(page, url('/'));
        await page.locator('h1.home-title').waitFor();
        await audit(page, at('home'), found);

        await page.locator('header nav a[href="/settings"]').click();
        await page.locator('section.settings').waitFor();
        await audit(page, at('settings'), found);

        await game.openSeedLink();
        await audit(page, at('setup'), found);
        await game.start();
        await page.keyboard.press('9');
        await audit(page, at('picker'), found);
        await page.keyboard.press('0');
        await page.keyboard.press('9');
        await game.confirm();
        await audit(page, at('locked pick'), found);
        await game.continueAfterLock();
        await game.waitForReveal(1, 1);
        await audit(page, at('reveal'), found);
        await game.nextTurn();
        await game.playTurn(highLow);
        await game.nextTurn();
        await audit(page, at('picker with crossed digits'), found);

        await page.goto(url('/number?seed=ABC'), { waitUntil: 'load' });
        await game.linkError.waitFor();
        await audit(page, at('bad link'), found);

        if (dimmed.size) console.log(`dimmed crossed-out digits (by design, struck and labelled):\n${[...dimmed].join('\n')}`);
        dimmed.clear();
        assert.deepEqual(found, [], `axe found serious/critical violations:\n${found.join('\n\n')}`);
        assertNoErrors(errors);
      });
    }
  }));
