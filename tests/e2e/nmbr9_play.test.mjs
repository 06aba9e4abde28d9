// NMBR 9 in the browser, against the release build: a whole solo game through the board, an
// illegal placement refused with its reason, keyboard-only play, a reload mid-game, the
// same seed giving the same cards (and the same bot boards) in a fresh browser, and a bot's
// tile seen being laid (not under reduced motion).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, screenshot, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { CARDS, DECK, Nmbr9Page, SEED, ints } from './lib/nmbr9_page.mjs';

const FAST = { viewport: PHONE, reducedMotion: 'reduce' };

/** The ghost's cells, from its drawn face path. */
async function ghostCells(page) {
  const d = await page.locator('.n9-board g.ghost .ghost-face').getAttribute('d');
  return [...d.matchAll(/M(-?\d+) (-?\d+)h1/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

test('a whole solo game through the board: cards in the seed order, breakdown = total, best, history, replay', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: DESKTOP, reducedMotion: 'reduce' }, async ({ page, errors }) => {
      const game = new Nmbr9Page(page, url);
      assert.equal(await game.openSeedLink(SEED, ['human']), 'setup');
      await game.start();
      assert.equal(new URL(page.url()).search, '', 'once started, the address is the plain /nmbr9');

      const seen = [];
      for (let i = 1; i <= CARDS; i++) {
        await game.waitForTurn(i);
        const card = await game.card();
        seen.push(card.digit);
        assert.equal(await game.tileCount(), i - 1, `card ${i}: one tile per card placed so far`);
        if (i % 2) {
          await game.placeByKeyboard(['n']);
        } else {
          // By pointer: the "Next legal spot" button, then "Place here".
          await page.locator('.n9-controls button').nth(2).click();
          assert.ok(await game.ghostFits());
          await game.confirm.click();
        }
      }
      assert.deepEqual(seen, DECK, 'the cards come in the order the native engine pins for this seed');
      assert.equal(await game.screen(), 'final');

      const [card] = await game.finalCards();
      let sum = 0;
      let tiles = 0;
      for (const row of card.rows) {
        if (row[0] === 0) {
          tiles += row[1];
          continue;
        }
        const [level, ...rest] = row;
        const points = rest.pop();
        assert.equal(rest.pop(), level);
        const digitSum = rest.pop();
        assert.equal(rest.reduce((a, b) => a + b, 0), digitSum, `level ${level}: digits add up`);
        assert.equal(digitSum * level, points, `level ${level}: sum × level`);
        sum += points;
        tiles += rest.length;
      }
      assert.equal(tiles, CARDS, 'all 20 tiles are in the breakdown');
      assert.equal(sum, card.total, 'the levels add up to the total');
      assert.deepEqual(await game.scores(), [card.total], 'the live score is the final total');
      assert.equal(await page.locator('.n9-best.new').count(), 1, 'a first game on a seed is its best');
      assert.deepEqual(ints(await page.locator('.n9-best').innerText()), [card.total]);

      // The replay link steps through the same game to the same total.
      await page.locator('section.share .actions button').nth(1).click();
      const link = await page.locator('section.share input.link-field').inputValue();
      assert.match(link, /\/nmbr9\?replay=1[A-Za-z0-9_-]+$/);

      // History lists it with its score and a replay link.
      await page.locator('header nav a[href="/history"]').click();
      const entry = page.locator('article.finished');
      await entry.first().waitFor();
      assert.equal(await entry.count(), 1);
      assert.equal(Number(await entry.locator('ul.finished-scores .num').innerText()), card.total);

      await page.goto(link);
      assert.equal(await game.screen(), 'replay');
      await page.keyboard.press('End');
      await page.locator('section.final').waitFor();
      const [replayed] = await game.finalCards();
      assert.equal(replayed.total, card.total, 'the replay ends on the same total');
      assertNoErrors(errors);
    });
  }));

