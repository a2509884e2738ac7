import { useRef, useState, type RefObject } from 'react';
import { Alert, Badge, Button, Checkbox, Code, Group, Paper, PasswordInput, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { HeldButton } from '@/components/HeldButton';
import { notifications } from '@mantine/notifications';
import { DEMO_USERS, GATEWAY_PRESETS, gatewayLabel, getLastGatewayUrl, needsToken, presetOf, setBackend, useBackend, type DemoUserId, type GatewayPreset } from '@/api/backend';
import { checkToken } from '@/api/client';
import { testConnection, validateGatewayUrl, type ConnectionResult } from '@/api/connection';
import { Note } from '@/components/Note';
import { SignInSection } from './SignInSection';
import { EnvironmentPicker } from './EnvironmentPicker';

/** `from`: where to come back to after signing in (a path and search of this origin, checked before use). */
export function SettingsPage({ from }: { from: string | undefined }) {
  const backend = useBackend();
  // Connected or disconnected, the focus goes to what now says which backend is in use (the button pressed goes away
  // or is held): never to the page's body.
  const current = useRef<HTMLElement>(null);
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>Settings</Title>
        <Note>Choose what Refex talks to: the built-in simulator (no account needed), or a real gateway: sign in with the broker, or paste a token.</Note>
      </div>
      <CurrentBackend ref={current} />
      <DemoSection active={backend.kind === 'demo'} current={backend.kind === 'demo' ? backend.demoUser : undefined} />
      <SignInSection from={from} current={current} />
      <GatewaySection current={current} />
    </Stack>
  );
}

