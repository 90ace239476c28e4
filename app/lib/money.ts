export interface MoneyLike {
  amount: string;
  currencyCode: string;
}

/** From here on, cents would pass the integers a double holds exactly: left to Intl. */
const LARGEST_FORMATTED_HERE = 1e13;

/**
 * `$1,234.50` as `Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'})` writes it, without Intl:
 * a new worker's first Intl formatter loads ICU's locale data, about 10 ms of the first page it renders. Like
 * Intl, it rounds the number's shortest decimal form half away from zero, and a negative amount (-0 too) gets
 * a leading minus.
 */
export function formatUsd(amount: number): string {
  const magnitude = Math.abs(amount);
  if (magnitude >= LARGEST_FORMATTED_HERE) {
    return new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'}).format(amount);
  }
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  // Below 1e-6 the shortest form is exponential; such an amount rounds to zero cents anyway.
  const [whole = '0', fraction = ''] = (magnitude < 1e-6 ? '0' : String(magnitude)).split('.');
  const digits = `${fraction}000`;
  let cents = Number(whole) * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1;
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

// The browser, whose locale data is loaded anyway, formats with Intl: this module is in every page's first-load
// JavaScript, and the worker's formatter would add to it. Both write the same text (money.test.ts).
let browserUsd: Intl.NumberFormat | undefined;

/** Prices are shown in dollars with 2 decimals: `$12.00`. */
export function formatPrice(value: MoneyLike | string | number): string {
  const amount = typeof value === 'object' ? Number(value.amount) : Number(value);
  const finite = Number.isFinite(amount) ? amount : 0;
  if (import.meta.env.SSR) return formatUsd(finite);
  browserUsd ??= new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});
  return browserUsd.format(finite);
}

/**
 * A price that is a product's minimum (SPEC.md 2, 'You May Also Like') reads "From $10.20" when the
 * product also sells at a higher price, so it never passes for the price of the item a card shows.
 */
export function formatMinimumPrice(range: {
  minVariantPrice: MoneyLike;
  maxVariantPrice: MoneyLike;
}): string {
  const min = formatPrice(range.minVariantPrice);
  return Number(range.maxVariantPrice.amount) > Number(range.minVariantPrice.amount)
    ? `From ${min}`
    : min;
}
