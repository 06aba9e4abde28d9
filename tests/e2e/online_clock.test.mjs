// The table's clock (issue 51): a live table of The Number with a 20-second clock, where one
// of the two people does nothing. Both pages count the server's deadline down (a
// `role="timer"`, in its calm warning from 20 s), the silent seat's time runs out, a bot
// picks for it, and both are told: the silent player sees the pick made for them, the other
// sees it too once the turn is revealed. The player keeps the seat and picks the next turn.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { PHONE, collectErrors, launchBrowser, watchAppStart, screenshot } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { highLow } from './lib/number_page.mjs';
import { startTableServer } from './lib/table_server.mjs';

const LAPTOP = { width: 1280, height: 800 };

async function device(browser, name, viewport) {
  const context = await browser.newContext({ viewport });
  await watchAppStart(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const frames = [];
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => frames.push(JSON.parse(String(payload)))));
  return { name, context, page, errors, frames };
}

/** Picks a number of the open digits on this page's keypad. */
async function pick(page) {
  await page.locator('section.picker').waitFor({ timeout: 20_000 });
  const keys = page.locator('section.picker .keypad button.key');
  const open = await keys.evaluateAll((ks) => ks.map((k, i) => (k.disabled ? null : i)).filter((i) => i !== null));
  for (const digit of highLow(open)) await keys.nth(Number(digit)).click();
  await page.locator('section.picker .picker-actions button.btn-primary').click();
}

/** Both sizes of one moment, for the eye. */
async function shots(page, name) {
  const size = page.viewportSize();
  for (const [label, viewport] of [['phone', PHONE], ['laptop', LAPTOP]]) {
    await page.setViewportSize(viewport);
    await screenshot(page, `online-clock-${name}-${label}`);
  }
  await page.setViewportSize(size);
}

test('a silent seat of a 20-second table is played by the bot when its time runs out', { timeout: 120_000 }, async () => {
  const server = await startTableServer();
  const browser = await launchBrowser();
  try {
    const ana = await device(browser, 'Ana', PHONE);
    const bo = await device(browser, 'Bo', LAPTOP);
    // The host chooses a 20 s clock in the set-up of the table.
    await ana.page.goto(server.url('/number?seats=human,human,easy'));
    await ana.page.locator('section.setup button.play-online').click();
    await ana.page.locator('.online input.name-input').fill('Ana');
    await ana.page.locator('[data-testid=table-pace]').selectOption('20');
    await ana.page.locator('[data-testid=table-pace-bot]').waitFor();
    await ana.page.locator('.online section.panel button.btn-primary').click();
    await ana.page.waitForURL(/table=[0-9A-Z]{10}$/, { timeout: 10_000 });
    const code = new URL(ana.page.url()).searchParams.get('table');
    await bo.page.goto(server.url(`/number?table=${code}`));
    await bo.page.locator('.online-lobby input.name-input').fill('Bo');
    await bo.page.locator('li.online-seat[data-seat="1"] button.btn-primary').click();
    await bo.page.locator('li.online-seat[data-seat="1"] .chip').waitFor({ timeout: 10_000 });
    const start = ana.page.locator('.online-lobby button.btn-primary.btn-big');
    await ana.page.waitForFunction(() => !document.querySelector('.online-lobby button.btn-primary.btn-big')?.disabled);
    await start.click();

    // Bo's own countdown: a timer, already in its warning (a 20 s clock starts at 20 s).
    const timer = bo.page.locator('[data-testid=my-clock][role=timer]');
    await timer.waitFor({ timeout: 10_000 });
    assert.match(await timer.innerText(), /0:(1\d|20)/);
    assert.ok(await timer.evaluate((t) => t.classList.contains('clock-warn')), 'the warning from 20 s');
    await pick(ana.page);
    // Ana sees Bo's time left.
    await ana.page.locator('.clock-others li', { hasText: 'Bo' }).waitFor({ timeout: 10_000 });
    await bo.page.waitForFunction(() => /0:(0\d|1[0-5])/.test(document.querySelector('[data-testid=my-clock]')?.innerText ?? ''), null, { timeout: 10_000 });
    await shots(bo.page, 'countdown');
    await shots(ana.page, 'others');

    // The time runs out: the bot picks for Bo, and both are told.
    const notice = (d) => d.page.locator('[data-testid=clock-notice]', { hasText: /Time ran out|Your time ran out/ });
    await notice(bo).waitFor({ timeout: 30_000 });
    const mine = await notice(bo).innerText();
    // The move as a player says it: the number, without the notation's "1:" seat.
    assert.match(mine, /Your time ran out: a bot played \d{3} for you/);
    await notice(ana).waitFor({ timeout: 10_000 });
    const told = await notice(ana).innerText();
    const picked = mine.match(/played (\d{3})/)[1];
    assert.ok(told.includes(`Time ran out for Bo: a bot played ${picked}`), told);
    await shots(bo.page, 'expired');
    await shots(ana.page, 'expired-told');

    // The bot's move was played as Bo's: the server's `expired` came after the frames of it.
    const expired = bo.frames.filter((f) => f.t === 'expired');
    assert.equal(expired.length, 1);
    assert.equal(expired[0].seat, 1);
    assert.equal(expired[0].action, `1:${picked}`);
    // Every frame is still Bo's own seat's, each with the clock of the seats still to act.
    const views = bo.frames.filter((f) => f.t === 'frame');
    assert.ok(views.every((f) => f.me === 1 && f.clock?.per_move_s === 20));
    // Bo keeps the seat: the next turn's pick is Bo's own again.
    const reveal = bo.page.locator('section.reveal .board > button.btn-big, .board > button.btn-big');
    if (await reveal.first().isVisible().catch(() => false)) await reveal.first().click();
    await pick(bo.page);
    await bo.page.locator('section.locked').waitFor({ timeout: 10_000 });
    for (const d of [ana, bo]) assertNoErrors(d.errors);
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
});
