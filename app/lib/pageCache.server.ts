// A page cache for visitors the shop knows nothing about yet (no cookie, no GPC signal): every such
// visitor of a URL gets the same document, so it is rendered once and served from the worker's Cache API
// for as long as the catalogue data behind it is (Hydrogen's CacheShort: fresh 1 s, then stale for 9 s
// while a new copy renders in the background). Each copy served gets its own CSP nonce.

const PAGE_CACHE_NAME = 'pages';
export const PAGE_FRESH_SECONDS = 1;
export const PAGE_STALE_SECONDS = 9;

/** Tells a reader (and the bench) how a document was answered: `hit`, `stale` or `miss`. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';
const STORED_AT_HEADER = 'X-Page-Stored-At';
const NONCE_IN_CSP = /'nonce-([^']+)'/;

// Request headers the app reads to render a document; any of them makes the page the visitor's own.
const PERSONAL_REQUEST_HEADERS = ['Cookie', 'Authorization', 'Sec-GPC'];

type CacheState = 'hit' | 'stale';

/**
 * Whether the page being rendered may be shared. A loader whose optional data failed (the page still
 * answers 200, without it) refuses, so no visitor is shown the degraded page once the source is back.
 */
export class PageSharing {
  #refused = false;
  refuse(): void {
    this.#refused = true;
  }
  get refused(): boolean {
    return this.#refused;
  }
}

/** The cache key of a request whose document may be shared, or null when it must be rendered for it. */
export function sharedPageKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  if (PERSONAL_REQUEST_HEADERS.some((name) => request.headers.has(name))) return null;
  const url = new URL(request.url);
  // Remix's data requests (single fetch) answer JSON-like streams, not documents.
  if (url.pathname.endsWith('.data') || url.searchParams.has('_data')) return null;
  url.hash = '';
  return url.href;
}

/**
 * A document may be shared when it is a complete success that nothing marked as personal: a 200 HTML page
 * with a nonce-based CSP (so each copy can get its own nonce), no cookie set and no caching rules of its
 * own. Degraded pages answer 503 and are never kept.
 */
