import {isRouteErrorResponse} from '@remix-run/react';
import type {ProductPageData} from './productPageData.server';
import {BRAND} from '~/content/brand';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** The product page's title, description, canonical link, Open Graph tags and JSON-LD, from its data. */
export function productPageMeta(
  data: Pick<ProductPageData, 'product' | 'url' | 'description' | 'structuredData'> | undefined,
  error: unknown,
) {
  if (!data) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      {title: `${notFound ? PRODUCT_NOT_FOUND : 'Products unavailable'} | ${BRAND.name}`},
      {name: 'robots', content: 'noindex'},
    ];
  }
  const {product, url, description, structuredData} = data;
  const title = product.seo.title?.trim() || `${product.title} | ${BRAND.name}`;
  const summary = product.seo.description?.trim() || description.teaser.text || product.title;
  const image = product.images.nodes[0];
  return [
    {title},
    {name: 'description', content: summary},
    {tagName: 'link', rel: 'canonical', href: url},
    {property: 'og:type', content: 'product'},
    {property: 'og:title', content: title},
    {property: 'og:description', content: summary},
    {property: 'og:url', content: url},
    ...(image ? [{property: 'og:image', content: image.url}] : []),
    ...structuredData.map((json) => ({'script:ld+json': json})),
  ];
}
