// Online tables (issue 36) when things go wrong: no table server (a static host), a code that
// names no table, a server killed in the middle of a game and started again on its database
// (the page comes back to its seat by itself), a late visitor who can only watch, and a host
// who closes the table, a move the rules refuse. Each is said in words, and nothing else of the
// app is touched.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { PHONE, collectErrors, launchBrowser, screenshot, watchAppStart, withApp, withPage, waitForApp } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { highLow } from './lib/number_page.mjs';
import { startTableServer } from './lib/table_server.mjs';
import { T, fill, pattern } from './lib/texts.mjs';

const alertText = (page) => page.locator('.online > p.feedback').innerText();

async function device(browser) {
  const context = await browser.newContext({ viewport: PHONE });
  await watchAppStart(context);
  const page = await context.newPage();
  const frames = [];
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => frames.push(JSON.parse(String(payload)))));
  return { page, errors: collectErrors(page), frames };
}

/** Opens a table of The Number with one human seat (the host's) and two bots, and starts it. */
async function openTable(page, server) {
  await page.goto(server.url('/number?seats=human,easy,easy'));
  await page.locator('section.setup button.play-online').click();
  // A table is opened under a name.
  const open = page.locator('.online section.panel button.btn-primary');
  assert.equal(await open.isDisabled(), true);
  await page.locator('.online input.name-input').fill('Ana');
  await open.click();
  await page.waitForURL(/table=[0-9A-Z]{10}$/, { timeout: 10_000 });
  await page.locator('.online-lobby button.btn-primary.btn-big').click();
  await page.locator('section.picker').waitFor({ timeout: 10_000 });
  return new URL(page.url()).searchParams.get('table');
}

async function pick(page) {
  const keys = page.locator('section.picker .keypad button.key');
  const open = await keys.evaluateAll((ks) => ks.map((k, i) => (k.disabled ? null : i)).filter((i) => i !== null));
  for (const digit of highLow(open)) await keys.nth(Number(digit)).click();
  await page.locator('section.picker .picker-actions button.btn-primary').click();
}

test('without a table server the page says so and keeps trying; the rest of the app works', async () => {
  await withApp(async ({ browser, url }) => {
    await withPage(browser, async ({ page }) => {
      await page.goto(url('/number?table=7KQ2M9XW4T'));
      await waitForApp(page);
      await page.waitForFunction(() => document.querySelector('.online > p.feedback')?.innerText.includes('cannot be reached'));
      await page.goto(url('/number'));
      await page.locator('section.setup').waitFor();
    });
  });
});