export function isSharablePage(response: Response): boolean {
  const {headers} = response;
  return (
    response.status === 200 &&
    response.body !== null &&
    (headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !headers.has('Set-Cookie') &&
    !headers.has('Cache-Control') &&
    NONCE_IN_CSP.test(headers.get('Content-Security-Policy') ?? '')
  );
}

/** The copy kept in the cache: the page without the visitor's own analytics IDs, stamped with its age. */
function storedCopy(body: string, page: Response, now: number): Response {
  const headers = new Headers(page.headers);
  // Hydrogen puts this visitor's analytics IDs in Server-Timing; another visitor must not inherit them.
  headers.delete('Server-Timing');
  headers.delete(PAGE_CACHE_HEADER);
  headers.set(STORED_AT_HEADER, String(now));
  // The Cache API keeps an entry only as long as its Cache-Control allows: fresh plus stale.
  headers.set('Cache-Control', `public, max-age=${PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS}`);
  return new Response(body, {status: page.status, headers});
}

/** A random nonce in the form Hydrogen's CSP helper makes: 16 bytes as hex. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One visitor's copy of a stored page: the stored nonce is replaced by a new one in the CSP header and
 * everywhere in the document, so no two answers share a nonce.
 */
export async function copyForVisitor(
  stored: Response,
  state: CacheState,
  nonce = createNonce(),
): Promise<Response> {
  const headers = new Headers(stored.headers);
  // The stamp and lifetime are the cache's own; Age and CF-Cache-Status are what the Cache API adds.
  for (const name of [STORED_AT_HEADER, 'Cache-Control', 'Age', 'CF-Cache-Status'])
    headers.delete(name);
  headers.set(PAGE_CACHE_HEADER, state);
  let html = await stored.text();
  const csp = headers.get('Content-Security-Policy') ?? '';
  const storedNonce = NONCE_IN_CSP.exec(csp)?.[1];
  if (storedNonce) {
    html = html.replaceAll(storedNonce, nonce);
    headers.set('Content-Security-Policy', csp.replaceAll(storedNonce, nonce));
  }
  return new Response(html, {status: stored.status, headers});
}

/** How old a stored page is, in seconds; a page without a stamp counts as too old to serve fresh. */
function ageInSeconds(stored: Response, now: number): number {
  const storedAt = Number(stored.headers.get(STORED_AT_HEADER));
  return Number.isFinite(storedAt) && storedAt > 0 ? (now - storedAt) / 1000 : Infinity;
}

export interface PageCacheOptions {
  /** Renders the document; the app's loaders may refuse `sharing` while it renders. */
  render: (request: Request, sharing: PageSharing) => Promise<Response>;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  /** The Cache API's cache; tests pass their own. */
  openCache?: () => Promise<Cache>;
}

// URLs whose new copy is rendering in the background in this worker, so a burst of stale hits starts one.
const refreshing = new Set<string>();

/**
 * Answers a request from the page cache when it may, and otherwise renders it, keeping a sharable answer
 * while it streams to the visitor. Any failure of the cache itself falls back to rendering.
 */
export async function withPageCache(
  request: Request,
  options: PageCacheOptions,
): Promise<Response> {
  const key = sharedPageKey(request);
  if (!key) return options.render(request, new PageSharing());
  const now = options.now ?? Date.now;
  const cache = await (options.openCache ?? (() => caches.open(PAGE_CACHE_NAME)))().catch(
    () => null,
  );
  if (!cache) return options.render(request, new PageSharing());

  const stored = await cache.match(key).catch(() => undefined);
  if (stored) {
    const age = ageInSeconds(stored, now());
    if (age <= PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS) {
      const isFresh = age <= PAGE_FRESH_SECONDS;
      if (!isFresh && !refreshing.has(key)) {
        refreshing.add(key);
        options.waitUntil(
          refreshPage(key, request, cache, options, now).finally(() => refreshing.delete(key)),
        );
      }
      const copy = await copyForVisitor(stored, isFresh ? 'hit' : 'stale').catch(() => null);
      if (copy) return copy;
    } else {
      await stored.body?.cancel();
    }
  }

  const sharing = new PageSharing();
  const page = await options.render(request, sharing);
  if (!isSharablePage(page) || !page.body) return page;
  const [forVisitor, forCache] = page.body.tee();
  options.waitUntil(keepIfShared(key, forCache, page, sharing, cache, now).catch(() => undefined));
  const answer = new Response(forVisitor, page);
  answer.headers.set(PAGE_CACHE_HEADER, 'miss');
  return answer;
}

/** Stores a rendered page once all of it has streamed, unless a loader refused to share it meanwhile. */
async function keepIfShared(
  key: string,
  body: ReadableStream,
  page: Response,
  sharing: PageSharing,
  cache: Cache,
  now: () => number,
): Promise<void> {
  // Deferred data (related products) settles while the document streams, so the verdict comes last.
  const html = await new Response(body).text();
  if (!sharing.refused) await cache.put(key, storedCopy(html, page, now()));
}

/** Renders a stale page again, apart from any visitor's connection, and keeps it if it may be shared. */
async function refreshPage(
  key: string,
  request: Request,
  cache: Cache,
  options: PageCacheOptions,
  now: () => number,
): Promise<void> {
  try {
    const sharing = new PageSharing();
    const page = await options.render(new Request(key, {headers: request.headers}), sharing);
    if (isSharablePage(page) && page.body) {
      await keepIfShared(key, page.body, page, sharing, cache, now);
    } else {
      await page.body?.cancel();
    }
  } catch (error) {
    console.error(`Refreshing the stored page ${key} failed`, error);
  }
}

/** Drops a stored page, e.g. a product page whose live copy an admin has just changed. */
export async function forgetStoredPage(url: string): Promise<void> {
  const cache = await caches.open(PAGE_CACHE_NAME);
  await cache.delete(url);
}
