import type {AppLoadContext} from '@shopify/remix-oxygen';
import {pageCacheControl, PageSharing} from '~/server/pageCache.server';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {DEFAULT_BENEFITS} from '~/features/product/descriptionParser';
import {BILLING_MESSAGE, FRIENDLY_RETRY_MESSAGE} from '~/lib/storefrontErrors';
import {loader} from '~/routes/product.$handle';

const PRODUCT = {
  id: 'gid://shopify/Product/1001',
  title: 'Lavender & Oat Cold Process Soap',
  handle: 'lavender-oat-soap',
  description: 'A creamy bar.',
  descriptionHtml: '<p>A creamy bar.</p><p>Ingredients: Olive Oil, Coconut Oil, Shea Butter.</p>',
  vendor: 'Wildroot Botanicals',
  availableForSale: true,
  createdAt: '2025-01-01T00:00:00Z',
  priceRange: {minVariantPrice: {amount: '10.2', currencyCode: 'USD'}},
  images: {nodes: []},
  variants: {
    nodes: [
      {
        id: 'gid://shopify/ProductVariant/100101',
        title: 'Standard / 1 Unit',
        sku: 'WR-1001-STD-1',
        availableForSale: true,
        price: {amount: '12.0', currencyCode: 'USD'},
        selectedOptions: [
          {name: 'Purchase Type', value: 'Standard'},
          {name: 'Quantity', value: '1 Unit'},
        ],
        image: null,
      },
      {
        id: 'gid://shopify/ProductVariant/100102',
        title: 'Standard / 2 Units',
        sku: 'WR-1001-STD-2',
        availableForSale: true,
        price: {amount: '21.6', currencyCode: 'USD'},
        selectedOptions: [
          {name: 'Purchase Type', value: 'Standard'},
          {name: 'Quantity', value: '2 Units'},
        ],
        image: null,
      },
    ],
  },
  options: [],
  seo: {title: null, description: null},
};

const related = (handle: string) => ({
  id: `id-${handle}`,
  title: handle,
  handle,
  priceRange: {minVariantPrice: {amount: '1.0', currencyCode: 'USD'}},
  featuredImage: null,
});

type Override = {data: unknown; error: {message: string} | null} | Error | 'never answers';

function fakeContext({
  product = PRODUCT,
  productError,
  graphqlErrors,
  override = {data: null, error: null},
  urlRedirects = {},
}: {
  /** Shopify's URL redirects by path, as the admin holds them. */
  urlRedirects?: Record<string, string>;
  product?: typeof PRODUCT | null;
  productError?: Error;
  graphqlErrors?: {message: string}[];
  override?: Override;
} = {}) {
  const query = vi.fn(async (text: string, options?: {variables?: {query?: string}}) => {
    if (text.includes('urlRedirects')) {
      const path = (options?.variables?.query ?? '').replace(/^path:/, '');
      const target = Object.hasOwn(urlRedirects, path) ? urlRedirects[path] : undefined;
      return {urlRedirects: {edges: target ? [{node: {target}}] : []}};
    }
    if (text.includes('query RelatedProducts')) {
      return {
        product: {
          collections: {nodes: [{products: {nodes: ['lavender-oat-soap', 'a', 'b'].map(related)}}]},
        },
        bestSellers: {nodes: ['b', 'c', 'd', 'e'].map(related)},
      };
    }
    if (productError) throw productError;
    // Hydrogen answers a GraphQL error (HTTP 200) with the data it got, here none, and the errors.
    if (graphqlErrors) return {product: null, errors: graphqlErrors};
    return {product};
  });
  const answer = async () => {
    if (override instanceof Error) throw override;
    if (override === 'never answers') return new Promise<never>(() => undefined);
    return override;
  };
  // Like supabase-js's builder: a thenable that can also be told not to retry.
  const maybeSingle = vi.fn(() => {
    const pending = answer();
    return Object.assign(pending, {retry: () => pending});
  });
  const chain = {select: () => chain, eq: () => chain, maybeSingle};
  const pageSharing = new PageSharing();
  const context = {
    storefront: {query},
    supabase: {from: vi.fn(() => chain)},
    config: {STOREFRONT_TIMEOUT_MS: 200},
    pageCache: pageCacheControl(pageSharing),
  };
  return {
    context: context as unknown as AppLoadContext,
    query,
    from: context.supabase.from,
    pageSharing,
  };
}

function callLoader(context: AppLoadContext, handle: string, search = '') {
  const request = new Request(`https://shop.example/product/${handle}${search}`);
  return loader({request, context, params: {handle}});
}

