import {describe, expect, it} from 'vitest';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {productBadges, toProductCard} from './productCard';

function variant(
  id: string,
  purchase: string,
  quantity: string,
  amount: string,
  availableForSale = true,
) {
  return {
    id,
    title: `${purchase} / ${quantity}`,
    availableForSale,
    price: {amount, currencyCode: 'USD' as const},
    selectedOptions: [
      {name: 'Purchase Type', value: purchase},
      {name: 'Quantity', value: quantity},
    ],
  };
}

function product(overrides: Partial<ProductCardFragment> = {}): ProductCardFragment {
  return {
    id: 'gid://shopify/Product/1',
    title: 'Rose Clay Mask',
    handle: 'rose-clay-mask',
    description: 'A long description the card never shows.',
    productType: 'Face Mask',
    availableForSale: true,
    tags: ['clay', 'vegan'],
    priceRange: {minVariantPrice: {amount: '9.0', currencyCode: 'USD'}},
    images: {
      nodes: [
        {
          id: 'img-1',
          url: 'https://cdn.example/1.jpg',
          altText: 'The jar',
          width: 800,
          height: 800,
        },
        {id: 'img-2', url: 'https://cdn.example/2.jpg', altText: null, width: 800, height: 800},
      ],
    },
    variants: {
      nodes: [
        variant('v-sub', 'Subscribe & Save', '1 Unit', '9.0'),
        variant('v-std', 'Standard', '1 Unit', '12.0', false),
        variant('v-std-2', 'Standard', '2 Units', '22.0'),
      ],
    },
    ...overrides,
  };
}

describe('toProductCard', () => {
  it('keeps the first image and the Standard / 1 Unit variant with its price, even when it is sold out', () => {
    expect(toProductCard(product())).toEqual({
      title: 'Rose Clay Mask',
      handle: 'rose-clay-mask',
      image: {url: 'https://cdn.example/1.jpg', altText: 'The jar', width: 800, height: 800},
      price: {amount: '12.0', currencyCode: 'USD'},
      from: {amount: '9.0', currencyCode: 'USD'},
      variant: {id: 'v-std', availableForSale: false},
      badges: [],
    });
  });

  it('sends nothing the card does not show: no product id, no description, no other images or variants', () => {
    const card = toProductCard(product());
    expect(Object.keys(card).sort()).toEqual([
      'badges',
      'from',
      'handle',
      'image',
      'price',
      'title',
      'variant',
    ]);
    expect(JSON.stringify(card)).not.toContain('vegan');
    expect(JSON.stringify(card)).not.toContain('long description');
    expect(JSON.stringify(card)).not.toContain('v-sub');
    expect(JSON.stringify(card)).not.toContain('2.jpg');
  });

  it('falls back to the first variant, and to the minimum price and no variant for a product without variants', () => {
    const withoutStandard = product({
      variants: {nodes: [variant('v-a', 'Subscribe & Save', '2 Units', '18.0')]},
    });
    expect(toProductCard(withoutStandard)).toMatchObject({
      price: {amount: '18.0'},
      from: {amount: '9.0'},
      variant: {id: 'v-a', availableForSale: true},
    });

    const bare = toProductCard(product({variants: {nodes: []}, images: {nodes: []}}));
    expect(bare).toMatchObject({
      image: null,
      price: {amount: '9.0', currencyCode: 'USD'},
      from: null,
      variant: null,
    });
  });
});

describe('productBadges', () => {
  it('marks New and Best seller only where the merchant tagged the product, however the tag is written', () => {
    expect(productBadges({tags: ['soap', 'vegan'], availableForSale: true})).toEqual([]);
    expect(productBadges({tags: ['new'], availableForSale: true})).toEqual(['New']);
    expect(productBadges({tags: ['New Arrival'], availableForSale: true})).toEqual(['New']);
    expect(productBadges({tags: ['bestseller'], availableForSale: true})).toEqual(['Best seller']);
    expect(productBadges({tags: ['Best-Seller', 'NEW'], availableForSale: true})).toEqual([
      'New',
      'Best seller',
    ]);
    // A word that only contains "new" is not the tag.
    expect(productBadges({tags: ['renewal', 'newsletter'], availableForSale: true})).toEqual([]);
  });

  it('marks Sold out when Shopify says no variant can be bought', () => {
    expect(productBadges({tags: [], availableForSale: false})).toEqual(['Sold out']);
    expect(toProductCard(product({availableForSale: false, tags: ['new']})).badges).toEqual([
      'New',
      'Sold out',
    ]);
  });
});
