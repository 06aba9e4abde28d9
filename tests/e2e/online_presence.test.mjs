// A network that drops under an open line (issue 52, item 7): the page that hears nothing says
// so within seconds and offers no moves, the other players see its seat away within seconds,
// and once the network is back the page catches up with the moves made meanwhile. The drop is a
// proxy between one page and the server that holds all traffic without closing anything.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { PHONE, collectErrors, launchBrowser, screenshot, watchAppStart } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { holdProxy } from './lib/hold_proxy.mjs';
import { highLow } from './lib/number_page.mjs';
import { startTableServer } from './lib/table_server.mjs';
import { T } from './lib/texts.mjs';

/** The words that start the silence notice, before its count of seconds. */
const QUIET = T.en.OnQuiet.split('{seconds}')[0];

async function device(browser) {
  const context = await browser.newContext({ viewport: PHONE });
  await watchAppStart(context);
  const page = await context.newPage();
  const sent = [];
  page.on('websocket', (ws) => ws.on('framesent', ({ payload }) => sent.push(JSON.parse(String(payload)))));
  return { page, errors: collectErrors(page), sent };
}

const seq = async (page) => Number(await page.locator('.online').getAttribute('data-seq'));
const feedback = (page) => page.locator('.online > p.feedback').innerText();

async function pick(page) {
  const keys = page.locator('section.picker .keypad button.key');
  const open = await keys.evaluateAll((ks) => ks.map((k, i) => (k.disabled ? null : i)).filter((i) => i !== null));
  for (const digit of highLow(open)) await keys.nth(Number(digit)).click();
  await page.locator('section.picker .picker-actions button.btn-primary').click();
}

/** Ana hosts The Number on the server; Bo's phone sits through the proxy; both see a pick. */
async function table(browser, server, proxy) {
  const ana = await device(browser);
  const bo = await device(browser);
  await ana.page.goto(server.url('/number?seats=human,human,easy'));
  await ana.page.locator('section.setup button.play-online').click();
  await ana.page.locator('.online input.name-input').fill('Ana');
  await ana.page.locator('.online section.panel button.btn-primary').click();
  await ana.page.waitForURL(/table=[0-9A-Z]{10}$/, { timeout: 10_000 });
  const code = new URL(ana.page.url()).searchParams.get('table');

  // Bo's phone reaches the server through the proxy.
  await bo.page.goto(proxy.url(`/number?table=${code}`));
  await bo.page.locator('.online-lobby input.name-input').fill('Bo', { timeout: 20_000 });
  await bo.page.locator('li.online-seat[data-seat="1"] button.btn-primary').click();
  await bo.page.locator('li.online-seat[data-seat="1"] .chip').waitFor({ timeout: 10_000 });
  await ana.page.waitForFunction(() => !document.querySelector('.online-lobby button.btn-primary.btn-big')?.disabled);
  await ana.page.locator('.online-lobby button.btn-primary.btn-big').click();
  for (const d of [ana, bo]) await d.page.locator('section.picker').waitFor({ timeout: 15_000 });
  return { ana, bo };
}

