// Languages: Settings → Français → 繁體中文, on the home page and The Number, kept across a
// reload; and the browser's language as the default. Expected texts are read from
// crates/texts/src/ (en.rs, fr.rs, zh_tw.rs, shell.rs and each game's file), so the test follows the
// translations as they are edited. The pages load them from texts/<page>.<lang>.txt: a missing
// file gets a clear message in every language.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, gotoApp, screenshot, withApp, withPage } from './lib/browser.mjs';
import { T, fill } from './lib/texts.mjs';
import { NumberPage, assertNoErrors, highLow, seedPath } from './lib/number_page.mjs';

const FAST = { viewport: PHONE, reducedMotion: 'reduce' };

/**
 * Whether the page's font stack can draw these characters: each is drawn on a canvas and
 * compared with a private-use character no font has (drawn as the "tofu" box). Returns the
 * characters that come out as boxes (then: apt-get install fonts-wqy-zenhei).
 */
async function tofu(page, chars) {
  return page.evaluate((chars) => {
    const font = `32px ${getComputedStyle(document.body).fontFamily}`;
    const draw = (ch) => {
      const c = document.createElement('canvas');
      c.width = c.height = 48;
      const x = c.getContext('2d');
      x.font = font;
      x.fillText(ch, 4, 38);
      return Array.from(x.getImageData(0, 0, 48, 48).data).join(',');
    };
    const box = draw('\uE000');
    return [...chars].filter((ch) => draw(ch) === box);
  }, chars);
}

/** Shell and home texts in `lang`. */
async function expectHome(page, lang, where) {
  const t = T[lang];
  await page.locator('h1.home-title').waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), lang, `${where}: <html lang>`);
  assert.equal(await page.locator('h1.home-title').innerText(), t.HomeTitle, `${where}: home title`);
  assert.equal(await page.locator('p.home-lede').innerText(), t.HomeLede, `${where}: home lede`);
  assert.equal(await page.locator('.game-card.game-number h2').innerText(), t.GameNumber, `${where}: game name`);
  assert.deepEqual(await page.locator('header nav.topnav a').allInnerTexts(), [t.NavHistory, t.NavSettings], `${where}: navigation`);
  assert.equal(await page.locator('.game-card.game-dungeon h2').innerText(), t.GameDungeon, `${where}: dungeon name`);
}

