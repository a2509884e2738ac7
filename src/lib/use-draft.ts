import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';

/**
 * A field's text while the user edits it, committed after a pause (or at
 * once with `flush`). When the committed value changes from elsewhere (back
 * button, a recent search, "reset"), the field follows; the value it sent
 * itself coming back (possibly normalised, e.g. trimmed) does not overwrite
 * what the user typed since.
 */
export function useDraft(external: string, commit: (value: string) => void, { delay = 400, normalize = (value: string) => value.trim() } = {}) {
  const [draft, setDraft] = useState(external);
  const [previous, setPrevious] = useState(external);
  const [sent, setSent] = useState(external);

  if (external !== previous) {
    setPrevious(external);
    if (normalize(external) !== normalize(sent)) {
      setDraft(external);
      setSent(external);
    }
  }

  const debounced = useDebouncedCallback((value: string) => {
    setSent(value);
    commit(value);
  }, delay);

  const change = (value: string) => {
    setDraft(value);
    debounced(value);
  };
  const flush = () => debounced.flush();
  return {
    value: draft,
    change,
    /** Commits the pending change now (Enter, blur). */
    flush,
    /** Sets and commits a value at once (clear buttons). */
    set: (value: string) => {
      debounced.cancel();
      setDraft(value);
      setSent(value);
      commit(value);
    },
    /** The props that bind a text input to the draft: typing edits it, Enter and leaving the field commit it. */
    field: {
      value: draft,
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(event.currentTarget.value),
      onBlur: flush,
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') flush();
      },
    },
  };
}
