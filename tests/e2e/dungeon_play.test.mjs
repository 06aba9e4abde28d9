// Dungeons of Numera in the browser, against the release build: a whole map played through
// the UI (a die, then a tile the sheet highlights) to its score breakdown and the History (with
// screenshots, axe-core in light and dark, and no sideways scrolling at 320 px); a refused
// write with the engine's reason beside the tile; the abilities; a reload mid-turn; the same
// seed giving the same rolls; and a few turns by keyboard alone.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors, axeFindings, shoot, widthAt320 } from './lib/checks.mjs';
import { dice, legalTiles, movesOn, pickDie, playToEnd, start, step, tile, waitForScreen, written } from './lib/dungeon_page.mjs';

const FAST = { viewport: PHONE, reducedMotion: 'reduce' };
const SEED = 'K7QM-3XPA';
const MAP1 = `seed=${SEED}&map=1&circled=0`;

/** Plays map 1 from the setup to the end, looking once at each kind of screen. */
async function tour(page, url, look) {
  await page.goto(url(`/dungeon?${MAP1}`));
  await page.locator('section.setup').waitFor();
  await look('setup');
  await page.locator('section.setup .btn-primary.btn-big').click();
  const seen = new Set();
  let picked = false;
  await playToEnd(page, async (screen) => {
    if (screen === 'place' && !picked && (await page.locator('.dg-die.used').count()) === 0
      && (await page.locator('.dg-tile.written').count()) > 0) {
      // Once, a die picked with its tiles highlighted.
      picked = true;
      await pickDie(page);
      await look('picked');
    }
    if (!seen.has(screen)) {
      seen.add(screen);
      await look(screen);
    }
  });
  assert.ok(seen.has('place') && seen.has('roll') && seen.has('final'), [...seen].join());
}

test('a whole map through the UI ends with its score breakdown, a replay link and a History entry', () =>
  withApp(async ({ browser, url }) => {
    const found = [];
    await withPage(browser, FAST, async ({ page, errors }) => {
      await tour(page, url, async (name) => {
        await shoot(page, 'dungeon', name);
        found.push(...(await axeFindings(page, `${name} (light)`)));
        found.push(...(await widthAt320(page, name)));
      });
      // Map 1's breakdown: chests and skulls lines at least, and a total that adds them up.
      const lines = await page.locator('.dg-breakdown tbody td').allInnerTexts();
      const value = (t) => Number(t.replace('−', '-').replace('+', ''));
      const total = value(await page.locator('[data-testid=map-total]').innerText());
      assert.equal(lines.map(value).reduce((a, b) => a + b, 0), total, `${lines} add up to ${total}`);
      assert.match(await page.locator('[data-testid=result]').innerText(), /Map 1 (cleared|failed)/);
      assert.ok(await page.locator('.share button', { hasText: /replay link/i }).count(), 'a replay link is offered');

      // The History lists it, and its replay opens at move 0, like every replay; End goes to
      // the finished sheet.
      await page.locator('header nav a[href="/history"]').click();
      const entry = page.locator('article.finished').first();
      await entry.waitFor();
      assert.match(await entry.innerText(), /Dungeons of Numera/);
      await entry.locator('a', { hasText: /replay/i }).first().click();
      await page.locator('section.replay').waitFor();
      await page.locator('[data-testid=move-line]', { hasText: /first roll/i }).waitFor();
      await page.keyboard.press('End');
      await page.locator('.dg-map .dg-tile.written').first().waitFor();
      await page.keyboard.press('Home');
      await page.locator('[data-testid=move-line]', { hasText: /first roll/i }).waitFor();
      await page.keyboard.press('ArrowRight');
      await page.locator('.dg-map .dg-tile.written').first().waitFor();
      await shoot(page, 'dungeon', 'replay');
      found.push(...(await axeFindings(page, 'replay (light)')));
      assertNoErrors(errors);
    });
    assert.deepEqual(found, [], found.join('\n\n'));
  }));

test('axe-core in dark on the setup, the sheet and the end of the map', () =>
  withApp(async ({ browser, url }) => {
    const found = [];
    await withPage(browser, { ...FAST, colorScheme: 'dark' }, async ({ page, errors }) => {
      await tour(page, url, async (name) => {
        if (['setup', 'picked', 'final'].includes(name)) await shoot(page, 'dungeon', `${name}-dark`);
        found.push(...(await axeFindings(page, `${name} (dark)`)));
      });
      assertNoErrors(errors);
    });
    assert.deepEqual(found, [], found.join('\n\n'));
  }));