test('Settings → Français then 繁體中文: home and The Number are translated, and it survives a reload', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { ...FAST, locale: 'en-US' }, async ({ page, errors }) => {
      const game = new NumberPage(page, url);
      await gotoApp(page, url('/'));
      await expectHome(page, 'en', 'English by default');

      // Français.
      await page.locator('header nav a[href="/settings"]').click();
      await page.locator('section.settings h1').waitFor();
      await page.locator('label.seg-item', { hasText: 'Français' }).click();
      // The French texts arrive from texts/shell.fr.txt: the page switches once they are in.
      await page.locator('section.settings h1', { hasText: T.fr.SettingsTitle }).waitFor();
      assert.equal(await page.locator('section.settings h1').innerText(), T.fr.SettingsTitle);
      assert.equal(await page.locator('section.settings fieldset legend').first().innerText(), T.fr.SettingLanguage);
      assert.equal(await page.locator('input[name=lang]:checked + .seg-label').innerText(), 'Français');
      await page.locator('header a.brand').click();
      await expectHome(page, 'fr', 'after choosing Français');
      assert.equal(await page.locator('.game-card.game-number a.btn-primary').innerText(), T.fr.Play);

      // The Number in French: setup, picker, locked, reveal.
      await game.openSeedLink();
      assert.equal(await page.locator('section.setup h2#setup-title').innerText(), T.fr.NewGame);
      assert.equal(await game.startButton.innerText(), T.fr.StartGame);
      assert.equal(await page.locator('section.setup p.lede').innerText(), T.fr.FromSeedLink);
      assert.equal(await page.locator('input[name="seat-1"]:checked + .seg-label').innerText(), T.fr.SeatHard);
      await game.start();
      // Alone against bots, the heading speaks to the player (issue 50, item 8).
      assert.equal(await page.locator('#picker-title').innerText(), T.fr.PickTitleYou);
      assert.match(await game.confirmButton.innerText(), new RegExp(T.fr.ConfirmPick));
      assert.equal(await game.statusLine.locator('.chip').first().innerText(), fill(T.fr.RoundOf, { n: 1, of: 2 }));
      assert.equal(await game.share.locator('p.hint').innerText(), fill(T.fr.SeedIs, { seed: 'K7QM-3XPA' }));
      await game.pickByClicks(highLow(await game.availableDigits()));
      await game.confirm();
      assert.match(await game.lockedContinue.innerText(), new RegExp(T.fr.RevealNow));
      await game.continueAfterLock();
      await game.waitForReveal(1, 1);
      assert.equal(await page.locator('#reveal-title').innerText(), fill(T.fr.RevealTitle, { round: 1, turn: 1 }));
      assert.match(await game.nextButton.innerText(), new RegExp(T.fr.NextTurn));

      // Kept across a reload.
      await page.reload({ waitUntil: 'load' });
      await game.waitForApp();
      await game.waitForPhase('reveal');
      assert.equal(await page.getAttribute('html', 'lang'), 'fr');
      assert.equal(await page.locator('#reveal-title').innerText(), fill(T.fr.RevealTitle, { round: 1, turn: 1 }));
      await game.nextTurn();
      assert.equal(await page.locator('#picker-title').innerText(), T.fr.PickTitleYou);

      // 繁體中文.
      await page.locator('header nav a[href="/settings"]').click();
      await page.locator('label.seg-item', { hasText: '繁體中文' }).click();
      await page.locator('section.settings h1', { hasText: T['zh-TW'].SettingsTitle }).waitFor();
      assert.equal(await page.locator('section.settings h1').innerText(), T['zh-TW'].SettingsTitle);
      await page.locator('header a.brand').click();
      await expectHome(page, 'zh-TW', 'after choosing 繁體中文');
      assert.equal(await page.locator('.game-card.game-number a.btn-primary').innerText(), T['zh-TW'].Resume);
      const boxes = await tofu(page, '五款數字遊戲設定玩家');
      assert.deepEqual(boxes, [], `Chinese characters render as boxes (install fonts-wqy-zenhei): ${boxes.join(' ')}`);
      await screenshot(page, 'i18n-zh-home-phone');
      await page.locator('.game-card.game-number a.btn-primary').click();
      // Nobody has picked since the last reveal, so coming back shows it again first.
      if ((await game.waitForPhase(['pick', 'reveal'])) === 'reveal') await game.nextTurn();
      assert.equal(await page.locator('#picker-title').innerText(), T['zh-TW'].PickTitleYou);
      assert.equal(await game.statusLine.locator('.chip').nth(1).innerText(), fill(T['zh-TW'].TurnOf, { n: 2, of: 5 }));
      assert.equal(await page.locator('section.seats h2').innerText(), T['zh-TW'].TableTitle);
      await screenshot(page, 'i18n-zh-picker-phone');

      await page.reload({ waitUntil: 'load' });
      await game.waitForApp();
      if ((await game.waitForPhase(['pick', 'reveal'])) === 'reveal') {
        assert.equal(await page.locator('#reveal-title').innerText(), fill(T['zh-TW'].RevealTitle, { round: 1, turn: 1 }));
        await game.nextTurn();
      }
      assert.equal(await page.getAttribute('html', 'lang'), 'zh-TW');
      assert.equal(await page.locator('#picker-title').innerText(), T['zh-TW'].PickTitleYou);
      const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('numera.settings')));
      assert.equal(stored.lang, 'zh-TW');
      assertNoErrors(errors);
    });
  }));

test('the browser language is the default: fr-FR opens in French, zh-TW in Chinese, de-DE in English', () =>
  withApp(async ({ browser, url }) => {
    for (const [locale, lang] of [['fr-FR', 'fr'], ['zh-TW', 'zh-TW'], ['de-DE', 'en']]) {
      await withPage(browser, { ...FAST, locale }, async ({ page, errors }) => {
        await gotoApp(page, url('/'));
        await expectHome(page, lang, `locale ${locale}`);
        // Merely opening the app stores nothing: the default stays a default.
        assert.equal(await page.evaluate(() => localStorage.getItem('numera.settings')), null);
        if (locale === 'fr-FR') {
          await page.goto(url(seedPath('ABC')), { waitUntil: 'load' });
          await page.locator('section.link-error').waitFor();
          assert.equal(await page.locator('section.link-error h2').innerText(), `⚠ ${T.fr.BadSeedLink}`);
          assert.equal(await page.locator('section.link-error .reason').innerText(), fill(T.fr.ErrSeedLength, { n: 3 }));
        }
        assertNoErrors(errors, `locale ${locale}`);
      });
    }
  }));

test('texts that cannot be loaded: a message in every language, and the next visit works', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { ...FAST, locale: 'fr-FR', serviceWorkers: 'block' }, async ({ context, page }) => {
      await context.route('**/texts/**', (route) => route.fulfill({ status: 404, body: 'missing' }));
      await page.goto(url('/'), { waitUntil: 'load' });
      const message = page.locator('main.page p');
      await message.first().waitFor();
      const lines = await message.allInnerTexts();
      assert.match(lines[0], /could not load its texts/);
      assert.match(lines[1], /n’a pas pu charger ses textes/);
      assert.match(lines[2], /無法載入文字/);
      assert.match(lines[3], /texts\/shell\.fr\.txt: HTTP 404/);
      await context.unroute('**/texts/**');
      await page.reload({ waitUntil: 'load' });
      await expectHome(page, 'fr', 'once the texts load');
    });
  }));
