// Cart constants the browser needs too. Kept apart from cartInput.ts so zod stays out of the client bundle.

export const MAX_LINE_QUANTITY = 99;

/**
 * Distinct lines a cart may hold here (SPEC.md 9, "Cart lines read back: 100"). Shopify allows more (500),
 * so the cap is the shop's to keep: an add is checked before it is sent and again after it landed, and a
 * line that raced past the cap is taken back out (cartCaps.server).
 */
export const MAX_CART_LINES = 100;

/**
 * Lines asked for per cart read: the spec's read-back of 100, the cap itself, so a cart within the cap is one
 * page. Only a cart past the cap (filled elsewhere, or an add whose read-back failed) has further pages; reads
 * follow them to the end, so every line it holds is shown and can be removed.
 */
export const CART_LINES_PAGE = MAX_CART_LINES;

/** Shopify's id shapes: the server rejects anything else with a 400, the browser ignores it. */
export const VARIANT_ID_PATTERN = /^gid:\/\/shopify\/ProductVariant\/\d{1,20}$/;
export const LINE_ID_PATTERN = /^gid:\/\/shopify\/CartLine\/[\w-]{1,100}(\?cart=[\w-]{1,100})?$/;

export const CHECKOUT_FAILED_TITLE = 'Failed to create checkout';
export const CHECKOUT_FAILED_DESCRIPTION = 'Please try again or contact support.';
