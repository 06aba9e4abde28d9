// The walkthrough every game offers (issue 18, src/app/walkthrough, docs/walkthrough.md), on
// the release build. For each of the five games:
//  - a first visit shows the offer above the set-up, which takes no focus;
//  - taking it runs the game's steps over its practice deal: each step's coach mark points at
//    its element (the ring is on it, the element's box is on screen and the card does not
//    cover it, at 1280×800 and at 390×844, both screenshotted), and the steps that wait for
//    the player go on only once the player has done what they say;
//  - the tour is not offered again after a reload; Skip (and "No thanks") end it for good;
//  - the rules page's link (`/<game>?tour`) starts it again.
// NMBR 9's tour is also run with the keyboard alone, and axe-core checks the offer and a coach
// mark. Screenshots: tests/e2e/out/tour-<game>-<step>-<phone|desktop>.png.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, waitForApp, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors, axeFindings } from './lib/checks.mjs';
import { T } from './lib/texts.mjs';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const TIMEOUT = 15_000;

const visible = (page, sel) => page.locator(sel).first().waitFor({ state: 'visible', timeout: TIMEOUT });

/**
 * Each game's steps as the player meets them: what the step points at (its selectors, the
 * first present wins, as in src/app/<game>/walkthrough.rs) and, for a step that waits for the
 * player, what the player does.
 */
const GAMES = {
  nmbr9: [
    { at: ['section.setup .btn-primary.btn-big'], act: (p) => p.click('section.setup .btn-primary.btn-big') },
    { at: ['[data-testid=current-card]'] },
    { at: ['[data-testid=ghost]'] },
    { at: ['.n9-confirm'], act: (p) => p.click('.n9-confirm') },
    { at: ['.n9-controls .btn:nth-child(2)'], act: (p) => p.click('.n9-controls .btn:nth-child(2)') },
    { at: ['[data-testid=spots-line]'] },
  ],
  number: [
    { at: ['section.setup .btn-primary.btn-big'], act: (p) => p.click('section.setup .btn-primary.btn-big') },
    {
      at: ['section.picker .keypad'],
      act: async (p) => {
        // 100 (three digits are needed; a digit may repeat).
        for (const d of [1, 0, 0]) await p.click(`section.picker .keypad button.key >> nth=${d}`);
      },
    },
    { at: ['section.picker .picker-actions .btn-primary'], act: (p) => p.click('section.picker .picker-actions .btn-primary') },
    { at: ['section.locked .btn-primary'], act: (p) => p.click('section.locked .btn-primary') },
    { at: ['section.reveal .plays'] },
    { at: ['section.reveal .gains', 'section.seats'] },
  ],
  sequence: [
    { at: ['section.setup .btn-primary.btn-big'], act: (p) => p.click('section.setup .btn-primary.btn-big') },
    { at: ['.sq-hand'], act: (p) => p.click('.sq-hand .sq-card:not(.dead):not(.plus):not(.minus) >> nth=0') },
    { at: ['.sq-space.lit'], act: (p) => p.click('.sq-space.lit >> nth=0') },
    { at: ['.sq-board'] },
    { at: ['.sq-hand'] },
  ],
  mino: [
    { at: ['section.setup .btn-primary.btn-big'], act: (p) => p.click('section.setup .btn-primary.btn-big') },
    { at: ['section.mn-hand'] },
    { at: ['section.mn-bid'], act: (p) => p.click('.mn-bid-go') },
    // Once the bots before the player have rolled.
    { at: ['section.mn-hand'], ready: '.mn-die-btn.legal', act: (p) => p.click('.mn-die-btn.legal >> nth=0') },
    { at: ['.mn-why-won'] },
    { at: ['.mn-scored', '.mn-done'] },
  ],
  dungeon: [
    { at: ['section.setup .btn-primary.btn-big'], act: (p) => p.click('section.setup .btn-primary.btn-big') },
    { at: ['section.dg-dice-box'] },
    {
      at: ['.dg-map .dg-tile.legal', '.dg-dice-box .dg-die:not(.used)', '[data-testid=roll]'],
      act: async (p) => {
        if (await p.locator('[data-testid=roll]').count()) await p.click('[data-testid=roll]');
        const die = p.locator('.dg-dice-box .dg-die:not(.used)').first();
        await die.waitFor({ timeout: TIMEOUT });
        if ((await die.getAttribute('aria-pressed')) !== 'true') await die.click();
        await visible(p, '.dg-map .dg-tile.legal');
        await p.click('.dg-map .dg-tile.legal >> nth=0');
      },
    },
    { at: ['.dg-map .dg-tile.dg-room'] },
    { at: ['section.dg-skulls-box'] },
  ],
};

