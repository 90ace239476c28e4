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
 * What every list of products says of a product's price, on cards, search suggestions, search results and
 * 'You May Also Like' alike: `price` is the default variant's (SPEC.md 2, Product card: what a card's Add to
 * Cart adds), and `from` the product's minimum price when some variant sells for less (Subscribe & Save), so
 * a minimum is always shown as one ("From $10.20") and never passes for the price of the item shown.
 */
export interface PriceStory {
  price: MoneyLike;
  from: MoneyLike | null;
}

/** The story's two texts: "$12.00", and "From $10.20" or null. */
export function priceStoryTexts(story: PriceStory): {price: string; from: string | null} {
  return {
    price: formatPrice(story.price),
    from: story.from ? `From ${formatPrice(story.from)}` : null,
  };
}
