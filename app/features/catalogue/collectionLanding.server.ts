import {collectionMetaDescription, loadCollectionPage} from './collectionPage.server';
import type {ProductCardData} from './productCard';
import type {Storefront} from '@shopify/hydrogen';

/** What `/?collection=<handle>` shows: the collection as a page of its own. */
export interface CollectionLandingData {
  title: string;
  description: string;
  metaDescription: string;
  /** The collection's own listing (/collections/<handle>), which lists the same; null when there is none. */
  canonical: string | null;
  products: ProductCardData[];
  error: string | null;
}

/**
 * The Collections page links Gift Collections to `/?collection=gift-sets` (SPEC.md 2), a URL the spec
 * keeps. It answers as the collection's page, not the home page with a grid on top: its own title,
 * description, breadcrumb and canonical (the same listing as `/collections/<handle>`, read through the same
 * cached query). A collection Shopify does not have lists nothing (SPEC.md 7: an empty list).
 */
export async function loadCollectionLanding(
  context: {storefront: Storefront},
  handle: string,
  origin: string,
): Promise<CollectionLandingData> {
  const result = await loadCollectionPage(context, handle);
  if (result.kind === 'found') {
    return {
      title: result.collection.title,
      description: result.collection.description,
      metaDescription: collectionMetaDescription(result.collection),
      canonical: `${origin}/collections/${result.collection.handle}`,
      products: result.products,
      error: null,
    };
  }
  const title = handle.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
  return {
    title,
    description: '',
    metaDescription: `Shop ${title} from Wildroot Botanicals.`,
    canonical: null,
    products: [],
    error: result.kind === 'failed' ? result.error : null,
  };
}
