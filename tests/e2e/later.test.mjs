// A game page's module is split (src/app/later.rs, scripts/wasm_module.mjs): the setup comes
// with the page, the table, replay and the screens around them in a chunk fetched when needed:
// at once for a saved game or a link, at the first touch on a new game's set-up. These tests
// check that the page names no chunk before it starts, that a set-up fetches none until
// touched, that every game plays through the chunk, and that a chunk that cannot be fetched
// is said, with nothing lost.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitForApp, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { T } from './lib/texts.mjs';

const SEED = 'K7QM-3XPA';
const TIMEOUT = 15_000;
const CHUNK = /-later-[0-9a-f]{16}\.wasm$/;
/** What each game's table shows first, once its chunk is in. */
const TABLES = {
  number: 'section.picker',
  nmbr9: '.n9-placer',
  sequence: '.sq-hand',
  mino: '.table-layout.game-mino',
  dungeon: '.dg-title',
};

test('each game page starts without its chunk, fetches it at the first touch, and its table plays from it', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { reducedMotion: 'reduce' }, async ({ page, errors }) => {
      for (const [game, table] of Object.entries(TABLES)) {
        const chunks = [];
        const onRequest = (r) => CHUNK.test(new URL(r.url()).pathname) && chunks.push(new URL(r.url()).pathname);
        page.on('request', onRequest);
        const response = await page.goto(url(`/${game}?seed=${SEED}`));
        const html = await response.text();
        assert.doesNotMatch(html, /<link[^>]*-later-/, `${game}: the page does not preload its chunk (it is not on the way to the start)`);
        await waitForApp(page);
        // Idle on its set-up, the page has fetched nothing more.
        await page.waitForLoadState('networkidle');
        assert.deepEqual(chunks, [], `${game}: no chunk before a touch`);
        await page.locator('section.setup .btn-primary.btn-big').click();
        await page.locator(table).first().waitFor({ timeout: TIMEOUT });
        page.off('request', onRequest);
        assert.equal(new Set(chunks).size, 1, `${game}: one chunk fetched (${chunks.join(', ')})`);
        assert.match(chunks[0], new RegExp(`^/numera-${game}-later-`), `${game}: its own chunk`);
      }
      assertNoErrors(errors);
    });
  }));

test('a chunk that cannot be fetched is said, nothing is made up, and the next try goes on', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { reducedMotion: 'reduce', serviceWorkers: 'block' }, async ({ page }) => {
      const refuse = (route) => route.abort('internetdisconnected');
      await page.route(CHUNK, refuse);
      await page.goto(url(`/number?seed=${SEED}`));
      await waitForApp(page);
      const notice = page.locator('.notice', { hasText: T.en.NoticeViewsUnloaded.split(' (')[0] });
      const start = page.locator('section.setup .btn-primary.btn-big');
      await start.click();
      await notice.waitFor({ timeout: TIMEOUT });
      assert.equal(await page.locator(TABLES.number).count(), 0, 'no table without its views');
      assert.equal(await page.evaluate(() => localStorage.getItem('numera.save.number')), null, 'no game made up');

      // The connection is back: the next start fetches the chunk again and plays.
      await page.unroute(CHUNK, refuse);
      await start.click();
      await page.locator(TABLES.number).waitFor({ timeout: TIMEOUT });
      assert.ok(await page.evaluate(() => localStorage.getItem('numera.save.number') !== null), 'the game is saved');
      assert.equal(await notice.count(), 0, 'the notice is taken back once the chunk is in');

      // A saved game waits for its engine: nothing shown but the notice, and a reload resumes it.
      await page.route(CHUNK, refuse);
      await page.reload();
      await waitForApp(page);
      await notice.waitFor({ timeout: TIMEOUT });
      assert.equal(await page.locator('section.setup').count(), 0, 'no setup over a saved game');
      await page.unroute(CHUNK, refuse);
      await notice.locator('button', { hasText: T.en.ReloadPage }).click();
      await waitForApp(page);
      await page.locator(TABLES.number).waitFor({ timeout: TIMEOUT });
      assert.ok(await page.evaluate(() => localStorage.getItem('numera.save.number') !== null), 'the same game, still saved');
    });
  }));
