// Smoke test: the release build (dist/) starts in Chromium, with no console errors, and shows
// the home page. It catches broken builds that still "succeed", e.g. a wasm-opt that corrupts
// the module (`WebAssembly.Table.set(): Argument 1 is invalid for table`).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DESKTOP, PHONE, gotoApp, screenshot, waitForApp, withApp, withPage } from './lib/browser.mjs';
import { DIST_DIR } from './lib/server.mjs';
import { PAGES } from '../../scripts/pages.mjs';

test('dist/ holds a release build: one page per bundle, each with its own hashed wasm', async () => {
  const files = await readdir(DIST_DIR);
  const pages = Object.fromEntries(PAGES.map((p) => [p.file, p.bin]));
  // Each page's module, and each game page's later chunk (src/app/later.rs).
  const wasm = files.filter((f) => f.endsWith('.wasm'));
  const games = PAGES.filter((p) => p.game).length;
  assert.equal(wasm.length, Object.keys(pages).length + games, `expected one .wasm per page and one more per game page in dist/, got ${files.join(', ')}`);
  const textFiles = await readdir(join(DIST_DIR, 'texts'));
  for (const { file: page, bin, game, texts: pageTexts, copies = [] } of PAGES) {
    const html = await readFile(join(DIST_DIR, page), 'utf8');
    assert.match(html, /<html[^>]*\blang="?\w+/); // unquoted and reordered once minified
    // The page fetches its own texts file (crates/texts, index.html), and so does each copy.
    for (const { file, texts } of [{ file: page, texts: game ?? pageTexts ?? 'shell' }, ...copies]) {
      const own = await readFile(join(DIST_DIR, file), 'utf8');
      assert.match(own, new RegExp(`<html[^>]*\\bdata-texts="?${texts}\\b`), `${file} loads texts/${texts}.*.txt`);
      for (const lang of ['en', 'fr', 'zh-TW']) {
        assert.ok(textFiles.includes(`${texts}.${lang}.txt`), `texts/${texts}.${lang}.txt`);
      }
      // A copy is the same page but for the texts it names (scripts/trunk_hook.mjs) and its
      // own first screens, one per language (scripts/first_screen.mjs).
      const screens = own.match(/<template id="first-[\w-]+"/g) ?? [];
      assert.deepEqual(screens, ['en', 'fr', 'zh-TW'].map((l) => `<template id="first-${l}"`), `${file} has its first screen in each language`);
      const strip = (text) => text.replace(/data-texts="?[\w-]+"?/, '').replace(/<template id="first-[\w-]+"[^>]*>[\s\S]*?<\/template>/g, '');
      assert.equal(strip(own), strip(html), `${file} is the page ${page}`);
    }
    assert.match(html, /name="?viewport/);
    assert.ok(!html.includes('data-build'), `${page} in dist/ still has unprocessed data-build links`);
    assert.ok(!html.includes('autoreload'), 'a release build must not contain the dev autoreload script');
    // The module's JS is in the page (scripts/start_script.mjs): its own files are its wasm and,
    // on a game page, the later chunk, which only the page's script names (it is fetched once
    // the page is up, never preloaded).
    const own = files.filter((f) => /\.(js|wasm)$/.test(f) && f.startsWith(`${bin}-`));
    const later = own.filter((f) => /^[\w-]+-later-[0-9a-f]{16}\.wasm$/.test(f));
    assert.equal(later.length, game ? 1 : 0, `${page}: later chunk: ${own.join(', ')}`);
    assert.deepEqual(own.filter((f) => !later.includes(f)).map((f) => f.endsWith('_bg.wasm')), [true], `${page}: expected ${bin}'s wasm and no JS file, got ${own.join(', ')}`);
    assert.doesNotMatch(html, /<link[^>]*-later-/, `${page} preloads its later chunk`);
    // Its module is asked for by its script once the first screen is painted, never preloaded.
    assert.ok(own.some((f) => f.endsWith('_bg.wasm') && html.includes(`fetch("/${f}"`)), `${page}'s script does not fetch ${bin}`);
    assert.doesNotMatch(html, /<link[^>]*rel="?preload/, `${page} preloads a module`);
    assert.match(html, /<script type="?module"?>/, `${page} has no module script`);
    // No page loads another page's module.
    for (const other of Object.values(pages).filter((b) => b !== bin)) {
      assert.ok(!html.includes(`${other}-`), `${page} loads ${other}`);
    }
  }
  // Every address of the app has its file, as a static host (and the service worker) serve
  // them: /x from x.html.
  const built = new Set(PAGES.flatMap((p) => [p.file, ...(p.copies ?? []).map((c) => c.file)]));
  for (const file of ['index.html', 'settings.html', 'history.html', 'stats.html']) {
    assert.ok(built.has(file), `${file} is built`);
  }
  for (const game of PAGES.filter((p) => p.game).map((p) => p.game)) {
    assert.ok(built.has(`${game}.html`) && built.has(`rules/${game}.html`), `${game}: its table and its rules`);
  }
});

test('home page starts from the release build and shows a heading', () =>
  withApp(async ({ browser, url }) => {
    for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      await withPage(browser, { viewport }, async ({ page, errors }) => {
        const wasmResponse = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('.wasm'));
        const response = await gotoApp(page, url('/'));
        assert.equal(response.status(), 200);
        assert.equal(await page.title(), 'Numera');

        // The wasm was served as application/wasm (streaming compilation needs it).
        const wasm = await wasmResponse;
        assert.equal(wasm.status(), 200);
        assert.equal(wasm.headers()['content-type'], 'application/wasm');

        // The app mounted and shows a heading.
        const heading = page.getByRole('heading').first();
        await heading.waitFor({ state: 'visible', timeout: 10_000 });
        assert.notEqual((await heading.innerText()).trim(), '', 'the first heading is empty');

        await screenshot(page, `smoke-home-${name}`);
        assert.deepEqual(errors, [], `the page reported errors:\n${errors.join('\n')}`);
      });
    }
  }));

test('an unknown client-side route still loads the app shell', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, async ({ page, errors }) => {
      const response = await gotoApp(page, url('/no-such-page?seed=SMOKE'));
      assert.equal(response.status(), 200);
      assert.deepEqual(errors, [], `the page reported errors:\n${errors.join('\n')}`);
    });
  }));

