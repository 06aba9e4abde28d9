// The bots' speed (settings): the choice is stored with the other settings, and a game against
// bots plays on at it. How long a pause lasts is not timed here (shared machines are noisy):
// the scale itself is checked natively (store::settings).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, withApp, withPage } from './lib/browser.mjs';
import { NumberPage, SEED, SEATS, assertNoErrors, highLow, seedPath } from './lib/number_page.mjs';
import { T } from './lib/texts.mjs';

test('the bots can be set to play instantly, and a game against them plays on', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE }, async ({ page, errors }) => {
      await page.goto(url('/settings'));
      await page.locator('section.settings').waitFor({ timeout: 30_000 });
      const group = page.getByRole('group', { name: T.en.SettingBots });
      assert.equal(await group.getByRole('radio', { name: T.en.BotsNormal }).isChecked(), true, 'normal by default');
      await group.getByRole('radio', { name: T.en.BotsInstant }).check();
      await page.waitForFunction(() => JSON.parse(localStorage.getItem('numera.settings') ?? '{}').bots === 'instant');

      const game = new NumberPage(page, url);
      await game.open(seedPath(SEED, SEATS));
      await game.start();
      const { reveal } = await game.playTurn(highLow);
      assert.ok(reveal, 'the bots picked and the turn was revealed');
      assertNoErrors(errors);
    });
  }));
