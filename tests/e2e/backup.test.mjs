// Backups (settings page): export everything in one browser, import it into a fresh one, import
// it again (nothing doubles), and files that are malformed or from a later Numera are refused
// with a message and change nothing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { DESKTOP, PHONE, gotoApp, screenshot, waitForApp, withApp, withPage } from './lib/browser.mjs';
import { assertNoErrors } from './lib/number_page.mjs';
import { fill, T } from './lib/texts.mjs';
import { dump, fixture, store } from './lib/storage.mjs';
import { replayCode, replayPayload } from './lib/challenge_code.mjs';

const GAMES = ['nmbr9', 'number', 'sequence', 'mino', 'dungeon'];

/** Everything an earlier release stored (crates/store/tests/fixtures), plus a record kept aside. */
function fixtures() {
  const records = {
    'numera.history': fixture('history.json'),
    'numera.best.nmbr9': fixture('best.nmbr9.json'),
    'numera.settings': fixture('settings.json'),
    'numera.daily': fixture('daily.json'),
    'numera.corrupt.history.1764560000000': '{"version":1,',
  };
  for (const g of GAMES) records[`numera.save.${g}`] = fixture(`save.${g}.json`);
  return records;
}

async function openSettings(page, url) {
  await page.goto(url('/settings'), { waitUntil: 'load' });
  await page.locator('section.backup').waitFor({ state: 'visible', timeout: 30_000 });
}

const outcome = (page) => page.locator('.backup-outcome');

/** Chooses `file` (a path, or { name, mimeType, buffer }) in the import field; the message. */
async function importFile(page, file) {
  const before = await outcome(page).textContent();
  await page.locator('section.backup input[type=file]').setInputFiles(file);
  await page.waitForFunction((b) => {
    const text = document.querySelector('.backup-outcome')?.textContent ?? '';
    return text !== '' && text !== b;
  }, before, { timeout: 10_000 });
  return (await outcome(page).textContent()).trim();
}