// Home, settings and history, each game's table and its rules are separate modules
// (scripts/pages.mjs): a link between two of them is a full page load, and must land on the
// same screen it did when they were one page.
test('links between the pages: home, settings, history, a game and its rules', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, async ({ page, errors }) => {
      const at = async (path, heading) => {
        await page.waitForURL((u) => u.pathname === path, { timeout: 15_000 });
        await waitForApp(page);
        await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 15_000 });
      };
      await gotoApp(page, url('/'));
      await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
      await at('/settings', 'Settings');
      await page.locator('input[name="lang"]').first().waitFor();
      await page.evaluate(() => { window.__numeraSamePage = true; });
      await page.getByRole('navigation').getByRole('link', { name: 'History' }).click();
      await at('/history', 'Finished games');
      // Settings and history are one module: that step needed no new page.
      assert.equal(await page.evaluate(() => window.__numeraSamePage), true, 'settings to history stays on the page');
      // The top bar marks the page it is on, and follows a move within the module.
      const current = () => page.locator('header [aria-current="page"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      assert.deepEqual(await current(), ['/history'], 'the top bar marks History as the current page');
      await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
      await at('/settings', 'Settings');
      assert.deepEqual(await current(), ['/settings'], 'the top bar marks Settings as the current page');
      await page.goBack();
      await at('/history', 'Finished games');
      assert.deepEqual(await current(), ['/history'], 'back: the top bar marks History again');
      await page.locator('a.brand').click();
      await at('/', /.+/);
      await page.locator('.game-card.game-sequence').getByRole('link', { name: 'Rules' }).click();
      await at('/rules/sequence', /Sequence/);
      await screenshot(page, 'smoke-rules-sequence');
      await page.locator('article.rules').getByRole('link', { name: 'Play' }).click();
      await at('/sequence', /Sequence/); // a game page's h1 is its name in the top bar
      // From a game table to its rules and back to the game where it was.
      await gotoApp(page, url('/number'));
      await page.locator('section.setup > button.btn-primary').click();
      await page.locator('.toolbar').getByRole('link', { name: 'Rules' }).click();
      await at('/rules/number', /The Number/);
      await page.locator('article.rules').getByRole('link', { name: 'Play' }).click();
      await page.waitForURL((u) => u.pathname === '/number');
      await waitForApp(page);
      await page.locator('.toolbar').waitFor({ timeout: 15_000 });
      assert.equal(await page.locator('section.setup').count(), 0, 'the game resumes, not its setup');
      await page.locator('.toolbar').getByRole('link', { name: 'Rules' }).click();
      await at('/rules/number', /The Number/);
      await page.locator('article.rules').getByRole('link', { name: 'Back to the games' }).click();
      await at('/', /.+/);
      assert.deepEqual(errors, [], `the pages reported errors:\n${errors.join('\n')}`);
    });
  }));
