// The Number played without sight (docs/accessibility.md): the screen-reader mode switched on
// in the settings, then a whole game against two bots played from the accessibility tree
// alone — every control found by its role and name, every move typed into the command box,
// the keyboard only (no CSS selector, no mouse). What the live regions say is recorded as a
// screen reader would hear it and checked against the rules, recomputed here from the numbers
// the game itself announced: the right seat, the right verdict, the right points and scores.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, formatViolations, runAxe, screenshot, withApp, withPage } from './lib/browser.mjs';
import { SEED, SEATS, highLow, seedPath } from './lib/number_page.mjs';
import { T, fill } from './lib/texts.mjs';

const en = T.en;
const BONUS = [2, 3, 4, 6, 8];
const player = (seat) => fill(en.PlayerN, { n: seat + 1 });
/** Against bots, the one person is "You" (issue 50, item 8); the bots are Player 2 and 3. */
const you = (seat) => (seat === 0 ? en.SeatYou : player(seat));
/** A seat's name in a line heard, back to its number. */
const SEAT = '(You|Player \\d)';
const seatOf = (name) => (name === en.SeatYou ? 0 : +name.slice(-1) - 1);
const clean = (text) => (text ?? '').replace(/\u00a0/g, ' ').trim();

/** Presses keys on whatever has the focus (a radio, a button): the keyboard, never the mouse. */
async function press(page, locator, key) {
  await locator.focus();
  await page.keyboard.press(key);
}

/** The settings: screen-reader mode on and bots instant, through their radios. */
async function switchModeOn(page, url) {
  await page.goto(url('/settings'));
  const mode = page.getByRole('group', { name: en.SettingScreenReader });
  await mode.waitFor({ timeout: 30_000 });
  assert.equal(await mode.getByRole('radio', { name: en.ScreenReaderOff }).isChecked(), true, 'off by default');
  await press(page, mode.getByRole('radio', { name: en.ScreenReaderOn }), 'Space');
  const bots = page.getByRole('group', { name: en.SettingBots });
  await press(page, bots.getByRole('radio', { name: en.BotsInstant }), 'Space');
  await page.waitForFunction(() => {
    const s = JSON.parse(localStorage.getItem('numera.settings') ?? '{}');
    return s.screen_reader === true && s.bots === 'instant';
  });
}

/**
 * What the two live regions say, in order, as a screen reader takes it: each region is read
 * every 50 ms (a message stays at least 800 ms, so none goes by unseen).
 */
