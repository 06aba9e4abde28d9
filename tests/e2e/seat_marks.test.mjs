// Six seats, six marks (issue 38, item 4): at a six-seat table of Mino Dice and of Sequence
// Numbers every seat's tag has a shape and a colour no other seat has (seat 6 once wore seat
// 1's orange ●, and in Sequence they play for opposite teams). Screenshots of both tables at
// 390×844 and 1280×800 go to tests/e2e/out/seats6-<game>-<size>.png to be looked at.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, screenshot, startGame, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';

const DESKTOP = { width: 1280, height: 800 };
const SIX = 'seed=K7QM-3XPA&seats=human,easy,easy,easy,easy,easy';

/** Each seat's glyph and the colour it is drawn in, by seat, from the tags in `panel`. */
const marks = (page, panel) => page.locator(`${panel} .seat`).evaluateAll((tags) => tags.map((t) => {
  const glyph = t.querySelector('.seat-glyph');
  return { name: t.querySelector('.seat-name').textContent, glyph: glyph.textContent, colour: getComputedStyle(glyph).color };
}));

function assertSixDistinct(seen, game) {
  const names = seen.map((m) => m.name).sort();
  assert.deepEqual(names, ['Player 2', 'Player 3', 'Player 4', 'Player 5', 'Player 6', 'You'], `${game}: one tag per seat, "You" for the one person`);
  const show = JSON.stringify(seen);
  assert.equal(new Set(seen.map((m) => m.glyph)).size, 6, `${game}: six shapes: ${show}`);
  assert.equal(new Set(seen.map((m) => m.colour)).size, 6, `${game}: six colours: ${show}`);
}

for (const [game, panel, ready] of [
  ['mino', '.mn-seats', 'section.mn-bid'],
  ['sequence', '.sq-teams', '.sq-hand'],
]) {
  test(`${game}: six seats wear six shapes in six colours, light and dark`, () =>
    withApp(({ browser, url }) => withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      await startGame(page, url, `/${game}?${SIX}`);
      await page.locator(ready).waitFor();
      assertSixDistinct(await marks(page, panel), `${game} (light)`);
      await screenshot(page, `seats6-${game}-phone`);
      await page.setViewportSize(DESKTOP);
      await screenshot(page, `seats6-${game}-desktop`, { fullPage: false });
      await page.emulateMedia({ colorScheme: 'dark' });
      assertSixDistinct(await marks(page, panel), `${game} (dark)`);
      assertNoErrors(errors);
    })));
}
