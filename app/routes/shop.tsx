import {Link, useLoaderData, useLocation, type MetaFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  ListingPage,
  listingMeta,
  listingTrail,
  PRODUCT_LIMITS,
  ProductPages,
  type ProductPageData,
} from '~/features/catalogue';
import {loadProducts, loadListingPage, readListingQuery} from '~/features/catalogue/index.server';
import {isRefined, listingSearch} from '~/features/filters';
import {pageArguments, pageLinks, readPageRequest, type PageLinks} from '~/lib/pagination';
import {canonicalUrl} from '~/ui/seo';

const TITLE = 'Shop All Products';

/** Shopify refused the URL's cursor: a link from before the catalogue changed, or another listing's. */
const STALE_PAGE_MESSAGE =
  'That page of products is no longer available. Start again from the first page.';

const NO_LINKS: PageLinks = {next: null, previous: null};

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
 * Every product, best sellers first, 24 a page (SPEC.md: up to 100, so paging stops at the 100th; the
 * pages are Shopify's cursors, ~/lib/pagination). Shopify filters only a collection's products (or search
 * results): the `products` query takes no `filters`. So, as Online Store themes do with
 * `/collections/all`, the shop lists the store's automated collection with the handle `all` (every
 * product; the owner creates it once, see README "Filters and sort"), sorted by best selling unless the
 * shopper sorts. A store without that collection still gets the plain list, without the filter bar.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const query = readListingQuery(request, 'best-selling');
  const limit = PRODUCT_LIMITS.shop;
  const asked = readPageRequest(new URL(request.url).searchParams, limit);
  const filters = listingSearch(query);
  const seo = {
    url: canonicalUrl(request.url),
    // A later page, like a filtered one, is a view of /shop: followed, not indexed.
    refined: isRefined(query) || asked.page > 1,
  };
  const listing = await loadListingPage(context, {
    handle: 'all',
    first: limit,
    query,
    defaultSort: 'best-selling',
    page: pageArguments(asked, limit),
  });
  if (listing.kind === 'found') {
    const links = pageLinks(asked, listing.pageInfo, limit, {pathname: '/shop', search: filters});
    const page: ProductPageData = {products: listing.products, next: links.next, error: null};
    return data({
      ...seo,
      page,
      total: Math.min(listing.total, limit),
      previous: links.previous,
      stale: false,
      controls: listing.controls,
    });
  }
  if (listing.kind === 'stale' || listing.kind === 'failed') {
    const stale = listing.kind === 'stale';
    const page: ProductPageData = {
      products: [],
      next: null,
      error: stale ? STALE_PAGE_MESSAGE : listing.error,
    };
    // Back to the first page of the same filters and sort.
    const restart = filters ? `/shop?${filters}` : '/shop';
    return data(
      {...seo, page, total: 0, previous: stale ? restart : null, stale, controls: null},
      {status: stale ? 400 : 503},
    );
  }
  const result = await loadProducts(context, limit);
  const page: ProductPageData = {...result, ...NO_LINKS};
  return data(
    {...seo, page, total: result.products.length, previous: null, stale: false, controls: null},
    {status: result.error ? 503 : 200},
  );
}

/** The page in a later page's loader data, for "Load more". */
const pickPage = (answer: unknown) => (answer as {page?: ProductPageData} | undefined)?.page;

export default function Shop() {
  const {page, total, previous, stale, controls} = useLoaderData<typeof loader>();
  const {search} = useLocation();
  return (
    <ListingPage
      title={TITLE}
      products={page.products}
      error={page.error}
      emptyMessage="No products found"
      controls={controls}
      count={total}
      trail={listingTrail(TITLE, true)}
      grid={
        <ProductPages
          // A new filter, sort or page starts a fresh list.
          key={search}
          first={page}
          pick={pickPage}
          total={total}
          previous={previous ? {href: previous, label: 'Previous page'} : null}
          nextLabel="Next page"
        />
      }
      after={
        stale && previous ? (
          <p className="mt-6 text-center">
            <Link to={previous} className="font-semibold text-forest-800 underline underline-offset-4">
              Back to the first page
            </Link>
          </p>
        ) : null
      }
    />
  );
}
