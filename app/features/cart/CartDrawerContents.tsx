import {Link} from '@remix-run/react';
import {formatPrice} from '~/lib/money';
import {useCartWithPendingChanges} from './CartContext';
import {CartLines} from './CartLines';
import {CartTotalNotes} from './CartTotalNotes';
import {CheckoutButton} from './CheckoutButton';

/**
 * The drawer's lines, total and checkout. Loaded on demand by CartDrawer (the drawer is closed on every
 * page load), so the cart lines, checkout and image code stay out of each page's first JavaScript.
 */
export function CartDrawerContents({close}: {close: () => void}) {
  const {lines, total, isMutating} = useCartWithPendingChanges();
  return (
    <>
      <div className="flex-1 overflow-y-auto px-5">
        {lines.length === 0 ? (
          <div className="py-16 text-center">
            <p className="font-display text-xl text-forest-900">Your cart is empty</p>
            <Link
              to="/shop"
              onClick={close}
              className="mt-4 inline-block font-semibold text-forest-800 underline underline-offset-4"
            >
              Continue shopping
            </Link>
          </div>
        ) : (
          <CartLines lines={lines} onNavigate={close} />
        )}
      </div>
      <div className="border-t border-bark-100 px-5 py-4">
        <p className="flex justify-between text-lg">
          <span>Total</span>
          <strong data-testid="drawer-total">{formatPrice(total)}</strong>
        </p>
        <div className="mb-4">
          <CartTotalNotes />
        </div>
        <CheckoutButton isEmpty={lines.length === 0} isMutating={isMutating} onOpened={close} />
        <Link
          to="/cart"
          onClick={close}
          className="mt-3 block text-center text-sm text-forest-800 underline underline-offset-4"
        >
          View cart page
        </Link>
      </div>
    </>
  );
}
