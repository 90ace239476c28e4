// Hydrogen's sub-request cache (the catalogue reads) goes through the Cache API on every render, a call out
// of the isolate and a copy of the stored body back in, for the same few entries every request (`/shop`'s
// listing, the product, the shop's analytics settings). `withMemory` keeps what this isolate put in its own
// memory too, for as long as the Cache API keeps it (the `max-age` it was put with), and answers from there.
// Hydrogen still decides what is fresh or stale from the entry's own headers, as before.

/** The Cache API's calls Hydrogen makes. */
type HydrogenCache = Pick<Cache, 'match' | 'put' | 'delete'>;

interface KeptEntry {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
  expiresAt: number;
}

/** What an isolate keeps, least recently used first; bounded by entries and bytes. */
export class MemoryStore {
  private readonly entries = new Map<string, KeptEntry>();
  private bytes = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get size() {
    return this.entries.size;
  }

  get(key: string, now: number): KeptEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) {
      this.bytes -= entry.body.byteLength;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: KeptEntry) {
    this.delete(key);
    if (entry.body.byteLength > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
    for (const [oldest, kept] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= kept.body.byteLength;
    }
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.byteLength;
  }
}

/** The key a cache call names: a URL, or a Request's URL. */
function keyOf(request: RequestInfo | URL): string {
  if (typeof request === 'string') return request;
  return request instanceof URL ? request.href : request.url;
}

/** How long the Cache API keeps a response put now, in seconds (its `max-age`), or null: not kept. */
function keptSeconds(headers: Headers): number | null {
  const match = /(?:^|[,\s])(?:s-maxage|max-age)=(\d+)/.exec(headers.get('Cache-Control') ?? '');
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * The cache as Hydrogen uses it (match, put, delete), with what this isolate put answered from `store`
 * until the `max-age` it was put with is over. A key this isolate did not put, or has dropped, is read from
 * the Cache API as before. Only plain GET keys (no match options) are kept.
 */
export function withMemory<C extends HydrogenCache>(
  cache: C,
  store: MemoryStore,
  now: () => number = Date.now,
): C {
  const kept: HydrogenCache = {
    async match(request, options) {
      const entry = options ? undefined : store.get(keyOf(request), now());
      if (!entry) return cache.match(request, options);
      return new Response(entry.body, {status: entry.status, headers: entry.headers});
    },
    async put(request, response) {
      const key = keyOf(request);
      const seconds = keptSeconds(response.headers);
      const isGet =
        typeof request === 'string' || request instanceof URL || request.method === 'GET';
      if (!isGet || seconds === null || seconds <= 0) {
        store.delete(key);
        return cache.put(request, response);
      }
      const body = await response.arrayBuffer();
      const headers = [...response.headers];
      store.set(key, {body, status: response.status, headers, expiresAt: now() + seconds * 1000});
      return cache.put(request, new Response(body, {status: response.status, headers}));
    },
    async delete(request, options) {
      store.delete(keyOf(request));
      return cache.delete(request, options);
    },
  };
  // Hydrogen takes a Cache and calls only these three.
  return kept as C;
}
