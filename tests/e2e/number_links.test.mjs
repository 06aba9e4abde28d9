// Seed links, replay links and links that cannot be used (docs/notation.md "Saves and links").

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, waitForApp, withApp, withPage } from './lib/browser.mjs';
import { T, fill } from './lib/texts.mjs';
import {
  NumberPage, SEED, SEATS, TURNS, assertNoErrors, checkRevealRules, highLow, seedPath,
} from './lib/number_page.mjs';

const FAST = { viewport: PHONE, reducedMotion: 'reduce' };

/** Play round 1 (five turns) from `link` in a fresh context; returns the reveals. */
async function playRoundFrom(browser, url, link, { shareLink = false } = {}) {
  return withPage(browser, FAST, async ({ page, errors }) => {
    const game = new NumberPage(page, url);
    await game.open(link);
    assert.match(await game.setup.innerText(), /A friend shared this game/);
    await game.start();
    const seedText = (await game.share.locator('p.hint').innerText()).trim();
    const offered = shareLink ? await game.copyLink('seed') : null;
    const reveals = [];
    for (let t = 0; t < TURNS; t++) {
      const { reveal } = await game.playTurn(highLow);
      checkRevealRules(reveal);
      reveals.push(reveal);
      await game.nextTurn();
    }
    assertNoErrors(errors);
    return { reveals, seedText, offered };
  });
}

/** What the bots did: per reveal, each bot seat's number. */
const botNumbers = (reveals) => reveals.map((r) => r.plays.filter((p) => p.seat !== 0).map((p) => [p.seat, p.number]).sort());

test('a seed link opened twice, with the same human picks, gives the bots the same draws', () =>
  withApp(async ({ browser, url }) => {
    // First context: open the link, and take the seed link the share bar offers.
    const a = await playRoundFrom(browser, url, seedPath(SEED, SEATS), { shareLink: true });
    assert.equal(a.seedText, `Seed ${SEED}`);
    assert.equal(a.offered, url(seedPath(SEED, SEATS)).replace(/%2C/g, ','), 'the share bar offers the same seed link');

    // Second, fresh context (no storage): the link the first one offered.
    const b = await playRoundFrom(browser, url, a.offered);
    assert.deepEqual(b.reveals, a.reveals, 'same seed, same seats, same human picks: the same reveals');
    assert.deepEqual(botNumbers(b.reveals), botNumbers(a.reveals));

    // Another seed: the bots answer otherwise (so the equality above is the seed's doing).
    const c = await playRoundFrom(browser, url, seedPath('7ZZZ-ZZZZ', SEATS));
    assert.notDeepEqual(botNumbers(c.reveals), botNumbers(a.reveals), 'a different seed should change the bots’ picks');
  }));

/** Play a whole game from the seed link; returns { reveals, replayLink, history replay href }. */
async function playWholeGame(game) {
  await game.openSeedLink(SEED, SEATS);
  await game.start();
  const turns = await game.playToEnd(highLow);
  return turns.map((t) => t.reveal);
}

