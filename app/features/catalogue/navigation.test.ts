import {describe, expect, it} from 'vitest';
import {ARTISAN_SOAPS, CATEGORY_PAGES} from './categories';
import {COLLECTION_CARDS} from '~/content/collections';
import {SHOP_CATEGORIES} from '~/ui/navigation';

describe('SHOP_CATEGORIES', () => {
  it('lists every category page, each once, under its page title', () => {
    const pages = [ARTISAN_SOAPS, ...Object.values(CATEGORY_PAGES)];
    for (const page of pages) {
      expect(
        SHOP_CATEGORIES.filter((link) => link.to === page.path).map((link) => link.label),
      ).toEqual([page.title]);
    }
  });

  it('links every Collections card, so Gift Collections is one click from any page', () => {
    const paths = SHOP_CATEGORIES.map((link) => link.to);
    for (const card of COLLECTION_CARDS) expect(paths).toContain(card.to);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