/**
 * The walkthrough reads the page on a timer (src/app/walkthrough/mod.rs: the set-up on screen,
 * a step's action done, where the step's element is now), the game page's one interval. Its
 * readings are counted, so that a test waits for the walkthrough to have looked again rather
 * than for a guessed time. Install before the page loads (every document of the context).
 */
async function countReadings(context) {
  await context.addInitScript(() => {
    window.__readings = 0;
    const every = window.setInterval;
    window.setInterval = (fn, ms, ...args) => every((...a) => {
      try {
        fn(...a);
      } finally {
        window.__readings += 1;
      }
    }, ms, ...args);
  });
}

/** Waits until the walkthrough has read the page `n` more times. */
async function readings(page, n) {
  const from = await page.evaluate(() => window.__readings);
  await page.waitForFunction(([from, n]) => window.__readings >= from + n, [from, n], { timeout: TIMEOUT });
}

/** The card's "Step k of n" line now (null: no card). */
const shownStep = (page) => page.evaluate(() => document.querySelector('.tour-card .tour-count')?.textContent ?? null);

/** Waits for step `k` (from 0) of `n` on the card; returns the card's "Step k of n" line. */
async function waitForStep(page, k, n) {
  await page.waitForFunction(
    ([k, n]) => (document.querySelector('.tour-card .tour-count')?.textContent ?? '') === `Step ${k + 1} of ${n}`,
    [k, n],
    { timeout: TIMEOUT },
  ).catch(async () => {
    const shown = await page.locator('.tour-card .tour-count').textContent().catch(() => 'no card');
    // What the table says, for a step that did not go on (a flake is read from this alone).
    const table = await page.evaluate(() => {
      const main = document.querySelector('main')?.cloneNode(true);
      main?.querySelectorAll('.tour').forEach((e) => e.remove());
      return (main?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 600);
    }).catch(() => '(unreadable)');
    throw new Error(`expected step ${k + 1} of ${n}, the page shows: ${shown}; the table reads: ${table}`);
  });
}

/**
 * The coach mark of the step on screen, as laid out: the element it points at (first of
 * `at`), the ring and the card, each as a box; once they are placed for the page as it is
 * now (two readings since the call: a resize or a scroll before it is seen) and at rest (the
 * card and the ring glide to their place in 180 ms).
 */
async function layout(page, at) {
  const from = await page.evaluate(() => window.__readings);
  const placed = await page.waitForFunction(([at, from]) => {
    if (window.__readings < from + 2) return false;
    if ([...document.querySelectorAll('.tour-card, .tour-ring')].some((e) => e.getAnimations().length)) return false;
    const box = (e) => {
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
    };
    const shown = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 || r.height > 0; };
    const target = at.map((s) => document.querySelector(s)).find((e) => e && shown(e)) ?? null;
    return {
      target: box(target),
      ring: box(document.querySelector('.tour-ring')),
      card: box(document.querySelector('.tour-card')),
      view: { width: innerWidth, height: innerHeight },
    };
  }, [at, from], { polling: 'raf', timeout: TIMEOUT });
  return placed.jsonValue();
}

