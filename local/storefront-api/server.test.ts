// Integration tests for the local Storefront API stand-in (local/storefront-api): GraphQL validation and
// errors, auth, faults, catalogue queries, pagination, money format, images and the HTTP edges.
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import sharp, {type Sharp} from 'sharp';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  decodeEncodedVariant,
  getProductOptions,
  getAdjacentAndFirstAvailableVariants,
} from '@shopify/hydrogen';
import {startStorefrontApi} from './server.mjs';
import {startTestStorefrontApi} from './testing.mjs';
import {products, collections, fixtures} from './catalogue.mjs';

type Api = Awaited<ReturnType<typeof startStorefrontApi>>;

const TOKEN = 'test-public-token';
const SHOP_ORIGIN = 'http://127.0.0.1:3999';
const MONEY_RE = /^\d+\.\d{1,2}$/;

let api: Api;
let dataDir: string;
const tempDirs: string[] = [];

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-api-'));
  tempDirs.push(dir);
  return dir;
}

async function post(
  body: unknown,
  headers: Record<string, string> = {'X-Shopify-Storefront-Access-Token': TOKEN},
  base = api.url,
) {
  const res = await fetch(`${base}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {status: res.status, headers: res.headers, json, text};
}

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const {status, json} = await post({query, variables});
  expect(status).toBe(200);
  return json;
}

beforeAll(async () => {
  dataDir = await tempDir();
  api = await startTestStorefrontApi({dataDir, shopOrigin: SHOP_ORIGIN});
});

afterAll(async () => {
  await api?.close();
  await Promise.all(tempDirs.map((d) => rm(d, {recursive: true, force: true})));
});

describe('server basics', () => {
  it('answers health, 404, 405 and refuses non-loopback hosts', async () => {
    const health = await fetch(`${api.url}/__health`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('ok');
    expect((await fetch(`${api.url}/nope`)).status).toBe(404);
    const get = await fetch(`${api.url}/api/2025-07/graphql.json`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toContain('POST');
    await expect(
      startStorefrontApi({port: 0, host: '0.0.0.0', dataDir, quiet: true}),
    ).rejects.toThrow(/non-loopback/);
  });

  it('answers CORS preflight for the GraphQL endpoint', async () => {
    const res = await fetch(`${api.url}/api/2025-07/graphql.json`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://example.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-shopify-storefront-access-token',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain(
      'x-shopify-storefront-access-token',
    );
  });

  it('serves the account stand-in page', async () => {
    const res = await fetch(`${api.url}/account`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Customer account');
    expect(html).toContain(`href="${SHOP_ORIGIN}"`);
  });
});

describe('auth and request errors', () => {
  it('rejects a request without a token with 401 UNAUTHORIZED', async () => {
    const res = await post({query: '{ shop { name } }'}, {});
    expect(res.status).toBe(401);
    expect(res.json.errors[0].extensions.code).toBe('UNAUTHORIZED');
    expect(res.json.errors[0].message).toBeTruthy();
  });

  it('accepts the private token header too', async () => {
    const res = await post(
      {query: '{ shop { name } }'},
      {'Shopify-Storefront-Private-Token': 'private'},
    );
    expect(res.status).toBe(200);
    expect(res.json.data.shop.name).toBe('Wildroot Botanicals');
  });

  it('checks the token when a public token is configured', async () => {
    const strict = await startTestStorefrontApi({dataDir: await tempDir(), publicToken: 'right'});
    try {
      const wrong = await post(
        {query: '{ shop { name } }'},
        {'X-Shopify-Storefront-Access-Token': 'wrong'},
        strict.url,
      );
      expect(wrong.status).toBe(401);
      const right = await post(
        {query: '{ shop { name } }'},
        {'X-Shopify-Storefront-Access-Token': 'right'},
        strict.url,
      );
      expect(right.status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('answers malformed JSON with 400 and a missing query with 400', async () => {
    const bad = await post('{"query": ');
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].message).toMatch(/JSON/);
    const missing = await post({variables: {}});
    expect(missing.status).toBe(400);
    expect(missing.json.errors[0].message).toMatch(/query/i);
  });

  it('rejects bodies over 1 MB with 413', async () => {
    const res = await post({query: `{ shop { name } } # ${'x'.repeat(1_100_000)}`});
    expect(res.status).toBe(413);
  });

  it('reports a syntax error with message, locations and a code', async () => {
    const json = await gql('{ products(first: 1) { nodes { id }');
    expect(json.data).toBeUndefined();
    expect(json.errors).toHaveLength(1);
    expect(json.errors[0].message).toMatch(/Parse error/);
    expect(json.errors[0].locations[0]).toEqual({
      line: expect.any(Number),
      column: expect.any(Number),
    });
    expect(json.errors[0].extensions.code).toBe('PARSE_ERROR');
  });

  it('reports an unknown field as a validation error in Shopify wording', async () => {
    const json = await gql('query Q { products(first: 1) { nodes { id colour } } }');
    expect(json.data).toBeUndefined();
    expect(json.errors[0]).toMatchObject({
      message: "Field 'colour' doesn't exist on type 'Product'",
      extensions: {code: 'undefinedField', typeName: 'Product', fieldName: 'colour'},
    });
    expect(json.errors[0].locations).toEqual([{line: 1, column: 43}]);
  });

  it('reports missing arguments, unknown arguments and bad variables', async () => {
    const missing = await gql('{ productByHandle { id } }');
    expect(missing.errors[0].extensions.code).toBe('missingRequiredArguments');
    const unknown = await gql('{ shop { name(upper: true) } }');
    expect(unknown.errors[0].extensions.code).toBe('argumentNotAccepted');
    const variable = await gql('query ($handle: String!) { product(handle: $handle) { id } }', {});
    expect(variable.errors[0].extensions.code).toBe('INVALID_VARIABLE');
    const unused = await gql('query Q($x: Int) { shop { name } }');
    expect(unused.errors[0].extensions.code).toBe('variableNotUsed');
  });
});

