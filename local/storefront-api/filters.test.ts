// Integration tests for the stand-in's storefront filtering and sort on a collection's products
// (`collection.products(filters:, sortKey:, reverse:)` and `products.filters`), through real HTTP.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestStorefrontApi} from './testing.mjs';
import {collections, products} from './catalogue.mjs';

type Api = Awaited<ReturnType<typeof startTestStorefrontApi>>;
interface FilterValue {
  id: string;
  label: string;
  count: number;
  input: string;
}
interface Filter {
  id: string;
  label: string;
  type: string;
  values: FilterValue[];
}

let api: Api;

beforeAll(async () => {
  api = await startTestStorefrontApi();
});

afterAll(async () => {
  await api?.dispose();
});

const QUERY = `query Listing($handle: String!, $filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $first: Int!) {
  collection(handle: $handle) {
    products(first: $first, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
      nodes { handle productType priceRange { minVariantPrice { amount } } availableForSale }
      filters { id label type values { id label count input } }
    }
  }
}`;

async function listing(variables: Record<string, unknown>) {
  const res = await fetch(`${api.url}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'x'},
    body: JSON.stringify({query: QUERY, variables: {first: 100, ...variables}}),
  });
  expect(res.status).toBe(200);
  const json: ListingAnswer = await res.json();
  return json;
}

type ListingAnswer = {
  data?: {
    collection: {
      products: {
        nodes: {
          handle: string;
          productType: string;
          availableForSale: boolean;
          priceRange: {minVariantPrice: {amount: string}};
        }[];
        filters: Filter[];
      };
    } | null;
  };
  errors?: {message: string}[];
};

async function products_(variables: Record<string, unknown>) {
  const json = await listing(variables);
  expect(json.errors).toBeUndefined();
  return json.data!.collection!.products;
}

const count = (filters: Filter[], id: string, label: string) =>
  filters.find((f) => f.id === id)?.values.find((v) => v.label === label)?.count;

describe('collection.products filters', () => {
  it('lists availability, price, product type and Purchase Type with Shopify ids and inputs', async () => {
    const {filters, nodes} = await products_({handle: 'skincare'});
    expect(filters.map((f) => [f.id, f.label, f.type])).toEqual([
      ['filter.v.availability', 'Availability', 'LIST'],
      ['filter.v.price', 'Price', 'PRICE_RANGE'],
      ['filter.p.product_type', 'Product type', 'LIST'],
      ['filter.v.option.purchase-type', 'Purchase Type', 'LIST'],
    ]);
    const availability = filters[0]!.values;
    expect(availability.map((v) => [v.id, v.label, JSON.parse(v.input)])).toEqual([
      ['filter.v.availability.1', 'In stock', {available: true}],
      ['filter.v.availability.0', 'Out of stock', {available: false}],
    ]);
    // Unfiltered, the availability counts add up to the collection.
    expect(availability[0]!.count + availability[1]!.count).toBe(nodes.length);
    const price = filters[1]!.values[0]!;
    const maxPrice = Math.max(...skincareMaxPrices());
    expect(JSON.parse(price.input)).toEqual({price: {min: 0, max: maxPrice}});
    const types = filters[2]!.values;
    expect(types.reduce((sum, v) => sum + v.count, 0)).toBe(nodes.length);
    for (const v of types) expect(JSON.parse(v.input)).toEqual({productType: v.label});
    expect(JSON.parse(filters[3]!.values[0]!.input)).toEqual({
      variantOption: {name: 'purchase type', value: 'Standard'},
    });
  });

  it('keeps products matching any value of one filter and every filter (OR within, AND across)', async () => {
    const soaps = await products_({handle: 'all', filters: [{productType: 'Bar Soap'}]});
    const masks = await products_({handle: 'all', filters: [{productType: 'Face Mask'}]});
    const either = await products_({
      handle: 'all',
      filters: [{productType: 'Bar Soap'}, {productType: 'Face Mask'}],
    });
    expect(soaps.nodes.length).toBeGreaterThan(0);
    expect(either.nodes.length).toBe(soaps.nodes.length + masks.nodes.length);

    const inStockSoaps = await products_({
      handle: 'all',
      filters: [{productType: 'Bar Soap'}, {available: true}],
    });
    expect(inStockSoaps.nodes.length).toBeLessThan(soaps.nodes.length);
    for (const p of inStockSoaps.nodes) {
      expect(p.productType).toBe('Bar Soap');
      expect(p.availableForSale).toBe(true);
    }
  });

  it('counts each value against the other filters, not its own', async () => {
    const {filters, nodes} = await products_({
      handle: 'all',
      filters: [{productType: 'Bar Soap'}, {available: false}],
    });
    expect(nodes.map((p) => p.handle)).toEqual(['wild-rose-clay-soap']);
    // Product type counts are under availability=false only: the sold-out products of each type.
    const soldOut = products.filter((p) => !p.variants.some((v) => v.availableForSale));
    expect(count(filters, 'filter.p.product_type', 'Bar Soap')).toBe(
      soldOut.filter((p) => p.productType === 'Bar Soap').length,
    );
    // A type with no sold-out product is still listed, with 0.
    expect(count(filters, 'filter.p.product_type', 'Supplement')).toBe(0);
    // Availability counts are under the product type only.
    const soaps = products.filter((p) => p.productType === 'Bar Soap');
    expect(count(filters, 'filter.v.availability', 'In stock')).toBe(soaps.length - 1);
    expect(count(filters, 'filter.v.availability', 'Out of stock')).toBe(1);
  });

  it('filters on a price range (any variant within it) and a variant option', async () => {
    const {nodes} = await products_({handle: 'all', filters: [{price: {min: 10, max: 12}}]});
    const expected = products.filter((p) =>
      p.variants.some((v) => v.priceCents >= 1000 && v.priceCents <= 1200),
    );
    expect(nodes.map((p) => p.handle).sort()).toEqual(expected.map((p) => p.handle).sort());
    const none = await products_({handle: 'all', filters: [{price: {min: 500}}]});
    expect(none.nodes).toEqual([]);
    const option = await products_({
      handle: 'all',
      filters: [{variantOption: {name: 'Purchase Type', value: 'subscribe & save'}}],
    });
    expect(option.nodes.length).toBe(products.length);
    const unknown = await products_({
      handle: 'all',
      filters: [{variantOption: {name: 'Colour', value: 'Blue'}}],
    });
    expect(unknown.nodes).toEqual([]);
  });

  it('refuses what Shopify refuses: a negative price and an input of the wrong shape', async () => {
    const negative = await listing({handle: 'all', filters: [{price: {min: -1}}]});
    expect(negative.errors?.[0]?.message).toMatch(/non-negative/);
    const wrong = await listing({handle: 'all', filters: [{price: {min: 'cheap'}}]});
    // Shopify's message for a variable the schema refuses.
    expect(wrong.errors?.[0]?.message).toMatch(/^Variable \$filters .* invalid value$/);
    const unknownField = await listing({handle: 'all', filters: [{colour: 'blue'}]});
    expect(unknownField.errors?.[0]?.message).toMatch(/^Variable \$filters .* invalid value$/);
    expect(unknownField.data).toBeUndefined();
  });
});

describe('collection.products sort', () => {
  const amounts = (nodes: {priceRange: {minVariantPrice: {amount: string}}}[]) =>
    nodes.map((p) => Number(p.priceRange.minVariantPrice.amount));

  it('sorts by price both ways, by title, by best selling and keeps the collection order by default', async () => {
    const up = amounts((await products_({handle: 'all', sortKey: 'PRICE'})).nodes);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = amounts((await products_({handle: 'all', sortKey: 'PRICE', reverse: true})).nodes);
    expect(down).toEqual([...up].reverse());
    const titles = (await products_({handle: 'gift-sets', sortKey: 'TITLE'})).nodes.map(
      (p) => p.handle,
    );
    const byTitle = products
      .filter((p) => p.collections.includes('gift-sets'))
      .sort((a, b) => a.title.localeCompare(b.title, 'en'))
      .map((p) => p.handle);
    expect(titles).toEqual(byTitle);
    const manual = (await products_({handle: 'skincare', sortKey: 'MANUAL'})).nodes.map(
      (p) => p.handle,
    );
    const order = collections.find((c) => c.handle === 'skincare')!.productIds;
    expect(manual).toEqual(order.map((id) => products.find((p) => p.id === id)!.handle));
    const best = (await products_({handle: 'all', sortKey: 'BEST_SELLING'})).nodes.map(
      (p) => p.handle,
    );
    expect(best[0]).toBe(
      [...products].sort((a, b) => a.bestSellingRank - b.bestSellingRank)[0]!.handle,
    );
  });

  it('refuses a sort key the collection connection does not have', async () => {
    const json = await listing({handle: 'all', sortKey: 'VENDOR'});
    expect(json.errors?.[0]?.message).toMatch(/^Variable \$sortKey .* invalid value$/);
    expect(json.data).toBeUndefined();
  });
});

function skincareMaxPrices() {
  return products
    .filter((p) => p.collections.includes('skincare'))
    .map((p) => p.maxPriceCents / 100);
}
