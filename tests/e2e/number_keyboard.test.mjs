// Keyboard only: from the home page to a full turn of The Number with Tab, Shift+Tab, Enter,
// Space, digits, Backspace and arrows — and a visible focus indicator on every control reached.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, gotoApp, withApp, withPage } from './lib/browser.mjs';
import { NumberPage, SEED, assertNoErrors, focusIndicator } from './lib/number_page.mjs';

test('keyboard only: start a game from home and play a whole turn (pick, confirm, reveal, continue)', () =>
  withApp(async ({ browser, url }) => {
    // Normal motion: the bots take their real 650 ms each; we wait on the screen, not the clock.
    await withPage(browser, { viewport: PHONE }, async ({ page, errors }) => {
      const game = new NumberPage(page, url);
      const noFocusRing = [];
      const check = async (why) => {
        const f = await focusIndicator(page);
        // Tab past the last control leaves the page (browser UI): nothing in the page is focused.
        if (f.tag === 'BODY') return f;
        if (!f.visible) noFocusRing.push(`${why}: ${f.describe} (outline ${f.outline}, box-shadow ${f.boxShadow})`);
        return f;
      };
      /** Tab (or Shift+Tab) until `pred(focus)` holds; checks the focus ring on every stop. */
      const tabTo = async (pred, what, { back = false, max = 40 } = {}) => {
        for (let i = 0; i < max; i++) {
          await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
          const f = await check(`Tab stop towards ${what}`);
          if (await page.evaluate(pred)) return f;
        }
        assert.fail(`${what} was not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
      };

      await gotoApp(page, url('/'));
      await page.locator('h1.home-title').waitFor();

      // Home → The Number's "Play" (the skip link, brand and nav come first).
      await tabTo(() => document.activeElement.matches('.game-card.game-number a.btn-primary'), 'the Play button');
      // Shift+Tab goes back to the previous stop, Tab comes again.
      await page.keyboard.press('Shift+Tab');
      await check('Shift+Tab from Play');
      assert.equal(await page.evaluate(() => document.activeElement.matches('.game-card.game-number a.btn-primary')), false);
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement.matches('.game-card.game-number a.btn-primary')), true);
      await page.keyboard.press('Enter');
      assert.equal(await game.waitForPhase('setup'), 'setup');

      // Setup: Player 3 from Easy bot to Hard bot with the arrow keys, then the seed, then Start.
      await tabTo(() => document.activeElement.matches('input[name="seat-2"]'), 'Player 3’s seat kind');
      assert.equal(await page.evaluate(() => document.activeElement.nextElementSibling.textContent), 'Easy bot');
      await page.keyboard.press('ArrowRight');
      assert.equal(await page.locator('input[name="seat-2"]:checked + .seg-label').innerText(), 'Hard bot');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowRight');
      assert.equal(await page.locator('input[name="seat-2"]:checked + .seg-label').innerText(), 'Hard bot');
      await tabTo(() => document.activeElement.matches('input.seed-input'), 'the seed field');
      await page.keyboard.type(SEED);
      await tabTo(() => document.activeElement.matches('section.setup > button.btn-primary'), 'Start the game');
      await page.keyboard.press('Space');
      assert.equal(await game.waitForPhase(['pick', 'bots']), 'pick');
      assert.deepEqual(await game.status(), { round: 1, turn: 1 });

      // The pick: digits typed anywhere fill the slots; Backspace takes the last back.
      await page.keyboard.press('9');
      await page.keyboard.press('4');
      assert.equal(await game.slotText(), '94');
      await page.keyboard.press('Backspace');
      assert.equal(await game.slotText(), '9');
      await page.keyboard.press('8');
      // A keypad key reached with Tab and pressed with Space adds its digit.
      await tabTo(() => document.activeElement.matches('section.picker button.key'), 'a keypad key');
      const keyDigit = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
      await page.keyboard.press('Space');
      const number = `98${keyDigit}`;
      assert.equal(await game.slotText(), number);
      // Confirm: Tab to it and press Enter (Enter on a key would press the key instead).
      await tabTo(() => document.activeElement.matches('section.picker .picker-actions button.btn-primary'), 'Confirm');
      await page.keyboard.press('Enter');
      await game.waitForPhase('locked');

      // Locked: the next step ("Reveal") has the focus, with a visible ring.
      const reveal = await check('the Reveal button after the pick');
      assert.equal(await page.evaluate(() => document.activeElement.matches('section.locked button.btn-primary')), true,
        `after confirming, the focus should be on "Reveal"; it is on ${reveal.describe}`);
      await page.keyboard.press('Enter');
      const shown = await game.waitForReveal(1, 1);
      assert.equal(shown.plays.find((p) => p.seat === 0).number, number);

      // Reveal: "Next turn" has the focus; Enter goes on to turn 2.
      const next = await check('the Next turn button after the reveal');
      assert.equal(await page.evaluate(() => document.activeElement.matches('.board > button.btn-big')), true,
        `after the reveal, the focus should be on "Next turn"; it is on ${next.describe}`);
      await page.keyboard.press('Enter');
      assert.equal(await game.waitForPhase(['pick', 'bots']), 'pick');
      assert.deepEqual(await game.status(), { round: 1, turn: 2 });

      // Turn 2 with digits and Enter alone (nothing focused): Enter confirms.
      const open = await game.availableDigits();
      const crossed = await game.crossedKeys();
      if (crossed.length) {
        // A crossed-out digit typed is refused, in words.
        await page.keyboard.press(String(crossed[0]));
        assert.equal(await game.slotText(), '');
        assert.match(await page.locator('section.picker .feedback').innerText(), new RegExp(`^${crossed[0]} is crossed out on your sheet`));
      }
      const d = String(open[open.length - 1]);
      for (let i = 0; i < 3; i++) await page.keyboard.press(d);
      await page.keyboard.press('Enter');
      await game.waitForPhase('locked');
      await page.keyboard.press('Enter');
      const second = await game.waitForReveal(1, 2);
      assert.equal(second.plays.find((p) => p.seat === 0).number, d.repeat(3));

      assert.deepEqual(noFocusRing, [], `focused controls without a visible focus indicator:\n${noFocusRing.join('\n')}`);
      assertNoErrors(errors);
    });
  }));
