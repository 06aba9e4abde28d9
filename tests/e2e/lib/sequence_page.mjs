// Helpers for Sequence Numbers (/sequence) in the browser tests: waiting for a human's turn,
// playing one by pointer, reading the hand, the chips and the log, opening a stored game.

import assert from 'node:assert/strict';
import { waitForApp } from './browser.mjs';

const TIMEOUT = 10_000;

/** Waits for the human's hand or the end; returns 'play' or 'final'. */
export async function waitForTurn(page) {
  await page.waitForSelector('.sq-hand, section.sq-final', { timeout: TIMEOUT });
  return (await page.locator('section.sq-final').count()) ? 'final' : 'play';
}

export const handTexts = (page) => page.locator('.sq-card').evaluateAll((cs) => cs.map((c) => c.dataset.card));
export const chipCount = (page) => page.locator('.sq-board .sq-chip').count();
export const logLines = (page) => page.locator('.sq-log-list li').allInnerTexts();

/**
 * One human turn by pointer: exchange a dead card if there is one, then the first card that
 * lights spaces, on the lit space lining up best with our own chips; pass if nothing plays.
 */
export async function playTurn(page) {
  const exchange = page.locator('.sq-exchange');
  if (await exchange.count()) await exchange.first().click();
  const cards = page.locator('.sq-card');
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).click();
    const cell = await page.evaluate(() => {
      const lit = [...document.querySelectorAll('.sq-space.lit')].map((b) => Number(b.dataset.cell));
      const mine = new Set([...document.querySelectorAll('.sq-space')]
        .filter((b) => b.querySelector('.sq-chip.team-0') || b.classList.contains('corner'))
        .map((b) => Number(b.dataset.cell)));
      const run = (c, dr, dc) => {
        let n = 0;
        for (let k = 1; k < 5; k++) {
          const r = Math.floor(c / 10) + dr * k, col = (c % 10) + dc * k;
          if (r < 0 || r > 9 || col < 0 || col > 9 || !mine.has(r * 10 + col)) break;
          n++;
        }
        return n;
      };
      const score = (c) => [[0, 1], [1, 0], [1, 1], [1, -1]]
        .map(([dr, dc]) => run(c, dr, dc) + run(c, -dr, -dc)).reduce((a, b) => Math.max(a, b), 0);
      lit.sort((a, b) => score(b) - score(a));
      return lit.length ? lit[0] : null;
    });
    if (cell !== null) {
      await page.locator(`.sq-space[data-cell="${cell}"]`).click();
      return;
    }
    await cards.nth(i).click();
  }
  await page.locator('.board button.btn', { hasText: /Pass/ }).click();
}

export async function openSave(page, url, save) {
  await page.goto(url('/'));
  await waitForApp(page);
  await page.evaluate((text) => localStorage.setItem('numera.save.sequence', text), JSON.stringify(save));
  await page.goto(url('/sequence'));
  await waitForApp(page);
  assert.equal(await waitForTurn(page), 'play');
}

