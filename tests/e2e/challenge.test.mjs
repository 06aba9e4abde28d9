// Share and challenge links (docs/challenge.md) on The Number's page: a finished game shared
// as a text with a challenge link; the link opened elsewhere shows the target and "verified",
// keeps it through a reload, and ends with both results side by side; a claim altered with its
// checksum computed again shows "does not match"; a damaged link is refused with a message.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, screenshot, withApp, withPage } from './lib/browser.mjs';
import { shoot } from './lib/checks.mjs';
import { NumberPage, SEED, SEATS, assertNoErrors, highLow } from './lib/number_page.mjs';
import { claimOf, withClaim } from './lib/challenge_code.mjs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { numera } from './lib/numera_cli.mjs';
import { T } from './lib/texts.mjs';

const FAST = { viewport: PHONE, reducedMotion: 'reduce' };
const TIMEOUT = 15_000;

/** Plays a whole game from the seed link, shares it as "Ada"; the score and the share text. */
async function shareAGame(page, url) {
  const game = new NumberPage(page, url);
  await game.openSeedLink(SEED, SEATS);
  await game.start();
  await game.playToEnd(highLow);
  const final = await game.readFinal();
  const score = final.find((f) => f.seat === 0).total;
  const box = page.locator('section.challenge-share');
  await box.locator('input').fill('Ada');
  await box.locator('input').dispatchEvent('change');
  await box.locator('button.btn-primary').click();
  const text = await box.locator('textarea.share-text').inputValue();
  return { score, text };
}

