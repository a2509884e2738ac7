import { useMemo } from 'react';
import { Box, Text } from '@mantine/core';
import { sanitizeNarrative } from './sanitize';

/** A narrative from the service, shown only after sanitising (see sanitize.ts). */
export function Narrative({ html, label }: { html: unknown; label: string }) {
  const safe = useMemo(() => sanitizeNarrative(html), [html]);
  if (!safe) {
    return (
      <Text size="sm" c="dimmed">
        No narrative.
      </Text>
    );
  }
  return <Box className="ca-narrative" fz="sm" aria-label={label} role="region" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: safe }} />;
}
