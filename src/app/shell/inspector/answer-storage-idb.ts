/**
 * Kept answers in IndexedDB (plain API): one store of what is known of each answer, indexed by its group
 * (backend and URL), and one of bodies, read only when an answer is opened or compared. The database is
 * the one src/lib/kept-answers.ts deletes with the user's data: its connection closes when asked to, so
 * the deletion is never held up by an open inspector (the next use opens it again).
 */
import { KEPT_ANSWERS_DB } from '@/lib/kept-answers';
import type { AnswerStorage, KeptAnswer } from './answer-history';

const META = 'meta';
const BODY = 'body';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
}

export function idbStorage(factory: IDBFactory | undefined = typeof indexedDB === 'undefined' ? undefined : indexedDB): AnswerStorage {
  let opening: Promise<IDBDatabase> | undefined;
  const open = () =>
    (opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      if (!factory) {
        reject(new Error('No IndexedDB here'));
        return;
      }
      const request = factory.open(KEPT_ANSWERS_DB, 1);
      request.onupgradeneeded = () => {
        const db = request.result;
        db.createObjectStore(META, { keyPath: 'id' }).createIndex('key', 'key');
        db.createObjectStore(BODY, { keyPath: 'id' });
      };
      request.onsuccess = () => {
        const db = request.result;
        // Another tab, or sign-out, deletes the database: let go, and open anew on the next use.
        db.onversionchange = () => {
          db.close();
          opening = undefined;
        };
        db.onclose = () => {
          opening = undefined;
        };
        resolve(db);
      };
      request.onerror = () => {
        opening = undefined;
        reject(request.error ?? new Error('IndexedDB refused'));
      };
      request.onblocked = () => undefined;
    }));

  const read = async <T>(store: string, ask: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    return done(ask(db.transaction(store, 'readonly').objectStore(store)));
  };
  const change = async (apply: (meta: IDBObjectStore, body: IDBObjectStore) => void): Promise<void> => {
    const db = await open();
    const transaction = db.transaction([META, BODY], 'readwrite');
    apply(transaction.objectStore(META), transaction.objectStore(BODY));
    await finished(transaction);
  };

  return {
    put: (answers) =>
      change((meta, body) => {
        for (const answer of answers) {
          meta.put(answer.meta);
          body.put({ id: answer.meta.id, body: answer.body });
        }
      }),
    all: () => read(META, (store) => store.getAll() as IDBRequest<KeptAnswer[]>),
    of: (key) => read(META, (store) => store.index('key').getAll(key) as IDBRequest<KeptAnswer[]>),
    body: async (id) => (await read(BODY, (store) => store.get(id) as IDBRequest<{ body?: unknown } | undefined>))?.body as string | undefined,
    remove: (ids) =>
      change((meta, body) => {
        for (const id of ids) {
          meta.delete(id);
          body.delete(id);
        }
      }),
    clear: () =>
      change((meta, body) => {
        meta.clear();
        body.clear();
      }),
  };
}