async function thrownBy(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}

describe('product loader', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers 404 for a malformed handle without asking anyone', async () => {
    const {context, query, from} = fakeContext();
    const error = await thrownBy(callLoader(context, 'bad%20handle!'));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(404);
    expect(query).not.toHaveBeenCalled();
    expect(from).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown product', async () => {
    const {context} = fakeContext({product: null});
    const error = await thrownBy(callLoader(context, 'no-such-product'));
    expect((error as Response).status).toBe(404);
  });

  it('follows Shopify’s URL redirect from the old /products/ path of a renamed product', async () => {
    const {context} = fakeContext({
      product: null,
      urlRedirects: {'/products/lavender-soap': '/products/lavender-oat-soap'},
    });
    const moved = (await thrownBy(callLoader(context, 'lavender-soap', '?variant=100102'))) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/products/lavender-oat-soap?variant=100102');
    const missing = (await thrownBy(callLoader(context, 'no-such-product'))) as Response;
    expect(missing.status).toBe(404);
  });

  it('answers 503 with the billing message when the provider wants payment (HTTP 402)', async () => {
    const {context} = fakeContext({
      productError: new Error('[h2:error:storefront.query] API response error: 402'),
    });
    const error = (await thrownBy(callLoader(context, 'lavender-oat-soap'))) as {
      data: {message: string};
      init: {status: number};
    };
    expect(error.init.status).toBe(503);
    expect(error.data.message).toBe(BILLING_MESSAGE);
  });

  it('answers 503 with a retry message for other provider failures', async () => {
    const {context} = fakeContext({productError: new Error('API response error: 500')});
    const error = (await thrownBy(callLoader(context, 'lavender-oat-soap'))) as {
      data: {message: string};
      init: {status: number};
    };
    expect(error.init.status).toBe(503);
    expect(error.data.message).toBe(FRIENDLY_RETRY_MESSAGE);
  });

  it('answers 503, not 404, when Shopify answers with GraphQL errors instead of the product', async () => {
    const {context} = fakeContext({graphqlErrors: [{message: 'Internal error. Looks like something went wrong on our end.'}]});
    const error = (await thrownBy(callLoader(context, 'lavender-oat-soap'))) as {
      data: {message: string};
      init: {status: number};
    };
    expect(error.init.status).toBe(503);
    expect(error.data.message).toBe(FRIENDLY_RETRY_MESSAGE);
  });

  it('loads the product, parses its description, selects the variant from the URL', async () => {
    const {context} = fakeContext();
    const result = await callLoader(context, 'lavender-oat-soap', '?bundle=bundle2&utm_source=x');
    expect(result.url).toBe('https://shop.example/product/lavender-oat-soap');
    expect(result.selectedVariantId).toBe('gid://shopify/ProductVariant/100102');
    expect(result.description.ingredients).toBe('Olive Oil, Coconut Oil, Shea Butter.');
    expect(result.product).not.toHaveProperty('descriptionHtml');
    expect(result.copy.benefits).toEqual([...DEFAULT_BENEFITS]);
  });

  it('uses an active copy override', async () => {
    const {context} = fakeContext({
      override: {
        data: {
          marketing_hook: 'Hook',
          marketing_benefits: 'One\nTwo',
          marketing_perfect_for: 'Dry skin',
        },
        error: null,
      },
    });
    const {copy} = await callLoader(context, 'lavender-oat-soap');
    expect(copy).toMatchObject({hook: 'Hook', benefits: ['One', 'Two'], perfectFor: 'Dry skin'});
  });

  it.each([
    ['an error answer', {data: null, error: {message: 'permission denied'}}],
    ['an exception', new Error('fetch failed')],
    ['no answer in time', 'never answers' as const],
  ])('never fails the page over the copy override (%s)', async (_name, override) => {
    const {context, pageSharing} = fakeContext({override});
    const {copy} = await callLoader(context, 'lavender-oat-soap');
    expect(copy.source).toBe('default');
    // The page without its copy is this visitor's only: the page cache does not keep it.
    expect(pageSharing.refused).toBe(true);
  });

  it('defers related products: 4 others, never the product itself', async () => {
    const {context, pageSharing} = fakeContext();
    const {relatedProducts} = await callLoader(context, 'lavender-oat-soap');
    const products = await relatedProducts;
    expect(products?.map((product) => product.handle)).toEqual(['a', 'b', 'c', 'd']);
    expect(pageSharing.refused).toBe(false);
  });
});
