// Lighthouse's mobile run on every page of the release build (issue 39: what a phone on a slow
// 4G network with a 4x slower CPU sees): performance, LCP, TBT, CLS and the bytes fetched, the
// median of `runs` runs per page, as a table and one JSON line to compare. Figures only, no
// pass/fail (these machines are shared and noisy: measure while they are quiet).
//
// The build is served as a host serves it, compressed (tests/e2e/lib/server.mjs hands out the
// build's .br/.gz copies). Each run is a first visit in a fresh browser profile. A game "in
// play" is the game page opened with a game in progress in storage (half of a finished game's
// log, tests/e2e/data/finished_saves.json, and the bots due played) and the screen the page
// kept when the player left it (index.html), which is what a returning player loads.
//   node scripts/measure.mjs --lighthouse [--runs 3] [--pages home,number,number-play]
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, startServer } from '../../tests/e2e/lib/server.mjs';

const require = createRequire(join(REPO_ROOT, 'tests/e2e/package.json'));
const GAMES = ['number', 'nmbr9', 'sequence', 'mino', 'dungeon'];

/** Every page measured: its name, its address, and the save it opens with, if any. */
async function pages() {
  const saves = JSON.parse(await readFile(join(REPO_ROOT, 'tests/e2e/data/finished_saves.json'), 'utf8'));
  const inPlay = (game) => {
    const save = saves[game];
    return { ...save, actions: save.actions.slice(0, Math.floor(save.actions.length / 2)) };
  };
  return [
    { name: 'home', path: '/' },
    ...GAMES.map((game) => ({ name: game, path: `/${game}` })),
    ...GAMES.map((game) => ({ name: `${game}-play`, path: `/${game}`, save: [`numera.save.${game}`, JSON.stringify(inPlay(game))] })),
    { name: 'stats', path: '/stats' },
    { name: 'settings', path: '/settings' },
    { name: 'history', path: '/history' },
    { name: 'rules', path: '/rules/nmbr9' },
  ];
}

/** One Lighthouse run of `page` in a fresh Chromium profile: its scores and figures. */
async function run(url, page) {
  const { default: lighthouse } = await import(require.resolve('lighthouse'));
  const chromeLauncher = require('chrome-launcher');
  const profile = await mkdtemp(join(tmpdir(), 'numera-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    userDataDir: profile,
  });
  try {
    if (page.save) await storeRecords(chrome.port, url, await returning(url, page));
    const result = await lighthouse(`${url}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // A game in play keeps the save stored above (the fresh profile has nothing else).
      disableStorageReset: Boolean(page.save),
    });
    const { categories, audits } = result.lhr;
    if (process.env.NUMERA_LH_JSON) await writeFile(`${process.env.NUMERA_LH_JSON}-${page.name}.json`, JSON.stringify(result.lhr));
    return {
      perf: Math.round(categories.performance.score * 100),
      a11y: Math.round(categories.accessibility.score * 100),
      bp: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      kib: audits['total-byte-weight'].numericValue / 1024,
    };
  } finally {
    await chrome.kill();
    await rm(profile, { recursive: true, force: true });
  }
}

/**
 * What a player back at a game in progress holds: the save, and the screen the page kept when
 * they left it (`numera.view.<game>`), made by opening the page once in a browser of its own
 * (so the measured run still starts with an empty cache).
 */
async function returning(url, page) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const tab = await context.newPage();
    await tab.goto(`${url}/icons/icon.svg`);
    await tab.evaluate(([k, v]) => localStorage.setItem(k, v), page.save);
    await tab.goto(`${url}${page.path}`);
    await tab.locator('.toolbar').first().waitFor();
    await tab.waitForLoadState('networkidle');
    // The bots due play first, as they do while a player watches: the page is left with the
    // game at a person's turn, where a player leaves it.
    const key = page.save[0];
    for (let last = null, same = 0; same < 6; ) {
      await tab.waitForTimeout(500);
      const now = await tab.evaluate((k) => localStorage.getItem(k), key);
      same = now === last ? same + 1 : 0;
      last = now;
    }
    await tab.goto(`${url}/icons/icon.svg`);
    const records = await tab.evaluate(() => Object.entries(localStorage).filter(([k]) => /^numera\.(save|view)\./.test(k)));
    if (!records.some(([k]) => k.startsWith('numera.view.'))) throw new Error(`lighthouse.mjs: ${page.name}: the page kept no screen`);
    return records;
  } finally {
    await browser.close();
  }
}

/** Stores `records` in the site's origin, from a file of the site that starts no app (an icon). */
async function storeRecords(port, url, records) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${url}/icons/icon.svg`);
    await page.evaluate((all) => all.forEach(([k, v]) => localStorage.setItem(k, v)), records);
    await page.close();
  } finally {
    await browser.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function lighthouseRuns({ runs = 3, only = null } = {}) {
  const server = await startServer();
  const chosen = (await pages()).filter((p) => !only || only.includes(p.name));
  const rows = [];
  try {
    for (const page of chosen) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await run(server.url, page));
      const row = { page: page.name, runs };
      for (const key of Object.keys(results[0])) row[key] = median(results.map((r) => r[key]));
      rows.push(row);
      console.log(
        `  ${page.name.padEnd(15)} perf ${String(row.perf).padStart(3)}  LCP ${(row.lcp / 1000).toFixed(2)} s  ` +
          `TBT ${String(Math.round(row.tbt)).padStart(4)} ms  CLS ${row.cls.toFixed(3)}  ${row.kib.toFixed(0).padStart(4)} KiB  ` +
          `a11y ${row.a11y} bp ${row.bp} seo ${row.seo}`,
      );
    }
  } finally {
    await server.close();
  }
  console.log(JSON.stringify({ lighthouse: '12.2.3', runs, pages: rows.map((r) => ({ ...r, lcp: Math.round(r.lcp), tbt: Math.round(r.tbt), cls: Number(r.cls.toFixed(3)), kib: Number(r.kib.toFixed(1)) })) }));
}
