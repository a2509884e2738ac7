/**
 * State of the "token refused" prompt. A 401 on a pasted token opens it (the
 * query client decides: a signed-in session renews instead); the user pastes a
 * new token in place and stays on the page they were on.
 */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const tokenPrompt = {
  open(): void {
    if (open) return;
    open = true;
    emit();
  },
  close(): void {
    if (!open) return;
    open = false;
    emit();
  },
  isOpen: (): boolean => open,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useTokenPromptOpen(): boolean {
  return useSyncExternalStore(tokenPrompt.subscribe, tokenPrompt.isOpen, tokenPrompt.isOpen);
}