test('export in one browser, import into a fresh one, import again: everything once', () =>
  withApp(async ({ browser, url }) => {
    const file = await withPage(browser, { viewport: PHONE }, async ({ page, errors }) => {
      await page.goto(url('/settings'), { waitUntil: 'load' });
      // Up and in English first: settings stored before the app has read them would have it
      // fetch French texts that the next navigation then cuts off.
      await waitForApp(page);
      await store(page, fixtures());
      await openSettings(page, url);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('section.backup button').click(),
      ]);
      assert.match(download.suggestedFilename(), /^numera-\d{4}-\d\d-\d\d\.json$/);
      const text = await readFile(await download.path(), 'utf8');
      const backup = JSON.parse(text);
      assert.equal(backup.numera, 'backup');
      assert.deepEqual(Object.keys(backup.sections).sort(), ['bests', 'daily', 'history', 'kept_aside', 'saves', 'settings']);
      assert.deepEqual(Object.keys(backup.sections.saves.data).sort(), GAMES.map((g) => `numera.save.${g}`).sort());
      assert.equal(backup.sections.history.data['numera.history'].games.length, 5);
      // The page says the file was made, under which name and how large, and where it went
      // (in French: the stored settings are).
      const kb = Math.max(1, Math.ceil(Buffer.byteLength(text) / 1024));
      assert.equal(await page.locator('section.backup [role=status]').innerText(),
        fill(T.fr.BackupExported, { file: download.suggestedFilename(), kb }));
      assertNoErrors(errors);
      return { name: 'numera-backup.json', mimeType: 'application/json', buffer: Buffer.from(text) };
    });

    await withPage(browser, { viewport: PHONE }, async ({ page, errors }) => {
      await openSettings(page, url);
      await importFile(page, file);
      // The backup's settings (French) now apply: the message is in French once the French
      // texts are in (fetched on the switch; on a loaded machine after the message is drawn).
      const french = `${fill(T.fr.BackupImported, { saves: 5, games: 5, bests: 1, dailies: 1 })} ${T.fr.BackupSettingsTaken}`;
      await page.waitForFunction((want) => document.querySelector('.backup-outcome')?.textContent.trim() === want, french, { timeout: 10_000 })
        .catch(async () => assert.equal((await outcome(page).textContent()).trim(), french));
      await page.waitForFunction(() => document.documentElement.lang === 'fr');
      const stored = await dump(page);
      for (const g of GAMES) {
        const save = JSON.parse(stored[`numera.save.${g}`]);
        const original = JSON.parse(fixture(`save.${g}.json`));
        assert.deepEqual(save.actions, original.actions, g);
        assert.ok(save.rev > 0, `${g}: stored with a revision`);
      }
      assert.equal(JSON.parse(stored['numera.history']).games.length, 5);
      assert.equal(JSON.parse(stored['numera.daily']).results[0].seed, 'GVQW-EV22', 'the dailies, and so the streaks');
      assert.equal(stored['numera.corrupt.history.1764560000000'], '{"version":1,');
      await screenshot(page, 'backup-imported-phone');

      // Again: nothing added, nothing changed but the message.
      const again = await importFile(page, file);
      assert.equal(again, fill(T.fr.BackupImported, { saves: 0, games: 0, bests: 0, dailies: 0 }));
      assert.deepEqual(await dump(page), stored, 'a second import writes nothing');

      // The history page lists each game once.
      await page.goto(url('/history'), { waitUntil: 'load' });
      await page.locator('article.finished').first().waitFor({ state: 'visible', timeout: 30_000 });
      assert.equal(await page.locator('article.finished').count(), 5);
      assertNoErrors(errors);
    });

    // Into a browser with games of its own: merged, its own game in progress kept.
    await withPage(browser, { viewport: DESKTOP }, async ({ page, errors }) => {
      // Up before the records go in: a load cut off mid-way (its module still on its way, as
      // the page asks for it after the first paint) would be reported as a failed request.
      await gotoApp(page, url('/settings'));
      const own = '{"version":1,"game":"number","seed":"K7QM-3XPA","options":{"seats":["human","hard"]},"actions":["0:987"]}';
      await store(page, { 'numera.save.number': own, 'numera.settings': '{"version":1,"lang":"en","theme":"light","motion":"system"}' });
      await openSettings(page, url);
      const message = await importFile(page, file);
      assert.equal(message, `${fill(T.en.BackupImported, { saves: 4, games: 5, bests: 1, dailies: 1 })} ${fill(T.en.BackupKeptHere, { n: 1 })}`);
      const stored = await dump(page);
      assert.deepEqual(JSON.parse(stored['numera.save.number']).actions, ['0:987']);
      assert.equal(JSON.parse(stored['numera.settings']).lang, 'en');
      await screenshot(page, 'backup-merged-desktop');
      assertNoErrors(errors);
    });
  }));

