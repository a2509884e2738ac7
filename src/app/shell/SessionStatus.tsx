/**
 * A signed-in session in the shell (loaded only for one): the countdown in the
 * header, with sign-out (or sign-in once it has ended), and the prompt to renew
 * in a small window when the silent renewal failed, or to sign in again once
 * the session has ended; either leaves the page, its data and its place as
 * they are.
 */
import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { setBackend } from '@/api/backend';
import { HeldButton } from '@/components/HeldButton';
import { useNow } from '@/lib/use-now';
import type { SessionState } from '@/api/auth/session';
import { BACKEND_BADGE_ID, SESSION_SLOT_ID } from './session-slot';

type SessionModule = typeof import('@/api/auth/session');
const noSubscribe = () => () => undefined;
const noSession = (): SessionState | undefined => undefined;

/** The session module (and with it the sign-in code), loaded when a signed-in session is shown, and its state. */
function useSessionModule(): { session: SessionModule | undefined; state: SessionState | undefined } {
  const [session, setSession] = useState<SessionModule | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void import('@/api/auth/session').then((module) => {
      if (live) setSession(module);
    });
    return () => {
      live = false;
    };
  }, []);
  const state = useSyncExternalStore(session?.subscribeSession ?? noSubscribe, session?.getSession ?? noSession, session?.getSession ?? noSession);
  return { session, state };
}

function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

const PROMPT: CSSProperties = {
  position: 'fixed',
  right: 16,
  bottom: 16,
  left: 'max(16px, calc(100% - 436px))',
  zIndex: 300,
  padding: 16,
  borderRadius: 8,
  border: '1px solid var(--mantine-color-orange-outline)',
  background: 'var(--mantine-color-body)',
  boxShadow: 'var(--mantine-shadow-md)',
};
const ROW: CSSProperties = { display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'nowrap' };

/** The countdown and sign-out, in the header (a portal into its slot), and the prompt once the session has ended. */
export function SessionStatus({ onRenewed }: { onRenewed: () => void }) {
  const { session, state } = useSessionModule();
  const slot = typeof document === 'undefined' ? null : document.getElementById(SESSION_SLOT_ID);
  if (!session || !state) return null;
  // What failed while the session was gone is asked again, in place, once it is back.
  const renew = () =>
    session.renewInWindow().then((problem) => {
      if (!problem) onRenewed();
      return problem;
    });
  return (
    <>
      {slot && createPortal(<SessionCountdown session={state} signOut={() => signOutAndSay(session)} renew={renew} />, slot)}
      <SessionPrompt session={state} renew={renew} />
    </>
  );
}

/** Signs out and says where the app now points: the page shows that backend's data. */
function signOutAndSay(session: SessionModule): void {
  // The Sign out button goes with the session: the focus goes to the badge that now says the demo is in use.
  flushSync(() => session.signOut());
  document.getElementById(BACKEND_BADGE_ID)?.focus();
  notifications.show({ color: 'blue', title: 'Signed out', message: 'Refex now uses the demo simulator: this page shows simulated data.' });
}

function SessionCountdown({ session, signOut, renew }: { session: SessionState; signOut: () => void; renew: SessionModule['renewInWindow'] }) {
  const now = useNow(1000).getTime();
  if (session.status === 'none') return null;
  const left = (session.endsAt ?? now) - now;
  const ended = session.status === 'ended' || left <= 0;
  const words = ended ? 'Session ended' : `Session ${clock(left)}`;
  const spoken = ended ? 'Session ended' : `Session ends in ${Math.ceil(left / 60_000)} minutes${session.refreshable ? '' : ', without renewal'}`;
  const color = ended ? 'var(--mantine-color-red-text)' : left < 5 * 60_000 ? 'var(--mantine-color-orange-text)' : 'var(--mantine-color-dimmed)';
  return (
    <div style={ROW}>
      <span role="timer" aria-label={spoken} title={spoken} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontSize: 'var(--mantine-font-size-sm)', color }}>
        {words}
      </span>
      {ended ? (
        <Button size="compact-xs" variant="subtle" onClick={() => void renew()}>
          Sign in
        </Button>
      ) : (
        <Button size="compact-xs" variant="subtle" onClick={() => signOut()}>
          Sign out
        </Button>
      )}
    </div>
  );
}

/**
 * Not a dialog: the page stays usable under it, with its data and place. Before the end, when the silent
 * renewal failed, it offers to renew in a small window; after the end, to sign in again the same way.
 */
function SessionPrompt({ session, renew }: { session: SessionState; renew: SessionModule['renewInWindow'] }) {
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const ended = session.status === 'ended';
  if (!ended && !(session.status === 'active' && session.needsClick)) return null;
  // Called while the click is handled: the browser opens the small window only then.
  const again = () => {
    setError(undefined);
    setBusy(true);
    renew()
      .then((problem) => setError(problem))
      .finally(() => setBusy(false));
  };
  return (
    <section aria-labelledby="session-prompt-title" style={PROMPT}>
      <h2 id="session-prompt-title" style={{ margin: 0, fontSize: 'var(--mantine-font-size-md)' }}>
        {ended ? 'Your session has ended' : 'Renew your session'}
      </h2>
      <p style={{ margin: '4px 0', fontSize: 'var(--mantine-font-size-sm)' }}>
        {ended
          ? `${session.reason ?? 'Sign in again to continue.'} `
          : `The broker did not renew your session without you${session.lastRenewal?.note ? ` (${session.lastRenewal.note})` : ''}. Renew it before it ends: `}
        The sign-in opens in a small window; this page and what it shows stay as they are.
      </p>
      {error && (
        <p role="alert" style={{ margin: '4px 0', color: 'var(--mantine-color-red-text)', fontSize: 'var(--mantine-font-size-sm)' }}>
          {error}
        </p>
      )}
      <div style={{ ...ROW, marginTop: 8 }}>
        <HeldButton size="xs" onClick={again} held={busy} busy={busy}>
          {ended ? 'Sign in again' : 'Renew in a small window'}
        </HeldButton>
        {ended && (
          <Button size="xs" variant="default" onClick={() => setBackend({ kind: 'demo', demoUser: 'demo' })}>
            Use the demo instead
          </Button>
        )}
      </div>
    </section>
  );
}
