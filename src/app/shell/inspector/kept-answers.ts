/**
 * The page's one history of answers (answer-history.ts) over IndexedDB, and the hooks the inspector reads
 * it with. It starts keeping answers when the inspector first mounts (its first opening), never before.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { backendKey, getBackend, subscribeBackend } from '@/api/backend';
import { requestLog } from '@/api/request-log';
import { createAnswerHistory } from './answer-history';
import { idbStorage } from './answer-storage-idb';

export const answerHistory = createAnswerHistory(idbStorage(), { current: () => backendKey(getBackend()) });

/** Keeps the log's answers while the inspector is mounted; a gateway user who leaves takes their queued answers along. */
export function useKeepingAnswers(): void {
  useEffect(() => {
    const stop = answerHistory.start(requestLog);
    let previous = backendKey(getBackend());
    // The shell deletes the kept answers of a gateway user who leaves (forgetPreviousBackend): nothing queued of theirs is written after.
    const unsubscribe = subscribeBackend(() => {
      const next = backendKey(getBackend());
      if (next !== previous && previous.startsWith('gateway:')) answerHistory.dropQueued(previous);
      previous = next;
    });
    // Leaving the page (a reload, a closed tab) writes what is queued at once, rather than when idle: a small write
    // begun then usually completes.
    const onHide = () => void answerHistory.flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      stop();
      unsubscribe();
      window.removeEventListener('pagehide', onHide);
    };
  }, []);
}

/** A number that changes whenever what is kept changes (a batch written, answers forgotten). */
export function useKeptVersion(): number {
  return useSyncExternalStore(answerHistory.subscribe, answerHistory.version, answerHistory.version);
}
