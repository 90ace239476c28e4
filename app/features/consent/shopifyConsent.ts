import type {VisitorConsent} from '@shopify/hydrogen';
import type {ConsentRecord} from './consent';

/**
 * Our consent record (and GPC) as Shopify's Customer Privacy API takes it (`setTrackingConsent`), so
 * Shopify's analytics and its hosted checkout honour the same choice as our banner.
 * A category we have no answer for stays `undefined`: Shopify treats it as not yet decided.
 */
export function shopifyConsentFor(
  record: ConsentRecord | null,
  gpc: boolean,
): VisitorConsent | null {
  if (record) {
    return {
      analytics: record.analytics,
      marketing: record.marketing,
      preferences: record.personalization,
      // The policies treat GPC as an opt-out of sale/sharing, which no banner tick overrides.
      sale_of_data: record.marketing && !gpc,
    };
  }
  // No choice yet, but the browser already said no to sale/sharing and targeted ads.
  if (gpc)
    return {analytics: undefined, marketing: false, preferences: undefined, sale_of_data: false};
  return null;
}

/** Shopify analytics events (page, product, add to cart) go out only after the shopper allowed analytics. */
export function shopifyAnalyticsAllowed(record: ConsentRecord | null): boolean {
  return record?.analytics === true;
}

/** A stable name for a consent object, to tell whether Shopify already holds exactly this one. */
export function shopifyConsentKey(consent: VisitorConsent): string {
  const {analytics, marketing, preferences, sale_of_data} = consent;
  return [analytics, marketing, preferences, sale_of_data].map((value) => String(value)).join(',');
}

/** The product a product page shows, as Shopify's product-view event describes it. */
export interface AnalyticsProductSource {
  id: string;
  title: string;
  vendor: string;
  variants: {
    nodes: ReadonlyArray<{id: string; title: string; sku?: string | null; price: {amount: string}}>;
  };
}

/** What the product page's loader data holds that the product-view event reads. */
export interface ViewedProductData {
  product: AnalyticsProductSource;
  selectedVariantId: string | null;
}

/** The viewed product for `Analytics.ProductView`: the selected variant, else the first one. */
export function viewedProduct(product: AnalyticsProductSource, selectedVariantId: string | null) {
  const variants = product.variants.nodes;
  const variant = variants.find((candidate) => candidate.id === selectedVariantId) ?? variants[0];
  if (!variant) return null;
  return {
    id: product.id,
    title: product.title,
    vendor: product.vendor,
    variantId: variant.id,
    variantTitle: variant.title,
    price: variant.price.amount,
    quantity: 1,
    ...(variant.sku ? {sku: variant.sku} : {}),
  };
}
