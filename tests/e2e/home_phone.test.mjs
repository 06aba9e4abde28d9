// Home's first screen on a phone leads to the games (issue 38, item 11): at 390x844 every
// game's name and the first game's Play are above the fold, each game has one Play (the daily
// says what it is instead of a second "Play"), and a line says what a daily is. On a laptop
// the games and the dailies share the first screen. The Number's set-up fits its "Start the
// game" on the phone's first screen.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, collectErrors, screenshot, waitForApp, watchAppStart, withApp } from './lib/browser.mjs';
import { T } from './lib/texts.mjs';

const EN = T.en;
const LAPTOP = { width: 1280, height: 800 };
const GAMES = ['number', 'nmbr9', 'sequence', 'mino', 'dungeon'];

/** A page at a fixed time after the dailies' launch, so that home lists them. */
async function withHome(browser, viewport, fn) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  try {
    await watchAppStart(context);
    await context.clock.setFixedTime(new Date('2026-12-20T12:00:00Z'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    return await fn({ page, errors });
  } finally {
    await context.close().catch(() => {});
  }
}

/** The page box of the first element `selector` matches. */
const box = async (page, selector) => {
  const b = await page.locator(selector).first().boundingBox();
  assert.ok(b, `${selector} is shown`);
  return b;
};

async function openHome(page, url) {
  await page.goto(url('/'));
  await waitForApp(page);
  await page.locator('section.dailies').waitFor();
}

test('home on a phone: the games first, one Play each, and a line saying what a daily is', () =>
  withApp(async ({ browser, url }) => {
    await withHome(browser, PHONE, async ({ page, errors }) => {
      await openHome(page, url);
      const fold = PHONE.height;
      const play = await box(page, '.game-card a.btn-primary');
      assert.ok(play.y + play.height <= fold, `the first game's Play ends at ${play.y + play.height}, below ${fold}`);
      for (const game of GAMES) {
        const name = await box(page, `.game-card.game-${game} h2`);
        assert.ok(name.y + name.height <= fold, `${game}'s name ends at ${name.y + name.height}, below ${fold}`);
      }
      // One way to play each game: a single link named Play (or Resume) leads to it.
      const plays = await page.locator('a').evaluateAll((links, names) => links
        .filter((a) => names.includes(a.textContent.trim()))
        .map((a) => new URL(a.href).pathname.slice(1)), [EN.Play, EN.Resume]);
      for (const game of GAMES) {
        assert.equal(plays.filter((g) => g === game).length, 1, `${game}: one Play, not ${plays}`);
      }
      // Today's daily of a game is offered by what it is.
      assert.equal(await page.locator('.daily-card[data-game=nmbr9] a.btn').innerText(), EN.DailyTake);
      assert.equal(await page.locator('.dailies .daily-what').innerText(), EN.DailyWhat);
      // Nothing wider than the phone.
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll');
      await screenshot(page, 'home-phone-first-screen', { fullPage: false });
      await screenshot(page, 'home-phone');
      assert.deepEqual(errors, []);
    });
  }));

test('home on a laptop: the games and the dailies share the first screen', () =>
  withApp(async ({ browser, url }) => {
    await withHome(browser, LAPTOP, async ({ page, errors }) => {
      await openHome(page, url);
      for (const game of GAMES) {
        const name = await box(page, `.game-card.game-${game} h2`);
        assert.ok(name.y + name.height <= LAPTOP.height, `${game}'s name ends at ${name.y + name.height}`);
      }
      const daily = await box(page, '.daily-card a.btn');
      assert.ok(daily.y + daily.height <= LAPTOP.height, `the first daily's button ends at ${daily.y + daily.height}`);
      await screenshot(page, 'home-laptop', { fullPage: false });
      assert.deepEqual(errors, []);
    });
  }));

test("The Number's set-up: “Start the game” is on the phone's first screen", () =>
  withApp(async ({ browser, url }) => {
    await withHome(browser, PHONE, async ({ page, errors }) => {
      await page.goto(url('/number'));
      await waitForApp(page);
      const start = page.getByRole('button', { name: EN.StartGame });
      await start.waitFor();
      const b = await start.boundingBox();
      assert.ok(b.y + b.height <= PHONE.height, `“Start the game” ends at ${b.y + b.height}, below ${PHONE.height}`);
      await screenshot(page, 'number-setup-phone', { fullPage: false });
      assert.deepEqual(errors, []);
    });
  }));
