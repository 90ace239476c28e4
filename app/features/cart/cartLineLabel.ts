import {formatPrice, type MoneyLike} from '~/lib/money';
import {unitsPerItem, type CartLineLike} from './optimisticCart';

type Merchandise = CartLineLike['merchandise'] & {title?: string};

/**
 * The pack a cart line holds, in the product page's words (its BUNDLES labels, which cartLineLabel.test.ts
 * holds this to; not imported, to keep the product rules out of the cart's code): 'Bundle of 2 · Subscribe & Save',
 * 'Subscribe & Save', 'Bundle of 3', or nothing for a single unit bought once. A variant without the
 * shop's Purchase Type and Quantity options is named by its own title (Shopify's 'Default Title' is none).
 */
export function cartLinePackLabel(merchandise: Merchandise): string {
  const option = (name: string) =>
    merchandise.selectedOptions?.find((candidate) => candidate.name === name)?.value;
  const purchaseType = option('Purchase Type');
  const quantity = option('Quantity');
  if (purchaseType === undefined && quantity === undefined) {
    const title = merchandise.title?.trim() ?? '';
    return title === '' || title === 'Default Title' ? '' : title;
  }
  const units = unitsPerItem(merchandise);
  return [
    units > 1 ? `Bundle of ${units}` : null,
    purchaseType === 'Subscribe & Save' ? purchaseType : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The line's price and count: '$12.00 each', or for a bundle '$40.00 per bundle · 2 items' (the items the
 * badge and the add's toast count: bundles × units).
 */
export function cartLinePriceLabel(line: CartLineLike & {merchandise: {price: MoneyLike}}): string {
  const units = unitsPerItem(line.merchandise);
  if (units === 1) return `${formatPrice(line.merchandise.price)} each`;
  const items = line.quantity * units;
  return `${formatPrice(line.merchandise.price)} per bundle · ${items} ${items === 1 ? 'item' : 'items'}`;
}
