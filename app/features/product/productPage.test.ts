import {describe, expect, it} from 'vitest';
import {
  cartAddFields,
  imageIndexFromSearchParams,
  isProductHandle,
  numericId,
  onlyImageChanged,
  pickRelatedProducts,
  productSelection,
  searchForImage,
  searchForSelection,
  searchForVariant,
  variantOptionsLabel,
} from './productPage';

function variant(n: number, purchase: string, quantity: string, availableForSale = true) {
  return {
    id: `gid://shopify/ProductVariant/1002${String(n).padStart(2, '0')}`,
    title: `${purchase} / ${quantity}`,
    availableForSale,
    price: {amount: String(10 * n), currencyCode: 'USD'},
    selectedOptions: [
      {name: 'Purchase Type', value: purchase},
      {name: 'Quantity', value: quantity},
    ],
  };
}

const VARIANTS = [
  variant(1, 'Standard', '1 Unit'),
  variant(2, 'Standard', '2 Units'),
  variant(3, 'Standard', '3 Units'),
  variant(4, 'Subscribe & Save', '1 Unit'),
  variant(5, 'Subscribe & Save', '2 Units'),
  variant(6, 'Subscribe & Save', '3 Units', false),
];

const params = (search: string) => new URLSearchParams(search);

describe('isProductHandle', () => {
  it.each(['lavender-oat-soap', 'A1', '0', `a${'-'.repeat(200)}`])('accepts %s', (handle) => {
    expect(isProductHandle(handle)).toBe(true);
  });

  it.each([
    undefined,
    '',
    '-soap',
    'soap_bar',
    'soap bar',
    'soap/../x',
    '<script>',
    `a${'b'.repeat(201)}`,
  ])('rejects %s', (handle) => {
    expect(isProductHandle(handle)).toBe(false);
  });
});

describe('productSelection', () => {
  it('defaults to Standard / 1 Unit', () => {
    const {selection, variant: chosen} = productSelection(params(''), VARIANTS);
    expect(selection).toEqual({bundle: 'single', subscribe: false});
    expect(chosen?.title).toBe('Standard / 1 Unit');
  });

  it('picks the bundle and purchase type from bundle and subscribe', () => {
    expect(productSelection(params('bundle=bundle3&subscribe=1'), VARIANTS).variant?.title).toBe(
      'Subscribe & Save / 3 Units',
    );
    expect(productSelection(params('bundle=bundle2'), VARIANTS).variant?.title).toBe(
      'Standard / 2 Units',
    );
  });

  it('lets a Quick Select variant (numeric id or gid) win and derives the selection from it', () => {
    const byNumber = productSelection(params('variant=100205&bundle=single'), VARIANTS);
    expect(byNumber.variant?.title).toBe('Subscribe & Save / 2 Units');
    expect(byNumber.selection).toEqual({bundle: 'bundle2', subscribe: true});
    const byGid = productSelection(
      params(`variant=${encodeURIComponent(VARIANTS[2]!.id)}`),
      VARIANTS,
    );
    expect(byGid.variant?.title).toBe('Standard / 3 Units');
  });

  it('ignores an unknown variant and falls back to bundle/subscribe', () => {
    expect(productSelection(params('variant=999&bundle=bundle2'), VARIANTS).variant?.title).toBe(
      'Standard / 2 Units',
    );
  });

  it('keeps a sold-out variant selected (the page shows it as Out of Stock)', () => {
    const {variant: chosen} = productSelection(params('bundle=bundle3&subscribe=1'), VARIANTS);
    expect(chosen?.availableForSale).toBe(false);
  });

  it('has no variant when the product has none', () => {
    expect(productSelection(params('bundle=bundle2'), []).variant).toBeUndefined();
  });
});

describe('search strings', () => {
  it('builds selection links that keep the image and drop a Quick Select variant', () => {
    const current = params('variant=100205&image=2');
    expect(searchForSelection(current, {bundle: 'bundle3', subscribe: true})).toBe(
      '?image=2&bundle=bundle3&subscribe=1',
    );
    expect(searchForSelection(params('bundle=bundle2'), {bundle: 'single', subscribe: false})).toBe(
      '',
    );
  });

  it('builds Quick Select links with the numeric variant id', () => {
    expect(searchForVariant(params('bundle=bundle2&subscribe=1'), VARIANTS[3]!.id)).toBe(
      '?variant=100204',
    );
  });

  it('builds thumbnail links counting from 1 and omits the first image', () => {
    expect(searchForImage(params('bundle=bundle2'), 2)).toBe('?bundle=bundle2&image=3');
    expect(searchForImage(params('image=3'), 0)).toBe('');
  });

  it('reads the image index and ignores anything out of range', () => {
    expect(imageIndexFromSearchParams(params('image=3'), 4)).toBe(2);
    for (const search of ['', 'image=0', 'image=5', 'image=-1', 'image=abc', 'image=1e2']) {
      expect(imageIndexFromSearchParams(params(search), 4)).toBe(0);
    }
  });

  it('tells an image-only change from a selection change', () => {
    expect(onlyImageChanged(params('bundle=bundle2'), params('bundle=bundle2&image=2'))).toBe(true);
    expect(onlyImageChanged(params('image=2&subscribe=1'), params('subscribe=1&image=3'))).toBe(
      true,
    );
    expect(onlyImageChanged(params('image=2'), params('image=2&subscribe=1'))).toBe(false);
  });

  it('gives numeric ids for gids and leaves other values alone', () => {
    expect(numericId('gid://shopify/ProductVariant/100106')).toBe('100106');
    expect(numericId('gid://shopify/ProductVariant/100106?foo=1')).toBe('100106');
    expect(numericId('abc')).toBe('abc');
  });
});

