import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CacheLong} from '@shopify/hydrogen';
import {buildSitemap} from '~/features/catalogue';

export async function loader({request, context}: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  // Without the catalogue the sitemap still lists the static pages; a crawler retries later.
  const {products, collections} = await context.storefront
    .query(SITEMAP_PRODUCTS_QUERY, {cache: CacheLong()})
    .then((result) => ({products: result.products.nodes, collections: result.collections.nodes}))
    .catch((error: unknown) => {
      console.error(error);
      return {products: [], collections: []};
    });
  return new Response(buildSitemap(origin, products, collections), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}

const SITEMAP_PRODUCTS_QUERY = `#graphql
  query SitemapProducts {
    products(first: 250, sortKey: UPDATED_AT, reverse: true) {
      nodes {
        handle
        updatedAt
      }
    }
    collections(first: 250) {
      nodes {
        handle
        updatedAt
      }
    }
  }
` as const;
