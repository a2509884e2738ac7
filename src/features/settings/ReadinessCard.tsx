/** What works from this address for the chosen environment: three checks, each remembered per environment. */
import { useState } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { AuthEnvironment } from '@/api/auth/flow';
import { HeldButton } from '@/components/HeldButton';
import { checkFrame, checkGateway, checkTokenEndpoint, rememberedReadiness, type CheckName, type CheckResult, type Readiness } from '@/api/auth/readiness';

const TITLES: Record<CheckName, string> = {
  token: 'Token endpoint readable from this page',
  gateway: 'Gateway answers this address',
  frame: 'Silent renewal in a hidden frame',
};

const VERDICT: Record<CheckResult['verdict'], { label: string; color: string }> = {
  yes: { label: 'Yes', color: 'teal.9' },
  no: { label: 'No', color: 'red.9' },
  unknown: { label: 'Not known', color: 'gray.8' },
};

export function ReadinessCard({ env, appKey, ready, onToken }: { env: AuthEnvironment; appKey: string; ready: boolean; onToken: () => void }) {
  const [results, setResults] = useState<Record<string, Readiness>>({});
  const [busy, setBusy] = useState(false);
  const shown: Readiness = { ...(ready ? rememberedReadiness(env.authServer) : {}), ...results[env.authServer] };

  const run = async () => {
    setBusy(true);
    const key = env.authServer;
    const put = (name: CheckName, result: CheckResult) => setResults((previous) => ({ ...previous, [key]: { ...previous[key], [name]: result } }));
    try {
      const [token, gateway] = await Promise.all([checkTokenEndpoint(env), checkGateway(env)]);
      put('token', token);
      put('gateway', gateway);
      onToken();
      if (appKey.trim()) put('frame', await checkFrame(env, appKey));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="readiness-heading">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm" id="readiness-heading">
            What works from this address
          </Text>
          <HeldButton size="compact-sm" variant="default" onClick={() => void run()} held={!ready || busy} busy={busy}>
            Check this environment
          </HeldButton>
        </Group>
        {(Object.keys(TITLES) as CheckName[]).map((name) => {
          const result = shown[name];
          const verdict = result ? VERDICT[result.verdict] : undefined;
          return (
            <div key={name} role="group" aria-label={TITLES[name]}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Badge color={verdict?.color ?? 'gray.8'} variant="filled" style={{ flexShrink: 0 }}>
                  {verdict?.label ?? 'Not checked'}
                </Badge>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {TITLES[name]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {result?.text ?? (name === 'frame' && !appKey.trim() ? 'Needs the AppKey: the check asks the server with it.' : 'Not checked from this address yet.')}
                  </Text>
                </div>
              </Group>
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
