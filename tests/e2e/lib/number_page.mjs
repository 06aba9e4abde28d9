// Page object for The Number (/number): setup, the secret pick (by clicking the keypad or by
// typing), the locked pick, the bots, the reveal, the final breakdown, sharing and replays.
//
// Everything here reads the page through language-independent hooks (CSS classes, aria-label
// numbers, integers in texts), so the same calls work in English, French and Chinese.
//
//   const game = new NumberPage(page, url);
//   await game.openSeedLink(SEED, ['human', 'hard', 'easy']);
//   await game.start();
//   const reveal = await game.playTurn(game.strategy);   // pick, confirm, reveal → its rows
//   await game.nextTurn();

import assert from 'node:assert/strict';

/** A fixed seed: the same bots' answers in every run (docs/notation.md: Crockford base 32). */
export const SEED = 'K7QM-3XPA';
export const SEATS = ['human', 'hard', 'easy'];
export const ROUNDS = 2;
export const TURNS = 5;

/** Waits that cover the bots' deliberate pause (650 ms each, 120 ms under reduced motion). */
const STATE_TIMEOUT = 10_000;

/** `/number?seed=…&seats=…` (either part optional). */
export function seedPath(seed = SEED, seats = SEATS) {
  const q = new URLSearchParams();
  if (seed != null) q.set('seed', seed);
  if (seats != null) q.set('seats', Array.isArray(seats) ? seats.join(',') : seats);
  return `/number?${q.toString()}`;
}

/** All integers in a text, in order ("Round 1: 12 from turns + 5 … = 17" → [1, 12, 5, 17]). */
export function ints(text) {
  return (text.match(/\d+/g) ?? []).map(Number);
}

/**
 * The default human strategy: a number made of the highest and the lowest digit still open
 * (e.g. 909 on a fresh sheet). It only ever uses available digits and crosses at most two per
 * turn, so the human's sheet never runs out before the round ends.
 */
export function highLow(available) {
  assert.ok(available.length > 0, 'no digit available to pick');
  const sorted = [...available].sort((a, b) => b - a);
  const hi = sorted[0];
  const lo = sorted[sorted.length - 1];
  return `${hi}${lo}${hi}`;
}

/** Which screen of The Number is on: one selector per phase of src/app/number/phase.rs. */
const PHASES = {
  'link-error': 'section.link-error',
  replay: 'section.replay',
  setup: 'section.setup',
  final: 'section.final',
  reveal: 'section.reveal',
  locked: 'section.locked',
  handover: 'section.handover',
  pick: 'section.picker',
  bots: 'section.bots',
};

export class NumberPage {
  /**
   * @param {import('playwright-core').Page} page
   * @param {(path?: string) => string} url  withApp's url() helper
   */
  constructor(page, url) {
    this.page = page;
    this.url = url;
  }

  // ---- locators ----
  get setup() { return this.page.locator('section.setup'); }
  get startButton() { return this.page.locator('section.setup > button.btn-primary'); }
  get picker() { return this.page.locator('section.picker'); }
  get keys() { return this.page.locator('section.picker .keypad button.key'); }
  key(d) { return this.keys.nth(Number(d)); }
  get slots() { return this.page.locator('section.picker .slots .slot'); }
  get confirmButton() { return this.page.locator('section.picker .picker-actions button.btn-primary'); }
  get deleteButton() { return this.page.locator('section.picker .picker-actions button:not(.btn-primary)'); }
  get locked() { return this.page.locator('section.locked'); }
  get lockedContinue() { return this.page.locator('section.locked button.btn-primary'); }
  get undoButton() { return this.page.locator('section.locked .actions button:not(.btn-primary)'); }
  get bots() { return this.page.locator('section.bots'); }
  get reveal() { return this.page.locator('section.reveal'); }
  /** "Next turn" / "See the final scores", under the reveal. */
  get nextButton() { return this.page.locator('.board > button.btn-big'); }
  get final() { return this.page.locator('section.final'); }
  get statusLine() { return this.page.locator('.board .status-line'); }
  get seatRows() { return this.page.locator('section.seats .seat-row'); }
  get scoreTables() { return this.page.locator('section.scoreboard table.scores'); }
  get share() { return this.page.locator('section.share'); }
  get linkField() { return this.page.locator('section.share input.link-field'); }
  get linkError() { return this.page.locator('section.link-error'); }

  // ---- navigation ----

  /** Open `/number` (the saved game, or a new game's setup). */
  async open(path = '/number') {
    await this.page.goto(this.url(path), { waitUntil: 'load' });
    await this.waitForApp();
    await this.waitForPhase(Object.keys(PHASES));
    return this.phase();
  }

