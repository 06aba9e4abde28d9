// Registers the service worker and tells the app when a new version is waiting.
// The app shows "Update available — reload" on the `numera-update-ready` event (or if
// `window.numeraUpdateReady` is already true when it mounts) and calls
// `window.numeraApplyUpdate()` when the player accepts; the page then reloads once the new
// worker controls it. The game in progress lives in localStorage and resumes after the reload.
(() => {
  if (!("serviceWorker" in navigator)) return;
  let registration = null;
  let accepted = false;
  const announce = () => {
    window.numeraUpdateReady = true;
    window.dispatchEvent(new CustomEvent("numera-update-ready"));
  };
  window.numeraApplyUpdate = () => {
    accepted = true;
    if (registration && registration.waiting) registration.waiting.postMessage("skipWaiting");
    else location.reload();
  };
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // Only the update the player accepted reloads the page (not the very first install).
    if (accepted) location.reload();
  });
  const watch = (worker) => {
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) announce();
    });
  };
  // Only once the page has loaded: the worker's precache fetches every file again, and that
  // must not compete with the first load of the app itself.
  const register = () => navigator.serviceWorker
    .register("/sw.js")
    .then((reg) => {
      registration = reg;
      if (reg.waiting && navigator.serviceWorker.controller) announce();
      if (reg.installing) watch(reg.installing);
      reg.addEventListener("updatefound", () => reg.installing && watch(reg.installing));
      // Look for a new deployment whenever the player comes back to the tab.
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") reg.update().catch(() => {});
      });
    })
    .catch((error) => console.warn("Numera: offline mode unavailable:", error.message));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
})();
