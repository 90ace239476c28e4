import {describe, expect, it} from 'vitest';
import {formatPrice, priceStoryTexts} from './money';

const usd = (amount: string) => ({amount, currencyCode: 'USD'});

describe('money', () => {
  it('shows dollars with 2 decimals', () => {
    expect(formatPrice(usd('12.0'))).toBe('$12.00');
    expect(formatPrice('nonsense')).toBe('$0.00');
  });

  it('tells a price story: the price, and "From" the minimum only when it is lower', () => {
    expect(priceStoryTexts({price: usd('12.0'), from: usd('10.2')})).toEqual({
      price: '$12.00',
      from: 'From $10.20',
    });
    expect(priceStoryTexts({price: usd('24.0'), from: null})).toEqual({
      price: '$24.00',
      from: null,
    });
  });
});