function listen(page) {
  const regions = [
    page.getByRole('status', { name: en.SrAnnouncements }),
    page.getByRole('alert', { name: en.SrUrgent }),
  ];
  const heard = [];
  const last = ['', ''];
  let stop = false;
  const loop = (async () => {
    while (!stop) {
      for (const [i, region] of regions.entries()) {
        const text = clean(await region.textContent({ timeout: 1000 }).catch(() => ''));
        if (text && text !== last[i]) heard.push({ text, urgent: i === 1 });
        last[i] = text;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  /** Waits until a message after `from` satisfies `want`; returns its index and text. */
  const waitFor = async (want, { from = 0, timeout = 30_000, what = String(want) } = {}) => {
    const ok = typeof want === 'function' ? want : want instanceof RegExp ? (t) => want.test(t) : (t) => t === want;
    const end = Date.now() + timeout;
    while (Date.now() < end) {
      const at = heard.findIndex((m, i) => i >= from && ok(m.text));
      if (at >= 0) return { at, ...heard[at] };
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.fail(`never heard ${what}; heard:\n${heard.slice(from).map((m) => m.text).join('\n')}`);
  };
  return { heard, waitFor, stop: async () => { stop = true; await loop; } };
}

/** One seat's line of a reveal, read back into what it says. */
function readPlay(line) {
  let m = line.match(new RegExp(`^${SEAT}: (\\d{3}), approved, \\+(\\d+) points?( \\(doubled\\))?(?:, turn bonus \\+(\\d+))?, crosses out ([\\d ]+)\\.$`));
  if (m) return { seat: seatOf(m[1]), number: m[2], approved: true, points: +m[3], doubled: !!m[4], bonus: +(m[5] ?? 0), crossed: m[6].split(' ') };
  m = line.match(new RegExp(`^${SEAT}: no digit left, scores 0\\.$`));
  if (m) return { seat: seatOf(m[1]), number: null, approved: false };
  m = line.match(new RegExp(`^${SEAT}: (\\d{3}), eliminated: shares (\\d) with (\\d{3}), the number of ${SEAT}\\.$`));
  if (m) return { seat: seatOf(m[1]), number: m[2], approved: false, digit: m[3], smaller: m[4], by: seatOf(m[5]) };
  assert.fail(`not a line of a reveal: ${line}`);
}

/** The rules (docs/rules, "The Number") applied to the numbers a reveal announced. */
function checkReveal(plays, turn) {
  plays = plays.filter((p) => p.number !== null);
  const numbers = plays.map((p) => p.number);
  const shares = (a, b) => [...a].find((d) => b.includes(d));
  const out = (n) => numbers.some((m) => +m < +n && shares(n, m) !== undefined);
  const best = Math.max(...numbers.filter((n) => !out(n)).map(Number));
  for (const p of plays) {
    assert.equal(p.approved, !out(p.number), `${player(p.seat)}'s ${p.number}: approved or not`);
    if (p.approved) {
      assert.equal(p.points, +p.number[0] * (turn === 5 ? 2 : 1), `${p.number} scores its first digit`);
      assert.equal(p.doubled, turn === 5);
      assert.equal(p.bonus, +p.number === best ? BONUS[turn - 1] : 0, `${p.number}'s bonus`);
      assert.deepEqual(p.crossed, [...new Set(p.number)].sort(), `${p.number} crosses its digits`);
    } else {
      assert.ok(+p.smaller < +p.number && p.number.includes(p.digit) && p.smaller.includes(p.digit), `why ${p.number} is out`);
      assert.equal(plays.find((q) => q.seat === p.by)?.number, p.smaller, `the smaller number is ${player(p.by)}'s`);
    }
  }
  // Largest first, as the screen shows them.
  assert.deepEqual(numbers, [...numbers].sort((a, b) => b - a));
}

const scoresText = (scores) => fill(en.NbSrScores, {
  scores: scores.map((s, seat) => fill((seat === 0 ? en.NbSrScoreOfYou : en.NbSrScoreOf).split('|')[s === 1 ? 0 : 1], { player: you(seat), score: s })).join(en.SrListSep),
});

test('screen-reader mode: a whole game of The Number typed in the command box and heard seat by seat', { timeout: 600_000 }, () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE }, async ({ page, errors }) => {
      await switchModeOn(page, url);
      const ear = listen(page);
      await page.goto(url(seedPath(SEED, SEATS)));
      const start = page.getByRole('button', { name: en.StartGame });
      await start.waitFor({ timeout: 30_000 });
      await press(page, start, 'Enter');

      const box = page.getByRole('textbox', { name: fill(en.NbSrCommandFor, { player: you(0) }) });
      const send = async (line) => {
        await box.waitFor({ timeout: 15_000 });
        assert.equal(await box.evaluate((el) => el === document.activeElement), true, 'the command box has the focus');
        await page.keyboard.type(line);
        await page.keyboard.press('Enter');
      };
      const log = page.getByRole('log', { name: en.SrGameLog });
      const logLines = async () => (await log.getByRole('listitem').allTextContents()).map(clean);

      // Before the first pick: the turn is said at once, and the questions are answered.
      await ear.waitFor(fill(en.NbSrYourTurnYou, { round: 1, turn: 1, bonus: 2 }));
      let from = ear.heard.length;
      await send('h');
      const help = await ear.waitFor((t) => t.startsWith(en.NbSrHelpPick), { from, what: 'the help' });
      assert.ok(help.text.includes(fill(en.NbSrHelpDigits, { letter: 'd' })) && help.text.includes(fill(en.NbSrHelpHelp, { letter: 'h' })), help.text);
      from = ear.heard.length;
      await send('41');
      await ear.waitFor(fill(en.NbSrNotThreeDigits, { typed: '41' }), { from });
      from = ear.heard.length;
      await send('t');
      await ear.waitFor(fill(en.NbSrTurn, { round: 1, rounds: 2, turn: 1, turns: 5, bonus: 2, players: [0, 1, 2].map(you).join(en.SrListSep) }), { from });

      const axe = await runAxe(page);
      assert.deepEqual(axe.violations, [], `axe with the mode on, at the pick:\n${formatViolations(axe.violations)}`);
      await screenshot(page, 'sr_number-pick-phone');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'sr_number-pick-desktop');
      await page.setViewportSize(PHONE);
      await box.focus();

      const scores = [0, 0, 0];
      let crossedMine = [];
      let revealsHeard = 0;
      for (let round = 1; round <= 2; round++) {
        crossedMine = [];
        for (let turn = 1; turn <= 5; turn++) {
          // My digits, asked for; a crossed-out one, once there is one, is refused in words.
          from = ear.heard.length;
          await send('d');
          const digits = await ear.waitFor((t) => t.startsWith(`${you(0)}${en.LabelSep}Digits left:`), { from, what: 'my digits' });
          const left = digits.text.match(/Digits left: ([\d ]*|none)\./)[1].split(' ').filter((d) => /\d/.test(d)).map(Number);
          assert.deepEqual(left, [...Array(10).keys()].filter((d) => !crossedMine.includes(d)), `round ${round} turn ${turn}: my sheet`);
          if (crossedMine.length) {
            from = ear.heard.length;
            const bad = `${crossedMine[0]}${left[0]}${left[0]}`;
            await send(bad);
            await ear.waitFor(fill(en.DigitIsCrossed, { d: crossedMine[0] }), { from });
          }
          const mine = highLow(left);
          from = ear.heard.length;
          await send(mine);
          await ear.waitFor(fill(en.NbSrPicked, { player: you(0), number: mine }), { from });

          // The reveal, in the log at once and heard line by line: title, each seat, scores.
          const title = `${fill(en.RevealTitle, { round, turn })}.`;
          const lines = await (async () => {
            for (let i = 0; i < 200; i++) {
              const all = await logLines();
              const at = all.indexOf(title);
              if (at >= 0 && all.length >= at + 5) return all.slice(at, at + 5);
              await new Promise((r) => setTimeout(r, 100));
            }
            assert.fail(`the log never showed ${title}`);
          })();
          const plays = lines.slice(1, 4).map(readPlay);
          assert.deepEqual(plays.map((p) => p.seat).sort(), [0, 1, 2], 'every seat has its line');
          assert.equal(plays.find((p) => p.seat === 0).number, mine, 'my number is the one I typed');
          checkReveal(plays, turn);
          for (const p of plays) {
            scores[p.seat] += p.approved ? p.points + p.bonus + p.crossed.length : 0;
            if (p.seat === 0 && p.approved) crossedMine.push(...p.crossed.map(Number));
          }
          assert.equal(lines[4], scoresText(scores), `scores after round ${round} turn ${turn}`);
          // Heard in the same order, politely (nothing of a reveal interrupts).
          let at = from;
          for (const line of lines) {
            const m = await ear.waitFor(line, { from: at, timeout: 60_000 });
            assert.equal(m.urgent, false, `${line} is polite`);
            at = m.at + 1;
          }
          revealsHeard++;
          if (turn < 5 || round < 2) {
            const r = turn < 5 ? round : round + 1;
            const t = turn < 5 ? turn + 1 : 1;
            const yourTurn = fill(en.NbSrYourTurnYou, { round: r, turn: t, bonus: BONUS[t - 1] });
            const m = await ear.waitFor((x) => x.startsWith(yourTurn), { from: at, what: yourTurn });
            assert.equal(m.urgent, true, '“your turn” is said at once');
            // One ordinary turn (docs/accessibility.md, "Measured"): 4 keys typed, then the
            // pick confirmed, the reveal's title, a line per seat, the scores, the next turn.
            assert.equal(m.at - from + 1, 3 + 4, `round ${round} turn ${turn}: messages heard for one turn`);
            if (t === 5) assert.ok(m.text.endsWith(en.NbSrLastTurn), m.text);
          }
        }
      }
      assert.equal(revealsHeard, 10);

      // The end: the winners with their score, then every score.
      const best = Math.max(...scores);
      const winners = [0, 1, 2].filter((s) => scores[s] === best).map(you);
      const won = fill(en.NbSrWon.split('|')[winners.length === 1 ? 0 : 1], { players: winners.join(en.SrListSep), score: best });
      await ear.waitFor(`${en.GameOver}. ${won} ${scoresText(scores)}`, { timeout: 60_000 });
      // The questions still work at the end.
      const endBox = page.getByRole('textbox', { name: en.NbSrCommand });
      await press(page, endBox, 's');
      from = ear.heard.length;
      await page.keyboard.press('Enter');
      await ear.waitFor(scoresText(scores), { from });

      const axeEnd = await runAxe(page);
      assert.deepEqual(axeEnd.violations, [], `axe with the mode on, at the end:\n${formatViolations(axeEnd.violations)}`);
      await screenshot(page, 'sr_number-end-phone');
      await ear.stop();
      assert.deepEqual(errors, []);
    });
  }));

