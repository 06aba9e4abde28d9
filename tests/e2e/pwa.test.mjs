// The installable, offline app (issue: PWA): the service worker precaches the build and serves
// it offline (home, deep links, a game in progress), Chromium finds the app installable, a new
// deployment shows the update prompt without losing the game, and the Content-Security-Policy
// blocks nothing the app needs while the app requests nothing from any other origin.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHONE, screenshot, waitForApp, withPersistentContext } from './lib/browser.mjs';
import { DIST_DIR, startServer } from './lib/server.mjs';
import { NumberPage, assertNoErrors, highLow, seedPath } from './lib/number_page.mjs';

const FAST = { viewport: PHONE, reducedMotion: 'reduce' };

/** Wait until a service worker controls the page and has finished installing its precache. */
async function waitForServiceWorker(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** Every request the page makes must go to the app's own origin. */
function watchOrigins(page, origin) {
  const foreign = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(req.url());
  });
  return foreign;
}

test('offline after the first visit: home, a deep link and the game in progress', async () => {
  const server = await startServer();
  let serverUp = true;
  try {
    await withPersistentContext(FAST, async ({ context, page, errors }) => {
      const foreign = watchOrigins(page, new URL(server.url).origin);
      const url = (path) => new URL(path, server.url).href;
      const game = new NumberPage(page, url);
      await game.openSeedLink();
      await waitForServiceWorker(page);
      await game.start();
      await game.playTurn(highLow);
      const before = await game.seats();

      // Gone offline: the server is down and the browser has no network.
      await server.close();
      serverUp = false;
      await context.setOffline(true);

      await page.goto(url('/'), { waitUntil: 'load' });
      await waitForApp(page);
      await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });

      // A deep link with a seed opens its setup from the cache.
      await page.goto(url(seedPath()), { waitUntil: 'load' });
      await game.waitForApp();
      assert.equal(await game.waitForPhase(['setup']), 'setup');

      // Pages never opened online come from the precache too (each page is its own module,
      // scripts/pages.mjs; each rules page is a copy of the one rules module naming its game).
      for (const [path, selector] of [
        ['/nmbr9?seed=K7QM-3XPA', 'section.setup'],
        ['/rules/sequence', 'article.rules.game-sequence'],
        ['/rules/dungeon', 'article.rules.game-dungeon'],
        ['/settings', 'section.settings input[name="lang"]'],
        ['/history', 'section.history'],
        ['/stats', '.stats-tabs a'],
        ['/rules/chess', 'section.panel a.btn-primary'],
      ]) {
        await page.goto(url(path), { waitUntil: 'load' });
        await page.locator(selector).first().waitFor({ timeout: 15_000 });
      }

      // The game in progress resumes where it was.
      const phase = await game.open('/number');
      assert.ok(['reveal', 'pick'].includes(phase), `the game should resume, got ${phase}`);
      assert.deepEqual(await game.seats(), before, 'same scores and crossed digits offline');

      assert.deepEqual(foreign, [], 'no request may leave the app origin');
      // Offline, nothing may fail: every file came from the precache.
      assertNoErrors(errors, 'the offline app');
    });
  } finally {
    if (serverUp) await server.close();
  }
});

test('Chromium reports the app installable, with a manifest, icons and no CSP violation', async () => {
  const server = await startServer();
  try {
    await withPersistentContext(FAST, async ({ context, page, errors }) => {
      const violations = [];
      page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
      await page.goto(new URL('/', server.url).href, { waitUntil: 'load' });
      await waitForApp(page);
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(installabilityErrors, [], 'installability errors');
      const manifest = JSON.parse(await readFile(join(DIST_DIR, 'manifest.webmanifest'), 'utf8'));
      assert.equal(manifest.display, 'standalone');
      assert.ok(manifest.icons.some((i) => i.purpose === 'maskable'), 'a maskable icon');
      for (const icon of manifest.icons) {
        const res = await page.request.get(new URL(icon.src, server.url).href);
        assert.equal(res.status(), 200, `${icon.src} is served`);
      }
      const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      assert.match(csp, /default-src 'self'/);
      assert.doesNotMatch(csp, /https?:/, 'no third-party host is allowed');
      assert.deepEqual(violations, []);
      assertNoErrors(errors, 'the installed app');
    });
  } finally {
    await server.close();
  }
});

test('a new deployment shows the update prompt; accepting it keeps the game in progress', async () => {
  // Build B is build A with a changed file, as any new deployment: a new service worker.
  const second = await mkdtemp(join(tmpdir(), 'numera-build-b-'));
  await cp(DIST_DIR, second, { recursive: true });
  const sw = await readFile(join(second, 'sw.js'), 'utf8');
  await writeFile(join(second, 'sw.js'), sw.replace(/const VERSION = "([^"]*)"/, 'const VERSION = "$1-b"'));
  // Its compressed copies (scripts/compress.mjs) would still be build A's worker: without them
  // the server sends the file itself.
  await rm(join(second, 'sw.js.br'));
  await rm(join(second, 'sw.js.gz'));

  let server = await startServer();
  const port = new URL(server.url).port;
  try {
    await withPersistentContext(FAST, async ({ page, errors }) => {
      const url = (path) => new URL(path, server.url).href;
      const game = new NumberPage(page, url);
      await game.openSeedLink();
      await waitForServiceWorker(page);
      await game.start();
      await game.playTurn(highLow);
      const before = await game.seats();

      await server.close();
      server = await startServer({ root: second, port: Number(port) });
      // The player comes back to the tab: the app looks for a new version.
      await page.reload({ waitUntil: 'load' });
      await game.waitForApp();
      const prompt = page.locator('.notice-update');
      await prompt.waitFor({ state: 'visible', timeout: 30_000 });
      await screenshot(page, 'pwa-update-prompt-phone');

      const reloaded = page.waitForEvent('load');
      await prompt.locator('button').click();
      await reloaded;
      await game.waitForApp();
      const version = await page.evaluate(async () => {
        const cacheNames = await caches.keys();
        return cacheNames.filter((n) => n.startsWith('numera-'));
      });
      assert.equal(version.length, 1, `old caches are cleaned: ${version}`);
      assert.match(version[0], /-b$/, 'the new version now serves the app');
      assert.equal(await page.locator('.notice-update').count(), 0, 'the prompt is gone');
      const phase = await game.open('/number');
      assert.ok(['reveal', 'pick'].includes(phase), `the game should resume, got ${phase}`);
      assert.deepEqual(await game.seats(), before, 'the game in progress survived the update');
      assertNoErrors(errors, 'the updated app');
    });
  } finally {
    await server.close();
    await rm(second, { recursive: true, force: true });
  }
});
