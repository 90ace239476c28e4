import {describe, expect, it} from 'vitest';
import {applyLocalFilters, localFilters} from './localFilters';

const product = (productType: string, availableForSale: boolean, ...prices: number[]) => ({
  productType,
  availableForSale,
  variants: {nodes: prices.map((amount) => ({price: {amount: amount.toFixed(2)}}))},
});

const PRODUCTS = [
  product('Bar Soap', true, 12, 22),
  product('Bar Soap', false, 14),
  product('Gift Set', true, 32),
  product('Accessory', true, 7),
];

describe('localFilters', () => {
  it('ORs the values of one filter and ANDs different filters', () => {
    expect(
      applyLocalFilters(PRODUCTS, [{productType: 'bar soap'}, {productType: 'Gift Set'}]),
    ).toHaveLength(3);
    expect(applyLocalFilters(PRODUCTS, [{productType: 'Bar Soap'}, {available: true}])).toEqual([
      PRODUCTS[0],
    ]);
    expect(applyLocalFilters(PRODUCTS, [{price: {min: 20, max: 40}}])).toEqual([
      PRODUCTS[0],
      PRODUCTS[2],
    ]);
  });

  it('lists availability, price and type, each value counted under the other filters', () => {
    const filters = localFilters(PRODUCTS, [{productType: 'Bar Soap'}]);
    expect(filters.map((filter) => filter.id)).toEqual([
      'filter.v.availability',
      'filter.v.price',
      'filter.p.product_type',
    ]);
    const counts = (id: string) =>
      filters.find((filter) => filter.id === id)!.values.map((value) => [value.label, value.count]);
    expect(counts('filter.v.availability')).toEqual([
      ['In stock', 1],
      ['Out of stock', 1],
    ]);
    // The type filter's own choice does not narrow its counts.
    expect(counts('filter.p.product_type')).toEqual([
      ['Accessory', 1],
      ['Bar Soap', 2],
      ['Gift Set', 1],
    ]);
    expect(JSON.parse(filters[1]!.values[0]!.input as string)).toEqual({price: {min: 0, max: 32}});
    expect(localFilters([], [])).toEqual([]);
  });
});
