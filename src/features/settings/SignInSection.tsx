/**
 * Settings → Sign in with the broker: SIM, LIVE or a custom authentication server and gateway pair; what to
 * register, what works from this address, the sign-in (in a small window, the page staying), the session.
 */
import { useState, useSyncExternalStore, type RefObject } from 'react';
import { Alert, Badge, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { validateGatewayUrl } from '@/api/connection';
import { AUTH_PRESETS, safeReturnPath, trimSlash, validateAuthServer, type AuthEnvironment, type AuthPreset } from '@/api/auth/flow';
import { getSession, knownAccess, savedAppKey, signInInWindow, subscribeSession, takeSignInError } from '@/api/auth/session';
import { HeldButton } from '@/components/HeldButton';
import { Note } from '@/components/Note';
import { EnvironmentPicker } from './EnvironmentPicker';
import { ReadinessCard } from './ReadinessCard';
import { LocalhostNotice, RegistrationHelper } from './RegistrationHelper';
import { SessionPanel } from './SessionPanel';
import { readSignInForm, saveSignInForm, type SignInForm } from './sign-in-form';

/** `current` is the section that says which backend is in use: it takes the focus after a sign-out here. */
export function SignInSection({ from, current }: { from: string | undefined; current: RefObject<HTMLElement | null> }) {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const router = useRouter();
  // What was typed survives a sign-in that left the page and came back refused.
  const [form, setFormState] = useState<SignInForm>(readSignInForm);
  const setForm = (patch: Partial<SignInForm>) =>
    setFormState((previous) => {
      const next = { ...previous, ...patch };
      saveSignInForm(next);
      return next;
    });
  const { preset, customAuth, customGateway } = form;
  const env: AuthEnvironment = preset === 'custom' ? { authServer: trimSlash(customAuth), gateway: trimSlash(customGateway) } : AUTH_PRESETS[preset];
  const [appKeys, setAppKeys] = useState<Record<string, string>>({});
  const appKey = appKeys[env.authServer] ?? savedAppKey(env.authServer);
  const [, setProbed] = useState(0);
  const known = env.authServer ? knownAccess(env.authServer) : undefined;
  // A sign-in that came back refused lands here, with what went wrong.
  const [error, setError] = useState<string | undefined>(takeSignInError);
  const [busy, setBusy] = useState(false);

  const authProblem = preset === 'custom' && customAuth.trim() ? validateAuthServer(customAuth) : undefined;
  const gatewayProblem = preset === 'custom' && customGateway.trim() ? validateGatewayUrl(customGateway) : undefined;
  const envReady = Boolean(env.authServer && env.gateway) && !authProblem && !gatewayProblem;
  const held = !envReady || !appKey.trim() || busy;

  // Called while the click is handled: the browser opens the small window only then.
  const signIn = () => {
    setError(undefined);
    setBusy(true);
    signInInWindow({ env, appKey, returnTo: from ?? '/' })
      .then((problem) => {
        setError(problem);
        // Signed in: back to the page the settings were opened from, with its search params (a path of this origin only).
        const back = problem || getSession().status !== 'active' ? undefined : safeReturnPath(from, window.location.origin);
        if (back) router.history.push(back);
      })
      .catch((failure: unknown) => setError(`The sign-in could not start: ${(failure as Error).message}`))
      .finally(() => {
        setBusy(false);
        setProbed((count) => count + 1);
      });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="signin-heading">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!held) signIn();
        }}
      >
        <Stack gap="sm">
          <Group gap="xs">
            <Title order={2} size="h4" id="signin-heading">
              Sign in with the broker
            </Title>
            {session.status === 'active' && (
              <Badge color="blue.9" variant="filled">
                signed in
              </Badge>
            )}
          </Group>
          <Note>
            Sign in to the broker’s SIM or LIVE environment with your own application’s AppKey, without pasting a token. The sign-in opens in a small window and this page stays as
            it is; the access token stays in this tab’s memory and is renewed before it ends.
          </Note>
          <LocalhostNotice />
          <SessionPanel session={session} onSignedOut={() => current.current?.focus()} />
          <EnvironmentPicker
            id="signin-env-label"
            label="Environment"
            value={preset}
            onChange={(value: AuthPreset) => {
              setForm({ preset: value });
              setError(undefined);
            }}
            labels={{ sim: AUTH_PRESETS.sim.label, live: AUTH_PRESETS.live.label }}
          />
          {preset === 'custom' ? (
            <>
              <TextInput
                label="Authentication server"
                description="Its root address: Refex calls /authorize, /token and /oidclogout under it (for `npm run sim`: http://localhost:4010)."
                value={customAuth}
                onChange={(event) => setForm({ customAuth: event.currentTarget.value })}
                error={authProblem}
                autoComplete="url"
              />
              <TextInput
                label="Gateway for its tokens"
                description="The OpenAPI root the tokens are for (for `npm run sim`: http://localhost:4010)."
                value={customGateway}
                onChange={(event) => setForm({ customGateway: event.currentTarget.value })}
                error={gatewayProblem}
                autoComplete="url"
              />
            </>
          ) : (
            <Text size="sm">
              Authentication server <Code style={{ wordBreak: 'break-all' }}>{env.authServer}</Code>, gateway <Code style={{ wordBreak: 'break-all' }}>{env.gateway}</Code>
            </Text>
          )}
          <TextInput
            label="AppKey"
            description="Your application’s AppKey (its client id), from the broker’s developer portal. Kept on this device and sent only to the authentication server."
            value={appKey}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setAppKeys((previous) => ({ ...previous, [env.authServer]: value }));
            }}
            autoComplete="off"
            spellCheck={false}
          />
          <RegistrationHelper access={known} hosted={window.location.protocol === 'https:'} />
          <ReadinessCard env={env} appKey={appKey} ready={envReady} onToken={() => setProbed((count) => count + 1)} />
          {error && (
            <Alert color="red" title="Sign-in failed" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <HeldButton type="submit" held={held} busy={busy}>
              {session.status === 'active' ? 'Sign in again' : 'Sign in'}
            </HeldButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
