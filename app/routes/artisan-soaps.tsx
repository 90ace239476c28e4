import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  ListingPage,
  ARTISAN_SOAPS,
  isArtisanSoap,
  listingMeta,
  listingTrail,
} from '~/features/catalogue';
import {loadProducts} from '~/features/catalogue/index.server';
import {canonicalUrl} from '~/ui/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  listingMeta({
    title: ARTISAN_SOAPS.title,
    description: ARTISAN_SOAPS.metaDescription,
    url: data?.url,
    refined: false,
    trail: listingTrail(ARTISAN_SOAPS.title),
  });

export async function loader({request, context}: LoaderFunctionArgs) {
  const result = await loadProducts(context, ARTISAN_SOAPS.productLimit, isArtisanSoap);
  return data({url: canonicalUrl(request.url), ...result}, {status: result.error ? 503 : 200});
}

export default function ArtisanSoaps() {
  const {products, error} = useLoaderData<typeof loader>();
  return (
    <ListingPage
      title={ARTISAN_SOAPS.title}
      tagline="Cold-process bars, cured slowly and cut by hand"
      products={products}
      error={error}
      emptyMessage={ARTISAN_SOAPS.emptyMessage}
      trail={listingTrail(ARTISAN_SOAPS.title)}
    />
  );
}
