import type {Storefront} from '@shopify/hydrogen';
import {isCollectionHandle} from './catalogue.server';
import {PRODUCT_LIMITS} from './productLimits';
import {loadListing, type ListingResult} from './listing.server';
import {EMPTY_QUERY, type ListingQuery} from '~/features/filters';

export interface ListedCollection {
  title: string;
  handle: string;
  description: string;
}

interface CollectionPageContext {
  storefront: Storefront;
}

/**
 * A collection without a route of its own (the gift sets, anything the owner adds later), read with its
 * products for a listing page, under the shopper's filters and sort; the page size is a category page's
 * (SPEC.md 9). A handle that is not a slug is missing without a query.
 */
export async function loadCollectionPage(
  context: CollectionPageContext,
  handle: string,
  query: ListingQuery = EMPTY_QUERY,
): Promise<ListingResult> {
  if (!isCollectionHandle(handle)) return {kind: 'missing'};
  return loadListing(context, {handle, first: PRODUCT_LIMITS.category, query, defaultSort: null});
}

/** A meta description from the collection's own text: its first sentence or two, at most 160 characters. */
export function collectionMetaDescription(collection: ListedCollection): string {
  const text = collection.description.replace(/\s+/g, ' ').trim();
  if (!text) return `Shop ${collection.title} from Wildroot Botanicals.`;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 159);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 159)}…`;
}
