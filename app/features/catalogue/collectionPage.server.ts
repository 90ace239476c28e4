import type {Storefront} from '@shopify/hydrogen';
import {isCollectionHandle, readCollection} from './catalogue.server';
import {withTimeout} from '~/server/providerDeadline.server';
import {PRODUCT_LIMITS} from './productLimits';
import {toProductCard, type ProductCardData} from './productCard';
import {describeStorefrontError} from '~/lib/storefrontErrors';

export interface ListedCollection {
  title: string;
  handle: string;
  description: string;
}

export type CollectionPageResult =
  | {kind: 'found'; collection: ListedCollection; products: ProductCardData[]; error: null}
  | {kind: 'missing'}
  | {kind: 'failed'; error: string};

interface CollectionPageContext {
  storefront: Storefront;
  config: {STOREFRONT_TIMEOUT_MS: number};
}

/**
 * A collection without a route of its own (the gift sets, anything the owner adds later), read with its
 * products for a listing page; the page size is a category page's (SPEC.md 9). A handle that is not a
 * slug is missing without a query.
 */
export async function loadCollectionPage(
  {storefront, config}: CollectionPageContext,
  handle: string,
): Promise<CollectionPageResult> {
  if (!isCollectionHandle(handle)) return {kind: 'missing'};
  try {
    const collection = await withTimeout(
      readCollection(storefront, handle, PRODUCT_LIMITS.category),
      config.STOREFRONT_TIMEOUT_MS,
    );
    if (!collection) return {kind: 'missing'};
    return {
      kind: 'found',
      collection: {
        title: collection.title,
        handle: collection.handle,
        description: collection.description,
      },
      products: collection.products.nodes.map(toProductCard),
      error: null,
    };
  } catch (error) {
    console.error(error);
    return {kind: 'failed', error: describeStorefrontError(error)};
  }
}

/** A meta description from the collection's own text: its first sentence or two, at most 160 characters. */
export function collectionMetaDescription(collection: ListedCollection): string {
  const text = collection.description.replace(/\s+/g, ' ').trim();
  if (!text) return `Shop ${collection.title} from Wildroot Botanicals.`;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 159);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 159)}…`;
}
