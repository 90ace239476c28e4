import {describe, expect, it} from 'vitest';
import type {ConsentRecord} from './consent';
import {
  shopifyAnalyticsAllowed,
  shopifyConsentFor,
  shopifyConsentKey,
  viewedProduct,
} from './shopifyConsent';

const ALL: ConsentRecord = {
  required: true,
  personalization: true,
  marketing: true,
  analytics: true,
};
const NONE: ConsentRecord = {
  required: true,
  personalization: false,
  marketing: false,
  analytics: false,
};

describe('shopifyConsentFor', () => {
  it('Accept All allows every Shopify category', () => {
    expect(shopifyConsentFor(ALL, false)).toEqual({
      analytics: true,
      marketing: true,
      preferences: true,
      sale_of_data: true,
    });
  });

  it('Reject All denies every Shopify category', () => {
    expect(shopifyConsentFor(NONE, false)).toEqual({
      analytics: false,
      marketing: false,
      preferences: false,
      sale_of_data: false,
    });
  });

  it('maps each category on its own: personalization is Shopify’s preferences', () => {
    expect(shopifyConsentFor({...NONE, personalization: true}, false)).toEqual({
      analytics: false,
      marketing: false,
      preferences: true,
      sale_of_data: false,
    });
    expect(shopifyConsentFor({...NONE, analytics: true}, false)).toMatchObject({
      analytics: true,
      preferences: false,
    });
  });

  it('sale of data follows marketing', () => {
    expect(shopifyConsentFor({...ALL, marketing: false}, false)).toMatchObject({
      marketing: false,
      sale_of_data: false,
    });
    expect(shopifyConsentFor({...NONE, marketing: true}, false)).toMatchObject({
      marketing: true,
      sale_of_data: true,
    });
  });

  it('under GPC an explicit marketing tick stands, but sale of data stays denied', () => {
    expect(shopifyConsentFor({...NONE, marketing: true}, true)).toEqual({
      analytics: false,
      marketing: true,
      preferences: false,
      sale_of_data: false,
    });
    expect(shopifyConsentFor({...ALL, marketing: false}, true)).toEqual({
      analytics: true,
      marketing: false,
      preferences: true,
      sale_of_data: false,
    });
  });

  it('GPC without a choice denies marketing and sale of data and leaves the rest undecided', () => {
    expect(shopifyConsentFor(null, true)).toEqual({
      analytics: undefined,
      marketing: false,
      preferences: undefined,
      sale_of_data: false,
    });
  });

  it('no choice and no GPC: nothing to tell Shopify', () => {
    expect(shopifyConsentFor(null, false)).toBeNull();
  });
});

describe('shopifyAnalyticsAllowed', () => {
  it('only an explicit analytics choice allows Shopify analytics events', () => {
    expect(shopifyAnalyticsAllowed(null)).toBe(false);
    expect(shopifyAnalyticsAllowed(NONE)).toBe(false);
    expect(shopifyAnalyticsAllowed({...NONE, marketing: true})).toBe(false);
    expect(shopifyAnalyticsAllowed({...NONE, analytics: true})).toBe(true);
  });
});

describe('shopifyConsentKey', () => {
  it('tells consents apart, including undecided from denied', () => {
    const keys = new Set(
      [ALL, NONE, {...NONE, analytics: true}].map((record) =>
        shopifyConsentKey(shopifyConsentFor(record, false)!),
      ),
    );
    keys.add(shopifyConsentKey(shopifyConsentFor(null, true)!));
    keys.add(shopifyConsentKey(shopifyConsentFor(NONE, true)!));
    expect(keys.size).toBe(4);
    expect(shopifyConsentKey(shopifyConsentFor(ALL, false)!)).toBe(
      shopifyConsentKey(shopifyConsentFor(ALL, false)!),
    );
  });
});

describe('viewedProduct', () => {
  const product = {
    id: 'gid://shopify/Product/1',
    title: 'Lavender Oat Soap',
    vendor: 'Wildroot Botanicals',
    variants: {
      nodes: [
        {
          id: 'gid://shopify/ProductVariant/1',
          title: 'Standard / 1 Unit',
          sku: 'LAV-1',
          price: {amount: '12.0'},
        },
        {
          id: 'gid://shopify/ProductVariant/2',
          title: 'Standard / 2 Units',
          sku: null,
          price: {amount: '22.0'},
        },
      ],
    },
  };

  it('describes the selected variant', () => {
    expect(viewedProduct(product, 'gid://shopify/ProductVariant/2')).toEqual({
      id: 'gid://shopify/Product/1',
      title: 'Lavender Oat Soap',
      vendor: 'Wildroot Botanicals',
      variantId: 'gid://shopify/ProductVariant/2',
      variantTitle: 'Standard / 2 Units',
      price: '22.0',
      quantity: 1,
    });
  });

  it('falls back to the first variant, and to nothing without variants', () => {
    expect(viewedProduct(product, null)).toMatchObject({
      variantId: 'gid://shopify/ProductVariant/1',
      sku: 'LAV-1',
    });
    expect(viewedProduct({...product, variants: {nodes: []}}, null)).toBeNull();
  });
});
