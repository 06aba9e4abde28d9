// What no build of a page can beat on this machine, for scripts/measure.mjs: a copy of the page
// as the app draws it (its markup and style sheets, captured once it is up) whose only script
// downloads and compiles the page's own wasm module, then says it is ready. None of the app
// runs, so its time to interactive is the floor of any way of shipping this page as wasm
// (prerendered markup taken over by the module included): the download and compile of the
// module and the layout of the page, side by side.
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST_DIR, startServer } from '../../tests/e2e/lib/server.mjs';

/**
 * Writes the bound copy of each page into a new directory and serves it: resolves to
 * { server, paths: Map(label -> address), close() } (close ends the server and removes the
 * directory). `pages` are [label, path, file, selector] as
 * measure.mjs times them; `server` serves the build.
 */
export async function boundPages(browser, server, pages) {
  const dir = await mkdtemp(join(tmpdir(), 'numera-bound-'));
  const paths = new Map();
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    for (const [label, path, file, selector] of pages) {
      await page.goto(new URL(path, server.url).href);
      await page.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });
      // The page as drawn once the first screen has settled.
      await page.waitForTimeout(300);
      let html = await page.content();
      const wasm = html.match(/fetch\("\/([\w-]+_bg\.wasm)"/)?.[1];
      if (!wasm) throw new Error(`bound.mjs: ${file} starts no wasm module`);
      await copyFile(join(DIST_DIR, wasm), join(dir, wasm));
      html = html
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
        .replace('</body>', `<script type="module">await WebAssembly.compileStreaming(fetch("/${wasm}"));` +
          'window.__numeraStarted = true;</script></body>');
      const name = `bound-${file.replace(/\W/g, '-')}`;
      await writeFile(join(dir, `${name}.html`), html);
      paths.set(label, `/${name}.html`);
    }
  } finally {
    await context.close();
  }
  // The server wants a home page; nothing asks for it.
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>bound</title>');
  const bound = await startServer({ root: dir });
  return {
    server: bound,
    paths,
    async close() {
      await bound.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
