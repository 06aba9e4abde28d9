// Smoke test: the release build (dist/) starts in Chromium, with no console errors, and shows
// the home page. It catches broken builds that still "succeed", e.g. a wasm-opt that corrupts
// the module (`WebAssembly.Table.set(): Argument 1 is invalid for table`).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DESKTOP, PHONE, gotoApp, screenshot, withApp, withPage } from './lib/browser.mjs';
import { DIST_DIR } from './lib/server.mjs';
import { PAGES } from '../../scripts/pages.mjs';

test('dist/ holds a release build: one page per bundle, each with its own hashed wasm', async () => {
  const files = await readdir(DIST_DIR);
  const pages = Object.fromEntries(PAGES.map((p) => [p.file, p.bin]));
  const wasm = files.filter((f) => f.endsWith('.wasm'));
  assert.equal(wasm.length, Object.keys(pages).length, `expected one .wasm per page in dist/, got ${files.join(', ')}`);
  for (const [page, bin] of Object.entries(pages)) {
    const html = await readFile(join(DIST_DIR, page), 'utf8');
    assert.match(html, /<html[^>]*\blang="?\w+/); // unquoted and reordered once minified
    // The page fetches its own texts file (src/texts, index.html).
    const { game, texts: pageTexts } = PAGES.find((p) => p.file === page);
    const texts = game ?? pageTexts ?? 'shell';
    assert.match(html, new RegExp(`<html[^>]*\\bdata-texts="?${texts}\\b`), `${page} loads texts/${texts}.*.txt`);
    for (const lang of ['en', 'fr', 'zh-TW']) {
      assert.ok(files.includes('texts') && (await readdir(join(DIST_DIR, 'texts'))).includes(`${texts}.${lang}.txt`), `texts/${texts}.${lang}.txt`);
    }
    assert.match(html, /name="?viewport/);
    assert.ok(!html.includes('data-trunk'), `${page} in dist/ still has unprocessed data-trunk links`);
    assert.ok(!html.includes('autoreload'), 'a release build must not contain the dev autoreload script');
    const own = files.filter((f) => /\.(js|wasm)$/.test(f) && f.startsWith(`${bin}-`));
    assert.equal(own.length, 2, `${page}: expected ${bin}'s JS and wasm, got ${own.join(', ')}`);
    assert.ok(own.some((f) => html.includes(f)), `${page} does not load ${bin}`);
    // No page loads another page's module.
    for (const other of Object.values(pages).filter((b) => b !== bin)) {
      assert.ok(!html.includes(`${other}-`), `${page} loads ${other}`);
    }
    if (game) {
      const rules = await readFile(join(DIST_DIR, 'rules', page), 'utf8');
      assert.equal(rules, html, `rules/${page} is the same page as ${page}`);
    }
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
