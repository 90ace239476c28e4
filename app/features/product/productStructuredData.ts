/**
 * JSON-LD for the product page (DESIGN.md "Structured data tells the truth"): only facts from the catalogue.
 * The fixed marketing rating and review counts are shown on the page but are not review data, so no
 * `aggregateRating` or `review` is ever emitted.
 */
import type {MoneyLike} from '~/lib/money';
import {breadcrumbListJsonLd} from '~/ui/Breadcrumb';

export interface StructuredDataProduct {
  title: string;
  vendor: string;
  images: readonly {url: string}[];
}

export interface StructuredDataVariant {
  sku?: string | null;
  availableForSale: boolean;
  price: MoneyLike;
}

/** schema.org wants a plain decimal price: '12.0' → '12.00'. */
function schemaPrice(amount: string): string {
  const value = Number(amount);
  return Number.isFinite(value) ? value.toFixed(2) : amount;
}

export function productJsonLd({
  product,
  variant,
  description,
  url,
}: {
  product: StructuredDataProduct;
  variant: StructuredDataVariant | undefined;
  description: string;
  /** The canonical page URL, without a query string. */
  url: string;
}) {
  const sku = variant?.sku?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(description ? {description} : {}),
    ...(product.images.length > 0 ? {image: product.images.map((image) => image.url)} : {}),
    ...(sku ? {sku} : {}),
    ...(product.vendor ? {brand: {'@type': 'Brand', name: product.vendor}} : {}),
    url,
    ...(variant
      ? {
          offers: {
            '@type': 'Offer',
            price: schemaPrice(variant.price.amount),
            priceCurrency: variant.price.currencyCode,
            availability: variant.availableForSale
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
            url,
          },
        }
      : {}),
  };
}

/** Home > Shop > product, as on the page's breadcrumb. */
export function breadcrumbJsonLd({title, url}: {title: string; url: string}) {
  return breadcrumbListJsonLd([{label: 'Home', to: '/'}, {label: 'Shop', to: '/shop'}, {label: title}], url);
}
