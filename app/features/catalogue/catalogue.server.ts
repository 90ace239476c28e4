import {type Storefront, CacheShort} from '@shopify/hydrogen';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {COLLECTION_HEADER_FRAGMENT, PRODUCT_CARD_FRAGMENT} from './fragments';
import {matchCategoryCollection, type CategoryPage} from './categories';
import {PRODUCT_LIMITS} from './productLimits';
import {toProductCard, type ProductCardData} from './productCard';
import {describeStorefrontError} from '~/lib/storefrontErrors';
import {loadListing} from './listing.server';
import {EMPTY_QUERY, type ListingControlsData, type ListingQuery} from '~/features/filters';

export type ProductListResult =
  {products: ProductCardData[]; error: null} | {products: []; error: string};

/** `storefront` is the request's bounded client (context.server.ts): every call has its deadline. */
interface CatalogueContext {
  storefront: Storefront;
}

async function guarded(run: () => Promise<ProductCardFragment[]>): Promise<ProductListResult> {
  try {
    const products = await run();
    return {products: products.map(toProductCard), error: null};
  } catch (error) {
    console.error(error);
    return {products: [], error: describeStorefrontError(error)};
  }
}

/**
 * The first `first` products, best sellers first; `where` keeps some of them, judged on the whole
 * product (Artisan Soaps reads the description, which the cards do not carry).
 */
export function loadProducts(
  {storefront}: CatalogueContext,
  first: number,
  where: (product: ProductCardFragment) => boolean = () => true,
) {
  return guarded(async () => {
    const {products} = await storefront.query(PRODUCTS_QUERY, {
      variables: {first},
      cache: CacheShort(),
    });
    return products.nodes.filter(where);
  });
}

/** A collection's products; an unknown collection is an empty list (SPEC.md 7). */
export function loadCollectionProducts(
  {storefront}: CatalogueContext,
  handle: string,
  first: number,
) {
  return guarded(
    async () => (await readCollection(storefront, handle, first))?.products.nodes ?? [],
  );
}

/** A collection with its title, description and first `first` products; null when Shopify has none. */
export async function readCollection(storefront: Storefront, handle: string, first: number) {
  const {collection} = await storefront.query(COLLECTION_PRODUCTS_QUERY, {
    variables: {handle, first},
    cache: CacheShort(),
  });
  return collection;
}

export type CategoryResult = ProductListResult & {
  collection: {title: string; handle: string} | null;
  /** The filter bar: null when there is no collection to filter. */
  controls: ListingControlsData | null;
};

/**
 * A category page: read the collection list, pick the first matching collection, and only then
 * query its products. No match means no product query and the category's empty message.
 */
export async function loadCategory(
  context: CatalogueContext,
  category: CategoryPage,
  query: ListingQuery = EMPTY_QUERY,
): Promise<CategoryResult> {
  let collections: {title: string; handle: string}[];
  try {
    const result = await context.storefront.query(COLLECTIONS_QUERY, {
      variables: {first: PRODUCT_LIMITS.collections},
      cache: CacheShort(),
    });
    collections = result.collections.nodes;
  } catch (error) {
    console.error(error);
    return {products: [], error: describeStorefrontError(error), collection: null, controls: null};
  }
  const collection = matchCategoryCollection(collections, category) ?? null;
  if (!collection) return {products: [], error: null, collection: null, controls: null};
  const listing = await loadListing(context, {
    handle: collection.handle,
    first: PRODUCT_LIMITS.category,
    query,
    defaultSort: null,
  });
  if (listing.kind === 'failed')
    return {products: [], error: listing.error, collection, controls: null};
  if (listing.kind === 'missing') return {products: [], error: null, collection, controls: null};
  return {products: listing.products, error: null, collection, controls: listing.controls};
}

/** Collection handles are short slugs; anything else is not worth a query. */
export function isCollectionHandle(value: string | null): value is string {
  return value !== null && /^[a-z0-9][a-z0-9-]{0,99}$/i.test(value);
}

const PRODUCTS_QUERY = `#graphql
  query CatalogueProducts($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, sortKey: BEST_SELLING) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

const COLLECTION_PRODUCTS_QUERY = `#graphql
  query CollectionProducts(
    $handle: String!
    $first: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      ...CollectionHeader
      products(first: $first) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${COLLECTION_HEADER_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
` as const;

const COLLECTIONS_QUERY = `#graphql
  query CollectionList($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collections(first: $first) {
      nodes {
        id
        title
        handle
      }
    }
  }
` as const;
