// Mino Dice with the keyboard alone (issue 38, item 5): after Start the bid dial has the
// focus, so the arrows move it at once; Enter bids; on each roll the first die you may roll
// has the focus, so Enter rolls it; after a completed trick Enter goes on; and while the bots
// play the focus stays in your dice (their heading), never back on the page. A whole game
// against two bots, with no click after Start. A screen reader landing on the dial hears its
// heading ("Player 1, your bid"), as Chromium's accessibility tree names or describes it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/checks.mjs';
import { start, waitForAction } from './lib/mino_page.mjs';

/** What has the focus, and whether a bot is playing, read in one go. */
const focusNow = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return {
    bot: document.querySelector('[data-testid=bot]') !== null,
    tag: a?.tagName ?? 'none',
    id: a?.id ?? '',
    classes: [...(a?.classList ?? [])].join(' '),
    pressed: a?.getAttribute('aria-pressed') ?? null,
    text: (a?.textContent ?? '').trim().slice(0, 30),
  };
});

/**
 * What a screen reader hears of the focused element and the groups around it, as Chromium's
 * accessibility tree has it: role, name and description of each, focused element first.
 */
async function heard(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: true });
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const out = [];
    for (let n = nodes[0]; n && out.length < 4; n = byId.get(n.parentId)) {
      out.push({ role: n.role?.value, name: n.name?.value ?? '', description: n.description?.value ?? '' });
    }
    return out;
  } finally {
    await cdp.detach();
  }
}

/** After a move: waits until the table moved on, and if a bot is playing, the focus is in the dice. */
async function focusWhileBotsPlay(page, lost) {
  await page.waitForSelector('[data-testid=bot], section.mn-bid, [data-testid=your-roll], .mn-continue, section.mn-final');
  const f = await focusNow(page);
  if (f.bot && f.id !== 'mn-hand-title') lost.push(`while a bot plays: ${JSON.stringify(f)}`);
}

test('keyboard only: the focus is on the next thing to press in a whole game of Mino Dice', () =>
  withApp(({ browser, url }) => withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
    await start(page, url, 'seed=K7QM-3XPA&seats=human,easy,medium');
    const lost = [];
    const counted = { bid: 0, roll: 0, done: 0 };
    for (let n = 0; n < 500; n++) {
      const screen = await waitForAction(page);
      if (screen === 'final') break;
      const f = await focusNow(page);
      counted[screen] += 1;
      if (screen === 'bid') {
        if (!f.classes.includes('mn-bid-n') || f.pressed !== 'true') {
          lost.push(`bid: ${JSON.stringify(f)}`);
          await page.locator('.mn-bid-n[aria-pressed=true]').focus();
        }
        const dial = await page.locator('.mn-bid-n').count();
        if (dial > 1) {
          await page.keyboard.press('ArrowRight');
          const moved = await focusNow(page);
          assert.equal(moved.text, '1', 'ArrowRight moves the dial from 0 to 1');
          assert.equal(moved.pressed, 'true');
        }
        await page.keyboard.press('Enter');
        await page.locator('section.mn-bid').waitFor({ state: 'detached' });
      } else if (screen === 'roll') {
        if (!f.classes.includes('mn-die-btn') || !f.classes.includes('legal')) {
          lost.push(`roll: ${JSON.stringify(f)}`);
          await page.locator('.mn-die-btn.legal').first().focus();
        }
        await page.keyboard.press('Enter');
        await page.locator('[data-testid=your-roll]').waitFor({ state: 'detached' });
      } else if (screen === 'done') {
        if (!f.classes.includes('mn-continue')) {
          lost.push(`done: ${JSON.stringify(f)}`);
          await page.locator('.mn-continue').focus();
        }
        await page.keyboard.press('Enter');
        await page.locator('.mn-continue').waitFor({ state: 'detached' });
      } else {
        assert.fail(`unexpected screen ${screen}`);
      }
      await focusWhileBotsPlay(page, lost);
    }
    await page.locator('section.mn-final').waitFor();
    assert.ok(counted.bid >= 8 && counted.roll >= 8 && counted.done >= 8, `a whole game: ${JSON.stringify(counted)}`);
    assert.deepEqual(lost, [], `the focus was not on the next thing to press:\n${lost.slice(0, 8).join('\n')}`);
    assertNoErrors(errors);
  })));

test('the bid dial is announced with its heading when the focus lands on it', () =>
  withApp(({ browser, url }) => withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
    await start(page, url, 'seed=K7QM-3XPA&seats=human,easy,medium');
    assert.equal(await waitForAction(page), 'bid');
    await page.waitForFunction(() => document.activeElement?.classList.contains('mn-bid-n'));
    const heading = (await page.locator('section.mn-bid h2').innerText()).trim();
    const said = await heard(page);
    assert.equal(said[0].role, 'button', `the focus is on a bid: ${JSON.stringify(said)}`);
    const group = said.find((n) => n.role === 'group');
    assert.ok(group, `the bid sits in a group: ${JSON.stringify(said)}`);
    assert.ok(`${group.name} ${group.description}`.includes(heading),
      `the dial's group is named or described by its heading “${heading}”: ${JSON.stringify(said)}`);
    assertNoErrors(errors);
  })));
