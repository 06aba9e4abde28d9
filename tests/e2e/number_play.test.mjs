// The Number in the browser, against the release build: a whole game against two bots
// through the interface, then a reload in the middle of a game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, screenshot, withApp, withPage } from './lib/browser.mjs';
import {
  NumberPage, SEED, ROUNDS, TURNS, assertNoErrors, checkRevealRules, expectedScores, highLow, ints,
} from './lib/number_page.mjs';

// Bots wait 120 ms instead of 650 ms under reduced motion: same game, shorter run.
const FAST = { viewport: PHONE, reducedMotion: 'reduce' };

test('a whole game against a hard and an easy bot: final = round 1 + round 2, a winner, in History', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      const game = new NumberPage(page, url);
      assert.equal(await game.open('/number'), 'setup', 'a first visit to /number shows the setup');

      // Seats through the form: Player 1 human, Player 2 Hard bot, Player 3 Easy bot; fixed seed.
      const seatChoice = (seat, value) => page.locator(`input[type=radio][name="seat-${seat}"]`).nth(value);
      await seatChoice(0, 0).check();
      await seatChoice(1, 2).check();
      await seatChoice(2, 1).check();
      await page.locator('section.setup input.seed-input').fill(SEED.toLowerCase());
      await game.start();

      // The seed is the one typed (case and dash normalised), shown in the share bar.
      assert.match(await game.share.innerText(), new RegExp(SEED));
      const seatsShown = await page.locator('section.seats .seat-kind').allInnerTexts();
      assert.deepEqual(seatsShown, ['Hard bot', 'Easy bot']);

      const turns = [];
      for (let round = 1; round <= ROUNDS; round++) {
        for (let turn = 1; turn <= TURNS; turn++) {
          assert.deepEqual(await game.status(), { round, turn });
          // The keypad offers exactly the digits still open on Player 1's sheet.
          const sheet = (await game.seats())[0];
          const open = [...Array(10).keys()].filter((d) => !sheet.crossed.includes(d));
          assert.deepEqual(await game.availableDigits(), open, `round ${round} turn ${turn}: keypad vs sheet`);
          if (turn === 1) assert.deepEqual(open, [...Array(10).keys()], 'every sheet is fresh at the start of a round');

          const played = await game.playTurn(highLow);
          assert.deepEqual([played.reveal.round, played.reveal.turn], [round, turn]);
          assert.equal(played.reveal.plays.find((p) => p.seat === 0)?.number, played.picked, "the human's number is revealed");
          checkRevealRules(played.reveal);
          turns.push(played);

          const next = await game.nextTurn();
          assert.equal(next, round === ROUNDS && turn === TURNS ? 'final' : 'pick');
        }
      }

      // Final breakdown: each seat's rounds as the reveals add up, total = round 1 + round 2.
      const final = await game.readFinal();
      const expected = expectedScores(turns, 3);
      assert.equal(final.length, 3);
      for (const card of final) {
        const want = expected[card.seat];
        assert.equal(card.rounds.length, ROUNDS);
        card.rounds.forEach((r, i) => {
          assert.equal(r.round, i + 1);
          assert.equal(r.points + r.crossed, r.sum, `seat ${card.seat} round ${i + 1}: points + crossed = sum`);
          assert.deepEqual({ points: r.points, crossed: r.crossed, sum: r.sum }, want.rounds[i],
            `seat ${card.seat} round ${i + 1} as the reveals add up`);
        });
        assert.equal(card.total, card.rounds[0].sum + card.rounds[1].sum, `seat ${card.seat}: total = round 1 + round 2`);
        assert.equal(card.total, want.total);
      }
      const best = Math.max(...final.map((c) => c.total));
      assert.deepEqual(final.filter((c) => c.winner).map((c) => c.seat).sort(),
        final.filter((c) => c.total === best).map((c) => c.seat).sort(), 'the winners are the seats on the best total');
      assert.ok(final.some((c) => c.winner), 'a winner is named');
      const totals = Object.fromEntries(final.map((c) => [c.seat, c.total]));
      // Ordered best first.
      assert.deepEqual(final.map((c) => c.total), [...final.map((c) => c.total)].sort((a, b) => b - a));

      // The score sheet beside it agrees, round by round.
      const sheet = await game.scoreSheet();
      assert.equal(sheet.length, ROUNDS);
      for (const card of final) {
        card.rounds.forEach((r, i) => assert.equal(sheet[i][card.seat].total, r.sum, `score sheet round ${i + 1}, seat ${card.seat}`));
      }

      // History lists the game once, with the same scores, winners and seed, and a replay link.
      await page.locator('header nav a[href="/history"]').click();
      const entry = page.locator('article.finished');
      await entry.first().waitFor({ state: 'visible' });
      assert.equal(await entry.count(), 1);
      assert.equal((await entry.locator('code.seed').innerText()).trim(), SEED);
      const rows = await entry.locator('ul.finished-scores > li').evaluateAll((lis) =>
        lis.map((li) => ({ who: li.querySelector('.who').textContent, score: Number(li.querySelector('.num').textContent), won: li.classList.contains('winner') })));
      assert.deepEqual(rows.map((r) => r.score), [0, 1, 2].map((s) => totals[s]));
      assert.deepEqual(rows.map((r) => r.won), [0, 1, 2].map((s) => totals[s] === best));
      assert.match(rows[1].who, /Player 2 · Hard bot/);
      assert.match(rows[2].who, /Player 3 · Easy bot/);
      assert.match(await entry.locator('a.btn').getAttribute('href'), /^\/number\?replay=1[A-Za-z0-9_-]+$/);

      // A reload of History does not duplicate the entry; the final screen stays the final.
      await page.reload();
      await game.waitForApp();
      await entry.first().waitFor({ state: 'visible' });
      assert.equal(await entry.count(), 1);
      assert.equal(await game.open('/number'), 'final', 'a finished game reopens on its final scores');
      await page.locator('header nav a[href="/history"]').click();
      await entry.first().waitFor({ state: 'visible' });
      assert.equal(await entry.count(), 1, 'reopening the final screen must not add the game to History twice');
      assertNoErrors(errors);
    });
  }));

