import { useState } from 'react';
import { clipboardOf } from '@/lib/clipboard';

/**
 * Copying a text from the inspector: through the clipboard of the window the control is in (the page, or the
 * inspector's own window), told in words; where the clipboard refuses, the text is kept for a field to select
 * it from by hand.
 */
export function useCopy(): {
  message: string;
  /** The text the clipboard refused, to show in a read-only field; undefined once a copy succeeds. */
  fallback: string | undefined;
  copy: (from: Element, text: string, words: { copied: string; refused: string }) => void;
} {
  const [message, setMessage] = useState('');
  const [fallback, setFallback] = useState<string | undefined>();
  const copy = (from: Element, text: string, words: { copied: string; refused: string }) => {
    const failed = () => {
      setMessage(words.refused);
      setFallback(text);
    };
    const clipboard = clipboardOf(from);
    if (!clipboard) failed();
    else
      clipboard.writeText(text).then(() => {
        setFallback(undefined);
        setMessage(words.copied);
      }, failed);
  };
  return { message, fallback, copy };
}
