/**
 * The admin product copy manager's texts (SPEC.md 8, "Admin") and the picker's ordering. Shared by the page,
 * its action and the overrides resource route; the forms' schemas are in adminCopy.server.ts.
 */
import {PRODUCT_LIMITS} from '~/features/catalogue';

export const ADMIN_MESSAGES = {
  productsLoadFailed: 'Failed to load products from Shopify',
  overridesLoadFailed: 'Failed to load product copy overrides',
  approveFailed: 'Failed to approve override',
  rejectFailed: 'Failed to reject override',
  /** Not in the spec: a review of an override that is no longer pending (a stale page, a second tab). */
  alreadyReviewed: 'This copy was already reviewed. Reload the page to see its current status.',
  /** Not in the spec: the record changed after the admin's page showed it; nothing was done. */
  changedSinceShown:
    'This copy changed after your page showed it, so nothing was done. Here is what it says now: read it, then decide again.',
  /** Plain words beside the spec's toasts. */
  approvedPlain: 'Live on the product page now.',
  rejectedPlain: 'It will not appear on the product page.',
  restored: 'Previous version restored',
  restoreFailed: 'Failed to restore the previous version',
  originalBack: 'The product page shows its own description again',
  originalFailed: 'Failed to go back to the product’s own description',
  bulkDone: (done: number, total: number, decision: 'approve' | 'reject') =>
    `${done} of ${total} ${decision === 'approve' ? 'approved: live on their product pages' : 'rejected'}`,
  bulkNothingSelected: 'Select the copy to approve or reject first',
  /** Not in the spec: the database refuses to put copy with a disease or drug claim live. */
  claimsRefused:
    'This copy makes a claim that cannot go live. Edit the line its warning is beside, or reject it.',
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
  /** Not in the spec: approving copy with warnings without ticking their confirmation. */
  confirmWarnings:
    'This copy has warnings. Read them and tick “I have read the warnings” to approve it anyway.',
  /** Not in the spec: an edit of copy that was reviewed meanwhile. */
  alreadyReviewedEdit: 'This copy was already reviewed and can no longer be edited.',
  saved: 'Copy saved: every check passed',
  savedWithWarnings: (count: number) =>
    `Copy saved with ${count} warning${count === 1 ? '' : 's'}: see each line`,
  saveFailed: 'Failed to save the copy',
  overrideNotFound: 'That override no longer exists',
} as const;

export const EDIT_MESSAGES = {
  hookRequired: 'Enter a hook',
  benefitsRequired: 'Enter at least one benefit',
  perfectForRequired: 'Enter who it is perfect for',
  tooLong: 'This is longer than can be stored',
} as const;

/** The editor's benefit lines (the product page shows up to 8). */
export const BENEFIT_FIELDS = [
  'benefit1',
  'benefit2',
  'benefit3',
  'benefit4',
  'benefit5',
  'benefit6',
  'benefit7',
  'benefit8',
] as const;

/** The columns' CHECK limits (supabase/migrations), and a bound for one benefit line. */
export const COPY_COLUMN_LIMITS = {hook: 2000, perfectFor: 2000, benefitLine: 600} as const;

