import {useCartWithPendingChanges} from './CartContext';
import {CartDiscountCodes} from './CartDiscountCodes';

/**
 * What the total (Shopify's) takes into account that the lines do not show: discount codes, and items on
 * lines the shop did not read back (a cart filled elsewhere past the line limit).
 */
export function CartTotalNotes() {
  const {unlistedQuantity} = useCartWithPendingChanges();
  return (
    <>
      <CartDiscountCodes />
      {unlistedQuantity > 0 ? (
        <p className="text-right text-sm text-bark-700" data-testid="cart-total-notes">
          Includes {unlistedQuantity} more {unlistedQuantity === 1 ? 'item' : 'items'} not listed
          here; checkout shows every item.
        </p>
      ) : null}
    </>
  );
}
