import { useMemo } from 'react';
import { Box } from '@mantine/core';
import { Note } from '@/components/Note';
import { sanitizeNarrative } from './sanitize';

/** A narrative from the service, shown only after sanitising (see sanitize.ts). */
export function Narrative({ html, label }: { html: unknown; label: string }) {
  const safe = useMemo(() => sanitizeNarrative(html), [html]);
  if (!safe) return <Note>No narrative.</Note>;
  return <Box className="ca-narrative" fz="sm" aria-label={label} role="region" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: safe }} />;
}