test('a code that names no table is said, with the way back to the set-up', async () => {
  const server = await startTableServer();
  const browser = await launchBrowser();
  try {
    const d = await device(browser);
    await d.page.goto(server.url('/number?table=ZZZZZZZZZZ'));
    await d.page.waitForFunction(() => document.querySelector('.online > p.feedback')?.innerText.includes('No table has this code'));
    assert.equal(await d.page.locator('.online a.btn[href="/number"]').count(), 1);
    assertNoErrors(d.errors);
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
});

test('a server killed mid-game and started again: the page comes back to its seat and plays on', { timeout: 120_000 }, async () => {
  let server = await startTableServer();
  const browser = await launchBrowser();
  try {
    const host = await device(browser);
    await openTable(host.page, server);
    await pick(host.page);
    await host.page.locator('section.reveal').waitFor({ timeout: 10_000 });
    // The bots pick for the next turn as soon as it opens: the table stands still once both have.
    await host.page.waitForFunction(() => document.querySelectorAll('li.seat-row.picked').length === 2, null, { timeout: 10_000 });
    const seq = await host.page.locator('.online').getAttribute('data-seq');

    const { database, port } = server;
    await server.close({ keepDb: true });
    await host.page.waitForFunction(() => document.querySelector('.online > p.feedback')?.innerText.includes('cannot be reached'));
    server = await startTableServer({ db: database, port });
    // Back by itself (the line tries again within seconds) at the same seat and move.
    await host.page.waitForFunction(() => document.querySelector('.online > p.feedback')?.innerText.trim() === '', null, { timeout: 30_000 });
    assert.equal(await host.page.locator('.online').getAttribute('data-seq'), seq);
    assert.equal(await host.page.locator('.online').getAttribute('data-me'), '0');
    await host.page.locator('.board > button.btn-big').click();
    await pick(host.page);
    await host.page.waitForFunction((s) => Number(document.querySelector('.online')?.dataset.seq) > Number(s), seq);
    // The browser logs the refused connections while the server was down; nothing else.
    assertNoErrors(host.errors.filter((e) => !/WebSocket connection to .* failed/.test(e)));
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
});

test('a late visitor watches the spectators\' view, and is told when the host closes the table', { timeout: 60_000 }, async () => {
  const server = await startTableServer();
  const browser = await launchBrowser();
  try {
    const host = await device(browser);
    const code = await openTable(host.page, server);
    const guest = await device(browser);
    await guest.page.goto(server.url(`/number?table=${code}`));
    await guest.page.locator('.online-lobby').waitFor({ timeout: 10_000 });
    assert.match(await guest.page.locator('.online-lobby').innerText(), /You are watching/);
    // No seat to take, no picker: the spectator's view only.
    assert.equal(await guest.page.locator('section.picker, li.online-seat button').count(), 0);
    const views = guest.frames.filter((f) => f.t === 'frame');
    assert.ok(views.length > 0);
    for (const f of views) {
      assert.equal(f.me, null);
      assert.equal(f.view.my_pick, null);
    }
    await host.page.locator('.online-lobby button.btn:not(.btn-primary)').last().click();
    await guest.page.waitForFunction(() => document.querySelector('.online > p.feedback')?.innerText.includes('The host closed this table'));
    assertNoErrors(guest.errors);
    assertNoErrors(host.errors);
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
});

test('a player away: the host lets a bot play for them at once, and the seat is theirs again when they return', { timeout: 90_000 }, async () => {
  const server = await startTableServer();
  const browser = await launchBrowser();
  try {
    const host = await device(browser);
    await host.page.goto(server.url('/number?seats=human,human,easy'));
    await host.page.locator('section.setup button.play-online').click();
    await host.page.locator('.online input.name-input').fill('Ana');
    await host.page.locator('.online section.panel button.btn-primary').click();
    await host.page.waitForURL(/table=[0-9A-Z]{10}$/, { timeout: 10_000 });
    const link = host.page.url();
    // The code is shown in two groups for reading aloud, and read back in any case, grouped.
    const code = link.slice(-10);
    const grouped = `${code.slice(0, 5)}-${code.slice(5)}`;
    assert.equal(await host.page.locator('#table-title').innerText(), `Table ${grouped}`);
    const friend = await device(browser);
    await friend.page.goto(link.replace(code, grouped.toLowerCase()));
    await friend.page.locator('.online-lobby input.name-input').fill('Bo');
    await friend.page.locator('li.online-seat[data-seat="1"] button.btn-primary').click();
    await friend.page.locator('li.online-seat[data-seat="1"] .chip').waitFor({ timeout: 10_000 });
    await host.page.waitForFunction(() => !document.querySelector('.online-lobby button.btn-primary.btn-big')?.disabled);
    await host.page.locator('.online-lobby button.btn-primary.btn-big').click();
    await friend.page.locator('section.picker').waitFor({ timeout: 10_000 });

    // The friend's phone goes away (its page closes; its storage, with the seat's token, stays).
    const context = friend.page.context();
    await friend.page.close();
    const row = host.page.locator('li.online-seat[data-seat="1"]');
    await host.page.waitForFunction(() => document.querySelector('li.online-seat[data-seat="1"]')?.classList.contains('away'));
    // The offer is a named group of three delays, each one press (no drop-down, no "no").
    const offer = row.getByRole('group', { name: 'If Bo is away, a bot plays for them:' });
    assert.deepEqual(await offer.getByRole('button').allTextContents(), ['at once', 'after 30 s', 'after 2 min']);
    await row.scrollIntoViewIfNeeded();
    await screenshot(host.page, 'online-stand-in-offer', { fullPage: false });
    await offer.getByRole('button', { name: 'at once' }).click();
    await row.getByRole('button', { name: 'Give Bo their seat back' }).waitFor({ timeout: 10_000 });
    // The bot picks for the friend: once the host has picked, the turn is revealed.
    await pick(host.page);
    await host.page.locator('section.reveal').waitFor({ timeout: 15_000 });

    // The friend comes back to their seat, and the host gives it back.
    const back = await context.newPage();
    const backErrors = collectErrors(back);
    await back.goto(link);
    await back.locator('.online[data-me="1"]').waitFor({ timeout: 10_000 });
    await host.page.waitForFunction(() => !document.querySelector('li.online-seat[data-seat="1"]')?.classList.contains('away'));
    // Bo is back: the bot put in for this absence leaves by itself, and the offer of a bot is
    // back in place of the give-back button.
    await offer.waitFor({ timeout: 10_000 });
    assert.equal(await row.getByRole('button', { name: 'Give Bo their seat back' }).count(), 0);
    // Back where the table is: the last reveal, its own pick (the bot's, while away) or a pick.
    await back.waitForFunction(() => document.querySelector('section.reveal, section.picker, section.locked'));
    // And told what the bot played for them meanwhile: the number it picked in the turn revealed.
    const notice = back.locator('[data-testid=clock-notice]', { hasText: 'While you were away' });
    await notice.waitFor({ timeout: 10_000 });
    const told = (await notice.innerText()).trim();
    assert.match(told, /^While you were away, a bot played for you: \d{3}(, \d{3})*\.$/);
    const first = told.match(/\d{3}/)[0];
    assert.match(await host.page.locator('section.reveal').innerText(), new RegExp(first.split('').join('\\s*')), 'the reveal shows it');
    await screenshot(back, 'online-stand-in-told', { fullPage: false });
    assertNoErrors(backErrors);
    assertNoErrors(host.errors);
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
});

test('a refusal of the rules is the game\'s own, worded in the player\'s language; one the page cannot read, in general words', { timeout: 60_000 }, async () => {
  const server = await startTableServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
    await watchAppStart(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    // The page's line to the server passes through here, so that the server's refusals can be
    // sent in its place (the page itself sends no move the rules refuse).
    let line = null;
    await page.routeWebSocket(/\/tables$/, (ws) => {
      ws.connectToServer();
      line = ws;
    });
    await openTable(page, server);
    const t = T.fr;
    const refused = async (fields) => {
      const before = await alertText(page);
      line.send(JSON.stringify({ v: 1, t: 'refused', seq: 0, reason: 'rules', ...fields }));
      await page.waitForFunction((b) => document.querySelector('.online > p.feedback')?.innerText !== b, before);
      return alertText(page);
    };
    // The game's refusal, in The Number's own French words.
    const picked = await refused({ refusal: { AlreadyPicked: { seat: 1 } } });
    assert.match(picked, pattern(fill(t.MoveRefused, { why: t.NbRefAlreadyPicked })));
    // One of another game (a server of another version): the rules' refusal, in general words.
    assert.equal(await refused({ refusal: 'Corner' }), fill(t.MoveRefused, { why: t.OnRulesRefused }));
    // An older server's English, as it is.
    assert.equal(await refused({ text: 'player 2 has already picked' }), fill(t.MoveRefused, { why: 'player 2 has already picked' }));
    // The game plays on.
    await pick(page);
    await page.locator('section.reveal').waitFor({ timeout: 10_000 });
    assertNoErrors(errors);
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
});
