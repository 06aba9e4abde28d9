// A reload resumes exactly the screen the player left (issue 18), in NMBR 9, Sequence Numbers
// and Dungeons of Numera: what only the page knows (the ghost and its spots, the zoom, the
// board looked at; who holds the device and the card chosen; the die picked and the ability
// being set up) comes back with the save it was stored with.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitForApp, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { Nmbr9Page, SEED } from './lib/nmbr9_page.mjs';
import { legalTiles, pickDie, start as startDungeon, waitForScreen } from './lib/dungeon_page.mjs';

const FAST = { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' };

test('NMBR 9: a reload keeps the ghost, its spots, the zoom and the board looked at', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      const game = new Nmbr9Page(page, url);
      await game.openSeedLink(SEED, ['human', 'easy']);
      await game.start();
      await game.placeByKeyboard(['n']);
      await game.waitForTurn(2);
      await game.waitForBots(1);
      // Card 2: the ghost moved and turned, the spots shown, zoomed in.
      await game.frame.focus();
      for (const k of ['n', 'n', 'r', 'ArrowDown', '+', 'l']) await page.keyboard.press(k);
      const read = async () => ({
        ghost: await page.locator('.n9-board g.ghost .ghost-face').getAttribute('d'),
        spots: await page.locator('.n9-spot').count(),
        line: await page.locator('[data-testid=spots-line]').innerText(),
        pressed: await page.locator('.n9-controls button[aria-pressed]').getAttribute('aria-pressed'),
        width: await page.locator('.n9-board').evaluate((s) => s.style.width),
        status: await game.status.innerText(),
      });
      const before = await read();
      assert.equal(before.pressed, 'true');
      assert.ok(before.spots > 0);
      await page.reload();
      await waitForApp(page);
      await game.waitForTurn(2);
      assert.deepEqual(await read(), before, 'the placing screen comes back as it was');

      // Looking at the bot's board: a reload stays on it.
      await page.locator('.n9-seat').nth(1).locator('button').click();
      await page.waitForSelector('.n9-frame:not(.n9-placer .n9-frame)');
      const label = await page.locator('.n9-board').getAttribute('aria-label');
      await page.reload();
      await waitForApp(page);
      await page.waitForSelector('.n9-board');
      assert.equal(await page.locator('.n9-placer').count(), 0, 'still looking, not placing');
      assert.equal(await page.locator('.n9-board').getAttribute('aria-label'), label);
      assertNoErrors(errors);
    });
  }));

test('Sequence: a reload keeps the hand shown after the hand-over and the card chosen', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await page.goto(url('/sequence?seed=K7QM-3XPA&seats=human,human'));
      await waitForApp(page);
      await page.locator('section.setup .btn-primary.btn-big').click();
      await page.locator('section.handover .btn-primary').click();
      await page.waitForSelector('.sq-hand');
      await page.locator('.sq-card').nth(2).click();
      const read = async () => ({
        pressed: await page.locator('.sq-card').evaluateAll((cs) => cs.map((c) => c.getAttribute('aria-pressed'))),
        lit: await page.locator('.sq-space.lit').evaluateAll((bs) => bs.map((b) => b.dataset.cell)),
      });
      const before = await read();
      assert.equal(before.pressed[2], 'true');
      await page.reload();
      await waitForApp(page);
      await page.waitForSelector('.sq-hand, section.handover');
      assert.equal(await page.locator('section.handover').count(), 0, 'no hand-over again after a reload');
      assert.deepEqual(await read(), before);
      assertNoErrors(errors);
    });
  }));

test('Dungeons: a reload keeps the die picked and the ability being set up', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await startDungeon(page, url, 'seed=K7QM-3XPA&map=1&circled=0');
      assert.equal(await waitForScreen(page), 'place');
      await pickDie(page, 1);
      const tiles = await legalTiles(page);
      await page.reload();
      await waitForApp(page);
      await waitForScreen(page);
      assert.equal(await page.locator('.dg-die[data-i="1"]').getAttribute('aria-pressed'), 'true');
      assert.deepEqual(await legalTiles(page), tiles);

      // ±1 being set up: its step is still open after a reload.
      await page.locator('.dg-ability[data-ability="p:"]').click();
      const nudges = await page.locator('[data-testid=nudge]').count();
      assert.ok(nudges > 0);
      await page.reload();
      await waitForApp(page);
      await waitForScreen(page);
      assert.equal(await page.locator('[data-testid=nudge]').count(), nudges);
      assertNoErrors(errors);
    });
  }));
