// A full browser storage, made with a quota shim (lib/storage.mjs): the game goes on, the
// player is told once, what was saved stays intact, and the history is compacted (the oldest
// games folded into counts) rather than lost.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, gotoApp, screenshot, withApp, withPage } from './lib/browser.mjs';
import { NumberPage, SEED, SEATS, assertNoErrors, highLow, seedPath } from './lib/number_page.mjs';
import { T } from './lib/texts.mjs';
import { installQuotaShim, setQuota, store } from './lib/storage.mjs';

const FAST = { viewport: PHONE, reducedMotion: 'reduce' };

const refusals = (page) => page.evaluate(() => window.__refusedWrites ?? 0);
const writeFailed = (page) => page.locator('.notice', { hasText: T.en.NoticeWriteFailed });

/** `n` finished games of The Number, oldest first, each with a replay code of its own. */
function oldGames(n) {
  const games = [];
  for (let i = 0; i < n; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    games.push({
      date: `2026-${i < 28 ? '10' : '11'}-${day}T10:00:00.000Z`,
      game: 'number',
      seed: SEED,
      players: ['human', 'hard', 'easy'],
      scores: [40 + i, 50, 30],
      winners: i % 2 === 0 ? [1] : [0],
      replay: `1${'A'.repeat(300)}${i}`,
    });
  }
  return games;
}

/** The Number under the quota shim, its first turn played and saved. */
async function oneTurnIn(context, page, url) {
  await installQuotaShim(context);
  const game = new NumberPage(page, url);
  await game.open(seedPath(SEED, SEATS));
  await game.start();
  await game.playTurn(highLow);
  await game.nextTurn();
  return game;
}

test('a full storage: the game goes on and is told once, the save stays intact', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ context, page, errors }) => {
      const game = await oneTurnIn(context, page, url);
      const saved = await page.evaluate(() => localStorage.getItem('numera.save.number'));

      // From now on nothing more fits, and there is no history to fold.
      await setQuota(page, 0);
      for (let turn = 2; turn <= 4; turn++) {
        assert.deepEqual(await game.status(), { round: 1, turn });
        await game.playTurn(highLow);
        await game.nextTurn();
      }
      assert.ok((await refusals(page)) > 2, 'the browser refused the writes');
      assert.equal(await page.evaluate(() => localStorage.getItem('numera.save.number')), saved, 'the stored save is untouched');
      assert.ok(JSON.parse(saved).actions.length > 0);
      await writeFailed(page).waitFor({ state: 'visible' });
      assert.equal(await page.locator('.notice').count(), 1, 'told once, not once per write');
      await screenshot(page, 'storage-full-phone', { fullPage: false });

      // Dismissed, it does not come back with the next refused write.
      await page.locator('.notice .notice-close').click();
      await game.playTurn(highLow);
      await game.nextTurn();
      assert.equal(await page.locator('.notice').count(), 0);
      assertNoErrors(errors);
    });
  }));

test('a full storage: the screens kept for a quicker return make room first, and the player loses nothing', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ context, page, errors }) => {
      const game = await oneTurnIn(context, page, url);
      // What index.html keeps when another game's page is left (src/app/stand_in.rs).
      await store(page, { 'numera.view.nmbr9': JSON.stringify({ lang: 'en', save: '0:0', html: `<main>${'x'.repeat(4000)}</main>` }) });
      await setQuota(page, 0);
      const before = await page.evaluate(() => localStorage.getItem('numera.save.number'));
      await game.playTurn(highLow);
      await game.nextTurn();
      const after = await page.evaluate(() => localStorage.getItem('numera.save.number'));
      assert.ok(JSON.parse(after).actions.length > JSON.parse(before).actions.length, 'the move was saved');
      assert.equal(await page.evaluate(() => localStorage.getItem('numera.view.nmbr9')), null, 'in the kept screen\'s room');
      assert.equal(await page.locator('.notice').count(), 0, 'nothing of the player\'s was lost: no notice');
      assertNoErrors(errors);
    });
  }));

test('a full storage: a finished game still joins the history, the oldest games folded into counts', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ context, page, errors }) => {
      await installQuotaShim(context);
      // Up before the next page: its module, asked for after the first paint, not cut off.
      await gotoApp(page, url('/'));
      const old = oldGames(40);
      await store(page, { 'numera.history': JSON.stringify({ version: 1, games: old }) });
      const game = new NumberPage(page, url);
      await game.open(seedPath(SEED, SEATS));
      await game.start();
      // Room for the game's save as it grows, not for one more game in the history.
      await setQuota(page, 500);
      await game.playToEnd(highLow);
      const final = await game.readFinal();
      assert.equal(final.length, 3, 'the game went on to its end');

      const history = JSON.parse(await page.evaluate(() => localStorage.getItem('numera.history')));
      assert.equal(history.version, 2);
      const listed = history.games.length;
      const folded = history.folded.reduce((n, f) => n + f.games, 0);
      assert.ok(folded > 0 && listed < 41, `compacted: ${listed} listed, ${folded} folded`);
      assert.equal(listed + folded, 41, 'every game is still counted');
      const newest = history.games.at(-1);
      assert.deepEqual(newest.players, SEATS, 'the game just finished is listed');
      assert.deepEqual(newest.scores, [...final].sort((x, y) => x.seat - y.seat).map((c) => c.total));
      // The kept games are the newest; the folded ones keep wins and the best score.
      assert.deepEqual(history.games.slice(0, -1).map((g) => g.replay), old.slice(folded).map((g) => g.replay));
      const wins = old.slice(0, folded).filter((g) => g.winners.includes(0)).length;
      assert.equal(history.folded.reduce((n, f) => n + f.human_wins, 0), wins);
      assert.equal(Math.max(...history.folded.map((f) => f.best)), 40 + folded - 1);
      await writeFailed(page).waitFor({ state: 'visible' });
      assert.equal(await page.locator('.notice').count(), 1);

      // The history page says what was folded.
      await page.goto(url('/history'), { waitUntil: 'load' });
      await page.locator('.history-folded li').first().waitFor({ state: 'visible', timeout: 30_000 });
      const summary = await page.locator('.history-folded').innerText();
      assert.match(summary, new RegExp(`: ${folded}; `));
      assert.equal(await page.locator('article.finished').count(), listed);
      await page.locator('.history-folded').scrollIntoViewIfNeeded();
      await screenshot(page, 'history-folded-phone', { fullPage: false });
      assertNoErrors(errors);
    });
  }));
