import { useState } from 'react';
import { Alert, Button, Code, Group, List, Text } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { SearchNote } from '../lib/search-params';

/**
 * Says which URL parameters were ignored because their values were invalid;
 * the page shows its defaults for them. Offers to clean up the address.
 */
export function SearchNotes({ notes: getNotes }: { notes: (raw: Record<string, unknown>) => SearchNote[] }) {
  const raw = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const navigate = useNavigate();
  const notes = getNotes(raw);
  const signature = notes.map((note) => `${note.field}=${note.value}`).join('&');
  const [dismissed, setDismissed] = useState<string | undefined>(undefined);
  if (notes.length === 0 || dismissed === signature) return null;

  return (
    <Alert color="yellow" variant="light" title="Some address parameters were ignored" withCloseButton closeButtonLabel="Dismiss" onClose={() => setDismissed(signature)} mb="md">
      <List size="sm">
        {notes.map((note) => (
          <List.Item key={note.field}>
            <Code>
              {note.field}={note.value}
            </Code>{' '}
            <Text span size="sm">
              is not valid ({note.message}); the default is used instead.
            </Text>
          </List.Item>
        ))}
      </List>
      <Group mt="xs">
        <Button
          size="xs"
          variant="light"
          color="yellow"
          onClick={() =>
            void navigate({
              to: '.',
              replace: true,
              search: (prev: Record<string, unknown>) => {
                const next = { ...prev };
                for (const note of notes) delete next[note.field];
                return next;
              },
            })
          }
        >
          Clean up the address
        </Button>
      </Group>
    </Alert>
  );
}
