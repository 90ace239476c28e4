export interface MoneyLike {
  amount: string;
  currencyCode: string;
}

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Prices are shown in dollars with 2 decimals: `$12.00`. */
export function formatPrice(value: MoneyLike | string | number): string {
  const amount = typeof value === 'object' ? Number(value.amount) : Number(value);
  return USD.format(Number.isFinite(amount) ? amount : 0);
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
