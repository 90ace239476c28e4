// The Collections cards (SPEC.md 2 "Other storefront pages"): the collections page, the search page and the
// empty cart link to them.
import {BRAND} from './brand';

export interface CollectionCard {
  title: string;
  to: string;
  description: string;
}

export const COLLECTION_CARDS = [
  {
    title: 'Artisan Soaps',
    to: '/artisan-soaps',
    description: 'Cold-process bars made in small batches with plant oils and real botanicals.',
  },
  {
    title: 'Face Serums & Creams',
    to: '/face-serums-creams',
    description: 'Lightweight serums and rich creams built around cold-pressed oils.',
  },
  {
    title: 'Body Care',
    to: '/body-care',
    description: 'Butters, scrubs, oils and bath soaks for soft, comfortable skin.',
  },
  {
    title: 'Facial Masks',
    to: '/facial-masks',
    description: 'Clay, enzyme and overnight masks for a weekly reset.',
  },
  {
    title: `${BRAND.supplementsPrefix} Supplements`,
    to: '/supplements',
    description: 'Herbal capsules, gummies and powders, tested for identity and purity.',
  },
  {
    title: 'Gift Collections',
    to: '/?collection=gift-sets',
    description: 'Ready-to-give botanical sets, wrapped in kraft paper and ribbon.',
  },
] as const satisfies readonly CollectionCard[];
