import {describe, expect, it} from 'vitest';
import {
  amountToCents,
  BUNDLES,
  bundleByKey,
  bundleSaving,
  findBundleVariant,
  isBundleKey,
  parseSelection,
  quantityOptionValue,
  selectionFromSearchParams,
  selectionFromVariant,
  selectVariant,
  subscriptionSaving,
  variantFromSearchParams,
  type BundleKey,
} from './bundles';
import type {VariantLike} from '~/features/catalogue';

function variant(
  id: number,
  purchase: string,
  quantity: string,
  amount: string,
  availableForSale = true,
): VariantLike {
  return {
    id: `gid://shopify/ProductVariant/${id}`,
    title: `${purchase} / ${quantity}`,
    availableForSale,
    price: {amount, currencyCode: 'USD'},
    selectedOptions: [
      {name: 'Purchase Type', value: purchase},
      {name: 'Quantity', value: quantity},
    ],
  };
}

/** The seeded lavender soap: Standard 12.00 / 21.50 / 30.50, Subscribe & Save 15% off each (rounded to 10¢). */
const SOAP = [
  variant(100101, 'Standard', '1 Unit', '12.0'),
  variant(100102, 'Standard', '2 Units', '21.5'),
  variant(100103, 'Standard', '3 Units', '30.5'),
  variant(100104, 'Subscribe & Save', '1 Unit', '10.2'),
  variant(100105, 'Subscribe & Save', '2 Units', '18.3', false),
  variant(100106, 'Subscribe & Save', '3 Units', '25.9'),
];

describe('BUNDLES', () => {
  it('knows its keys', () => {
    expect(isBundleKey('bundle3')).toBe(true);
    expect(isBundleKey('bundle4')).toBe(false);
    expect(isBundleKey(null)).toBe(false);
  });

  it('finds each bundle by its key', () => {
    for (const bundle of BUNDLES) expect(bundleByKey(bundle.key)).toBe(bundle);
  });
});

describe('quantityOptionValue', () => {
  it('names the Quantity option value', () => {
    expect(quantityOptionValue(1)).toBe('1 Unit');
    expect(quantityOptionValue(2)).toBe('2 Units');
    expect(quantityOptionValue(3)).toBe('3 Units');
  });
});

describe('selectVariant', () => {
  it.each<[BundleKey, boolean, number]>([
    ['single', false, 100101],
    ['bundle2', false, 100102],
    ['bundle3', false, 100103],
    ['single', true, 100104],
    ['bundle2', true, 100105],
    ['bundle3', true, 100106],
  ])('%s, subscribe %s → variant %i', (bundle, subscribe, id) => {
    expect(selectVariant(SOAP, {bundle, subscribe})?.id).toBe(`gid://shopify/ProductVariant/${id}`);
  });

  it('selects a sold-out variant; availability is the caller’s concern', () => {
    const selected = selectVariant(SOAP, {bundle: 'bundle2', subscribe: true});
    expect(selected?.availableForSale).toBe(false);
  });

  it('falls back to the first variant when none matches, and to nothing for no variants', () => {
    const standardOnly = [
      variant(1, 'Standard', '2 Units', '20.00'),
      variant(2, 'Standard', '1 Unit', '11.00'),
    ];
    expect(selectVariant(standardOnly, {bundle: 'bundle3', subscribe: true})?.id).toBe(
      'gid://shopify/ProductVariant/1',
    );
    expect(selectVariant([], {bundle: 'single', subscribe: false})).toBeUndefined();
  });

  it('does not fall back in findBundleVariant', () => {
    expect(
      findBundleVariant(SOAP.slice(0, 3), {bundle: 'single', subscribe: true}),
    ).toBeUndefined();
  });
});