/** The step's coach mark points at its element without covering it, all on screen. */
function assertAnchored(l, what) {
  assert.ok(l.target, `${what}: the element the step points at is on the page`);
  assert.ok(l.card, `${what}: the coach mark is shown`);
  const inView = (b) => b.left >= -1 && b.top >= -1 && b.right <= l.view.width + 1 && b.bottom <= l.view.height + 1;
  assert.ok(inView(l.target), `${what}: the element is on screen: ${JSON.stringify(l.target)} in ${JSON.stringify(l.view)}`);
  assert.ok(inView(l.card), `${what}: the card is on screen: ${JSON.stringify(l.card)}`);
  const overlapX = Math.min(l.card.right, l.target.right) - Math.max(l.card.left, l.target.left);
  const overlapY = Math.min(l.card.bottom, l.target.bottom) - Math.max(l.card.top, l.target.top);
  assert.ok(overlapX <= 1 || overlapY <= 1,
    `${what}: the card ${JSON.stringify(l.card)} covers the element ${JSON.stringify(l.target)}`);
  // The ring is drawn around the element (4 px outside it).
  for (const side of ['left', 'top', 'right', 'bottom']) {
    const gap = Math.abs(l.ring[side] - l.target[side]);
    assert.ok(gap <= 6, `${what}: the ring's ${side} is ${l.ring[side]}, the element's ${l.target[side]}`);
  }
}

/** Checks step `k` at both sizes (screenshots of each), back to the laptop's afterwards. */
async function checkStep(page, game, k, step) {
  if (step.ready) await visible(page, step.ready);
  for (const [size, viewport] of [['phone', PHONE], ['desktop', LAPTOP]]) {
    await page.setViewportSize(viewport);
    const l = await layout(page, step.at);
    await screenshot(page, `tour-${game}-${k + 1}-${size}`, { fullPage: false });
    assertAnchored(l, `${game} step ${k + 1} at ${size}`);
  }
}

const inOffer = (page) => page.evaluate(() => !!document.activeElement?.closest('.tour-offer'));

