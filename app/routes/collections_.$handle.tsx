import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  ListingPage,
  listingMeta,
  listingTrail,
  MOVED_PERMANENTLY,
  collectionRoute,
  withSearch,
} from '~/features/catalogue';
import {
  collectionMetaDescription,
  loadCollectionPage,
  readListingQuery,
} from '~/features/catalogue/index.server';
import {isRefined} from '~/features/filters';
import {NOT_FOUND_META, NotFoundPage} from '~/ui/NotFoundPage';
import {notFoundPage} from '~/server/notFound.server';
import {canonicalUrl} from '~/ui/seo';

const EMPTY_MESSAGE = 'No products found';

export const meta: MetaFunction<typeof loader> = ({data}) => {
  if (!data || !('collection' in data)) return NOT_FOUND_META;
  if (!data.collection)
    return [{title: 'Collection | Wildroot Botanicals'}, {name: 'robots', content: 'noindex'}];
  return listingMeta({
    title: data.collection.title,
    description: data.metaDescription,
    url: data.url,
    refined: data.refined,
    trail: listingTrail(data.collection.title),
  });
};

/**
 * Shopify's collection URL: a collection with a route of its own moves there for good (`all` → /shop);
 * any other is listed here from the Storefront API; an unknown one is the 404 (server.ts then asks Shopify's redirects).
 */
export async function loader(args: LoaderFunctionArgs) {
  const {params, request, context} = args;
  const handle = params.handle ?? '';
  const route = collectionRoute(handle);
  if (route) throw redirect(withSearch(route, new URL(request.url).search), MOVED_PERMANENTLY);

  const query = readListingQuery(request, 'manual');
  const result = await loadCollectionPage(context, handle, query);
  if (result.kind === 'missing') return notFoundPage(args.request);
  const page = {url: canonicalUrl(request.url), refined: isRefined(query)};
  if (result.kind === 'failed') {
    return data(
      {
        ...page,
        collection: null,
        metaDescription: '',
        products: [],
        error: result.error,
        controls: null,
      },
      {status: 503},
    );
  }
  return data({
    ...page,
    collection: result.collection,
    metaDescription: collectionMetaDescription(result.collection),
    products: result.products,
    error: null,
    controls: result.controls,
  });
}

export default function CollectionListing() {
  const page = useLoaderData<typeof loader>();
  if (!('collection' in page)) return <NotFoundPage />;
  return (
    <ListingPage
      title={page.collection?.title ?? 'Collection'}
      tagline={page.collection?.description || undefined}
      products={page.products}
      error={page.error}
      emptyMessage={EMPTY_MESSAGE}
      columns={3}
      controls={page.controls}
      trail={listingTrail(page.collection?.title ?? 'Collection')}
    />
  );
}
