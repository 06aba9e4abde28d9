// Colour-blind safety of The Number's and Mino Dice's boards (issue 18, docs/colour_blind.md):
// under Chromium's emulated protanopia, deuteranopia and tritanopia (CDP
// Emulation.setEmulatedVisionDeficiency), at 390×844, screenshots of each board in play go to
// tests/e2e/out/cb-<game>-<type>.png to be looked at, and the cue that is not colour is checked
// on the page: The Number's eliminated numbers carry ✗ and the reason in words, approved ones
// ✓, crossed digits a strike; Mino's number dice carry their colour's frame (solid, dashed,
// dotted, double), creature dice their creature, a creature's flag its creature too, and the
// colour to follow its frame beside its name.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OUT_DIR, PHONE, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { NumberPage, seedPath } from './lib/number_page.mjs';
import { start, step, waitForAction } from './lib/mino_page.mjs';

const TYPES = ['protanopia', 'deuteranopia', 'tritanopia'];
const FAST = { viewport: PHONE, reducedMotion: 'reduce' };

/** Screenshots of the viewport under each vision deficiency, then back to normal vision. */
async function underEach(page, name) {
  const cdp = await page.context().newCDPSession(page);
  for (const type of TYPES) {
    await cdp.send('Emulation.setEmulatedVisionDeficiency', { type });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: `${OUT_DIR}/cb-${name}-${type}.png` });
  }
  await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'none' });
  await cdp.detach();
}

test('The Number: eliminated and approved numbers, crossed digits, told without colour', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      const game = new NumberPage(page, url);
      await game.openSeedLink('K7QM-3XPA', ['human', 'hard', 'easy', 'easy']);
      await game.start();
      // Turns until one eliminates somebody, so both kinds of rows are on the reveal.
      let rows = [];
      for (let turn = 0; turn < 5; turn++) {
        await game.playTurn();
        rows = await page.locator('section.reveal li.play').evaluateAll((ls) => ls.map((l) => ({
          state: [...l.classList].find((c) => c.startsWith('play-')),
          icon: l.querySelector('.play-icon')?.textContent,
          why: l.querySelector('.why')?.textContent.trim() ?? '',
        })));
        if (rows.some((r) => r.state === 'play-out') && rows.some((r) => r.state === 'play-in')) break;
        await game.nextTurn();
      }
      assert.ok(rows.some((r) => r.state === 'play-out'), `a reveal with an eliminated number: ${JSON.stringify(rows)}`);
      for (const r of rows) {
        if (r.state === 'play-out') {
          assert.equal(r.icon, '✗', 'an eliminated number is crossed');
          assert.ok(r.why.length > 0, 'and says why in words');
        }
        if (r.state === 'play-in') assert.equal(r.icon, '✓', 'an approved number is ticked');
      }
      await page.locator('section.reveal').scrollIntoViewIfNeeded();
      await underEach(page, 'number-reveal');
      await game.nextTurn();
      await game.waitForPhase('pick');
      // Digits crossed out: the keypad's key is disabled and the sheet's cell struck.
      const crossed = await page.locator('.cell-crossed').evaluateAll((cs) => cs.map((c) => !!c.querySelector('line, path')));
      assert.ok(crossed.length > 0 && crossed.every(Boolean), `every crossed digit carries its strike: ${crossed}`);
      await underEach(page, 'number-pick');
      assertNoErrors(errors);
    });
  }));

/** Every die drawn on the page: its kind, and which of the non-colour cues it carries. */
const dice = (page) => page.locator('svg.mn-die:not(.mn-swatch)').evaluateAll((svgs) => svgs.map((s) => ({
  kind: [...s.classList].find((c) => c.startsWith('k-')).slice(2),
  frame: !!s.querySelector('.mn-frame'),
  dashes: getComputedStyle(s.querySelector('.mn-frame') ?? s).strokeDasharray,
  creature: !!s.querySelector('.mn-glyph'),
  flag: !!s.querySelector('.mn-flag'),
})));

const NUMBER = ['black', 'blue', 'red', 'yellow'];

function checkDice(list) {
  const styles = new Map();
  for (const d of list) {
    if (NUMBER.includes(d.kind)) {
      assert.ok(d.frame, `a ${d.kind} die carries its frame`);
      styles.set(d.kind, d.dashes);
    } else {
      assert.ok(d.creature, `a ${d.kind} die shows its creature, even on its flag`);
    }
  }
  // Two colours never share a frame style.
  const seen = [...styles.entries()];
  for (const [a, sa] of seen) {
    for (const [b, sb] of seen) if (a < b && a !== 'yellow' && b !== 'yellow') assert.notEqual(sa, sb, `${a} and ${b} frames differ`);
  }
}

test('Mino Dice: dice in hand and on the table told without colour', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await start(page, url, 'seed=K7QM-3XPA&seats=human,easy,medium');
      const seen = new Set();
      let shots = 0;
      for (let n = 0; n < 400 && shots < 2; n++) {
        const screen = await waitForAction(page);
        if (screen === 'final') break;
        if (screen === 'roll' || screen === 'done') {
          const list = await dice(page);
          checkDice(list);
          for (const d of list) seen.add(d.kind);
          const hand = await page.locator('.mn-die-btn').count();
          const rolled = await page.locator('.mn-rolls .mn-roll').count();
          // A roll with a colour to follow, several dice in hand: the table's every cue at once.
          if (screen === 'roll' && hand >= 4 && rolled >= 1 && shots === 0) {
            const follow = page.locator('[data-testid=follow]');
            if (await follow.locator('svg.mn-swatch').count()) {
              await page.locator('section.mn-trick').scrollIntoViewIfNeeded();
              await underEach(page, 'mino-roll');
              shots++;
            }
          }
          if (screen === 'done' && rolled >= 3 && shots === 1) {
            await underEach(page, 'mino-trick');
            shots++;
          }
        }
        await step(page, screen);
      }
      assert.equal(shots, 2, 'both screens were reached');
      assert.ok(seen.size >= 5, `several kinds of dice were drawn: ${[...seen]}`);
      assertNoErrors(errors);
    });
  }));