test('a replay link steps through the game move by move (buttons and arrow keys) with the reveals', () =>
  withApp(async ({ browser, url }) => {
    let reveals;
    let link;
    let final;
    await withPage(browser, FAST, async ({ page, errors }) => {
      const game = new NumberPage(page, url);
      reveals = await playWholeGame(game);
      final = await game.readFinal();
      link = await game.copyLink('replay');
      assert.ok(link.startsWith(url('/number?replay=1')), `a replay link: ${link}`);
      // History's "Watch the replay" is the same code.
      await page.locator('header nav a[href="/history"]').click();
      const href = await page.locator('article.finished a.btn').first().getAttribute('href');
      assert.equal(url(href), link, 'History and the share bar offer the same replay');
      assertNoErrors(errors);
    });

    // A fresh context: the replay needs nothing stored.
    await withPage(browser, FAST, async ({ page, errors }) => {
      const game = new NumberPage(page, url);
      assert.equal(await game.open(link.slice(link.indexOf('/number'))), 'replay');
      const replay = page.locator('section.replay');
      const step = replay.locator('.replay-controls .step');
      const [first, prev, next, last] = [0, 1, 2, 3].map((i) => replay.locator('.replay-controls button').nth(i));
      const total = reveals.reduce((n, r) => n + r.plays.filter((p) => p.number !== null).length, 0);
      const at = async (n) => {
        await page.waitForFunction(([n, total]) => {
          const got = (document.querySelector('section.replay .step')?.textContent ?? '').match(/\d+/g)?.map(Number);
          return got && got[0] === n && got[1] === total;
        }, [n, total], { timeout: 5_000 }).catch(async () => assert.fail(`expected move ${n} of ${total}, shown: ${await step.innerText()}`));
      };
      await at(0);
      assert.match(await replay.locator('.move-line').innerText(), /nobody has picked yet/);
      assert.ok(await first.isDisabled() && await prev.isDisabled(), 'at the start, First and Previous are disabled');
      assert.match(await replay.innerText(), new RegExp(`Seed ${SEED}`));
      // A friend opening the link can tell the game: the page's h1 and its title name it.
      assert.equal(await page.locator('h1').innerText(), 'The Number');
      assert.equal(await page.title(), 'Replay · The Number · Numera');

      // Step through with Next (button), check every move line and every reveal.
      const seen = [];
      const picksOf = reveals.flatMap((r) => r.plays.filter((p) => p.number !== null));
      for (let k = 1; k <= total; k++) {
        if (k % 2) await next.click();
        else await page.keyboard.press('ArrowRight');
        await at(k);
        const line = replay.locator('.move-line');
        const lineNumber = await line.locator('.tiles').getAttribute('aria-label');
        assert.ok(picksOf.some((p) => p.number === lineNumber), `move ${k}: ${lineNumber} is one of the game's picks`);
        if (await replay.locator('section.reveal').count()) {
          seen.push(await game.readReveal('section.replay section.reveal'));
        }
      }
      assert.deepEqual(seen, reveals, 'the replay shows the same reveals, in order, as the game did');
      // The last move also shows the final breakdown, with the same totals.
      assert.equal(await replay.locator('section.final').count(), 1);
      assert.deepEqual((await game.readFinal()).map((c) => [c.seat, c.total]), final.map((c) => [c.seat, c.total]));
      assert.ok(await next.isDisabled() && await last.isDisabled(), 'at the end, Next and Last are disabled');

      // Back one move (arrow): the final breakdown and the last reveal go away.
      await page.keyboard.press('ArrowLeft');
      await at(total - 1);
      assert.equal(await replay.locator('section.final').count(), 0);
      await prev.click();
      await at(total - 2);
      await page.keyboard.press('Home');
      await at(0);
      await page.keyboard.press('End');
      await at(total);
      await first.click();
      await at(0);
      await last.click();
      await at(total);
      // Moves 1–3 make turn 1: its reveal appears exactly at the move that completes it.
      await first.click();
      const turn1 = reveals[0].plays.filter((p) => p.number !== null).length;
      for (let k = 1; k <= turn1; k++) {
        await page.keyboard.press('ArrowRight');
        await at(k);
        assert.equal(await replay.locator('section.reveal').count(), k === turn1 ? 1 : 0, `move ${k}: reveal only once turn 1 is complete`);
        if (k < turn1) assert.equal(await replay.locator('.turn-so-far li').count(), k, `move ${k}: picks of this turn so far`);
      }
      assertNoErrors(errors);
    });
  }));