  async waitForApp() {
    await this.page.waitForFunction(() => window.__numeraStarted === true && !!document.querySelector('main#main'), null, { timeout: 30_000 });
  }

  /** Open a seed link and wait for its prefilled setup. */
  async openSeedLink(seed = SEED, seats = SEATS) {
    const phase = await this.open(seedPath(seed, seats));
    assert.equal(phase, 'setup', `a seed link should open the setup, got ${phase}`);
  }

  /** Start the game from the setup; resolves once the first turn is on screen. */
  async start() {
    await this.startButton.click();
    await this.waitForPhase(['pick', 'handover', 'bots']);
  }

  /** The phase on screen now (null while nothing of The Number is shown). */
  async phase() {
    return this.page.evaluate((phases) => {
      for (const [name, sel] of Object.entries(phases)) {
        const el = document.querySelector(sel);
        if (el && el.getClientRects().length > 0) return name;
      }
      return null;
    }, PHASES);
  }

  /** Wait until one of `names` is on screen; returns which. */
  async waitForPhase(names, { timeout = STATE_TIMEOUT } = {}) {
    names = Array.isArray(names) ? names : [names];
    const selectors = names.map((n) => PHASES[n]);
    try {
      await this.page.waitForFunction(
        (sels) => sels.some((s) => { const el = document.querySelector(s); return el && el.getClientRects().length > 0; }),
        selectors,
        { timeout },
      );
    } catch (e) {
      throw new Error(`waited ${timeout} ms for ${names.join(' | ')}, the page shows ${await this.phase()}: ${e.message.split('\n')[0]}`);
    }
    return this.phase();
  }

  // ---- the pick ----

  /** Digits whose keypad key is enabled (the human's open digits). */
  async availableDigits() {
    await this.picker.waitFor({ state: 'visible', timeout: STATE_TIMEOUT });
    return this.keys.evaluateAll((keys) => keys.map((k, d) => (k.disabled ? null : d)).filter((d) => d !== null));
  }

  /** Digits shown struck in the picker (disabled keys). */
  async crossedKeys() {
    return this.keys.evaluateAll((keys) => keys.map((k, d) => (k.disabled ? d : null)).filter((d) => d !== null));
  }

  /** What the three slots hold, e.g. "90" while typing. */
  async slotText() {
    return (await this.slots.allInnerTexts()).map((t) => t.trim()).join('');
  }

  /** Fill the slots by clicking the keypad; every digit must be available. */
  async pickByClicks(number) {
    number = String(number).padStart(3, '0');
    for (const d of number) {
      const key = this.key(d);
      assert.equal(await key.isDisabled(), false, `digit ${d} is not available (its key is disabled)`);
      await key.click();
    }
    assert.equal(await this.slotText(), number);
  }

  /** Fill the slots by typing digits (the picker listens on the window). */
  async pickByKeyboard(number) {
    number = String(number).padStart(3, '0');
    for (const d of number) await this.page.keyboard.press(d);
    assert.equal(await this.slotText(), number);
  }

  /** Confirm the slots; resolves on the locked panel. */
  async confirm() {
    await this.confirmButton.click();
    await this.waitForPhase('locked');
  }

  /** Leave the locked panel ("Reveal" or "Hand over the device"). */
  async continueAfterLock() {
    await this.lockedContinue.click();
    return this.waitForPhase(['bots', 'reveal', 'handover', 'pick']);
  }

  // ---- reveal ----

  /** Wait for the reveal of (round, turn), 1-based; returns it read. */
  async waitForReveal(round, turn) {
    await this.waitForPhase('reveal');
    if (round != null) {
      const title = this.page.locator('#reveal-title');
      await this.page.waitForFunction(
        ([r, t]) => {
          const n = (document.querySelector('#reveal-title')?.textContent ?? '').match(/\d+/g)?.map(Number) ?? [];
          return n[0] === r && n[1] === t;
        },
        [round, turn],
        { timeout: STATE_TIMEOUT },
      ).catch(async () => {
        throw new Error(`expected the reveal of round ${round}, turn ${turn}; shown: ${await title.innerText()}`);
      });
    }
    return this.readReveal();
  }

