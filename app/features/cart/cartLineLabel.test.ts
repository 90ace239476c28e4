import {describe, expect, it} from 'vitest';
import {BUNDLES} from '~/features/product';
import {cartLinePackLabel, cartLinePriceLabel} from './cartLineLabel';

const options = (purchase: string, quantity: string) => [
  {name: 'Purchase Type', value: purchase},
  {name: 'Quantity', value: quantity},
];
const line = (
  quantity: number,
  selectedOptions: {name: string; value: string}[],
  amount = '40.0',
) => ({
  id: 'gid://shopify/CartLine/1',
  quantity,
  merchandise: {
    id: 'gid://shopify/ProductVariant/1',
    price: {amount, currencyCode: 'USD'},
    selectedOptions,
  },
});

describe('cart line labels', () => {
  it('names the pack in the product page words', () => {
    expect(
      cartLinePackLabel({...line(1, options('Subscribe & Save', '2 Units')).merchandise}),
    ).toBe('Bundle of 2 · Subscribe & Save');
    expect(cartLinePackLabel(line(1, options('Standard', '3 Units')).merchandise)).toBe(
      'Bundle of 3',
    );
    expect(cartLinePackLabel(line(1, options('Subscribe & Save', '1 Unit')).merchandise)).toBe(
      'Subscribe & Save',
    );
    expect(cartLinePackLabel(line(1, options('Standard', '1 Unit')).merchandise)).toBe('');
  });

  it('uses the product page’s bundle labels for every bundle size', () => {
    for (const bundle of BUNDLES.filter((candidate) => candidate.quantity > 1)) {
      const merchandise = line(1, options('Standard', `${bundle.quantity} Units`)).merchandise;
      expect(cartLinePackLabel(merchandise)).toBe(bundle.label);
    }
  });

  it('falls back to the variant title, never to Shopify’s Default Title', () => {
    const merchandise = {
      id: 'v',
      price: {amount: '9.0'},
      selectedOptions: [{name: 'Title', value: 'Default Title'}],
    };
    expect(cartLinePackLabel({...merchandise, title: 'Default Title'})).toBe('');
    expect(cartLinePackLabel({...merchandise, title: 'Large'})).toBe('Large');
  });

  it('prices a bundle per bundle and counts its items as the badge does', () => {
    expect(cartLinePriceLabel(line(1, options('Standard', '2 Units')))).toBe(
      '$40.00 per bundle · 2 items',
    );
    expect(cartLinePriceLabel(line(2, options('Standard', '3 Units'), '54.0'))).toBe(
      '$54.00 per bundle · 6 items',
    );
    expect(cartLinePriceLabel(line(3, options('Standard', '1 Unit'), '12.0'))).toBe('$12.00 each');
  });
});