export const REVIEW_STATUS_FILTERS = ['all', 'pending', 'active', 'approved', 'rejected'] as const;
export type ReviewStatusFilter = (typeof REVIEW_STATUS_FILTERS)[number];
export const LIST_SORTS = ['newest', 'confidence'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export interface OverrideListQuery {
  status: ReviewStatusFilter;
  /** A product handle, or '' for every product. */
  product: string;
  sort: ListSort;
}

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The list's view from the page's query: status (all by default), product, and the order: newest first for
 * pending copy (what waits for review), otherwise the spec's highest confidence first, unless chosen.
 * Anything unknown falls back to the default; the override being reviewed (`review`) is an id or nothing.
 */
export function parseListQuery(
  params: URLSearchParams,
): OverrideListQuery & {review: string | null} {
  const status = params.get('status');
  const product = params.get('product') ?? '';
  const sort = params.get('sort');
  const review = params.get('review');
  const statusFilter = REVIEW_STATUS_FILTERS.find((value) => value === status) ?? 'all';
  return {
    status: statusFilter,
    product: product.length <= 255 && HANDLE.test(product) ? product : '',
    sort:
      LIST_SORTS.find((value) => value === sort) ??
      (statusFilter === 'pending' ? 'newest' : 'confidence'),
    review: review && UUID.test(review) ? review.toLowerCase() : null,
  };
}

/** Where a review form returns without JavaScript: this page with its own query, never anywhere else. */
export function safeAdminReturn(value: string | undefined): string {
  if (!value) return ADMIN_PAGE_PATH;
  try {
    const url = new URL(value, 'http://admin.invalid');
    if (
      url.origin !== 'http://admin.invalid' ||
      url.pathname !== ADMIN_PAGE_PATH ||
      value.length > 1000
    ) {
      return ADMIN_PAGE_PATH;
    }
    return `${url.pathname}${url.search}`;
  } catch {
    return ADMIN_PAGE_PATH;
  }
}

/** The page's URL for a view of the list and the override under review. */
export function adminPageHref(query: OverrideListQuery, review: string | null): string {
  const params = new URLSearchParams();
  if (query.status !== 'all') params.set('status', query.status);
  if (query.product) params.set('product', query.product);
  const defaultSort = query.status === 'pending' ? 'newest' : 'confidence';
  if (query.sort !== defaultSort) params.set('sort', query.sort);
  if (review) params.set('review', review);
  const search = params.toString();
  return search ? `${ADMIN_PAGE_PATH}?${search}` : ADMIN_PAGE_PATH;
}

export const ADMIN_PAGE_PATH = '/admin/product-copy-manager';
export const OVERRIDES_API_PATH = '/api/admin/overrides';
/** The product picker lists this many products (SPEC.md 7: the catalogue limits live in one place). */
export const PICKER_PRODUCT_LIMIT = PRODUCT_LIMITS.adminPicker;

export type ReviewDecision = 'approve' | 'reject' | 'restore' | 'original';

export function reviewMessages(decision: ReviewDecision) {
  switch (decision) {
    case 'approve':
      return {
        success: ADMIN_MESSAGES.approved,
        description: ADMIN_MESSAGES.approvedPlain,
        failure: ADMIN_MESSAGES.approveFailed,
      };
    case 'reject':
      return {
        success: ADMIN_MESSAGES.rejected,
        description: ADMIN_MESSAGES.rejectedPlain,
        failure: ADMIN_MESSAGES.rejectFailed,
      };
    case 'restore':
      return {success: ADMIN_MESSAGES.restored, description: undefined, failure: ADMIN_MESSAGES.restoreFailed};
    case 'original':
      return {success: ADMIN_MESSAGES.originalBack, description: undefined, failure: ADMIN_MESSAGES.originalFailed};
  }
}

/** The picker lists products by title, A to Z, as a shopper would read them. */
export function sortProductsByTitle<T extends {title: string}>(products: readonly T[]): T[] {
  return [...products].sort((a, b) => a.title.localeCompare(b.title, 'en', {sensitivity: 'base'}));
}

// To the second: the review buttons name their record by product and this time, and two generations of one
// product in the same minute must still read differently.
// Made on first use, not when a new worker starts: only the admin's pages show these dates.
let dateTime: Intl.DateTimeFormat | undefined;

/** "Nov 3, 2025, 8:30:00 AM UTC", or null for no date. */
export function formatReviewDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  dateTime ??= new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  });
  return `${dateTime.format(date)} UTC`;
}

/** "(3 pending) " before a title, for where the admin works (the page's title, the header's link). */
export function pendingLabel(pending: number | null): string {
  return pending ? `(${pending} pending) ` : '';
}
