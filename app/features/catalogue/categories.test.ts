import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  ARTISAN_SOAPS,
  CATEGORY_PAGES,
  isArtisanSoap,
  matchCategoryCollection,
  type CategoryKey,
} from './categories';
import {COLLECTION_CARDS} from '~/content/collections';

const ROUTES = path.resolve(__dirname, '../../routes');

/** The collection list in the order the seeded Storefront API returns it. */
const COLLECTIONS = [
  {title: 'Artisan Soaps', handle: 'artisan-soaps'},
  {title: 'Face Serums & Creams', handle: 'face-serums-creams'},
  {title: 'Body Care', handle: 'body-care'},
  {title: 'Masks & Treatments', handle: 'masks-treatments'},
  {title: 'Supplements', handle: 'supplements'},
  {title: 'Skincare', handle: 'skincare'},
  {title: 'Gift Sets', handle: 'gift-sets'},
];

describe('CATEGORY_PAGES', () => {
  it('has the five category routes with their headings, taglines and empty messages', () => {
    expect(
      Object.values(CATEGORY_PAGES).map((page) => [
        page.path,
        page.title,
        page.tagline,
        page.emptyMessage,
      ]),
    ).toEqual([
      [
        '/face-serums-creams',
        'Face Serums & Creams',
        'Age-Defying Moisturizers & Concentrated Treatments',
        'No face serums or creams found',
      ],
      ['/body-care', 'Body Care', 'Nourish & Pamper Your Skin', 'No body care products found'],
      [
        '/facial-masks',
        'Facial Masks',
        'Deep-Cleansing & Hydrating Treatments',
        'No facial masks found',
      ],
      ['/supplements', 'Supplements', 'Radiant Vitality From Within', 'No supplements found'],
      ['/skincare', 'Skincare', 'Reveal Your Natural Radiance', 'No skincare products found'],
    ]);
  });

  it('keys each page by its route and gives it a meta description of search-snippet length', () => {
    for (const [key, page] of Object.entries(CATEGORY_PAGES)) {
      expect(page.route).toBe(key);
      expect(page.path).toBe(`/${key}`);
      expect(page.metaDescription.length).toBeGreaterThan(50);
      expect(page.metaDescription.length).toBeLessThanOrEqual(160);
    }
  });
});

describe('matchCategoryCollection', () => {
  it.each<[CategoryKey, string]>([
    ['face-serums-creams', 'face-serums-creams'],
    ['body-care', 'body-care'],
    ['facial-masks', 'masks-treatments'],
    ['supplements', 'supplements'],
    ['skincare', 'skincare'],
  ])('finds the seeded collection for %s', (key, handle) => {
    expect(matchCategoryCollection(COLLECTIONS, CATEGORY_PAGES[key])?.handle).toBe(handle);
  });

  it('matches a title keyword when the handle differs', () => {
    const collections = [
      {title: 'Gift Sets', handle: 'gift-sets'},
      {title: 'Night Creams', handle: 'night'},
    ];
    expect(matchCategoryCollection(collections, CATEGORY_PAGES['face-serums-creams'])?.handle).toBe(
      'night',
    );
  });

  it('matches the handle when no title contains a keyword', () => {
    const collections = [
      {title: 'Gift Sets', handle: 'gift-sets'},
      {title: 'Weekly Rituals', handle: 'masks-treatments'},
    ];
    expect(matchCategoryCollection(collections, CATEGORY_PAGES['facial-masks'])?.title).toBe(
      'Weekly Rituals',
    );
  });

  it('returns the first match in list order, whichever rule matched', () => {
    const collections = [
      {title: 'Facial Tools', handle: 'tools'},
      {title: 'Clay Masks', handle: 'clay-masks'},
      {title: 'Everything', handle: 'masks-treatments'},
    ];
    expect(matchCategoryCollection(collections, CATEGORY_PAGES['facial-masks'])?.handle).toBe(
      'tools',
    );
    const handleFirst = [
      {title: 'Everything', handle: 'masks-treatments'},
      {title: 'Clay Masks', handle: 'clay-masks'},
    ];
    expect(matchCategoryCollection(handleFirst, CATEGORY_PAGES['facial-masks'])?.handle).toBe(
      'masks-treatments',
    );
  });

  it('ignores case in titles', () => {
    expect(
      matchCategoryCollection(
        [{title: 'VITAMIN SUPPLEMENTS', handle: 'v'}],
        CATEGORY_PAGES.supplements,
      )?.handle,
    ).toBe('v');
    expect(
      matchCategoryCollection([{title: 'All BODY CARE', handle: 'x'}], CATEGORY_PAGES['body-care'])
        ?.handle,
    ).toBe('x');
  });

  it('compares handles exactly', () => {
    expect(
      matchCategoryCollection([{title: 'Other', handle: 'Body-Care'}], CATEGORY_PAGES['body-care']),
    ).toBeUndefined();
    expect(
      matchCategoryCollection(
        [{title: 'Body', handle: 'body-care-2'}],
        CATEGORY_PAGES['body-care'],
      ),
    ).toBeUndefined();
  });

  it('returns undefined when nothing matches or there are no collections', () => {
    expect(
      matchCategoryCollection([{title: 'Gift Sets', handle: 'gift-sets'}], CATEGORY_PAGES.skincare),
    ).toBeUndefined();
    expect(matchCategoryCollection([], CATEGORY_PAGES.skincare)).toBeUndefined();
  });
});

