import {CacheShort, generateCacheControlHeader} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {OPTIONAL_CATEGORIES} from '~/features/consent/consent';
import {
  PAGE_CACHE_HEADER,
  PAGE_FRESH_SECONDS,
  PAGE_STALE_SECONDS,
  PageSharing,
  PAGES_IN_CACHE_API,
  PAGES_IN_MEMORY,
  PRIVATE_CACHE_CONTROL,
  type SharedPage,
  applyCacheControl,
  createNonce,
  forgetStoredPage,
  isSharablePage,
  pageCacheControl,
  pageForVisitor,
  sharedPageKey,
  toSharedPage,
  withPageCache,
  withoutTrackingParameters,
} from './pageCache.server';
import {applyShopSharingPolicy} from '../../tests/support/sharingPolicy';

applyShopSharingPolicy();

const SHOP = 'https://wildroot.example';
const NONCE = '0123456789abcdef0123456789abcdef';
const CSP = `default-src 'self' 'nonce-${NONCE}'; frame-ancestors 'none'`;

function page(html: string, headers: Record<string, string> = {}, status = 200) {
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': CSP,
      'Server-Timing': '_y;desc=visitor-1, _s;desc=session-1',
      ...headers,
    },
  });
}

const DOCUMENT = `<script nonce="${NONCE}">boot()</script><p>Lavender</p><script nonce="${NONCE}"></script>`;

/** The Cache API as far as the page cache uses it, kept in memory. */
function memoryCache() {
  const entries = new Map<string, {body: ArrayBuffer; init: ResponseInit}>();
  const cache = {
    async match(key: string) {
      const entry = entries.get(key);
      return entry ? new Response(entry.body.slice(0), entry.init) : undefined;
    },
    async put(key: string, response: Response) {
      const headers = [...response.headers];
      entries.set(key, {
        body: await response.arrayBuffer(),
        init: {status: response.status, headers},
      });
    },
    async delete(key: string) {
      return entries.delete(key);
    },
  };
  return {cache: cache as unknown as Cache, entries};
}

/** A worker around the page cache: a clock to move, the renders it made, the background work it left. */
function harness(
  respond: (sharing: PageSharing) => Response = () => page(DOCUMENT),
  {cache, entries} = memoryCache(),
  {sweepCacheApi = true} = {},
) {
  const memory = new Map<string, SharedPage>();
  const store = {memory, inCacheApi: new Map<string, number>(), openCache: async () => cache};
  let clock = 1_000_000;
  const rendered: string[] = [];
  const background: Promise<unknown>[] = [];
  const fetchPage = (request: Request) =>
    withPageCache(request, {
      render: async (request, sharing) => {
        rendered.push(request.url);
        return respond(sharing);
      },
      waitUntil: (promise) => background.push(promise),
      sweepCacheApi,
      now: () => clock,
      store,
    });
  return {
    entries,
    memory,
    store,
    fetchPage,
    /** The URL each render saw, in order. */
    rendered,
    get renders() {
      return rendered.length;
    },
    advance: (seconds: number) => (clock += seconds * 1000),
    settle: () => Promise.all(background.splice(0)),
  };
}

const get = (path = '/', headers: Record<string, string> = {}) =>
  new Request(`${SHOP}${path}`, {headers});

/** The key of a page in the cache, for a first visit or a consent choice. */
const keyOf = (path: string, variant = 'first-visit') =>
  `https://page-cache.invalid/${variant}${path}`;
const CONSENT_COOKIE = (choice: {
  personalization: boolean;
  marketing: boolean;
  analytics: boolean;
}) => `cookieConsent=${encodeURIComponent(JSON.stringify({required: true, ...choice}))}`;