test('a shared game is a challenge: target and "verified", kept through a reload, both results at the end', () =>
  withApp(async ({ browser, url }) => {
    let shared;
    await withPage(browser, FAST, async ({ page, errors }) => {
      shared = await shareAGame(page, url);
      assertNoErrors(errors);
    });
    const lines = shared.text.split('\n');
    assert.equal(lines[0], `Numera · The Number, seed ${SEED}`);
    assert.match(lines[1], new RegExp(`^score ${shared.score}, place \\d of 3$`));
    assert.match(lines[2], /^[🟩⭐🟥⬜]{5} [🟩⭐🟥⬜]{5}$/u, 'one glyph per turn, a space between rounds');
    const link = lines[3].match(/https?:\/\/\S+/)[0];
    const code = new URL(link).searchParams.get('challenge');
    assert.ok(link.startsWith(url('/number?challenge=C')), link);
    assert.ok(link.length < 1000, `${link.length} characters`);
    assert.equal(claimOf(code), shared.score);

    // Someone else, nothing stored: the target, the sender's name and the verdict.
    await withPage(browser, FAST, async ({ page, errors }) => {
      const game = new NumberPage(page, url);
      await page.goto(url(`/number?challenge=${code}`));
      await game.waitForApp();
      const start = page.locator('section.challenge-start');
      await start.waitFor({ timeout: TIMEOUT });
      assert.equal(await start.locator('[data-testid=challenge-target]').innerText(), `Beat ${shared.score}`);
      assert.match(await start.textContent(), /Ada challenges you/);
      assert.equal(await start.locator('.challenge-verdict').getAttribute('data-verdict'), 'verified');
      await start.locator('button.btn-primary').click();
      await game.waitForPhase(['pick', 'bots']);
      const banner = page.locator('[data-testid=challenge-banner]');
      assert.equal(await banner.locator('[data-testid=challenge-target]').innerText(), `Beat ${shared.score}`);
      assert.match(await banner.innerText(), /Verified/);

      // A reload keeps the challenge with the game in progress.
      await page.reload();
      await game.waitForApp();
      await game.waitForPhase(['pick', 'bots']);
      assert.ok(page.url().endsWith('/number'), 'the link’s address is left');
      await banner.waitFor({ timeout: TIMEOUT });
      assert.equal(await banner.locator('.challenge-verdict').getAttribute('data-verdict'), 'verified');

      // The same picks on the same deal: the same score, side by side.
      await game.playToEnd(highLow);
      const sides = banner.locator('.challenge-results .challenge-side');
      await sides.first().waitFor({ timeout: TIMEOUT });
      const read = await sides.evaluateAll((els) => els.map((e) => [e.querySelector('.challenge-who').textContent, Number(e.querySelector('.challenge-score').textContent)]));
      assert.deepEqual(read, [['You', shared.score], ['Ada', shared.score]]);
      assert.match(await banner.locator('.challenge-outcome').innerText(), /tie/i);
      await banner.locator('button', { hasText: 'Step through both games' }).click();
      const replays = banner.locator('.challenge-compare section.replay');
      await replays.nth(1).waitFor({ timeout: TIMEOUT });
      assert.equal(await replays.count(), 2, 'the sender’s game beside the player’s');
      await banner.locator('.replay-pair-controls button', { hasText: 'Next' }).click();
      await shoot(page, 'challenge', 'pair');
      // On a phone, down by the second game: the controls of both are still on screen.
      await replays.nth(1).evaluate((r) => r.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'challenge-pair-phone-scrolled', { fullPage: false });
      assertNoErrors(errors);
    });

    // A claim raised by 5 with the checksum computed again: the replay gives the truth, and
    // the truth is the score to beat; the forged number is only named as false.
    await withPage(browser, FAST, async ({ page, errors }) => {
      const forged = withClaim(code, 5);
      await page.goto(url(`/number?challenge=${forged}`));
      await new NumberPage(page, url).waitForApp();
      const start = page.locator('section.challenge-start');
      await start.waitFor({ timeout: TIMEOUT });
      assert.equal(await start.locator('[data-testid=challenge-target]').innerText(), `Beat ${shared.score}`);
      const verdict = start.locator('.challenge-verdict');
      assert.equal(await verdict.getAttribute('data-verdict'), 'mismatch');
      assert.equal(
        await verdict.innerText(),
        `⚠ The score in this link is false: their game, replayed here, gives ${shared.score}, not ${shared.score + 5}.`,
      );
      await start.getByRole('button', { name: 'Accept the challenge' }).click();
      const banner = page.locator('[data-testid=challenge-banner]');
      await banner.waitFor({ timeout: TIMEOUT });
      assert.equal(await banner.locator('[data-testid=challenge-target]').innerText(), `Beat ${shared.score}`);
      assert.equal(await banner.locator('.challenge-verdict').getAttribute('data-verdict'), 'mismatch');
      assertNoErrors(errors);
    });

    // Cut short, or one character changed: refused, with the reason.
    for (const damaged of [code.slice(0, -7), `${code.slice(0, 20)}${code[20] === 'A' ? 'B' : 'A'}${code.slice(21)}`]) {
      await withPage(browser, FAST, async ({ page, errors }) => {
        await page.goto(url(`/number?challenge=${damaged}`));
        await new NumberPage(page, url).waitForApp();
        const refused = page.locator('section.link-error');
        await refused.waitFor({ timeout: TIMEOUT });
        const text = await refused.innerText();
        assert.match(text, /This challenge link cannot be used/);
        assert.match(text, /incomplete or damaged/);
        assertNoErrors(errors);
      });
    }
  }));


test('a Sequence challenge asks to win the same deal, never to beat a count of sequences', () => {
  // A finished game of a daily's deal, played by the best bots, sent as a challenge: its sender
  // made no sequence (score 0), which used to read "Beat 0".
  const daily = numera('daily', '--game', 'sequence', '--date', '2026-12-02');
  const review = numera('review', '--game', 'sequence', '--seed', daily.seed, '--options', JSON.stringify(daily.options), '--seat', '0');
  const log = join(mkdtempSync(join(tmpdir(), 'numera-')), 'log.txt');
  writeFileSync(log, review.log);
  const sent = numera('challenge', '--game', 'sequence', '--seed', daily.seed, '--actions', log, '--name', 'Ada');
  assert.equal(sent.finished, true);
  return withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await page.goto(url(sent.link));
      const start = page.locator('section.challenge-start');
      await start.waitFor({ timeout: 30_000 });
      assert.equal(await start.locator('[data-testid=challenge-target]').innerText(), T.en.ChallengeWinDeal);
      await start.getByRole('button', { name: T.en.ChallengeAccept }).click();
      const banner = page.locator('[data-testid=challenge-banner]');
      await banner.waitFor({ timeout: TIMEOUT });
      assert.equal(await banner.locator('[data-testid=challenge-target]').innerText(), T.en.ChallengeWinDeal);
      assertNoErrors(errors);
    });
  });
});