for (const [game, steps] of Object.entries(GAMES)) {
  test(`${game}: the first visit's offer, every step over the practice deal, no second offer, Skip and the rules page's link`, () => withApp(async ({ browser, url }) => {
    const n = steps.length;

    // A first visit: the offer, above the set-up, with the focus left where it was; taken,
    // every step in turn; then no offer again after a reload.
    await withPage(browser, { viewport: LAPTOP }, async ({ context, page, errors }) => {
      await countReadings(context);
      await page.goto(url(`/${game}`));
      await waitForApp(page);
      await visible(page, '.tour-offer');
      await visible(page, 'section.setup');
      assert.equal(await inOffer(page), false, 'the offer must not take the focus');
      assert.equal(await page.locator('.tour-card').count(), 0, 'no coach mark before the tour is taken');
      await screenshot(page, `tour-${game}-offer-desktop`);
      await page.setViewportSize(PHONE);
      await screenshot(page, `tour-${game}-offer-phone`);
      await page.setViewportSize(LAPTOP);
      if (game === 'nmbr9') assert.deepEqual(await axeFindings(page, 'the offer'), []);
      await page.click('.tour-offer .btn-primary');
      // The practice deal is a seed link, but nobody shared it: its set-up does not say so.
      await visible(page, 'section.setup');
      assert.deepEqual(await page.locator('section.setup p.lede').allInnerTexts().then((ts) => ts.filter((t) => t === T.en.FromSeedLink)), [], 'the tour\'s set-up says no friend shared it');
      // A step that does not go on is told with the page's errors so far (a flake of CI's
      // was a step stuck at 3 of 5 in one full run, with nothing else to read).
      const withErrors = (e) => {
        if (errors.length) e.message += `\npage errors: ${errors.join(' / ')}`;
        throw e;
      };
      for (const [k, step] of steps.entries()) {
        await waitForStep(page, k, n).catch(withErrors);
        await checkStep(page, game, k, step);
        if (game === 'nmbr9' && k === 2) assert.deepEqual(await axeFindings(page, 'a coach mark'), []);
        if (step.act) {
          // A step that waits for the player does not go on by itself: two more readings
          // of the page, and it is still on.
          await readings(page, 2);
          assert.equal(await shownStep(page), `Step ${k + 1} of ${n}`, `${game}: step ${k + 1} went on before the player acted`);
          await step.act(page);
        } else {
          await page.click('.tour-card .tour-next');
        }
      }
      await page.locator('.tour-card').waitFor({ state: 'detached', timeout: TIMEOUT });
      await page.reload();
      await waitForApp(page);
      // (A `.holder` lays out as if it were not there, and a daily's banner's is empty here.)
      await page.locator(`main#main div.game-${game}:not(.tour) > :not(.holder)`).first().waitFor({ timeout: TIMEOUT });
      // An offer shows at the first reading that finds the set-up: give it two.
      await readings(page, 2);
      assert.equal(await page.locator('.tour-offer, .tour-card').count(), 0, 'no offer and no tour after the reload');
      assertNoErrors(errors);
    });

    // Skip ends it for good; the rules page's link starts it again.
    await withPage(browser, { viewport: PHONE }, async ({ context, page, errors }) => {
      await countReadings(context);
      await page.goto(url(`/${game}`));
      await waitForApp(page);
      await page.click('.tour-offer .btn-primary');
      await waitForStep(page, 0, n);
      await steps[0].act(page);
      await waitForStep(page, 1, n);
      await page.click('.tour-card .tour-skip');
      await page.locator('.tour-card').waitFor({ state: 'detached', timeout: TIMEOUT });
      await page.reload();
      await waitForApp(page);
      // (A `.holder` lays out as if it were not there, and a daily's banner's is empty here.)
      await page.locator(`main#main div.game-${game}:not(.tour) > :not(.holder)`).first().waitFor({ timeout: TIMEOUT });
      await readings(page, 2);
      assert.equal(await page.locator('.tour-offer, .tour-card').count(), 0, 'skipped: no offer and no tour after the reload');

      await page.goto(url(`/rules/${game}`));
      await waitForApp(page);
      const link = page.locator('a.tour-link');
      assert.equal(await link.getAttribute('href'), `/${game}?tour`);
      await link.click();
      await waitForStep(page, 0, n);
      assert.match(new URL(page.url()).search, /[?&]seed=.*&tour$/, 'the practice deal’s address');
      assertAnchored(await layout(page, steps[0].at), `${game} from the rules page`);
      assertNoErrors(errors);
    });

    // "No thanks" is remembered too.
    await withPage(browser, { viewport: PHONE }, async ({ context, page, errors }) => {
      await countReadings(context);
      await page.goto(url(`/${game}`));
      await waitForApp(page);
      await page.click('.tour-offer .btn:not(.btn-primary)');
      assert.equal(await page.locator('.tour-offer').count(), 0);
      await page.reload();
      await waitForApp(page);
      await visible(page, 'section.setup');
      await readings(page, 2);
      assert.equal(await page.locator('.tour-offer').count(), 0, 'declined: not offered again');
      assertNoErrors(errors);
    });
  }));
}