test('a reload at each phase of a turn returns to the same screen, scores and crossed digits', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      const game = new NumberPage(page, url);
      await game.openSeedLink();
      await game.start();
      assert.equal(new URL(page.url()).search, '', 'once started, the address is the plain /number');
      const reload = async (expected) => {
        await page.reload({ waitUntil: 'load' });
        await game.waitForApp();
        // Every phase is listed, so a wrong screen fails here rather than as a timeout.
        assert.equal(await game.waitForPhase(['reveal', 'pick', 'locked', 'bots', 'final']), expected,
          `a reload on the ${expected} screen returns to it`);
      };

      const turns = [];
      for (let i = 0; i < 2; i++) {
        turns.push(await game.playTurn(highLow));
        if (i === 1) {
          // On the reveal: the same reveal after the reload.
          await reload('reveal');
          assert.deepEqual(await game.readReveal(), turns[1].reveal, 'the reveal of turn 2 is shown again after the reload');
        }
        await game.nextTurn();
      }
      const before = {
        status: await game.status(),
        seats: await game.seats(),
        sheet: await game.scoreSheet(),
        keys: await game.availableDigits(),
      };
      assert.deepEqual(before.status, { round: 1, turn: 3 });
      assert.ok(before.seats.some((s) => s.crossed.length > 0), 'two turns in, some digits are crossed out');
      assert.ok(before.seats.some((s) => s.score > 0), 'two turns in, someone has scored');

      // On the next turn's keypad: the keypad again, not the previous reveal.
      await reload('pick');
      assert.deepEqual(await game.seats(), before.seats, 'same scores and crossed digits after the reload');
      assert.deepEqual(await game.scoreSheet(), before.sheet);
      assert.deepEqual(await game.status(), before.status, 'same turn after the reload');
      assert.deepEqual(await game.availableDigits(), before.keys, 'the keypad offers the same digits');

      // On "your number is in": the same number, and it may still be taken back.
      const pick = highLow(before.keys);
      await game.pickByClicks(pick);
      await game.confirm();
      await reload('locked');
      assert.equal(await game.locked.locator('.tiles').getAttribute('aria-label'), pick, 'the locked number after the reload');
      assert.equal(await game.undoButton.count(), 1, 'the pick may still be taken back after the reload');
      for (const [name, viewport] of [['phone', PHONE], ['laptop', { width: 1280, height: 800 }]]) {
        await page.setViewportSize(viewport);
        await screenshot(page, `number-locked-reloaded-${name}`);
      }
      await page.setViewportSize(PHONE);
      await game.undoButton.click();
      assert.equal(await game.waitForPhase(['pick', 'locked']), 'pick', 'taking it back returns to the keypad');
      assert.deepEqual(await game.availableDigits(), before.keys);
      await reload('pick');

      await game.pickByClicks(pick);
      await game.confirm();
      await game.continueAfterLock();
      const reveal = await game.waitForReveal(1, 3);
      assert.equal(reveal.plays.find((p) => p.seat === 0).number, pick, 'the pick made after the reloads is revealed');
      checkRevealRules(reveal);
      await reload('reveal');
      assert.deepEqual(await game.readReveal(), reveal);
      assert.equal(await game.nextTurn(), 'pick');

      // The home page offers to resume it.
      await page.locator('header a.brand').click();
      const card = page.locator('article.game-card.game-number');
      await card.waitFor();
      assert.equal((await card.locator('a.btn-primary').innerText()).trim(), 'Resume');
      assert.deepEqual(ints(await card.locator('.game-status').innerText()), [1, 4]);
      assertNoErrors(errors);
    });
  }));
