// Mino Dice's players panel and reloads, against the release build: while bidding only the
// seat the table waits for is marked "to play"; while the last trick of a hand is read the
// panel stays on that hand (its bids and tricks), and a reload on that trick or mid-trick
// returns to the same screen.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, screenshot, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { handDice, scores, start, step, trickRolls, waitForAction } from './lib/mino_page.mjs';

const FAST = { viewport: PHONE, reducedMotion: 'reduce' };
const BOTS = 'seed=K7QM-3XPA&seats=human,easy,medium';

/** The players panel: the hand shown, and per seat whether it is marked, its bid and status. */
const panel = async (page) => ({
  hand: Number((await page.locator('[data-testid=hand]').innerText()).match(/\d+/)[0]),
  seats: await page.locator('.mn-seat').evaluateAll((rows) => rows.map((r) => ({
    toAct: r.classList.contains('to-act') && !!r.querySelector('.mn-turn-mark'),
    bid: r.querySelector('[data-testid=bid]')?.textContent.match(/\d+/)?.[0] ?? null,
    status: r.querySelector('[data-testid=status]').textContent,
  }))),
});
const marked = (p) => p.seats.flatMap((s, i) => (s.toAct ? [i] : []));

test('while bidding only the awaited seat is "to play"; the panel stays on a finished hand while its last trick is shown', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await start(page, url, BOTS);
      assert.equal(await waitForAction(page), 'bid');
      const bidding = await panel(page);
      assert.deepEqual(marked(bidding), [0], 'only the human, whose bid is awaited, is marked while every seat still has to bid');
      await step(page, 'bid');

      // Hand 1 is one die and one trick: the first trick shown is the hand's last.
      let screen;
      for (let n = 0; n < 20 && (screen = await waitForAction(page)) !== 'done'; n++) {
        if (screen === 'roll') assert.deepEqual(marked(await panel(page)), [0], 'our roll: only we are marked');
        await step(page, screen);
      }
      assert.equal(screen, 'done');
      const finished = await panel(page);
      assert.equal(finished.hand, 1, 'the panel stays on hand 1 while its last trick is in the middle of the table');
      assert.deepEqual(marked(finished), [], 'nobody is to play while a trick is read');
      assert.ok(finished.seats.every((s) => s.bid !== null), `every bid of hand 1 is shown: ${JSON.stringify(finished)}`);
      // "Took {won} of {bid}": one trick was taken in hand 1.
      const won = finished.seats.map((s) => Number(s.status.match(/\d+/)[0]));
      assert.equal(won.reduce((a, b) => a + b, 0), 1, `the hand's one trick is counted: ${JSON.stringify(finished)}`);
      for (const [name, viewport] of [['phone', PHONE], ['laptop', { width: 1280, height: 800 }]]) {
        await page.setViewportSize(viewport);
        await screenshot(page, `mino-hand-finished-${name}`);
      }
      await page.setViewportSize(PHONE);

      // Between hands: a reload shows the same finished trick and hand.
      const rolls = await trickRolls(page);
      await page.reload();
      assert.equal(await waitForAction(page), 'done', 'a reload on the last trick of a hand returns to it');
      assert.deepEqual(await trickRolls(page), rolls);
      assert.deepEqual(await panel(page), finished);

      await step(page, 'done');
      assert.equal(await waitForAction(page), 'bid');
      const next = await panel(page);
      assert.equal(next.hand, 2, 'Continue moves the panel to hand 2');
      assert.deepEqual(marked(next), [0]);
      assertNoErrors(errors);
    });
  }));

test('a reload mid-trick, on a trick just completed, returns to the same screen', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await start(page, url, BOTS);
      const read = async () => ({
        panel: await panel(page),
        dice: await handDice(page),
        trick: await trickRolls(page),
        scores: await scores(page),
      });
      // Into hand 2 (two tricks): its first trick, completed, is not the hand's last.
      let dones = 0;
      for (let n = 0; n < 60; n++) {
        const screen = await waitForAction(page);
        if (screen === 'done' && ++dones === 2) break;
        await step(page, screen);
      }
      assert.equal(dones, 2);
      const before = await read();
      assert.equal(before.panel.hand, 2);
      await page.reload();
      assert.equal(await waitForAction(page), 'done', 'a reload on a completed trick mid-hand returns to it');
      assert.deepEqual(await read(), before);
      assertNoErrors(errors);
    });
  }));
