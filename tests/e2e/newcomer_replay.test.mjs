// Every game's replay opens at move 0 (issue 18: Dungeons opened at the end): the step reads
// "Move 0 of N", the way back is disabled, and the board is the one before the first action.
// The links are the stored fixtures (crates/store/tests/fixtures/links.json), one finished game each.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { waitForApp, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';

const LINKS = JSON.parse(readFileSync(new URL('../../crates/store/tests/fixtures/links.json', import.meta.url), 'utf8'));
const PHONE = { width: 390, height: 844 };

// What a board shows before its first action: no tile placed, no number written.
const EMPTY_AT_START = {
  nmbr9: '.n9-board g.tile',
  dungeon: '.dg-map .dg-tile.written',
};

test('every replay opens at move 0', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      assert.equal(LINKS.length, 5);
      for (const { game, link } of LINKS) {
        await page.goto(url(link));
        await waitForApp(page);
        const step = page.locator('section.replay .replay-controls .step');
        await step.waitFor();
        const [n, of] = (await step.innerText()).match(/\d+/g).map(Number);
        assert.equal(n, 0, `${game}: the replay opens at move 0`);
        assert.ok(of > 0, `${game}: the replay has moves`);
        const buttons = page.locator('section.replay .replay-controls button');
        assert.ok(await buttons.nth(0).isDisabled(), `${game}: First is disabled at move 0`);
        assert.ok(await buttons.nth(1).isDisabled(), `${game}: Previous is disabled at move 0`);
        if (EMPTY_AT_START[game]) {
          assert.equal(await page.locator(EMPTY_AT_START[game]).count(), 0, `${game}: the board before the first action`);
          // One step on, the board shows the first action.
          await buttons.nth(2).click();
          await page.waitForFunction((sel) => document.querySelectorAll(sel).length > 0, EMPTY_AT_START[game]);
        }
      }
      assertNoErrors(errors);
    });
  }));
