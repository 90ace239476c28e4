// mini-oxygen's local Cache API keeps every entry until someone asks for it again after it expired, so each
// distinct key a worker ever stored stays on disk (in /tmp: memory, where /tmp is a tmpfs). Hydrogen's
// sub-request cache has a key per distinct query, and some come from the URL (`/?collection=<any slug>`,
// `/collections/<any handle>`): 50 MB in 10 minutes of made-up collection names. Locally (SITE_ENV=local)
// the worker's Hydrogen cache goes through `withKeyLimit`; Oxygen's cache evicts by itself.

/** The key a cache call names: a URL, or a Request's URL. */
function keyOf(request: RequestInfo | URL): string {
  if (typeof request === 'string') return request;
  return request instanceof URL ? request.href : request.url;
}

/**
 * The cache as Hydrogen uses it (match, put, delete), remembering the keys this worker put, oldest first,
 * and deleting the oldest once there are more than `limit`. `keys` lives as long as the worker.
 */
export function withKeyLimit(cache: Cache, limit: number, keys: Set<string>): Cache {
  const limited: Pick<Cache, 'match' | 'put' | 'delete'> = {
    match: (request, options) => cache.match(request, options),
    delete: (request, options) => {
      keys.delete(keyOf(request));
      return cache.delete(request, options);
    },
    async put(request, response) {
      const key = keyOf(request);
      keys.delete(key);
      keys.add(key);
      const evicted: string[] = [];
      for (const oldest of keys) {
        if (keys.size - evicted.length <= limit) break;
        evicted.push(oldest);
      }
      for (const oldest of evicted) keys.delete(oldest);
      await Promise.all([
        cache.put(request, response),
        ...evicted.map((oldest) => cache.delete(oldest)),
      ]);
    },
  };
  // Hydrogen takes a Cache and calls only these three.
  return limited as Cache;
}
