// The first screen written into each page (scripts/first_screen.mjs, issue 39): a first visitor
// sees the page drawn before the wasm module has even arrived, in their language and theme, and
// the app then takes its place without a flash or a shift. A player back at a game in progress
// sees the screen they left it on (kept by index.html's script), until the app has drawn the
// table again. Anyone else with something of theirs in storage, or an address that asks for
// something, gets the stand-in header.
//
// These pages run without the browser tests' usual opt-out (lib/browser.mjs `watchAppStart`
// sets `numeraNoFirstScreen`), and hold the wasm module back until the test lets it through.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, collectErrors, launchBrowser } from './lib/browser.mjs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT, startServer } from './lib/server.mjs';
import { T } from './lib/texts.mjs';

/** Every page built, as an address. */
const PAGES = ['/', '/number', '/nmbr9', '/sequence', '/mino', '/dungeon', '/stats', '/settings', '/history', '/rules/nmbr9'];

/**
 * A fresh context on `path` whose wasm modules wait for `release()`; `storage` is written
 * first, once. Layout shifts are summed in `window.shifts` from the start.
 */
async function held(browser, url, path, { locale = 'en-US', storage = {}, viewport = PHONE } = {}) {
  // No service worker: it would hand an installed app's later chunks out at idle time.
  const context = await browser.newContext({ locale, viewport, serviceWorkers: 'block' });
  let release;
  const gate = new Promise((done) => (release = done));
  await context.route('**/*.wasm', async (route) => {
    await gate;
    await route.continue();
  });
  await context.addInitScript((stored) => {
    // Once per context: later pages find what the earlier ones left.
    try {
      if (!localStorage.getItem('test.seeded')) {
        for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
        localStorage.setItem('test.seeded', '1');
      }
    } catch {}
    window.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    addEventListener('numera-started', () => (window.started = true));
    // What the page showed before any module could run.
    document.addEventListener('DOMContentLoaded', () => {
      window.atStart = { kept: document.querySelectorAll('body > [data-kept]').length, splash: Boolean(document.getElementById('splash')) };
    });
  }, storage);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(url(path), { waitUntil: 'domcontentloaded' });
  return { context, page, errors, release };
}