describe('sharedPageKey', () => {
  it('shares a document only with visitors who send nothing personal', () => {
    expect(sharedPageKey(get('/?collection=gift-sets'))).toEqual({
      key: keyOf('/?collection=gift-sets'),
      url: `${SHOP}/?collection=gift-sets`,
    });
    expect(sharedPageKey(get('/', {Cookie: 'cart=abc'}))).toBeNull();
    expect(sharedPageKey(get('/', {Authorization: 'Bearer x'}))).toBeNull();
    expect(sharedPageKey(get('/', {'Sec-GPC': '1'}))).toBeNull();
  });

  it('drops tracking parameters from the key and the URL to render, and keeps every other parameter', () => {
    const plain = {
      key: keyOf('/product/oat?variant=2&image=1'),
      url: `${SHOP}/product/oat?variant=2&image=1`,
    };
    for (const tracked of [
      '/product/oat?utm_source=mail&variant=2&image=1',
      '/product/oat?variant=2&utm_medium=cpc&utm_campaign=spring&utm_term=x&image=1&utm_content=y',
      '/product/oat?fbclid=IwAR0&variant=2&gclid=Cj0&msclkid=abc&image=1&_ga=2.1&_gl=1*x',
      '/product/oat?srsltid=AfmBOo&variant=2&gbraid=0A&wbraid=Cl&ttclid=t&image=1&mc_cid=c&mc_eid=e',
    ]) {
      expect(sharedPageKey(get(tracked))).toEqual(plain);
    }
    expect(sharedPageKey(get('/?utm_source=mail'))).toEqual({key: keyOf('/'), url: `${SHOP}/`});
    // A query with nothing to drop is left exactly as it came.
    expect(withoutTrackingParameters(new URL(`${SHOP}/s?q=a+b&x=%20`)).search).toBe('?q=a+b&x=%20');
  });

  it('keeps no page asked for with a parameter no page reads, twice the same one, or a long query', () => {
    for (const path of [
      '/shop?x=1',
      '/shop?sort=price',
      // Look-alikes of tracking parameters are parameters of their own.
      '/shop?utm=1',
      '/product/oat?variant=1&variant=2',
      `/?collection=${'a'.repeat(200)}`,
    ]) {
      expect(sharedPageKey(get(path)), path).toBeNull();
    }
    for (const path of [
      '/?collection=gift-sets',
      '/product/oat?bundle=2&subscribe=1',
      '/auth?mode=signup',
    ]) {
      expect(sharedPageKey(get(path))?.url, path).toBe(`${SHOP}${path}`);
    }
  });

  it('leaves writes and Remix data requests to the app', () => {
    expect(sharedPageKey(new Request(`${SHOP}/cart`, {method: 'POST', body: 'x'}))).toBeNull();
    expect(sharedPageKey(new Request(`${SHOP}/`, {method: 'HEAD'}))).toBeNull();
    expect(sharedPageKey(get('/shop.data'))).toBeNull();
    expect(sharedPageKey(get('/shop?_data=routes%2Fshop'))).toBeNull();
  });

  it('shares a page among visitors with the same consent choice, and nothing else', () => {
    const marketingOnly = CONSENT_COOKIE({
      personalization: false,
      marketing: true,
      analytics: false,
    });
    // One digit per optional category, in OPTIONAL_CATEGORIES' order: personalization, analytics, marketing.
    expect(sharedPageKey(get('/faq', {Cookie: marketingOnly}))?.key).toBe(
      keyOf('/faq', 'consent-001'),
    );
    const everything = CONSENT_COOKIE({personalization: true, marketing: true, analytics: true});
    expect(sharedPageKey(get('/faq', {Cookie: everything}))?.key).toBe(
      keyOf('/faq', 'consent-111'),
    );
    // With a cart, a session or a broken choice, the page is the visitor's own.
    expect(sharedPageKey(get('/faq', {Cookie: `${everything}; cart=abc`}))).toBeNull();
    expect(sharedPageKey(get('/faq', {Cookie: `session=1; ${everything}`}))).toBeNull();
    expect(sharedPageKey(get('/faq', {Cookie: 'cookieConsent=%7Bbroken'}))).toBeNull();
  });

  it("ignores Shopify's browser-side tracking cookies, which the document never depends on", () => {
    const everything = CONSENT_COOKIE({personalization: true, marketing: true, analytics: true});
    const tracking = '_shopify_y=1a2b; _shopify_s=3c4d; _tracking_consent=%7B%7D; _cmp_a=x';
    expect(sharedPageKey(get('/faq', {Cookie: `${tracking}; ${everything}`}))?.key).toBe(
      keyOf('/faq', 'consent-111'),
    );
    expect(sharedPageKey(get('/faq', {Cookie: '_shopify_y=1a2b'}))?.key).toBe(keyOf('/faq'));
    // Anything else beside them still makes the page the visitor's own.
    expect(sharedPageKey(get('/faq', {Cookie: `${tracking}; cart=abc`}))).toBeNull();
    expect(sharedPageKey(get('/faq', {Cookie: `_shopify_yy=1; ${everything}`}))).toBeNull();
  });

  it('never lets a real URL name another variant', () => {
    // Every visitor of /faq by variant, beside first visits of paths that spell a variant out.
    const choices = [false, true].flatMap((personalization) =>
      [false, true].flatMap((marketing) =>
        [false, true].map((analytics) => CONSENT_COOKIE({personalization, marketing, analytics})),
      ),
    );
    const keys = [
      sharedPageKey(get('/faq'))?.key,
      ...choices.map((cookie) => sharedPageKey(get('/faq', {Cookie: cookie}))?.key),
    ];
    const variants = keys.map((key) => key!.split('/')[3]!);
    expect(new Set(variants).size).toBe(9);
    const crafted = variants.flatMap((variant) => [
      sharedPageKey(get(`/${variant}/faq`))?.key,
      sharedPageKey(get(`/faq/../${variant}/faq`))?.key,
      sharedPageKey(get(`//${variant}/faq`))?.key,
    ]);
    for (const key of crafted) expect(keys).not.toContain(key);
  });
});

