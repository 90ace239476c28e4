import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ListingPage, listingMeta, listingTrail, PRODUCT_LIMITS} from '~/features/catalogue';
import {loadProducts, loadListing, readListingQuery} from '~/features/catalogue/index.server';
import {isRefined} from '~/features/filters';
import {canonicalUrl} from '~/ui/seo';

const TITLE = 'Shop All Products';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  listingMeta({
    title: TITLE,
    description:
      'Shop every Wildroot Botanicals product: artisan soaps, face serums and creams, body care, facial masks, supplements and gift sets.',
    url: data?.url,
    refined: data?.refined ?? false,
    trail: listingTrail(TITLE, true),
  });

/**
 * Every product, best sellers first (SPEC.md: up to 100). Shopify filters only a collection's products
 * (or search results): the `products` query takes no `filters`. So, as Online Store themes do with
 * `/collections/all`, the shop lists the store's automated collection with the handle `all` (every
 * product; the owner creates it once, see README "Filters and sort"), sorted by best selling unless the
 * shopper sorts. A store without that collection still gets the plain list, without the filter bar.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const query = readListingQuery(request, 'best-selling');
  const page = {url: canonicalUrl(request.url), refined: isRefined(query)};
  const listing = await loadListing(context, {
    handle: 'all',
    first: PRODUCT_LIMITS.shop,
    query,
    defaultSort: 'best-selling',
  });
  if (listing.kind === 'found') {
    return data({...page, products: listing.products, error: null, controls: listing.controls});
  }
  if (listing.kind === 'failed') {
    return data({...page, products: [], error: listing.error, controls: null}, {status: 503});
  }
  const result = await loadProducts(context, PRODUCT_LIMITS.shop);
  return data({...page, ...result, controls: null}, {status: result.error ? 503 : 200});
}

export default function Shop() {
  const {products, error, controls} = useLoaderData<typeof loader>();
  return (
    <ListingPage
      title={TITLE}
      products={products}
      error={error}
      emptyMessage="No products found"
      controls={controls}
      trail={listingTrail(TITLE, true)}
    />
  );
}
