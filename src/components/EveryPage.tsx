/**
 * "Fetch every page" of a paged list: a button in the first load; the runner (progress, cancel, the CSV and
 * JSON downloads) loads when the button is first used.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import type { EveryPageProps } from './every-page/props';

const EveryPageRunner = lazy(() => import('./every-page/EveryPageRunner'));

export type { EveryPageProps };

export function EveryPage(props: EveryPageProps) {
  const listKey = JSON.stringify(props.list);
  // A run belongs to the list it was started for: another search or filter starts from the button again.
  const [startedFor, setStartedFor] = useState<string | undefined>(undefined);
  const button = (loading: boolean) => (
    <Button size="xs" variant="default" loading={loading} disabled={props.disabled} onClick={() => setStartedFor(listKey)}>
      Fetch every page
    </Button>
  );
  if (startedFor !== listKey) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <EveryPageRunner key={listKey} {...props} onDismiss={() => setStartedFor(undefined)} />
    </Suspense>
  );
}