/** Up: started, and the stamped screen gone for the app's own. */
async function takenOver(page) {
  await page.waitForFunction(() => window.started && !document.querySelector('[data-first]') && document.querySelector('body > :not(script):not(noscript):not(template):not(#splash)'));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * The text and boxes of what shows: the stamped screen, or the app's. What names a day is
 * hidden in the stamped screen (scripts/first_screen.mjs), so its words are left out of both.
 */
const shown = (page) =>
  page.evaluate(() => {
    const dated = [...document.querySelectorAll("time, [data-date], [aria-current='date']")].map((d) => d.closest('section, table')).filter(Boolean);
    const was = dated.map((d) => d.style.visibility);
    dated.forEach((d) => (d.style.visibility = 'hidden'));
    // What shows: the app's own screen stays out of the layout under a kept screen.
    const own = [...document.body.children].filter((e) => !['SCRIPT', 'NOSCRIPT', 'TEMPLATE'].includes(e.tagName) && e.checkVisibility());
    const boxes = [...document.querySelectorAll('body h1, body h2, body button, body a')]
      .filter((e) => e.getClientRects().length)
      .slice(0, 12)
      .map((e) => {
        const r = e.getBoundingClientRect();
        return `${e.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      });
    const text = own.map((e) => e.innerText).join('\n').trim();
    dated.forEach((d, i) => (d.style.visibility = was[i]));
    return { text, boxes, dated: dated.map((d) => getComputedStyle(d).visibility) };
  });

test('every page paints its first screen before its module arrives, and the app takes over with the same screen and no shift', { timeout: 240_000 }, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  const url = (p) => `${server.url}${p}`;
  try {
    for (const path of PAGES) {
      const { context, page, errors, release } = await held(browser, url, path);
      try {
        const first = await page.evaluate(() => ({
          stamped: document.querySelectorAll('body > [data-first]').length,
          inert: [...document.querySelectorAll('body > [data-first]')].every((e) => e.inert),
          splash: Boolean(document.getElementById('splash')),
          started: Boolean(window.started),
        }));
        assert.ok(first.stamped > 0, `${path}: a first screen is shown before the module`);
        assert.ok(first.inert, `${path}: the first screen takes no focus or click before the app runs`);
        assert.equal(first.splash, false, `${path}: the stand-in header made way for the first screen`);
        assert.equal(first.started, false, `${path}: the module was held back`);
        const before = await shown(page);
        assert.ok(before.text.length > 20, `${path}: the first screen has words: ${before.text}`);
        release();
        await takenOver(page);
        const after = await shown(page);
        assert.deepEqual(after.boxes, before.boxes, `${path}: headings, buttons and links stay where they were`);
        assert.equal(after.text, before.text, `${path}: the app shows what the first screen showed`);
        assert.ok(before.dated.every((v) => v === 'hidden'), `${path}: what names the build's day is hidden at first`);
        assert.ok(after.dated.every((v) => v === 'visible'), `${path}: the app shows today's`);
        if (path === '/' || path === '/stats') assert.ok(before.dated.length > 0, `${path}: names a day`);
        assert.equal(await page.evaluate(() => window.shifts), 0, `${path}: no layout shift`);
        assert.deepEqual(errors, [], `${path}: no console error`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
});

test('the first screen speaks the visitor\'s language and wears their theme before the app runs', { timeout: 120_000 }, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  const url = (p) => `${server.url}${p}`;
  try {
    for (const [locale, lang] of [['fr-FR', 'fr'], ['zh-TW', 'zh-TW']]) {
      const { context, page, release } = await held(browser, url, '/', { locale });
      try {
        assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
        const before = await shown(page);
        assert.ok(T[lang].HomeTitle && before.text.includes(T[lang].HomeTitle), `${lang}: the home title in ${lang}: ${before.text.slice(0, 80)}`);
        release();
        await takenOver(page);
        assert.equal((await shown(page)).text, before.text, `${lang}: the app shows the same words`);
      } finally {
        await context.close();
      }
    }
    const settings = JSON.stringify({ version: 1, lang: 'fr', theme: 'dark', motion: 'on' });
    const { context, page } = await held(browser, url, '/number', { storage: { 'numera.settings': settings } });
    try {
      const root = await page.evaluate(() => ({ ...document.documentElement.dataset, lang: document.documentElement.lang }));
      assert.equal(root.theme, 'dark', 'the stored theme applies before the app runs');
      assert.equal(root.motion, 'reduce', 'the stored motion applies before the app runs');
      assert.equal(root.lang, 'fr', 'the stored language picks the first screen');
      assert.ok(await page.locator('[data-first]').count(), 'settings alone do not make the set-up theirs');
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
});

test('a returning player, a link or the settings of a player get the stand-in header, not a stranger\'s screen', { timeout: 120_000 }, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  const url = (p) => `${server.url}${p}`;
  const settings = JSON.stringify({ version: 1, lang: 'en', theme: 'light', motion: 'system' });
  const cases = [
    ['/number', { 'numera.save.number': '{}' }, 'a game in progress'],
    ['/', { 'numera.history': '[]' }, 'a history'],
    ['/number?seed=ABCD', {}, 'a link'],
    ['/settings', { 'numera.settings': settings }, 'their settings, on the settings page'],
  ];
  try {
    for (const [path, storage, why] of cases) {
      const { context, page, release } = await held(browser, url, path, { storage });
      try {
        const state = await page.evaluate(() => ({ stamped: document.querySelectorAll('[data-first]').length, splash: Boolean(document.getElementById('splash')) }));
        assert.deepEqual(state, { stamped: 0, splash: true }, `${path} with ${why}: the stand-in header only`);
        release();
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
});


test('a player back at a game in progress sees the screen they left it on, then the app in its place', { timeout: 240_000 }, async () => {
  const saves = JSON.parse(await readFile(join(REPO_ROOT, 'tests/e2e/data/finished_saves.json'), 'utf8'));
  const server = await startServer();
  const browser = await launchBrowser();
  const url = (p) => `${server.url}${p}`;
  try {
    for (const game of ['number', 'sequence', 'nmbr9', 'mino', 'dungeon']) {
      const save = { ...saves[game], actions: saves[game].actions.slice(0, Math.floor(saves[game].actions.length / 2)) };
      const { context, page, errors, release } = await held(browser, url, `/${game}`, { storage: { [`numera.save.${game}`]: JSON.stringify(save) } });
      try {
        assert.equal(await page.locator('[data-first]').count(), 0, `${game}: nothing kept yet, the stand-in header`);
        release();
        await takenOver(page);
        await page.locator('.toolbar').first().waitFor();
        const left = await shown(page);
        assert.ok(left.text.length > 20, `${game}: the game in play has words`);
        // Leaving the page (hidden as it unloads) keeps its screen.
        await page.goto('about:blank');
        const again = await context.newPage();
        const againErrors = collectErrors(again);
        await again.goto(url(`/${game}`), { waitUntil: 'domcontentloaded' });
        const before = await again.evaluate(() => ({
          kept: document.querySelectorAll('body > [data-kept][data-first]').length,
          inert: [...document.querySelectorAll('body > [data-kept]')].every((e) => e.inert),
          splash: Boolean(document.getElementById('splash')),
        }));
        assert.ok(before.kept > 0, `${game}: the screen left is shown before the module`);
        assert.ok(before.inert, `${game}: the kept screen takes no focus or click before the app runs`);
        assert.equal(before.splash, false, `${game}: in place of the stand-in header`);
        const back = await shown(again);
        assert.equal(back.text, left.text, `${game}: the same words as when the player left`);
        const chunks = [];
        again.on('request', (r) => /-later-[0-9a-f]{16}\.wasm$/.test(r.url()) && chunks.push(r.url()));
        await again.waitForFunction(() => window.started);
        // Up, but no service worker serves the page: the kept screen stands for the table until
        // the player touches the page, and nothing more is fetched meanwhile.
        await again.waitForLoadState('networkidle');
        assert.equal(await again.evaluate(() => 'kept' in document.documentElement.dataset), true, `${game}: the kept screen waits for a touch`);
        assert.deepEqual(chunks, [], `${game}: the table is not fetched before a touch`);
        assert.equal(await again.locator('body > .holder:not([data-kept]), body > main:not([data-kept])').count(), 0, `${game}: nor the app drawn beneath it: the page's start is only the module's`);
        await again.keyboard.press('Shift');
        // Up, and its table drawn, before the kept screen goes.
        await takenOver(again);
        assert.equal(chunks.length, 1, `${game}: the table fetched at the touch`);
        const after = await shown(again);
        assert.equal(after.text, back.text, `${game}: the app shows what the kept screen showed`);
        assert.deepEqual(after.boxes, back.boxes, `${game}: nothing moves as the app takes over`);
        assert.equal(await again.evaluate(() => window.shifts), 0, `${game}: no layout shift`);
        assert.equal(await again.evaluate(() => 'kept' in document.documentElement.dataset), false, `${game}: the app's screen shows`);
        assert.deepEqual([...errors, ...againErrors], [], `${game}: no console error`);
        // Kept again as the player leaves; not for a link, nor for another save (played on in
        // another tab, or a backup's), written here from a file of the site that runs no app.
        await again.goto('about:blank');
        const third = await context.newPage();
        const atStart = () => third.evaluate(() => window.atStart);
        await third.goto(url(`/${game}?seed=ABCD`), { waitUntil: 'domcontentloaded' });
        assert.deepEqual(await atStart(), { kept: 0, splash: true }, `${game}: a link gets the stand-in header`);
        await third.goto(url('/icons/icon.svg'));
        await third.goto(url(`/${game}`), { waitUntil: 'domcontentloaded' });
        assert.ok((await atStart()).kept > 0, `${game}: kept again as the player left`);
        await third.goto(url('/icons/icon.svg'));
        await third.evaluate((key) => localStorage.setItem(key, localStorage.getItem(key).replace('"actions":[', '"actions":[ ')), `numera.save.${game}`);
        await third.goto(url(`/${game}`), { waitUntil: 'domcontentloaded' });
        assert.deepEqual(await atStart(), { kept: 0, splash: true }, `${game}: a kept screen of another save is not shown, the stand-in header is`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
});

test('a tap on a kept screen before the table is live is played on the table; an installed app draws the table without a touch', { timeout: 120_000 }, async () => {
  const saves = JSON.parse(await readFile(join(REPO_ROOT, 'tests/e2e/data/finished_saves.json'), 'utf8'));
  const server = await startServer();
  const browser = await launchBrowser();
  const url = (p) => `${server.url}${p}`;
  // The browser and server go however the test ends: a failure reports, not hangs.
  try {
    // The human's first pick: the keypad shows.
    const save = { ...saves.number, actions: [] };
    const { context, page, errors, release } = await held(browser, url, '/number', { storage: { 'numera.save.number': JSON.stringify(save) } });
    const key = 'section.picker .key:not([disabled])';
    const typed = (p) => p.locator('section.picker .slot-filled').count();
    try {
      release();
      await takenOver(page);
      await page.locator(key).first().waitFor();
      assert.equal(await typed(page), 0, 'nothing typed yet');
      await page.goto('about:blank');
      const again = await context.newPage();
      const againErrors = collectErrors(again);
      // The chunk held until the tap has been made on the kept screen.
      let letChunk;
      const chunkGate = new Promise((done) => (letChunk = done));
      await again.route(/-later-[0-9a-f]{16}\.wasm$/, async (route) => {
        await chunkGate;
        await route.continue();
      });
      await again.goto(url('/number'), { waitUntil: 'domcontentloaded' });
      await again.waitForFunction(() => window.started);
      const box = await again.locator(`body > [data-kept] ${key}`).first().boundingBox();
      await again.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      assert.equal(await again.evaluate(() => 'kept' in document.documentElement.dataset), true, 'the kept screen stands while the table is on its way');
      // After a moment, a bar across the top says so.
      const shown = () => {
        const style = getComputedStyle(document.body, '::after');
        return style.content !== 'none' && style.position === 'fixed' && style.transform !== 'matrix(0, 0, 0, 1, 0, 0)';
      };
      const bar = () => again.evaluate(shown);
      // Waited for as it comes, not after a set time (a loaded machine draws it later).
      await again.waitForFunction(shown, null, { timeout: 5_000 });
      assert.equal(await bar(), true, 'a bar says the table is on its way');
      letChunk();
      await takenOver(again);
      assert.equal(await bar(), false, 'and goes with the kept screen');
      await again.waitForFunction(() => document.querySelectorAll('section.picker .slot-filled').length === 1);
      assert.equal(await typed(again), 1, 'the digit tapped on the kept screen is typed on the table');
      // Another tab moves the game on (here: stores it anew) while the kept screen stands: the
      // tap was aimed at a position that is gone, and is not played.
      await again.goto('about:blank');
      const third = await context.newPage();
      const thirdErrors = collectErrors(third);
      await third.goto(url('/number'), { waitUntil: 'domcontentloaded' });
      await third.waitForFunction(() => window.started);
      assert.ok(await third.locator('body > [data-kept]').count() > 0, 'kept again');
      const other = await context.newPage();
      await other.goto(url('/icons/icon.svg'));
      await other.evaluate(() => localStorage.setItem('numera.save.number', localStorage.getItem('numera.save.number').replace('"actions":[', '"actions":[ ')));
      await other.close();
      const aim = await third.locator(`body > [data-kept] ${key}`).first().boundingBox();
      await third.mouse.click(aim.x + aim.width / 2, aim.y + aim.height / 2);
      await takenOver(third);
      await third.locator(`main ${key}`).first().waitFor();
      await third.waitForTimeout(300);
      assert.equal(await typed(third), 0, 'a tap on a position another tab moved on from is not played');
      assert.deepEqual([...errors, ...againErrors, ...thirdErrors], [], 'no console error');
    } finally {
      await context.close();
    }
    // Installed (a service worker serves the page, every file of the build at hand): the table
    // is drawn once the page is idle, no touch needed.
    const installed = await browser.newContext({ viewport: PHONE });
    try {
      await installed.addInitScript(() => {
        addEventListener('numera-started', () => (window.started = true));
        // Whether the kept screen was ever drawn: an installed app may take over from it
        // before a test could look (it does not wait for a touch).
        new MutationObserver(() => {
          if (document.querySelector('body > [data-kept]')) window.sawKept = true;
        }).observe(document, { childList: true, subtree: true });
      });
      const first = await installed.newPage();
      await first.goto(url('/number'));
      await first.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      await first.goto(url('/icons/icon.svg'));
      await first.evaluate((s) => localStorage.setItem('numera.save.number', s), JSON.stringify(save));
      await first.goto(url('/number'));
      await first.locator(key).first().waitFor();
      await first.goto('about:blank');
      const back = await installed.newPage();
      await back.goto(url('/number'), { waitUntil: 'domcontentloaded' });
      await back.waitForFunction(() => window.sawKept || document.querySelector('body > [data-kept]'), null, { timeout: 10_000 });
      assert.ok(await back.evaluate(() => window.sawKept === true || !!document.querySelector('body > [data-kept]')), 'the kept screen shows first');
      await takenOver(back);
      assert.equal(await back.evaluate(() => navigator.serviceWorker.controller !== null), true, 'the page is served by the installed app');
      await back.locator(key).first().waitFor();
    } finally {
      await installed.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
});

test('a device passed between players who keep secrets keeps no screen: the next to open the page may be another player', { timeout: 120_000 }, async () => {
  const saves = JSON.parse(await readFile(join(REPO_ROOT, 'tests/e2e/data/finished_saves.json'), 'utf8'));
  const server = await startServer();
  const browser = await launchBrowser();
  const url = (p) => `${server.url}${p}`;
  try {
    for (const [game, seats] of [['number', ['human', 'human', 'hard']], ['mino', ['human', 'easy', 'human']]]) {
      const save = { ...saves[game], options: { ...saves[game].options, seats }, actions: saves[game].actions.slice(0, 6) };
      const { context, page, release } = await held(browser, url, `/${game}`, { storage: { [`numera.save.${game}`]: JSON.stringify(save) } });
      try {
        release();
        await takenOver(page);
        await page.waitForFunction(() => document.documentElement.dataset.keep === 'no');
        await page.goto(url('/icons/icon.svg'));
        assert.equal(await page.evaluate((key) => localStorage.getItem(key), `numera.view.${game}`), null, `${game} with ${seats}: no screen kept`);
        assert.ok(await page.evaluate((key) => localStorage.getItem(key), `numera.save.${game}`), `${game}: the game itself is kept`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
});
