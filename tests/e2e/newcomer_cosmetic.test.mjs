// Issue 50, item 10, the small things a newcomer saw: /stats, /settings and /history named
// only "Numera" in the tab; "This link is for another game (nmbr9)", the game's id where its
// name belongs; "placed a 8" in NMBR 9's replay; solo NMBR 9's share text daring a friend to
// meet "the same bots" (item 8: there are none).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatViolations, runAxe, screenshot, startGame, waitForApp, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { REPO_ROOT } from './lib/server.mjs';

const SAVES = JSON.parse(await readFile(join(REPO_ROOT, 'tests/e2e/data/finished_saves.json'), 'utf8'));

test('the settings, history and stats pages name themselves in the tab', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, {}, async ({ page, errors }) => {
      for (const [path, name] of [['/stats', 'Statistics'], ['/settings', 'Settings'], ['/history', 'Finished games']]) {
        await page.goto(url(path));
        await waitForApp(page);
        await page.waitForFunction((t) => document.title === t, `${name} · Numera`, { timeout: 5_000 }).catch(() => {});
        assert.equal(await page.title(), `${name} · Numera`, path);
      }
      assertNoErrors(errors);
    });
  }));

test('a replay link of another game names that game; the replay says "placed the 8"', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, {}, async ({ page, errors }) => {
      await page.goto(url('/'));
      await waitForApp(page);
      await page.evaluate((text) => localStorage.setItem('numera.save.nmbr9', text), JSON.stringify(SAVES.nmbr9));
      await page.goto(url('/nmbr9'));
      await waitForApp(page);
      const share = page.locator('section.share').first();
      await share.locator('.actions button').nth(1).click();
      const field = share.locator('input, textarea').first();
      await field.waitFor();
      const link = await field.inputValue();
      const code = new URL(link).searchParams.get('replay');
      assert.ok(code, link);
      await page.goto(url(`/number?replay=${code}`));
      await waitForApp(page);
      const refused = page.locator('section.link-error');
      await refused.waitFor();
      const words = await refused.innerText();
      assert.match(words, /This link is for another game \(NMBR 9\)\./);
      assert.doesNotMatch(words, /\(nmbr9\)/);
      const { violations } = await runAxe(page);
      assert.deepEqual(violations, [], formatViolations(violations));

      // Its own replay: the move lines speak of "the 8", never "a 8".
      await page.goto(url(`/nmbr9?replay=${code}`));
      await waitForApp(page);
      await page.locator('section.replay').waitFor();
      const next = page.locator('section.replay button', { hasText: /Next/ }).first();
      const lines = [];
      for (let i = 0; i < 40 && (await next.isEnabled()); i++) {
        await next.click();
        lines.push(await page.locator('section.replay').innerText());
      }
      const all = lines.join('\n');
      assert.match(all, /placed the 8 on level/);
      assert.doesNotMatch(all, /placed a 8/);
      assertNoErrors(errors);
    });
  }));

test('solo NMBR 9: the share text dares a friend to the same deal, with no bots in it', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, {}, async ({ page, errors }) => {
      await page.goto(url('/'));
      await waitForApp(page);
      const solo = { ...SAVES.nmbr9, options: { seats: ['human'] }, actions: SAVES.nmbr9.actions.filter((a) => a.startsWith('0:')) };
      await page.evaluate((text) => localStorage.setItem('numera.save.nmbr9', text), JSON.stringify(solo));
      await page.goto(url('/nmbr9'));
      await waitForApp(page);
      const box = page.locator('section.challenge-share');
      await box.locator('input').fill('Ada');
      await box.locator('input').dispatchEvent('change');
      await box.locator('button.btn-primary').click();
      const text = await box.locator('textarea.share-text').inputValue();
      assert.match(text, /Can you beat it\? Same deal: /);
      assert.doesNotMatch(text, /bots/);
      assertNoErrors(errors);
    });
  }));

/** How far a focused element's ring (its outline and offset) reaches out of the scrolling box around it, in px per side. */
const ringOutside = (el) => {
  const cs = getComputedStyle(el);
  const ext = (parseFloat(cs.outlineWidth) || 0) + (parseFloat(cs.outlineOffset) || 0);
  const b = el.getBoundingClientRect();
  let box = el.parentElement;
  while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
  const c = box.getBoundingClientRect();
  return [c.left - (b.left - ext), b.right + ext - c.right, c.top - (b.top - ext), b.bottom + ext - c.bottom];
};

test('Sequence: a space\'s focus ring is drawn whole at every edge of the board; Mino\'s die numbers are 15 px and more', () =>
  withApp(async ({ browser, url }) => {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      await withPage(browser, { viewport, reducedMotion: 'reduce' }, async ({ page, errors }) => {
        await startGame(page, url, '/sequence?seed=K7QM-3XPA&seats=human,easy');
        await page.locator('button.sq-space').first().waitFor();
        // The keyboard reaches the board, then the focus goes to each corner (as arrows would).
        for (let i = 0; i < 80 && !(await page.evaluate(() => document.activeElement?.matches('button.sq-space'))); i++) {
          await page.keyboard.press('Tab');
        }
        const spaces = page.locator('button.sq-space');
        const n = await spaces.count();
        for (const i of [0, 9, n - 10, n - 1]) {
          const outside = await spaces.nth(i).evaluate((el, fn) => { el.focus(); return eval(`(${fn})`)(el); }, ringOutside.toString());
          assert.ok(await spaces.nth(i).evaluate((el) => el.matches(':focus-visible')), `space ${i} shows its ring`);
          assert.ok(outside.every((px) => px <= 0.5), `${viewport.width} px, space ${i}: ring cut by ${outside.map((x) => x.toFixed(1))} px (left, right, top, bottom)`);
        }

        await startGame(page, url, '/mino?seed=K7QM-3XPA&seats=human,easy,easy');
        await page.locator('.mn-die-btn svg').first().waitFor();
        const sizes = await page.locator('.mn-die-btn svg, .mn-roll svg').evaluateAll((svgs) => svgs.flatMap((svg) => {
          const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          return [...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
        }));
        assert.ok(sizes.length > 0, 'the hand shows its dice\'s numbers');
        assert.ok(Math.min(...sizes) >= 15, `${viewport.width} px: die numbers ${sizes.map((s) => s.toFixed(1))} px`);
        await screenshot(page, `mino-dice-${viewport.width}`, { fullPage: false });
        assertNoErrors(errors);
      });
    }
  }));
