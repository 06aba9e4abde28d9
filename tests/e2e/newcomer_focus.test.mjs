// The keyboard keeps the focus on the control the player needs next (issue 50, item 3):
// Sequence's hand after Start and after every bot reply (it fell to the page: 11 Tabs a
// turn), Dungeons' dice after Start and a lit tile once a die is picked (it stayed on the die),
// and after a reload the kept screen's keys are played and its focus given back (they were
// dropped, and the focus was on the page: 5 Tabs back to NMBR 9's board).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHONE, collectErrors, formatViolations, launchBrowser, runAxe, screenshot, waitForApp, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { REPO_ROOT, startServer } from './lib/server.mjs';

const LAPTOP = { width: 1280, height: 800 };
const FAST = { viewport: PHONE, reducedMotion: 'reduce' };

/** The focused element as `tag.class…`, for messages and matching. */
const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return a ? `${a.tagName.toLowerCase()}${[...a.classList].map((c) => `.${c}`).join('')}` : 'none';
});

async function noAxe(page, what) {
  const { violations } = await runAxe(page);
  assert.deepEqual(violations, [], `${what}:\n${formatViolations(violations)}`);
}

/** Presses the set-up's start button from the keyboard. */
async function startByKeyboard(page) {
  await page.locator('section.setup .btn-primary.btn-big').focus();
  await page.keyboard.press('Enter');
}

test('Sequence: the hand has the focus after Start and after each bot reply', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await page.goto(url('/sequence?seed=K7QM-3XPA&seats=human,easy'));
      await waitForApp(page);
      await startByKeyboard(page);
      await page.locator('.sq-hand').waitFor();
      await page.waitForFunction(() => document.activeElement?.matches('.sq-card'), null, { timeout: 5_000 }).catch(() => {});
      assert.match(await focused(page), /^button\.sq-card/, 'after Start');
      await noAxe(page, 'the first turn');
      for (let turn = 1; turn <= 3; turn++) {
        // Enter on a card brings the first space it allows; Enter there plays it.
        for (let tries = 0; tries < 5 && !(await page.locator('.sq-space.lit').count()); tries++) {
          await page.keyboard.press('Enter');
          if (!(await page.locator('.sq-space.lit').count())) {
            await page.keyboard.press('Enter');
            await page.keyboard.press('Tab');
          }
        }
        assert.match(await focused(page), /^button\.sq-space.*\.lit/, `turn ${turn}: a lit space after the card`);
        const hand = await page.$('.sq-hand');
        await page.keyboard.press('Enter');
        // The bot's reply (no hand meanwhile), then the hand again.
        await hand.waitForElementState('hidden', { timeout: 10_000 });
        await page.locator('.sq-hand').waitFor({ timeout: 10_000 });
        await page.waitForFunction(() => document.activeElement?.matches('.sq-card'), null, { timeout: 5_000 }).catch(() => {});
        assert.match(await focused(page), /^button\.sq-card/, `turn ${turn + 1}: the hand after the bot's reply`);
      }
      for (const [size, viewport] of [['phone', PHONE], ['laptop', LAPTOP]]) {
        await page.setViewportSize(viewport);
        await screenshot(page, `focus-sequence-${size}`, { fullPage: false });
      }
      assertNoErrors(errors);
    });
  }));

