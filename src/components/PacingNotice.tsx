import { Text } from '@mantine/core';
import { useBackend, usePacing } from '@/api/backend';
import { tightestLimit } from '@/api/quotas';
import { useNow } from '@/lib/use-now';
import { OnDemand } from './OnDemand';

// Connected to a gateway only: the first load of the demo does not carry it.
const loadRateMeter = () => import('./RateMeter');

/**
 * Connected to a gateway: the rate-limit meter, and when requests wait for the gateway's quota (of reference
 * data, src/api/quotas.ts), how many and for how long.
 */
export function PacingNotice() {
  const { waiting, nextAt } = usePacing();
  const connected = useBackend().kind === 'gateway';
  const now = useNow(1000);
  const seconds = nextAt === undefined ? undefined : Math.max(0, Math.ceil((nextAt - now.getTime()) / 1000));
  return (
    <>
      {connected && <OnDemand load={loadRateMeter} />}
      {waiting > 0 && (
        <Text role="status" size="xs" px="sm" py={4} bg="yellow.1" c="dark.8" ta="center">
          Pacing: {waiting} {waiting === 1 ? 'request waits' : 'requests wait'} for the gateway&apos;s quota ({tightestLimit('ref')} reference-data requests a minute)
          {seconds !== undefined ? `; the next goes in ${seconds} s` : ''}.
        </Text>
      )}
    </>
  );
}
