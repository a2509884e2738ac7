// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureCallback, relayCallback, RELAY_CHANNEL, RELAY_TYPE } from './capture';
import { runInFrame, runInWindow } from './relay';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const answer = (fragment: string) => ({ type: RELAY_TYPE, query: '', fragment });

/** Posts `data` to this window as if it came from `source` at `origin`. */
function post(data: unknown, origin: string, source: Window | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('the hidden frame', () => {
  it('takes the answer only from its own frame, from this origin and with its state; then the frame goes', async () => {
    const pending = runInFrame('https://auth.example/authorize?prompt=none', 'f.good', 5_000);
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.hidden).toBe(true);
    expect(frame.src).toBe('https://auth.example/authorize?prompt=none');
    const token = 'access_token=t.o.k&expires_in=10&state=f.good';
    // Another origin, another window, another state, or no answer at all: ignored.
    post(answer(token), 'https://evil.example', frame.contentWindow);
    post(answer(token), location.origin, window);
    post(answer('access_token=x&state=f.other'), location.origin, frame.contentWindow);
    post({ type: 'something-else', fragment: token }, location.origin, frame.contentWindow);
    post(answer(token), location.origin, frame.contentWindow);
    await expect(pending).resolves.toEqual({ kind: 'token', state: 'f.good', accessToken: 't.o.k', expiresIn: 10 });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('passes the broker’s login_required on, and times out when nothing comes', async () => {
    const asked = runInFrame('https://auth.example/authorize', 'f.s', 5_000);
    post(answer('error=login_required&state=f.s'), location.origin, (document.querySelector('iframe') as HTMLIFrameElement).contentWindow);
    await expect(asked).resolves.toMatchObject({ kind: 'error', error: 'login_required' });
    vi.useFakeTimers();
    const silent = runInFrame('https://auth.example/authorize', 'f.t', 5_000);
    vi.advanceTimersByTime(5_000);
    await expect(silent).resolves.toEqual({ kind: 'timeout' });
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('the small window', () => {
  it('takes the answer with its state over the channel, and says when the window was closed', async () => {
    const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } } as unknown as Window;
    const pending = runInWindow(popup, 'https://auth.example/authorize?x=1', 'w.good', 60_000);
    expect(popup.location.href).toBe('https://auth.example/authorize?x=1');
    const channel = new BroadcastChannel(RELAY_CHANNEL);
    channel.postMessage(answer('access_token=bad&state=w.other'));
    channel.postMessage(answer('access_token=t&state=w.good'));
    await expect(pending).resolves.toMatchObject({ kind: 'token', accessToken: 't' });

    const closing = { closed: false, close: vi.fn(), location: { href: 'about:blank' } } as unknown as Window;
    const cancelled = runInWindow(closing, 'https://auth.example/authorize', 'w.c', 60_000);
    (closing as { closed: boolean }).closed = true;
    await expect(cancelled).resolves.toEqual({ kind: 'closed' });
    channel.close();
  });
});

describe('the callback in a frame or window', () => {
  it('hands a frame’s answer to its parent at this origin only, and leaves a full-page sign-in alone', () => {
    const parent = { postMessage: vi.fn() };
    const frameWindow = { parent, location: { origin: 'http://localhost:5173' }, close: vi.fn() } as unknown as Window;
    captureCallback({ pathname: '/auth/callback', search: '', hash: '#access_token=t&state=f.abc' }, { replaceState: () => undefined });
    expect(relayCallback(frameWindow)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: RELAY_TYPE, query: '', fragment: 'access_token=t&state=f.abc' }, 'http://localhost:5173');

    // A state of a full-page sign-in: not relayed, the app finishes it itself.
    captureCallback({ pathname: '/auth/callback', search: '?code=c&state=plain', hash: '' }, { replaceState: () => undefined });
    expect(relayCallback(frameWindow)).toBe(false);
    // A frame state in a top-level window (someone opened the link by hand): not relayed either.
    const top = { location: { origin: 'http://localhost:5173' } } as { parent?: unknown; location: { origin: string } };
    top.parent = top;
    captureCallback({ pathname: '/auth/callback', search: '', hash: '#error=login_required&state=f.x' }, { replaceState: () => undefined });
    expect(relayCallback(top as unknown as Window)).toBe(false);
  });

  it('sends a window’s answer over this origin’s channel and closes the window', async () => {
    const channel = new BroadcastChannel(RELAY_CHANNEL);
    const received = new Promise((resolve) => (channel.onmessage = (event) => resolve(event.data)));
    const popup = { location: { origin: 'http://localhost:5173' }, close: vi.fn() } as unknown as Window & { parent: unknown };
    (popup as { parent: unknown }).parent = popup;
    captureCallback({ pathname: '/auth/callback', search: '?code=c1&state=w.abc', hash: '' }, { replaceState: () => undefined });
    expect(relayCallback(popup)).toBe(true);
    await expect(received).resolves.toEqual({ type: RELAY_TYPE, query: 'code=c1&state=w.abc', fragment: '' });
    expect(popup.close).toHaveBeenCalled();
    channel.close();
  });
});