function CurrentBackend({ ref }: { ref: RefObject<HTMLElement | null> }) {
  const backend = useBackend();
  return (
    <Paper ref={ref} withBorder p="md" aria-label="Current backend" component="section" tabIndex={-1}>
      <Group justify="space-between">
        <Text>
          Now using:{' '}
          <Text span fw={600}>
            {backend.kind === 'demo' ? `the simulator, as the ${DEMO_USERS[backend.demoUser].label.toLowerCase()} demo user` : `the gateway ${gatewayLabel(backend.baseUrl)}`}
          </Text>
          {backend.kind === 'gateway' && backend.signIn && <Text span> (signed in with the broker)</Text>}
          {needsToken(backend) && (
            <Text span c="red" fw={500}>
              {' '}
              (no token in this tab: the session ended; paste a token below)
            </Text>
          )}
        </Text>
        {backend.kind === 'gateway' && (
          <Button
            variant="light"
            color="gray"
            onClick={() => {
              setBackend({ kind: 'demo', demoUser: 'demo' });
              ref.current?.focus();
            }}
          >
            Disconnect and use the demo
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function DemoSection({ active, current }: { active: boolean; current: DemoUserId | undefined }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="demo-heading">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id="demo-heading">
            Demo simulator
          </Title>
          {active && <Badge color="teal">in use</Badge>}
        </Group>
        <Note>A simulated service running in your browser, with deterministic data. Pick a demo user to see how entitlements change what the service returns.</Note>
        <Radio.Group
          label="Demo user"
          value={current ?? ''}
          onChange={(value) => {
            const demoUser = value as DemoUserId;
            setBackend({ kind: 'demo', demoUser });
            notifications.show({ message: `Now using the simulator as the ${DEMO_USERS[demoUser].label.toLowerCase()} demo user.` });
          }}
        >
          <Stack gap="xs" mt="xs">
            {(Object.keys(DEMO_USERS) as DemoUserId[]).map((id) => (
              <Radio key={id} value={id} label={DEMO_USERS[id].label} description={DEMO_USERS[id].description} />
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}

function GatewaySection({ current }: { current: RefObject<HTMLElement | null> }) {
  const backend = useBackend();
  // The gateway in use, or the last one used: a custom address is not forgotten on disconnecting.
  const initialUrl = getLastGatewayUrl() ?? GATEWAY_PRESETS.sim.url;
  const [preset, setPreset] = useState<GatewayPreset>(presetOf(initialUrl));
  const [customUrl, setCustomUrl] = useState(presetOf(initialUrl) === 'custom' ? initialUrl : '');
  const [token, setToken] = useState('');
  const [remember, setRemember] = useState(backend.kind === 'gateway' ? backend.rememberToken : false);
  const [result, setResult] = useState<ConnectionResult | undefined>(undefined);
  const [testing, setTesting] = useState(false);

  const baseUrl = preset === 'custom' ? customUrl : GATEWAY_PRESETS[preset].url;
  const urlProblem = preset === 'custom' && customUrl.trim() ? validateGatewayUrl(customUrl) : undefined;
  // A token that no header could carry is refused in the field; a pasted "Bearer " is removed, and the field says so.
  const tokenCheck = checkToken(token);
  const tokenProblem = token.trim() && !tokenCheck.ok ? tokenCheck.error : undefined;
  const ready = Boolean(baseUrl.trim()) && tokenCheck.ok && !urlProblem;

  const runTest = async (): Promise<ConnectionResult | undefined> => {
    if (testing) return undefined;
    setTesting(true);
    setResult(undefined);
    try {
      const outcome = await testConnection(baseUrl, token);
      setResult(outcome);
      return outcome;
    } finally {
      setTesting(false);
    }
  };

  const connect = async () => {
    if (!ready || !tokenCheck.ok) return;
    const outcome = await runTest();
    if (!outcome?.ok) return;
    setBackend({ kind: 'gateway', baseUrl, token: tokenCheck.token, rememberToken: remember });
    setToken('');
    current.current?.focus();
    notifications.show({ color: 'blue', message: `Connected to ${gatewayLabel(baseUrl)}.` });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="gateway-heading">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void connect();
        }}
      >
        <Stack gap="sm">
          <Group gap="xs">
            <Title order={2} size="h4" id="gateway-heading">
              Connect to a gateway
            </Title>
            <Badge color="gray" variant="light">
              advanced: paste a token
            </Badge>
            {backend.kind === 'gateway' && !backend.signIn && <Badge color="blue">in use</Badge>}
          </Group>
          <Note>
            Use the broker’s SIM or LIVE environment with a bearer token (the developer portal issues 24-hour tokens for SIM). The token stays in this browser tab unless you ask to
            remember it; it is never put in the address bar or logged.
          </Note>
          <EnvironmentPicker
            id="gateway-preset-label"
            label="Gateway"
            value={preset}
            onChange={(value: GatewayPreset) => {
              setPreset(value);
              setResult(undefined);
            }}
            labels={{ sim: GATEWAY_PRESETS.sim.label, live: GATEWAY_PRESETS.live.label }}
          />
          {preset === 'custom' ? (
            <TextInput
              label="Base address"
              description={
                <>
                  The OpenAPI root, for example <Code>http://127.0.0.1:4010</Code> for <Code>npm run sim</Code>.
                </>
              }
              placeholder="https://gateway.example.com/openapi"
              value={customUrl}
              onChange={(event) => {
                setCustomUrl(event.currentTarget.value);
                setResult(undefined);
              }}
              error={urlProblem}
              autoComplete="url"
            />
          ) : (
            <Text size="sm">
              Base address: <Code>{GATEWAY_PRESETS[preset].url}</Code>
            </Text>
          )}
          <PasswordInput
            label="Access token"
            description={tokenCheck.ok && tokenCheck.note ? tokenCheck.note : 'Paste the bearer token (without the word Bearer).'}
            error={tokenProblem}
            value={token}
            onChange={(event) => {
              setToken(event.currentTarget.value);
              setResult(undefined);
            }}
            autoComplete="off"
          />
          <Checkbox
            label="Remember the token on this device (stored in this browser until you disconnect)"
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          {result && <ConnectionOutcome result={result} />}
          <Group>
            <HeldButton variant="default" onClick={() => void runTest()} held={testing || !ready} busy={testing}>
              Test connection
            </HeldButton>
            <HeldButton type="submit" held={testing || !ready} busy={testing}>
              Connect
            </HeldButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

const PROBLEM_TITLES: Record<string, string> = {
  'invalid-url': 'Invalid address',
  'no-token': 'Enter a token',
  unreachable: 'Gateway unreachable',
  cors: 'Refused by CORS',
  unauthorized: 'Token refused (401)',
  forbidden: 'Not entitled (403)',
  'not-found': 'Wrong address (404)',
  http: 'Gateway error',
  'invalid-response': 'Not an OpenAPI gateway',
  timeout: 'No answer',
};

function ConnectionOutcome({ result }: { result: ConnectionResult }) {
  if (result.ok) {
    return (
      <Alert color="green" title="Connection works" role="status">
        The gateway answered with {result.timeZones} time {result.timeZones === 1 ? 'zone' : 'zones'}.
        <CorrelationId id={result.correlationId} />
      </Alert>
    );
  }
  return (
    <Alert color="red" title={PROBLEM_TITLES[result.problem] ?? 'Connection failed'} role="alert">
      {result.message}
      <CorrelationId id={result.correlationId} />
    </Alert>
  );
}

/** The gateway's X-Correlation id, to quote when asking the broker for support. */
function CorrelationId({ id }: { id: string | undefined }) {
  if (!id) return null;
  return (
    <Text size="xs" c="dimmed" mt={4}>
      Correlation id: <Code>{id}</Code>
    </Text>
  );
}
