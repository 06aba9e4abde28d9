// At the end of a game its outcome comes into view and takes the focus (issue 50, item 5): on a
// phone scrolled down to Dungeons' dice, the last skull used to leave "A skull is filled." and
// New game on screen with "Game over" far above; Mino Dice on a laptop ended the view at the
// bottom of the page; The Number's "See the final scores" landed on New game. Each game is
// opened a move or two before its end (tests/e2e/data/finished_saves.json, cut short), its last
// moves made through the page, and then the outcome's heading must hold the focus and show.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHONE, formatViolations, runAxe, screenshot, waitForApp, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { REPO_ROOT } from './lib/server.mjs';
import * as mino from './lib/mino_page.mjs';
import { NumberPage, highLow } from './lib/number_page.mjs';
import { Nmbr9Page } from './lib/nmbr9_page.mjs';

const LAPTOP = { width: 1280, height: 800 };
const SAVES = JSON.parse(await readFile(join(REPO_ROOT, 'tests/e2e/data/finished_saves.json'), 'utf8'));

// Each game: how many moves of its finished save are left to play, and how to play them.
const ENDS = {
  dungeon: [1, async (page) => {
    // The one die left has no tile: its skull ends the campaign.
    await page.locator('[data-testid=skull]').click();
  }],
  mino: [3, async (page) => {
    await mino.playToEnd(page);
  }],
  number: [3, async (page, url) => {
    await new NumberPage(page, url).playToEnd(highLow);
  }],
  sequence: [1, async (page) => {
    await page.locator('.sq-card[data-card=plus]').click();
    await page.locator('.sq-space[data-cell="55"]').click();
  }],
  nmbr9: [2, async (page, url) => {
    await new Nmbr9Page(page, url).placeByKeyboard(['n']);
  }],
};

/** Where the focus is, and where the outcome and its heading are on screen. */
const focusAndLead = (page) => page.evaluate(() => {
  const lead = document.querySelector('[data-testid=final-lead]');
  const heading = lead?.querySelector('h2');
  const a = document.activeElement;
  return {
    focus: a ? `${a.tagName.toLowerCase()}${a.id ? '#' + a.id : ''} “${(a.textContent ?? '').trim().slice(0, 30)}”` : 'none',
    onHeading: Boolean(heading) && a === heading,
    top: heading?.getBoundingClientRect().top ?? NaN,
    bottom: heading?.getBoundingClientRect().bottom ?? NaN,
  };
});

for (const [game, [left, finish]] of Object.entries(ENDS)) {
  test(`${game}: the outcome comes into view and takes the focus at the end, on a phone and a laptop`, () =>
    withApp(async ({ browser, url }) => {
      const save = { ...SAVES[game], actions: SAVES[game].actions.slice(0, -left) };
      for (const [size, viewport] of [['phone', PHONE], ['laptop', LAPTOP]]) {
        await withPage(browser, { viewport, reducedMotion: 'reduce' }, async ({ page, errors }) => {
          await page.goto(url('/'));
          await waitForApp(page);
          await page.evaluate(([g, text]) => localStorage.setItem(`numera.save.${g}`, text), [game, JSON.stringify(save)]);
          await page.goto(url(`/${game}`));
          await waitForApp(page);
          await finish(page, url);
          const lead = page.locator('[data-testid=final-lead] h2');
          await lead.waitFor();
          // The focus is given once the table has drawn its end.
          await page.waitForFunction(() => document.activeElement?.closest('[data-testid=final-lead]'), null, { timeout: 5_000 })
            .catch(() => {});
          const seen = await focusAndLead(page);
          assert.ok(seen.onHeading, `${game} ${size}: the focus is on ${seen.focus}, not the outcome's heading`);
          assert.ok(seen.top >= 0 && seen.bottom <= viewport.height, `${game} ${size}: the outcome's heading is at ${seen.top}–${seen.bottom} px of ${viewport.height}`);
          await screenshot(page, `outcome-${game}-${size}`, { fullPage: false });
          const { violations } = await runAxe(page);
          assert.deepEqual(violations, [], formatViolations(violations));
          assertNoErrors(errors);
        });
      }
    }));
}
