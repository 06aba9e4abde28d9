// Smoke test: the release build (dist/) starts in Chromium, with no console errors, and shows
// the home page. It catches broken builds that still "succeed", e.g. a wasm-opt that corrupts
// the module (`WebAssembly.Table.set(): Argument 1 is invalid for table`).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DESKTOP, PHONE, gotoApp, screenshot, withApp, withPage } from './lib/browser.mjs';
import { DIST_DIR } from './lib/server.mjs';

test('dist/ holds a release build (hashed wasm, JS and CSS linked from index.html)', async () => {
  const files = await readdir(DIST_DIR);
  const html = await readFile(join(DIST_DIR, 'index.html'), 'utf8');
  const wasm = files.filter((f) => f.endsWith('.wasm'));
  assert.equal(wasm.length, 1, `expected one .wasm in dist/, got ${files.join(', ')}`);
  assert.match(html, /<html lang="?\w+/); // unquoted once minified
  assert.match(html, /name="?viewport/);
  assert.ok(!html.includes('data-trunk'), 'index.html in dist/ still has unprocessed data-trunk links');
  assert.ok(!html.includes('autoreload'), 'a release build must not contain the dev autoreload script');
  for (const f of files.filter((f) => /\.(js|css)$/.test(f) && f.startsWith('numera-app'))) {
    assert.ok(html.includes(f), `index.html does not reference ${f}`);
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
