/**
 * Category pages (SPEC.md 4 "Category pages"); the Collections cards are copy (content/collections.ts). The
 * catalogue limits are in productLimits.ts, so pages that only need a number do not ship these texts.
 */
import {PRODUCT_LIMITS} from './productLimits';

export interface CategoryPage {
  /** The route path without its slash, e.g. 'body-care' for /body-care. */
  route: string;
  path: string;
  title: string;
  tagline: string;
  emptyMessage: string;
  metaDescription: string;
  /** A collection whose title contains one of these (case-insensitive) is the category's collection... */
  keywords: readonly string[];
  /** ...as is the collection with exactly this handle. */
  handle: string;
}

export const CATEGORY_PAGES = {
  'face-serums-creams': {
    route: 'face-serums-creams',
    path: '/face-serums-creams',
    title: 'Face Serums & Creams',
    tagline: 'Age-Defying Moisturizers & Concentrated Treatments',
    emptyMessage: 'No face serums or creams found',
    metaDescription:
      'Botanical face serums, oils and moisturizing creams made with cold-pressed oils and plant extracts, handcrafted in small batches in the USA.',
    keywords: ['serum', 'cream'],
    handle: 'face-serums-creams',
  },
  'body-care': {
    route: 'body-care',
    path: '/body-care',
    title: 'Body Care',
    tagline: 'Nourish & Pamper Your Skin',
    emptyMessage: 'No body care products found',
    metaDescription:
      'Body butters, scrubs, oils and bath soaks made with plant butters and botanicals for soft, comfortable skin. Handcrafted in small batches.',
    keywords: ['body care'],
    handle: 'body-care',
  },
  'facial-masks': {
    route: 'facial-masks',
    path: '/facial-masks',
    title: 'Facial Masks',
    tagline: 'Deep-Cleansing & Hydrating Treatments',
    emptyMessage: 'No facial masks found',
    metaDescription:
      'Clay, enzyme and overnight facial masks with botanical ingredients for a weekly reset that leaves skin looking fresh and feeling clean.',
    keywords: ['mask', 'facial'],
    handle: 'masks-treatments',
  },
  supplements: {
    route: 'supplements',
    path: '/supplements',
    title: 'Supplements',
    tagline: 'Radiant Vitality From Within',
    emptyMessage: 'No supplements found',
    metaDescription:
      'Botanical dietary supplements: herbal capsules, gummies and powders made with carefully sourced plants and tested by an independent lab.',
    keywords: ['supplement'],
    handle: 'supplements',
  },
  skincare: {
    route: 'skincare',
    path: '/skincare',
    title: 'Skincare',
    tagline: 'Reveal Your Natural Radiance',
    emptyMessage: 'No skincare products found',
    metaDescription:
      'Botanical skincare for every step of your routine: cleansers, toners, serums, creams and masks, handcrafted in small batches in the USA.',
    keywords: ['skincare'],
    handle: 'skincare',
  },
} as const satisfies Record<string, CategoryPage>;

export type CategoryKey = keyof typeof CATEGORY_PAGES;

/**
 * The category's collection: the first in list order whose title contains a keyword (case-insensitive)
 * or whose handle equals the category's handle.
 */
export function matchCategoryCollection<C extends {title: string; handle: string}>(
  collections: readonly C[],
  category: Pick<CategoryPage, 'keywords' | 'handle'>,
): C | undefined {
  const keywords = category.keywords.map((keyword) => keyword.toLowerCase());
  return collections.find((collection) => {
    const title = collection.title.toLowerCase();
    return (
      collection.handle === category.handle || keywords.some((keyword) => title.includes(keyword))
    );
  });
}

export const ARTISAN_SOAPS = {
  path: '/artisan-soaps',
  title: 'Artisan Soaps',
  emptyMessage: 'No artisan soaps found',
  productLimit: PRODUCT_LIMITS.artisanSoaps,
  metaDescription:
    'Handcrafted cold-process soap bars made in small batches with plant oils, butters and real botanicals. Palm-free, gentle and cured for weeks.',
} as const;

/** The Artisan Soaps page keeps the products whose title or description mentions soap. */
export function isArtisanSoap(product: {title: string; description: string}): boolean {
  return /soap/i.test(product.title) || /soap/i.test(product.description);
}
