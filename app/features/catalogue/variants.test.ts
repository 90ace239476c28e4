import {describe, expect, it} from 'vitest';
import {selectDefaultVariant, type VariantLike} from './variants';
import {formatPrice} from '~/lib/money';

function variant(id: string, purchase: string, quantity: string, amount: string): VariantLike {
  return {
    id,
    title: `${purchase} / ${quantity}`,
    availableForSale: true,
    price: {amount, currencyCode: 'USD'},
    selectedOptions: [
      {name: 'Purchase Type', value: purchase},
      {name: 'Quantity', value: quantity},
    ],
  };
}

describe('selectDefaultVariant', () => {
  it('prefers Standard with 1 Unit wherever it sits in the list', () => {
    const variants = [
      variant('a', 'Subscribe & Save', '1 Unit', '10.20'),
      variant('b', 'Standard', '2 Units', '22.00'),
      variant('c', 'Standard', '1 Unit', '12.00'),
    ];
    expect(selectDefaultVariant(variants)?.id).toBe('c');
  });

  it('falls back to the first variant, and to nothing for no variants', () => {
    const variants = [
      variant('a', 'Subscribe & Save', '2 Units', '19.00'),
      variant('b', 'Standard', '3 Units', '30.00'),
    ];
    expect(selectDefaultVariant(variants)?.id).toBe('a');
    expect(selectDefaultVariant([])).toBeUndefined();
  });
});

describe('formatPrice', () => {
  it('shows dollars with two decimals', () => {
    expect(formatPrice({amount: '9.5', currencyCode: 'USD'})).toBe('$9.50');
    expect(formatPrice('1234')).toBe('$1,234.00');
    expect(formatPrice('not a number')).toBe('$0.00');
  });
});
