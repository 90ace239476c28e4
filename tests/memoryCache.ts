import type {CopyOverrideCache} from '~/features/product/copyOverrides.server';

/** The Cache API's three calls the app makes, in memory, with the keys deleted from it. */
const keyOf = (key: RequestInfo | URL) =>
  typeof key === 'string' ? key : key instanceof URL ? key.href : key.url;

export function memoryCache() {
  const entries = new Map<string, Response>();
  const deleted: string[] = [];
  const cache: CopyOverrideCache = {
    match: (key) => Promise.resolve(entries.get(keyOf(key))?.clone()),
    put: (key, response) => {
      entries.set(keyOf(key), response);
      return Promise.resolve();
    },
    delete: (key) => {
      deleted.push(keyOf(key));
      return Promise.resolve(entries.delete(keyOf(key)));
    },
  };
  return {cache, entries, deleted};
}