describe('selectionFromVariant', () => {
  it('reads subscribe from Purchase Type and bundle from Quantity', () => {
    expect(selectionFromVariant(SOAP[5])).toEqual({bundle: 'bundle3', subscribe: true});
    expect(selectionFromVariant(SOAP[1])).toEqual({bundle: 'bundle2', subscribe: false});
  });

  it('falls back to single and not subscribing for unknown values', () => {
    expect(selectionFromVariant(variant(9, 'Wholesale', '12 Units', '99.00'))).toEqual({
      bundle: 'single',
      subscribe: false,
    });
    expect(selectionFromVariant({selectedOptions: []})).toEqual({
      bundle: 'single',
      subscribe: false,
    });
    expect(selectionFromVariant(undefined)).toEqual({bundle: 'single', subscribe: false});
  });

  it('round-trips with selectVariant for every variant', () => {
    for (const candidate of SOAP) {
      expect(selectVariant(SOAP, selectionFromVariant(candidate))).toBe(candidate);
    }
  });
});

describe('parseSelection', () => {
  it('reads bundle and subscribe', () => {
    expect(parseSelection(new URLSearchParams('bundle=bundle2&subscribe=1'))).toEqual({
      bundle: 'bundle2',
      subscribe: true,
    });
  });

  it('accepts the values a checkbox or a hand-written link sends', () => {
    for (const value of ['1', 'true', 'on', 'yes', 'TRUE']) {
      expect(parseSelection(new URLSearchParams({subscribe: value})).subscribe).toBe(true);
    }
  });

  it('ignores invalid values and defaults to single, not subscribing', () => {
    expect(parseSelection(new URLSearchParams('bundle=bundle9&subscribe=maybe'))).toEqual({
      bundle: 'single',
      subscribe: false,
    });
    expect(parseSelection(new URLSearchParams('bundle=BUNDLE2&subscribe=0'))).toEqual({
      bundle: 'single',
      subscribe: false,
    });
    expect(parseSelection(new URLSearchParams())).toEqual({bundle: 'single', subscribe: false});
  });
});

describe('selectionFromSearchParams', () => {
  it('lets a matching variant, by numeric id or gid, win over bundle and subscribe', () => {
    expect(
      selectionFromSearchParams(new URLSearchParams('variant=100106&bundle=single'), SOAP),
    ).toEqual({
      bundle: 'bundle3',
      subscribe: true,
    });
    const gid = new URLSearchParams({
      variant: 'gid://shopify/ProductVariant/100102',
      subscribe: '1',
    });
    expect(selectionFromSearchParams(gid, SOAP)).toEqual({bundle: 'bundle2', subscribe: false});
  });

  it('ignores a variant of another product', () => {
    expect(
      selectionFromSearchParams(new URLSearchParams('variant=999&bundle=bundle3'), SOAP),
    ).toEqual({
      bundle: 'bundle3',
      subscribe: false,
    });
  });

  it('does not match a numeric id by suffix', () => {
    expect(variantFromSearchParams(new URLSearchParams('variant=101'), SOAP)).toBeUndefined();
    expect(variantFromSearchParams(new URLSearchParams('variant='), SOAP)).toBeUndefined();
    expect(variantFromSearchParams(new URLSearchParams('variant=100104'), SOAP)).toBe(SOAP[3]);
  });
});

describe('amountToCents', () => {
  it.each<[string, number | null]>([
    ['12', 1200],
    ['12.0', 1200],
    ['24.50', 2450],
    ['10.2', 1020],
    ['0.07', 7],
    ['.5', 50],
    ['19.999', 2000],
    ['-1.25', -125],
    ['', null],
    ['abc', null],
    ['1e3', null],
  ])('%s → %s', (amount, cents) => {
    expect(amountToCents(amount)).toBe(cents);
  });
});

