// What a newcomer sees in each of the five games, at a laptop's 1280×800 and a phone's 390×844
// (issue 18): while they act, the board, their own pieces and the prompt are all inside the
// viewport, without scrolling; the page's one h1 and the document title name the game; and
// no visible text is under 12 px. Screenshots of each screen (viewport only, as a player sees
// it) go to tests/e2e/out/fit-<game>-<size>.png. The h1 and title are also checked in French
// and Traditional Chinese.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OUT_DIR, startGame, waitForApp, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { movesOn, pickDie, step, waitForScreen } from './lib/dungeon_page.mjs';
import { T } from './lib/texts.mjs';

const LAPTOP = { width: 1280, height: 800 };
const SMALL_LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SEED = 'K7QM-3XPA';
const TIMEOUT = 15_000;

const start = startGame;

/**
 * Each game brought to a screen where the player acts, and what must then be on screen: the
 * board, the player's own pieces (hand, dice, keypad, the card to place) and the prompt.
 */
const GAMES = {
  number: {
    name: 'GameNumber',
    async play(page, url) {
      await start(page, url, `/number?seed=${SEED}&seats=human,hard,easy`);
      await page.locator('section.picker .keypad').waitFor({ timeout: TIMEOUT });
    },
    board: 'section.picker .slots',
    pieces: 'section.picker .keypad',
    prompt: '#picker-title',
  },
  nmbr9: {
    name: 'GameNmbr9',
    async play(page, url) {
      await start(page, url, `/nmbr9?seed=${SEED}&seats=human,easy`);
      await page.locator('.n9-placer').waitFor({ timeout: TIMEOUT });
    },
    board: '.n9-placer .n9-frame',
    // The tile to place is on the board, where it is moved; the card panel beside the board
    // (below it on a phone) only repeats its digit. Placing it must be in reach too.
    pieces: '[data-testid=ghost]',
    prompt: '.n9-turn',
    also: ['.n9-confirm'],
  },
  sequence: {
    name: 'GameSequence',
    async play(page, url) {
      await start(page, url, `/sequence?seed=${SEED}&seats=human,easy`);
      await page.locator('.sq-hand .sq-card').first().waitFor({ timeout: TIMEOUT });
      // Choosing a card must leave the board where it was.
      await page.locator('.sq-card').first().click();
    },
    board: '.sq-board',
    pieces: '.sq-hand',
    prompt: '.sq-turn',
  },
  mino: {
    name: 'GameMino',
    async play(page, url) {
      await start(page, url, `/mino?seed=${SEED}&seats=human,easy,easy`);
      await page.locator('section.mn-bid .mn-bid-n').first().waitFor({ timeout: TIMEOUT });
      await page.locator('.mn-bid-n[aria-pressed=true]').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.locator('.mn-die-btn.legal').first().waitFor({ timeout: TIMEOUT });
    },
    board: 'section.mn-trick',
    pieces: 'section.mn-hand',
    prompt: '[data-testid=your-roll]',
  },
  dungeon: dungeonOn(1),
};
// The other two maps are wider and taller (map 3 is drawn at 0.89 px a unit on a phone): their
// labels are sized from the map's drawn size (map_view.rs, --fs-min), checked at every size.
// With numbers written, features and corridor symbols move to the tile's corner: checked too.
const MORE = {
  // A grown board is fitted to the window with smaller cells; its digits, level badges and the
  // ghost's mark are drawn bigger than their share of a cell, to stay 12 px (style/nmbr9.css).
  'nmbr9 after 8 tiles': nmbr9After(8),
  'dungeon map 2': dungeonOn(2),
  'dungeon map 3': dungeonOn(3),
  'dungeon map 3 after 12 dice': dungeonOn(3, 12),
};

