// Issue 50, item 10, the small things a newcomer saw: /stats, /settings and /history named
// only "Numera" in the tab; "This link is for another game (nmbr9)", the game's id where its
// name belongs; "placed a 8" in NMBR 9's replay; solo NMBR 9's share text daring a friend to
// meet "the same bots" (item 8: there are none).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatViolations, runAxe, waitForApp, withApp, withPage } from './lib/browser.mjs';
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