  /**
   * The reveal on screen: { round, turn, plays: [{ seat, number, state, points, bonus, crossed,
   * markedDigit }] } in the order shown (largest number first). `state` is in | out | none;
   * `number` a 3-character string or null.
   */
  async readReveal(root = 'section.reveal') {
    return this.page.evaluate((rootSel) => {
      const section = document.querySelector(rootSel);
      if (!section) return null;
      const [round, turn] = (section.querySelector('h2')?.textContent ?? '').match(/\d+/g)?.map(Number) ?? [];
      const num = (el) => Number((el?.textContent ?? '').match(/\d+/)?.[0] ?? 0);
      const plays = [...section.querySelectorAll('ol.plays > li.play')].map((li) => {
        const seatEl = li.querySelector('.seat');
        const seat = Number([...seatEl.classList].find((c) => /^seat-\d+$/.test(c)).slice(5));
        const tiles = li.querySelector(':scope > .tiles');
        const state = li.classList.contains('play-in') ? 'in' : li.classList.contains('play-out') ? 'out' : 'none';
        const gains = li.querySelector('.gains');
        const marked = tiles?.querySelector('.tile-mark');
        return {
          seat,
          number: tiles ? tiles.getAttribute('aria-label') : null,
          state,
          points: gains ? num(gains.querySelector('.pts')) : 0,
          bonus: gains ? num(gains.querySelector('.bonus')) : 0,
          crossed: gains ? ((gains.querySelector('.crossed')?.textContent ?? '').match(/\d/g) ?? []).map(Number) : [],
          markedDigit: marked ? Number(marked.textContent) : null,
        };
      });
      return { round, turn, plays };
    }, root);
  }

  /** Leave the reveal: next turn (or the final breakdown after the last). */
  async nextTurn() {
    await this.nextButton.click();
    return this.waitForPhase(['pick', 'handover', 'bots', 'final']);
  }

  /**
   * One whole turn for a single human seat: choose with `strategy(available)` (or a fixed
   * number), pick by clicks or keyboard, confirm, reveal, and wait for the bots and the reveal.
   * Returns { picked, reveal }. If the human has no digit left (no picker), only waits.
   */
  async playTurn(strategy = highLow, { by = 'click' } = {}) {
    const phase = await this.waitForPhase(['pick', 'bots', 'reveal']);
    if (phase === 'reveal') return { picked: null, reveal: await this.readReveal() };
    const { round, turn } = await this.status();
    let picked = null;
    if (phase === 'pick') {
      const available = await this.availableDigits();
      picked = typeof strategy === 'function' ? strategy(available) : String(strategy);
      if (by === 'keyboard') await this.pickByKeyboard(picked);
      else await this.pickByClicks(picked);
      await this.confirm();
      await this.continueAfterLock();
    }
    const reveal = await this.waitForReveal(round, turn);
    return { picked, reveal, round, turn };
  }

  /** Play every remaining turn; returns the list of { picked, reveal } and ends on the final. */
  async playToEnd(strategy = highLow, options) {
    const turns = [];
    for (;;) {
      const t = await this.playTurn(strategy, options);
      turns.push(t);
      const next = await this.nextTurn();
      if (next === 'final') return turns;
    }
  }

  // ---- table state ----

  /** { round, turn } (1-based) from the status line above the board. */
  async status() {
    await this.statusLine.waitFor({ state: 'visible', timeout: STATE_TIMEOUT });
    const chips = await this.statusLine.locator('.chip').allInnerTexts();
    return { round: ints(chips[0])[0], turn: ints(chips[1])[0] };
  }

  /** Per seat of the "At the table" panel: { seat, score, crossed: [digits], status }. */
  async seats() {
    return this.seatRows.evaluateAll((rows) =>
      rows.map((row, seat) => ({
        seat,
        score: Number(row.querySelector('.seat-score .num')?.textContent ?? NaN),
        crossed: [...row.querySelectorAll('.sheet svg.cell')]
          .map((cell, d) => (cell.classList.contains('cell-crossed') ? d : null))
          .filter((d) => d !== null),
        status: [...row.classList].find((c) => c !== 'seat-row'),
      })),
    );
  }

  /** The score sheet: per round table, per seat { cells: [5 texts], crossed, total }. */
  async scoreSheet() {
    return this.scoreTables.evaluateAll((tables) =>
      tables.map((table) =>
        [...table.querySelectorAll('tbody tr')].map((tr) => ({
          cells: [...tr.querySelectorAll('td.turn')].map((td) => td.querySelector('span')?.textContent ?? ''),
          crossed: Number(tr.querySelector('td.crossed-count')?.textContent),
          total: Number(tr.querySelector('td.total')?.textContent),
        })),
      ),
    );
  }

  /** The final breakdown: per seat { seat, rounds: [{ points, crossed, sum }], total, winner }. */
  async readFinal() {
    await this.final.waitFor({ state: 'visible', timeout: STATE_TIMEOUT });
    return this.final.locator('li.final-card').evaluateAll((cards) =>
      cards.map((card) => {
        const seatEl = card.querySelector('.seat');
        const seat = Number([...seatEl.classList].find((c) => /^seat-\d+$/.test(c)).slice(5));
        const rounds = [...card.querySelectorAll('ul.breakdown > li')].map((li) => {
          const n = (li.textContent.match(/\d+/g) ?? []).map(Number);
          // "Round {round}: {points} from turns + {crossed} crossed digits = {sum}"
          return { round: n[0], points: n[1], crossed: n[2], sum: n[3] };
        });
        return {
          seat,
          rounds,
          total: Number(card.querySelector('.final-total strong')?.textContent),
          winner: card.classList.contains('winner') && !!card.querySelector('.win-mark'),
        };
      }),
    );
  }

