import {type Storefront, CacheShort} from '@shopify/hydrogen';
import {
  FILTER_FIELDS,
  MONEY_FRAGMENT,
  PRODUCT_CARD_FRAGMENT,
  VARIANT_CHOICE_FRAGMENT,
} from '~/features/catalogue/index.server';
import {
  EMPTY_QUERY,
  hasFilters,
  listingControls,
  resolveFilters,
  type ListingControlsData,
  type ListingQuery,
} from '~/features/filters';
import {priceStoryOf, toProductCard, type ProductCardData} from '~/features/catalogue';
import {
  describeStorefrontError,
  errorMessagesOf,
  graphqlErrorMessage,
} from '~/lib/storefrontErrors';
import {PREDICTIVE_LIMIT, SEARCH_PAGE_SIZE, type SearchRequest} from './searchQuery';
import type {PredictiveResults} from './predictive';

/** `storefront` is the request's bounded client (context.server.ts): every call has its deadline. */
interface SearchContext {
  storefront: Storefront;
}

export type SearchResults =
  | {
      products: ProductCardData[];
      totalCount: number;
      /** The cursor of the next page, or null on the last one. */
      nextCursor: string | null;
      /** Search & Discovery's filters for these results (none when nothing was searched). */
      controls: ListingControlsData | null;
      error: null;
    }
  | {
      products: [];
      totalCount: 0;
      nextCursor: null;
      controls: null;
      error: string;
      status: 400 | 503;
    };

/** Shopify refusing a page of results (a cursor it does not know, e.g. from an old link). */
export const STALE_PAGE_MESSAGE =
  'That page of results is no longer available. Start again from the first results.';

const NOTHING_FOUND = {
  products: [],
  totalCount: 0,
  nextCursor: null,
  controls: null,
  error: null,
} as const;

/**
 * One page of Shopify's product search, ranked by Shopify's relevance (spelling Shopify would fix is left
 * to Shopify), under the shopper's filters (`productFilters`, in the listing pages' URL parameters). A
 * filtered search first reads the results' filter list, to turn the URL's values into Shopify's inputs.
 * A blank query asks nothing. A failure is the catalogue's retry message, never a throw.
 */
export async function searchProducts(
  {storefront}: SearchContext,
  {q, after, query = EMPTY_QUERY}: Pick<SearchRequest, 'q' | 'after'> & {query?: ListingQuery},
): Promise<SearchResults> {
  if (!q) return {...NOTHING_FOUND, products: []};
  let answer;
  let resolved = resolveFilters(query, []);
  try {
    if (hasFilters(query)) {
      const {search} = await storefront.query(SEARCH_FILTERS_QUERY, {
        variables: {query: q},
        cache: CacheShort(),
      });
      resolved = resolveFilters(query, search.productFilters);
    }
    answer = await storefront.query(SEARCH_QUERY, {
      variables: {query: q, first: SEARCH_PAGE_SIZE, after, filters: resolved.filters},
      cache: CacheShort(),
    });
  } catch (error) {
    console.error(error);
    return failed(describeStorefrontError(error), 503);
  }
  const {search, errors} = answer;
  // GraphQL errors: Shopify answered and refused. With a cursor, the cursor is what it refused.
  if (errorMessagesOf(errors).length > 0 || !search) {
    console.error(errors);
    return after ? failed(STALE_PAGE_MESSAGE, 400) : failed(describeStorefrontError(errors), 503);
  }
  const products = search.nodes.flatMap((node) =>
    node.__typename === 'Product' ? [toProductCard(node)] : [],
  );
  return {
    products,
    totalCount: search.totalCount,
    nextCursor: search.pageInfo.hasNextPage ? (search.pageInfo.endCursor ?? null) : null,
    controls: listingControls({
      filters: search.productFilters,
      query,
      applied: resolved.applied,
      sort: null,
      defaultSort: null,
      keep: new URLSearchParams({q}).toString(),
      // Shopify ranks results by relevance; the page offers no other order.
      sortable: false,
    }),
    error: null,
  };
}

function failed(error: string, status: 400 | 503): SearchResults {
  return {products: [], totalCount: 0, nextCursor: null, controls: null, error, status};
}

/**
 * What the header's combobox lists for a partly typed query: Shopify's predictive search (products,
 * collections, suggested queries). Throws on failure; the resource route answers 503 for it.
 */
export async function predictSearch(
  {storefront}: SearchContext,
  q: string,
): Promise<PredictiveResults> {
  if (!q) return {queries: [], products: [], collections: []};
  const {predictiveSearch, errors} = await storefront.query(PREDICTIVE_SEARCH_QUERY, {
    variables: {query: q, limit: PREDICTIVE_LIMIT},
    cache: CacheShort(),
  });
  if (errorMessagesOf(errors).length > 0)
    throw new Error(graphqlErrorMessage(errorMessagesOf(errors)));
  if (!predictiveSearch) return {queries: [], products: [], collections: []};
  return {
    queries: predictiveSearch.queries.map(({text, styledText}) => ({text, styledText})),
    products: predictiveSearch.products.map((product) => ({
      id: product.id,
      title: product.title,
      handle: product.handle,
      imageUrl: product.featuredImage?.url ?? null,
      // The same price story as the product's card (the default variant's price, From the minimum).
      ...priceStoryOf(product),
    })),
    collections: predictiveSearch.collections.map(({id, title, handle}) => ({id, title, handle})),
  };
}

const SEARCH_QUERY = `#graphql
  query ProductSearch(
    $query: String!
    $first: Int!
    $after: String
    $filters: [ProductFilter!]
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(
      first: $first
      after: $after
      types: [PRODUCT]
      prefix: LAST
      productFilters: $filters
      query: $query
    ) {
      totalCount
      productFilters {
        ...ListingFilter
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        __typename
        ... on Product {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${FILTER_FIELDS}
` as const;

const SEARCH_FILTERS_QUERY = `#graphql
  query ProductSearchFilters($query: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    search(query: $query, first: 1, types: [PRODUCT], prefix: LAST) {
      productFilters {
        ...ListingFilter
      }
    }
  }
  ${FILTER_FIELDS}
` as const;

const PREDICTIVE_SEARCH_QUERY = `#graphql
  query PredictiveSearch(
    $query: String!
    $limit: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    predictiveSearch(query: $query, limit: $limit, limitScope: ALL, types: [QUERY, PRODUCT, COLLECTION]) {
      queries {
        text
        styledText
      }
      products {
        id
        title
        handle
        featuredImage {
          url(transform: {maxWidth: 96, maxHeight: 96, crop: CENTER})
        }
        priceRange {
          minVariantPrice {
            ...Money
          }
        }
        variants(first: 10) {
          nodes {
            ...VariantChoice
          }
        }
      }
      collections {
        id
        title
        handle
      }
    }
  }
  ${VARIANT_CHOICE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;
