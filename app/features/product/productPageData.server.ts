import type {ProductDetailFragment} from 'storefrontapi.generated';
import {parseProductDescription, productCopy, shownDescription, teaser} from './descriptionParser';
import {productSelection} from './productPage';
import {copyCategoryOf} from './productClaims';
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
  // What the browser reads: the product less the fields only the server uses (the description is sent
  // parsed; productType picks the copy category), and each variant's picture as the gallery's own image
  // object, which the loader data then sends once instead of once per variant. Vendor and SKUs stay: the
  // JSON-LD built here uses them, and so does Shopify's product-view event in the browser.
  const {description, descriptionHtml, productType, ...rest} = product;
  const imageByUrl = new Map(product.images.nodes.map((image) => [image.url, image]));
  const shown = {
    ...rest,
    variants: {
      nodes: product.variants.nodes.map(({image, ...variant}) => ({
        ...variant,
        image: image ? (imageByUrl.get(image.url) ?? image) : image,
      })),
    },
  };
  const pageUrl = canonicalUrl(requestUrl);
  const parsedDescription = parseProductDescription(descriptionHtml || description);
  const selectedVariant = productSelection(
    new URL(requestUrl).searchParams,
    product.variants.nodes,
  ).variant;
  return {
    url: pageUrl,
    product: shown,
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
    copyCategory: copyCategoryOf(productType),
  };
}

export type ProductPageData = ReturnType<typeof productPageData>;