test('a refused tile shows the engine reason beside it, nothing is written, and a write can be undone', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await start(page, url, MAP1);
      await pickDie(page, 0);
      // Only START is highlighted for the first number.
      const legal = await legalTiles(page);
      assert.deepEqual(legal.map((t) => t.feature), ['start']);
      const before = { dice: await dice(page), written: await written(page) };
      const other = page.locator('.dg-map .dg-tile:not(.legal)').first();
      await other.click();
      assert.equal(await page.locator('[data-testid=why]').innerText(), '✗ The first number goes on START.');
      // Said once (issue 50: a box over the map said it again and hid a lit tile), off the map.
      const said = await page.evaluate(() => {
        const texts = [...document.querySelectorAll('body *')]
          .filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.includes('The first number goes on START.')));
        const map = document.querySelector('.dg-map').getBoundingClientRect();
        const why = document.querySelector('[data-testid=why]').getBoundingClientRect();
        const over = Math.min(map.bottom, why.bottom) > Math.max(map.top, why.top) && Math.min(map.right, why.right) > Math.max(map.left, why.left);
        return { times: texts.length, over };
      });
      assert.deepEqual(said, { times: 1, over: false });
      assert.equal(await page.locator('.dg-map .dg-tile.refused').count(), 1);
      assert.deepEqual({ dice: await dice(page), written: await written(page) }, before, 'nothing was written');
      await shoot(page, 'dungeon', 'refused');

      // START takes it, and the reason goes away.
      await tile(page, legal[0].x, legal[0].y).click();
      await page.locator('.dg-tile.written').first().waitFor();
      assert.equal(await page.locator('[data-testid=why]').innerText(), '');
      assert.equal((await written(page)).length, 1);
      // That write revealed nothing: Undo takes it back, and the die is free again.
      const undo = page.locator('[data-testid=undo]');
      assert.ok(!(await undo.isDisabled()), 'undo is offered');
      await undo.click();
      await page.locator('.dg-tile.written').first().waitFor({ state: 'detached' });
      assert.deepEqual(await dice(page), before.dice);
      assert.ok(await undo.isDisabled(), 'nothing left to undo');
      assertNoErrors(errors);
    });
  }));

test('abilities: a reroll of chosen dice, then ±1 on a die, each used once', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await start(page, url, MAP1);
      const reroll = page.locator('.dg-ability[data-ability="r:"]');
      assert.ok(!(await reroll.isDisabled()), 'reroll is offered');
      await reroll.click();
      await page.locator('.dg-dice-box .dg-die[data-i="1"]').click();
      await page.locator('[data-testid=reroll-go]').click();
      await page.locator('.dg-ability[data-ability="r:"].used').waitFor();
      assert.match(await page.locator('[data-testid=events]').innerText(), /Die 2 rerolled: [1-6]\./);
      assert.ok(await reroll.isDisabled(), 'no reroll left');

      const nudge = page.locator('.dg-ability[data-ability="p:"]');
      await nudge.click();
      const was = Number((await dice(page))[0]);
      const button = page.locator('[data-testid=nudge]', { hasText: was < 6 ? `+1 on the ${was}` : `−1 on the ${was}` }).first();
      await button.click();
      await page.locator('.dg-ability[data-ability="p:"].used').waitFor();
      assert.equal(Number((await dice(page))[0]), was < 6 ? was + 1 : was - 1);
      assert.match(await page.locator('[data-testid=events]').innerText(), /Die 1 is now [1-6]\./);
      // ×2 now repeats one of them.
      assert.ok(!(await page.locator('.dg-ability[data-ability="x2:"]').isDisabled()), '×2 is offered');
      assertNoErrors(errors);
    });
  }));

test('a reload mid-turn keeps the same dice and the same written tiles', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await start(page, url, MAP1);
      // Into the second roll, one die used.
      for (let n = 0; n < 40; n++) {
        const screen = await waitForScreen(page);
        if (screen === 'place' && (await written(page)).length >= 4 && (await page.locator('.dg-die.used').count()) === 1) break;
        const before = await dice(page);
        await step(page, screen);
        await page.waitForFunction((b) => JSON.stringify([...document.querySelectorAll('.dg-dice-box .dg-die')]
          .map((d) => d.dataset.value + (d.classList.contains('used') ? 'u' : ''))) !== b, JSON.stringify(before));
      }
      const read = async () => ({
        title: await page.locator('[data-testid=title]').innerText(),
        dice: await dice(page),
        written: await written(page),
        skulls: await page.locator('[data-testid=skulls]').innerText(),
      });
      const before = await read();
      assert.equal(before.dice.filter((d) => d.endsWith('u')).length, 1, `${before.dice}`);
      await page.reload();
      await waitForScreen(page);
      assert.deepEqual(await read(), before);
      assertNoErrors(errors);
    });
  }));

