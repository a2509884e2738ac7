import { Text } from '@mantine/core';
import { usePacing } from '@/api/backend';
import { useNow } from '@/lib/use-now';

/** Says when requests wait for the gateway's quota (60 reference-data requests a minute), and for how long. */
export function PacingNotice() {
  const { waiting, nextAt } = usePacing();
  const now = useNow(1000);
  if (waiting === 0) return null;
  const seconds = nextAt === undefined ? undefined : Math.max(0, Math.ceil((nextAt - now.getTime()) / 1000));
  return (
    <Text role="status" size="xs" px="sm" py={4} bg="yellow.1" c="dark.8" ta="center">
      Pacing: {waiting} {waiting === 1 ? 'request waits' : 'requests wait'} for the gateway&apos;s quota (60 reference-data requests a minute)
      {seconds !== undefined ? `; the next goes in ${seconds} s` : ''}.
    </Text>
  );
}