/** NMBR 9 alone, `tiles` tiles placed at legal spots spread out (the Nth next spot). */
function nmbr9After(tiles) {
  return {
    ...GAMES.nmbr9,
    async play(page, url) {
      await GAMES.nmbr9.play(page, url);
      for (let i = 0; i < tiles; i++) {
        await page.locator('.n9-placer .n9-frame').focus();
        for (let k = 0; k <= i % 4; k++) await page.keyboard.press('n');
        await page.keyboard.press('Enter');
        await page.waitForFunction((n) => document.querySelectorAll('.n9-placer svg.n9-board g.tile').length === n, i + 1, { timeout: TIMEOUT });
      }
    },
  };
}

function dungeonOn(map, used = 0) {
  return {
    name: 'GameDungeon',
    async play(page, url) {
      await start(page, url, `/dungeon?seed=${SEED}&map=${map}`);
      for (let i = 0; i < used; i++) {
        const screen = await waitForScreen(page);
        if (screen !== 'roll' && screen !== 'place') break;
        await movesOn(page, () => step(page, screen));
      }
      if ((await waitForScreen(page)) === 'roll') await page.locator('[data-testid=roll]').click();
      await pickDie(page);
    },
    board: '.dg-map',
    pieces: '.dg-dice-box',
    prompt: '.dg-prompt',
  };
}

/**
 * Waits until what is measured is at rest: the fonts are in, no animation or transition that
 * ends is running, and the boxes of `selectors` are the same on two frames in a row (a board
 * fitted to the window, an element scrolled into view, have settled).
 */
async function atRest(page, selectors) {
  await page.evaluate(() => document.fonts.ready.then(() => { window.__restBoxes = null; }));
  await page.waitForFunction((sels) => {
    const boxes = JSON.stringify(sels.map((s) => {
      const r = document.querySelector(s)?.getBoundingClientRect();
      return r ? [r.x, r.y, r.width, r.height] : null;
    }));
    const same = boxes === window.__restBoxes;
    window.__restBoxes = boxes;
    const moving = document.getAnimations()
      .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    return same && !moving;
  }, selectors, { polling: 'raf', timeout: TIMEOUT });
}

/** Where each of `selectors` lies against the viewport; the ones not wholly inside, as text. */
async function outside(page, selectors) {
  return page.evaluate((sels) => sels.flatMap(([what, sel]) => {
    const el = document.querySelector(sel);
    if (!el) return [`${what} (${sel}): not on the page`];
    const r = el.getBoundingClientRect();
    const inside = r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0
      && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
    return inside ? [] : [`${what} (${sel}) at x ${Math.round(r.left)}–${Math.round(r.right)}, y ${Math.round(r.top)}–${Math.round(r.bottom)} in a ${innerWidth}×${innerHeight} viewport`];
  }), selectors);
}

/**
 * Every visible element with text of its own whose text is drawn under 12 px, as text. SVG
 * text counts at its size on screen (its font size times the drawing's scale).
 */
