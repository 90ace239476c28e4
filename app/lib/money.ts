export interface MoneyLike {
  amount: string;
  currencyCode: string;
}

// Made on first use: the first Intl formatter an isolate makes loads its locale data (about 10 ms of a new
// worker's start), which a request that shows no price need not pay.
let usd: Intl.NumberFormat | undefined;

/** Prices are shown in dollars with 2 decimals: `$12.00`. */
export function formatPrice(value: MoneyLike | string | number): string {
  const amount = typeof value === 'object' ? Number(value.amount) : Number(value);
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return usd.format(Number.isFinite(amount) ? amount : 0);
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
