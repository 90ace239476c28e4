import {FREE_SHIPPING_THRESHOLD_CENTS} from '~/content/freeShipping';
import {formatPrice} from '~/lib/money';

export interface FreeShippingProgress {
  unlocked: boolean;
  /** 0-100, for the progress bar. */
  percent: number;
  message: string;
}

/**
 * How far the cart's total (after discounts, as Shopify judges a free-shipping rate) is from the free
 * standard shipping the banner promises. Reached at the threshold itself: Shopify's free-shipping rates
 * are a minimum order price. With a discount taken off (`discounted`) the line says the figure is after
 * it: a code can take a cart that had reached the threshold back under it. Null for an empty cart, which
 * has nothing to progress.
 */
export function freeShippingProgress(
  totalAmount: string,
  itemCount: number,
  discounted = false,
): FreeShippingProgress | null {
  if (itemCount <= 0) return null;
  const cents = Math.max(0, Math.round(Number(totalAmount) * 100) || 0);
  const remaining = FREE_SHIPPING_THRESHOLD_CENTS - cents;
  if (remaining <= 0)
    return {unlocked: true, percent: 100, message: "You've unlocked free shipping"};
  return {
    unlocked: false,
    percent: Math.floor((cents * 100) / FREE_SHIPPING_THRESHOLD_CENTS),
    message: `You're ${formatPrice(remaining / 100)} away from free shipping${discounted ? ' after your discount' : ''}`,
  };
}