test('Dungeons: the dice have the focus after Start, a lit tile once a die is picked', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await page.goto(url('/dungeon?seed=K7QM-3XPA&map=1&circled=0'));
      await waitForApp(page);
      await startByKeyboard(page);
      await page.locator('.dg-dice-box .dg-die').first().waitFor();
      await page.waitForFunction(() => document.activeElement?.matches('.dg-die'), null, { timeout: 5_000 }).catch(() => {});
      assert.match(await focused(page), /^button\.dg-die/, 'after Start');
      await noAxe(page, 'the first roll');
      // Enter picks the die: the focus goes to START, the one tile lit.
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.matches('.dg-tile.legal'), null, { timeout: 5_000 }).catch(() => {});
      assert.match(await focused(page), /\.dg-tile.*\.legal/, 'a lit tile after the die');
      assert.equal(await page.evaluate(() => document.activeElement.dataset.feature), 'start');
      await page.keyboard.press('Enter');
      await page.locator('.dg-tile.written').first().waitFor();
      // A die picked by a click also brings the focus to a tile it may go on.
      for (let i = 0; i < 3; i++) {
        const die = page.locator(`.dg-dice-box .dg-die[data-i="${i}"]:not(.used)`);
        if (!(await die.count())) continue;
        await die.click();
        if (await page.locator('.dg-tile.legal').count()) {
          await page.waitForFunction(() => document.activeElement?.matches('.dg-tile.legal'), null, { timeout: 5_000 }).catch(() => {});
          assert.match(await focused(page), /\.dg-tile.*\.legal/, 'a lit tile after a click on a die');
          await noAxe(page, 'a die picked');
          break;
        }
      }
      for (const [size, viewport] of [['phone', PHONE], ['laptop', LAPTOP]]) {
        await page.setViewportSize(viewport);
        await screenshot(page, `focus-dungeon-${size}`, { fullPage: false });
      }
      assertNoErrors(errors);
    });
  }));

test('NMBR 9: keys pressed on the kept screen after a reload are played, on the board that had the focus', { timeout: 120_000 }, async () => {
  const saves = JSON.parse(await readFile(join(REPO_ROOT, 'tests/e2e/data/finished_saves.json'), 'utf8'));
  // Card 6 to place, the human's turn.
  const save = { ...saves.nmbr9, actions: saves.nmbr9.actions.slice(0, 10) };
  const server = await startServer();
  const browser = await launchBrowser();
  const url = (p) => `${server.url}${p}`;
  try {
    // No service worker (it would draw the table without a touch), and the first screens as a
    // player gets them (no opt-out of the kept screen).
    const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce', serviceWorkers: 'block' });
    try {
      await context.addInitScript(() => addEventListener('numera-started', () => (window.started = true)));
      const first = await context.newPage();
      const errors = collectErrors(first);
      await first.goto(url('/icons/icon.svg'));
      await first.evaluate((s) => localStorage.setItem('numera.save.nmbr9', s), JSON.stringify(save));
      await first.goto(url('/nmbr9'));
      await first.waitForFunction(() => window.started);
      await first.keyboard.press('Shift');
      const frame = first.locator('.n9-placer .n9-frame');
      await frame.waitFor();
      await frame.focus();
      const title = await first.locator('#n9-card-title').innerText();
      // Leaving the page keeps its screen, the focus with it.
      await first.goto('about:blank');
      const again = await context.newPage();
      const againErrors = collectErrors(again);
      let letChunk;
      const chunkGate = new Promise((done) => (letChunk = done));
      await again.route(/-later-[0-9a-f]{16}\.wasm$/, async (route) => {
        await chunkGate;
        await route.continue();
      });
      await again.goto(url('/nmbr9'), { waitUntil: 'domcontentloaded' });
      await again.waitForFunction(() => window.started);
      assert.ok(await again.locator('body > [data-kept]').count() > 0, 'the kept screen stands');
      // N: the next legal spot; Enter: place there. Both on the kept screen.
      await again.keyboard.press('n');
      await again.keyboard.press('Enter');
      assert.equal(await again.evaluate(() => 'kept' in document.documentElement.dataset), true, 'pressed while the kept screen stood');
      letChunk();
      await again.waitForFunction(() => !('kept' in document.documentElement.dataset));
      // The tile is placed: the next card comes once the bot has placed too.
      await again.waitForFunction((t) => {
        const now = document.querySelector('#n9-card-title')?.textContent;
        return now && now !== t;
      }, title, { timeout: 10_000 });
      await again.locator('.n9-placer .n9-frame').waitFor();
      await again.waitForFunction(() => document.activeElement?.closest('.n9-placer'), null, { timeout: 5_000 }).catch(() => {});
      assert.match(await focused(again), /n9-frame/, 'the board has the focus again');
      await noAxe(again, 'NMBR 9 after the kept screen');
      // The icon page opened to write the save asks for a favicon the site does not have.
      assertNoErrors([...errors, ...againErrors].filter((e) => !e.includes('/favicon.ico')));
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
});
