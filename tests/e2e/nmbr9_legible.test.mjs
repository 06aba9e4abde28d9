// A grown NMBR 9 board stays legible (issue 38, item 2): a solo game of 20 tiles (each on the
// best legal spot, "N"), its board on the table as the last card is placed, its final board
// and both boards of the review (the player's game and the best bot's, at their last move) at
// 320×640, 390×844, 820×1180 and 1280×800. Every digit and level number on screen is at least
// 12 px and none runs into another or sits under a level badge. Fitted whole, a long board's
// cells are too small for its numbers, which it leaves out (the tiles are digit shapes, the
// shade and lift give the level); one zoom step brings them back, still legible, and the
// board follows the active area: the tile being placed on the table (also as the keyboard
// moves it, at 320 px), the tile laid last on the others. Screenshots:
// tests/e2e/out/nmbr9-legible-*.png.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, TABLET, screenshot, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { boardTexts, textProblems } from './lib/legible.mjs';
import { CARDS, Nmbr9Page, SEED } from './lib/nmbr9_page.mjs';

const LAPTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };
const SIZES = [['narrow', NARROW], ['phone', PHONE], ['tablet', TABLET], ['laptop', LAPTOP]];
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

/**
 * In the page: what of the active area is out of its frame's view, for each board under
 * `root`: the ghost where there is one, else the tile laid last. Where it is longer than the
 * view (a tile zoomed in on a phone), its start must be in view.
 */
function outOfView(root) {
  const out = [];
  for (const svg of document.querySelectorAll(`${root} svg.n9-board`)) {
    const target = svg.querySelector('.ghost') ?? svg.querySelector('g.tile.last');
    if (!target) continue;
    const frame = svg.parentElement;
    const f = frame.getBoundingClientRect();
    const [x0, y0] = [f.left + frame.clientLeft, f.top + frame.clientTop];
    const shown = [x0, y0, x0 + frame.clientWidth, y0 + frame.clientHeight];
    const r = target.getBoundingClientRect();
    const box = [r.left, r.top, r.right, r.bottom];
    const fits = (a, b, lo, hi) => (b - a > hi - lo ? a >= lo - 1 && a <= hi : a >= lo - 1 && b <= hi + 1);
    if (!fits(box[0], box[2], shown[0], shown[2]) || !fits(box[1], box[3], shown[1], shown[3])) {
      const what = target.classList.contains('ghost') ? 'the ghost' : 'the last tile';
      out.push(`${what} ${box.map(Math.round)} is out of the frame's view ${shown.map(Math.round)}`);
    }
  }
  return out;
}

/** What of the active area stays out of view once the board has followed it (a frame later). */
async function inView(page, root) {
  // The board follows within a frame or two: wait for nothing to be out of view, then say
  // what is (nothing, or what never came into view).
  const settled = new Function('root', `return (${outOfView})(root).length === 0;`);
  await page.waitForFunction(settled, root, { timeout: 2_000 }).catch(() => {});
  return page.evaluate(outOfView, root);
}

/** What is wrong with the texts on the boards under `root` as they are now; with `numbers`, none is one. */
async function texts(page, root, label, { numbers = false } = {}) {
  const found = await boardTexts(page, root);
  const cells = await page.locator(`${root} svg.n9-board`).evaluateAll((svgs) => svgs.map((svg) =>
    (svg.getBoundingClientRect().width / Number(svg.getAttribute('viewBox').split(' ')[2])).toFixed(1)));
  console.log(`${label}: cells ${cells.join(', ')} px, ${found.texts.length} texts on screen, smallest ${found.smallest.toFixed(1)} px`);
  const problems = textProblems(found, { overlaps: true });
  if (numbers && !found.texts.some((t) => t.cls.includes('tile-digit'))) problems.push('no digit on the board');
  return problems.map((p) => `${label}: ${p}`);
}

/**
 * Zooms the boards under `root` in a step at a time (each its own control) to the last: at
 * each step the numbers are back (cells of 18 px and more), legible, and the active area is
 * in the frame's view; on the table (`keys`), also after moving the ghost by keyboard. Then
 * zooms back out.
 */
