/**
 * Free standard shipping on orders over $50 (SPEC.md 1 banner, 9): the one place the figure lives. A module
 * of its own so the cart's progress line does not bring every policy text into the cart's JavaScript.
 */
export const FREE_SHIPPING_THRESHOLD_CENTS = 5000;
export const FREE_SHIPPING_THRESHOLD = `$${FREE_SHIPPING_THRESHOLD_CENTS / 100}`;
