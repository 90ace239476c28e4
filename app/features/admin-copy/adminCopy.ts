/**
 * The admin product copy manager's texts (SPEC.md 8, "Admin") and the picker's ordering. Shared by the page,
 * its action and the overrides resource route; the forms' schemas are in adminCopy.server.ts.
 */
import {PRODUCT_LIMITS} from '~/features/catalogue/productLimits';

export const ADMIN_MESSAGES = {
  productsLoadFailed: 'Failed to load products from Shopify',
  overridesLoadFailed: 'Failed to load product copy overrides',
  approveFailed: 'Failed to approve override',
  rejectFailed: 'Failed to reject override',
  /** Not in the spec: a review of an override that is no longer pending (a stale page, a second tab). */
  alreadyReviewed: 'This copy was already reviewed. Reload the page to see its current status.',
  /** Not in the spec: the database refuses to put copy with a disease or drug claim live. */
  claimsRefused: 'This copy makes a claim that cannot go live. Reject it and generate new copy.',
  approved: 'Override approved and activated!',
  rejected: 'Override rejected',
  productNotFound: (handle: string) => `Product not found: ${handle}`,
  generateFailed: 'Failed to generate AI copy',
  fetchingProduct: 'Fetching product from Shopify...',
  generating: 'Generating AI-improved copy...',
  generated: 'AI copy generated successfully!',
  generatedWithWarnings: (warnings: readonly string[]) =>
    `Generated with warnings: ${warnings.join('; ')}`,
  noOverrides: 'No product copy overrides found',
} as const;

export const ADMIN_PAGE_PATH = '/admin/product-copy-manager';
export const OVERRIDES_API_PATH = '/api/admin/overrides';
/** The product picker lists this many products (SPEC.md 7: the catalogue limits live in one place). */
export const PICKER_PRODUCT_LIMIT = PRODUCT_LIMITS.adminPicker;

export type ReviewDecision = 'approve' | 'reject';

export function reviewMessages(decision: ReviewDecision) {
  return decision === 'approve'
    ? {success: ADMIN_MESSAGES.approved, failure: ADMIN_MESSAGES.approveFailed}
    : {success: ADMIN_MESSAGES.rejected, failure: ADMIN_MESSAGES.rejectFailed};
}

/** The picker lists products by title, A to Z, as a shopper would read them. */
export function sortProductsByTitle<T extends {title: string}>(products: readonly T[]): T[] {
  return [...products].sort((a, b) => a.title.localeCompare(b.title, 'en', {sensitivity: 'base'}));
}
