// What the app asks of the in-browser simulator (demo mode), seen from the page: the requests it
// posts to the simulator's worker, optionally the answers' bodies, and the main-thread time of
// the page's handling of each answer. Installed as an init script (before the app starts).

/** Runs in the page: wraps Worker so that `window.__sim` records the traffic with the simulator. */
export function watchSimulator({ bodies = false } = {}) {
  const store = { requests: [], handlerMs: [] };
  window.__sim = store;
  const byId = new Map();
  const NativeWorker = window.Worker;
  window.Worker = class WatchedWorker extends NativeWorker {
    postMessage(message, ...rest) {
      if (message?.type === 'request') {
        const request = { id: message.id, method: message.method, url: message.url, headers: message.headers };
        byId.set(message.id, request);
        store.requests.push(request);
      }
      return super.postMessage(message, ...rest);
    }
    set onmessage(handler) {
      super.onmessage = handler
        ? (event) => {
            const message = event.data;
            const request = byId.get(message?.id);
            if (request && message.type === 'response') {
              request.status = message.status;
              if (bodies && message.body) request.body = new TextDecoder().decode(message.body);
            }
            const started = performance.now();
            try {
              return handler.call(this, event);
            } finally {
              store.handlerMs.push(performance.now() - started);
            }
          }
        : handler;
    }
    get onmessage() {
      return super.onmessage;
    }
  };
}

/** The requests recorded so far (with their bodies when recorded), clearing the handler times. */
export function simulatorTraffic(page) {
  return page.evaluate(() => {
    const { requests, handlerMs } = window.__sim;
    window.__sim.handlerMs = [];
    return { requests: [...requests], handlerMs };
  });
}
