import {describe, expect, it, vi} from 'vitest';
import {formatPrice, formatUsd, priceStoryTexts} from './money';

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

  it('writes every amount as Intl does (rounding half away from zero on the shortest decimal form)', () => {
    const intl = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});
    const amounts = [
      0,
      -0,
      1,
      12,
      12.5,
      0.1,
      0.2 + 0.1,
      1.005,
      2.675,
      1.115,
      0.125,
      0.005,
      0.004999,
      -0.004,
      -0.005,
      999.995,
      1234567.895,
      1000,
      999999.999,
      12345678901.23,
      1e-7,
      5e-7,
      -1e-7,
      9_999_999_999_999.99,
      1e13,
      123456789012345.67,
      1e21,
      -42.42,
      Number.MIN_VALUE,
      0.015,
      0.025,
      10.075,
      100.045,
    ];
    // Prices as Shopify sends them (up to 4 decimals), and arbitrary doubles.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i += 1) {
      amounts.push(
        Number((random() * 10 ** Math.floor(random() * 8)).toFixed(Math.floor(random() * 5))),
      );
      amounts.push((random() - 0.5) * 10 ** Math.floor(random() * 12));
    }
    for (const amount of amounts)
      expect(formatUsd(amount), String(amount)).toBe(intl.format(amount));
    expect(formatPrice(usd('1234.5'))).toBe('$1,234.50');
    expect(formatPrice(usd('-0.00'))).toBe(intl.format(-0));
  });

  it('makes no Intl formatter for a price (the first one costs a new worker its locale data)', async () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      // A fresh copy of the module, as a new worker evaluates it.
      vi.resetModules();
      const fresh = await import('./money');
      expect(fresh.formatPrice(usd('1299.99'))).toBe('$1,299.99');
      expect(fresh.priceStoryTexts({price: usd('9'), from: usd('8')}).from).toBe('From $8.00');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
