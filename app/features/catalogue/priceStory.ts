import type {MoneyLike, PriceStory} from '~/lib/money';
import {selectDefaultVariant, type VariantLike} from './variants';

/**
 * A product's price story (lib/money PriceStory) from its variants (10 in lists) and minimum price: the
 * default variant's price (else the minimum, SPEC.md 2, Product card) and the minimum below it. Every list
 * that shows a product's price builds it here, so a card, a search suggestion and 'You May Also Like'
 * never tell one product's price two ways.
 */
export function priceStoryOf(product: {
  variants: {nodes: readonly Pick<VariantLike, 'price' | 'selectedOptions'>[]};
  priceRange: {minVariantPrice: MoneyLike};
}): PriceStory {
  const min = product.priceRange.minVariantPrice;
  const variant = selectDefaultVariant(product.variants.nodes);
  const price = variant?.price ?? min;
  return {
    price: {amount: price.amount, currencyCode: price.currencyCode},
    from:
      Number(min.amount) < Number(price.amount)
        ? {amount: min.amount, currencyCode: min.currencyCode}
        : null,
  };
}