test('an illegal placement is refused with its reason; taps move the ghost, a tap on it turns it', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      const game = new Nmbr9Page(page, url);
      await game.openSeedLink(SEED, ['human']);
      await game.start();
      // The first 9 turned once (the board these taps and drags were measured on).
      await game.placeByKeyboard(['r']);
      await game.waitForTurn(2);

      // Tap the middle of the first tile: the ghost's middle goes there, over that tile.
      const [first] = await game.tileCells();
      await game.tapCell(first[0], first[1]);
      assert.equal(await game.ghostFits(), false, 'on top of a single tile the ghost is red');
      const why = await game.status.innerText();
      assert.match(why, /Not here: (it overlaps a tile|it rests on only one tile|a cell would hang over nothing)/);

      await game.confirm.click();
      assert.match(await game.alert.innerText(), /^This tile cannot go there: .+\.$/);
      assert.equal(await game.tileCount(), 1, 'nothing was placed');
      assert.equal((await game.card()).index, 2, 'still the second card');

      // A tap on the ghost turns it (a 3 has four distinct turns); a drag moves it.
      const before = await ghostCells(page);
      const hold = await game.cellPoint(before[0][0], before[0][1]);
      await page.mouse.click(hold.x, hold.y);
      const turned = await ghostCells(page);
      assert.notDeepEqual(turned.map(String).sort(), before.map(String).sort(), 'the tap turned the tile');
      const from = await game.cellPoint(turned[0][0], turned[0][1]);
      const to = await game.cellPoint(turned[0][0] + 3, turned[0][1] + 1);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 6 });
      await page.mouse.up();
      const dragged = await ghostCells(page);
      assert.deepEqual(dragged, turned.map(([x, y]) => [x + 3, y + 1]), 'the drag moved the tile 3 right, 1 down');

      // Legal spots on request, then a legal placement is accepted.
      await page.locator('.n9-controls button[aria-pressed]').click();
      assert.ok((await page.locator('.n9-spot').count()) > 0, 'legal spots are shown');
      await game.placeByKeyboard(['n']);
      await game.waitForTurn(3);
      assert.equal(await game.tileCount(), 2);
      assert.equal(await game.alert.innerText(), '');
      assertNoErrors(errors);
    });
  }));

test('keyboard only: Tab to the board, arrows move, R turns, Enter places', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      const game = new Nmbr9Page(page, url);
      await game.openSeedLink(SEED, ['human']);
      await page.locator('section.setup .btn-primary.btn-big').focus();
      await page.keyboard.press('Enter');
      await game.waitForTurn(1);

      let onBoard = false;
      for (let i = 0; i < 40 && !onBoard; i++) {
        await page.keyboard.press('Tab');
        onBoard = await page.evaluate(() => document.activeElement?.classList.contains('n9-frame'));
      }
      assert.ok(onBoard, 'the board can be reached with Tab');

      const start = await ghostCells(page);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      assert.deepEqual(await ghostCells(page), start.map(([x, y]) => [x + 1, y + 1]), 'arrows move the ghost one cell');
      await page.keyboard.press('r');
      assert.notDeepEqual(await ghostCells(page), start.map(([x, y]) => [x + 1, y + 1]), 'R turns the 9');
      // The first tile goes anywhere: Enter places it where it is.
      assert.ok(await game.ghostFits());
      await page.keyboard.press('Enter');
      await game.waitForTurn(2);
      assert.equal(await game.tileCount(), 1);
      // Focus stays on the board for the next card.
      await page.keyboard.press('n');
      await page.keyboard.press('Enter');
      await game.waitForTurn(3);
      assert.equal(await game.tileCount(), 2);
      assertNoErrors(errors);
    });
  }));

test('a reload mid-game resumes; the same seed elsewhere gives the same cards and bot boards', () =>
  withApp(async ({ browser, url }) => {
    const playFour = async (page, game) => {
      await game.openSeedLink(SEED, ['human', 'hard']);
      await game.start();
      for (let i = 1; i <= 4; i++) {
        await game.waitForTurn(i);
        await game.placeByKeyboard(['n']);
      }
      await game.waitForTurn(5);
      await game.waitForBots();
      return { card: await game.card(), scores: await game.scores() };
    };
    const first = await withPage(browser, FAST, async ({ page, errors }) => {
      const game = new Nmbr9Page(page, url);
      const before = await playFour(page, game);
      assert.equal(before.card.digit, DECK[4]);
      await page.reload();
      assert.equal(await game.screen(), 'place');
      await game.waitForTurn(5);
      await game.waitForBots();
      assert.deepEqual(await game.card(), before.card, 'same card after the reload');
      assert.deepEqual(await game.scores(), before.scores, 'same scores after the reload');
      assert.equal(await game.tileCount(), 4);
      // The bot's board is there to look at: bots place as soon as a card shows, so it
      // already holds the fifth tile.
      await page.locator('.n9-seat button').nth(1).click();
      assert.equal(await game.tileCount(), 5);
      assertNoErrors(errors);
      return before;
    });
    const second = await withPage(browser, FAST, async ({ page, errors }) => {
      const game = new Nmbr9Page(page, url);
      const again = await playFour(page, game);
      assertNoErrors(errors);
      return again;
    });
    assert.deepEqual(second, first, 'same seed, same placements: same cards and the same bot scores');
  }));

