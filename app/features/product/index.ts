// The product feature's public entry: what pages and other features may use. Safe for the browser bundle:
// no server-only module and no zod here (those are in index.server.ts).

export {BUNDLES} from './bundles';
export type {ProductCopy} from './descriptionParser';
export {
  parseProductDescription,
  productCopy,
  shownDescription,
  splitBenefits,
  teaser,
} from './descriptionParser';
export {
  isProductHandle,
  onlyImageChanged,
  pickRelatedProducts,
  productSelection,
  toRelatedProductCard,
  type RelatedProductCardData,
} from './productPage';
export {breadcrumbJsonLd, productJsonLd} from './productStructuredData';
export {BenefitsList} from './ProductSummary';
export {ProductCopyPreview} from './ProductCopyPreview';
export {ProductUnavailable} from './ProductErrorBoundary';
export {ProductView} from './ProductView';
export {PRODUCT_NOT_FOUND, productPageMeta} from './productMeta';
