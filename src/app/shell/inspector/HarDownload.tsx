/** "Download HAR": the shown view's requests as an HTTP Archive (src/lib/har.ts), the token and anything named like a key masked. */
import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import type { Exchange } from '@/api/request-log';
import { statusCodeText } from '@/components/describe-error';
import { downloadText, safeFileName } from '@/lib/csv';
import { buildHar, harText } from '@/lib/har';

/** The program named in the file. */
const CREATOR = { name: 'Refex request inspector', version: '1' };

export function HarDownload({ records, view, token }: { records: readonly Exchange[]; view: string; token: string | undefined }) {
  const [message, setMessage] = useState('');
  const download = () => {
    const har = buildHar(records, { creator: CREATOR, page: view, token, statusText: (status) => statusCodeText(status).replace(/^\d+\s*/, '') });
    const stamp = new Date()
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replace(/:/g, '-');
    downloadText(safeFileName(`refex-requests-${view}-${stamp}.har`), harText(har), 'application/json;charset=utf-8');
    setMessage(`${har.log.entries.length} ${har.log.entries.length === 1 ? 'request' : 'requests'} saved as HAR, the token and every value named like a key or secret masked.`);
  };
  return (
    <Group gap="xs" wrap="wrap">
      <Button size="compact-sm" variant="default" onClick={download} disabled={records.length === 0}>
        Download HAR
      </Button>
      <Text size="xs" c="dimmed" aria-live="polite">
        {message}
      </Text>
    </Group>
  );
}
