import {COLLECTION_CARDS, type CollectionCard} from '~/content/collections';
import {CATEGORY_PAGES, matchCategoryCollection} from './categories';

/** What a card on /collections shows beside its copy: a picture and how many products it leads to. */
export interface CollectionCardData extends CollectionCard {
  image: CardImage | null;
  /** null when the count could not be read (Shopify did not answer): the card then shows no count. */
  productCount: number | null;
  /** The count reached the most a single read returns, so the card says "… or more". */
  countIsLowerBound: boolean;
}

interface CardImage {
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface CardCollection {
  title: string;
  handle: string;
  image?: CardImage | null;
}

/** Where each card's products come from (SPEC.md 2 "Collections" and 4 "Category pages"). */
export type CardSource =
  | {kind: 'category'; keywords: readonly string[]; handle: string}
  | {kind: 'collection'; handle: string}
  | {kind: 'artisan-soaps'};

const GIFT_SETS = '/?collection=gift-sets';

export function cardSource(card: CollectionCard): CardSource {
  if (card.to === '/artisan-soaps') return {kind: 'artisan-soaps'};
  if (card.to === GIFT_SETS) return {kind: 'collection', handle: 'gift-sets'};
  const category = Object.values(CATEGORY_PAGES).find((page) => page.path === card.to);
  if (!category) throw new Error(`No product source for the collection card ${card.to}`);
  return {kind: 'category', keywords: category.keywords, handle: category.handle};
}

/** The collection a card counts and pictures: the same one its page lists. */
export function cardCollection<C extends CardCollection>(
  source: CardSource,
  collections: readonly C[],
): C | undefined {
  if (source.kind === 'artisan-soaps') return undefined;
  if (source.kind === 'collection') return collections.find((c) => c.handle === source.handle);
  return matchCategoryCollection(collections, source);
}

/** Every card, with nothing known about its products (Shopify could not be read). */
export function bareCollectionCards(): CollectionCardData[] {
  return COLLECTION_CARDS.map((card) => ({
    ...card,
    image: null,
    productCount: null,
    countIsLowerBound: false,
  }));
}

/** "10 products", "1 product", "250 or more products". */
export function productCountLabel(count: number, isLowerBound: boolean) {
  const noun = count === 1 && !isLowerBound ? 'product' : 'products';
  return isLowerBound ? `${count} or more ${noun}` : `${count} ${noun}`;
}