test('bad links say what is wrong, crash nothing, and the game in progress still resumes', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      const game = new NumberPage(page, url);
      // A real replay code, from a finished game.
      await playWholeGame(game);
      const code = new URL(await game.copyLink('replay')).searchParams.get('replay');

      // Then a game in progress: one turn played, turn 2 on screen.
      await game.openSeedLink('M2T4-9QRS', ['human', 'easy', 'hard']);
      await game.start();
      await game.playTurn(highLow);
      await game.nextTurn();
      const before = { status: await game.status(), seats: await game.seats() };
      const saved = await page.evaluate(() => localStorage.getItem('numera.save.number'));
      assert.ok(saved, 'the game in progress is saved');

      const bad = [
        { path: '/number?seed=ABC', title: /This game link cannot be used/, reason: /A seed has 8 characters; this one has 3\./ },
        { path: '/number?seed=K7QM-3XUA', title: /This game link cannot be used/, reason: /“U” cannot appear in a seed\./ },
        { path: `/number?seed=${SEED}&seats=human,robot,easy`, title: /This game link cannot be used/, reason: /Unknown seat “robot”: a seat is human, easy or hard\./ },
        { path: '/number?seats=human,easy', title: /This game link cannot be used/, reason: /2 seats given; this game needs 3 to 5\./ },
        { path: `/number?replay=${code.slice(0, -5)}`, title: /This replay link cannot be used/, reason: /The link is incomplete or damaged\./ },
        { path: `/number?replay=${code.slice(0, 40)}`, title: /This replay link cannot be used/, reason: /The link is incomplete or damaged\./ },
        { path: `/number?replay=2${code.slice(1)}`, title: /This replay link cannot be used/, reason: /not a Numera game code/ },
      ];
      for (const { path, title, reason } of bad) {
        await page.goto(url(path), { waitUntil: 'load' });
        await game.waitForApp();
        const box = game.linkError;
        await box.waitFor({ state: 'visible', timeout: 5_000 }).catch(async () =>
          assert.fail(`${path}: no error message; the page shows ${await game.phase()}:\n${(await page.locator('main').innerText()).slice(0, 300)}`));
        assert.equal(await box.getAttribute('role'), 'alert');
        assert.match(await box.locator('h2').innerText(), title, path);
        assert.match(await box.locator('.reason').innerText(), reason, path);
        assert.match(await box.innerText(), /Nothing you saved was changed\./);
        assert.equal(await page.evaluate(() => localStorage.getItem('numera.save.number')), saved, `${path} must not touch the save`);
        assert.equal(await page.locator('.notices .notice').count(), 0, `${path}: no storage notice`);
        assertNoErrors(errors, path);
      }

      // "Start a normal game" leads to the game in progress, as it was.
      await game.linkError.locator('a.btn-primary').click();
      // It was left on turn 2's keypad, past turn 1's reveal: the keypad again.
      assert.equal(await game.waitForPhase(['reveal', 'pick', 'setup']), 'pick', 'the turn left is on screen again');
      assert.deepEqual(await game.status(), before.status);
      assert.deepEqual(await game.seats(), before.seats);
      assertNoErrors(errors);
    });
  }));

test('a link asking for several screens opens one and says what it left out (no tour starts unasked)', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      const EN = T.en;
      const said = (used, left) => fill(EN.NoticeLinkParts, { used, left: left.join(', ') });
      // The damaged replay is what opens (and explains itself); nothing else starts.
      await page.goto(url('/number?daily&challenge=abc&replay=1xyz&tour'));
      await waitForApp(page);
      await page.locator('section.link-error').waitFor({ timeout: 15_000 });
      const notice = page.locator('.notice-text', { hasText: EN.NoticeLinkParts.split(':')[0] });
      assert.equal(await notice.innerText(), said(EN.LinkPartReplay, [EN.LinkPartChallenge, EN.LinkPartDaily, EN.LinkPartTour]));
      assert.equal(await page.locator('.tour-text').count(), 0, 'no walkthrough');
      assert.match(page.url(), /replay=1xyz/, 'the address is left as it was');

      // A daily with a tour: the daily's screen, and the tour is named as left out.
      await page.goto(url('/number?daily&tour'));
      await waitForApp(page);
      await page.locator('section.daily-start').waitFor({ timeout: 15_000 });
      assert.equal(await page.locator('.notice-text', { hasText: EN.NoticeLinkParts.split(':')[0] }).innerText(),
        said(EN.LinkPartDaily, [EN.LinkPartTour]));
      assert.equal(await page.locator('.tour-text').count(), 0, 'no walkthrough');
      assertNoErrors(errors);
    });
  }));
