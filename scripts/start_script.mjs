// A page's start script: wasm-bindgen's glue (--target web) and, on a game page, the link module
// of its later part (wasm-split-cli's), made into the one module script written into the page,
// which starts the module and then fires `numera-started` (the browser tests and
// scripts/measure.mjs wait for it).
//
// Why in the page: a script file of its own is a request that leaves only once the page is
// being parsed, and the start waits for it. Paired first visits of the same build with and
// without it: The Number 230 -> 209 ms, home 212 -> 176 (docs/experiments/performance-log.md,
// "The start script in the page").
//
// The glue and the link module import each other (the glue passes the link's loader to the
// module as an import; the link calls the glue's `initSync` for the shared memory and table),
// so each is made a plain script: the glue's declarations lose `export`, and the link module
// becomes a function scope whose exports are the object the glue imported it as. Anything
// in them this does not know how to rewrite stops the build.

/**
 * The text of the page's module script: starts the wasm at `wasmUrl`, then says so. The module
 * is asked for once the page has painted its first screen, not preloaded from the head:
 * Lighthouse's simulation counts every request that starts before the largest paint as on its
 * way, so a module on the way made a game page's first screen paint as late as the module's
 * arrival (docs/experiments/performance-log.md, "The module after the first paint"). The fetch
 * carries the module's `integrity`. Its bytes are handed over whole (`WebAssembly.instantiate`):
 * streaming compile decodes the module on the page's thread as it arrives, in one long task
 * when it arrives at once, where a whole module is decoded in the background (log, "The
 * module's bytes whole, not streamed").
 */
export function startScript({ glue, link, wasmUrl, integrity }) {
  const exported = glue.match(/^export \{ initSync, (\w+) as default \};$/m);
  if (!exported) throw new Error("start_script.mjs: the glue does not export initSync and its init");
  let code = glue.replace(exported[0], "").replace(/^export (?=(?:async function|function|class|const|let) )/gm, "");
  let linked = "";
  if (link) {
    const imported = code.match(/^import \* as (\w+) from "\.\/__wasm_split\.js";?$/m);
    if (!imported) throw new Error("start_script.mjs: the glue does not import the link module");
    code = code.replace(imported[0], "");
    const fromGlue = link.match(/^import \{ initSync \} from "\.\/main\.js";?$/m);
    if (!fromGlue) throw new Error("start_script.mjs: the link module does not import initSync from the glue");
    const names = [...link.matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
    if (names.length === 0) throw new Error("start_script.mjs: the link module exports nothing");
    const body = link.replace(fromGlue[0], "").replace(/^export const /gm, "const ");
    linked = `const ${imported[1]} = (() => {\n${body}\nreturn { ${names.join(", ")} };\n})();\n`;
    if (/^\s*(import|export)\b/m.test(body)) throw new Error("start_script.mjs: the link module has an import or export left");
  }
  if (/^\s*(import|export)\b/m.test(code)) throw new Error("start_script.mjs: the glue has an import or export left");
  // Once the browser reports the largest paint so far (a busy machine presents a frame well
  // after its animation frame callbacks ran), or a second at most; where it reports none, once
  // the next frame is painted (a timer set from an animation frame callback runs after it). A
  // hidden page paints nothing, so it asks at once.
  const painted = `new Promise((painted) => {
  if (document.visibilityState !== "visible") return painted();
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("largest-contentful-paint")) return requestAnimationFrame(() => setTimeout(painted));
  new PerformanceObserver((_, seen) => { seen.disconnect(); painted(); }).observe({ type: "largest-contentful-paint", buffered: true });
  setTimeout(painted, 1000);
})`;
  const fetched = `fetch(${JSON.stringify(wasmUrl)}, { integrity: ${JSON.stringify(integrity)} }).then((r) => r.arrayBuffer())`;
  return (
    `${code}\n${linked}` +
    `await ${exported[1]}({ module_or_path: ${painted}.then(() => ${fetched}) });\n` +
    `dispatchEvent(new CustomEvent("numera-started"));\n`
  );
}