test('nmbr9 with the keyboard alone: focus on the card, Enter goes on or hands over the element, Escape skips', () => withApp(async ({ browser, url }) => {
  await withPage(browser, { viewport: LAPTOP }, async ({ page, errors }) => {
    const n = GAMES.nmbr9.length;
    const focused = (sel) => page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, sel);
    await page.goto(url('/nmbr9'));
    await waitForApp(page);
    await visible(page, '.tour-offer');
    // Tab to the offer's button and take it.
    for (let i = 0; i < 30 && !(await focused('.tour-offer .btn-primary')); i++) await page.keyboard.press('Tab');
    assert.equal(await focused('.tour-offer .btn-primary'), true, 'the offer is reached with Tab');
    await page.keyboard.press('Enter');
    await waitForStep(page, 0, n);
    // The set-up: focus on the card's "Try it", which hands the focus to "Start the game".
    await page.waitForFunction(() => document.activeElement?.matches('.tour-card .tour-next'));
    await page.keyboard.press('Enter');
    assert.equal(await focused('section.setup .btn-primary.btn-big'), true, 'Try it hands over the set-up’s button');
    await page.keyboard.press('Enter');
    for (const k of [1, 2]) {
      await waitForStep(page, k, n);
      await page.waitForFunction(() => document.activeElement?.matches('.tour-card .tour-next'));
      await page.keyboard.press('Enter');
    }
    await waitForStep(page, 3, n);
    await page.waitForFunction(() => document.activeElement?.matches('.tour-card .tour-next'));
    await page.keyboard.press('Enter');
    assert.equal(await focused('.n9-confirm'), true, 'Try it hands over “Place here”');
    await page.keyboard.press('Enter');
    await waitForStep(page, 4, n);
    await page.waitForFunction(() => document.activeElement?.matches('.tour-card .tour-next'));
    await page.keyboard.press('Escape');
    await page.locator('.tour-card').waitFor({ state: 'detached', timeout: TIMEOUT });
    // The game goes on where the tour left it: the second card, one tile on the table.
    assert.equal(await page.locator('.n9-board g.tile').count(), 1);
    assertNoErrors(errors);
  });
}));

test('dungeon: a press on the tile lit while the card moves to it is not lost (the card jumps to a new element, never across it)', () => withApp(async ({ browser, url }) => {
  await withPage(browser, { viewport: LAPTOP }, async ({ context, page, errors }) => {
    await countReadings(context);
    await page.goto(url('/dungeon?tour'));
    await waitForApp(page);
    // A slow glide, so that any way across the tile is seen (it takes 180 ms in the app).
    await page.addStyleTag({ content: '.tour-card { transition-duration: 1500ms !important; }' });
    await page.click('section.setup .btn-primary.btn-big');
    await waitForStep(page, 1, 5);
    await page.click('.tour-card .tour-next');
    await waitForStep(page, 2, 5);
    // The card beside the dice, at rest.
    await layout(page, GAMES.dungeon[2].at);
    // The die chosen lights START, and the step points at it instead of the dice: the player
    // presses it at once and lets go a moment later, while the card is on its way.
    await page.click('.dg-dice-box .dg-die:not(.used) >> nth=0');
    const tile = await page.locator('.dg-map .dg-tile.legal').first().boundingBox();
    const [x, y] = [tile.x + tile.width / 2, tile.y + tile.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    // The card on every frame of the press, until the walkthrough has read the page three
    // times (it has seen the lit tile and moved the card) and the card is at rest.
    const { covered, late } = await page.evaluate(([x, y, timeout]) => new Promise((resolve) => {
      const from = window.__readings;
      const covered = [];
      const late = setTimeout(() => resolve({ covered, late: true }), timeout);
      const frame = () => {
        const card = document.querySelector('.tour-card');
        const r = card?.getBoundingClientRect();
        if (r && r.left <= x && x <= r.right && r.top <= y && y <= r.bottom) covered.push({ x: r.x, y: r.y, width: r.width, height: r.height });
        if (window.__readings >= from + 3 && card && !card.getAnimations().length) {
          clearTimeout(late);
          resolve({ covered, late: false });
        } else {
          requestAnimationFrame(frame);
        }
      };
      requestAnimationFrame(frame);
    }), [x, y, TIMEOUT]);
    await page.mouse.up();
    assert.equal(late, false, 'the card came to rest after the press');
    assert.deepEqual(covered, [], 'the card passed over the tile the step points at');
    await waitForStep(page, 3, 5);
    assert.equal(await page.locator('.dg-map .dg-tile.written').count(), 1, 'the press wrote the die');
    assertNoErrors(errors);
  });
}));
