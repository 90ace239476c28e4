import {type Storefront, CacheShort} from '@shopify/hydrogen';
import {redirect} from '@shopify/remix-oxygen';
import {COLLECTION_HEADER_FRAGMENT, PRODUCT_CARD_FRAGMENT} from './fragments';
import {toProductCard, type ProductCardData} from './productCard';
import {describeStorefrontError, errorMessagesOf} from '~/lib/storefrontErrors';
import {
  hasFilters,
  listingControls,
  listingTotal,
  parseListingQuery,
  resolveFilters,
  sortVariables,
  tidyListingSearch,
  type ListingControlsData,
  type ListingQuery,
  type SortValue,
} from '~/features/filters';

/** `storefront` is the request's bounded client (context.server.ts): every call has its deadline. */
interface ListingContext {
  storefront: Storefront;
}

export type ListingResult =
  | {
      kind: 'found';
      collection: {title: string; handle: string; description: string};
      products: ProductCardData[];
      controls: ListingControlsData;
      pageInfo: {hasNextPage: boolean; startCursor?: string | null; endCursor?: string | null};
      /** How many products the listing holds under the filters (Shopify's availability counts). */
      total: number;
    }
  | {kind: 'missing'}
  | {kind: 'failed'; error: string};

/** Shopify refused the page's cursor (an old link, another filter's or sort's cursor). */
type StalePage = {kind: 'stale'};

interface ListingRequest {
  handle: string;
  first: number;
  query: ListingQuery;
  /** The order without `sort_by`; null is the collection's own order (COLLECTION_DEFAULT). */
  defaultSort: SortValue | null;
  /** Parameters the page's links keep besides the filters (`collection=` on the home page). */
  keep?: string;
}

/** One page of a listing (~/lib/pagination's connection arguments) instead of its `first` products. */
type PageArguments = {first?: number; last?: number; after?: string | null; before?: string | null};

/** A listing's first `first` products (readListing). */
export async function loadListing(
  context: ListingContext,
  request: ListingRequest,
): Promise<ListingResult> {
  const result = await readListing(context, request);
  // Without a cursor nothing can be stale.
  return result.kind === 'stale' ? {kind: 'missing'} : result;
}

/** One page of a listing, or `stale` when Shopify refused the page's cursor. */
export function loadListingPage(
  context: ListingContext,
  request: ListingRequest & {page: PageArguments},
): Promise<ListingResult | StalePage> {
  return readListing(context, request);
}

/**
 * Reads the listing query of a request; a form sent without JavaScript (blank price boxes, the page's own
 * sort) is first redirected to the URL a link would have had (302: the form's choices are the shopper's).
 */
export function readListingQuery(request: Request, defaultSort: SortValue): ListingQuery {
  const url = new URL(request.url);
  const tidy = tidyListingSearch(url.searchParams, defaultSort);
  if (tidy !== null) throw redirect(tidy ? `${url.pathname}?${tidy}` : url.pathname, 302);
  return parseListingQuery(url.searchParams);
}

/**
 * A collection's products as a listing page shows them: the first `first` under the shopper's filters
 * and sort, with Shopify's filters and counts. A filtered request first reads the collection's filter
 * list (a small query, cached like every catalogue read) to turn the URL's values into Shopify's exact
 * inputs: an option's URL name is a handle (`purchase-type`), but `variantOption` wants Shopify's name.
 */
async function readListing(
  {storefront}: ListingContext,
  {handle, first, query, defaultSort, keep, page}: ListingRequest & {page?: PageArguments},
): Promise<ListingResult | StalePage> {
  try {
    let resolved = resolveFilters(query, []);
    if (hasFilters(query)) {
      const {collection} = await storefront.query(COLLECTION_FILTERS_QUERY, {
        variables: {handle},
        cache: CacheShort(),
      });
      if (!collection) return {kind: 'missing'};
      resolved = resolveFilters(query, collection.products.filters);
    }
    const sort = query.sort ?? defaultSort;
    const paging = page?.before || page?.after;
    const {collection, errors} = await storefront.query(COLLECTION_LISTING_QUERY, {
      variables: {...(page ?? {first}), handle, filters: resolved.filters, ...sortVariables(sort)},
      cache: CacheShort(),
    });
    // GraphQL errors with a cursor: the cursor is what Shopify refused.
    if (paging && errorMessagesOf(errors).length > 0) {
      console.error(errors);
      return {kind: 'stale'};
    }
    if (!collection) return {kind: 'missing'};
    const filters = collection.products.filters;
    return {
      kind: 'found',
      collection: {
        title: collection.title,
        handle: collection.handle,
        description: collection.description,
      },
      products: collection.products.nodes.map(toProductCard),
      pageInfo: collection.products.pageInfo,
      total: listingTotal(filters, query) ?? collection.products.nodes.length,
      controls: listingControls({
        filters,
        query,
        applied: resolved.applied,
        sort,
        defaultSort,
        keep,
      }),
    };
  } catch (error) {
    console.error(error);
    return {kind: 'failed', error: describeStorefrontError(error)};
  }
}

export const FILTER_FIELDS = `#graphql
  fragment ListingFilter on Filter {
    id
    label
    type
    values {
      id
      label
      count
      input
    }
  }
` as const;

const COLLECTION_FILTERS_QUERY = `#graphql
  query CollectionFilters($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      products(first: 1) {
        filters {
          ...ListingFilter
        }
      }
    }
  }
  ${FILTER_FIELDS}
` as const;

const COLLECTION_LISTING_QUERY = `#graphql
  query CollectionListing(
    $handle: String!
    $first: Int
    $last: Int
    $after: String
    $before: String
    $filters: [ProductFilter!]
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      ...CollectionHeader
      products(
        first: $first
        last: $last
        after: $after
        before: $before
        filters: $filters
        sortKey: $sortKey
        reverse: $reverse
      ) {
        filters {
          ...ListingFilter
        }
        pageInfo {
          hasNextPage
          startCursor
          endCursor
        }
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${FILTER_FIELDS}
  ${COLLECTION_HEADER_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
` as const;
