import {CacheShort, type Storefront} from '@shopify/hydrogen';
import {COLLECTION_CARDS} from '~/content/collections';
import {ARTISAN_SOAPS, isArtisanSoap} from './categories';
import {loadProducts} from './catalogue.server';
import {
  bareCollectionCards,
  cardCollection,
  cardSource,
  type CollectionCardData,
} from './collectionCards';
import {PRODUCT_LIMITS} from './productLimits';

/** The most products one read returns (Shopify's page size limit); a fuller collection reads "250 or more". */
export const COUNT_PAGE = 250;

/**
 * The Collections page's cards with each one's picture and product count, as its page would list them: a
 * category's matching collection (the category pages' rule), the gift-sets collection, and Artisan Soaps'
 * rule over the best sellers (the same cached read as that page). The Storefront API has no product count
 * on a collection, so each matched collection's product ids are read and counted. When Shopify does not
 * answer, the cards show their copy alone.
 */
export async function loadCollectionCards(context: {
  storefront: Storefront;
}): Promise<CollectionCardData[]> {
  try {
    const [{collections}, soaps] = await Promise.all([
      context.storefront.query(COLLECTION_CARD_LIST_QUERY, {
        variables: {first: PRODUCT_LIMITS.collections},
        cache: CacheShort(),
      }),
      loadProducts(context, ARTISAN_SOAPS.productLimit, isArtisanSoap),
    ]);
    const matched = COLLECTION_CARDS.map((card) =>
      cardCollection(cardSource(card), collections.nodes),
    );
    const handles = [...new Set(matched.flatMap((collection) => collection?.handle ?? []))];
    const counts = await countProducts(context.storefront, handles);
    return COLLECTION_CARDS.map((card, index) => {
      const collection = matched[index];
      if (cardSource(card).kind === 'artisan-soaps') {
        return {
          ...card,
          image: soaps.products[0]?.image ?? null,
          productCount: soaps.error ? null : soaps.products.length,
          countIsLowerBound: false,
        };
      }
      const count = collection ? counts.get(collection.handle) : 0;
      return {
        ...card,
        image: collection?.image ?? null,
        productCount: count ?? null,
        countIsLowerBound: count === COUNT_PAGE,
      };
    });
  } catch (error) {
    console.error(error);
    return bareCollectionCards();
  }
}

/**
 * Product counts by collection handle: up to five small reads side by side (ids only, cached like the
 * listings), rather than one read of every collection's products in the list query.
 */
async function countProducts(storefront: Storefront, handles: readonly string[]) {
  const counts = new Map<string, number>();
  const results = await Promise.all(
    handles.map((handle) =>
      storefront.query(COLLECTION_PRODUCT_IDS_QUERY, {
        variables: {handle, first: COUNT_PAGE},
        cache: CacheShort(),
      }),
    ),
  );
  results.forEach(({collection}, index) => {
    const handle = handles[index];
    if (handle && collection) counts.set(handle, collection.products.nodes.length);
  });
  return counts;
}

const COLLECTION_CARD_LIST_QUERY = `#graphql
  query CollectionCardList($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collections(first: $first) {
      nodes {
        id
        title
        handle
        image {
          url
          altText
          width
          height
        }
      }
    }
  }
` as const;

const COLLECTION_PRODUCT_IDS_QUERY = `#graphql
  query CollectionProductIds(
    $handle: String!
    $first: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      products(first: $first) {
        nodes {
          id
        }
      }
    }
  }
` as const;
