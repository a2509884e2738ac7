/**
 * The two ways a sign-in runs without leaving the page: a hidden frame (a silent renewal with `prompt=none`)
 * and a small window (a sign-in on the user's click). Both come back to the app's callback, which hands the
 * answer over (capture.ts, relayCallback); here the page that started them waits for it. An answer is taken
 * only from this origin, only from the frame or channel it was asked on, and only with the `state` it was
 * asked with; anything else is ignored, not answered.
 */
import { RELAY_CHANNEL, RELAY_TYPE, type RelayedCallback } from './capture';
import { parseCallback, type CallbackResult } from './flow';

export type RelayOutcome = Exclude<CallbackResult, { kind: 'none' }> | { kind: 'timeout' } | { kind: 'closed' };

function isRelayed(data: unknown): data is RelayedCallback {
  if (data === null || typeof data !== 'object') return false;
  const value = data as Partial<RelayedCallback>;
  return value.type === RELAY_TYPE && typeof value.query === 'string' && typeof value.fragment === 'string';
}

/** The answer, when it is one for this `state`. */
function answerFor(data: unknown, state: string): Exclude<CallbackResult, { kind: 'none' }> | undefined {
  if (!isRelayed(data)) return undefined;
  const result = parseCallback(data.query, data.fragment);
  return result.kind !== 'none' && result.state === state ? result : undefined;
}

/**
 * Loads `url` in a hidden frame and resolves with the callback's answer for `state`, or `timeout` (the
 * server showed a page instead of answering, the frame was refused, or a browser kept its cookie from it).
 */
export function runInFrame(url: string, state: string, timeoutMs: number, doc: Document = document): Promise<RelayOutcome> {
  return new Promise((resolve) => {
    const frame = doc.createElement('iframe');
    frame.hidden = true;
    frame.title = 'Session renewal';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    const view = doc.defaultView ?? window;
    const finish = (outcome: RelayOutcome) => {
      clearTimeout(timer);
      view.removeEventListener('message', onMessage);
      frame.remove();
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== view.location.origin || event.source !== frame.contentWindow) return;
      const answer = answerFor(event.data, state);
      if (answer) finish(answer);
    };
    const timer = setTimeout(() => finish({ kind: 'timeout' }), timeoutMs);
    view.addEventListener('message', onMessage);
    frame.src = url;
    doc.body.append(frame);
  });
}

/** Features of the small sign-in window: big enough for the broker's page, centred on this one. */
function windowFeatures(view: Window): string {
  const width = 520;
  const height = 680;
  const left = Math.max(0, Math.round(view.screenX + (view.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(view.screenY + (view.outerHeight - height) / 2));
  return `popup,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Opens the small sign-in window, empty, at once: a browser lets a page open one only while it handles the
 * user's click, before anything is awaited. Undefined when the browser blocked it.
 */
export function openSignInWindow(view: Window = window): Window | undefined {
  const opened = view.open('about:blank', 'refex-sign-in', windowFeatures(view));
  return opened ?? undefined;
}

/** Sends the opened window to `url` and resolves with the callback's answer for `state`, or `closed`, or `timeout`. */
export function runInWindow(popup: Window, url: string, state: string, timeoutMs: number): Promise<RelayOutcome> {
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(RELAY_CHANNEL);
    let done = false;
    const finish = (outcome: RelayOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearInterval(watch);
      channel.close();
      resolve(outcome);
    };
    channel.onmessage = (event: MessageEvent) => {
      const answer = answerFor(event.data, state);
      if (answer) finish(answer);
    };
    // A window closed by the user sends nothing: it is watched for (the callback closes it only after posting).
    const watch = setInterval(() => {
      if (popup.closed) setTimeout(() => finish({ kind: 'closed' }), 300);
    }, 500);
    const timer = setTimeout(() => {
      popup.close();
      finish({ kind: 'timeout' });
    }, timeoutMs);
    popup.location.href = url;
  });
}
