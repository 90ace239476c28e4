import {describe, expect, it} from 'vitest';
import {priceStoryOf} from './priceStory';

const usd = (amount: string) => ({amount, currencyCode: 'USD'});
const variant = (purchase: string, quantity: string, amount: string) => ({
  price: usd(amount),
  selectedOptions: [
    {name: 'Purchase Type', value: purchase},
    {name: 'Quantity', value: quantity},
  ],
});

describe('priceStoryOf', () => {
  it('tells the default variant’s price, From the lower Subscribe & Save minimum', () => {
    // The soap of the report: its card said $12.00 while the search suggestion said $10.20.
    const soap = {
      priceRange: {minVariantPrice: usd('10.2')},
      variants: {
        nodes: [
          variant('Standard', '1 Unit', '12.0'),
          variant('Standard', '2 Units', '21.5'),
          variant('Subscribe & Save', '1 Unit', '10.2'),
        ],
      },
    };
    expect(priceStoryOf(soap)).toEqual({price: usd('12.0'), from: usd('10.2')});
  });

  it('has no From when nothing sells for less than the price shown', () => {
    const single = {
      priceRange: {minVariantPrice: usd('24.0')},
      variants: {nodes: [variant('Standard', '1 Unit', '24.0')]},
    };
    expect(priceStoryOf(single)).toEqual({price: usd('24.0'), from: null});
    // Without variants the minimum is the price (the card's last fallback), not a From.
    expect(
      priceStoryOf({priceRange: {minVariantPrice: usd('9.0')}, variants: {nodes: []}}),
    ).toEqual({price: usd('9.0'), from: null});
  });
});
