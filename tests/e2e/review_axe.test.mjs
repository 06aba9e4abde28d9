// A finished game of each of the five games with "How would the best bot have done?" open
// (issue 38, item 13): three games are then on the page at once (the live final screen and
// the two replays), and nothing may say the same twice — no id used twice, no two landmarks
// with the same name — and axe-core finds nothing, of any impact, best practices included.
// The finished games are saves (tests/e2e/data/finished_saves.json) opened as the saved
// session, as a reload of a game played to its end would.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { PHONE, formatViolations, runAxe, waitForApp, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';

const SAVES = JSON.parse(readFileSync(new URL('./data/finished_saves.json', import.meta.url), 'utf8'));
const GAMES = ['nmbr9', 'number', 'sequence', 'mino', 'dungeon'];
const TIMEOUT = 120_000;
const EVERY_RULE = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } };

/** Ids that more than one element carries, with how many carry each. */
const repeatedIds = (page) => page.evaluate(() => {
  const count = new Map();
  for (const el of document.querySelectorAll('[id]')) count.set(el.id, (count.get(el.id) ?? 0) + 1);
  return [...count].filter(([, n]) => n > 1).map(([id, n]) => `${id} ×${n}`);
});

test('a finished game with the review open: ids once each, 0 axe violations of any impact', () =>
  withApp(async ({ browser, url }) => {
    const found = [];
    for (const game of GAMES) {
      await withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
        await page.goto(url('/'));
        await waitForApp(page);
        await page.evaluate(([key, text]) => localStorage.setItem(key, text), [`numera.save.${game}`, JSON.stringify(SAVES[game])]);
        await page.goto(url(`/${game}`));
        await waitForApp(page);
        const box = page.locator('[data-testid=review]');
        await box.locator('[data-testid=review-ask]').click();
        await box.locator('.challenge-results').waitFor({ timeout: TIMEOUT });
        assert.equal(await box.locator('section.replay').count(), 2, `${game}: both games in the replay viewer`);
        const ids = await repeatedIds(page);
        if (ids.length) found.push(`${game}: ids used more than once: ${ids.join(', ')}`);
        const { violations } = await runAxe(page, { options: EVERY_RULE });
        if (violations.length) found.push(`${game}:\n${formatViolations(violations)}`);
        assertNoErrors(errors);
      });
    }
    assert.deepEqual(found, [], found.join('\n\n'));
  }));
