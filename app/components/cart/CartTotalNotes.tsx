import {useOptimisticCart} from './CartContext';

/**
 * What the total already takes into account and the lines do not show: discount codes Shopify applied,
 * and items on lines the shop did not read back (a cart filled elsewhere past the line limit).
 */
export function CartTotalNotes() {
  const {cart, unlistedQuantity} = useOptimisticCart();
  const applied = (cart?.discountCodes ?? []).filter((discount) => discount.applicable);
  if (applied.length === 0 && unlistedQuantity <= 0) return null;
  return (
    <div className="text-right text-sm text-bark-700" data-testid="cart-total-notes">
      {applied.length > 0 ? (
        <p>Includes discount code {applied.map((discount) => discount.code).join(', ')}</p>
      ) : null}
      {unlistedQuantity > 0 ? (
        <p>
          Includes {unlistedQuantity} more {unlistedQuantity === 1 ? 'item' : 'items'} not listed
          here; checkout shows every item.
        </p>
      ) : null}
    </div>
  );
}
