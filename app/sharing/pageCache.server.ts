// A page cache for visitors the shop knows nothing personal about (no cookie but the consent choice, no
// GPC signal): every such visitor of a URL with the same choice gets the same document, so it is rendered
// once and shared for as long as the catalogue data behind it is (Hydrogen's CacheShort: fresh 1 s, then
// stale for 9 s while a new copy renders in the background). Pages live in the worker's memory, ready to
// serve, and in the Cache API, which outlives the worker and is shared by the workers of a data centre.
// Each copy served gets its own CSP nonce.

import {
  guardSharedRender,
  PERSONAL_HEADERS,
  SHARED_QUERY_PARAMETERS,
  SHOPIFY_BROWSER_COOKIES,
} from './requestInputs.server';
import {declaredShopperSlots, shopperDataSlot, slotMarkers} from './shopperSlots';

/**
 * The one Cache API name the worker opens, for its shared pages, Hydrogen's sub-request cache and the
 * products' live copy alike (context.server): the first use of a name is a round trip of its own on a new
 * isolate (locally a Durable Object started, about 3 ms), paid before the first page can render. Their keys
 * never meet: pages are kept under page-cache.invalid, live copy under copy-override.invalid, Hydrogen's
 * entries under its own origin (shopify.dev).
 */
export const WORKER_CACHE_NAME = 'hydrogen';
export const PAGE_FRESH_SECONDS = 1;
export const PAGE_STALE_SECONDS = 9;
const PAGE_LIFETIME_SECONDS = PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS;
/** About 100 kB each: a few megabytes of the worker's 128 MB at most. */
export const PAGES_IN_MEMORY = 48;
/**
 * Locally (SITE_ENV=local), pages this worker has put in the Cache API and not yet deleted. Each is deleted
 * once its lifetime is over (or, past this many, the oldest first): mini-oxygen's Cache API never drops an
 * entry nobody asks for again, so every URL ever kept stayed on disk (1.2 GB in 10 minutes of new URLs).
 * Oxygen's Cache API evicts by itself, and a sweep there could delete another worker's newer copy.
 */
export const PAGES_IN_CACHE_API = 256;
/** Deletions one stored page may start, so a burst of expiries costs no request more than this many calls. */
const DELETIONS_PER_STORE = 16;

/** Tells a reader (and the bench) how a document was answered: `hit`, `stale` or `miss`. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';
const STORED_AT_HEADER = 'X-Page-Stored-At';
const NONCE_IN_CSP = /'nonce-([^']+)'/;

// Keys name the variant and the page under a host that is never asked for, so no real URL is a key.
const KEY_ORIGIN = 'https://page-cache.invalid';
const FIRST_VISIT = 'first-visit';

/**
 * What the page cache needs to know of the app, given once by the worker (server.ts) before its first
 * request: the one cookie a shared page may depend on, and which pages a cart template may never serve.
 */
export interface PageSharingPolicy {
  /** The one cookie a shared page may depend on (the consent choice); its value picks the page's variant. */
  sharedCookie: {
    name: string;
    /** The variant a request's Cookie header picks (a short word), or null when it picks none. */
    variantOf: (cookieHeader: string | null) => string | null;
    /** Every variant the cookie can pick. */
    variants: readonly string[];
  };
  /** Pages that show or change the cart or need a signed-in user: never served from a cart template. */
  isPersonalPath: (pathname: string) => boolean;
}

let policy: PageSharingPolicy | null = null;

/** Gives the page cache the app's sharing policy (server.ts does, once). */
export function setPageSharingPolicy(given: PageSharingPolicy): void {
  policy = given;
}

function sharingPolicy(): PageSharingPolicy {
  if (!policy)
    throw new Error('The page cache has no sharing policy: call setPageSharingPolicy first');
  return policy;
}