describe('faults', () => {
  const shopQuery = {query: '{ shop { name } }'};

  it('switches to HTTP 402, 500 and GraphQL errors and back', async () => {
    api.setFaults({mode: '402'});
    const r402 = await post(shopQuery);
    expect(r402.status).toBe(402);
    expect(r402.json.errors).toBe('Unavailable Shop');

    api.setFaults({mode: '500'});
    expect((await post(shopQuery)).status).toBe(500);

    api.setFaults({mode: 'graphql'});
    const rgql = await post(shopQuery);
    expect(rgql.status).toBe(200);
    expect(rgql.json.data).toBeUndefined();
    expect(rgql.json.errors[0].message).toMatch(
      /^Internal error\. Looks like something went wrong on our end\./,
    );

    // faults touch only the GraphQL endpoint
    expect((await fetch(`${api.url}/__health`)).status).toBe(200);

    api.clearFaults();
    expect((await post(shopQuery)).json.data.shop.name).toBe('Wildroot Botanicals');
  });

  it('adds latency', async () => {
    api.setFaults({latencyMs: 300});
    const started = performance.now();
    const res = await post(shopQuery);
    const elapsed = performance.now() - started;
    api.clearFaults();
    expect(res.status).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(280);
  });

  it('answers what a latency fault held as soon as the faults are cleared', async () => {
    api.setFaults({latencyMs: 60_000});
    const started = performance.now();
    const held = post(shopQuery);
    await new Promise((resolve) => setTimeout(resolve, 50));
    api.clearFaults();
    expect((await held).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('delays mutations alone while reads stay fast', async () => {
    api.setFaults({mutationLatencyMs: 400});
    const created = post({
      query:
        'mutation { cartCreate(input: {lines: [{merchandiseId: "gid://shopify/ProductVariant/100101", quantity: 1}]}) { cart { id } } }',
    });
    const started = performance.now();
    expect((await post(shopQuery)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(300);
    const {json} = await created;
    api.clearFaults();
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
    expect(json.data.cartCreate.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
  });

  it('is controlled over HTTP at /__faults', async () => {
    const put = await fetch(`${api.url}/__faults`, {
      method: 'PUT',
      body: JSON.stringify({mode: '500', latencyMs: 10}),
    });
    expect(put.status).toBe(200);
    expect(await (await fetch(`${api.url}/__faults`)).json()).toEqual({
      latencyMs: 10,
      mutationLatencyMs: 0,
      mode: '500',
    });
    expect((await post(shopQuery)).status).toBe(500);
    const invalid = await fetch(`${api.url}/__faults`, {
      method: 'PUT',
      body: JSON.stringify({mode: '418'}),
    });
    expect(invalid.status).toBe(400);
    const del = await fetch(`${api.url}/__faults`, {method: 'DELETE'});
    expect(await del.json()).toEqual({latencyMs: 0, mutationLatencyMs: 0, mode: null});
    expect((await post(shopQuery)).status).toBe(200);
  });
});

describe('catalogue queries', () => {
  it('returns the shop with non-null fields filled', async () => {
    const json = await gql(
      '{ shop { id name description moneyFormat primaryDomain { url host } paymentSettings { currencyCode countryCode acceptedCardBrands } } }',
    );
    expect(json.errors).toBeUndefined();
    expect(json.data.shop).toMatchObject({
      name: 'Wildroot Botanicals',
      primaryDomain: {url: SHOP_ORIGIN, host: '127.0.0.1:3999'},
      paymentSettings: {currencyCode: 'USD', countryCode: 'US'},
    });
  });

  it('accepts Hydrogen-style collapsed queries with @inContext and $country/$language', async () => {
    const query =
      'query Home($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) { products(first: 3, sortKey: CREATED_AT, reverse: true) { nodes { id title } } }';
    const json = await gql(query, {country: 'US', language: 'EN'});
    expect(json.errors).toBeUndefined();
    expect(json.data.products.nodes).toHaveLength(3);
    const newest = [...products].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    expect(json.data.products.nodes[0].id).toBe(newest.id);
  });

  it('paginates products with opaque cursors, first/after and last/before', async () => {
    const q =
      'query P($first: Int, $after: String, $last: Int, $before: String) { products(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { id } } nodes { id handle } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }';
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const json = await gql(q, {first: 10, after});
      const conn = json.data.products;
      expect(conn.edges.map((e: {node: {id: string}}) => e.node.id)).toEqual(
        conn.nodes.map((n: {id: string}) => n.id),
      );
      expect(conn.pageInfo.hasPreviousPage).toBe(pages > 0);
      seen.push(...conn.nodes.map((n: {id: string}) => n.id));
      pages++;
      if (!conn.pageInfo.hasNextPage) break;
      expect(conn.pageInfo.endCursor).not.toMatch(/Product\/\d+$/);
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(products.length);
    expect(new Set(seen).size).toBe(products.length);
    expect(products.length).toBeGreaterThanOrEqual(36);
    expect(pages).toBe(Math.ceil(products.length / 10));

    const last = await gql(q, {last: 5});
    expect(last.data.products.nodes.map((n: {id: string}) => n.id)).toEqual(seen.slice(-5));
    expect(last.data.products.pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: true});
    const before = await gql(q, {last: 2, before: last.data.products.pageInfo.startCursor});
    expect(before.data.products.nodes.map((n: {id: string}) => n.id)).toEqual(seen.slice(-7, -5));

    const unbounded = await gql('{ products { nodes { id } } }');
    expect(unbounded.errors[0].message).toMatch(/first or last/);
  });

  it('returns a product by handle with options, variants, money and images', async () => {
    const json = await gql(
      `query ($handle: String!) {
        product(handle: $handle) {
          id title handle vendor productType tags description descriptionHtml availableForSale createdAt
          seo { title description }
          priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
          compareAtPriceRange { maxVariantPrice { amount } }
          featuredImage { id url altText width height }
          images(first: 10) { nodes { url(transform: {maxWidth: 400, maxHeight: 400, crop: CENTER}) altText } }
          options { name optionValues { name } }
          variants(first: 20) { nodes { id title sku availableForSale quantityAvailable price { amount currencyCode } compareAtPrice { amount } selectedOptions { name value } image { url } product { handle } } }
          collections(first: 10) { nodes { handle } }
        }
        byHandle: productByHandle(handle: $handle) { id }
        missing: product(handle: "no-such-product") { id }
      }`,
      {handle: 'lavender-oat-soap'},
    );
    expect(json.errors).toBeUndefined();
    const p = json.data.product;
    expect(p.title).toBe('Lavender & Oat Cold Process Soap');
    expect(json.data.byHandle.id).toBe(p.id);
    expect(json.data.missing).toBeNull();
    expect(p.id).toBe('gid://shopify/Product/1001');
    expect(p.descriptionHtml).toContain('<p>');
    expect(p.description).not.toMatch(/<[a-z]/i);
    expect(p.description).toContain('\n');
    expect(p.options).toEqual([
      {name: 'Purchase Type', optionValues: [{name: 'Standard'}, {name: 'Subscribe & Save'}]},
      {name: 'Quantity', optionValues: [{name: '1 Unit'}, {name: '2 Units'}, {name: '3 Units'}]},
    ]);
    expect(p.variants.nodes).toHaveLength(6);
    expect(p.variants.nodes[0]).toMatchObject({
      id: 'gid://shopify/ProductVariant/100101',
      title: 'Standard / 1 Unit',
      price: {amount: '12.0', currencyCode: 'USD'},
      compareAtPrice: null,
      selectedOptions: [
        {name: 'Purchase Type', value: 'Standard'},
        {name: 'Quantity', value: '1 Unit'},
      ],
      product: {handle: 'lavender-oat-soap'},
    });
    for (const v of p.variants.nodes) expect(v.price.amount).toMatch(MONEY_RE);
    expect(p.variants.nodes.map((v: {title: string}) => v.title)).toContain(
      'Subscribe & Save / 3 Units',
    );
    // subscribe is cheaper than standard, bundles are cheaper per unit
    const price = (title: string) =>
      Number(p.variants.nodes.find((v: {title: string}) => v.title === title).price.amount);
    expect(price('Subscribe & Save / 1 Unit')).toBeLessThan(price('Standard / 1 Unit'));
    expect(price('Standard / 3 Units') / 3).toBeLessThan(price('Standard / 1 Unit'));
    expect(p.priceRange.minVariantPrice.amount).toBe('10.2');
    expect(p.featuredImage).toMatchObject({width: 800, height: 800});
    expect(p.featuredImage.altText).toBeTruthy();
    expect(p.images.nodes[0].url).toContain('width=400');
    expect(p.collections.nodes.map((c: {handle: string}) => c.handle)).toContain('artisan-soaps');
  });

  it('marks the sold-out product and sold-out variants, and Hydrogen decodes the variant encodings', async () => {
    const fragment = `handle availableForSale encodedVariantExistence encodedVariantAvailability
      options { name optionValues { name firstSelectableVariant { id availableForSale selectedOptions { name value } product { handle } } swatch { color } } }
      selectedOrFirstAvailableVariant(selectedOptions: $selected) { id title availableForSale selectedOptions { name value } product { handle } }
      adjacentVariants(selectedOptions: $selected) { id title availableForSale selectedOptions { name value } product { handle } }
      variants(first: 10) { nodes { title availableForSale } }`;
    const json = await gql(
      `query ($selected: [SelectedOptionInput!]) {
        soldOut: product(handle: "${fixtures.soldOutProductHandle}") { ${fragment} }
        partial: product(handle: "${fixtures.productWithSoldOutVariantHandle}") { ${fragment}
          exact: variantBySelectedOptions(selectedOptions: [{name: "Purchase Type", value: "Subscribe & Save"}, {name: "Quantity", value: "3 Units"}]) { title availableForSale }
        }
      }`,
      {
        selected: [
          {name: 'Purchase Type', value: 'Standard'},
          {name: 'Quantity', value: '2 Units'},
        ],
      },
    );
    expect(json.errors).toBeUndefined();
    const {soldOut, partial} = json.data;
    expect(soldOut.availableForSale).toBe(false);
    expect(
      soldOut.variants.nodes.every((v: {availableForSale: boolean}) => !v.availableForSale),
    ).toBe(true);
    expect(
      products.filter((x) => x.variants.every((v) => !v.availableForSale)).map((x) => x.handle),
    ).toEqual([fixtures.soldOutProductHandle]);

    expect(partial.availableForSale).toBe(true);
    expect(partial.exact).toEqual({title: 'Subscribe & Save / 3 Units', availableForSale: false});
    expect(partial.selectedOrFirstAvailableVariant.title).toBe('Standard / 2 Units');
    expect(partial.adjacentVariants.map((v: {title: string}) => v.title)).toEqual([
      'Standard / 1 Unit',
      'Standard / 3 Units',
      'Subscribe & Save / 2 Units',
    ]);

    expect(decodeEncodedVariant(partial.encodedVariantExistence)).toHaveLength(6);
    const available = decodeEncodedVariant(partial.encodedVariantAvailability);
    expect(available).toHaveLength(5);
    expect(available).not.toContainEqual([1, 2]);
    expect(decodeEncodedVariant(soldOut.encodedVariantAvailability)).toEqual([]);

    // the helpers the product page uses work on these answers
    const options = getProductOptions(partial);
    expect(options.map((o) => o.name)).toEqual(['Purchase Type', 'Quantity']);
    const subscribe = options[0]!.optionValues.find((v) => v.name === 'Subscribe & Save')!;
    expect(subscribe.exists).toBe(true);
    expect(getAdjacentAndFirstAvailableVariants(partial).length).toBeGreaterThan(0);
  });

  it('lists collections in order and returns collection products', async () => {
    const json = await gql(`{
      collections(first: 20) { nodes { id handle title description } pageInfo { hasNextPage } }
      soaps: collection(handle: "artisan-soaps") { title description products(first: 50) { nodes { title } pageInfo { hasNextPage } } }
      masks: collection(handle: "masks-treatments") { products(first: 50) { nodes { title } } }
      skincare: collectionByHandle(handle: "skincare") { products(first: 2) { nodes { handle } pageInfo { hasNextPage endCursor } } }
      none: collection(handle: "nope") { id }
    }`);
    expect(json.errors).toBeUndefined();
    expect(
      json.data.collections.nodes.map((c: {handle: string; title: string}) => [c.handle, c.title]),
    ).toEqual([
      ['artisan-soaps', 'Artisan Soaps'],
      ['face-serums-creams', 'Face Serums & Creams'],
      ['body-care', 'Body Care'],
      ['masks-treatments', 'Masks & Treatments'],
      ['supplements', 'Supplements'],
      ['skincare', 'Skincare'],
      ['gift-sets', 'Gift Sets'],
      ['all', 'All Products'],
    ]);
    for (const c of json.data.collections.nodes) expect(c.description.length).toBeGreaterThan(20);
    const soapTitles = json.data.soaps.products.nodes.map((n: {title: string}) => n.title);
    expect(soapTitles.length).toBeGreaterThan(5);
    for (const t of soapTitles) expect(t).toContain('Soap');
    const maskTitles = json.data.masks.products.nodes.map((n: {title: string}) => n.title);
    expect(maskTitles.length).toBeGreaterThan(3);
    for (const t of maskTitles) expect(t).toContain('Mask');
    expect(json.data.skincare.products.pageInfo.hasNextPage).toBe(true);
    expect(json.data.none).toBeNull();
    expect(collections.find((c) => c.handle === 'skincare')!.productIds.length).toBeGreaterThan(10);
  });

  it('searches products and predicts', async () => {
    const json = await gql(`{
      search(query: "lavender", first: 10, types: [PRODUCT]) { totalCount nodes { __typename ... on Product { title } } }
      empty: search(query: "zzzz-nothing", first: 10) { totalCount nodes { __typename } }
      predictiveSearch(query: "clay", limit: 5) { products { title } collections { handle } queries { text styledText } }
      filtered: products(first: 50, query: "tag:supplement") { nodes { productType } }
    }`);
    expect(json.errors).toBeUndefined();
    expect(json.data.search.totalCount).toBeGreaterThan(1);
    for (const n of json.data.search.nodes) expect(n.__typename).toBe('Product');
    expect(json.data.search.nodes.map((n: {title: string}) => n.title)).toContain(
      'Lavender & Oat Cold Process Soap',
    );
    expect(json.data.empty).toEqual({totalCount: 0, nodes: []});
    expect(json.data.predictiveSearch.products.length).toBeGreaterThan(0);
    expect(json.data.predictiveSearch.queries[0].styledText).toContain('<mark>clay</mark>');
    expect(json.data.filtered.nodes.length).toBe(6);
    for (const n of json.data.filtered.nodes) expect(n.productType).toBe('Supplement');
  });

  it('renders markup-looking catalogue text inertly in descriptionHtml', async () => {
    const json = await gql(
      `{ product(handle: "${fixtures.markupProductHandle}") { title description descriptionHtml } }`,
    );
    const p = json.data.product;
    expect(p.title).toContain('&');
    expect(p.description).toContain('<script>alert(1)</script>');
    expect(p.descriptionHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(p.descriptionHtml).not.toContain('<script');
  });
});

describe('catalogue data', () => {
  it('has label-like descriptions for every parser branch', () => {
    const all = products.map((p) => p.description).join('\n');
    for (const start of [
      'Ingredients:',
      'Suggested use',
      'Directions',
      'How to use',
      'Caution',
      'Warning:',
      'Warnings:',
      'Storage',
      'Flavor:',
      'Manufacturer:',
      'Serving size:',
      'Servings per container:',
      'Product amount:',
      'Amount:',
      'Gross weight:',
      'Bruto weight:',
      '*These statements',
    ]) {
      expect(all, start).toMatch(new RegExp(`(^|\\n)${start.replace(/[*]/g, '\\*')}`));
    }
    const withoutIngredients = products.filter((p) => !/(^|\n)Ingredients:/.test(p.description));
    expect(withoutIngredients.map((p) => p.handle)).toContain(
      fixtures.productWithoutIngredientsHandle,
    );
    expect(withoutIngredients.length).toBeGreaterThanOrEqual(3);
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(5);
      expect(p.variants).toHaveLength(6);
      expect(p.createdAt.startsWith('2025-')).toBe(true);
    }
    const supplements = products.filter((p) => p.collections.includes('supplements'));
    for (const s of supplements)
      expect(s.description).toContain(
        '*These statements have not been evaluated by the Food and Drug Administration',
      );
  });
});

describe('images', () => {
  /** What Chromium asks for when it loads an <img>. */
  const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

  async function featuredImageUrl(handle = 'rosehip-glow-face-oil') {
    const json = await gql(`{ product(handle: "${handle}") { featuredImage { url altText } } }`);
    return json.data.product.featuredImage.url as string;
  }

  async function fetchImage(url: string, accept = '*/*', method = 'GET') {
    const res = await fetch(url, {method, headers: {accept}});
    return {res, body: Buffer.from(await res.arrayBuffer())};
  }

  /** The delivered picture's format and size in pixels, as its own header says. */
  async function describeImage(body: Buffer) {
    const {format, width, height} = await sharp(body).metadata();
    return {format, width, height};
  }

  /** Mean difference per colour channel (0-255) of two pictures of the same size. */
  async function pixelDifference(a: Buffer | Sharp, b: Buffer | Sharp) {
    const rgb = (image: Buffer | Sharp) =>
      (Buffer.isBuffer(image) ? sharp(image) : image).removeAlpha().raw().toBuffer();
    const [left, right] = await Promise.all([rgb(a), rgb(b)]);
    expect(left.length).toBe(right.length);
    let sum = 0;
    for (let i = 0; i < left.length; i++) sum += Math.abs(left[i]! - right[i]!);
    return sum / left.length;
  }

  it('come from a CDN origin of their own, as cdn.shopify.com is, never from the store', async () => {
    const url = await featuredImageUrl();
    expect(new URL(url).origin).toBe(api.cdnUrl);
    expect(api.cdnUrl).not.toBe(api.url);
    // The original upload is a PNG, as a product image on a real store is a raster.
    expect(new URL(url).pathname).toMatch(
      /^\/s\/files\/1\/\d{4}\/\d{4}\/\d{4}\/files\/rosehip-glow-face-oil-1\.png$/,
    );
    expect((await fetch(url)).status).toBe(200);
    // The store serves no images, under the old path or the CDN's.
    expect((await fetch(`${api.url}/cdn/shop/files/rosehip-glow-face-oil-1.png`)).status).toBe(404);
    expect((await fetch(`${api.url}${new URL(url).pathname}`)).status).toBe(404);
    // Unknown files, and the SVG names of old, are not there.
    for (const file of ['not-a-real-image.png', 'rosehip-glow-face-oil-1.svg']) {
      const missing = await fetch(`${api.cdnUrl}/s/files/1/0719/4220/7394/files/${file}`);
      expect(missing.status, file).toBe(404);
    }
  });

  it('are WebP for a browser that takes it and PNG otherwise, as Shopify converts them', async () => {
    const url = await featuredImageUrl();
    const webp = await fetchImage(url, BROWSER_ACCEPT);
    expect(webp.res.status).toBe(200);
    expect(webp.res.headers.get('content-type')).toBe('image/webp');
    expect(webp.res.headers.get('vary')).toBe('Accept');
    expect(webp.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(webp.res.headers.get('access-control-allow-origin')).toBe('*');
    expect(webp.res.headers.get('timing-allow-origin')).toBe('*');
    expect(webp.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(webp.res.headers.get('content-length')).toBe(String(webp.body.length));
    expect(await describeImage(webp.body)).toEqual({format: 'webp', width: 800, height: 800});

    for (const accept of ['*/*', 'image/png,image/jpeg;q=0.9', 'image/webp;q=0, */*']) {
      const png = await fetchImage(url, accept);
      expect(png.res.headers.get('content-type'), accept).toBe('image/png');
      expect(png.res.headers.get('vary'), accept).toBe('Accept');
      expect(png.body.subarray(0, 8).toString('hex'), accept).toBe('89504e470d0a1a0a');
      expect(await describeImage(png.body)).toEqual({format: 'png', width: 800, height: 800});
    }

    // The same bytes every time, from the CDN's cache.
    expect((await fetchImage(url, BROWSER_ACCEPT)).body.equals(webp.body)).toBe(true);
    const png = (await fetchImage(url)).body;
    expect((await fetchImage(url)).body.equals(png)).toBe(true);
    expect(png.equals(webp.body)).toBe(false);

    const head = await fetchImage(url, BROWSER_ACCEPT, 'HEAD');
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get('content-type')).toBe('image/webp');
    expect(head.res.headers.get('content-length')).toBe(String(webp.body.length));
    expect(head.body.length).toBe(0);
  });

  it("applies Shopify's width, height and crop transforms, never enlarging", async () => {
    const url = await featuredImageUrl();
    const sizeOf = async (query: string, accept?: string) => {
      const {res, body} = await fetchImage(`${url}&${query}`, accept);
      expect(res.status, query).toBe(200);
      const {width, height} = await describeImage(body);
      return `${width}x${height}`;
    };
    expect(await sizeOf('width=300&height=300&crop=center')).toBe('300x300');
    expect(await sizeOf('width=300&height=300&crop=center', BROWSER_ACCEPT)).toBe('300x300');
    expect(await sizeOf('width=400&height=200&crop=top')).toBe('400x200');
    expect(await sizeOf('width=400&height=200&crop=bottom', BROWSER_ACCEPT)).toBe('400x200');
    expect(await sizeOf('width=200&height=400&crop=right')).toBe('200x400');
    expect(await sizeOf('height=120')).toBe('120x120');
    // Without crop the picture fits inside the box and keeps its shape; it never grows past its own size.
    expect(await sizeOf('width=400&height=200')).toBe('200x200');
    expect(await sizeOf('width=3000')).toBe('800x800');
    expect(await sizeOf('width=1600&height=800&crop=center', BROWSER_ACCEPT)).toBe('800x400');
    // The transform's image field asks for the same parameters.
    const json = await gql(
      '{ product(handle: "rosehip-glow-face-oil") { featuredImage { url(transform: {maxWidth: 120, maxHeight: 120, crop: CENTER}) } } }',
    );
    const transformed = await fetchImage(json.data.product.featuredImage.url);
    expect(await describeImage(transformed.body)).toEqual({format: 'png', width: 120, height: 120});
  });

  it('cuts the box from the side that crop names', async () => {
    const url = await featuredImageUrl();
    const png = async (query: string) => (await fetchImage(`${url}&${query}`)).body;
    const square = await png('width=400&height=400&crop=center');
    const half = (left: number, top: number, width: number, height: number) =>
      sharp(square).extract({left, top, width, height});
    const top = await png('width=400&height=200&crop=top');
    const bottom = await png('width=400&height=200&crop=bottom');
    const left = await png('width=200&height=400&crop=left');
    const right = await png('width=200&height=400&crop=right');
    // Each is that half of the whole picture at the same scale...
    expect(await pixelDifference(top, half(0, 0, 400, 200))).toBeLessThan(1);
    expect(await pixelDifference(bottom, half(0, 200, 400, 200))).toBeLessThan(1);
    expect(await pixelDifference(left, half(0, 0, 200, 400))).toBeLessThan(1);
    expect(await pixelDifference(right, half(200, 0, 200, 400))).toBeLessThan(1);
    // ...and the halves are not alike, so the comparisons above could tell them apart.
    expect(await pixelDifference(top, bottom)).toBeGreaterThan(5);
    expect(await pixelDifference(left, right)).toBeGreaterThan(5);
  });

  it("shows each product's own picture", async () => {
    const thumbnail = async (handle: string) =>
      (await fetchImage(`${await featuredImageUrl(handle)}&width=100&height=100&crop=center`)).body;
    const rosehip = await thumbnail('rosehip-glow-face-oil');
    const lavender = await thumbnail('lavender-oat-soap');
    expect(await pixelDifference(rosehip, lavender)).toBeGreaterThan(5);
  });

  it('refuses transform values the CDN does not accept', async () => {
    const url = await featuredImageUrl();
    for (const query of ['width=abc', 'width=0', 'height=99999', 'crop=middle']) {
      expect((await fetch(`${url}&${query}`)).status, query).toBe(400);
    }
    expect((await fetch(url, {method: 'POST'})).status).toBe(405);
  });
});

describe('persistence robustness', () => {
  it('starts empty when the data files are corrupt', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'carts.json'), '{ not json');
    await writeFile(join(dir, 'orders.json'), '[1, 2');
    const server = await startTestStorefrontApi({dataDir: dir});
    try {
      const res = await post(
        {query: '{ cart(id: "gid://shopify/Cart/c1-abc?key=def") { id } }'},
        {'X-Shopify-Storefront-Access-Token': TOKEN},
        server.url,
      );
      expect(res.json).toEqual({data: {cart: null}});
    } finally {
      await server.close();
    }
  });
});

describe('request counts (GET|DELETE /__stats, for the bench)', () => {
  it('counts GraphQL requests by operation name until reset', async () => {
    await fetch(`${api.url}/__stats`, {method: 'DELETE'});
    await gql('query ShopName { shop { name } }');
    await gql('query ShopName { shop { name } }');
    await gql('{ shop { name } }');
    const counts = await (await fetch(`${api.url}/__stats`)).json();
    expect(counts).toEqual({total: 3, byOperation: {ShopName: 2, '(anonymous)': 1}});
    const reset = await fetch(`${api.url}/__stats`, {method: 'DELETE'});
    expect((await reset.json<{total: number}>()).total).toBe(3);
    expect(await (await fetch(`${api.url}/__stats`)).json()).toEqual({total: 0, byOperation: {}});
  });
});