/**
 * An init script: every message the page sends a worker (a bot's call) is held until
 * `window.__releaseBots()`, so a test can look at a bot's board before the bot places.
 */
function holdBots() {
  const Real = window.Worker;
  const held = [];
  window.__holdBots = true;
  window.__releaseBots = () => {
    window.__holdBots = false;
    for (const send of held.splice(0)) send();
  };
  window.Worker = function (script, options) {
    const worker = new Real(script, options);
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message, transfer) => {
      if (window.__holdBots) held.push(() => post(message, transfer));
      else post(message, transfer);
    };
    return worker;
  };
}

test('a bot’s tile is seen being laid on its board, and not under reduced motion', () =>
  withApp(async ({ browser, url }) => {
    const cases = [
      ['animated', 'no-preference', null],
      ['system-reduced', 'reduce', null],
      ['setting-reduced', 'no-preference', 'on'],
    ];
    for (const [name, reducedMotion, setting] of cases) {
      await withPage(browser, { viewport: PHONE, reducedMotion }, async ({ context, page, errors }) => {
        await context.addInitScript(holdBots);
        if (setting) {
          await context.addInitScript((motion) => {
            try {
              localStorage.setItem('numera.settings', JSON.stringify({ version: 1, lang: 'en', theme: 'light', motion }));
            } catch { /* about:blank has no storage */ }
          }, setting);
        }
        const game = new Nmbr9Page(page, url);
        await game.openSeedLink(SEED, ['human', 'easy']);
        await game.start();
        await game.waitForTurn(1);
        // The bot's board on screen, then the bot places its first tile on it.
        await page.locator('.n9-seat button').nth(1).click();
        await page.locator('.game-nmbr9 .board svg.n9-board').waitFor();
        assert.equal(await game.tileCount(), 0, 'the bot has not placed yet');
        await page.evaluate(() => window.__releaseBots());
        const laid = page.locator('.game-nmbr9 .board svg.n9-board g.tile.laid');
        await laid.waitFor({ timeout: 10_000 });
        assert.equal(await game.tileCount(), 1);
        const motion = await laid.evaluate((g) => {
          const style = getComputedStyle(g);
          return { name: style.animationName, ms: parseFloat(style.animationDuration) * 1000 };
        });
        if (name === 'animated') {
          assert.equal(motion.name, 'n9-tile-laid', `the tile is laid with a motion: ${JSON.stringify(motion)}`);
          assert.ok(motion.ms >= 150 && motion.ms <= 400, `short: ${motion.ms} ms`);
          // Caught halfway, at both sizes.
          await page.evaluate(() => document.getAnimations().forEach((a) => { a.pause(); a.currentTime = 120; }));
          for (const [size, viewport] of [['phone', PHONE], ['laptop', { width: 1280, height: 800 }]]) {
            await page.setViewportSize(viewport);
            await page.locator('.game-nmbr9 .board svg.n9-board').scrollIntoViewIfNeeded();
            await screenshot(page, `nmbr9-tile-laid-${size}`, { fullPage: false });
          }
          await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
          await page.setViewportSize(PHONE);
        } else {
          assert.equal(motion.name, 'none', `${name}: no motion (${JSON.stringify(motion)})`);
        }
        // The human's own board, placed on: only a bot's tile is laid for show.
        await page.locator('.n9-seat button').nth(0).click();
        await game.placeByKeyboard(['n']);
        await game.waitForTurn(2);
        await game.waitForBots();
        assert.equal(await page.locator('.n9-placer g.tile.laid').count(), 0, 'the player’s own tile is not replayed');
        assertNoErrors(errors);
      });
    }
  }));