/** Every variant a page can have: a first visit, and each the shared cookie can pick. */
function pageVariants(): string[] {
  return [FIRST_VISIT, ...sharingPolicy().sharedCookie.variants];
}
// Response headers that belong to one answer: the visitor's analytics IDs (Hydrogen puts them in
// Server-Timing), the cache's own stamps, and what the Cache API adds.
const UNSHARED_RESPONSE_HEADERS = [
  'Server-Timing',
  'Content-Security-Policy',
  'Cache-Control',
  'Age',
  'CF-Cache-Status',
  PAGE_CACHE_HEADER,
  STORED_AT_HEADER,
];

type CacheState = 'hit' | 'stale';
/** How a cart shopper's page was answered: from a kept cart template (`cart-hit`, `cart-stale`) or one just rendered. */
export type CartTemplateState = `cart-${CacheState | 'miss'}`;

/**
 * Query parameters that only say where a visitor came from (ad and mail campaigns, analytics linkers, the
 * click ids Google, Meta, Microsoft, TikTok, X, Yandex, Instagram and Mailchimp add). No loader reads them,
 * so they neither split the page cache nor reach the render of a shared page; without this every campaign
 * link was a cache miss (112 requests/s against 1,828).
 */
const TRACKING_PARAMETER =
  /^(utm_.+|fbclid|gclid|gbraid|wbraid|dclid|srsltid|msclkid|ttclid|twclid|yclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * A page asked for with a parameter its page does not read (requestInputs.server), or with a long query, is
 * rendered for that visitor and not kept (the document repeats its query in its forms' `redirectTo`, so it
 * could not be shared under another key): otherwise every made-up URL (`/shop?x=1`, `/shop?x=2`, …) would
 * be a page of its own in the cache.
 * Listing filters and sort (`filter.*`, `sort_by`) are left out on purpose: their combinations (any price
 * range) are unbounded, so a filtered listing renders per request and never evicts the plain pages.
 */
const SHARED_QUERY_PARAMETER_SET = new Set<string>(SHARED_QUERY_PARAMETERS);
const SHARED_QUERY_MAX_LENGTH = 200;

/** Whether a page with this query (tracking parameters already dropped) may be kept and shared. */
function isSharableQuery(url: URL): boolean {
  if (url.search.length > SHARED_QUERY_MAX_LENGTH) return false;
  const names = [...url.searchParams.keys()];
  return (
    names.every((name) => SHARED_QUERY_PARAMETER_SET.has(name)) &&
    new Set(names).size === names.length
  );
}

/**
 * A redirect rendered for the URL without its tracking parameters, with them put back on its Location as
 * they came (raw text, in order), so a campaign link that lands on a moved page keeps its attribution.
 */
function withTrackingParametersKept(answer: Response, requestUrl: string): Response {
  const location = answer.headers.get('Location');
  if (answer.status < 300 || answer.status > 399 || !location) return answer;
  const query = requestUrl.split('#')[0]!.split('?')[1] ?? '';
  const tracking = query.split('&').filter((part) => {
    const name = part.split('=')[0]!;
    try {
      return TRACKING_PARAMETER.test(decodeURIComponent(name.replace(/\+/g, ' ')));
    } catch {
      return false;
    }
  });
  if (tracking.length === 0) return answer;
  const [beforeHash, hash] = location.split(/(?=#)/);
  const joiner = beforeHash!.includes('?') ? '&' : '?';
  const kept = new Response(answer.body, answer);
  kept.headers.set('Location', `${beforeHash}${joiner}${tracking.join('&')}${hash ?? ''}`);
  return kept;
}

/** The URL without its tracking parameters; every other parameter stays, in order. */
export function withoutTrackingParameters(url: URL): URL {
  const kept = new URL(url);
  for (const name of new Set(url.searchParams.keys())) {
    if (TRACKING_PARAMETER.test(name)) kept.searchParams.delete(name);
  }
  // `searchParams.delete` re-serialises the query; leave an untouched one exactly as it came.
  if ([...kept.searchParams.keys()].length === [...url.searchParams.keys()].length)
    return new URL(url);
  if (kept.search === '?') kept.search = '';
  return kept;
}

/** Caching rules for an answer shared between visitors: Hydrogen's CacheShort, the page cache's own lifetime. */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=${PAGE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;
/** Caching rules for anything rendered for one visitor: no shared cache and no browser cache keeps it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The Cache-Control an answer leaves the worker with, decided after the page cache has had its say (it
 * refuses answers with caching rules of their own, so adding ours earlier would stop it storing any page).
 * Only copies served from the cache (`hit`, `stale`) are marked shareable: a `miss` is still streaming when
 * its headers go, and a loader may yet refuse sharing (a product whose related products failed), so it is
 * the visitor's own. Every other document is private; other answers keep the rules their route set.
 */
export function applyCacheControl(headers: Headers): void {
  const state = headers.get(PAGE_CACHE_HEADER);
  if (state === 'hit' || state === 'stale') {
    headers.set('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
    // The cache answers per consent choice and only without other cookies or a GPC signal.
    headers.append('Vary', 'Cookie');
    headers.append('Vary', 'Sec-GPC');
    return;
  }
  const isDocument = (headers.get('Content-Type') ?? '').startsWith('text/html');
  if (isDocument || !headers.has('Cache-Control'))
    headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
}

/**
 * A page ready to share: the document and its CSP cut where the nonce goes, so each copy is put together
 * with a new nonce without reading the document again.
 */
export interface SharedPage {
  documentParts: Uint8Array[];
  /** What goes between one part and the next: the nonce, or a slot of a template (shopperSlots). */
  holes: string[];
  cspParts: string[];
  headers: [string, string][];
  storedAt: number;
}

/**
 * Whether the page being rendered may be shared. A loader whose optional data failed (the page still
 * answers 200, without it) refuses, so no visitor is shown the degraded page once the source is back.
 */
export class PageSharing {
  #refused = false;
  readonly #unlistedInputs = new Set<string>();
  /**
   * `candidate`: the page cache would keep this render (its request carries nothing personal).
   * `cartTemplate`: the render is a cart template, kept for shoppers with a cart (slots where the cart goes).
   */
  constructor(
    readonly candidate = false,
    readonly cartTemplate = false,
  ) {}
  refuse(): void {
    this.#refused = true;
  }
  /** The render read a request header the page cache's contract does not name (requestInputs.server). */
  refuseForInput(name: string): void {
    this.#unlistedInputs.add(name);
    this.refuse();
  }
  get refused(): boolean {
    return this.#refused;
  }
  get unlistedInputs(): string[] {
    return [...this.#unlistedInputs];
  }
}

/**
 * What a loader may do about the page cache, through the request's context: refuse to share the page it
 * is rendering (optional data failed), or drop every stored variant of a page whose content changed.
 */
export interface PageCacheControl {
  refuse(): void;
  forget(url: string): Promise<void>;
  /**
   * The request as a loader of this render may read it: when the page may be shared, reading a header the
   * page cache's contract does not name (requestInputs.server) refuses sharing.
   */
  guardInputs(request: Request): Request;
  /** This render is a cart template: the root loader puts the cart slot where the cart would go. */
  readonly rendersCartTemplate: boolean;
}

export function pageCacheControl(
  sharing: PageSharing,
  store: PageStore = workerStore,
): PageCacheControl {
  return {
    refuse: () => sharing.refuse(),
    forget: (url) => forgetStoredPage(url, store),
    guardInputs: (request) =>
      sharing.candidate
        ? guardSharedRender(request, (name) => sharing.refuseForInput(name))
        : request,
    rendersCartTemplate: sharing.cartTemplate,
  };
}

const SHOPIFY_BROWSER_COOKIE_SET = new Set(SHOPIFY_BROWSER_COOKIES);

/**
 * Which shared variant of a page a request may get: a first visit (no cookie), or a stored consent choice
 * and nothing else. Any other cookie (cart, session, sign-in) makes the page the visitor's own: null.
 */
function pageVariant(cookieHeader: string | null): string | null {
  const cookies = (cookieHeader ?? '')
    .split(';')
    .filter(
      (part) => part.trim() !== '' && !SHOPIFY_BROWSER_COOKIE_SET.has(part.split('=')[0]!.trim()),
    );
  if (cookies.length === 0) return FIRST_VISIT;
  const {sharedCookie} = sharingPolicy();
  if (cookies.length > 1 || cookies[0]!.split('=')[0]!.trim() !== sharedCookie.name) return null;
  const variant = sharedCookie.variantOf(cookieHeader);
  return variant === FIRST_VISIT ? null : variant;
}

// No host in the key: documents name the configured origin (siteOrigin.server), whatever Host was asked.
function pageKey(url: URL, variant: string): string {
  return `${KEY_ORIGIN}/${variant}${url.pathname}${url.search}`;
}

/** The page a request asks for and its key, when its document may be shared; null when it must be rendered for it. */
export function sharedPageKey(request: Request): {key: string; url: string} | null {
  return sharedPageKeyWith(request, request.headers.get('Cookie'));
}

function sharedPageKeyWith(
  request: Request,
  cookieHeader: string | null,
  keyVariant = (variant: string) => variant,
  acceptsPath = (_pathname: string) => true,
): {key: string; url: string} | null {
  if (request.method !== 'GET') return null;
  if (PERSONAL_HEADERS.some((name) => request.headers.has(name))) return null;
  const variant = pageVariant(cookieHeader);
  if (!variant) return null;
  const url = withoutTrackingParameters(new URL(request.url));
  if (!acceptsPath(url.pathname)) return null;
  // Remix's data requests (single fetch) answer JSON-like streams, not documents.
  if (url.pathname.endsWith('.data') || url.searchParams.has('_data')) return null;
  if (!isSharableQuery(url)) return null;
  url.hash = '';
  return {key: pageKey(url, keyVariant(variant)), url: url.href};
}

/** Hydrogen's cart cookie (cartGetIdDefault): the cart id, and the one cookie a cart template fills in. */
const CART_COOKIE = 'cart';
const cartTemplateVariant = (variant: string) => `cart-template-${variant}`;

/**
 * For a shopper whose only personal cookie is their cart: the page every such shopper shares (a cart
 * template, kept under its own key), the URL to render it at, and the request it is rendered for (theirs
 * without the cart cookie, so it reads nothing personal). Null when the page must be rendered for them.
 */
export function cartTemplateKey(request: Request): CartTemplateKey | null {
  const cookies = (request.headers.get('Cookie') ?? '').split(';');
  const isCart = (part: string) => part.split('=')[0]!.trim() === CART_COOKIE;
  if (cookies.filter(isCart).length !== 1) return null;
  const others = cookies.filter((part) => !isCart(part)).join(';');
  const shareable = sharedPageKeyWith(
    request,
    others,
    cartTemplateVariant,
    (pathname) => !sharingPolicy().isPersonalPath(pathname),
  );
  if (!shareable) return null;
  // Made only when the template has to be rendered: most requests find it kept.
  const templateRequest = () => {
    const headers = new Headers(request.headers);
    if (others.trim() === '') headers.delete('Cookie');
    else headers.set('Cookie', others.trim());
    return new Request(shareable.url, {headers});
  };
  return {...shareable, templateRequest};
}

export interface CartTemplateKey {
  key: string;
  url: string;
  /** The request the template is rendered for: the shopper's without their cart cookie. */
  templateRequest: () => Request;
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

const NONCE_HOLE = 'nonce';

/** Where a template's per-shopper texts go: slots that must appear exactly once, and those that may appear anywhere. */
export interface TemplateSlots {
  once: readonly string[];
  anywhere: readonly string[];
}

/** A template's slots: the shopper's data once (the root loader's), and every declared slot's markers. */
export function templateSlots(): TemplateSlots {
  return {
    once: [shopperDataSlot()],
    anywhere: declaredShopperSlots().flatMap((slot) => Object.values(slotMarkers(slot))),
  };
}

/**
 * Cuts a rendered page where its nonce appears, and a template also where its slots are; null when its CSP
 * has no nonce to replace, or when a slot of `slots.once` does not appear exactly once (then the page does
 * not hold the shopper's data where the loader data goes).
 */
export function toSharedPage(
  html: string,
  headers: Headers,
  storedAt: number,
  slots: TemplateSlots = {once: [], anywhere: []},
): SharedPage | null {
  const csp = headers.get('Content-Security-Policy') ?? '';
  const nonce = NONCE_IN_CSP.exec(csp)?.[1];
  if (!nonce) return null;
  const parts: string[] = [];
  const holes: string[] = [];
  const cut = new RegExp(
    [nonce, ...slots.once, ...slots.anywhere].map(escapeRegExp).join('|'),
    'g',
  );
  let from = 0;
  for (const match of html.matchAll(cut)) {
    parts.push(html.slice(from, match.index));
    holes.push(match[0] === nonce ? NONCE_HOLE : match[0]);
    from = match.index + match[0].length;
  }
  parts.push(html.slice(from));
  if (slots.once.some((slot) => holes.filter((hole) => hole === slot).length !== 1)) return null;
  const encoder = new TextEncoder();
  const kept = new Headers(headers);
  for (const name of UNSHARED_RESPONSE_HEADERS) kept.delete(name);
  return {
    documentParts: parts.map((part) => encoder.encode(part)),
    holes,
    cspParts: csp.split(nonce),
    headers: [...kept],
    storedAt,
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A random nonce in the form Hydrogen's CSP helper makes: 16 bytes as hex. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The document with `nonce` wherever the rendered one was, and each slot's text where the slot was. */
function documentWith(
  page: SharedPage,
  nonce: string,
  slotTexts: Readonly<Record<string, string>>,
): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const fills = new Map<string, Uint8Array>([[NONCE_HOLE, encoder.encode(nonce)]]);
  for (const [slot, text] of Object.entries(slotTexts)) fills.set(slot, encoder.encode(text));
  const holeBytes = page.holes.map((hole) => {
    const fill = fills.get(hole);
    if (!fill) throw new Error(`Nothing to put in the page's slot ${hole}`);
    return fill;
  });
  const parts = page.documentParts;
  const length =
    parts.reduce((sum, part) => sum + part.length, 0) +
    holeBytes.reduce((sum, fill) => sum + fill.length, 0);
  const document = new Uint8Array(length);
  let offset = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      const fill = holeBytes[index - 1]!;
      document.set(fill, offset);
      offset += fill.length;
    }
    document.set(part, offset);
    offset += part.length;
  });
  return document;
}

/**
 * One visitor's copy of a shared page, with a nonce no other answer has had; a cart template's copy also
 * with the shopper's cart in its slots (`slotTexts`, cartTemplate.server).
 */
export function pageForVisitor(
  page: SharedPage,
  state: CacheState | CartTemplateState,
  nonce = createNonce(),
  slotTexts: Readonly<Record<string, string>> = {},
): Response {
  const headers = new Headers(page.headers);
  headers.set('Content-Security-Policy', page.cspParts.join(nonce));
  headers.set(PAGE_CACHE_HEADER, state);
  return new Response(documentWith(page, nonce, slotTexts), {status: 200, headers});
}

/** The Cache API's copy of a shared page: the document as rendered, with its CSP and its age. */
function cacheApiCopy(html: string, rendered: Response, storedAt: number): Response {
  const headers = new Headers(rendered.headers);
  headers.delete('Server-Timing');
  headers.delete(PAGE_CACHE_HEADER);
  headers.set(STORED_AT_HEADER, String(storedAt));
  // The Cache API keeps an entry only as long as its Cache-Control allows.
  headers.set('Cache-Control', `public, max-age=${PAGE_LIFETIME_SECONDS}`);
  return new Response(html, {status: 200, headers});
}

async function fromCacheApi(cache: Cache, key: string): Promise<SharedPage | null> {
  const stored = await cache.match(key);
  if (!stored) return null;
  const storedAt = Number(stored.headers.get(STORED_AT_HEADER));
  if (!(storedAt > 0)) {
    await stored.body?.cancel();
    return null;
  }
  return toSharedPage(await stored.text(), stored.headers, storedAt);
}

/** Where shared pages are kept; tests give each worker its own. */
export interface PageStore {
  memory: Map<string, SharedPage>;
  /** The keys this worker has put in the Cache API, oldest first, with when each was stored. */
  inCacheApi: Map<string, number>;
  openCache: () => Promise<Cache>;
}

const workerStore: PageStore = {
  memory: new Map(),
  inCacheApi: new Map(),
  openCache: () => caches.open(WORKER_CACHE_NAME),
};

/**
 * Notes a page just put in the Cache API and deletes the ones whose lifetime is over, or the oldest past
 * PAGES_IN_CACHE_API, at most DELETIONS_PER_STORE of them. On Oxygen another worker may have stored a
 * newer copy under an expiring key; deleting it only costs that page one render.
 */
async function noteStoredAndSweep(
  store: PageStore,
  cache: Cache,
  key: string,
  now: number,
): Promise<void> {
  store.inCacheApi.delete(key);
  store.inCacheApi.set(key, now);
  const expired: string[] = [];
  for (const [storedKey, storedAt] of store.inCacheApi) {
    if (expired.length >= DELETIONS_PER_STORE) break;
    const tooMany = store.inCacheApi.size - expired.length > PAGES_IN_CACHE_API;
    // A Map keeps insertion order: once one key is young enough, so are the rest.
    if (!tooMany && (now - storedAt) / 1000 <= PAGE_LIFETIME_SECONDS) break;
    expired.push(storedKey);
  }
  for (const expiredKey of expired) store.inCacheApi.delete(expiredKey);
  await Promise.all(expired.map((expiredKey) => cache.delete(expiredKey)));
}

function remember(store: PageStore, key: string, page: SharedPage): void {
  store.memory.delete(key);
  store.memory.set(key, page);
  // A Map keeps insertion order, so the first key is the page stored longest ago.
  while (store.memory.size > PAGES_IN_MEMORY) {
    const oldest = store.memory.keys().next().value;
    if (oldest === undefined) break;
    store.memory.delete(oldest);
  }
}

/** A cart template ready to fill in (cartTemplate.server), and how it was come by. */
export interface CartTemplate {
  page: SharedPage;
  state: CartTemplateState;
}

export interface PageCacheOptions {
  /** Renders the document; the app's loaders may refuse `sharing` while it renders. */
  render: (request: Request, sharing: PageSharing) => Promise<Response>;
  /**
   * Answers a shopper whose only personal cookie is their cart: from `template()` (the page every such
   * shopper shares, kept or rendered now; null when the page may not be shared) with their cart filled in,
   * or by rendering the page for them. Without it they are rendered for, as every other visitor with a cookie.
   */
  renderForCart?: (
    request: Request,
    template: () => Promise<CartTemplate | null>,
  ) => Promise<Response>;
  waitUntil: (promise: Promise<unknown>) => void;
  /**
   * Delete this worker's expired pages from the Cache API as new ones are stored: only for mini-oxygen
   * (SITE_ENV=local), whose Cache API never evicts (PAGES_IN_CACHE_API).
   */
  sweepCacheApi?: boolean;
  now?: () => number;
  store?: PageStore;
}

// URLs whose new copy is rendering in the background in this worker, so a burst of stale hits starts one.
const refreshing = new Set<string>();

/**
 * Whether a kept page (a shared page or a cart template) is fresh, stale or past its lifetime. A stale one
 * starts `refresh` in the background, unless a render for its key is already running (`rendering`), so a
 * burst of stale hits starts one.
 */
function keptAge(
  kept: SharedPage,
  now: () => number,
  rendering: boolean,
  refresh: () => void,
): 'fresh' | 'stale' | 'expired' {
  const age = (now() - kept.storedAt) / 1000;
  if (age > PAGE_LIFETIME_SECONDS) return 'expired';
  if (age <= PAGE_FRESH_SECONDS) return 'fresh';
  if (!rendering) refresh();
  return 'stale';
}

/**
 * Answers a request from the page cache when it may, and otherwise renders it, keeping a sharable answer
 * while it streams to the visitor. Any failure of the cache itself falls back to rendering.
 */
export async function withPageCache(
  request: Request,
  options: PageCacheOptions,
): Promise<Response> {
  const shareable = sharedPageKey(request);
  if (!shareable) {
    const forCart = options.renderForCart ? cartTemplateKey(request) : null;
    // A page whose template could not be shared a moment ago is rendered at once: waiting on the cart
    // read first would leave its render less of the request's provider budget.
    if (
      forCart &&
      options.renderForCart &&
      !isUnsharedTemplate(forCart.key, options.now ?? Date.now)
    )
      return options.renderForCart(request, () => cartTemplate(forCart, options));
    return options.render(request, new PageSharing());
  }
  const {key, url} = shareable;
  const now = options.now ?? Date.now;
  const store = options.store ?? workerStore;

  let shared: SharedPage | null | undefined = store.memory.get(key);
  if (!shared) {
    shared = await store
      .openCache()
      .then((cache) => fromCacheApi(cache, key))
      .catch(() => null);
    if (shared) remember(store, key, shared);
  }
  if (shared) {
    const age = keptAge(shared, now, refreshing.has(key), () => {
      refreshing.add(key);
      options.waitUntil(
        refreshPage(key, url, request, store, options, now).finally(() => refreshing.delete(key)),
      );
    });
    if (age !== 'expired') return pageForVisitor(shared, age === 'fresh' ? 'hit' : 'stale');
    store.memory.delete(key);
  }

  const sharing = new PageSharing(true);
  // Rendered as the URL without tracking parameters, so the stored copy fits every URL that shares its key.
  const page = await options.render(
    url === request.url ? request : new Request(url, request),
    sharing,
  );
  if (!isSharablePage(page) || !page.body) {
    return url === request.url ? page : withTrackingParametersKept(page, request.url);
  }
  const [forVisitor, forCache] = page.body.tee();
  options.waitUntil(
    keepIfShared(key, forCache, page, sharing, store, now, options.sweepCacheApi).catch(
      (error: unknown) => console.error(`Keeping the page ${key} failed`, error),
    ),
  );
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
  store: PageStore,
  now: () => number,
  sweepCacheApi = false,
): Promise<void> {
  // Deferred data (related products) settles while the document streams, so the verdict comes last.
  const html = await new Response(body).text();
  if (sharing.refused) return;
  const storedAt = now();
  const shared = toSharedPage(html, page.headers, storedAt);
  if (!shared) return;
  remember(store, key, shared);
  const cache = await store.openCache();
  await cache.put(key, cacheApiCopy(html, page, storedAt));
  if (sweepCacheApi) await noteStoredAndSweep(store, cache, key, storedAt);
}

/** Renders a stale page again, apart from any visitor's connection, and keeps it if it may be shared. */
async function refreshPage(
  key: string,
  url: string,
  request: Request,
  store: PageStore,
  options: PageCacheOptions,
  now: () => number,
): Promise<void> {
  try {
    const sharing = new PageSharing(true);
    const page = await options.render(new Request(url, {headers: request.headers}), sharing);
    if (isSharablePage(page) && page.body) {
      await keepIfShared(key, page.body, page, sharing, store, now, options.sweepCacheApi);
    } else {
      await page.body?.cancel();
    }
  } catch (error) {
    console.error(`Refreshing the stored page ${url} failed`, error);
  }
}

/** Cart templates being rendered in this worker, so a burst of shoppers with a cart starts one render. */
const renderingTemplates = new Map<string, Promise<SharedPage | null>>();
/**
 * Keys whose last template render could not be shared (not a plain 200, or a loader refused), with when:
 * for the pages' lifetime their shoppers are rendered for at once, rather than after a template render too.
 */
const unsharedTemplates = new Map<string, number>();

/** Whether the last render of this template, within the pages' lifetime, could not be shared. */
function isUnsharedTemplate(key: string, now: () => number): boolean {
  const unsharedAt = unsharedTemplates.get(key);
  if (unsharedAt === undefined) return false;
  if ((now() - unsharedAt) / 1000 <= PAGE_LIFETIME_SECONDS) return true;
  unsharedTemplates.delete(key);
  return false;
}

/**
 * The cart template for a key: kept (refreshed in the background once stale) or rendered now. Only asked
 * for when the key's last render was not refused (withPageCache checks isUnsharedTemplate first).
 */
async function cartTemplate(
  wanted: CartTemplateKey,
  options: PageCacheOptions,
): Promise<CartTemplate | null> {
  const {key, url} = wanted;
  const now = options.now ?? Date.now;
  const store = options.store ?? workerStore;
  const render = () => renderCartTemplate(wanted, {...options, store, now});
  const kept = store.memory.get(key);
  if (kept) {
    const age = keptAge(kept, now, renderingTemplates.has(key), () =>
      options.waitUntil(
        render().catch((error: unknown) =>
          console.error(`Refreshing the cart template ${url} failed`, error),
        ),
      ),
    );
    if (age !== 'expired') return {page: kept, state: age === 'fresh' ? 'cart-hit' : 'cart-stale'};
    store.memory.delete(key);
  }
  const page = await render();
  return page ? {page, state: 'cart-miss'} : null;
}

/** Renders a cart template (one render at a time per key) and keeps it, or notes that it may not be shared. */
function renderCartTemplate(
  {key, templateRequest}: CartTemplateKey,
  {render, store, now}: Pick<PageCacheOptions, 'render'> & {store: PageStore; now: () => number},
): Promise<SharedPage | null> {
  let rendering = renderingTemplates.get(key);
  if (rendering) return rendering;
  rendering = (async () => {
    const sharing = new PageSharing(true, true);
    const page = await render(templateRequest(), sharing);
    const html = isSharablePage(page) ? await page.text() : null;
    if (html === null) await page.body?.cancel();
    const template =
      html !== null && !sharing.refused
        ? toSharedPage(html, page.headers, now(), templateSlots())
        : null;
    if (!template) {
      if (unsharedTemplates.size >= PAGES_IN_CACHE_API) unsharedTemplates.clear();
      unsharedTemplates.set(key, now());
      return null;
    }
    remember(store, key, template);
    return template;
  })().finally(() => renderingTemplates.delete(key));
  renderingTemplates.set(key, rendering);
  return rendering;
}

/** Drops every variant of a stored page, e.g. a product page whose live copy an admin has just changed. */
export async function forgetStoredPage(url: string, store: PageStore = workerStore): Promise<void> {
  const page = new URL(url);
  const variants = pageVariants();
  const keys = variants.map((variant) => pageKey(page, variant));
  for (const key of keys) {
    store.memory.delete(key);
    store.inCacheApi.delete(key);
  }
  // Cart templates live in this worker's memory only.
  for (const variant of variants) {
    const key = pageKey(page, cartTemplateVariant(variant));
    store.memory.delete(key);
    unsharedTemplates.delete(key);
  }
  const cache = await store.openCache();
  await Promise.all(keys.map((key) => cache.delete(key)));
}
