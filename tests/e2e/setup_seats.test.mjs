// The setup's seat list: adding and removing seats within the game's range, and choosing a
// seat's kind with the keyboard without the list being drawn again under the focus.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, withApp, withPage } from './lib/browser.mjs';
import { NumberPage, assertNoErrors } from './lib/number_page.mjs';

test('The Number setup: seats added and removed within 3–5, a kind chosen by keyboard', () =>
  withApp(({ browser, url }) => withPage(browser, { viewport: PHONE, reducedMotion: 'reduce' }, async ({ page, errors }) => {
    const game = new NumberPage(page, url);
    await game.openSeedLink('K7QM-3XPA', ['human', 'hard', 'easy']);
    const rows = page.locator('section.setup .seat-setup-row');
    const add = page.locator('section.setup button', { hasText: 'Add a seat' });
    const remove = page.locator('section.setup button', { hasText: 'Remove a seat' });
    const kinds = () => rows.evaluateAll((rs) => rs.map((r) => [...r.querySelectorAll('input[type=radio]')].findIndex((i) => i.checked)));
    assert.deepEqual(await kinds(), [0, 2, 1], 'the link\'s seats: human, hard, easy');
    assert.equal(await remove.isDisabled(), true, 'three seats is the fewest');

    await add.click();
    await add.click();
    assert.deepEqual(await kinds(), [0, 2, 1, 1, 1], 'a new seat is the weakest bot');
    assert.equal(await add.isDisabled(), true, 'five seats is the most');

    // Choosing a kind changes that row only: the rows stay the same elements, focus stays put.
    await rows.first().evaluate((r) => { r.dataset.mark = 'kept'; });
    await rows.nth(2).locator('input[type=radio]').nth(1).focus();
    await page.keyboard.press('ArrowRight');
    assert.deepEqual(await kinds(), [0, 2, 2, 1, 1]);
    assert.equal(await rows.first().getAttribute('data-mark'), 'kept');
    assert.equal(await page.evaluate(() => document.activeElement?.closest('.seat-setup-row') === document.querySelectorAll('.seat-setup-row')[2]), true);

    await remove.click();
    await remove.click();
    assert.deepEqual(await kinds(), [0, 2, 2], 'removing takes the last seats');
    assert.equal(await remove.isDisabled(), true);
    assert.equal(await add.isDisabled(), false);

    await game.start();
    assert.equal(await game.seatRows.count(), 3);
    assertNoErrors(errors);
  })));
