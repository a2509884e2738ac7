/** Settings → Sign in with the broker: SIM, LIVE or a custom authentication server and gateway pair. */
import { useState, useSyncExternalStore } from 'react';
import { Alert, Badge, Button, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { validateGatewayUrl } from '@/api/connection';
import { AUTH_PRESETS, redirectUrl, trimSlash, validateAuthServer, type AuthEnvironment, type AuthPreset } from '@/api/auth/flow';
import { IMPLICIT_NOTICE, knownAccess, probeTokenEndpoint, savedAppKey, getSession, signOut, startSignIn, subscribeSession, takeSignInError, type TokenEndpointAccess } from '@/api/auth/session';
import { Note } from '@/components/Note';
import { EnvironmentPicker } from './EnvironmentPicker';

function GrantAdvice({ access }: { access: TokenEndpointAccess | undefined }) {
  if (access === 'readable') {
    return (
      <Text size="sm">
        Grant type to choose for your app: <strong>Code</strong> (authorization code; Refex adds PKCE and uses no secret). This environment’s token endpoint can be read
        from a browser.
      </Text>
    );
  }
  if (access === 'unreadable') {
    return (
      <Alert color="yellow" title="Implicit grant">
        Grant type to choose for your app: <strong>Implicit</strong>. {IMPLICIT_NOTICE}
      </Alert>
    );
  }
  return (
    <Text size="sm">
      Grant type to choose for your app: <strong>Code</strong> if this environment’s token endpoint can be read from a browser, else <strong>Implicit</strong>. Refex checks
      it (without using a code) when you sign in, or now with the button below.
    </Text>
  );
}

export function SignInSection({ from }: { from: string | undefined }) {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const [preset, setPreset] = useState<AuthPreset>('sim');
  const [customAuth, setCustomAuth] = useState('');
  const [customGateway, setCustomGateway] = useState('');
  const env: AuthEnvironment = preset === 'custom' ? { authServer: trimSlash(customAuth), gateway: trimSlash(customGateway) } : AUTH_PRESETS[preset];
  const [appKeys, setAppKeys] = useState<Record<string, string>>({});
  const appKey = appKeys[env.authServer] ?? savedAppKey(env.authServer);
  const [access, setAccess] = useState<Record<string, TokenEndpointAccess | undefined>>({});
  const known = access[env.authServer] ?? (env.authServer ? knownAccess(env.authServer) : undefined);
  // A sign-in that came back refused lands here, with what went wrong.
  const [error, setError] = useState<string | undefined>(takeSignInError);
  const [busy, setBusy] = useState(false);
  const redirect = redirectUrl(location.origin);

  const authProblem = preset === 'custom' && customAuth.trim() ? validateAuthServer(customAuth) : undefined;
  const gatewayProblem = preset === 'custom' && customGateway.trim() ? validateGatewayUrl(customGateway) : undefined;
  const envReady = Boolean(env.authServer && env.gateway) && !authProblem && !gatewayProblem;

  const check = async () => {
    setBusy(true);
    try {
      const found = await probeTokenEndpoint(env);
      setAccess((previous) => ({ ...previous, [env.authServer]: found }));
    } finally {
      setBusy(false);
    }
  };

  const signIn = async () => {
    setError(undefined);
    setBusy(true);
    try {
      const problem = await startSignIn({ env, appKey, returnTo: from ?? '/' });
      if (problem) setError(problem);
    } catch (failure) {
      setError(`The sign-in could not start: ${(failure as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="signin-heading">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void signIn();
        }}
      >
        <Stack gap="sm">
          <Group gap="xs">
            <Title order={2} size="h4" id="signin-heading">
              Sign in with the broker
            </Title>
            {session.status === 'active' && <Badge color="blue">signed in</Badge>}
          </Group>
          <Note>
            Sign in to the broker’s SIM or LIVE environment with your own application’s AppKey, without pasting a token. The access token stays in this tab’s memory and is
            renewed before it expires where the environment allows it.
          </Note>
          {session.status === 'active' && (
            <Group justify="space-between">
              <Text size="sm">
                Signed in to {session.environment?.authServer} ({session.grant === 'code' ? 'authorization code + PKCE' : 'implicit grant, no refresh'}).
              </Text>
              <Button variant="light" color="gray" onClick={() => signOut()}>
                Sign out
              </Button>
            </Group>
          )}
          {session.status === 'active' && session.grant === 'token' && (
            <Alert color="yellow" title="Signed in without refresh">
              {IMPLICIT_NOTICE}
            </Alert>
          )}
          <EnvironmentPicker
            id="signin-env-label"
            label="Environment"
            value={preset}
            onChange={(value: AuthPreset) => {
              setPreset(value);
              setError(undefined);
            }}
            labels={{ sim: AUTH_PRESETS.sim.label, live: AUTH_PRESETS.live.label }}
          />
          {preset === 'custom' ? (
            <>
              <TextInput
                label="Authentication server"
                description="Its root address: Refex calls /authorize and /token under it (for `npm run sim`: http://127.0.0.1:4010)."
                value={customAuth}
                onChange={(event) => setCustomAuth(event.currentTarget.value)}
                error={authProblem}
                autoComplete="url"
              />
              <TextInput
                label="Gateway for its tokens"
                description="The OpenAPI root the tokens are for (for `npm run sim`: the same address)."
                value={customGateway}
                onChange={(event) => setCustomGateway(event.currentTarget.value)}
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
          <Text size="sm">
            Redirect URL to register for your app, exactly: <Code style={{ wordBreak: 'break-all' }}>{redirect}</Code>
          </Text>
          <GrantAdvice access={known} />
          {error && (
            <Alert color="red" title="Sign-in failed" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button variant="default" onClick={() => void check()} disabled={!envReady} loading={busy}>
              Check the environment
            </Button>
            <Button type="submit" disabled={!envReady || !appKey.trim()} loading={busy}>
              Sign in
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
