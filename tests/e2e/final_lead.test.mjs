// A finished game leads with its outcome, as a results screen does: who won, the scores and
// the breakdown come first, in the first screen, then sharing, the review and the board.
// Each game's finished game is a daily's deal played to the end by the best bot (the native
// `numera review`), saved as the game in progress and opened.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, screenshot, waitForApp, withApp, withPage } from './lib/browser.mjs';
import { numera } from './lib/numera_cli.mjs';
import { assertNoErrors } from './lib/checks.mjs';

const LAPTOP = { width: 1280, height: 800 };


/** A finished game of `game`: the deal of a past daily, every seat played by the best bots. */
function finishedSave(game) {
  const daily = numera('daily', '--game', game, '--date', '2026-12-02');
  const review = numera('review', '--game', game, '--seed', daily.seed, '--options', JSON.stringify(daily.options), '--seat', '0');
  return { version: 1, game, seed: daily.seed, options: daily.options, actions: review.log.split('\n').filter(Boolean) };
}

for (const game of ['nmbr9', 'number', 'sequence', 'mino', 'dungeon']) {
  test(`${game}: a finished game leads with its outcome, then sharing, the review and the board`, () => {
    const save = finishedSave(game);
    return withApp(async ({ browser, url }) => {
      for (const viewport of [LAPTOP, PHONE]) {
        await withPage(browser, { viewport, reducedMotion: 'reduce' }, async ({ page, errors }) => {
          await page.goto(url('/'));
          await waitForApp(page);
          await page.evaluate(([g, text]) => localStorage.setItem(`numera.save.${g}`, text), [game, JSON.stringify(save)]);
          await page.goto(url(`/${game}`));
          await waitForApp(page);
          const lead = page.locator('[data-testid=final-lead]');
          await lead.waitFor({ timeout: 30_000 });
          const top = (selector) => page.locator(selector).first().evaluate((e) => e.getBoundingClientRect().top);
          const [first, share, review, board] = [await top('[data-testid=final-lead]'), await top('.challenge-share'),
            await top('[data-testid=review-ask]'), await top('.table-layout')];
          assert.ok(first < share && share < review && review < board, `outcome ${first}, share ${share}, review ${review}, board ${board}`);
          // The outcome itself is on the first screen: its heading and a total or a winner.
          const heading = await lead.locator('h2, h3').first().evaluate((e) => e.getBoundingClientRect().bottom);
          assert.ok(heading < viewport.height, `the outcome's heading ends at ${heading} of ${viewport.height}`);
          assert.match(await lead.innerText(), /\d/);
          await screenshot(page, `final-lead-${game}-${viewport.width}`, { fullPage: false });
          assertNoErrors(errors);
        });
      }
    });
  });
}
