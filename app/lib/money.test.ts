import {describe, expect, it} from 'vitest';
import {formatMinimumPrice, formatPrice} from './money';

const usd = (amount: string) => ({amount, currencyCode: 'USD'});

describe('money', () => {
  it('shows dollars with 2 decimals', () => {
    expect(formatPrice(usd('12.0'))).toBe('$12.00');
    expect(formatPrice('nonsense')).toBe('$0.00');
  });

  it('says "From" when a minimum price is not the only price', () => {
    expect(formatMinimumPrice({minVariantPrice: usd('10.2'), maxVariantPrice: usd('30.6')})).toBe(
      'From $10.20',
    );
    expect(formatMinimumPrice({minVariantPrice: usd('24.0'), maxVariantPrice: usd('24.0')})).toBe(
      '$24.00',
    );
  });
});
