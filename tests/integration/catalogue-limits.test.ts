// The catalogue limits of SPEC.md 7 and 9 as the listing pages put them on the wire: each page through
// Remix's request handler, with Hydrogen's storefront client against the local Storefront stand-in, and
// every GraphQL request it sends recorded (how many products, collections, images and variants it asks for).
import {Kind, parse, visit, type ValueNode} from 'graphql';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {startTestStorefrontApi} from '../../local/storefront-api/testing.mjs';
import {testStorefront} from './storefrontClient';
import {requestRoute, type RouteUnderTest} from './remixRequest';
import * as artisanSoapsRoute from '~/routes/artisan-soaps';
import * as bodyCareRoute from '~/routes/body-care';
import * as homeRoute from '~/routes/_index';
import * as productRoute from '~/routes/product.$handle';
import * as shopRoute from '~/routes/shop';
import {pageCacheControl, PageSharing} from '~/sharing/index.server';
import {memoryCache} from '../memoryCache';

const SHOP = 'http://127.0.0.1:3995';

let api: Awaited<ReturnType<typeof startTestStorefrontApi>>;
let sent: {operation: string; variables: Record<string, unknown>; query: string}[] = [];

beforeAll(async () => {
  api = await startTestStorefrontApi({shopOrigin: SHOP});
});

afterEach(() => {
  vi.restoreAllMocks();
  sent = [];
});

afterAll(() => api?.dispose());

/** Records each Storefront API request the page sends, then lets it through to the stand-in. */
function recordStorefrontRequests() {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith(api.url) && typeof init?.body === 'string') {
      const {query, variables} = JSON.parse(init.body) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      const operation = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
      sent.push({operation, variables: variables ?? {}, query});
    }
    return realFetch(input, init);
  });
}

async function open(route: RouteUnderTest, path: string, status = 200) {
  recordStorefrontRequests();
  const context = {
    storefront: testStorefront(api.url),
    config: {STOREFRONT_TIMEOUT_MS: 8_000},
    pageCache: pageCacheControl(new PageSharing()),
    copyOverrideCache: () => Promise.resolve(memoryCache().cache),
  } as unknown as AppLoadContext;
  const {response, loaderData} = await requestRoute(route, new Request(`${SHOP}${path}`), context);
  expect(response.status).toBe(status);
  return loaderData as {
    products?: {handle: string}[];
    page?: {products: {handle: string}[]; next: string | null; error: string | null};
    previous?: string | null;
    total?: number;
  };
}

/** The operation's `first:` for each field that has one, variables resolved. */
function pageSizes(operation: string) {
  const request = sent.find((candidate) => candidate.operation === operation);
  if (!request) throw new Error(`the page did not ask for ${operation}`);
  const sizes: Record<string, unknown[]> = {};
  const value = (node: ValueNode) =>
    node.kind === Kind.VARIABLE
      ? request.variables[node.name.value]
      : node.kind === Kind.INT
        ? Number(node.value)
        : null;
  visit(parse(request.query), {
    Field(field) {
      const first = field.arguments?.find((argument) => argument.name.value === 'first');
      if (first) (sizes[field.name.value] ??= []).push(value(first.value));
    },
  });
  return sizes;
}

const route = (id: string, path: string, module: object): RouteUnderTest => ({id, path, module});

describe('the listing pages ask Shopify for the spec’s number of products', () => {
  it('home: the 20 best sellers, each card with up to 5 images and 10 variants', async () => {
    const page = await open(route('routes/_index', '', homeRoute), '/');
    expect(pageSizes('CatalogueProducts')).toEqual({products: [20], images: [5], variants: [10]});
    expect(page.products).toHaveLength(20);
  });

  it('shop: the `all` collection 24 at a time, best sellers first, each page by its cursor', async () => {
    const shop = route('routes/shop', 'shop', shopRoute);
    const first = await open(shop, '/shop');
    expect(pageSizes('CollectionListing')).toEqual({products: [24], images: [5], variants: [10]});
    expect(sent.map((request) => request.operation)).toEqual(['CollectionListing']);
    expect(sent[0]!.variables).toMatchObject({
      handle: 'all',
      filters: [],
      sortKey: 'BEST_SELLING',
      reverse: false,
    });
    expect(first.page?.products).toHaveLength(24);
    expect(first.total).toBe(40);
    expect(first.page?.next).toMatch(/^\/shop\?after=[\w%=+/-]+&page=2$/);
    sent = [];
    vi.restoreAllMocks();

    const second = await open(shop, first.page!.next!);
    expect(sent[0]!.variables).toMatchObject({first: 24, after: expect.any(String)});
    expect(second.page?.products).toHaveLength(16);
    expect(second.page?.next).toBeNull();
    expect(second.previous).toBe('/shop');
    const handles = [...first.page!.products, ...second.page!.products].map((p) => p.handle);
    expect(new Set(handles).size).toBe(40);
  });

  it('shop: a cursor Shopify refuses is a 400 with a way back to the first page of the same filters', async () => {
    const page = await open(
      route('routes/shop', 'shop', shopRoute),
      '/shop?filter.v.availability=1&after=bm90LWEtY3Vyc29y&page=2',
      400,
    );
    expect(page.page?.error).toMatch(/no longer available/);
    expect(page.previous).toBe('/shop?filter.v.availability=1');
  });

  it("a filtered shop: Shopify's filter list first, then the products under Shopify's own inputs and the sort", async () => {
    const page = await open(
      route('routes/shop', 'shop', shopRoute),
      '/shop?filter.p.product_type=Bar+Soap&filter.v.option.purchase-type=subscribe+%26+save&filter.v.availability=1' +
        '&filter.v.price.lte=12&sort_by=price-descending&filter.v.option.colour=blue',
    );
    expect(sent.map((request) => request.operation)).toEqual([
      'CollectionFilters',
      'CollectionListing',
    ]);
    expect(sent[1]!.variables).toMatchObject({
      handle: 'all',
      first: 24,
      sortKey: 'PRICE',
      reverse: true,
      filters: [
        {productType: 'Bar Soap'},
        {variantOption: {name: 'purchase type', value: 'Subscribe & Save'}},
        {available: true},
        {price: {max: 12}},
      ],
    });
    expect(page.page?.products.length).toBeGreaterThan(0);
  });

  it('artisan soaps: the soaps among the first 50', async () => {
    const page = await open(
      route('routes/artisan-soaps', 'artisan-soaps', artisanSoapsRoute),
      '/artisan-soaps',
    );
    expect(pageSizes('CatalogueProducts').products).toEqual([50]);
    expect(page.products?.length).toBeGreaterThan(0);
    expect(page.products?.length).toBeLessThanOrEqual(50);
  });

  it('a category: 20 collections to find it in, then 50 of its products', async () => {
    await open(route('routes/body-care', 'body-care', bodyCareRoute), '/body-care');
    expect(pageSizes('CollectionList').collections).toEqual([20]);
    expect(pageSizes('CollectionListing')).toEqual({products: [50], images: [5], variants: [10]});
    expect(sent.at(-1)!.variables).toMatchObject({
      handle: 'body-care',
      sortKey: 'COLLECTION_DEFAULT',
    });
  });

  it('the product page: up to 10 images and 20 variants', async () => {
    // No Supabase here: the copy override fails (logged) and the page keeps its default copy.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open(
      route('routes/product.$handle', 'product/:handle', productRoute),
      '/product/lavender-oat-soap',
    );
    expect(pageSizes('ProductDetail')).toEqual({images: [10], variants: [20]});
  });
});