test('a malformed file, or one from a later Numera, is refused with a message and changes nothing', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE }, async ({ page, errors }) => {
      await gotoApp(page, url('/settings'));
      await store(page, { 'numera.history': fixture('history.json'), 'numera.settings': '{"version":1,"lang":"en","theme":"system","motion":"system"}' });
      await openSettings(page, url);
      const before = await dump(page);
      const file = (name, text) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
      const good = JSON.stringify({ numera: 'backup', version: 1, exported: '', sections: { history: { version: 2, data: { 'numera.history': JSON.parse(fixture('history.json')) } } } });

      const damaged = (section, why) => fill(T.en.BackupDamaged, { section: T.en[section], why });
      const later = (what) => fill(T.en.BackupLater, { what });
      const withSection = (json) => good.replace('"sections":{', `"sections":{${json},`);

      // Each expected message: a template whose words around its slots must be there, or the
      // whole message, worded by kind of refusal.
      const cases = [
        [file('cut.json', good.slice(0, 200)), T.en.BackupNotBackup],
        [file('photo.json', '\u0089PNG\r\n'), T.en.BackupNotBackup],
        [file('save.json', fixture('save.number.json')), fill(T.en.BackupNotBackup, { why: T.en.BackupWhyShape })],
        [file('list.json', '[1,2,3]'), fill(T.en.BackupNotBackup, { why: T.en.BackupWhyList })],
        [file('later.json', good.replace('"version":1', '"version":2')), later(fill(T.en.BackupLaterVersion, { v: 2 }))],
        [file('streaks.json', withSection('"streaks":{"version":1,"data":{}}')), later(fill(T.en.BackupLaterSection, { name: 'streaks' }))],
        [file('damaged.json', good.replace('"players":["hard"]', '"players":"hard"')), damaged('BackupSectionHistory', T.en.BackupWhyUnreadable)],
        [file('chess.json', withSection('"bests":{"version":1,"data":{"numera.best.chess":{"version":1,"best":[]}}}')),
          damaged('BackupSectionBests', fill(T.en.BackupWhyUnknownGame, { name: 'chess' }))],
        [file('format.json', withSection('"settings":{"version":1,"data":{"numera.settings":{"version":9}}}')),
          damaged('BackupSectionSettings', fill(T.en.BackupWhyFormat, { v: 9 }))],
      ];
      // (Each message differs from the one before, which is how importFile sees it arrive.)
      for (const [input, expected] of cases) {
        const message = await importFile(page, input);
        if (expected.includes('{')) {
          const [head] = expected.split('{');
          assert.ok(message.startsWith(head), `${input.name}: ${message}`);
          assert.ok(message.endsWith(expected.slice(expected.lastIndexOf('}') + 1)), `${input.name}: ${message}`);
        } else {
          assert.equal(message, expected, input.name);
        }
        assert.deepEqual(await dump(page), before, `${input.name} changed nothing`);
        if (input.name === 'list.json') assert.ok(message.includes('holds a list'), `a list is called a list: ${message}`);
      }
      await screenshot(page, 'backup-refused-phone');
      assertNoErrors(errors);
    });
  }));

// Issue 50: every game a backup holds is replayed by its own engine and compared with what its
// record says. A copy edited by kind is refused with words naming the game and why, and changes
// nothing; a copy with a replay that is no replay, imported before the real file, leaves no twin.
// The first release's history, its NMBR 9 game played by a person (the stats count people's
// games): the same moves, the seat named "human" in its replay's options.
function humanHistory() {
  const history = JSON.parse(fixture('history.json'));
  const nmbr9 = history.games[0];
  nmbr9.replay = replayCode(replayPayload(nmbr9.replay).replace('{"seats":["hard"]}', '{"seats":["human"]}'));
  nmbr9.players = ['human'];
  return history;
}
const realBackup = () => ({
  numera: 'backup', version: 1, exported: '2026-12-01T05:00:00.000Z', sections: {
    saves: { version: 1, data: { 'numera.save.nmbr9': JSON.parse(fixture('save.nmbr9.json')), 'numera.standing.nmbr9': '1 7 0' } },
    history: { version: 2, data: { 'numera.history': humanHistory() } },
    bests: { version: 1, data: { 'numera.best.nmbr9': JSON.parse(fixture('best.nmbr9.json')) } },
  },
});
const games = (backup) => backup.sections.history.data['numera.history'].games;
const asFile = (name, backup) => ({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(backup)) });
/** The real backup edited by `edit`. */
const copy = (name, edit) => {
  const backup = realBackup();
  edit(backup);
  return asFile(name, backup);
};
const noReplay = () => copy('no-replay.json', (b) => { games(b)[0].replay = 'XXXX'; });

// By kind: the copy, and the message in a language `L` (section, then the game and why).
const KINDS = [
  [noReplay(), (L) => ['BackupSectionHistory', fill(T[L].BackupWhyListedGame, { game: 'NMBR 9', n: 1, why: T[L].BackupGameCode })]],
  [copy('no-seed.json', (b) => { games(b)[0].seed = 'not a seed'; }),
    (L) => ['BackupSectionHistory', fill(T[L].BackupWhyListedGame, { game: 'NMBR 9', n: 1, why: T[L].BackupClaimSeed })]],
  [copy('score.json', (b) => { games(b)[1].scores[0] += 100; }),
    (L) => ['BackupSectionHistory', fill(T[L].BackupWhyListedGame, { game: 'The Number', n: 2, why: T[L].BackupClaimScores })]],
  [copy('illegal-move.json', (b) => { b.sections.saves.data['numera.save.nmbr9'].actions[3] = '0:40,40,1'; }),
    (L) => ['BackupSectionSaves', fill(T[L].BackupWhySavedGame, { game: 'NMBR 9', why: fill(T[L].BackupGameMove, { n: 4 }) })]],
];
const withoutSettings = (records) => Object.fromEntries(Object.entries(records).filter(([k]) => k !== 'numera.settings'));
const damagedText = (L, [section, why]) => fill(T[L].BackupDamaged, { section: T[L][section], why });

