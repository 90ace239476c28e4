import type {Storefront} from '@shopify/hydrogen';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {
  applyLocalFilters,
  listingControls,
  localFilters,
  resolveFilters,
  type ListingControlsData,
  type ListingQuery,
} from '~/features/filters';
import {ARTISAN_SOAPS, isArtisanSoap} from './categories';
import {loadProducts} from './catalogue.server';
import type {ProductCardData} from './productCard';

export type ArtisanSoapsResult =
  | {products: ProductCardData[]; error: null; controls: ListingControlsData | null}
  | {products: []; error: string; controls: null};

/**
 * Artisan Soaps as SPEC.md has it (the first 50 products, those whose title or description says soap),
 * under the shopper's filters. The page is a rule, not a Shopify collection, so Shopify cannot filter it:
 * the filters are worked out over those products with Shopify's semantics (localFilters.ts).
 */
export async function loadArtisanSoaps(
  context: {storefront: Storefront},
  query: ListingQuery,
): Promise<ArtisanSoapsResult> {
  // The whole products the rule kept (the cards carry less than the filters read).
  const soaps: ProductCardFragment[] = [];
  const result = await loadProducts(context, ARTISAN_SOAPS.productLimit, (product) => {
    const keep = isArtisanSoap(product);
    if (keep) soaps.push(product);
    return keep;
  });
  if (result.error !== null) return {products: [], error: result.error, controls: null};
  const {filters, applied} = resolveFilters(query, localFilters(soaps, []));
  const kept = new Set(applyLocalFilters(soaps, filters).map((product) => product.handle));
  const controls = listingControls({
    filters: localFilters(soaps, filters),
    query,
    applied,
    sort: null,
    defaultSort: null,
    sortable: false,
  });
  return {
    products: result.products.filter((product) => kept.has(product.handle)),
    error: null,
    controls: result.products.length ? controls : null,
  };
}
