// Cart constants the browser needs too. Kept apart from cartInput.ts so zod stays out of the client bundle.

export const MAX_LINE_QUANTITY = 99;

/**
 * Distinct lines a cart may hold here: the lines the shop reads back (SPEC.md 9, "Cart lines read back:
 * 100"). Shopify allows more, but lines past the ones read could be neither seen nor removed.
 */
export const MAX_CART_LINES = 100;

/** Shopify's id shapes: the server rejects anything else with a 400, the browser ignores it. */
export const VARIANT_ID_PATTERN = /^gid:\/\/shopify\/ProductVariant\/\d{1,20}$/;
export const LINE_ID_PATTERN = /^gid:\/\/shopify\/CartLine\/[\w-]{1,100}(\?cart=[\w-]{1,100})?$/;

export const CHECKOUT_FAILED_TITLE = 'Failed to create checkout';
export const CHECKOUT_FAILED_DESCRIPTION = 'Please try again or contact support.';
