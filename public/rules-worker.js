// The rules worker: the bots' moves and "How would the best bot have done?" off the main
// thread. scripts/rules_worker.mjs writes the real file from this template, naming the
// module's hashed glue and wasm (src/bin/numera-worker.rs built with wasm-bindgen
// --target no-modules). Two kinds of message, both text:
// - a bot call ("bot <id> <seats>" and a save, rules::bot_wire): one answer each; a page keeps
//   one worker for all its bots' moves;
// - a review request (rules::review::wire::Request): "progress N" after every action, then
//   "done …" or "error …"; a review has a worker of its own, ended to cancel it.
importScripts("__NUMERA_WORKER_GLUE__");
const ready = wasm_bindgen({ module_or_path: "__NUMERA_WORKER_WASM__" });
self.onmessage = async (event) => {
  const text = String(event.data);
  const call = text.startsWith("bot ");
  try {
    await ready;
  } catch (error) {
    // A bot call's answer names its call, so the page can tell which move failed.
    const id = call ? text.slice(4).split(/[ \n]/)[0] : "";
    postMessage(call ? `bot ${id} error\n${error}` : `error\n${error}`);
    return;
  }
  if (call) {
    postMessage(wasm_bindgen.bot(text));
    return;
  }
  const refused = wasm_bindgen.start(text);
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