test('screen-reader mode: two people on one device hear the hand-over, and each types their own pick', { timeout: 120_000 }, () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE }, async ({ page, errors }) => {
      await switchModeOn(page, url);
      const ear = listen(page);
      await page.goto(url(seedPath(SEED, ['human', 'human', 'easy'])));
      const start = page.getByRole('button', { name: en.StartGame });
      await start.waitFor({ timeout: 30_000 });
      await press(page, start, 'Enter');

      // Several people on one device: nothing private shows before the first says it is them.
      const first = await ear.waitFor(fill(en.PassDevice, { player: player(0) }));
      assert.equal(first.urgent, true);
      const mine = page.getByRole('button', { name: fill(en.NumberImReady, { player: player(0) }) });
      await mine.waitFor();
      await press(page, mine, 'Enter');
      await page.getByRole('textbox', { name: fill(en.NbSrCommandFor, { player: player(0) }) }).waitFor();
      await ear.waitFor(fill(en.NbSrYourTurn, { player: player(0), round: 1, turn: 1, bonus: 2 }), { from: first.at });
      await page.keyboard.type('909');
      await page.keyboard.press('Enter');
      const handover = await ear.waitFor(fill(en.PassDevice, { player: player(1) }));
      assert.equal(handover.urgent, true, 'the hand-over is said at once');
      // Player 2 takes the device: the button has the focus; Enter presses it.
      const ready = page.getByRole('button', { name: fill(en.NumberImReady, { player: player(1) }) });
      await ready.waitFor();
      assert.equal(await ready.evaluate((el) => el === document.activeElement), true, 'the hand-over button has the focus');
      await page.keyboard.press('Enter');
      await ear.waitFor(fill(en.NbSrYourTurn, { player: player(1), round: 1, turn: 1, bonus: 2 }), { from: handover.at });
      const box = page.getByRole('textbox', { name: fill(en.NbSrCommandFor, { player: player(1) }) });
      await box.waitFor();
      assert.equal(await box.evaluate((el) => el === document.activeElement), true, 'the box has the focus again');
      await page.keyboard.type('000');
      await page.keyboard.press('Enter');
      await ear.waitFor(fill(en.NbSrPicked, { player: player(1), number: '000' }));
      // 000 is the smallest: it stands, and 909 falls on its 0.
      await ear.waitFor(/^Player 2: 000, approved, \+0 points(, turn bonus \+2)?, crosses out 0\.$/, { timeout: 30_000 });
      await ear.waitFor('Player 1: 909, eliminated: shares 0 with 000, the number of Player 2.', { timeout: 30_000 });
      await ear.stop();
      assert.deepEqual(errors, []);
    });
  }));
