import type {ProductDetailFragment} from 'storefrontapi.generated';
import {parseProductDescription, productCopy, shownDescription, teaser} from './descriptionParser';
import {productSelection} from './productPage';
import {marketingCopyFor} from './productClaims';
import {breadcrumbJsonLd, productJsonLd} from './productStructuredData';
import {canonicalUrl} from '~/ui/seo';

/**
 * The product page's critical data from Shopify's product and the copy override: the description parsed
 * and the copy chosen here, and the JSON-LD built here, not in `meta`, so that code stays on the server
 * (the page's JavaScript budget).
 */
export function productPageData(
  product: ProductDetailFragment,
  override: Parameters<typeof productCopy>[0],
  requestUrl: string,
) {
  const {description, descriptionHtml, ...rest} = product;
  const pageUrl = canonicalUrl(requestUrl);
  const parsedDescription = parseProductDescription(descriptionHtml || description);
  const selectedVariant = productSelection(
    new URL(requestUrl).searchParams,
    product.variants.nodes,
  ).variant;
  return {
    url: pageUrl,
    product: rest,
    description: shownDescription(parsedDescription),
    copy: productCopy(override),
    selectedVariantId: selectedVariant?.id ?? null,
    structuredData: [
      productJsonLd({
        product: {title: product.title, vendor: product.vendor, images: product.images.nodes},
        variant: selectedVariant,
        description: teaser(parsedDescription.body, 300).text,
        url: pageUrl,
      }),
      breadcrumbJsonLd({title: product.title, url: pageUrl}),
    ],
    marketing: marketingCopyFor(product.productType),
  };
}

export type ProductPageData = ReturnType<typeof productPageData>;