test('a backup edited by kind is refused naming the game and why, in every language, and changes nothing', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: PHONE }, async ({ page, errors }) => {
      await gotoApp(page, url('/settings'));
      await store(page, { 'numera.settings': '{"version":1,"lang":"en","theme":"system","motion":"system"}' });
      await openSettings(page, url);
      const before = await dump(page);
      for (const [file, words] of KINDS) {
        assert.equal(await importFile(page, file), damagedText('en', words('en')), file.name);
        assert.deepEqual(await dump(page), before, `${file.name} changed nothing`);
      }
      await screenshot(page, 'backup-damaged-phone');
      for (const lang of ['fr', 'zh-TW']) {
        await store(page, { 'numera.settings': `{"version":1,"lang":"${lang}","theme":"system","motion":"system"}` });
        await openSettings(page, url);
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        const [file, words] = KINDS[0];
        assert.equal(await importFile(page, file), damagedText(lang, words(lang)), `${file.name} in ${lang}`);
        assert.deepEqual(withoutSettings(await dump(page)), withoutSettings(before), `${file.name} in ${lang} changed nothing`);
      }
      assertNoErrors(errors);
    });
  }));

test('a damaged copy, then the real file twice and a copy of another date: each game listed and counted once', () =>
  withApp(async ({ browser, url }) => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, errors }) => {
      await gotoApp(page, url('/settings'));
      await store(page, { 'numera.settings': '{"version":1,"lang":"en","theme":"system","motion":"system"}' });
      await openSettings(page, url);
      const empty = await dump(page);
      const refusal = damagedText('en', KINDS[0][1]('en'));
      const nothing = fill(T.en.BackupImported, { saves: 0, games: 0, bests: 0, dailies: 0 });
      // (Each message differs from the one before, which is how importFile sees it arrive.)
      assert.equal(await importFile(page, noReplay()), refusal);
      assert.deepEqual(await dump(page), empty, 'the damaged copy changed nothing');
      const real = asFile('numera-backup.json', realBackup());
      assert.equal(await importFile(page, real), fill(T.en.BackupImported, { saves: 1, games: 5, bests: 1, dailies: 0 }));
      const held = await dump(page);
      assert.equal(await importFile(page, noReplay()), refusal);
      const otherDate = copy('other-date.json', (b) => { games(b)[0].date = '2026-12-24T20:00:00.000Z'; });
      assert.equal(await importFile(page, otherDate), nothing, 'the same game on another date is held already');
      assert.equal(await importFile(page, noReplay()), refusal);
      assert.equal(await importFile(page, real), nothing);
      assert.deepEqual(await dump(page), held, 'nothing was written after the first real import');

      await page.goto(url('/history'), { waitUntil: 'load' });
      await page.locator('article.finished').first().waitFor({ state: 'visible', timeout: 30_000 });
      const listed = await page.locator('article.finished h2').allTextContents();
      assert.equal(listed.length, 5, listed.join());
      assert.equal(listed.filter((name) => name === T.en.GameNmbr9).length, 1, listed.join());
      await page.goto(url('/stats?game=nmbr9'), { waitUntil: 'load' });
      await waitForApp(page);
      await page.locator('[data-testid=stats-summary]').waitFor();
      const figures = await page.locator('[data-testid=stats-summary] > div').evaluateAll((items) =>
        Object.fromEntries(items.map((item) => [item.querySelector('dt').textContent.trim(), item.querySelector('dd').textContent.trim()])));
      assert.equal(figures[T.en.StatsGames], '1', `the stats count one NMBR 9 game: ${JSON.stringify(figures)}`);
      assertNoErrors(errors);
    });
  }));