async function tinyText(page) {
  return page.evaluate(() => {
    // One line per kind of element and size, with how many there are.
    const found = new Map();
    for (const el of document.querySelectorAll('body *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== '');
      if (!own) continue;
      const r = el.getBoundingClientRect();
      // Visually hidden text (screen readers only) is clipped to a pixel.
      if (r.width <= 1 || r.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      let size = parseFloat(style.fontSize);
      if (el instanceof SVGElement && el.getScreenCTM()) {
        const m = el.getScreenCTM();
        size *= Math.hypot(m.a, m.b);
      }
      if (size >= 11.95) continue;
      const what = `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')} at ${size.toFixed(1)} px`;
      const seen = found.get(what) ?? { n: 0, text: el.textContent.trim().slice(0, 20) };
      found.set(what, { ...seen, n: seen.n + 1 });
    }
    return [...found].map(([what, { n, text }]) => `${what} (${n}×, e.g. “${text}”)`);
  });
}

/** The h1s' texts and the document title. */
const naming = (page) => page.evaluate(() => ({
  h1: [...document.querySelectorAll('h1')].map((h) => h.innerText.trim()),
  title: document.title,
}));

async function shot(page, name) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.screenshot({ path: `${OUT_DIR}/fit-${name}.png` });
}

for (const [id, game] of Object.entries({ ...GAMES, ...MORE })) {
  const sizes = [['laptop', LAPTOP], ['small-laptop', SMALL_LAPTOP], ['phone', PHONE]]
    .filter(([size]) => !game.sizes || game.sizes.includes(size));
  const at = sizes.map(([, v]) => `${v.width}×${v.height}`).join(', ');
  test(`${id}: board, pieces and prompt in view at ${at}; the game named; no text under 12 px`, () =>
    withApp(async ({ browser, url }) => {
      const problems = [];
      for (const [size, viewport] of sizes) {
        await withPage(browser, { viewport, reducedMotion: 'reduce' }, async ({ page, errors }) => {
          await game.play(page, url);
          const parts = [['the board', game.board], ['the pieces', game.pieces], ['the prompt', game.prompt], ...(game.also ?? []).map((s) => ['the action', s])];
          await atRest(page, parts.map(([, sel]) => sel));
          await shot(page, `${id.replaceAll(' ', '-')}-${size}`);
          const where = `${id} at ${viewport.width}×${viewport.height}`;
          for (const p of await outside(page, parts)) problems.push(`${where}: ${p}`);
          for (const p of await tinyText(page)) problems.push(`${where}: small text ${p}`);
          const { h1, title } = await naming(page);
          assert.deepEqual(h1, [T.en[game.name]], `${where}: the page's one h1`);
          assert.match(title, new RegExp(T.en[game.name]), `${where}: the document title`);
          assertNoErrors(errors);
        });
      }
      assert.deepEqual(problems, []);
    }));
}

test('every game page, its replay and a bad link name the game in the h1 and the title, in French and Chinese', () =>
  withApp(async ({ browser, url }) => {
    for (const [lang, locale] of [['fr', 'fr-FR'], ['zh-TW', 'zh-TW']]) {
      await withPage(browser, { viewport: PHONE, locale }, async ({ page, errors }) => {
        for (const [id, game] of Object.entries(GAMES)) {
          const name = T[lang][game.name];
          for (const [path, screen] of [[`/${id}?seed=${SEED}`, 'section.setup'], [`/${id}?replay=NOPE`, 'section.link-error']]) {
            await page.goto(url(path));
            await waitForApp(page);
            await page.locator(screen).waitFor({ timeout: TIMEOUT });
            const { h1, title } = await naming(page);
            assert.deepEqual(h1, [name], `${lang} ${path}: the page's one h1`);
            assert.ok(title.includes(name), `${lang} ${path}: the title “${title}” names ${name}`);
          }
        }
        assertNoErrors(errors);
      });
    }
  }));

test('the Abandon question comes into view with the focus, Escape keeps playing, the focus goes back', () =>
  withApp(async ({ browser, url }) => {
    for (const viewport of [LAPTOP, PHONE]) {
      await withPage(browser, { viewport, reducedMotion: 'reduce' }, async ({ page, errors }) => {
        await GAMES.sequence.play(page, url);
        await page.locator('.toolbar button', { hasText: T.en.Abandon }).click();
        const question = page.locator('[role=alertdialog]');
        await question.waitFor();
        const where = `at ${viewport.width}×${viewport.height}`;
        assert.deepEqual(await outside(page, [['the question', '[role=alertdialog]']]), [], where);
        assert.equal(await page.evaluate(() => document.activeElement?.textContent), T.en.KeepPlaying, `${where}: the focus is on “Keep playing”`);
        await page.keyboard.press('Escape');
        await question.waitFor({ state: 'detached' });
        assert.equal(await page.evaluate(() => document.activeElement?.textContent), T.en.Abandon, `${where}: the focus is back on Abandon`);
        assert.equal(await page.locator('.sq-hand').count(), 1, `${where}: the game goes on`);
        assertNoErrors(errors);
      });
    }
  }));
