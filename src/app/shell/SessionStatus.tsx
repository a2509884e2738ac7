/**
 * A signed-in session in the shell (loaded only for one): the countdown in the
 * header, with sign-out, and the prompt to sign in again once the session has
 * ended, which leaves the page, its data and its place as they are.
 */
import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@mantine/core';
import { setBackend } from '@/api/backend';
import type { SessionState } from '@/api/auth/session';
import { SESSION_SLOT_ID } from './session-slot';

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

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
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
export function SessionStatus() {
  const { session, state } = useSessionModule();
  const slot = typeof document === 'undefined' ? null : document.getElementById(SESSION_SLOT_ID);
  if (!session || !state) return null;
  return (
    <>
      {slot && createPortal(<SessionCountdown session={state} signOut={() => session.signOut()} />, slot)}
      <SessionEndedPrompt session={state} startSignIn={session.startSignIn} />
      {state.status === 'active' && state.grant === 'token' && <ImplicitNotice text={session.IMPLICIT_NOTICE} />}
    </>
  );
}

function SessionCountdown({ session, signOut }: { session: SessionState; signOut: () => void }) {
  const now = useNow();
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
      <Button size="compact-xs" variant="subtle" onClick={() => signOut()}>
        Sign out
      </Button>
    </div>
  );
}

/** Said once per page load, where the environment allows no refresh. */
function ImplicitNotice({ text }: { text: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <section aria-labelledby="implicit-title" style={{ ...PROMPT, borderColor: 'var(--mantine-color-yellow-outline)' }}>
      <h2 id="implicit-title" style={{ margin: 0, fontSize: 'var(--mantine-font-size-md)' }}>
        Signed in without refresh
      </h2>
      <p style={{ margin: '4px 0', fontSize: 'var(--mantine-font-size-sm)' }}>{text}</p>
      <Button size="xs" variant="default" onClick={() => setOpen(false)}>
        Dismiss
      </Button>
    </section>
  );
}

/** Not a dialog: the page stays usable under it, with its data and place. */
function SessionEndedPrompt({ session, startSignIn }: { session: SessionState; startSignIn: SessionModule['startSignIn'] }) {
  const [error, setError] = useState<string | undefined>(undefined);
  if (session.status !== 'ended') return null;
  const again = async () => {
    if (!session.environment || !session.appKey) return setError('The environment of the session is not known here: sign in from the settings.');
    const problem = await startSignIn({ env: session.environment, appKey: session.appKey, returnTo: `${window.location.pathname}${window.location.search}` });
    if (problem) setError(problem);
  };
  return (
    <section aria-labelledby="session-ended-title" style={PROMPT}>
      <h2 id="session-ended-title" style={{ margin: 0, fontSize: 'var(--mantine-font-size-md)' }}>
        Your session has ended
      </h2>
      <p style={{ margin: '4px 0', fontSize: 'var(--mantine-font-size-sm)' }}>{session.reason ?? 'Sign in again to continue.'} This page and what it shows stay as they are.</p>
      {error && (
        <p role="alert" style={{ margin: '4px 0', color: 'var(--mantine-color-red-text)', fontSize: 'var(--mantine-font-size-sm)' }}>
          {error}
        </p>
      )}
      <div style={{ ...ROW, marginTop: 8 }}>
        <Button size="xs" onClick={() => void again()}>
          Sign in again
        </Button>
        <Button size="xs" variant="default" onClick={() => setBackend({ kind: 'demo', demoUser: 'demo' })}>
          Use the demo instead
        </Button>
      </div>
    </section>
  );
}