describe('isSharablePage', () => {
  it('keeps a complete HTML page with a nonce-based CSP', () => {
    expect(isSharablePage(page(DOCUMENT))).toBe(true);
  });

  it('never keeps a degraded, personal, self-cached or nonce-less answer', () => {
    expect(isSharablePage(page(DOCUMENT, {}, 503))).toBe(false);
    expect(isSharablePage(page(DOCUMENT, {}, 404))).toBe(false);
    expect(isSharablePage(page(DOCUMENT, {'Set-Cookie': 'session=1'}))).toBe(false);
    expect(isSharablePage(page(DOCUMENT, {'Cache-Control': 'no-store'}))).toBe(false);
    expect(isSharablePage(page(DOCUMENT, {'Content-Security-Policy': "default-src 'self'"}))).toBe(
      false,
    );
    expect(isSharablePage(page('{}', {'Content-Type': 'application/json'}))).toBe(false);
  });
});

describe('pageForVisitor', () => {
  it('gives the copy a nonce of its own, in the header and every script', async () => {
    const rendered = page(DOCUMENT, {'Cache-Control': 'public, max-age=10', Age: '3'});
    const shared = toSharedPage(DOCUMENT, rendered.headers, 1);
    expect(shared).not.toBeNull();
    const copy = pageForVisitor(shared!, 'hit', 'f'.repeat(32));
    const html = await copy.text();
    expect(html).not.toContain(NONCE);
    expect(html.match(new RegExp(`nonce="${'f'.repeat(32)}"`, 'g'))).toHaveLength(2);
    expect(copy.headers.get('Content-Security-Policy')).toBe(CSP.replace(NONCE, 'f'.repeat(32)));
    expect(copy.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(copy.headers.has('Cache-Control')).toBe(false);
    expect(copy.headers.has('Age')).toBe(false);
    expect(copy.headers.has('Server-Timing')).toBe(false);
    expect(copy.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
  });

  it('cannot share a page whose CSP has no nonce to replace', () => {
    expect(
      toSharedPage(DOCUMENT, new Headers({'Content-Security-Policy': "default-src 'self'"}), 1),
    ).toBeNull();
  });

  it('makes unguessable nonces in Hydrogen’s form', () => {
    const nonces = new Set(Array.from({length: 50}, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('withPageCache', () => {
  it('keeps a campaign link’s tracking parameters on a redirect rendered without them', async () => {
    const moved = (location: string) => () =>
      new Response(null, {status: 301, headers: {Location: location}});
    const campaign =
      '/products/lavender?utm_source=mail&variant=2&gclid=a%20b&utm_campaign=fall+sale';
    const shop = harness(moved('/product/lavender-oat-soap?variant=2'));
    const answer = await shop.fetchPage(get(campaign));
    // The route saw the URL without them, so it could be kept under the plain URL's key.
    expect(shop.rendered).toEqual([`${SHOP}/products/lavender?variant=2`]);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('Location')).toBe(
      '/product/lavender-oat-soap?variant=2&utm_source=mail&gclid=a%20b&utm_campaign=fall+sale',
    );
    const elsewhere = harness(moved('https://wildroot.example/returns#exchanges'));
    expect(
      (await elsewhere.fetchPage(get('/policies/refund-policy?fbclid=x1'))).headers.get('Location'),
    ).toBe('https://wildroot.example/returns?fbclid=x1#exchanges');
    // Nothing to put back: the redirect is the route's own.
    const plain = harness(moved('/returns'));
    expect((await plain.fetchPage(get('/policies/refund-policy'))).headers.get('Location')).toBe(
      '/returns',
    );
  });

  it('renders a page once, then answers first-time visitors from the cache, each with its own nonce', async () => {
    const shop = harness();
    const first = await shop.fetchPage(get());
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(await first.text()).toBe(DOCUMENT);
    await shop.settle();

    const second = await shop.fetchPage(get());
    const third = await shop.fetchPage(get());
    expect(shop.renders).toBe(1);
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    const [secondHtml, thirdHtml] = [await second.text(), await third.text()];
    expect(secondHtml.replace(/nonce="[^"]+"/g, '')).toBe(DOCUMENT.replace(/nonce="[^"]+"/g, ''));
    const secondNonce = /'nonce-([^']+)'/.exec(
      second.headers.get('Content-Security-Policy') ?? '',
    )?.[1];
    expect(secondNonce).toBeDefined();
    expect(secondHtml).toContain(`nonce="${secondNonce}"`);
    expect(thirdHtml).not.toContain(`nonce="${secondNonce}"`);
  });

  it('answers URLs that differ only by tracking parameters with one stored page', async () => {
    const worker = harness();
    const {rendered} = worker;
    const fetchPage = (path: string) => worker.fetchPage(get(path));
    expect((await fetchPage('/product/oat?utm_source=a')).headers.get(PAGE_CACHE_HEADER)).toBe(
      'miss',
    );
    await worker.settle();
    const again = await fetchPage('/product/oat?utm_source=b&fbclid=1');
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect((await fetchPage('/product/oat')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    // The one render saw the URL every visitor of the key shares.
    expect(rendered).toEqual([`${SHOP}/product/oat`]);
  });

  it('never serves a stored listing for a filtered, sorted or later-page URL of it, nor keeps that page', async () => {
    const worker = harness();
    const {rendered} = worker;
    const fetchPage = (path: string) => worker.fetchPage(get(path));
    expect((await fetchPage('/shop')).headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    await worker.settle();
    expect((await fetchPage('/shop')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    // Shopify's filter and sort parameters: every request renders, as asked, and nothing is kept (a filtered
    // listing is rendered per request: its Storefront reads are still cached by Hydrogen, CacheShort).
    const refined = [
      '/shop?filter.v.availability=1',
      '/shop?filter.v.availability=1&utm_source=mail',
      '/shop?sort_by=price-ascending',
      '/body-care?filter.p.product_type=Body+Butter&filter.v.price.lte=20',
      '/collections/gift-sets?filter.v.option.purchase-type=Standard',
      // A later page: Shopify's cursor is one of as many as there are products, per filter and sort.
      '/shop?after=eyJsYXN0X2lkIjoxfQ%3D%3D&page=2',
      '/shop?filter.v.availability=1&before=eyJsYXN0X2lkIjoxfQ%3D%3D&page=2',
    ];
    for (const path of refined) {
      for (const _ of [1, 2]) {
        expect((await fetchPage(path)).headers.get(PAGE_CACHE_HEADER), path).toBeNull();
      }
    }
    await worker.settle();
    expect(rendered).toEqual([
      `${SHOP}/shop`,
      ...refined.flatMap((path) => [1, 2].map(() => `${SHOP}${path}`)),
    ]);
    // Only the plain listing was ever stored, and it is still what /shop answers.
    expect([...worker.memory.keys()]).toEqual([keyOf('/shop')]);
    expect((await fetchPage('/shop')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
  });

  it('never hands one visitor’s analytics IDs to another', async () => {
    const shop = harness();
    expect((await shop.fetchPage(get())).headers.get('Server-Timing')).toContain('visitor-1');
    await shop.settle();
    const copy = await shop.fetchPage(get());
    expect(copy.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(copy.headers.has('Server-Timing')).toBe(false);
  });

  it('serves a stale page while one new copy renders, and renders in line once it is too old', async () => {
    const shop = harness();
    await shop.fetchPage(get());
    await shop.settle();

    shop.advance(PAGE_FRESH_SECONDS + 1);
    const stale = await Promise.all([
      shop.fetchPage(get()),
      shop.fetchPage(get()),
      shop.fetchPage(get()),
    ]);
    expect(stale.map((answer) => answer.headers.get(PAGE_CACHE_HEADER))).toEqual([
      'stale',
      'stale',
      'stale',
    ]);
    await shop.settle();
    expect(shop.renders).toBe(2);
    expect((await shop.fetchPage(get())).headers.get(PAGE_CACHE_HEADER)).toBe('hit');

    shop.advance(PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS + 1);
    expect((await shop.fetchPage(get())).headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(shop.renders).toBe(3);
  });

  it('renders every personal request and never keeps its answer', async () => {
    const shop = harness();
    const personal: Record<string, string>[] = [{Cookie: 'cart=1'}, {'Sec-GPC': '1'}];
    for (const headers of personal) {
      const answer = await shop.fetchPage(get('/', headers));
      expect(answer.headers.has(PAGE_CACHE_HEADER)).toBe(false);
    }
    await shop.settle();
    expect(shop.renders).toBe(2);
    expect(shop.entries.size).toBe(0);
  });

  it('keeps neither a degraded page nor one that sets a cookie', async () => {
    let answer = page(DOCUMENT, {}, 503);
    const shop = harness(() => answer);
    await shop.fetchPage(get());
    answer = page(DOCUMENT, {'Set-Cookie': 'session=1'});
    await shop.fetchPage(get());
    await shop.settle();
    expect(shop.entries.size).toBe(0);
    expect(shop.renders).toBe(2);
  });

  it('does not keep a page a loader refused to share while it streamed', async () => {
    let refuse = true;
    const shop = harness((sharing) => {
      // Deferred data that fails after the first bytes were sent, as related products can.
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (refuse) sharing.refuse();
          controller.enqueue(new TextEncoder().encode(DOCUMENT));
          controller.close();
        },
      });
      return new Response(body, page(DOCUMENT));
    });
    const degraded = await shop.fetchPage(get('/product/calendula-hand-salve'));
    expect(await degraded.text()).toBe(DOCUMENT);
    await shop.settle();
    expect(shop.entries.size).toBe(0);

    refuse = false;
    await shop.fetchPage(get('/product/calendula-hand-salve'));
    await shop.settle();
    expect(shop.entries.size).toBe(1);
  });

  it('keeps the old page when its refresh fails, and renders when the cache is out of reach', async () => {
    let answer = page(DOCUMENT);
    const shop = harness(() => answer);
    await shop.fetchPage(get());
    await shop.settle();
    answer = page('<p>Our products are unavailable</p>', {}, 503);
    shop.advance(PAGE_FRESH_SECONDS + 1);
    await shop.fetchPage(get());
    await shop.settle();
    const again = await shop.fetchPage(get());
    expect(await again.text()).toContain('Lavender');

    const offline = await withPageCache(get(), {
      render: async () => page(DOCUMENT),
      waitUntil: () => undefined,
      store: {
        memory: new Map(),
        inCacheApi: new Map(),
        openCache: () => Promise.reject(new Error('no cache here')),
      },
    });
    expect(offline.status).toBe(200);
    expect(await offline.text()).toBe(DOCUMENT);
  });

  it('serves a page another worker stored in the Cache API, with a nonce of its own', async () => {
    const shared = memoryCache();
    const first = harness(undefined, shared);
    await first.fetchPage(get());
    await first.settle();

    const second = harness(undefined, shared);
    const answer = await second.fetchPage(get());
    expect(second.renders).toBe(0);
    expect(answer.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(nonce).not.toBe(NONCE);
    expect(await answer.text()).toBe(DOCUMENT.replaceAll(NONCE, nonce!));
    expect(second.memory.has(keyOf('/'))).toBe(true);
  });

  it('keeps each consent choice apart, and an admin review forgets every variant of the page', async () => {
    const shop = harness();
    const declined = CONSENT_COOKIE({personalization: false, marketing: false, analytics: false});
    const product = '/product/calendula-hand-salve';
    await shop.fetchPage(get(product));
    await shop.fetchPage(get(product, {Cookie: declined}));
    await shop.settle();
    expect(shop.renders).toBe(2);
    expect(
      (await shop.fetchPage(get(product, {Cookie: declined}))).headers.get(PAGE_CACHE_HEADER),
    ).toBe('hit');

    await forgetStoredPage(`${SHOP}${product}`, shop.store);
    expect(shop.memory.size).toBe(0);
    expect(shop.entries.size).toBe(0);
  });

  it('forgets a page under every consent choice a visitor can make', async () => {
    const shop = harness();
    const product = '/product/calendula-hand-salve';
    const choices = Array.from({length: 2 ** OPTIONAL_CATEGORIES.length}, (_, bits) =>
      Object.fromEntries(
        OPTIONAL_CATEGORIES.map((category, index) => [category, (bits >> index) % 2 === 1]),
      ),
    );
    for (const choice of choices) {
      await shop.fetchPage(
        get(product, {Cookie: CONSENT_COOKIE(choice as Parameters<typeof CONSENT_COOKIE>[0])}),
      );
    }
    await shop.fetchPage(get(product));
    await shop.settle();
    expect(shop.memory.size).toBe(choices.length + 1);
    await pageCacheControl(new PageSharing(), shop.store).forget(`${SHOP}${product}`);
    expect(shop.memory.size).toBe(0);
    expect(shop.entries.size).toBe(0);
  });

  it(`keeps at most ${PAGES_IN_MEMORY} pages in memory, dropping the one stored longest ago`, async () => {
    const shop = harness();
    for (let index = 0; index <= PAGES_IN_MEMORY; index++)
      await shop.fetchPage(get(`/page-${index}`));
    await shop.settle();
    expect(shop.memory.size).toBe(PAGES_IN_MEMORY);
    expect(shop.memory.has(keyOf('/page-0'))).toBe(false);
    expect(shop.memory.has(keyOf(`/page-${PAGES_IN_MEMORY}`))).toBe(true);
    // The Cache API still has it.
    expect(shop.entries.has(keyOf('/page-0'))).toBe(true);
  });

  it('renders every request for a made-up URL and keeps nothing of it', async () => {
    const shop = harness();
    for (const index of [1, 2, 1]) {
      const answer = await shop.fetchPage(get(`/shop?x=${index}`));
      expect(answer.headers.get(PAGE_CACHE_HEADER)).toBeNull();
      expect(await answer.text()).toBe(DOCUMENT);
    }
    await shop.settle();
    expect(shop.renders).toBe(3);
    expect(shop.memory.size + shop.entries.size).toBe(0);
  });

  it('leaves evicting to the Cache API outside the local stack, where another worker may hold a newer copy', async () => {
    const shop = harness(undefined, undefined, {sweepCacheApi: false});
    await shop.fetchPage(get('/faq'));
    await shop.settle();
    shop.advance(PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS + 1);
    await shop.fetchPage(get('/about'));
    await shop.settle();
    expect([...shop.entries.keys()].sort()).toEqual([keyOf('/about'), keyOf('/faq')]);
    expect(shop.store.inCacheApi.size).toBe(0);
  });

  it('locally, deletes each page it put in the Cache API once its lifetime is over', async () => {
    const shop = harness();
    await shop.fetchPage(get('/faq'));
    await shop.settle();
    shop.advance(PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS);
    await shop.fetchPage(get('/about'));
    await shop.settle();
    // Still within its lifetime when /about was kept.
    expect([...shop.entries.keys()].sort()).toEqual([keyOf('/about'), keyOf('/faq')]);
    shop.advance(1);
    await shop.fetchPage(get('/shipping'));
    await shop.settle();
    expect([...shop.entries.keys()].sort()).toEqual([keyOf('/about'), keyOf('/shipping')]);
  });

  it(`keeps at most ${PAGES_IN_CACHE_API} pages in the Cache API, deleting the ones stored longest ago`, async () => {
    const shop = harness();
    const extra = 20;
    for (let index = 0; index < PAGES_IN_CACHE_API + extra; index++) {
      await shop.fetchPage(get(`/product/p-${index}`));
      await shop.settle();
    }
    expect(shop.entries.size).toBe(PAGES_IN_CACHE_API);
    expect(shop.entries.has(keyOf(`/product/p-${extra - 1}`))).toBe(false);
    expect(shop.entries.has(keyOf(`/product/p-${extra}`))).toBe(true);
    expect(shop.store.inCacheApi.size).toBe(PAGES_IN_CACHE_API);
  });
});

describe('applyCacheControl', () => {
  const headersOf = (init: Record<string, string>) => {
    const headers = new Headers(init);
    applyCacheControl(headers);
    return headers;
  };
  const html = {'Content-Type': 'text/html; charset=utf-8'};

  it('lets shared caches keep copies served from the page cache, for CacheShort, per cookie', () => {
    for (const state of ['hit', 'stale']) {
      const headers = headersOf({...html, [PAGE_CACHE_HEADER]: state});
      // As long as Hydrogen's CacheShort, which is how long the page cache itself keeps a page.
      expect(headers.get('Cache-Control')).toBe(generateCacheControlHeader(CacheShort()));
      expect(headers.get('Vary')).toBe('Cookie, Sec-GPC');
    }
  });

  it('keeps every document rendered for one visitor out of every cache, whatever the route said', () => {
    // A miss may still be refused sharing while it streams, so it is the visitor's own: no shared cache
    // (private) and not the browser's either (no-store).
    expect(headersOf({...html, [PAGE_CACHE_HEADER]: 'miss'}).get('Cache-Control')).toBe(
      'private, no-store',
    );
    expect(headersOf(html).get('Cache-Control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(headersOf({...html, 'Cache-Control': 'public, max-age=60'}).get('Cache-Control')).toBe(
      PRIVATE_CACHE_CONTROL,
    );
    // A redirect that sets the cart cookie, a JSON answer: nothing said, so nothing kept.
    expect(headersOf({Location: '/cart', 'Set-Cookie': 'cart=1'}).get('Cache-Control')).toBe(
      PRIVATE_CACHE_CONTROL,
    );
  });

  it('leaves the rules of answers that are not documents and said their own', () => {
    const robots = {'Content-Type': 'text/plain', 'Cache-Control': 'public, max-age=86400'};
    expect(headersOf(robots).get('Cache-Control')).toBe('public, max-age=86400');
  });
});