  /** Click a share button (0: seed link, 1: replay link) and read the link it offers. */
  async copyLink(which = 'seed') {
    const buttons = this.share.locator('.actions button');
    await buttons.nth(which === 'seed' ? 0 : 1).click();
    await this.linkField.waitFor({ state: 'visible', timeout: STATE_TIMEOUT });
    return this.linkField.inputValue();
  }
}

/**
 * What every player should score, from the reveals alone: per seat and round, the points and
 * bonuses of its approved turns plus one per digit crossed out (docs/rules/number.md,
 * "Scoring").
 */
export function expectedScores(turns, players) {
  const perRound = Array.from({ length: players }, () => Array.from({ length: ROUNDS }, () => ({ points: 0, crossed: 0 })));
  for (const { reveal } of turns) {
    for (const play of reveal.plays) {
      const r = perRound[play.seat][reveal.round - 1];
      r.points += play.points + play.bonus;
      r.crossed += play.crossed.length;
    }
  }
  return perRound.map((rounds) => {
    const sums = rounds.map((r) => ({ ...r, sum: r.points + r.crossed }));
    return { rounds: sums, total: sums.reduce((a, r) => a + r.sum, 0) };
  });
}

/** The visible focus indicator of the focused element (a radio's is drawn on its label). */
export async function focusIndicator(page) {
  return page.evaluate(() => {
    let el = document.activeElement;
    if (!el || el === document.body) return { tag: 'BODY', describe: 'nothing (body)', visible: false };
    const describe = `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).trim().split(/\s+/).join('.') : ''} “${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}”`;
    const target = el.matches('input[type=radio]') && el.nextElementSibling ? el.nextElementSibling : el;
    const s = getComputedStyle(target);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const shadow = s.boxShadow && s.boxShadow !== 'none';
    return {
      tag: el.tagName,
      describe,
      text: (el.textContent || '').trim(),
      focusVisible: el.matches(':focus-visible'),
      outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`,
      boxShadow: s.boxShadow,
      visible: outline || shadow,
    };
  });
}

/** The turn bonus of turns 1–5 (docs/rules/number.md, "A turn"). */
export const TURN_BONUS = [2, 3, 4, 6, 8];

/**
 * Checks a reveal as shown against the rules (docs/rules/number.md, "A turn"), from the
 * numbers alone: which are eliminated, the points (leftmost digit, doubled on turn 5), the bonus
 * and the digits crossed. Only for picks made of open digits (what the app offers humans and
 * bots).
 */
export function checkRevealRules(reveal) {
  const played = reveal.plays.filter((p) => p.number !== null);
  const digits = (n) => new Set(n.split('').map(Number));
  const approved = [];
  for (const p of played) {
    const mine = digits(p.number);
    const clash = played.find(
      (q) => Number(q.number) < Number(p.number) && [...digits(q.number)].some((d) => mine.has(d)),
    );
    assert.equal(p.state, clash ? 'out' : 'in',
      `round ${reveal.round} turn ${reveal.turn}: ${p.number} of seat ${p.seat} should be ${clash ? `eliminated by ${clash.number}` : 'approved'}`);
    if (!clash) approved.push(p);
  }
  const best = Math.max(-1, ...approved.map((p) => Number(p.number)));
  for (const p of played) {
    if (p.state !== 'in') {
      assert.deepEqual([p.points, p.bonus, p.crossed.length], [0, 0, 0], `an eliminated number scores nothing: ${JSON.stringify(p)}`);
      continue;
    }
    const lead = Number(p.number[0]) * (reveal.turn === TURNS ? 2 : 1);
    assert.equal(p.points, lead, `points of ${p.number} on turn ${reveal.turn}`);
    assert.equal(p.bonus, Number(p.number) === best ? TURN_BONUS[reveal.turn - 1] : 0, `bonus of ${p.number}`);
    assert.deepEqual([...p.crossed].sort(), [...digits(p.number)].sort(), `digits crossed by ${p.number}`);
  }
  // Largest number first.
  const order = played.map((p) => Number(p.number));
  assert.deepEqual(order, [...order].sort((a, b) => b - a), 'the reveal lists numbers from the largest down');
}

/** Fails with the page's own words when it reported console errors or exceptions. */
export function assertNoErrors(errors, what = 'the page') {
  assert.deepEqual(errors, [], `${what} reported errors:\n${errors.join('\n')}`);
}
