// The hand-over between two people on one device names what the next player is about to see
// (issue 50): Sequence Numbers their cards, Mino Dice their dice, The Number their digits. It
// used to say "show my digits" in all three games. Checked in every language, with the
// screenshots of Sequence's and Mino's at phone and laptop sizes (tests/e2e/out/).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, screenshot, waitForApp, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/number_page.mjs';
import { pattern, T } from './lib/texts.mjs';

const LAPTOP = { width: 1280, height: 800 };

// Each game, its address for two people at the table, its words and what must not be said.
const GAMES = [
  ['sequence', '/sequence?seed=K7QM-3XPA&seats=human,human', 'Sq', { en: /cards/, fr: /cartes/, 'zh-TW': /手牌/ }],
  ['mino', '/mino?seed=K7QM-3XPA&seats=human,human,easy', 'Mn', { en: /dice/, fr: /dés/, 'zh-TW': /骰子/ }],
  ['number', '/number?seed=K7QM-3XPA&seats=human,human,easy', 'Number', { en: /digits/, fr: /chiffres/, 'zh-TW': /數字/ }],
];
const DIGITS = { en: /digit/, fr: /chiffre/, 'zh-TW': /數字/ };

for (const [game, path, prefix, named] of GAMES) {
  test(`${game}: the hand-over names what it hides, in every language`, () =>
    withApp(async ({ browser, url }) => {
      await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
        for (const lang of ['en', 'fr', 'zh-TW']) {
          await page.goto(url('/settings'));
          await waitForApp(page);
          await page.evaluate((l) => localStorage.setItem('numera.settings', `{"version":1,"lang":"${l}","theme":"system","motion":"system"}`), lang);
          await page.goto(url(path));
          await waitForApp(page);
          await page.waitForFunction((l) => document.documentElement.lang === l, lang);
          await page.locator('section.setup .btn-primary.btn-big').click();
          const handover = page.locator('section.handover');
          await handover.waitFor();
          const hint = (await handover.locator('p:not(.handover-glyph)').innerText()).trim();
          const button = (await handover.locator('button').innerText()).trim();
          assert.equal(hint, T[lang][`${prefix}HandoverHint`], `${game} ${lang}`);
          assert.match(button, pattern(T[lang][`${prefix}ImReady`]), `${game} ${lang}`);
          assert.match(`${hint} ${button}`, named[lang], `${game} ${lang} names what it hides`);
          if (game !== 'number') {
            assert.doesNotMatch(`${hint} ${button}`, DIGITS[lang], `${game} ${lang}: no digits to show`);
          }
          if (lang === 'en' && game !== 'number') {
            for (const [size, viewport] of [['phone', PHONE], ['laptop', LAPTOP]]) {
              await page.setViewportSize(viewport);
              await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
              await screenshot(page, `handover-${game}-${size}`);
            }
            await page.setViewportSize(PHONE);
          }
          // A new game next time: the one just started would otherwise resume.
          await page.evaluate((g) => localStorage.removeItem(`numera.save.${g}`), game);
        }
        assertNoErrors(errors);
      });
    }));
}
