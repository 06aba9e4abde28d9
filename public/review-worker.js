// The review worker (docs/review.md): plays "How would the best bot have done?" off the main
// thread. scripts/build.mjs writes the real file from this template, naming the module's
// hashed glue and wasm (src/bin/numera-review.rs built with wasm-bindgen --target no-modules).
// The page posts one request (text, rules::review::wire::Request) and gets text replies:
// "progress N" after every action, then "done …" or "error …". To cancel, the page ends
// the worker.
importScripts("__NUMERA_REVIEW_GLUE__");
const ready = wasm_bindgen({ module_or_path: "__NUMERA_REVIEW_WASM__" });
self.onmessage = async (event) => {
  try {
    await ready;
  } catch (error) {
    postMessage(`error\n${error}`);
    return;
  }
  const refused = wasm_bindgen.start(String(event.data));
  if (refused) {
    postMessage(refused);
    return;
  }
  for (;;) {
    const reply = wasm_bindgen.step(1);
    postMessage(reply);
    if (!reply.startsWith("progress")) return;
  }
};
