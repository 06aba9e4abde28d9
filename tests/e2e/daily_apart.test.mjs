// A daily or a challenge is played apart from the player's own game in progress (issue 50,
// item 9; app::aside, docs/storage.md): starting one sets that game aside instead of
// replacing it; one press, on the game's page or on home, brings it back, the daily or
// challenge going aside in its place; both survive reloads, in any order; when the daily
// ends, the page offers the game back, and the daily's result is written once.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHONE, collectErrors, formatViolations, runAxe, screenshot, waitForApp, watchAppStart, withApp } from './lib/browser.mjs';
import { assertNoErrors, layoutFaults } from './lib/checks.mjs';
import { Nmbr9Page, CARDS, DECK, SEED } from './lib/nmbr9_page.mjs';
import { numera } from './lib/numera_cli.mjs';
import { T, fill } from './lib/texts.mjs';

const EN = T.en;
const TIMEOUT = 15_000;

/** A page in a context of its own, its clock fixed at noon on 12 December 2026 in Paris. */
async function withDayPage(browser, fn) {
  const context = await browser.newContext({ viewport: PHONE, timezoneId: 'Europe/Paris', reducedMotion: 'reduce' });
  try {
    await watchAppStart(context);
    await context.clock.setFixedTime(new Date('2026-12-12T11:00:00Z'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    return await fn({ page, errors });
  } finally {
    await context.close().catch(() => {});
  }
}

async function open(page, url, path) {
  await page.goto(url(path));
  await waitForApp(page);
}

/** Places cards `from`..=`to`, each on the next legal spot. */
async function place(game, from, to) {
  for (let i = from; i <= to; i++) {
    await game.waitForTurn(i);
    await game.placeByKeyboard(['n']);
  }
}

/** The player's own NMBR 9 game (the pinned seed, solo), three cards placed: at card 4. */
async function ownGame(page, url) {
  const game = new Nmbr9Page(page, url);
  await game.openSeedLink(SEED, ['human']);
  await game.start();
  await place(game, 1, 3);
  await game.waitForTurn(4);
  return game;
}

/** What is on the game page now: its tiles, the card to place (if any), the daily and challenge lines. */
async function shown(page, game) {
  const placing = await page.locator('.n9-placer').count();
  return {
    tiles: await game.tileCount(),
    card: placing ? (await game.card()).digit : null,
    daily: await page.locator('.daily-banner').count(),
    challenge: await page.locator('[data-testid=challenge-banner]').count(),
  };
}

/** The button above the game that brings the game set aside back: its two lines, or null. */
async function bar(page) {
  const button = page.locator('[data-testid=aside-bar] button');
  if (!(await button.count())) return null;
  return {
    what: await button.locator('.aside-what').innerText(),
    where: await button.locator('.aside-where').innerText(),
    primary: (await button.getAttribute('class')).includes('btn-primary'),
  };
}

const LAPTOP = { width: 1280, height: 800 };

/** Screenshots `apart-<name>-phone` (390×844) and `-laptop` (1280×800), whole pages, back to phone size after. */
async function shoot(page, name) {
  for (const [size, viewport] of [['phone', PHONE], ['laptop', LAPTOP]]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await screenshot(page, `apart-${name}-${size}`, { fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

/** axe-core finds nothing, of any impact, and the layout has no fault (lib/checks.mjs). */
async function assertAxe(page, name) {
  const { violations } = await runAxe(page);
  const axe = violations.length ? [`${name}:\n${formatViolations(violations)}`] : [];
  const findings = [...axe, ...(await layoutFaults(page, name))];
  assert.deepEqual(findings, [], findings.join('\n'));
}

const stored = (page, key) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);

test('a daily sets the game in progress aside: both played in any order, through reloads and home', () =>
  withApp(async ({ browser, url }) => {
    await withDayPage(browser, async ({ page, errors }) => {
      let game = await ownGame(page, url);
      assert.equal((await game.card()).digit, DECK[3]);

      // The daily's screen says the game stays, and warns of nothing.
      await open(page, url, '/nmbr9?daily');
      const start = page.locator('section.daily-start');
      await start.waitFor();
      assert.equal(await start.locator('.warn').count(), 0, 'no warning: nothing is replaced');
      const kept = await start.locator('[data-testid=kept-apart]').innerText();
      assert.ok(kept.includes(EN.KeptApart.split(' (')[0]), kept);
      assert.ok(!(await start.innerText()).includes(EN.ReplacesGame.split(' (')[0]));
      await assertAxe(page, 'daily start over a game in progress');
      await shoot(page, 'daily-start');

      await start.locator('.btn-primary').click();
      await page.locator('.daily-banner').waitFor();
      assert.equal(new URL(page.url()).search, '');
      game = new Nmbr9Page(page, url);
      await place(game, 1, 1);
      await game.waitForTurn(2);
      const daily = await shown(page, game);
      assert.equal(daily.tiles, 1);
      assert.equal(daily.daily, 1);
      assert.deepEqual(await bar(page), { what: EN.BackToOwnGame, where: fill(EN.N9CardWhere, { n: 4, of: CARDS }), primary: false });
      await assertAxe(page, 'a daily with the game set aside');
      await shoot(page, 'daily-playing');

      // A reload keeps both: the daily on show, the game aside.
      await page.reload();
      await waitForApp(page);
      await game.waitForTurn(2);
      assert.deepEqual(await shown(page, game), daily);
      assert.equal((await bar(page)).what, EN.BackToOwnGame);

      // Home offers the game set aside; one press brings it back, the daily going aside.
      await open(page, url, '/');
      const link = page.locator('.game-nmbr9 [data-testid=aside-back]');
      assert.equal(await link.locator('.aside-what').innerText(), EN.BackToOwnGame);
      assert.equal(await link.locator('.aside-where').innerText(), fill(EN.N9ProgressCard, { n: 4, of: CARDS }));
      // The card's own line says which game it resumes: the daily, beside the game set aside.
      assert.equal(await page.locator('.game-nmbr9 .game-status').innerText(),
        fill(EN.HomeDailyInProgress, { at: fill(EN.N9ProgressCard, { n: 2, of: CARDS }) }));
      await assertAxe(page, 'home with a game set aside');
      await shoot(page, 'home');
      await link.click();
      await waitForApp(page);
      await game.waitForTurn(4);
      assert.equal(new URL(page.url()).search, '', 'the address is the plain /nmbr9 again');
      assert.deepEqual(await shown(page, game), { tiles: 3, card: DECK[3], daily: 0, challenge: 0 }, 'the same moves');
      assert.deepEqual(await bar(page), { what: EN.BackToDaily, where: fill(EN.N9CardWhere, { n: 2, of: CARDS }), primary: false });
      await shoot(page, 'own-with-daily-aside');

      // A move here, a reload: still both.
      await place(game, 4, 4);
      await game.waitForTurn(5);
      await page.reload();
      await waitForApp(page);
      await game.waitForTurn(5);
      assert.equal(await game.tileCount(), 4);

      // The page's own button: back to the daily, then to its end.
      await page.locator('[data-testid=aside-bar] button').click();
      await game.waitForTurn(2);
      assert.deepEqual(await shown(page, game), daily);
      assert.equal((await bar(page)).what, EN.BackToOwnGame);
      assert.equal(await page.evaluate(() => document.activeElement?.closest('[data-testid=aside-bar]') !== null), true, 'the focus stays on the button');
      await place(game, 2, CARDS);
      await page.locator('section.final').waitFor();
      // Over: the page offers the game back, first among its buttons.
      assert.deepEqual(await bar(page), { what: EN.BackToOwnGame, where: fill(EN.N9CardWhere, { n: 5, of: CARDS }), primary: true });
      await assertAxe(page, 'a daily over, the game set aside');
      await shoot(page, 'daily-over');
      const results = (await stored(page, 'numera.daily')).results;
      assert.equal(results.length, 1, 'the daily is recorded');

      await page.locator('[data-testid=aside-bar] button').click();
      await game.waitForTurn(5);
      assert.equal(await game.tileCount(), 4);
      assert.equal(await bar(page), null, 'a daily over is not set aside: it is in the history');
      await page.reload();
      await waitForApp(page);
      await game.waitForTurn(5);
      assert.equal(await game.tileCount(), 4);
      assert.equal((await stored(page, 'numera.daily')).results.length, 1, 'recorded once');
      assert.equal((await stored(page, 'numera.history')).games.length, 1, 'one game finished: the daily');
      assert.equal(await stored(page, 'numera.aside.nmbr9'), null);
      assertNoErrors(errors);
    });
  }));

test('a challenge link sets the game in progress aside too, and neither costs the other', () => {
  // A finished NMBR 9 game on a daily's deal, played by the bot, sent as a challenge.
  const deal = numera('daily', '--game', 'nmbr9', '--date', '2026-12-02');
  const review = numera('review', '--game', 'nmbr9', '--seed', deal.seed, '--options', JSON.stringify(deal.options), '--seat', '0');
  const log = join(mkdtempSync(join(tmpdir(), 'numera-')), 'log.txt');
  writeFileSync(log, review.log);
  const sent = numera('challenge', '--game', 'nmbr9', '--seed', deal.seed, '--options', JSON.stringify(deal.options), '--actions', log, '--name', 'Ada');
  assert.equal(sent.finished, true);
  return withApp(async ({ browser, url }) => {
    await withDayPage(browser, async ({ page, errors }) => {
      let game = await ownGame(page, url);
      await page.goto(url(sent.link));
      const start = page.locator('section.challenge-start');
      await start.waitFor({ timeout: TIMEOUT });
      assert.equal(await start.locator('.warn').count(), 0);
      await start.locator('[data-testid=kept-apart]').waitFor();
      await assertAxe(page, 'challenge start over a game in progress');
      await shoot(page, 'challenge-start');
      await start.getByRole('button', { name: EN.ChallengeAccept }).click();
      await page.locator('[data-testid=challenge-banner]').waitFor({ timeout: TIMEOUT });
      game = new Nmbr9Page(page, url);
      await place(game, 1, 1);
      await game.waitForTurn(2);
      const challenge = await shown(page, game);
      assert.equal(challenge.challenge, 1);
      assert.equal((await bar(page)).what, EN.BackToOwnGame);

      await page.reload();
      await waitForApp(page);
      await game.waitForTurn(2);
      assert.deepEqual(await shown(page, game), challenge);

      // Back to the game: the same three cards, no challenge line; the challenge waits aside.
      await page.locator('[data-testid=aside-bar] button').click();
      await game.waitForTurn(4);
      assert.deepEqual(await shown(page, game), { tiles: 3, card: DECK[3], daily: 0, challenge: 0 });
      assert.deepEqual(await bar(page), { what: EN.BackToChallenge, where: fill(EN.N9CardWhere, { n: 2, of: CARDS }), primary: false });
      await assertAxe(page, 'the game with a challenge set aside');
      await shoot(page, 'own-with-challenge-aside');

      // From home, back to the challenge, with its line; it goes on.
      await open(page, url, '/');
      const link = page.locator('.game-nmbr9 [data-testid=aside-back]');
      assert.equal(await link.locator('.aside-what').innerText(), EN.BackToChallenge);
      await link.click();
      await waitForApp(page);
      await game.waitForTurn(2);
      assert.deepEqual(await shown(page, game), challenge);
      await place(game, 2, 2);
      await game.waitForTurn(3);
      await page.reload();
      await waitForApp(page);
      await game.waitForTurn(3);
      assert.equal(await game.tileCount(), 2);
      assert.equal((await bar(page)).what, EN.BackToOwnGame);
      assertNoErrors(errors);
    });
  });
});

test('a new game of the player\'s own sets a daily in progress aside too, with no warning', () =>
  withApp(async ({ browser, url }) => {
    await withDayPage(browser, async ({ page, errors }) => {
      await open(page, url, '/nmbr9?daily');
      await page.locator('section.daily-start .btn-primary').click();
      await page.locator('.daily-banner').waitFor();
      const game = new Nmbr9Page(page, url);
      await place(game, 1, 2);
      await game.waitForTurn(3);
      assert.equal(await bar(page), null, 'nothing is set aside yet');

      // A friend's seed link opens the setup over the daily: it does not replace it.
      await game.openSeedLink(SEED, ['human']);
      assert.equal(await page.locator('section.setup .warn').count(), 0, 'no "replaces your game" warning');
      await game.start();
      await place(game, 1, 1);
      await game.waitForTurn(2);
      assert.deepEqual(await shown(page, game), { tiles: 1, card: DECK[1], daily: 0, challenge: 0 });
      assert.deepEqual(await bar(page), { what: EN.BackToDaily, where: fill(EN.N9CardWhere, { n: 3, of: CARDS }), primary: false });

      await page.locator('[data-testid=aside-bar] button').click();
      await game.waitForTurn(3);
      assert.equal(await game.tileCount(), 2);
      assert.equal(await page.locator('.daily-banner').count(), 1);
      assert.equal((await bar(page)).what, EN.BackToOwnGame);
      assertNoErrors(errors);
    });
  }));
