// Dungeons of Numera's advice for newcomers (issue 18): a die with no tile is offered the
// ±1 or reroll that could save it before the skull, and the hint button says what the
// auto-player would do, and why, for the position on screen only.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { legalTiles, pickDie, start, step, waitForScreen } from './lib/dungeon_page.mjs';

const PHONE = { width: 390, height: 844 };
const MAP1 = 'seed=K7QM-3XPA&map=1&circled=0';

test('the hint names the auto-player\'s choice with its reason, for this position only', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      await start(page, url, MAP1);
      const text = page.locator('[data-testid=hint-text]');
      assert.equal(await text.innerText(), '');
      await page.locator('[data-testid=hint]').click();
      const said = await text.innerText();
      // The first die goes on the start tile: "Write the 3 at column 1, row 9 (start): …".
      assert.match(said, /^Auto-player: Write the [1-6] at column \d+, row \d+ \(START\): /);
      await step(page, await waitForScreen(page));
      await page.waitForFunction(() => document.querySelector('[data-testid=hint-text]')?.textContent === '');
      assertNoErrors(errors);
    });
  }));

test('a die with no tile is offered the ability that could save it before the skull', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      let offered = 0;
      for (const seed of ['K7QM-3XPA', 'B2C4-D6F8', 'QQQQ-RRRR']) {
        await start(page, url, `seed=${seed}&map=1&circled=0`);
        for (let n = 0; n < 200 && !offered; n++) {
          const screen = await waitForScreen(page);
          if (screen === 'final' || screen === 'mapover') break;
          if (screen === 'place') {
            await pickDie(page);
            const offer = page.locator('[data-testid=rescue-offer]');
            if (!(await legalTiles(page)).length && (await offer.count())) {
              offered++;
              const die = await page.locator('.dg-dice-box .dg-die[aria-pressed=true]').getAttribute('data-i');
              const buttons = await offer.locator('[data-testid=rescue]').allInnerTexts();
              assert.ok(buttons.length > 0);
              // The skull is still there, after the offer.
              assert.equal(await page.locator('[data-testid=skull]').count(), 1);
              const nudge = buttons.findIndex((b) => /^[+−]1 on the [1-6]: as a [1-6] it has a tile$/.test(b));
              if (nudge >= 0) {
                await offer.locator('[data-testid=rescue]').nth(nudge).click();
                await page.waitForFunction(() => !document.querySelector('[data-testid=rescue-offer]'));
                await pickDie(page, Number(die));
                assert.ok((await legalTiles(page)).length > 0, 'after ±1 the die has a tile');
              } else {
                assert.match(buttons[0], /^Reroll 1 die: [1-6] of the 6 faces (has|have) a tile$/);
              }
              continue;
            }
          }
          await step(page, screen);
        }
        if (offered) break;
      }
      assert.ok(offered > 0, 'a rescue was offered');
      assertNoErrors(errors);
    });
  }));
