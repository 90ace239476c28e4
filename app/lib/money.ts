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