describe('isArtisanSoap', () => {
  it('keeps a product whose title mentions soap, in any case', () => {
    expect(
      isArtisanSoap({title: 'Lavender & Oat Cold Process SOAP', description: 'A creamy bar.'}),
    ).toBe(true);
  });

  it('keeps a product whose description alone mentions soap', () => {
    expect(
      isArtisanSoap({title: 'Sisal Saver Pouch', description: 'Slip a bar of Soap inside.'}),
    ).toBe(true);
  });

  it('drops products that mention soap nowhere', () => {
    expect(
      isArtisanSoap({title: 'Rosehip Glow Face Serum', description: 'A golden oil serum.'}),
    ).toBe(false);
  });

  it('gives the page a meta description of search-snippet length', () => {
    // How many products it reads is checked on the wire: tests/integration/catalogue-limits.test.ts.
    expect(ARTISAN_SOAPS.metaDescription.length).toBeGreaterThan(50);
    expect(ARTISAN_SOAPS.metaDescription.length).toBeLessThanOrEqual(160);
  });
});

describe('COLLECTION_CARDS', () => {
  /** The route file that serves a path of the shop (flat routes: /a-b is a-b.tsx, / is _index.tsx). */
  const routeFileOf = (to: string) => {
    const {pathname} = new URL(to, 'https://shop.test');
    return path.join(
      ROUTES,
      `${pathname === '/' ? '_index' : pathname.slice(1).replaceAll('/', '.')}.tsx`,
    );
  };

  it('links each card to a page of the shop, never to the 404', () => {
    for (const card of COLLECTION_CARDS)
      expect(existsSync(routeFileOf(card.to)), card.to).toBe(true);
    expect(existsSync(routeFileOf('/no-such-page'))).toBe(false);
  });

  it('links the Artisan Soaps page and the category pages by their own paths, once each', () => {
    const links = COLLECTION_CARDS.map((card) => card.to);
    expect(new Set(links).size).toBe(links.length);
    expect(links).toContain(ARTISAN_SOAPS.path);
    for (const key of ['face-serums-creams', 'body-care', 'facial-masks', 'supplements'] as const) {
      expect(links).toContain(CATEGORY_PAGES[key].path);
    }
  });

  it('gives every card a title and a description', () => {
    for (const card of COLLECTION_CARDS) {
      expect(card.title, card.to).not.toBe('');
      expect(card.description, card.to).not.toBe('');
    }
  });
});
