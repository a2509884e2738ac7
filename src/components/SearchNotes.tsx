import { useEffect, useSyncExternalStore } from 'react';
import { Alert, Code, List, Text } from '@mantine/core';
import type { NotesSource, SearchNote } from '@/lib/search-params';

const NONE: SearchNote[] = [];
const noStore = { get: () => NONE, subscribe: () => () => {} };

/**
 * Says which address parameters were ignored because their values were
 * invalid; the page shows its defaults for them and the address no longer
 * carries them.
 */
export function SearchNotes({ notes: source }: { notes: NotesSource }) {
  const store = source.store ?? noStore;
  const notes = useSyncExternalStore(store.subscribe, store.get, store.get);

  useEffect(() => {
    source.store?.cancelClear();
    // Leaving the page forgets the notes.
    return () => source.store?.clearSoon();
  }, [source]);

  if (notes.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title="Some address parameters were ignored" withCloseButton closeButtonLabel="Dismiss" onClose={() => source.store?.clear()} mb="md">
      <List size="sm">
        {notes.map((note) => (
          <List.Item key={note.field}>
            <Code>
              {note.field}={note.value}
            </Code>{' '}
            <Text span size="sm">
              {note.partial ? `was ignored (${note.message}); the other values are used.` : `is not valid (${note.message}); the default is used instead.`}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
