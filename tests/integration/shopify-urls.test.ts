// Shopify's own URLs (order e-mails, admin links, cart permalinks) through Hydrogen's real storefront client and cart handler against the local
// Storefront API stand-in: the seeded urlRedirects and how Shopify filters them, the 404 route's redirect
// lookup (and its failing open), cart permalinks, discount links and the collection listing page.
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {fixtures, productByHandle} from '../../local/storefront-api/catalogue.mjs';
import {startTestStorefrontApi} from '../../local/storefront-api/testing.mjs';
import {appCartFor, testStorefront} from './storefrontClient';
import {
  applyDiscountLink,
  cartFromPermalink,
  discountNotices,
  removeDiscountCodes,
} from '~/features/cart/shopifyCartLinks.server';
import {PERMALINK_SYNTAX_MESSAGE} from '~/features/cart/cartPermalink';
import {REDIRECT_LOOKUP_TIMEOUT_MS, findShopifyRedirect} from '~/server/urlRedirects.server';
import {redirectForNotFound} from '~/server/notFound.server';
import * as collectionRoute from '~/routes/collections_.$handle';
import {requestRoute} from './remixRequest';

type Api = Awaited<ReturnType<typeof startTestStorefrontApi>>;

const TOKEN = 'test-public-token';
const SHOP = 'http://127.0.0.1:3997';
const config = {STOREFRONT_TIMEOUT_MS: 8_000};

let api: Api;

const storefrontClient = () => testStorefront(api.url);
const cartFor = (cookie = '') => appCartFor(api.url, cookie);

function variantNumber(handle: string, title: string) {
  const variant = productByHandle
    .get(handle)
    ?.variants.find((candidate) => candidate.title === title);
  if (!variant) throw new Error(`no variant ${handle} ${title}`);
  return variant.id.split('/').pop()!;
}

const LAVENDER_1 = variantNumber('lavender-oat-soap', 'Standard / 1 Unit');
const CHARCOAL_2 = variantNumber('charcoal-tea-tree-soap', 'Standard / 2 Units');
const SOLD_OUT = fixtures.soldOutVariantId.split('/').pop()!;

