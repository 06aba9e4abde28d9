// The daily challenges in the browser, with a mocked clock (Playwright's context.clock fixes
// what Date says) and time zones (the context's timezoneId): two players in different time
// zones on the same date get the same deal; a streak holds across midnight, a daylight-saving
// switch and a change of time zone; a second attempt is practice and leaves the counted
// result alone; a malformed, early or future ?day= is explained and loses nothing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, waitForApp, watchAppStart, collectErrors, withApp } from './lib/browser.mjs';
import { assertNoErrors, shoot } from './lib/checks.mjs';
import { Nmbr9Page, CARDS, ints } from './lib/nmbr9_page.mjs';
import { T, fill } from './lib/texts.mjs';

const EN = T.en;

/** `numera daily --game nmbr9 --date 2026-12-12` (pinned natively by crates/cli/tests/daily_cli.rs's rule). */
const DEC_12 = { number: 12, seed: 'PVJF-6F4M' };

/** A page in a context of its own at `time`, in `timezoneId`, optionally carrying `storageState`. */
async function withClockPage(browser, { time, timezoneId, viewport = PHONE, storageState }, fn) {
  const context = await browser.newContext({ viewport, timezoneId, storageState, reducedMotion: 'reduce' });
  try {
    await watchAppStart(context);
    await context.clock.setFixedTime(new Date(time));
    const page = await context.newPage();
    const errors = collectErrors(page);
    return await fn({ context, page, errors });
  } finally {
    await context.close().catch(() => {});
  }
}

async function open(page, url, path) {
  await page.goto(url(path));
  await waitForApp(page);
}

/** Home's dailies: the date shown, the streak across games, and each game's card. */
async function home(page, url) {
  await open(page, url, '/');
  await page.locator('section.dailies').waitFor();
  const cards = {};
  for (const card of await page.locator('.daily-card').all()) {
    cards[await card.getAttribute('data-game')] = {
      title: await card.locator('h3').innerText(),
      done: (await card.getAttribute('data-done')) === 'true',
      status: await card.locator('.daily-status').innerText(),
      streak: ints(await card.locator('.daily-streak').innerText())[0],
    };
  }
  const date = await page.locator('#dailies-title time').getAttribute('datetime');
  const [current, best] = ints(await page.locator('.daily-streak-any').innerText());
  return { date, current, best, cards };
}

/** Opens today's NMBR 9 daily: the start screen's kind (counted, practice, archive) and title. */
async function openDaily(page, url, path = '/nmbr9?daily') {
  await open(page, url, path);
  const start = page.locator('section.daily-start');
  await start.waitFor();
  return {
    kind: await start.locator('.daily-note').getAttribute('data-daily-kind'),
    title: await start.locator('h2').innerText(),
    note: await start.locator('.daily-note').innerText(),
  };
}

async function startDaily(page) {
  await page.locator('section.daily-start .btn-primary').click();
  await page.locator('.daily-banner').waitFor();
  assert.equal(new URL(page.url()).search, '', 'once started, the address is the plain /nmbr9');
}

/** Places cards `from`..=`to` on the next legal spot each. */
async function place(game, from, to) {
  for (let i = from; i <= to; i++) {
    await game.waitForTurn(i);
    await game.placeByKeyboard(['n']);
  }
}

async function banner(page) {
  const b = page.locator('.daily-banner');
  return {
    kind: await b.getAttribute('data-daily-kind'),
    result: (await b.locator('.daily-result').count()) ? await b.locator('.daily-result').innerText() : null,
  };
}

/** Plays a whole daily of NMBR 9 from its start screen; the final total. */
async function playWhole(page, game) {
  await startDaily(page);
  await place(game, 1, CARDS);
  await page.locator('section.final').waitFor();
  return Number(await page.locator('[data-testid=final-total]').first().innerText());
}

test('two players in different time zones on the same date get the same deal', () =>
  withApp(async ({ browser, url }) => {
    // 10:00 UTC on 12 December: 11:00 in Paris, 23:00 in Auckland, both the 12th.
    const time = '2026-12-12T10:00:00Z';
    const deals = [];
    for (const timezoneId of ['Europe/Paris', 'Pacific/Auckland']) {
      deals.push(
        await withClockPage(browser, { time, timezoneId, viewport: DESKTOP }, async ({ page, errors }) => {
          const game = new Nmbr9Page(page, url);
          const start = await openDaily(page, url);
          assert.equal(start.title, fill(EN.DailyTitle, { game: EN.GameNmbr9, n: DEC_12.number }));
          assert.equal(start.kind, 'counted');
          await startDaily(page);
          const cards = [];
          for (let i = 1; i <= 3; i++) {
            await game.waitForTurn(i);
            cards.push((await game.card()).digit);
            await game.placeByKeyboard(['n']);
          }
          const save = await page.evaluate(() => JSON.parse(localStorage.getItem('numera.save.nmbr9')));
          assertNoErrors(errors);
          return { cards, seed: save.seed, options: save.options, tz: timezoneId };
        }),
      );
    }
    assert.deepEqual(deals[0].cards, deals[1].cards, 'the same cards in the same order');
    assert.equal(deals[0].seed, DEC_12.seed, 'the seed numera daily gives for that date');
    assert.equal(deals[1].seed, DEC_12.seed);
    assert.deepEqual(deals[0].options, { seats: ['human'] });
    assert.deepEqual(deals[1].options, deals[0].options);
  }));

