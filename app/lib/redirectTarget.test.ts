import {describe, expect, it} from 'vitest';
import {HOSTILE_REDIRECT_TARGETS} from '../../tests/hostileRedirectTargets';
import {sameOriginPath} from './redirectTarget';

describe('sameOriginPath', () => {
  it.each([
    '/',
    '/shop',
    '/cart',
    '/product/lavender-oat-soap?variant=100102#details',
    '/product/lavender-oat-soap?bundle=bundle2&subscribe=1',
    '/shop?utm_source=mail&next=%2Fshop',
    '/search?q=oat%20soap',
    '/collections/gift-sets',
  ])('keeps a path on the shop: %j', (target) => {
    expect(sameOriginPath(target, '/fallback')).toBe(target);
  });

  it.each(HOSTILE_REDIRECT_TARGETS.map((target) => [JSON.stringify(target), target]))(
    'falls back for %s',
    (_label, target) => {
      expect(sameOriginPath(target, '/fallback')).toBe('/fallback');
    },
  );

  it('falls back for anything that is not a string', () => {
    for (const value of [null, undefined, 42, ['/shop'], {toString: () => '/shop'}]) {
      expect(sameOriginPath(value, '/cart')).toBe('/cart');
    }
  });

  it('only returns values a Location header can carry', () => {
    for (const target of HOSTILE_REDIRECT_TARGETS) {
      const chosen = sameOriginPath(target, '/');
      expect(() => new Headers({Location: chosen})).not.toThrow();
      expect(new URL(chosen, 'https://shop.example').origin).toBe('https://shop.example');
    }
  });
});
