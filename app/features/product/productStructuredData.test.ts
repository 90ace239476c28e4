import {describe, expect, it} from 'vitest';
import {REVIEW_SUMMARY} from './productClaims';
import {breadcrumbJsonLd, productJsonLd} from './productStructuredData';

const URL_ = 'https://shop.example/product/lavender-oat-soap';
const product = {
  title: 'Lavender & Oat Cold Process Soap',
  vendor: 'Wildroot Botanicals',
  images: [{url: 'https://cdn.example/a.png'}, {url: 'https://cdn.example/b.png'}],
};
const variant = {
  sku: 'WR-1001-STD-1',
  availableForSale: true,
  price: {amount: '12.0', currencyCode: 'USD'},
};

describe('productJsonLd', () => {
  it('describes the product and the selected variant’s offer', () => {
    expect(productJsonLd({product, variant, description: 'A creamy bar.', url: URL_})).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: 'A creamy bar.',
      image: ['https://cdn.example/a.png', 'https://cdn.example/b.png'],
      sku: 'WR-1001-STD-1',
      brand: {'@type': 'Brand', name: 'Wildroot Botanicals'},
      url: URL_,
      offers: {
        '@type': 'Offer',
        price: '12.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: URL_,
      },
    });
  });

  it('never claims a rating or reviews, whatever the page shows', () => {
    const json = JSON.stringify(productJsonLd({product, variant, description: '', url: URL_}));
    expect(json).not.toMatch(/aggregateRating|review|ratingValue/i);
    expect(json).not.toContain(REVIEW_SUMMARY.average);
  });

  it('marks a sold-out variant OutOfStock and omits what is unknown', () => {
    const ld = productJsonLd({
      product: {...product, images: [], vendor: ''},
      variant: {...variant, sku: '  ', availableForSale: false},
      description: '',
      url: URL_,
    });
    expect(ld.offers?.availability).toBe('https://schema.org/OutOfStock');
    expect(ld).not.toHaveProperty('sku');
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('brand');
    expect(ld).not.toHaveProperty('description');
  });

  it('makes no offer without a variant', () => {
    expect(
      productJsonLd({product, variant: undefined, description: '', url: URL_}),
    ).not.toHaveProperty('offers');
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists Home, Shop and the product in order', () => {
    expect(breadcrumbJsonLd({title: 'Soap', url: URL_}).itemListElement).toEqual([
      {'@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/'},
      {'@type': 'ListItem', position: 2, name: 'Shop', item: 'https://shop.example/shop'},
      {'@type': 'ListItem', position: 3, name: 'Soap', item: URL_},
    ]);
  });
});
