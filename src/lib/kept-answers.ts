/**
 * The request inspector keeps earlier answers in an IndexedDB database of this name (see
 * src/app/shell/inspector/answer-history.ts). It goes with the user's data: forgetKeptAnswers() deletes it
 * without loading any inspector code, so the first load can call it when a gateway user leaves.
 */
export const KEPT_ANSWERS_DB = 'refex-kept-answers';

/** Deletes every kept answer (the whole database); nothing happens where IndexedDB is missing or refused. */
export function forgetKeptAnswers(): void {
  try {
    if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(KEPT_ANSWERS_DB);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