describe('subscriptionSaving', () => {
  it('is the Standard price minus the Subscribe & Save price for the quantity', () => {
    expect(subscriptionSaving(SOAP, 1)).toEqual({amount: 1.8, percent: 15});
    expect(subscriptionSaving(SOAP, 2)).toEqual({amount: 3.2, percent: 15});
    expect(subscriptionSaving(SOAP, 3)).toEqual({amount: 4.6, percent: 15});
  });

  it('computes in cents, so 0.30 − 0.10 is exactly 0.20', () => {
    const cheap = [
      variant(1, 'Standard', '1 Unit', '0.30'),
      variant(2, 'Subscribe & Save', '1 Unit', '0.10'),
    ];
    expect(subscriptionSaving(cheap, 1)).toEqual({amount: 0.2, percent: 67});
  });

  it('rounds the percentage with Math.round', () => {
    const third = [
      variant(1, 'Standard', '1 Unit', '30.00'),
      variant(2, 'Subscribe & Save', '1 Unit', '20.00'),
    ];
    expect(subscriptionSaving(third, 1)?.percent).toBe(33);
    const half = [
      variant(1, 'Standard', '1 Unit', '2.00'),
      variant(2, 'Subscribe & Save', '1 Unit', '0.67'),
    ];
    expect(subscriptionSaving(half, 1)).toEqual({amount: 1.33, percent: 67});
  });

  it('is null when a variant is missing or nothing is saved', () => {
    expect(subscriptionSaving(SOAP.slice(0, 3), 1)).toBeNull();
    expect(subscriptionSaving(SOAP.slice(3), 1)).toBeNull();
    expect(subscriptionSaving([], 2)).toBeNull();
    const same = [
      variant(1, 'Standard', '1 Unit', '12.00'),
      variant(2, 'Subscribe & Save', '1 Unit', '12.00'),
    ];
    expect(subscriptionSaving(same, 1)).toBeNull();
    const dearer = [
      variant(1, 'Standard', '1 Unit', '12.00'),
      variant(2, 'Subscribe & Save', '1 Unit', '13.00'),
    ];
    expect(subscriptionSaving(dearer, 1)).toBeNull();
  });

  it('is null for a zero or unparseable price', () => {
    const free = [
      variant(1, 'Standard', '1 Unit', '0.00'),
      variant(2, 'Subscribe & Save', '1 Unit', '0.00'),
    ];
    expect(subscriptionSaving(free, 1)).toBeNull();
    const broken = [
      variant(1, 'Standard', '1 Unit', 'n/a'),
      variant(2, 'Subscribe & Save', '1 Unit', '1.00'),
    ];
    expect(subscriptionSaving(broken, 1)).toBeNull();
  });
});

describe('bundleSaving', () => {
  it('compares the bundle with the Standard single-unit price times the quantity', () => {
    // 2 × 12.00 = 24.00 vs 21.50: 2.50, 10.4%
    expect(bundleSaving(SOAP, 'bundle2', false)).toEqual({amount: 2.5, percent: 10});
    // 3 × 12.00 = 36.00 vs 30.50: 5.50, 15.28%
    expect(bundleSaving(SOAP, 'bundle3', false)).toEqual({amount: 5.5, percent: 15});
  });

  it('compares the Subscribe & Save variant when subscribing', () => {
    // 12.00 vs 10.20: 1.80, 15%
    expect(bundleSaving(SOAP, 'single', true)).toEqual({amount: 1.8, percent: 15});
    // 24.00 vs 18.30: 5.70, 23.75% (the variant is sold out; the saving still shows)
    expect(bundleSaving(SOAP, 'bundle2', true)).toEqual({amount: 5.7, percent: 24});
    // 36.00 vs 25.90: 10.10, 28.06%
    expect(bundleSaving(SOAP, 'bundle3', true)).toEqual({amount: 10.1, percent: 28});
  });

  it('is null for Buy 1 without subscribing, and when no saving exists', () => {
    expect(bundleSaving(SOAP, 'single', false)).toBeNull();
    const noDiscount = [
      variant(1, 'Standard', '1 Unit', '10.00'),
      variant(2, 'Standard', '2 Units', '20.00'),
    ];
    expect(bundleSaving(noDiscount, 'bundle2', false)).toBeNull();
  });

  it('rounds half up (66.5% → 67)', () => {
    const variants = [
      variant(1, 'Standard', '1 Unit', '1.00'),
      variant(2, 'Standard', '2 Units', '0.67'),
    ];
    expect(bundleSaving(variants, 'bundle2', false)).toEqual({amount: 1.33, percent: 67});
  });

  it('is null when the single-unit or the bundle variant is missing', () => {
    expect(
      bundleSaving(
        SOAP.filter((_, i) => i !== 0),
        'bundle2',
        false,
      ),
    ).toBeNull();
    expect(
      bundleSaving(
        SOAP.filter((_, i) => i !== 2),
        'bundle3',
        false,
      ),
    ).toBeNull();
    expect(bundleSaving([], 'bundle3', true)).toBeNull();
  });
});
