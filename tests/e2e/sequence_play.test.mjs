// Sequence Numbers in the browser, against the release build: a whole game against a bot, a
// Minus on a locked chip refused with its reason, a dead card exchanged, keyboard play, a
// reload mid-game, and the same seed giving the same deal.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DESKTOP, PHONE, waitForApp, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { chipCount, handTexts, logLines, openSave, playTurn, waitForTurn } from './lib/sequence_page.mjs';

const FAST = { viewport: PHONE, reducedMotion: 'reduce' };
const SEED = 'K7QM-3XPA';
const SAVES = JSON.parse(readFileSync(new URL('./data/sequence_saves.json', import.meta.url), 'utf8'));
const TIMEOUT = 10_000;

test('a whole game against an easy bot ends with a sequence, a winner and a History entry', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      await page.goto(url(`/sequence?seed=${SEED}&seats=human,easy`));
      await waitForApp(page);
      await page.locator('section.setup .btn-primary.btn-big').click();
      let turns = 0;
      while ((await waitForTurn(page)) === 'play' && turns < 300) {
        const before = await page.locator('.sq-log-list').getAttribute('data-count');
        await playTurn(page);
        turns++;
        // The move is logged (or the game ended).
        await page.waitForFunction((n) => document.querySelector('.sq-log-list')?.dataset.count !== n
          || document.querySelector('section.sq-final'), before, { timeout: TIMEOUT });
      }
      assert.equal(await waitForTurn(page), 'final', `the game ended within ${turns} turns`);
      assert.match(await page.locator('[data-testid=winner]').innerText(), /Winner: [●▲] Team [12]/);
      const seqs = await page.locator('[data-testid=sequences]').allInnerTexts();
      assert.ok(seqs.some((t) => /: 1 of 1$/.test(t)), `a team made its sequence: ${seqs}`);
      assert.ok((await page.locator('.sq-space.locked').count()) >= 5, 'the sequence is locked on the board');
      assert.match((await logLines(page))[0], /wins/);

      await page.locator('header nav a[href="/history"]').click();
      const entry = page.locator('article.finished');
      await entry.first().waitFor();
      assert.match(await entry.first().innerText(), /Sequence Numbers/);
      assertNoErrors(errors);
    });
  }));

test('a Minus on a chip locked in a sequence is refused with its reason', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await openSave(page, url, SAVES.locked);
      const locked = page.locator('.sq-space.locked:has(.sq-chip.team-1)');
      assert.ok((await locked.count()) >= 4, 'the other team has a locked sequence');
      await page.locator('.sq-card.minus').click();
      assert.equal(await page.locator('.sq-space.lit.locked').count(), 0, 'no locked chip is offered to the Minus');
      assert.ok((await page.locator('.sq-space.lit .sq-chip.team-1').count()) > 0, 'unlocked opponent chips are');
      const chips = await chipCount(page);
      await locked.first().click();
      assert.match(await page.locator('.feedback[role=alert]').innerText(), /locked in a completed sequence: a Minus cannot take it off/);
      assert.equal(await chipCount(page), chips, 'nothing was taken off');
      // An allowed chip is taken off.
      await page.locator('.sq-space.lit').first().click();
      await page.waitForFunction(() => /took off/.test(document.querySelector('.sq-log-list li')?.textContent ?? ''));
      assert.ok((await chipCount(page)) <= chips, 'one chip taken off (and bots may have played since)');
      assertNoErrors(errors);
    });
  }));

test('a dead card is marked and exchanged for a new one, then the turn goes on', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await openSave(page, url, SAVES.dead);
      const dead = page.locator('.sq-card.dead');
      assert.ok((await dead.count()) >= 1);
      const card = await dead.first().getAttribute('data-card');
      const before = await handTexts(page);
      await page.locator('.sq-exchange').first().click();
      await page.waitForFunction(() => /exchanged a dead card/.test(document.querySelector('.sq-log-list li')?.textContent ?? ''));
      const after = await handTexts(page);
      assert.equal(after.length, before.length, 'a replacement was drawn');
      assert.ok(after.filter((c) => c === card).length < before.filter((c) => c === card).length, 'the dead card left the hand');
      assert.equal(await page.locator('.sq-exchange').count(), 0, 'only one exchange per turn');
      assert.equal(await waitForTurn(page), 'play', 'still our turn after the exchange');
      assertNoErrors(errors);
    });
  }));

