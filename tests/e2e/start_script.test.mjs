// The page's start script (scripts/start_script.mjs) from glue and link module texts shaped as
// wasm-bindgen and wasm-split-cli write them: the script runs as one module, the two halves
// still reach each other, and a shape it does not know stops the build. No browser needed; the
// real modules are checked in Chromium by smoke.test.mjs and later.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startScript } from '../../scripts/start_script.mjs';

const GLUE = `import * as import1 from "./__wasm_split.js"

export class Handle {
    free() {}
}

function initSync(module) {
    globalThis.__startTest.synced.push(module);
    return { memory: "the memory" };
}

async function __wbg_init(module_or_path) {
    globalThis.__startTest.path = await module_or_path.module_or_path;
    globalThis.__startTest.later = await import1.__wasm_split_load_later();
}

export { initSync, __wbg_init as default };
`;

const LINK = `import { initSync } from "./main.js";

let loaded = undefined;
export const __wasm_split_load_later = async () => {
    loaded ??= initSync("from the link").memory;
    return loaded;
};
`;

/** Runs `code` as a module of its own; resolves to what it recorded and the events it fired. */
async function run(code, visibilityState = 'visible', reportsPaints = false) {
  const dir = await mkdtemp(join(tmpdir(), 'numera-start-'));
  const events = [];
  globalThis.__startTest = { synced: [], order: [] };
  const dispatched = globalThis.dispatchEvent;
  globalThis.dispatchEvent = (event) => events.push(event.type);
  // The module's fetch, recorded: the glue is handed its bytes, whole.
  const fetched = globalThis.fetch;
  globalThis.fetch = (url, init) => {
    globalThis.__startTest.fetched = { url, integrity: init?.integrity };
    globalThis.__startTest.order.push('fetch');
    return Promise.resolve({ arrayBuffer: async () => 'the bytes' });
  };
  // A visible page and its frames, recorded; a browser that reports its largest paint, or not.
  globalThis.document = { visibilityState };
  const observer = globalThis.PerformanceObserver;
  globalThis.PerformanceObserver = class {
    static supportedEntryTypes = reportsPaints ? ['largest-contentful-paint'] : [];
    constructor(seen) {
      this.seen = seen;
    }
    observe({ type, buffered }) {
      assert.deepEqual({ type, buffered }, { type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => {
        globalThis.__startTest.order.push('largest paint');
        this.seen({ getEntries: () => [] }, this);
      }, 5);
    }
    disconnect() {
      globalThis.__startTest.order.push('disconnected');
    }
  };
  globalThis.requestAnimationFrame = (frame) => setTimeout(() => {
    globalThis.__startTest.order.push('frame');
    frame();
  }, 5);
  try {
    const file = join(dir, 'start.mjs');
    await writeFile(file, code);
    await import(pathToFileURL(file).href);
    return { ...globalThis.__startTest, events };
  } finally {
    globalThis.dispatchEvent = dispatched;
    globalThis.fetch = fetched;
    delete globalThis.__startTest;
    delete globalThis.document;
    globalThis.PerformanceObserver = observer;
    delete globalThis.requestAnimationFrame;
    await rm(dir, { recursive: true, force: true });
  }
}

test('a game page: glue and link module in one script, each reaching the other, then numera-started', async () => {
  const code = startScript({ glue: GLUE, link: LINK, wasmUrl: '/numera-number-0123_bg.wasm', integrity: 'sha384-abc' });
  assert.doesNotMatch(code, /^\s*(import|export)\b/m, 'no import or export left');
  const seen = await run(code);
  // Fetched with its integrity once a frame is painted, its bytes handed over whole.
  assert.deepEqual(seen.fetched, { url: '/numera-number-0123_bg.wasm', integrity: 'sha384-abc' });
  assert.deepEqual(seen.order, ['frame', 'fetch'], 'the module is asked for after the first frame');
  assert.equal(seen.path, 'the bytes');
  assert.equal(seen.later, 'the memory', "the link module's export, through the glue's import of it");
  assert.deepEqual(seen.synced, ['from the link'], "the glue's initSync, called by the link module");
  assert.deepEqual(seen.events, ['numera-started']);
});

test('a page without a later part: the glue alone', async () => {
  const glue = GLUE.replace(/^import .*$/m, '').replace(/^.*import1.*$/m, '');
  const seen = await run(startScript({ glue, link: null, wasmUrl: '/numera-home-4567_bg.wasm', integrity: 'sha384-def' }));
  assert.deepEqual(seen.fetched, { url: '/numera-home-4567_bg.wasm', integrity: 'sha384-def' });
  assert.deepEqual(seen.events, ['numera-started']);
});

test('where the browser reports its largest paint, the module is asked for once it has', async () => {
  const seen = await run(startScript({ glue: GLUE, link: LINK, wasmUrl: '/numera-number-0123_bg.wasm', integrity: 'sha384-abc' }), 'visible', true);
  assert.deepEqual(seen.order, ['largest paint', 'disconnected', 'fetch']);
  assert.deepEqual(seen.events, ['numera-started']);
});

test('a page opened hidden (a background tab) asks for its module at once: it paints no frame', async () => {
  const seen = await run(startScript({ glue: GLUE, link: LINK, wasmUrl: '/numera-number-0123_bg.wasm', integrity: 'sha384-abc' }), 'hidden');
  assert.deepEqual(seen.order, ['fetch']);
  assert.deepEqual(seen.events, ['numera-started']);
});

test('glue or link module of another shape stops the build', () => {
  const wasmUrl = '/x_bg.wasm';
  const cases = [
    [{ glue: GLUE.replace('__wbg_init as default', 'default'), link: LINK }, /does not export initSync/],
    [{ glue: GLUE.replace('import * as import1 from "./__wasm_split.js"', ''), link: LINK }, /does not import the link module/],
    [{ glue: GLUE, link: LINK.replace('from "./main.js"', 'from "./glue.js"') }, /does not import initSync/],
    [{ glue: GLUE, link: LINK.replace('export const', 'const') }, /exports nothing/],
    [{ glue: `${GLUE}export * from "./more.js";\n`, link: LINK }, /import or export left/],
    [{ glue: GLUE, link: `${LINK}export default 1;\n` }, /import or export left/],
  ];
  for (const [parts, error] of cases) assert.throws(() => startScript({ ...parts, wasmUrl }), error);
});
