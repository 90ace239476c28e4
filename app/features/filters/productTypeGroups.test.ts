import {describe, expect, it} from 'vitest';
import {products} from '../../../local/storefront-api/catalogue.mjs';
import {PRODUCT_TYPE_GROUPS, groupOfType} from './productTypeGroups';

describe('the product type groups', () => {
  const types = [...new Set(products.map((product) => product.productType))];

  it("put every product type of the catalogue in a group, and fewer groups than types", () => {
    expect(types.filter((type) => !groupOfType(type))).toEqual([]);
    expect(PRODUCT_TYPE_GROUPS.length).toBeLessThan(types.length);
  });

  it('name each type once, and no group is spelled like a type (a raw type in a URL stays itself)', () => {
    const members = PRODUCT_TYPE_GROUPS.flatMap((group) => group.types.map((t) => t.toLowerCase()));
    expect(new Set(members).size).toBe(members.length);
    const labels = PRODUCT_TYPE_GROUPS.map((group) => group.label.toLowerCase());
    expect(labels.filter((label) => members.includes(label))).toEqual([]);
  });
});
