// The main thread's tasks while a page starts, from a Chromium trace: each task over a few
// milliseconds, when it ran and what filled it (script, the module's compile, style, layout,
// paint), so a long task Lighthouse reports can be told apart (the module's start, the mount,
// the later chunk, a first layout). Unthrottled: Lighthouse's mobile run counts each task about
// four times as long, so a task over 12 ms here blocks there. Figures only.
//   node scripts/measure/tasks.mjs [--path /number] [--save number] [--min 4] [--profile]
// `--profile` adds each task's functions taking the most time (their own, not their callees'):
// names need a build that keeps them (`NUMERA_WASM_NAMES=1 trunk build --release`).
// `--save <game>` opens the game in play (half of a finished game, as the Lighthouse mode does)
// and the screen the page kept when it was left.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser, PHONE } from '../../tests/e2e/lib/browser.mjs';
import { REPO_ROOT, startServer } from '../../tests/e2e/lib/server.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const path = arg('path', '/');
const game = arg('save', null);
const min = Number(arg('min', 4));

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.wasm', 'blink.user_timing', 'loading'];

/** A task's children summed by kind: the names that say what filled it. */
function kinds(children) {
  const sums = new Map();
  for (const e of children) {
    const name = e.name === 'FunctionCall' || e.name === 'EvaluateScript' ? `${e.name}` : e.name;
    sums.set(name, (sums.get(name) ?? 0) + e.dur / 1000);
  }
  return [...sums].filter(([, ms]) => ms >= 0.5).sort((a, b) => b[1] - a[1]).slice(0, 5)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ');
}

/** A CPU profile's samples as [time, function name] (time in the trace's microseconds). */
function timedSamples({ nodes, samples, timeDeltas, startTime }) {
  const names = new Map(nodes.map((n) => [n.id, n.callFrame.functionName || `(${n.callFrame.url.split('/').pop() || 'program'})`]));
  let at = startTime;
  return samples.map((id, i) => [(at += timeDeltas[i]), names.get(id)]);
}

/** The functions with the most samples between `from` and `to`, with their milliseconds. */
function heaviest(samples, from, to) {
  const sums = new Map();
  let last = from;
  for (const [at, name] of samples) {
    if (at < from || at > to) continue;
    sums.set(name, (sums.get(name) ?? 0) + (at - last) / 1000);
    last = at;
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, ms]) => `${n.slice(0, 60)} ${ms.toFixed(1)}`).join(', ');
}

/** What a player back at a game in progress holds (the save, and the screen the page kept),
 * made in a browser context of its own, so the measured load starts with empty caches. */
async function keptRecords(browser, url) {
  const saves = JSON.parse(await readFile(join(REPO_ROOT, 'tests/e2e/data/finished_saves.json'), 'utf8'));
  const save = saves[game];
  const half = { ...save, actions: save.actions.slice(0, Math.floor(save.actions.length / 2)) };
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${url}/${game}`);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`numera.save.${game}`, JSON.stringify(half)]);
  await page.goto(`${url}/${game}`);
  await page.locator('.toolbar').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await page.goto(`${url}/icons/icon.svg`);
  const state = await context.storageState();
  await context.close();
  return state;
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const storageState = game ? await keptRecords(browser, server.url) : undefined;
  const context = await browser.newContext({ viewport: PHONE, storageState });
  const page = await context.newPage();
  const target = `${server.url}${game ? `/${game}` : path}`;
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const profile = process.argv.includes('--profile');
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  await page.goto(target, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const samples = profile ? timedSamples((await cdp.send('Profiler.stop')).profile) : [];
  await cdp.send('Tracing.end');
  await done;

  // The renderer that parsed the page (a navigation may change process).
  const parsed = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === target)
    ?? events.find((e) => e.name === 'ParseHTML');
  const main = { pid: parsed.pid, tid: parsed.tid };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = parsed.ts;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 >= min).sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  console.log(`${game ? `${game} in play` : path}: tasks of ${min} ms or more on the main thread (ms from the first HTML parse)`);
  for (const t of tasks) {
    const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.name !== 'RunTask');
    const top = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur));
    const ms = t.dur / 1000;
    blocking += Math.max(0, ms * 4 - 50);
    console.log(`  at ${((t.ts - start) / 1000).toFixed(0).padStart(5)}  ${ms.toFixed(1).padStart(6)} ms  ${kinds(top)}`);
    if (profile) console.log(`                         in: ${heaviest(samples, t.ts, t.ts + t.dur)}`);
    if (process.argv.includes('--deep')) console.log(`                         within: ${kinds(inside.filter((e) => !top.includes(e)))}`);
  }
  console.log(`  blocking at four times these lengths: ${blocking.toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.close();
}