test('the screens of a daily, and ?day= dates that have none: explained, nothing lost', () =>
  withApp(async ({ browser, url }) => {
    await withClockPage(browser, { time: '2026-12-12T15:00:00Z', timezoneId: 'America/New_York' }, async ({ page, errors }) => {
      const game = new Nmbr9Page(page, url);
      const before = await home(page, url);
      assert.equal(before.date, '2026-12-12');
      assert.deepEqual(Object.keys(before.cards).sort(), ['dungeon', 'mino', 'nmbr9', 'number', 'sequence']);
      assert.equal(before.cards.mino.title, fill(EN.DailyTitle, { game: EN.GameMino, n: 12 }));
      assert.ok(Object.values(before.cards).every((c) => !c.done && c.status.includes(EN.DailyNotPlayed)));
      await shoot(page, 'daily', 'home');

      await openDaily(page, url);
      await shoot(page, 'daily', 'start');
      await startDaily(page);
      await place(game, 1, 3);
      await game.waitForTurn(4);
      await shoot(page, 'daily', 'playing');

      const refusals = [
        ['2026-13-01', fill(EN.DailyBadDate, { text: '2026-13-01' })],
        ['12/12/2026', fill(EN.DailyBadDate, { text: '12/12/2026' })],
        ['2026-11-30', fill(EN.DailyBeforeLaunch, { launch: '2026-12-01', date: '2026-11-30' })],
        ['2026-12-13', fill(EN.DailyFuture, { date: '2026-12-13' })],
        ['#13', fill(EN.DailyFuture, { date: '2026-12-13' })],
        ['0', fill(EN.DailyBeforeLaunch, { launch: '2026-12-01', date: '2026-11-30' })],
      ];
      for (const [day, reason] of refusals) {
        await open(page, url, `/nmbr9?day=${encodeURIComponent(day)}`);
        await page.locator('section.link-error').waitFor();
        assert.equal(await page.locator('section.link-error .reason').innerText(), reason, day);
      }
      await shoot(page, 'daily', 'refused');
      // Nothing was lost: the daily resumes at its fourth card, still counting.
      await open(page, url, '/nmbr9');
      await game.waitForTurn(4);
      assert.equal(await game.tileCount(), 3);
      assert.equal((await banner(page)).kind, 'counted');

      // An earlier day opens from the archive, and says so.
      const archive = await openDaily(page, url, '/nmbr9?day=2026-12-02');
      assert.equal(archive.kind, 'archive');
      assert.equal(archive.title, fill(EN.DailyTitle, { game: EN.GameNmbr9, n: 2 }));
      assert.match(archive.note, new RegExp(EN.DailyArchive.slice(0, 20)));
      assert.ok(await page.locator('section.daily-start .warn').count(), 'it warns that it replaces the game in progress');
      // By its number too, as the app labels it ("#2"), with or without the sign.
      for (const day of ['2', '#2']) {
        const byNumber = await openDaily(page, url, `/nmbr9?day=${encodeURIComponent(day)}`);
        assert.equal(byNumber.title, archive.title, day);
      }
      assertNoErrors(errors);
    });
  }));

