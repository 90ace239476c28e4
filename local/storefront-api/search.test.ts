// Integration tests for the stand-in's `search` and `predictiveSearch`, through its real HTTP
// interface and schema validation: relevance, prefix, types, sort, availability, filters, cursors and
// totalCount; predictive results by type, limit and limitScope, and Shopify's marked suggestions.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestStorefrontApi} from './testing.mjs';
import {products} from './catalogue.mjs';

let api: Awaited<ReturnType<typeof startTestStorefrontApi>>;

beforeAll(async () => {
  api = await startTestStorefrontApi();
});

afterAll(async () => {
  await api?.dispose();
});

interface SearchResult {
  totalCount: number;
  pageInfo: {hasNextPage: boolean; endCursor: string | null};
  nodes: {
    __typename: string;
    title: string;
    handle: string;
    productType: string;
    availableForSale: boolean;
    priceRange: {minVariantPrice: {amount: string}};
  }[];
}

interface Predictions {
  queries: {text: string; styledText: string}[];
  products: {title: string}[];
  collections: {handle: string; title: string}[];
  pages: unknown[];
  articles: unknown[];
}

interface Answer {
  data?: {search: SearchResult; predictiveSearch: Predictions};
  errors?: {message: string}[];
}

async function gql(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const res = await fetch(`${api.url}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'test-token',
    },
    body: JSON.stringify({query, variables}),
  });
  expect(res.status).toBe(200);
  return res.json();
}

const SEARCH = `query Search($q: String!, $first: Int, $after: String, $sortKey: SearchSortKeys, $reverse: Boolean,
  $types: [SearchType!], $prefix: SearchPrefixQueryType, $unavailable: SearchUnavailableProductsType,
  $filters: [ProductFilter!]) {
  search(query: $q, first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, types: $types,
    prefix: $prefix, unavailableProducts: $unavailable, productFilters: $filters) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { __typename ... on Product { title handle productType availableForSale
      priceRange { minVariantPrice { amount } } } }
  }
}`;

async function search(variables: Record<string, unknown>) {
  const answer = await gql(SEARCH, {first: 50, ...variables});
  expect(answer.errors).toBeUndefined();
  return answer.data!.search;
}

describe('search', () => {
  it('ranks a title match above a product type or tag match above a description match', async () => {
    const {nodes} = await search({q: 'mask', unavailable: 'SHOW'});
    const inTitle = nodes.map((n) => /mask/i.test(n.title));
    // Every title match comes before every other match, and there are both.
    const firstOther = inTitle.indexOf(false);
    expect(firstOther).toBeGreaterThan(0);
    expect(inTitle.slice(firstOther).every((match) => !match)).toBe(true);
    const {nodes: soaps} = await search({q: 'soap'});
    expect(soaps[0]!.title).toMatch(/soap/i);
    for (const n of (await search({q: 'lavender'})).nodes) expect(n.__typename).toBe('Product');
  });

  it('needs every word, the last one as a prefix unless prefix is NONE', async () => {
    const both = await search({q: 'lavender soap'});
    expect(both.nodes.map((n) => n.title)).toContain('Lavender & Oat Cold Process Soap');
    const lavender = await search({q: 'lavender'});
    expect(both.totalCount).toBeLessThan(lavender.totalCount);
    expect((await search({q: 'lavend'})).totalCount).toBe(lavender.totalCount);
    expect((await search({q: 'lavend', prefix: 'NONE'})).totalCount).toBe(0);
    expect((await search({q: 'zzzz nothing'})).totalCount).toBe(0);
  });

  it('counts every match and pages through them with cursors, each product once', async () => {
    const first = await search({q: 'botanical', first: 7});
    expect(first.totalCount).toBeGreaterThan(20);
    expect(first.nodes).toHaveLength(7);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const seen = first.nodes.map((n) => n.handle);
    let after = first.pageInfo.endCursor;
    while (after) {
      const page = await search({q: 'botanical', first: 7, after});
      expect(page.totalCount).toBe(first.totalCount);
      seen.push(...page.nodes.map((n) => n.handle));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    }
    expect(seen).toHaveLength(first.totalCount);
    expect(new Set(seen).size).toBe(seen.length);
    const refused = await gql(SEARCH, {q: 'botanical', first: 7, after: 'bm90LWEtY3Vyc29y'});
    expect(refused.errors?.[0]?.message).toMatch(/cursor/i);
  });

  it('finds no products when PRODUCT is not among the types (the catalogue has no pages or articles)', async () => {
    expect((await search({q: 'soap', types: ['PAGE', 'ARTICLE']})).totalCount).toBe(0);
    expect((await search({q: 'soap', types: ['PRODUCT']})).totalCount).toBeGreaterThan(0);
  });

  it('sorts by price, both ways, with sold-out products last unless asked otherwise', async () => {
    const prices = (list: {priceRange: {minVariantPrice: {amount: string}}}[]) =>
      list.map((n) => Number(n.priceRange.minVariantPrice.amount));
    const up = await search({q: 'serum', sortKey: 'PRICE', unavailable: 'SHOW'});
    expect(prices(up.nodes)).toEqual([...prices(up.nodes)].sort((a, b) => a - b));
    const down = await search({q: 'serum', sortKey: 'PRICE', reverse: true, unavailable: 'SHOW'});
    expect(prices(down.nodes)).toEqual([...prices(down.nodes)].sort((a, b) => b - a));

    const soldOut = products.find((p: {variants: {availableForSale: boolean}[]}) =>
      p.variants.every((v) => !v.availableForSale),
    ) as {title: string} | undefined;
    if (!soldOut) return;
    const word = soldOut.title.split(' ')[0]!;
    const last = await search({q: word});
    const available = last.nodes.map((n) => n.availableForSale);
    expect(
      available.indexOf(false) === -1 || available.slice(available.indexOf(false)).every((a) => !a),
    ).toBe(true);
    const hidden = await search({q: word, unavailable: 'HIDE'});
    expect(hidden.nodes.every((n) => n.availableForSale)).toBe(true);
    expect(hidden.totalCount).toBeLessThan(last.totalCount);
  });

  it('applies productFilters', async () => {
    const all = await search({q: 'botanical'});
    const masks = await search({q: 'botanical', filters: [{productType: 'Face Mask'}]});
    expect(masks.totalCount).toBeGreaterThan(0);
    expect(masks.totalCount).toBeLessThan(all.totalCount);
    for (const n of masks.nodes) expect(n.productType).toBe('Face Mask');
  });

  it("lists the results' filters with counts, ORs one filter's values and ANDs different filters", async () => {
    const FILTERED = `query Filtered($q: String!, $filters: [ProductFilter!]) {
      search(query: $q, first: 50, types: [PRODUCT], productFilters: $filters) {
        totalCount
        productFilters { id label type values { label count input } }
      }
    }`;
    const run = async (filters: unknown[] = []) => {
      const {data, errors} = await gql(FILTERED, {q: 'soap', filters});
      expect(errors).toBeUndefined();
      return (
        data as unknown as {
          search: {
            totalCount: number;
            productFilters: {id: string; values: {label: string; count: number; input: string}[]}[];
          };
        }
      ).search;
    };
    const plain = await run();
    const ids = plain.productFilters.map((f) => f.id);
    expect(ids.slice(0, 2)).toEqual(['filter.v.availability', 'filter.v.price']);
    const types = plain.productFilters.find((f) => f.id === 'filter.p.product_type')!;
    // Only the types of what was found, each counted among the results.
    expect(types.values.map((v) => v.label)).toContain('Bar Soap');
    expect(types.values.map((v) => v.label)).not.toContain('Supplement');
    expect(types.values.reduce((sum, v) => sum + v.count, 0)).toBe(plain.totalCount);

    const soap = types.values.find((v) => v.label === 'Bar Soap')!;
    const gift = types.values.find((v) => v.label === 'Gift Set')!;
    const both = await run([JSON.parse(soap.input), JSON.parse(gift.input)]);
    expect(both.totalCount).toBe(soap.count + gift.count);
    // A filter's own values are counted without it, so the alternatives keep their counts.
    const typesAfter = both.productFilters.find((f) => f.id === 'filter.p.product_type')!;
    expect(typesAfter.values.find((v) => v.label === 'Bar Soap')!.count).toBe(soap.count);

    const inStock = await run([JSON.parse(soap.input), {available: true}]);
    expect(inStock.totalCount).toBeLessThanOrEqual(soap.count);
  });
});

const PREDICT = `query Predict($q: String!, $limit: Int, $scope: PredictiveSearchLimitScope, $types: [PredictiveSearchType!]) {
  predictiveSearch(query: $q, limit: $limit, limitScope: $scope, types: $types) {
    queries { text styledText }
    products { title }
    collections { handle title }
    pages { id }
    articles { id }
  }
}`;

describe('predictiveSearch', () => {
  it('returns marked query suggestions, products and collections for a partial word', async () => {
    const {data, errors} = await gql(PREDICT, {q: 'cla', limit: 10, scope: 'EACH'});
    expect(errors).toBeUndefined();
    const result = data!.predictiveSearch;
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products[0]!.title.toLowerCase()).toContain('cla');
    expect(result.queries.length).toBeGreaterThan(0);
    for (const q of result.queries) {
      expect(q.text.startsWith('cla')).toBe(true);
      expect(q.styledText).toBe(`<mark>cla</mark>${q.text.slice(3)}`);
    }
    expect(result.pages).toEqual([]);
    expect(result.articles).toEqual([]);
    const body = await gql(PREDICT, {q: 'body', scope: 'EACH'});
    expect(body.data!.predictiveSearch.collections.map((c) => c.handle)).toContain('body-care');
  });

  it('caps the results together (ALL, the default) or per type (EACH), and honours types', async () => {
    const all = (await gql(PREDICT, {q: 'soap', limit: 4})).data!.predictiveSearch;
    expect(all.queries.length + all.products.length + all.collections.length).toBe(4);
    const each = (await gql(PREDICT, {q: 'soap', limit: 4, scope: 'EACH'})).data!.predictiveSearch;
    expect(each.products).toHaveLength(4);
    expect(each.queries.length).toBeLessThanOrEqual(4);
    const onlyProducts = (await gql(PREDICT, {q: 'soap', types: ['PRODUCT']})).data!
      .predictiveSearch;
    expect(onlyProducts.queries).toEqual([]);
    expect(onlyProducts.collections).toEqual([]);
    expect(onlyProducts.products.length).toBeGreaterThan(0);
  });

  it('refuses a limit outside 1 to 10, and finds nothing for a blank query', async () => {
    for (const limit of [0, 11]) {
      const answer = await gql(PREDICT, {q: 'soap', limit});
      expect(answer.errors?.[0]?.message).toMatch(/limit/);
    }
    const blank = (await gql(PREDICT, {q: '  '})).data!.predictiveSearch;
    expect(blank).toEqual({queries: [], products: [], collections: [], pages: [], articles: []});
  });
});
