// Mino Dice in the browser, against the release build: a whole game against bots played
// through the UI to the final breakdown and the History (with screenshots, axe-core in light
// and dark, and no sideways scrolling at 320 px), an off-colour roll refused with its reason,
// a reload mid-hand, and the same seed giving the same draws and rolls.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors, axeFindings, shoot, widthAt320 } from './lib/checks.mjs';
import { handDice, movesOn, playToEnd, scores, start, step, trickRolls, waitForAction } from './lib/mino_page.mjs';

const FAST = { viewport: PHONE, reducedMotion: 'reduce' };
const SEED = 'K7QM-3XPA';
const BOTS = `seed=${SEED}&seats=human,easy,medium`;

/** Plays a whole game from the setup, looking once at each kind of screen and at the end. */
async function tour(page, url, look) {
  await page.goto(url(`/mino?${BOTS}`));
  await page.locator('section.setup').waitFor();
  await look('setup');
  await page.locator('section.setup .btn-primary.btn-big').click();
  const seen = new Set();
  await playToEnd(page, async (screen) => {
    if (!seen.has(screen)) {
      seen.add(screen);
      await look(screen);
    }
  });
  assert.deepEqual([...seen].sort(), ['bid', 'done', 'final', 'roll']);
}

test('a whole game against two bots ends with the breakdown, winners and a History entry', () =>
  withApp(async ({ browser, url }) => {
    const found = [];
    await withPage(browser, FAST, async ({ page, errors }) => {
      await tour(page, url, async (name) => {
        await shoot(page, 'mino', name);
        found.push(...(await axeFindings(page, `${name} (light)`)));
        found.push(...(await widthAt320(page, name)));
      });
      // 3 players: 8 hands on the sheet, a total per seat, at least one winner.
      assert.equal(await page.locator('.mn-sheet tbody tr').count(), 8);
      assert.equal(await page.locator('.final-card').count(), 3);
      assert.ok((await page.locator('.final-card.winner').count()) >= 1);
      assert.match(await page.locator('[data-testid=winner]').innerText(), /(Winner|Shared win): Player/);
      const totals = await page.locator('.final-card [data-testid=total]').allInnerTexts();
      assert.deepEqual(totals.map((t) => t.replace('Total: ', '')), await scores(page));
      assert.ok(await page.locator('.share button', { hasText: /replay link/i }).count(), 'a replay link is offered');

      // The replay viewer opens at move 0 and steps through to the finished game.
      await page.locator('header nav a[href="/history"]').click();
      const entry = page.locator('article.finished');
      await entry.first().waitFor();
      assert.match(await entry.first().innerText(), /Mino Dice/);
      await entry.first().locator('a', { hasText: /replay/i }).first().click();
      await page.locator('section.replay').waitFor();
      await page.keyboard.press('End');
      await page.locator('.mn-sheet tbody tr').nth(7).waitFor();
      await shoot(page, 'mino', 'replay');
      found.push(...(await axeFindings(page, 'replay (light)')));
      assertNoErrors(errors);
    });
    assert.deepEqual(found, [], found.join('\n\n'));
  }));

test('axe-core in dark on the setup, the table and the final breakdown', () =>
  withApp(async ({ browser, url }) => {
    const found = [];
    await withPage(browser, { ...FAST, colorScheme: 'dark' }, async ({ page, errors }) => {
      await tour(page, url, async (name) => {
        found.push(...(await axeFindings(page, `${name} (dark)`)));
      });
      assertNoErrors(errors);
    });
    assert.deepEqual(found, [], found.join('\n\n'));
  }));

test('an off-colour roll is refused with the engine reason, and nothing is rolled', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await start(page, url, BOTS);
      // Play on until the human must follow a colour while holding another number die.
      for (let n = 0; n < 400; n++) {
        const screen = await waitForAction(page);
        assert.notEqual(screen, 'final', 'no forced follow came up in the whole game');
        if (screen === 'roll' && (await page.locator('.mn-die-btn.barred').count())) break;
        await step(page, screen);
      }
      const follow = await page.locator('[data-testid=follow]').innerText();
      const colour = follow.match(/(\w+) to follow/i)[1].toLowerCase();
      assert.match(await page.locator('[data-testid=advice]').innerText(), new RegExp(`You hold ${colour}`));
      const before = { dice: await handDice(page), trick: await trickRolls(page) };
      const barred = page.locator('.mn-die-btn.barred').first();
      assert.ok(!(await barred.isDisabled()), 'the barred die can be pressed, to hear why not');
      await barred.click();
      assert.equal(await page.locator('[data-testid=why]').innerText(),
        `You hold a ${colour} die: ${colour} must follow ${colour} (or roll a creature die)`);
      assert.deepEqual({ dice: await handDice(page), trick: await trickRolls(page) }, before, 'nothing was rolled');
      // The allowed dice are ringed and ticked, and one of them rolls.
      const allowed = await page.locator('.mn-die-btn.legal').evaluateAll((ds) => ds.map((d) => d.dataset.kind));
      assert.ok(allowed.every((k) => k === colour || ['minotaur', 'griffin', 'siren'].includes(k)), `${allowed}`);
      await page.locator('.mn-die-btn.legal').first().click();
      await page.waitForFunction((n) => document.querySelectorAll('.mn-rolls .mn-roll').length !== n
        || document.querySelector('.mn-continue'), before.trick.length);
      assertNoErrors(errors);
    });
  }));