test('the same seed gives the same rolls in two fresh browsers', () =>
  withApp(async ({ browser, url }) => {
    const run = () => withPage(browser, FAST, async ({ page, errors }) => {
      await start(page, url, MAP1);
      const rolls = [];
      for (let n = 0; n < 60 && rolls.length < 8; n++) {
        const screen = await waitForScreen(page);
        if (screen === 'final') break;
        if (screen === 'place' && (await page.locator('.dg-die.used').count()) === 0) rolls.push((await dice(page)).join(' '));
        const before = (await dice(page)).join() + (await written(page)).length;
        await step(page, screen);
        await page.waitForFunction((b) => document.querySelector('section.dg-final')
          || [...document.querySelectorAll('.dg-dice-box .dg-die')].map((d) => d.dataset.value + (d.classList.contains('used') ? 'u' : '')).join()
            + document.querySelectorAll('.dg-tile.written').length !== b, before);
      }
      assertNoErrors(errors);
      return rolls;
    });
    const first = await run();
    const again = await run();
    assert.ok(first.length >= 5, first.join('\n'));
    assert.deepEqual(again, first);
  }));

/** Arrow presses from the focused tile to the nearest highlighted one, moving as the map does
 * (straight on to the next tile of the dungeon, over rock). Null when none is highlighted. */
async function arrowsToLegal(page) {
  return page.evaluate(() => {
    const tiles = [...document.querySelectorAll('.dg-map .dg-tile')];
    const at = new Map(tiles.map((t) => [`${t.dataset.x},${t.dataset.y}`, t]));
    const w = Math.max(...tiles.map((t) => +t.dataset.x)) + 1;
    const h = Math.max(...tiles.map((t) => +t.dataset.y)) + 1;
    const from = document.activeElement.closest('.dg-tile');
    if (!from) return null;
    const moves = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const queue = [[from, []]];
    const seen = new Set([from]);
    while (queue.length) {
      const [t, path] = queue.shift();
      if (t.classList.contains('legal')) return path;
      for (const [key, [dx, dy]] of Object.entries(moves)) {
        let x = +t.dataset.x;
        let y = +t.dataset.y;
        let next = null;
        while (!next) {
          x += dx;
          y += dy;
          if (x < 0 || y < 0 || x >= w || y >= h) break;
          next = at.get(`${x},${y}`) ?? null;
        }
        if (next && !seen.has(next)) {
          seen.add(next);
          queue.push([next, [...path, key]]);
        }
      }
    }
    return null;
  });
}

test('keyboard only: 1/2/3 pick a die, arrows reach a highlighted tile, Enter writes, Escape lets go', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, FAST, async ({ page, errors }) => {
      await start(page, url, MAP1);
      // Escape lets go of a picked die.
      await page.keyboard.press('1');
      assert.equal(await page.locator('.dg-die[data-i="0"]').getAttribute('aria-pressed'), 'true');
      await page.keyboard.press('Escape');
      assert.equal(await page.locator('.dg-die[aria-pressed=true]').count(), 0);
      let writes = 0;
      for (let turn = 0; turn < 4; turn++) {
        for (let d = 0; d < 3; d++) {
          if ((await waitForScreen(page)) !== 'place') break;
          const i = await page.locator('.dg-dice-box .dg-die:not(.used)').first().getAttribute('data-i');
          await page.keyboard.press(String(Number(i) + 1));
          // Picking a die puts the keyboard on the map, on a visible focus ring.
          assert.ok(await page.evaluate(() => !!document.activeElement.closest('.dg-map .dg-tile')), 'focus on the map');
          const path = await arrowsToLegal(page);
          const before = (await written(page)).length;
          // The die is used (on a tile or a skull) before the next one is picked.
          await movesOn(page, async () => {
            if (path === null) {
              // No tile for this die: Tab on to the skull button.
              for (let k = 0; k < 200 && !(await page.evaluate(() => document.activeElement?.dataset.testid === 'skull')); k++) {
                await page.keyboard.press('Tab');
              }
              await page.keyboard.press('Enter');
            } else {
              for (const key of path) await page.keyboard.press(key);
              assert.ok(await page.evaluate(() => document.activeElement.matches('.dg-tile.legal')), 'on a highlighted tile');
              await page.keyboard.press('Enter');
              await page.waitForFunction((n) => document.querySelectorAll('.dg-tile.written').length > n, before);
              writes += 1;
            }
          });
        }
        const screen = await waitForScreen(page);
        if (screen !== 'roll') break;
        // The Roll button takes the focus when the dice are used.
        assert.ok(await page.evaluate(() => document.activeElement?.dataset.testid === 'roll'), 'Roll is focused');
        await page.keyboard.press('Enter');
        await page.locator('.dg-dice-box .dg-die.used').first().waitFor({ state: 'detached' });
      }
      assert.ok(writes >= 6, `${writes} numbers written by keyboard`);
      assertNoErrors(errors);
    });
  }));