test('keyboard play, a reload mid-game, and the same seed giving the same deal', () =>
  withApp(async ({ browser, url }) => {
    const link = url(`/sequence?seed=${SEED}&seats=human,hard`);
    const first = await withPage(browser, FAST, async ({ page, errors }) => {
      await page.goto(link);
      await waitForApp(page);
      await page.locator('section.setup .btn-primary.btn-big').click();
      assert.equal(await waitForTurn(page), 'play');
      const deal = await handTexts(page);

      // Keyboard: a card with Enter, then Enter on the space the focus moved to.
      const playable = page.locator('.sq-card:not(.dead)');
      await playable.first().focus();
      await page.keyboard.press('Enter');
      const focused = await page.evaluate(() => document.activeElement?.classList.contains('lit'));
      assert.ok(focused, 'choosing a card puts the focus on a space it allows');
      await page.keyboard.press('ArrowRight');
      // One space in the Tab order, the one the arrows moved to.
      const roving = () => page.evaluate(() => {
        const inOrder = [...document.querySelectorAll('.sq-space[tabindex="0"]')];
        return { count: inOrder.length, focused: inOrder[0] === document.activeElement };
      });
      assert.deepEqual(await roving(), { count: 1, focused: true }, 'the arrows move the one space in the Tab order');
      await page.keyboard.press('ArrowLeft');
      assert.deepEqual(await roving(), { count: 1, focused: true });
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelectorAll('.sq-log-list li').length >= 1);
      assert.equal(await waitForTurn(page), 'play');
      await playTurn(page);
      await page.waitForFunction(() => document.querySelectorAll('.sq-log-list li').length >= 4, null, { timeout: TIMEOUT });
      assert.equal(await waitForTurn(page), 'play');

      const state = { chips: await chipCount(page), hand: await handTexts(page), log: await logLines(page) };
      await page.reload();
      await waitForApp(page);
      assert.equal(await waitForTurn(page), 'play');
      assert.deepEqual({ chips: await chipCount(page), hand: await handTexts(page), log: await logLines(page) }, state,
        'the reload resumes the same board, hand and log');
      assertNoErrors(errors);
      return deal;
    });
    const again = await withPage(browser, FAST, async ({ page, errors }) => {
      await page.goto(link);
      await waitForApp(page);
      await page.locator('section.setup .btn-primary.btn-big').click();
      await waitForTurn(page);
      assertNoErrors(errors);
      return handTexts(page);
    });
    assert.deepEqual(again, first, 'the same seed deals the same hand');
  }));

test('a refusal takes the hint’s place: the board and the hand do not move', () =>
  withApp(async ({ browser, url }) => {
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      await withPage(browser, { viewport, reducedMotion: 'reduce' }, async ({ page, errors }) => {
        await page.goto(url(`/sequence?seed=${SEED}&seats=human,hard`));
        await waitForApp(page);
        await page.locator('section.setup .btn-primary.btn-big').click();
        assert.equal(await waitForTurn(page), 'play');
        const where = () => page.evaluate(() => [
          document.querySelector('.sq-board').getBoundingClientRect().top,
          document.querySelector('.sq-hand').getBoundingClientRect().top,
        ]);
        const before = await where();
        // A space tapped before any card: refused, with its reason, where the hint was.
        await page.locator('.sq-space:not(.corner)').nth(5).click();
        const said = page.locator('.sq-say .feedback[role=alert]');
        await said.waitFor({ timeout: TIMEOUT });
        assert.equal(await said.innerText(), 'Choose a card from your hand first.');
        assert.deepEqual(await where(), before, `nothing moved at ${viewport.width}×${viewport.height}`);
        assertNoErrors(errors);
      });
    }
  }));

test('a bot’s chip comes down onto its space, and not under reduced motion', () =>
  withApp(async ({ browser, url }) => {
    for (const reducedMotion of ['no-preference', 'reduce']) {
      await withPage(browser, { viewport: PHONE, reducedMotion }, async ({ page, errors }) => {
        await page.goto(url(`/sequence?seed=${SEED}&seats=human,easy`));
        await waitForApp(page);
        await page.locator('section.setup .btn-primary.btn-big').click();
        assert.equal(await waitForTurn(page), 'play');
        const before = (await logLines(page)).length;
        await playTurn(page);
        // The bot's answer is the last move: its chip is the one animated.
        await page.waitForFunction((n) => document.querySelectorAll('.sq-log-list li').length >= n + 2, before, { timeout: TIMEOUT });
        const motion = await page.locator('.sq-space.last .sq-chip').evaluate((c) => {
          const style = getComputedStyle(c);
          return [style.animationName, parseFloat(style.animationDuration) * 1000];
        });
        if (reducedMotion === 'reduce') assert.ok(motion[1] < 1, `no motion: ${motion}`);
        else assert.deepEqual(motion, ['sq-chip-in', 220]);
        assertNoErrors(errors);
      });
    }
  }));

test('a chip leaves its space’s number and group in sight, on a phone and on a laptop', () =>
  withApp(async ({ browser, url }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await withPage(browser, { viewport, reducedMotion: 'reduce' }, async ({ page, errors }) => {
        await openSave(page, url, SAVES.locked);
        const hidden = await page.locator('.sq-space:has(.sq-chip)').evaluateAll((spaces) => {
          const box = (e) => e && e.getBoundingClientRect();
          const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          return spaces.flatMap((s) => {
            const [chip, num, group] = ['.sq-chip', '.sq-num', '.sq-group'].map((q) => box(s.querySelector(q)));
            const out = [];
            if (num && meet(chip, num)) out.push(`${s.getAttribute('aria-label')}: the chip covers the number`);
            if (group && meet(chip, group)) out.push(`${s.getAttribute('aria-label')}: the chip covers the group`);
            const space = box(s);
            if (chip.left < space.left || chip.right > space.right || chip.top < space.top || chip.bottom > space.bottom) {
              out.push(`${s.getAttribute('aria-label')}: the chip leaves its space`);
            }
            return out;
          });
        });
        assert.ok(await page.locator('.sq-space .sq-chip').count() > 5, 'chips on the board');
        assert.deepEqual(hidden, [], `${viewport.width}×${viewport.height}`);
        assertNoErrors(errors);
      });
    }
  }));
