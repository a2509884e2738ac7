// Starts the simulator's worker with the page, in demo mode only, so that it loads its code and
// its universe snapshot on the second core while the app's own bundle loads and renders. The app
// takes this worker over when it opens its demo transport (src/sim/browser/transport.ts,
// takeEarlyWorker); with a gateway chosen it starts nothing (no worker, no snapshot). A file of
// its own because the Content Security Policy allows no inline script; the worker's address is
// in a <meta> tag the build writes (vite.config.ts), absent on the dev server, where the app
// starts the worker itself. The build loads a hashed, minified copy of this file (pageScripts).
(function () {
  try {
    var meta = document.querySelector('meta[name="refex-sim-worker"]');
    var url = meta && meta.getAttribute('content');
    // The app already runs its own (this file reached the page after the app's bundle, e.g. when the bundle came
    // from the browser's cache and this file was still being revalidated): a second worker would only compete with it.
    if (!url || typeof Worker === 'undefined' || window.__refexSimTaken) return;
    // A sign-in's frame or window only hands its answer over (src/api/auth/capture.ts): no app starts there.
    if (location.pathname === '/auth/callback') return;
    var saved = null;
    try {
      saved = JSON.parse(localStorage.getItem('refex:backend') || 'null');
    } catch (e) {
      // Corrupt storage: the app starts in demo mode.
    }
    // The same test as the app's (src/api/backend.ts, readPersisted): a saved gateway with an address.
    if (saved && saved.kind === 'gateway' && typeof saved.baseUrl === 'string' && saved.baseUrl.trim()) return;
    var worker = new Worker(url, { type: 'module', name: 'refex-simulator' });
    // An error before the app takes the worker over would go unseen: the app then starts another.
    worker.onerror = function () {
      worker.refexFailed = true;
    };
    // A page that will ask for reference data (every one but the time zones, corporate actions and
    // settings): the worker readies the universe from its snapshot while the app loads.
    if (!/^\/(timezones|corporate-actions|settings)(\/|$)/.test(location.pathname)) worker.postMessage({ type: 'warm' });
    window.__refexSimWorker = worker;
  } catch (e) {
    // The app starts the worker itself.
  }
})();