test('a streak holds across midnight, a daylight-saving switch and a change of time zone; a second attempt is practice', () =>
  withApp(async ({ browser, url }) => {
    const NY = 'America/New_York';
    // 13 March 2027, 23:40 in New York (EST, UTC−5). Clocks spring forward at 02:00 on the 14th.
    let state = await withClockPage(browser, { time: '2027-03-14T04:40:00Z', timezoneId: NY }, async ({ context, page, errors }) => {
      const game = new Nmbr9Page(page, url);
      const first = await openDaily(page, url);
      assert.equal(first.title, fill(EN.DailyTitle, { game: EN.GameNmbr9, n: 103 }));
      await startDaily(page);
      await place(game, 1, CARDS - 1);
      // Midnight passes during the game: 00:10 on the 14th. It still counts for the 13th.
      await context.clock.setFixedTime(new Date('2027-03-14T05:10:00Z'));
      await place(game, CARDS, CARDS);
      await page.locator('section.final').waitFor();
      const b = await banner(page);
      assert.equal(b.kind, 'counted');
      assert.match(b.result, new RegExp(`^${EN.DailyResultCounted.split('{')[0]}`));
      // 00:10 on the 14th, the day the clocks spring forward: the next daily comes at
      // midnight, 22 h 50 min on (a 23-hour day), told under the outcome.
      const next = page.locator('[data-testid=next-daily]');
      assert.equal(await next.innerText(), `${EN.DailyNextIn} 22:50:00`);

      let h = await home(page, url);
      assert.equal(h.date, '2027-03-14');
      assert.equal(h.cards.nmbr9.title, fill(EN.DailyTitle, { game: EN.GameNmbr9, n: 104 }));
      assert.equal(h.cards.nmbr9.done, false, "the 14th's daily is a new one");
      assert.equal(h.current, 1, 'the 13th counts: the streak is alive after midnight');
      assert.equal(h.cards.nmbr9.streak, 1);

      // Noon on the 14th, after the switch to EDT (UTC−4): a 23-hour day is still one day.
      await context.clock.setFixedTime(new Date('2027-03-14T16:00:00Z'));
      assert.equal((await openDaily(page, url)).kind, 'counted');
      const counted = await playWhole(page, game);
      h = await home(page, url);
      assert.equal(h.current, 2);
      assert.equal(h.cards.nmbr9.done, true);
      assert.ok(h.cards.nmbr9.status.includes(fill(EN.DailyScore, { score: counted })), h.cards.nmbr9.status);

      // The same daily again: practice, marked so, and the counted result stays.
      const again = await openDaily(page, url);
      assert.equal(again.kind, 'practice');
      assert.ok(again.note.includes(fill(EN.DailyScore, { score: counted })), again.note);
      await shoot(page, 'daily', 'practice-start');
      await startDaily(page);
      assert.equal((await banner(page)).kind, 'practice');
      await place(game, 1, CARDS);
      await page.locator('section.final').waitFor();
      const practice = await banner(page);
      assert.equal(practice.kind, 'practice');
      assert.ok(practice.result.includes(fill(EN.DailyScore, { score: counted })), practice.result);
      await shoot(page, 'daily', 'practice-final');
      h = await home(page, url);
      assert.equal(h.current, 2, 'practice changes no streak');
      assert.ok(h.cards.nmbr9.status.includes(fill(EN.DailyScore, { score: counted })), 'the counted result stays');
      await shoot(page, 'daily', 'home-done');
      const file = await page.evaluate(() => JSON.parse(localStorage.getItem('numera.daily')));
      assert.deepEqual(file.results.map((r) => [r.date, r.kind]), [
        ['2027-03-13', 'counted'],
        ['2027-03-14', 'counted'],
        ['2027-03-14', 'practice'],
      ]);

      // The 15th, 23:30 EDT: not played yet, the run is still alive; then played.
      await context.clock.setFixedTime(new Date('2027-03-16T03:30:00Z'));
      h = await home(page, url);
      assert.equal(h.date, '2027-03-15');
      assert.equal(h.current, 2);
      await context.clock.setFixedTime(new Date('2027-03-15T23:00:00Z'));
      await openDaily(page, url);
      await playWhole(page, game);
      h = await home(page, url);
      assert.equal(h.current, 3);
      assertNoErrors(errors);
      return context.storageState();
    });

    // Flying east: the same instant (19:00 in New York) is 08:00 on the 16th in Tokyo.
    state = await withClockPage(browser, { time: '2027-03-15T23:00:00Z', timezoneId: 'Asia/Tokyo', storageState: state }, async ({ context, page, errors }) => {
      const game = new Nmbr9Page(page, url);
      let h = await home(page, url);
      assert.equal(h.date, '2027-03-16');
      assert.equal(h.current, 3, 'the time zone changed, the run holds');
      await openDaily(page, url);
      await playWhole(page, game);
      h = await home(page, url);
      assert.deepEqual([h.current, h.best, h.cards.nmbr9.streak], [4, 4, 4]);
      assertNoErrors(errors);
      return context.storageState();
    });

    // Back west an hour later: New York's date is the 15th again; the run of four holds.
    await withClockPage(browser, { time: '2027-03-16T00:00:00Z', timezoneId: NY, storageState: state }, async ({ page, errors }) => {
      const h = await home(page, url);
      assert.equal(h.date, '2027-03-15');
      assert.equal(h.cards.nmbr9.done, true);
      assert.deepEqual([h.current, h.best], [4, 4]);
      assertNoErrors(errors);
    });
  }));