test('a reload mid-hand resumes the same dice, trick and scores', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await start(page, url, BOTS);
      // Into hand 2, at a roll of ours.
      let rolls = 0;
      for (let n = 0; n < 200; n++) {
        const screen = await waitForAction(page);
        if (screen === 'roll' && ++rolls > 2) break;
        await step(page, screen);
      }
      assert.equal(await waitForAction(page), 'roll');
      const read = async () => ({
        hand: await page.locator('[data-testid=hand]').innerText(),
        dice: await handDice(page),
        trick: await trickRolls(page),
        scores: await scores(page),
        sheet: await page.locator('.mn-sheet tbody tr').count(),
      });
      const before = await read();
      await page.reload();
      assert.equal(await waitForAction(page), 'roll');
      assert.deepEqual(await read(), before);
      assertNoErrors(errors);
    });
  }));

test('the same seed gives the same draws and rolls in two fresh browsers', () =>
  withApp(async ({ browser, url }) => {
    const run = () => withPage(browser, FAST, async ({ page, errors }) => {
      await start(page, url, BOTS);
      const seen = [];
      for (let n = 0; n < 60; n++) {
        const screen = await waitForAction(page);
        if (screen === 'bid') seen.push(`dice ${await handDice(page)}`);
        if (screen === 'done') seen.push(`trick ${await trickRolls(page)}`);
        await step(page, screen);
      }
      assertNoErrors(errors);
      return seen;
    });
    const first = await run();
    const again = await run();
    assert.ok(first.filter((s) => s.startsWith('trick')).length >= 5, first.join('\n'));
    assert.deepEqual(again, first);
  }));

/** Presses Tab until the focused element matches `selector` (keyboard only, no clicks). */
async function tabTo(page, selector) {
  for (let i = 0; i < 60; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('keyboard only, two humans: hand-over, bids and rolls with Tab, arrows and Enter', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await start(page, url, `seed=${SEED}&seats=human,human,easy`);
      const seen = { handover: 0, bid: 0, roll: 0, done: 0 };
      for (let n = 0; n < 40 && seen.done < 2; n++) {
        const screen = await waitForAction(page);
        assert.notEqual(screen, 'final', 'two hands cannot end the game');
        seen[screen] += 1;
        if (screen === 'handover') {
          // Nobody's dice are on screen behind the hand-over.
          assert.equal(await page.locator('.mn-die-btn').count(), 0, 'dice shown during the hand-over');
          await tabTo(page, 'section.handover button');
        } else if (screen === 'bid') {
          await tabTo(page, '.mn-bid-n[aria-pressed=true]');
          await page.keyboard.press('ArrowRight');
        } else if (screen === 'roll') {
          const before = (await trickRolls(page)).length;
          await tabTo(page, '.mn-die-btn.legal');
          await page.keyboard.press('Enter');
          await page.waitForFunction(
            (n) => document.querySelectorAll('.mn-rolls .mn-roll').length > n || document.querySelector('.mn-continue, section.handover'),
            before,
          );
          continue;
        } else {
          await tabTo(page, '.mn-continue');
        }
        await movesOn(page, screen, () => page.keyboard.press('Enter'));
      }
      assert.ok(seen.handover >= 2, `two humans pass the device: ${JSON.stringify(seen)}`);
      assert.ok(seen.bid >= 2 && seen.roll >= 2 && seen.done >= 2, `bids, rolls and tricks by keyboard: ${JSON.stringify(seen)}`);
      assertNoErrors(errors);
    });
  }));

test('a bid out of reach is marked ✗ and red, whether too many tricks are taken or too few are left', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await page.goto(url(`/mino?${BOTS}`));
      await page.locator('section.setup .btn-primary.btn-big').click();
      const seen = { short: 0, over: 0 };
      await playToEnd(page, async () => {
        const statuses = await page.locator('.mn-seat .mn-status').evaluateAll((els) => els.map((e) => ({
          text: e.textContent, out: e.classList.contains('over-bid'), met: e.classList.contains('on-bid'),
          red: getComputedStyle(e).color,
        })));
        for (const s of statuses) {
          const took = s.text.match(/took (\d+) of (\d+)/);
          if (!took) continue;
          const [won, bid] = [Number(took[1]), Number(took[2])];
          if (won > bid) assert.ok(s.out, `“${s.text}”: more taken than bid is out of reach`);
          if (won === bid) assert.ok(s.met && !s.out, `“${s.text}”: met so far`);
          assert.equal(s.text.startsWith('✗ '), s.out, `“${s.text}”: the ✗ goes with the red`);
          if (s.out) seen[won > bid ? 'over' : 'short'] += 1;
        }
        const red = statuses.filter((s) => s.out).map((s) => s.red);
        assert.ok(new Set(red).size <= 1, `one red for every bid out of reach: ${red}`);
      });
      assert.ok(seen.short > 0, `a bid short of reach was seen marked (${JSON.stringify(seen)})`);
      assertNoErrors(errors);
    });
  }));
