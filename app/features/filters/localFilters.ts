/**
 * Search & Discovery's filters worked out here, for a listing that is a rule rather than a Shopify
 * collection or search (Artisan Soaps: the products whose text says soap), where Shopify cannot filter.
 * The same filters (availability, price, product type), values and semantics as Shopify answers for a
 * collection: inputs of one filter are ORed and different filters ANDed, and a value's count is taken
 * under the *other* active filters. The answer has Shopify's shape, so the rest of the listing (URL
 * parameters, panel, chips) does not know the difference.
 */
import type {ProductFilter} from '@shopify/hydrogen/storefront-api-types';
import type {ShopifyFilter} from './listingFilters';

export interface FilterableProduct {
  productType: string;
  availableForSale: boolean;
  variants: {nodes: ReadonlyArray<{price: {amount: string}}>};
}

function groupOf(input: ProductFilter): string {
  return Object.keys(input)[0] ?? 'none';
}

function matchesInput(product: FilterableProduct, input: ProductFilter): boolean {
  if (input.available != null && product.availableForSale !== input.available) return false;
  if (
    input.productType != null &&
    product.productType.toLowerCase() !== input.productType.toLowerCase()
  )
    return false;
  if (input.price) {
    const {min, max} = input.price;
    const inRange = (amount: number) =>
      (min == null || amount >= min) && (max == null || amount <= max);
    if (!product.variants.nodes.some((variant) => inRange(Number(variant.price.amount))))
      return false;
  }
  return true;
}

function matchesGroups(
  product: FilterableProduct,
  filters: readonly ProductFilter[],
  except: string | null = null,
): boolean {
  const groups = new Map<string, ProductFilter[]>();
  for (const input of filters)
    groups.set(groupOf(input), [...(groups.get(groupOf(input)) ?? []), input]);
  for (const [group, inputs] of groups) {
    if (group === except) continue;
    if (!inputs.some((input) => matchesInput(product, input))) return false;
  }
  return true;
}

/** The products the filters keep. */
export function applyLocalFilters<T extends FilterableProduct>(
  products: readonly T[],
  filters: readonly ProductFilter[],
): T[] {
  return products.filter((product) => matchesGroups(product, filters));
}

/** The filters of `products` under the active `filters`, in Search & Discovery's default order. */
export function localFilters(
  products: readonly FilterableProduct[],
  filters: readonly ProductFilter[],
): ShopifyFilter[] {
  if (products.length === 0) return [];
  const list = (
    id: string,
    label: string,
    entries: {value: string; label: string; input: ProductFilter}[],
  ): ShopifyFilter => {
    const group = entries[0] ? groupOf(entries[0].input) : null;
    const base = products.filter((product) => matchesGroups(product, filters, group));
    return {
      id,
      label,
      type: 'LIST',
      values: entries.map((entry) => ({
        id: `${id}.${entry.value}`,
        label: entry.label,
        count: base.filter((product) => matchesInput(product, entry.input)).length,
        input: JSON.stringify(entry.input),
      })),
    };
  };
  const max = Math.max(
    ...products.flatMap((product) => product.variants.nodes.map((v) => Number(v.price.amount))),
  );
  const types = [...new Set(products.map((product) => product.productType).filter(Boolean))].sort(
    (a, b) => a.localeCompare(b, 'en'),
  );
  return [
    list('filter.v.availability', 'Availability', [
      {value: '1', label: 'In stock', input: {available: true}},
      {value: '0', label: 'Out of stock', input: {available: false}},
    ]),
    {
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      values: [
        {
          id: 'filter.v.price',
          label: 'Price',
          count: 0,
          input: JSON.stringify({price: {min: 0, max: Number.isFinite(max) ? max : 0}}),
        },
      ],
    },
    ...(types.length
      ? [
          list(
            'filter.p.product_type',
            'Product type',
            types.map((type) => ({value: type, label: type, input: {productType: type}})),
          ),
        ]
      : []),
  ];
}
