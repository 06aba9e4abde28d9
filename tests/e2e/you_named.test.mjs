// Issue 50, item 8: the one person playing against bots is "You" on every panel and in every
// line about their seat ("Choose your number", "Your bid", "You bid 2"), as the review calls
// them; never "Player 1". People sharing one device stay "Player 1", "Player 2": each needs to
// know whose turn it is. Texts come from crates/texts/src (lib/texts.mjs), so the test follows
// their wording. Screenshots: tests/e2e/out/you-<game>-<size>.png.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, formatViolations, runAxe, screenshot, startGame, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { T, fill } from './lib/texts.mjs';

const DESKTOP = { width: 1280, height: 800 };
const SEED = 'K7QM-3XPA';

const heading = async (page, selector) => (await page.locator(selector).innerText()).trim();
const names = (page, selector) => page.locator(`${selector} .seat-name`).allInnerTexts();
const mainText = (page) => page.locator('main').innerText();

/** The keypad's first three open digits, picked and sent. */
async function pickNumber(page) {
  const keys = page.locator('section.picker .keypad button.key');
  const open = await keys.evaluateAll((ks) => ks.map((k, i) => (k.disabled ? null : i)).filter((i) => i !== null));
  for (const digit of open.slice(0, 3)) await keys.nth(digit).click();
  await page.locator('section.picker .picker-actions button.btn-primary').click();
}

test('The Number against bots: "Choose your number", and "You" at the table, in English and French', () =>
  withApp(({ browser, url }) => Promise.all(['en', 'fr'].map((lang) =>
    withPage(browser, { viewport: PHONE, reducedMotion: 'reduce', locale: lang === 'fr' ? 'fr-FR' : 'en-US' }, async ({ page, errors }) => {
      const t = T[lang];
      await startGame(page, url, `/number?seed=${SEED}&seats=human,hard,easy`);
      await page.locator('section.picker').waitFor();
      assert.equal(await heading(page, '#picker-title'), t.PickTitleYou, lang);
      const seated = await names(page, 'li.seat-row');
      assert.deepEqual(seated, [t.SeatYou, fill(t.PlayerN, { n: 2 }), fill(t.PlayerN, { n: 3 })], lang);
      if (lang === 'en') await screenshot(page, 'you-number-phone');
      await pickNumber(page);
      await page.locator('section.locked').waitFor();
      assert.equal(await heading(page, '#locked-title'), t.PickLockedYou, lang);
      await page.locator('section.locked button.btn-primary').click();
      await page.locator('section.reveal').waitFor();
      const text = await mainText(page);
      assert.doesNotMatch(text, new RegExp(fill(t.PlayerN, { n: 1 })), `${lang}: no "Player 1" after the reveal`);
      assert.ok(text.includes(t.SeatYou), `${lang}: the reveal names "You"`);
      if (lang === 'en') {
        await page.setViewportSize(DESKTOP);
        await screenshot(page, 'you-number-desktop', { fullPage: false });
        const { violations } = await runAxe(page);
        assert.deepEqual(violations, [], formatViolations(violations));
      }
      assertNoErrors(errors);
    })))));

test('pass-and-play keeps the seat numbers: "Player 1, choose your number" behind the hand-over', () =>
  withApp(({ browser, url }) => withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
    await startGame(page, url, `/number?seed=${SEED}&seats=human,human,easy`);
    await page.locator('section.handover').waitFor();
    assert.equal(await heading(page, '#handover-title'), fill(T.en.PassDevice, { player: 'Player 1' }));
    await page.locator('section.handover button.btn-primary').click();
    await page.locator('section.picker').waitFor();
    assert.equal(await heading(page, '#picker-title'), fill(T.en.PickTitle, { player: 'Player 1' }));
    assertNoErrors(errors);
  })));

test('Mino Dice, Sequence Numbers and NMBR 9 against bots speak to "you"', () =>
  withApp(({ browser, url }) => withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
    await startGame(page, url, `/mino?seed=${SEED}&seats=human,easy,easy`);
    await page.locator('section.mn-bid').waitFor();
    assert.equal(await heading(page, '#mn-bid-title'), T.en.MnBidTitleYou);
    assert.equal((await names(page, '.mn-seats'))[0], T.en.SeatYou);
    await screenshot(page, 'you-mino-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'you-mino-desktop', { fullPage: false });
    await page.setViewportSize(PHONE);
    // The bid goes in; what the table shows then names "You", never "Player 1".
    await page.locator('section.mn-bid button.mn-bid-go').click();
    await page.locator('section.mn-bid').waitFor({ state: 'detached', timeout: 10_000 });
    assert.doesNotMatch(await mainText(page), /Player 1\b/);

    await startGame(page, url, `/sequence?seed=${SEED}&seats=human,easy`);
    await page.locator('h2.sq-turn').waitFor();
    assert.equal(await heading(page, 'h2.sq-turn'), T.en.SqYourTurnYou);
    assert.doesNotMatch(await mainText(page), /Player 1\b/);

    await startGame(page, url, `/nmbr9?seed=${SEED}&seats=human,easy`);
    await page.locator('h2.n9-turn').waitFor();
    assert.match(await heading(page, 'h2.n9-turn'), new RegExp(`^${fill(T.en.N9PlacesYou, { digit: '\\d' })}$`));
    assert.doesNotMatch(await mainText(page), /Player 1\b/);
    assertNoErrors(errors);
  })));
