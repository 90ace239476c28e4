import {formatPrice} from '~/lib/money';
import {useCartWithPendingChanges} from './CartContext';
import {freeShippingProgress} from './freeShipping';

const centsOf = (amount: string | undefined) => Math.round(Number(amount ?? 0) * 100) || 0;

/**
 * Under the lines: the free-shipping progress, the subtotal and discount when a code applies, Shopify's
 * total, and what checkout still adds. `totalTestId` tells the drawer's total from the cart page's.
 */
export function CartSummary({totalTestId}: {totalTestId: string}) {
  const {cart, count, total, unlistedQuantity, unreadable} = useCartWithPendingChanges();
  // No figure at all rather than $0.00: the cart has lines Shopify could not tell us about.
  if (unreadable) {
    return (
      <div className="flex flex-col gap-2">
        <p className="flex justify-between text-lg">
          <span>Total</span>
          <span className="text-bark-700">Not available</span>
        </p>
        <p className="text-sm text-bark-700">
          Your total shows again once your cart loads. Until then there is nothing to check out.
        </p>
      </div>
    );
  }
  // Shopify's total already takes the discount off; the pending changes move the total, not the discount.
  const discountCents = cart
    ? Math.max(
        0,
        centsOf(cart.cost.subtotalAmount?.amount) - centsOf(cart.cost.totalAmount?.amount),
      )
    : 0;
  const progress = freeShippingProgress(total, count, discountCents > 0);
  return (
    <div className="flex flex-col gap-2">
      {progress ? (
        <div data-testid="free-shipping">
          <p
            className={`text-sm ${progress.unlocked ? 'font-semibold text-forest-800' : 'text-bark-800'}`}
          >
            {progress.message}
          </p>
          <progress
            value={progress.percent}
            max={100}
            aria-label="Progress toward free shipping"
            className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-forest-700 [&::-webkit-progress-bar]:bg-cream-200 [&::-webkit-progress-value]:bg-forest-700"
          />
        </div>
      ) : null}
      {discountCents > 0 ? (
        <dl className="flex flex-col gap-1 text-bark-800">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{formatPrice((centsOf(total) + discountCents) / 100)}</dd>
          </div>
          <div className="flex justify-between text-forest-800">
            <dt>Discount</dt>
            <dd data-testid="cart-discount">−{formatPrice(discountCents / 100)}</dd>
          </div>
        </dl>
      ) : null}
      <p className="flex justify-between text-lg">
        <span>Total</span>
        <strong data-testid={totalTestId}>{formatPrice(total)}</strong>
      </p>
      <p className="text-sm text-bark-700">Taxes and shipping calculated at checkout</p>
      {unlistedQuantity > 0 ? (
        <p className="text-sm text-bark-700" data-testid="cart-total-notes">
          Includes {unlistedQuantity} more {unlistedQuantity === 1 ? 'item' : 'items'} not listed
          here; checkout shows every item.
        </p>
      ) : null}
    </div>
  );
}
