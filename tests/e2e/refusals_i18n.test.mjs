// A refused move is explained in the player's language, in every game: each test opens the
// game in a French and in a Chinese browser, makes a move the rules refuse, and checks the
// reason shown is that language's text (read from crates/texts/src/), and that nothing was played.
// The English texts are the ones the other tests check.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { T, fill, pattern } from './lib/texts.mjs';
import { NumberPage } from './lib/number_page.mjs';
import { Nmbr9Page, SEED as N9_SEED } from './lib/nmbr9_page.mjs';
import { chipCount, openSave } from './lib/sequence_page.mjs';
import * as mino from './lib/mino_page.mjs';
import * as dungeon from './lib/dungeon_page.mjs';
import { readFileSync } from 'node:fs';

const LANGS = [['fr-FR', 'fr'], ['zh-TW', 'zh-TW']];
const SEED = 'K7QM-3XPA';
const SEQUENCE_SAVES = JSON.parse(readFileSync(new URL('./data/sequence_saves.json', import.meta.url), 'utf8'));

/** Runs `fn(page, t)` once per language, in a browser whose language is that one. */
function inEachLanguage(fn) {
  return withApp(async ({ browser, url }) => {
    for (const [locale, lang] of LANGS) {
      await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce', locale }, async ({ page, errors }) => {
        await fn(page, url, T[lang], lang);
        assert.equal(await page.getAttribute('html', 'lang'), lang);
        assertNoErrors(errors);
      });
    }
  });
}

test('The Number: a crossed-out digit typed is refused in French and in Chinese', () =>
  inEachLanguage(async (page, url, t) => {
    const game = new NumberPage(page, url);
    await game.openSeedLink(SEED, ['human', 'easy', 'easy']);
    await game.start();
    // 000 is the smallest number there is: approved, it crosses out the 0.
    await game.pickByKeyboard(0);
    await game.confirm();
    await game.continueAfterLock();
    await game.waitForReveal(1, 1);
    await game.nextTurn();
    await page.keyboard.press('0');
    assert.equal(await game.slotText(), '', 'the crossed digit is not written');
    assert.equal(await page.locator('section.picker .feedback').innerText(), fill(t.DigitIsCrossed, { d: 0 }));
  }));

test('NMBR 9: a tile on a single tile is refused in French and in Chinese', () =>
  inEachLanguage(async (page, url, t) => {
    const game = new Nmbr9Page(page, url);
    await game.openSeedLink(N9_SEED, ['human']);
    await game.start();
    await game.placeByKeyboard(['n']);
    await game.waitForTurn(2);
    const [first] = await game.tileCells();
    await game.tapCell(first[0], first[1]);
    await game.confirm.click();
    const why = await game.alert.innerText();
    const reasons = ['N9ErrOverlaps', 'N9ErrOneTile', 'N9ErrOverhangs'].map((k) => fill(t.N9Refused, { why: t[k] }));
    assert.ok(reasons.includes(why), `"${why}" is none of ${JSON.stringify(reasons)}`);
    assert.equal(await game.tileCount(), 1, 'nothing was placed');
  }));

test('Sequence Numbers: a Minus on a locked chip is refused in French and in Chinese', () =>
  inEachLanguage(async (page, url, t) => {
    await openSave(page, url, SEQUENCE_SAVES.locked);
    const chips = await chipCount(page);
    await page.locator('.sq-card.minus').click();
    await page.locator('.sq-space.locked:has(.sq-chip.team-1)').first().click();
    assert.equal(await page.locator('.feedback[role=alert]').innerText(), t.SqMinusLocked);
    assert.equal(await chipCount(page), chips, 'nothing was taken off');
  }));

test('Mino Dice: an off-colour roll is refused in French and in Chinese', () =>
  inEachLanguage(async (page, url, t) => {
    await mino.start(page, url, `seed=${SEED}&seats=human,easy,medium`);
    for (let n = 0; n < 400; n++) {
      const screen = await mino.waitForAction(page);
      assert.notEqual(screen, 'final', 'no forced follow came up in the whole game');
      if (screen === 'roll' && (await page.locator('.mn-die-btn.barred').count())) break;
      await mino.step(page, screen);
    }
    const before = await mino.handDice(page);
    await page.locator('.mn-die-btn.barred').first().click();
    const why = await page.locator('[data-testid=why]').innerText();
    assert.match(why, pattern(t.MnRefMustFollow));
    assert.deepEqual(await mino.handDice(page), before, 'nothing was rolled');
  }));

test('Dungeons of Numera: a first number off START is refused in French and in Chinese', () =>
  inEachLanguage(async (page, url, t) => {
    await dungeon.start(page, url, `seed=${SEED}&map=1&circled=0`);
    await dungeon.pickDie(page, 0);
    const before = await dungeon.written(page);
    await page.locator('.dg-map .dg-tile:not(.legal)').first().click();
    // Marked ✗ for the eye (hidden from screen readers, which read the words alone).
    assert.equal(await page.locator('[data-testid=why]').innerText(), `✗ ${t.DgRefStartFirst}`);
    assert.deepEqual(await dungeon.written(page), before, 'nothing was written');
  }));

// The texts these tests rely on exist in both languages and differ from the English.
test('the refusal texts are translated', () => {
  for (const key of ['DigitIsCrossed', 'N9Refused', 'SqMinusLocked', 'MnRefMustFollow', 'DgRefStartFirst']) {
    for (const [, lang] of LANGS) {
      assert.ok(T[lang][key], `${key} has a ${lang} text`);
      assert.notEqual(T[lang][key], T.en[key], `${key} is translated into ${lang}`);
    }
  }
});
