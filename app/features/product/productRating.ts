/**
 * The fixed rating beside the product's title (SPEC.md 2, 9), one of the product claims (productClaims.ts
 * re-exports it). Kept apart because it is the only claim the page's first load shows: the other claims
 * sit in blocks whose code loads later, and sharing a module with them would load them all up front.
 */
export const RATING_TEXT = 'Excellent 4.8 | 12,319 Customers';
export const RATING_STARS = 4.8;
