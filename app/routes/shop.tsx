import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ListingPage} from '~/features/catalogue/ListingPage';
import {loadProducts} from '~/features/catalogue/catalogue.server';
import {PRODUCT_LIMITS} from '~/features/catalogue/productLimits';
import {canonicalUrl, pageMeta} from '~/lib/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: 'Shop All Products',
    description:
      'Shop every Wildroot Botanicals product: artisan soaps, face serums and creams, body care, facial masks, supplements and gift sets.',
    url: data?.url,
  });

export async function loader({request, context}: LoaderFunctionArgs) {
  const result = await loadProducts(context, PRODUCT_LIMITS.shop);
  return data({url: canonicalUrl(request.url), ...result}, {status: result.error ? 503 : 200});
}

export default function Shop() {
  const {products, error} = useLoaderData<typeof loader>();
  return (
    <ListingPage title="Shop All Products" products={products} error={error} emptyMessage="No products found" />
  );
}
