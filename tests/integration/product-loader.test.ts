// The product page's loader (/product/:handle) through Remix's request handler, wired as the worker wires
// it: Hydrogen's storefront client against the local Storefront API stand-in, the app's Supabase server
// client against the local Supabase API (seeded copy overrides), both bound by one request deadline. Each
// provider's failures are the stand-ins' own fault switches: Shopify's 402, 500 and GraphQL errors; Supabase
// refusing, dropping the connection or answering late.
import {isRouteErrorResponse} from '@remix-run/react';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  ANON_KEY,
  UnusedWebSocket,
  startTestSupabaseApi,
} from '../../local/supabase-api/testing.mjs';
import {startTestStorefrontApi} from '../../local/storefront-api/testing.mjs';
import {testStorefront} from './storefrontClient';
import {requestRoute, type RouteUnderTest} from './remixRequest';
import {DEFAULT_BENEFITS} from '~/features/product/descriptionParser';
import {FRIENDLY_RETRY_MESSAGE} from '~/lib/storefrontErrors';
import {pageCacheControl, PageSharing} from '~/sharing/index.server';
import {memoryCache} from '../memoryCache';
import {RequestDeadline} from '~/server/providerDeadline.server';
import {
  createPublicDatabaseClient,
  createSupabaseServerClient,
  PendingResponseHeaders,
} from '~/server/supabase.server';
import * as productRoute from '~/routes/product.$handle';
import {redirectForNotFound} from '~/server/notFound.server';

// Starting PGlite takes minutes when the shared 2-core machine is busy.
const STARTUP_TIMEOUT_MS = 400_000;
const SHOP = 'http://127.0.0.1:3996';
/** The app's default per-call budget (env.server). */
const STOREFRONT_TIMEOUT_MS = 2_500;
const PRODUCT: RouteUnderTest = {
  id: 'routes/product.$handle',
  path: 'product/:handle',
  module: productRoute,
};

let storefrontApi: Awaited<ReturnType<typeof startTestStorefrontApi>>;
let supabaseApi: Awaited<ReturnType<typeof startTestSupabaseApi>>;

beforeAll(async () => {
  // The app's server client (as in workerd) expects a global WebSocket for Realtime; Node 20 has none.
  vi.stubGlobal('WebSocket', UnusedWebSocket);
  [storefrontApi, supabaseApi] = await Promise.all([
    startTestStorefrontApi({shopOrigin: SHOP}),
    startTestSupabaseApi(),
  ]);
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([storefrontApi?.dispose(), supabaseApi?.dispose()]);
  vi.unstubAllGlobals();
}, STARTUP_TIMEOUT_MS);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  storefrontApi.clearFaults();
  await fetch(`${supabaseApi.url}/__faults`, {method: 'DELETE'});
});

function setSupabaseFaults(faults: {mode?: 'down' | '500'; latencyMs?: number}) {
  return fetch(`${supabaseApi.url}/__faults`, {method: 'PUT', body: JSON.stringify(faults)});
}

/** A visitor's request for /product/{handle}, with the context the worker would build for it. */
async function visit(handle: string, search = '') {
  const request = new Request(`${SHOP}/product/${handle}${search}`);
  const deadline = new RequestDeadline();
  const pageSharing = new PageSharing();
  const context = {
    storefront: deadline.boundStorefront(testStorefront(storefrontApi.url), STOREFRONT_TIMEOUT_MS),
    supabase: createSupabaseServerClient({
      request,
      url: supabaseApi.url,
      anonKey: ANON_KEY,
      secure: false,
      pending: new PendingResponseHeaders(),
      deadline,
    }),
    publicDatabase: createPublicDatabaseClient({url: supabaseApi.url, anonKey: ANON_KEY, deadline}),
    deadline,
    config: {STOREFRONT_TIMEOUT_MS},
    pageCache: pageCacheControl(pageSharing),
    copyOverrideCache: () => Promise.resolve(memoryCache().cache),
  } as unknown as AppLoadContext;
  const answer = await requestRoute(PRODUCT, request, context);
  return {...answer, pageSharing, request, context};
}

type ProductPage = {
  url: string;
  product: Record<string, unknown> & {
    handle: string;
    images: {nodes: object[]};
    variants: {nodes: {id: string; title: string; sku?: string | null; image?: object | null}[]};
  };
  description: {ingredients: string | null};
  copyCategory: string;
  structuredData: object[];
  copy: {hook: string | null; benefits: string[]; perfectFor: string | null; source: string};
  selectedVariantId: string | null;
  relatedProducts: {handle: string}[] | null | Promise<{handle: string}[] | null>;
};

/** The message the product page's error boundary shows for a failed load. */
function failureMessage(error: unknown) {
  expect(isRouteErrorResponse(error)).toBe(true);
  return isRouteErrorResponse(error) ? (error.data as {message: string}).message : undefined;
}