describe('pickRelatedProducts', () => {
  const product = (handle: string) => ({id: `id-${handle}`, handle});

  it('takes 4 from the lists in order, without the current product or duplicates', () => {
    const collection = ['lavender-oat-soap', 'charcoal', 'rose', 'charcoal'].map(product);
    const bestSellers = ['rose', 'lavender-oat-soap', 'mint', 'honey', 'sage'].map(product);
    expect(
      pickRelatedProducts('lavender-oat-soap', [collection, bestSellers]).map((p) => p.handle),
    ).toEqual(['charcoal', 'rose', 'mint', 'honey']);
  });

  it('copes with missing lists and returns fewer when there are not enough', () => {
    expect(pickRelatedProducts('a', [null, undefined, [product('a'), product('b')]])).toEqual([
      product('b'),
    ]);
    expect(pickRelatedProducts('a', [])).toEqual([]);
  });
});

describe('cartAddFields', () => {
  it('lets the Subscribe & Save box choose: both variants of the bundle, no fixed subscribe field', () => {
    const posted = Object.fromEntries(
      cartAddFields({
        productTitle: 'Soap',
        variant: VARIANTS[1]!,
        redirectTo: '/product/x?bundle=bundle2',
        subscribeVariantId: VARIANTS[4]!.id,
      }),
    );
    expect(posted).toMatchObject({
      merchandiseId: VARIANTS[1]!.id,
      subscribeMerchandiseId: VARIANTS[4]!.id,
      bundleQuantity: '2',
    });
    expect(posted).not.toHaveProperty('subscribe');
  });

  const fields = (v: (typeof VARIANTS)[number]) =>
    Object.fromEntries(
      cartAddFields({
        productTitle: 'Oat & Honey "Seconds"',
        variant: v,
        redirectTo: '/product/x?bundle=bundle2',
      }),
    );

  // How many bundles is the stepper's number field, which posts with these.
  it('posts the bundle variant with what the cart needs to describe it, and no fixed quantity', () => {
    expect(fields(VARIANTS[4]!)).toEqual({
      intent: 'add',
      merchandiseId: VARIANTS[4]!.id,
      redirectTo: '/product/x?bundle=bundle2',
      title: 'Oat & Honey "Seconds"',
      variantTitle: 'Subscribe & Save / 2 Units',
      bundleQuantity: '2',
      subscribe: '1',
    });
  });

  it('leaves subscribe out for a Standard variant', () => {
    const standard = fields(VARIANTS[2]!);
    expect(standard).not.toHaveProperty('subscribe');
    expect(standard.bundleQuantity).toBe('3');
  });

  it('treats a variant without bundle options as a single unit', () => {
    const plain = {
      id: 'gid://shopify/ProductVariant/1',
      title: 'Default Title',
      selectedOptions: [],
    };
    expect(
      Object.fromEntries(cartAddFields({productTitle: 'X', variant: plain, redirectTo: '/'})),
    ).toMatchObject({bundleQuantity: '1'});
  });
});

describe('variantOptionsLabel', () => {
  it("names the chosen variant by its options' values", () => {
    expect(variantOptionsLabel(VARIANTS[4]!)).toBe('Subscribe & Save · 2 Units');
    expect(variantOptionsLabel(VARIANTS[0]!)).toBe('Standard · 1 Unit');
    expect(
      variantOptionsLabel({
        selectedOptions: [
          {name: 'Scent', value: 'Lavender'},
          {name: 'Size', value: '100 g'},
        ],
      }),
    ).toBe('Lavender · 100 g');
  });

  it("is empty for a product without options (Shopify's lone 'Default Title')", () => {
    expect(variantOptionsLabel({selectedOptions: [{name: 'Title', value: 'Default Title'}]})).toBe(
      '',
    );
    expect(variantOptionsLabel({selectedOptions: []})).toBe('');
  });
});
