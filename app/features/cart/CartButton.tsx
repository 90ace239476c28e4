import {useEffect} from 'react';
import {useHydrated} from '~/lib/useHydrated';
import {BagIcon} from '~/ui/Icons';
import {useCartDrawer, useCartWithPendingChanges} from './CartContext';
import {preloadCartDrawer} from './CartDrawer';
import {CART_BUTTON_SLOT, cartBadge, useCartSlot, useRootCart} from './rootCart';

/**
 * The cart button: a link to /cart without JavaScript; with it, it opens the drawer. The badge is the
 * optimistic item count, so it moves the moment a cart change is submitted. Its texts are a shopper slot
 * (CART_BUTTON_SLOT): a page shared by shoppers with a cart shows each their own.
 */
export function CartButton() {
  const {count, isMutating} = useCartWithPendingChanges();
  const {open, buttonRef, lastGoodCart} = useCartDrawer();
  const {cartError} = useRootCart();
  // Shopify could not be asked (down, or slower than the request's budget) and no earlier cart is known:
  // the badge says so rather than showing an empty cart.
  const unavailable = Boolean(cartError) && !lastGoodCart && count === 0;
  // The slot renders the loaded cart; changes since (a pending add, a failed refresh over a known cart)
  // are the browser's own view.
  const live =
    isMutating || (cartError && lastGoodCart) ? cartBadge(count, unavailable) : undefined;
  const badge = useCartSlot(CART_BUTTON_SLOT, live);
  const hydrated = useHydrated();
  // An add opens the drawer when Shopify answers: fetch its contents while the add is on its way.
  useEffect(() => {
    if (isMutating) preloadCartDrawer();
  }, [isMutating]);
  return (
    <a
      ref={buttonRef}
      href="/cart"
      onClick={(event) => {
        if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        open();
      }}
      onPointerEnter={preloadCartDrawer}
      onFocus={preloadCartDrawer}
      aria-haspopup={hydrated ? 'dialog' : undefined}
      className="cart-button"
      aria-label={badge.label}
      data-testid="cart-button"
      data-state={badge.state}
    >
      <BagIcon />
      <span className={badge.className} aria-hidden="true" data-testid="cart-count">
        {badge.text}
      </span>
    </a>
  );
}