describe('GET /product/:handle', () => {
  it('answers 404 for a malformed handle without asking Shopify or Supabase', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const {response} = await visit('bad%20handle!');
    expect(response.status).toBe(404);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('answers 404 for a product Shopify does not have', async () => {
    const {response, error} = await visit('no-such-product');
    expect(response.status).toBe(404);
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
  });

  it('answers 404 for a renamed product, which the worker then redirects from its old /products/ path', async () => {
    // Seeded in the stand-in: /products/lavender-soap → /products/lavender-oat-soap.
    const {response, request, context} = await visit('lavender-soap', '?variant=100102');
    expect(response.status).toBe(404);
    const moved = await redirectForNotFound(context, request);
    expect(moved?.status).toBe(301);
    expect(moved?.headers.get('location')).toBe('/products/lavender-oat-soap?variant=100102');
  });

  it.each([
    // The billing text is the shop owner's (logged), not the shopper's.
    [
      'with a retry message, not the billing text, when Shopify wants payment (HTTP 402)',
      '402',
      FRIENDLY_RETRY_MESSAGE,
    ],
    ['with a retry message when Shopify fails (HTTP 500)', '500', FRIENDLY_RETRY_MESSAGE],
    [
      'not 404, when Shopify answers with GraphQL errors instead of the product',
      'graphql',
      FRIENDLY_RETRY_MESSAGE,
    ],
  ] as const)('answers 503 %s', async (_case, mode, message) => {
    storefrontApi.setFaults({mode});
    const {response, error} = await visit('lavender-oat-soap');
    expect(response.status).toBe(503);
    expect(failureMessage(error)).toBe(message);
  });

  it('loads the product, parses its description and selects the variant from the URL', async () => {
    const {response, loaderData} = await visit(
      'charcoal-tea-tree-soap',
      '?bundle=bundle2&utm_source=x',
    );
    expect(response.status).toBe(200);
    const page = loaderData as ProductPage;
    expect(page.url).toBe(`${SHOP}/product/charcoal-tea-tree-soap`);
    expect(page.product.handle).toBe('charcoal-tea-tree-soap');
    const twoUnits = page.product.variants.nodes.find(
      (variant) => variant.title === 'Standard / 2 Units',
    );
    expect(page.selectedVariantId).toBe(twoUnits?.id);
    expect(page.selectedVariantId).toMatch(/^gid:\/\/shopify\/ProductVariant\//);
    expect(page.description.ingredients).toMatch(/^Olea Europaea \(Olive\) Fruit Oil, .*Kaolin\.$/);
    // The page gets the parsed description, not Shopify's HTML.
    expect(page.product).not.toHaveProperty('descriptionHtml');
    // No active override in the seed for this product: the default copy.
    expect(page.copy).toEqual({
      hook: null,
      benefits: [...DEFAULT_BENEFITS],
      perfectFor: null,
      source: 'default',
    });
  });

  it('sends the page what its components read, each thing once', async () => {
    const {loaderData} = await visit('lavender-oat-soap');
    const page = loaderData as ProductPage;
    // The fixed copy below the buy box is looked up by the blocks that show it: the data names its category.
    expect(page.copyCategory).toBe('soap');
    expect(page).not.toHaveProperty('marketing');
    // The JSON-LD, built by the server, names the brand and SKU; Shopify's product-view event in the browser
    // reads both from the product, so they stay; the product type only picks the copy category.
    expect(page.structuredData[0]).toMatchObject({sku: 'WR-1001-STD-1', brand: {name: 'Wildroot Botanicals'}});
    expect(page.product).toHaveProperty('vendor', 'Wildroot Botanicals');
    expect(page.product).not.toHaveProperty('productType');
    const variants = page.product.variants.nodes;
    expect(variants.length).toBeGreaterThan(1);
    for (const variant of variants) expect(variant.sku).toMatch(/^WR-/);
    // A variant's picture is the gallery's own image object, so the loader data holds it once.
    const images = new Set<unknown>(page.product.images.nodes);
    for (const variant of variants) expect(images.has(variant.image)).toBe(true);
  });

  it('uses the product’s active copy override from Supabase', async () => {
    const {loaderData, pageSharing} = await visit('lavender-oat-soap');
    expect((loaderData as ProductPage).copy).toMatchObject({
      hook: 'A slow, creamy lather that smells like a summer evening in a lavender field.',
      perfectFor:
        'Anyone with dry or sensitive skin who wants an evening shower to feel like a wind-down ritual.',
      source: 'override',
    });
    expect((loaderData as ProductPage).copy.benefits).toHaveLength(4);
    expect(pageSharing.refused).toBe(false);
  });

  it.each([
    ['an error answer', {mode: '500'}],
    ['a dropped connection', {mode: 'down'}],
    ['no answer in time', {latencyMs: STOREFRONT_TIMEOUT_MS + 2_000}],
  ] as const)('never fails the page over the copy override (%s)', async (_name, faults) => {
    await setSupabaseFaults(faults);
    const {response, loaderData, pageSharing} = await visit('lavender-oat-soap');
    expect(response.status).toBe(200);
    expect((loaderData as ProductPage).copy).toMatchObject({
      benefits: [...DEFAULT_BENEFITS],
      source: 'default',
    });
    // The page without its copy is this visitor's only: the page cache does not keep it.
    expect(pageSharing.refused).toBe(true);
  });

  it('defers four related products, never the product itself', async () => {
    const {loaderData, pageSharing} = await visit('lavender-oat-soap');
    const related = await (loaderData as ProductPage).relatedProducts;
    const handles = related?.map((product) => product.handle) ?? [];
    expect(handles).toHaveLength(4);
    expect(new Set(handles).size).toBe(4);
    expect(handles).not.toContain('lavender-oat-soap');
    expect(pageSharing.refused).toBe(false);
  });
});