async function zoomSteps(page, root, name, size, keys = []) {
  const problems = [];
  const plus = page.locator(`${root} [data-testid=zoom-in]`);
  for (let zoom = 1; ; zoom++) {
    let stepped = false;
    for (const button of await plus.all()) {
      if (!(await button.isDisabled())) {
        await button.click();
        stepped = true;
      }
    }
    if (!stepped) {
      if (zoom === 1) problems.push(`${name} at ${size}: no board can be zoomed in`);
      break;
    }
    await settled(page, root);
    const label = `${name} zoomed ${zoom} at ${size}`;
    for (const p of await inView(page, root)) problems.push(`${label}: ${p}`);
    if (keys.length) await page.locator(`${root} .n9-frame`).focus();
    for (const key of keys) {
      await page.keyboard.press(key);
      for (const p of await inView(page, root)) problems.push(`${label} after ${key}: ${p}`);
    }
    await page.locator(`${root} .n9-frame`).first().scrollIntoViewIfNeeded();
    if (zoom === 1) await screenshot(page, `nmbr9-legible-${name}-zoom1-${size}`, { fullPage: false });
    // Texts last: measuring scrolls each board into the page's view, and its frame too.
    problems.push(...(await texts(page, root, label, { numbers: true })));
  }
  for (const minus of await page.locator(`${root} [data-testid=zoom-out]`).all()) {
    while (!(await minus.isDisabled())) await minus.click();
  }
  return problems;
}

/** At each size, what is wrong with the boards under `root`, fitted whole and zoomed; screenshots. */
async function check(page, root, name, keys = []) {
  const problems = [];
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await settled(page, root);
    problems.push(...(await texts(page, root, `${name} at ${size}`)));
    await page.locator(`${root} svg.n9-board`).first().scrollIntoViewIfNeeded();
    await screenshot(page, `nmbr9-legible-${name}-${size}`, { fullPage: false });
    problems.push(...(await zoomSteps(page, root, name, size, size === 'narrow' ? keys : [])));
  }
  return problems;
}

test('a finished 20-tile board, on the table, the final screen and in the review, is legible at every size', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      const game = new Nmbr9Page(page, url);
      await game.openSeedLink(SEED, ['human']);
      await game.start();
      const problems = [];
      for (let i = 1; i <= CARDS; i++) {
        await game.waitForTurn(i);
        // The last card, as it is placed: the ghost is the active area.
        if (i === CARDS) problems.push(...(await check(page, '.n9-placer', 'table', ['n', 'n', 'ArrowLeft', 'r'])));
        await game.placeByKeyboard(['n']);
      }
      await page.locator('section.final').waitFor();
      problems.push(...(await check(page, '.game-nmbr9 .board', 'final')));

      await page.setViewportSize(LAPTOP);
      const box = page.locator('[data-testid=review]');
      await box.locator('[data-testid=review-ask]').click();
      await box.locator('.challenge-results').waitFor({ timeout: TIMEOUT });
      await box.locator('.replay-pair-controls button', { hasText: 'Last' }).click();
      await page.waitForFunction(() => [...document.querySelectorAll('.challenge-compare section.replay > .step')]
        .every((s) => { const [n, of] = s.textContent.match(/\d+/g).map(Number); return n === of; }));
      problems.push(...(await check(page, '.challenge-compare', 'review')));
      assert.deepEqual(problems, []);
      assertNoErrors(errors);
    });
  }));

test('the ghost’s mark (“✗3”, “✓3”) is haloed in the page’s colour, so a placed tile’s digit under it does not show through', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      const game = new Nmbr9Page(page, url);
      await game.openSeedLink(SEED, ['human']);
      await game.start();
      await game.waitForTurn(1);
      await game.placeByKeyboard(['n']);
      await game.waitForTurn(2);
      // The deck's second card, a 3, over the 9 just laid.
      const mark = page.locator('[data-testid=ghost] .ghost-mark');
      assert.match(await mark.textContent(), /^[✓✗]3$/);
      const halo = await mark.evaluate((m) => {
        const s = getComputedStyle(m);
        const surface = getComputedStyle(document.body).getPropertyValue('--surface').trim();
        const probe = document.createElement('span');
        probe.style.color = surface;
        document.body.append(probe);
        const want = getComputedStyle(probe).color;
        probe.remove();
        return { order: s.paintOrder, width: parseFloat(s.strokeWidth), stroke: s.stroke, want };
      });
      assert.match(halo.order, /^stroke/, 'the halo is painted under the mark');
      assert.ok(halo.width > 0.1, `a halo of ${halo.width}`);
      assert.equal(halo.stroke, halo.want, 'in the page’s colour');
      await page.locator('.n9-frame').screenshot({ path: `${process.cwd()}/tests/e2e/out/nmbr9-ghost-over-tile.png` });
      assertNoErrors(errors);
    });
  }));