test('a held line: the page says so within 10 s, its seat shows away within 15 s, and it catches up after', { timeout: 180_000 }, async () => {
  const proxy = await holdProxy();
  const server = await startTableServer({ args: ['--origin', proxy.origin] });
  proxy.to(server.port);
  const browser = await launchBrowser();
  try {
    const { ana, bo } = await table(browser, server, proxy);
    // The page asks the table for news on its own, every few seconds.
    await new Promise((r) => setTimeout(r, 5_000));
    assert.ok(bo.sent.some((m) => m.t === 'ping'), 'the page pings the table');
    assert.equal(await bo.page.locator('.online-game.offline').count(), 0);

    // The network drops under Bo's open line.
    proxy.hold();
    const dropped = Date.now();
    await bo.page.waitForFunction((words) => document.querySelector('.online > p.feedback')?.innerText.includes(words), QUIET, { timeout: 10_500 })
      .catch(async (e) => { await screenshot(bo.page, 'online-presence-no-notice'); throw e; });
    const said = (Date.now() - dropped) / 1000;
    assert.ok(await bo.page.evaluate(() => document.querySelector('.online-game')?.inert === true), 'no move is offered meanwhile');
    assert.equal(await bo.page.locator('.online-game .online-turn').innerText(), '', 'no "Your turn" while nothing is known');
    await screenshot(bo.page, 'online-presence-quiet');
    await ana.page.locator('li.online-seat[data-seat="1"].away').waitFor({ timeout: Math.max(1, 15_000 - (Date.now() - dropped)) })
      .catch(async (e) => { await screenshot(ana.page, 'online-presence-not-away'); throw e; });
    const away = (Date.now() - dropped) / 1000;
    console.log(`notice after ${said.toFixed(1)} s, away after ${away.toFixed(1)} s`);

    // The table moves on meanwhile: Ana picks.
    const before = await seq(ana.page);
    await pick(ana.page);
    await ana.page.waitForFunction((s) => Number(document.querySelector('.online')?.dataset.seq) > s, before, { timeout: 10_000 });
    const now = await seq(ana.page);

    // The network comes back: Bo's page catches up, says nothing more of silence, plays again.
    proxy.release();
    await bo.page.waitForFunction(({ words, s }) => {
      const text = document.querySelector('.online > p.feedback')?.innerText ?? '';
      const game = document.querySelector('.online-game');
      return !text.includes(words) && game && !game.inert && Number(document.querySelector('.online')?.dataset.seq) >= s;
    }, { words: QUIET, s: now }, { timeout: 30_000 })
      .catch(async (e) => { await screenshot(bo.page, 'online-presence-no-catch-up'); throw e; });
    await ana.page.locator('li.online-seat[data-seat="1"]:not(.away)').waitFor({ timeout: 10_000 });
    assert.match(await feedback(bo.page), /^\s*$/);
    await pick(bo.page);
    await bo.page.waitForFunction((s) => Number(document.querySelector('.online')?.dataset.seq) > s, now, { timeout: 10_000 });
    assertNoErrors(ana.errors);
  } finally {
    await browser.close().catch(() => {});
    await proxy.close();
    await server.close();
  }
});

test('a move made as the line drops is shown on its way, taken once, and in once the line is back', { timeout: 120_000 }, async () => {
  const proxy = await holdProxy();
  const server = await startTableServer({ args: ['--origin', proxy.origin] });
  proxy.to(server.port);
  const browser = await launchBrowser();
  try {
    const { ana, bo } = await table(browser, server, proxy);
    const before = await seq(ana.page);
    proxy.hold();
    await pick(bo.page);
    const turn = bo.page.locator('.online-game .online-turn');
    await bo.page.waitForFunction((words) => document.querySelector('.online-game .online-turn')?.innerText === words,
      T.en.OnSending, { timeout: 3_000 })
      .catch(async (e) => { await screenshot(bo.page, 'online-sending-not-shown'); throw e; });
    assert.ok(await bo.page.evaluate(() => document.querySelector('.online-game')?.inert === true), 'no second move meanwhile');
    await screenshot(bo.page, 'online-sending', { fullPage: false });
    // Pressed again, nothing more is sent: the game takes no input while its move is on its way.
    await bo.page.locator('section.picker .picker-actions button.btn-primary').click({ timeout: 1_000, force: true }).catch(() => {});
    await new Promise((r) => setTimeout(r, 2_000));
    assert.equal(await turn.innerText(), T.en.OnSending, 'still on its way while the line holds');

    proxy.release();
    await bo.page.waitForFunction((words) => document.querySelector('.online-game .online-turn')?.innerText === words,
      `✓ ${T.en.OnMoveIn}`, { timeout: 10_000 })
      .catch(async (e) => { await screenshot(bo.page, 'online-sending-not-in'); throw e; });
    await ana.page.waitForFunction((s) => Number(document.querySelector('.online')?.dataset.seq) > s, before, { timeout: 10_000 });
    const acts = bo.sent.filter((m) => m.t === 'act');
    assert.equal(acts.length, 1, `one move sent: ${JSON.stringify(acts)}`);
    // Then the line says whose turn it is again.
    await bo.page.waitForFunction((words) => document.querySelector('.online-game .online-turn')?.innerText !== words,
      `✓ ${T.en.OnMoveIn}`, { timeout: 6_000 });
    assertNoErrors(ana.errors);
    assertNoErrors(bo.errors);
  } finally {
    await browser.close().catch(() => {});
    await proxy.close();
    await server.close();
  }
});
