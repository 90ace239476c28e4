// The cart feature's public entry: what pages and other features may use. Safe for the browser bundle:
// no server-only module and no zod here (those are in index.server.ts).

export {CartButton} from './CartButton';
export {
  CartDrawerProvider,
  useAddToCartFeedback,
  useCartDrawer,
  useCartWithPendingChanges,
} from './CartContext';
export {CartDiscountCodes} from './CartDiscountCodes';
export {CartDrawer, preloadCartDrawer} from './CartDrawer';
export {CartLines} from './CartLines';
export {EmptyCartSuggestions, PairsWellWith} from './CartSuggestions';
export {PermalinkChoicePage} from './PermalinkChoicePage';
export type {PermalinkChoice} from './cartPermalink';
export {CartSummary} from './CartSummary';
export {CheckoutButton} from './CheckoutButton';
export {MAX_LINE_QUANTITY} from './cartRules';
export {SUBSCRIBE_MERCHANDISE_FIELD} from './optimisticCart';
export {
  CART_BUTTON_SLOT,
  cartBadge,
  cartText,
  useCartSlot,
  useRootCart,
  type RootCartData,
  type RootCartRead,
} from './rootCart';