async function redirectsFor(query: string) {
  const response = await fetch(`${api.url}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKEN},
    body: JSON.stringify({
      query:
        'query R($query: String) { urlRedirects(first: 10, query: $query) { nodes { id path target } } }',
      variables: {query},
    }),
  });
  const body = await response.json<{
    data: {urlRedirects: {nodes: {path: string; target: string}[]}};
  }>();
  return body.data.urlRedirects.nodes;
}

beforeAll(async () => {
  api = await startTestStorefrontApi({shopOrigin: SHOP});
});

afterEach(() => {
  api.clearFaults();
  vi.restoreAllMocks();
});

afterAll(() => api?.dispose());

describe('the stand-in answers urlRedirects as Shopify filters them', () => {
  it('matches path: on the whole path, case-insensitively', async () => {
    expect(await redirectsFor('path:/lavender')).toEqual([
      {
        id: 'gid://shopify/UrlRedirect/411001',
        path: '/lavender',
        target: '/products/lavender-oat-soap',
      },
    ]);
    expect((await redirectsFor('path:/wholesale')).map((r) => r.target)).toEqual(['/contact']);
    expect(await redirectsFor('path:/lav')).toEqual([]);
    expect(await redirectsFor('path:/lavender/extra')).toEqual([]);
  });

  it('takes a prefix with *, searches both fields with a bare word, ORs and negates', async () => {
    expect((await redirectsFor('path:/lav*')).map((r) => r.path)).toEqual(['/lavender']);
    expect((await redirectsFor('gift')).map((r) => r.path)).toEqual(['/gifts']);
    expect((await redirectsFor('path:/gifts OR path:/lavender')).map((r) => r.path)).toEqual([
      '/lavender',
      '/gifts',
    ]);
    expect(await redirectsFor('path:/lavender -target:/products/lavender-oat-soap')).toEqual([]);
  });

  it('ignores a filter on an unknown field, as Shopify does', async () => {
    expect((await redirectsFor('colour:green')).length).toBeGreaterThanOrEqual(5);
  });
});

describe('the 404 route asks Shopify for a redirect', () => {
  const lookup = (path: string) =>
    findShopifyRedirect({storefront: storefrontClient(), config}, new Request(`${SHOP}${path}`));

  it('answers 301 to the target of a seeded redirect, whatever the case or trailing slash', async () => {
    for (const path of ['/lavender', '/LAVENDER', '/lavender/']) {
      const answer = await lookup(path);
      expect(answer?.status, path).toBe(301);
      expect(answer?.headers.get('location'), path).toBe('/products/lavender-oat-soap');
    }
  });

  it('keeps the query string and follows absolute targets', async () => {
    expect((await lookup('/lavender?utm_source=label'))?.headers.get('location')).toBe(
      '/products/lavender-oat-soap?utm_source=label',
    );
    expect((await lookup('/instagram'))?.headers.get('location')).toBe(
      'https://www.instagram.com/wildrootbotanicals',
    );
  });

  it('follows a same-origin ?redirect= or ?return_to= and nothing else', async () => {
    expect((await lookup('/nowhere?redirect=/shop'))?.headers.get('location')).toBe('/shop');
    expect((await lookup('/nowhere?return_to=/faq'))?.headers.get('location')).toBe('/faq');
    expect(await lookup('/nowhere?redirect=https://evil.example/')).toBeNull();
    expect(await lookup('/nowhere')).toBeNull();
  });

  it('asks about another path when told to (Shopify’s /products/ form of a missing product)', async () => {
    const answer = await findShopifyRedirect(
      {storefront: storefrontClient(), config},
      new Request(`${SHOP}/product/anything`),
      '/gifts',
    );
    expect(answer?.headers.get('location')).toBe('/collections/gift-sets');
  });

  it('never answers with a redirect back to the page asked for', async () => {
    const answer = await findShopifyRedirect(
      {storefront: storefrontClient(), config},
      new Request(`${SHOP}/products/lavender-oat-soap`),
      '/products/lavender-soap',
    );
    expect(answer).toBeNull();
  });

  it('fails open to the 404 when Shopify errs', async () => {
    for (const mode of ['500', 'graphql', '402'] as const) {
      api.setFaults({mode});
      expect(await lookup('/lavender'), mode).toBeNull();
    }
  });

  it('does not keep a 404 waiting on a slow Shopify', async () => {
    api.setFaults({latencyMs: 5_000});
    const started = Date.now();
    expect(await lookup('/gifts')).toBeNull();
    expect(Date.now() - started).toBeLessThan(REDIRECT_LOOKUP_TIMEOUT_MS + 1_000);
  });
});

describe('a page the app answered 404 for asks Shopify for a redirect once, for every route', () => {
  const lookup = (url: string, init?: RequestInit) =>
    redirectForNotFound(
      {storefront: storefrontClient(), config},
      new Request(`${SHOP}${url}`, init),
    );

  it('for an unknown path', async () => {
    const answer = await lookup('/lavender');
    expect(answer?.status).toBe(301);
    expect(answer?.headers.get('location')).toBe('/products/lavender-oat-soap');
  });

  it('for a missing product, under Shopify’s /products/ path', async () => {
    const answer = await lookup('/product/lavender-soap?variant=100102');
    expect(answer?.status).toBe(301);
    expect(answer?.headers.get('location')).toBe('/products/lavender-oat-soap?variant=100102');
  });

  it('for a missing collection', async () => {
    const answer = await lookup('/collections/no-such-collection?redirect=/shop');
    expect(answer?.headers.get('location')).toBe('/shop');
    expect(await lookup('/collections/no-such-collection')).toBeNull();
  });

  it('for a client navigation’s data request, about the page it loads and without Remix’s query', async () => {
    const answer = await lookup('/product/lavender-soap.data?_routes=routes%2Fproduct.%24handle');
    expect(answer?.headers.get('location')).toBe('/products/lavender-oat-soap');
    expect((await lookup('/lavender.data'))?.headers.get('location')).toBe(
      '/products/lavender-oat-soap',
    );
  });

  it('never for a form post', async () => {
    expect(await lookup('/lavender', {method: 'POST'})).toBeNull();
  });
});

describe('cart permalinks', () => {
  it('make a new cart with exactly those lines and answer its checkout URL with the sales channel', async () => {
    const cart = cartFor();
    const outcome = await cartFromPermalink(cart, `${LAVENDER_1}:2,${CHARCOAL_2}:1`, 'WELCOME10');
    if (!outcome.ok) throw new Error(outcome.message);
    const checkout = new URL(outcome.checkoutUrl);
    expect(checkout.origin).toBe(api.url);
    expect(checkout.searchParams.get('channel')).toBe('online_store');
    expect(outcome.headers.get('set-cookie')).toMatch(/^cart=/);

    const created = await cart.get();
    expect(created?.totalQuantity).toBe(3);
    // Hydrogen's cart query reads lines as edges.
    const lines = (created?.lines.edges ?? []).map((edge) => edge.node);
    expect(lines.map((line) => [line.merchandise.id.split('/').pop(), line.quantity])).toEqual([
      [LAVENDER_1, 2],
      [CHARCOAL_2, 1],
    ]);
    expect(created?.discountCodes).toEqual([{code: 'WELCOME10', applicable: true}]);
  });

  it('ignore the shopper’s existing cart', async () => {
    const first = cartFor();
    const earlier = await cartFromPermalink(first, `${CHARCOAL_2}:3`, null);
    if (!earlier.ok) throw new Error(earlier.message);
    const cookie = earlier.headers.get('set-cookie')!.split(';')[0]!;
    const outcome = await cartFromPermalink(cartFor(cookie), `${LAVENDER_1}:1`, null);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.headers.get('set-cookie')!.split(';')[0]).not.toBe(cookie);
  });

  it('refuse malformed links without asking Shopify', async () => {
    api.setFaults({mode: '500'});
    expect(await cartFromPermalink(cartFor(), 'lavender:2', null)).toEqual({
      ok: false,
      status: 400,
      message: PERMALINK_SYNTAX_MESSAGE,
    });
  });

  it('refuse a sold-out or unknown variant with Shopify’s reason, and set no cart', async () => {
    for (const spec of [`${LAVENDER_1}:1,${SOLD_OUT}:1`, '999999999:1']) {
      const outcome = await cartFromPermalink(cartFor(), spec, null);
      expect(outcome.ok, spec).toBe(false);
      if (outcome.ok) continue;
      expect(outcome.status).toBe(422);
      expect(outcome.message).toMatch(
        /^Some items in this cart link are sold out or no longer available: ./,
      );
    }
  });

  it('answer 5xx, not a crash, when Shopify fails', async () => {
    api.setFaults({mode: '500'});
    const outcome = await cartFromPermalink(cartFor(), `${LAVENDER_1}:1`, null);
    expect(outcome).toMatchObject({ok: false, status: 503});
  });
});

describe('discount links', () => {
  it('start a cart holding the code when the shopper has none', async () => {
    const cart = cartFor();
    const {notice, headers} = await applyDiscountLink(cart, 'WELCOME10');
    expect(notice).toEqual(discountNotices.emptyCart());
    expect(headers?.get('set-cookie')).toMatch(/^cart=/);
    expect((await cart.get())?.discountCodes).toEqual([{code: 'WELCOME10', applicable: false}]);
  });

  it('apply the code to the shopper’s cart, and say when Shopify does not apply it', async () => {
    const start = await cartFromPermalink(cartFor(), `${LAVENDER_1}:1`, null);
    if (!start.ok) throw new Error(start.message);
    const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
    const cart = cartFor(cookie);
    const applied = await applyDiscountLink(cart, 'welcome10');
    expect(applied.notice).toEqual(discountNotices.applied('welcome10'));
    expect((await cartFor(cookie).get())?.discountCodes).toEqual([
      {code: 'welcome10', applicable: true},
    ]);

    // A second code Shopify does not apply takes nothing away: the first stays applied, the cart keeps no
    // refused code, and the notice gives Shopify's reason.
    const refused = await applyDiscountLink(cartFor(cookie), 'NOPE50');
    expect(refused).toMatchObject({refused: true});
    expect(refused.notice).toEqual(discountNotices.notApplicable(undefined, 'DISCOUNT_NOT_FOUND'));
    const after = await cartFor(cookie).get();
    expect(after?.totalQuantity).toBe(1);
    expect(after?.discountCodes).toEqual([{code: 'welcome10', applicable: true}]);
    expect(after?.cost.totalAmount.amount).toBe('10.8');

    const second = await applyDiscountLink(cartFor(cookie), 'WILDROOT10', {typedByShopper: true});
    expect(second.notice).toEqual({
      kind: 'error',
      title: 'Discount not applicable',
      description: "WILDROOT10 can't be combined with the discount already on your cart.",
    });
    expect((await cartFor(cookie).get())?.discountCodes).toEqual([
      {code: 'welcome10', applicable: true},
    ]);
  });

  it('take one code off and leave the others', async () => {
    const start = await cartFromPermalink(cartFor(), `${LAVENDER_1}:1`, null);
    if (!start.ok) throw new Error(start.message);
    const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
    // On an empty cart a code is kept to be judged later; here the cart has a line, so both are held.
    await cartFor(cookie).updateDiscountCodes(['WELCOME10', 'LATER-20']);
    const removed = await removeDiscountCodes(cartFor(cookie), 'welcome10');
    expect(removed.notice).toEqual(discountNotices.removedOne());
    expect((await cartFor(cookie).get())?.discountCodes).toEqual([
      {code: 'LATER-20', applicable: false},
    ]);
    await removeDiscountCodes(cartFor(cookie));
    expect((await cartFor(cookie).get())?.discountCodes).toEqual([]);
  });

  it('never repeat a code Shopify did not accept, which any site can put in a link', async () => {
    const lure = 'CALL-555-0100-FOR-A-REFUND';
    const start = await cartFromPermalink(cartFor(), `${LAVENDER_1}:1`, null);
    if (!start.ok) throw new Error(start.message);
    const withLine = cartFor(start.headers.get('set-cookie')!.split(';')[0]);
    const outcomes = [
      await applyDiscountLink(cartFor(), lure),
      await applyDiscountLink(withLine, lure),
    ];
    api.setFaults({mode: '500'});
    outcomes.push(await applyDiscountLink(cartFor(), lure));
    expect(outcomes.map(({notice}) => notice.title)).toEqual([
      'Discount code saved',
      'Discount not applicable',
      'Discount not applied',
    ]);
    for (const {notice} of outcomes) expect(JSON.stringify(notice)).not.toContain('555');
  });

  it('start a new cart when Shopify no longer has the shopper’s', async () => {
    const gone = 'cart=c1-no-such-cart%3Fkey%3Dabc';
    const cart = cartFor(gone);
    const {notice, headers} = await applyDiscountLink(cart, 'WELCOME10');
    expect(notice.kind).toBe('info');
    expect(headers?.get('set-cookie')).toMatch(/^cart=/);
    expect(headers?.get('set-cookie')?.split(';')[0]).not.toBe(gone);
  });

  it('say the code was not applied when Shopify fails', async () => {
    api.setFaults({mode: '500'});
    const {notice, headers} = await applyDiscountLink(cartFor(), 'WELCOME10');
    expect(notice).toMatchObject({kind: 'error', title: 'Discount not applied'});
    expect(headers).toBeNull();
  });
});

describe('collection URLs', () => {
  const run = (handle: string) =>
    requestRoute(
      {id: 'routes/collections_.$handle', path: 'collections/:handle', module: collectionRoute},
      new Request(`${SHOP}/collections/${handle}?utm_source=feed`),
      {storefront: storefrontClient(), config} as unknown as AppLoadContext,
    );

  it('move a collection with a route of its own there for good', async () => {
    const {response} = await run('masks-treatments');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/facial-masks?utm_source=feed');
    expect((await run('all')).response.headers.get('location')).toBe('/shop?utm_source=feed');
  });

  it('list any other collection from the Storefront API', async () => {
    const {response, loaderData} = await run('gift-sets');
    expect(response.status).toBe(200);
    const page = loaderData as {collection: {title: string}; products: {handle: string}[]};
    expect(page.collection.title).toMatch(/gift/i);
    expect(page.products.length).toBeGreaterThanOrEqual(3);
  });

  it('answer 404 for an unknown collection (the worker then asks for a redirect)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const {response, loaderData} = await run('no-such-collection');
    expect(response.status).toBe(404);
    expect(loaderData).toEqual({pathname: '/collections/no-such-collection'});
    expect(console.warn).toHaveBeenCalledWith('404: no page at /collections/no-such-collection');
  });

  it('answer 503 with the shopper’s message when Shopify fails', async () => {
    api.setFaults({mode: '500'});
    const {response, loaderData} = await run('gift-sets');
    expect(response.status).toBe(503);
    expect((loaderData as {error: string}).error).toMatch(/try again/);
  });
});
