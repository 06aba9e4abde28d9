// Ad-hoc screenshots for looking at the sheet (not a test): node out_shots.mjs
import { withApp, withPage } from './lib/browser.mjs';
import { start, step, waitForScreen, pickDie } from './lib/dungeon_page.mjs';
const sizes = [['phone', { width: 390, height: 844 }], ['desk', { width: 1280, height: 800 }]];
const only = process.argv[2];
await withApp(async ({ browser, url }) => {
  for (const scheme of ['light', 'dark']) {
    for (const map of [1, 2, 3]) {
      if (only && !only.includes(`${map}`)) continue;
      await withPage(browser, { viewport: sizes[0][1], colorScheme: scheme, reducedMotion: 'reduce' }, async ({ page, errors }) => {
        await start(page, url, `seed=K7QM-3XPA&map=${map}&circled=2`);
        for (let n = 0; n < 14; n++) {
          const s = await waitForScreen(page);
          if (s === 'final') break;
          await step(page, s);
          await page.waitForTimeout(40);
        }
        if ((await waitForScreen(page)) === 'place') await pickDie(page);
        for (const [name, vp] of sizes) {
          await page.setViewportSize(vp);
          await page.waitForTimeout(100);
          await page.screenshot({ path: `/tmp/dg/shot-m${map}-${scheme}-${name}.png`, fullPage: name === 'phone' });
        }
        if (errors.length) console.log(errors);
      });
    }
  }
});
// The campaign's map-over screen.
if (!only || only.includes('c')) await withApp(async ({ browser, url }) => {
  await withPage(browser, { viewport: sizes[0][1], reducedMotion: 'reduce' }, async ({ page, errors }) => {
    await start(page, url, `seed=K7QM-3XPA&map=campaign&circled=0`);
    for (let n = 0; n < 1500; n++) {
      const s = await waitForScreen(page);
      if (s === 'mapover') break;
      await step(page, s);
      await page.waitForTimeout(20);
    }
    for (const [name, vp] of sizes) {
      await page.setViewportSize(vp);
      await page.waitForTimeout(100);
      await page.screenshot({ path: `/tmp/dg/shot-mapover-${name}.png`, fullPage: true });
    }
    if (errors.length) console.log(errors);
  });
});
