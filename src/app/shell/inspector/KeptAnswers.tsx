/** The inspector's word on the answers it keeps in this browser (answer-history.ts), and "Forget kept answers". */
import { useEffect, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { KEPT_LIMITS } from './answer-history';
import { answerHistory, useKeptVersion } from './kept-answers';

export function KeptAnswers() {
  const version = useKeptVersion();
  const [count, setCount] = useState<number>();
  const [message, setMessage] = useState('');
  useEffect(() => {
    let live = true;
    void answerHistory.count().then((value) => {
      if (live) setCount(value);
    });
    return () => {
      live = false;
    };
  }, [version]);

  const forget = () => {
    void answerHistory.forget().then(() => setMessage('Kept answers forgotten.'));
  };

  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
        Answers kept in this browser, to compare a request with its earlier answers: {count === undefined ? '…' : count} (the latest {KEPT_LIMITS.perUrl} of each address,
        {` ${KEPT_LIMITS.total}`} in all; headers and tokens are never kept; they go when you sign out).
      </Text>
      <Button size="compact-sm" variant="default" onClick={forget}>
        Forget kept answers
      </Button>
      <Text size="xs" role="status" c="dimmed">
        {message}
      </Text>
    </Group>
  );
}
