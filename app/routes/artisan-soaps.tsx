import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ListingPage, ARTISAN_SOAPS, listingMeta, listingTrail} from '~/features/catalogue';
import {loadArtisanSoaps, readListingQuery} from '~/features/catalogue/index.server';
import {isRefined} from '~/features/filters';
import {canonicalUrl} from '~/ui/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  listingMeta({
    title: ARTISAN_SOAPS.title,
    description: ARTISAN_SOAPS.metaDescription,
    url: data?.url,
    refined: data?.refined ?? false,
    trail: listingTrail(ARTISAN_SOAPS.title),
  });

export async function loader({request, context}: LoaderFunctionArgs) {
  const query = readListingQuery(request, 'manual');
  const result = await loadArtisanSoaps(context, query);
  return data(
    {url: canonicalUrl(request.url), refined: isRefined(query), ...result},
    {status: result.error ? 503 : 200},
  );
}

export default function ArtisanSoaps() {
  const {products, error, controls} = useLoaderData<typeof loader>();
  return (
    <ListingPage
      title={ARTISAN_SOAPS.title}
      tagline="Cold-process bars, cured slowly and cut by hand"
      products={products}
      error={error}
      emptyMessage={ARTISAN_SOAPS.emptyMessage}
      controls={controls}
      trail={listingTrail(ARTISAN_SOAPS.title)}
    />
  );
}
