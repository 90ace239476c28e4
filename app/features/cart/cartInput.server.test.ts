import {describe, expect, it} from 'vitest';
import {
  addedToCartDescription,
  cartUserErrorMessage,
  checkoutUrlWithChannel,
  parseCartForm,
  addRefusal,
  linesOverCartCap,
  linesOverLimit,
  quantityInCart,
  variantsAddedAsNewLines,
} from './cartInput.server';

function form(values: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(key, one);
  }
  return data;
}

const VARIANT = 'gid://shopify/ProductVariant/100101';
const LINE = 'gid://shopify/CartLine/0b3c2f1e-1111-4222-8333-944455556666?cart=abc123';

describe('parseCartForm', () => {
  it('accepts an add with a default quantity of 1', () => {
    const result = parseCartForm(
      form({intent: 'add', merchandiseId: VARIANT, title: 'Lavender Soap'}),
    );
    expect(result).toEqual({
      ok: true,
      data: {intent: 'add', merchandiseId: VARIANT, quantity: 1, title: 'Lavender Soap'},
    });
  });

  it('rejects unknown intents, foreign ids and absurd quantities with a message', () => {
    expect(parseCartForm(form({intent: 'explode'}))).toEqual({
      ok: false,
      fieldErrors: {intent: 'Unknown cart action'},
      firstMessage: 'Unknown cart action',
      values: {intent: 'explode'},
    });
    expect(parseCartForm(form({}))).toEqual({
      ok: false,
      fieldErrors: {intent: 'Unknown cart action'},
      firstMessage: 'Unknown cart action',
      values: {},
    });
    expect(parseCartForm(form({intent: 'add', merchandiseId: '1 OR 1=1'}))).toMatchObject({
      ok: false,
      firstMessage: 'That product option is not available',
    });
    expect(
      parseCartForm(form({intent: 'add', merchandiseId: VARIANT, quantity: '100'})),
    ).toMatchObject({
      ok: false,
      firstMessage: 'You can add at most 99 of one item',
    });
    expect(
      parseCartForm(form({intent: 'add', merchandiseId: VARIANT, quantity: '0'})),
    ).toMatchObject({ok: false});
    expect(
      parseCartForm(form({intent: 'add', merchandiseId: VARIANT, quantity: '1.5'})),
    ).toMatchObject({
      ok: false,
      firstMessage: 'Quantity must be a whole number',
    });
    expect(
      parseCartForm(form({intent: 'add', merchandiseId: VARIANT, quantity: 'lots'})),
    ).toMatchObject({ok: false});
  });

  it('lets an update go to zero or below (the line is removed) but not beyond the cap', () => {
    expect(parseCartForm(form({intent: 'update', lineId: LINE, quantity: '0'}))).toMatchObject({
      ok: true,
      data: {quantity: 0},
    });
    expect(parseCartForm(form({intent: 'update', lineId: LINE, quantity: '-3'}))).toMatchObject({
      ok: true,
      data: {quantity: -3},
    });
    expect(parseCartForm(form({intent: 'update', lineId: LINE, quantity: '250'}))).toMatchObject({
      ok: false,
    });
    expect(
      parseCartForm(form({intent: 'remove', lineId: 'gid://shopify/CartLine/<script>'})),
    ).toMatchObject({
      ok: false,
      firstMessage: 'That cart line no longer exists',
    });
  });

  it('uses the first of duplicated fields', () => {
    const result = parseCartForm(
      form({intent: ['add', 'remove'], merchandiseId: [VARIANT, 'x'], quantity: ['2', '99']}),
    );
    expect(result).toMatchObject({
      ok: true,
      data: {intent: 'add', merchandiseId: VARIANT, quantity: 2},
    });
  });

  it('adds the Subscribe & Save variant when the form’s box is ticked, else the one it names', () => {
    const subscribeVariant = 'gid://shopify/ProductVariant/99';
    const fields = {
      intent: 'add',
      merchandiseId: VARIANT,
      subscribeMerchandiseId: subscribeVariant,
    };
    expect(parseCartForm(form({...fields, subscribe: '1'}))).toEqual({
      ok: true,
      data: {intent: 'add', merchandiseId: subscribeVariant, quantity: 1, subscribe: '1'},
    });
    expect(parseCartForm(form(fields))).toEqual({
      ok: true,
      data: {intent: 'add', merchandiseId: VARIANT, quantity: 1},
    });
    expect(
      parseCartForm(form({...fields, subscribe: '1', subscribeMerchandiseId: 'gid://other/1'})),
    ).toMatchObject({ok: false});
  });

  it('validates discount codes', () => {
    expect(parseCartForm(form({intent: 'discount', discountCode: ' WELCOME10 '}))).toEqual({
      ok: true,
      data: {intent: 'discount', discountCode: 'WELCOME10'},
    });
    expect(parseCartForm(form({intent: 'discount', discountCode: "x'; drop table"}))).toMatchObject(
      {ok: false},
    );
  });
});

describe('cart texts and URLs', () => {
  it('words the added-to-cart toast like the spec', () => {
    expect(addedToCartDescription({title: 'Rose Mask'})).toBe(
      'Rose Mask has been added to your cart',
    );
    expect(addedToCartDescription({title: 'Rose Mask', bundleQuantity: 3})).toBe('3 × Rose Mask');
    expect(addedToCartDescription({title: 'Rose Mask', bundleQuantity: 2, subscribe: '1'})).toBe(
      '2 × Rose Mask (Subscribe & Save)',
    );
    // The product page's stepper: 3 bundles of 2 are 6 units.
    expect(addedToCartDescription({title: 'Rose Mask', bundleQuantity: 2, quantity: 3})).toBe(
      '6 × Rose Mask',
    );
  });

  it('adds channel=online_store to the checkout URL', () => {
    expect(checkoutUrlWithChannel('http://127.0.0.1:4100/checkouts/cn/abc?key=1')).toBe(
      'http://127.0.0.1:4100/checkouts/cn/abc?key=1&channel=online_store',
    );
    expect(checkoutUrlWithChannel('')).toBeNull();
    expect(checkoutUrlWithChannel('not a url')).toBeNull();
  });

  it('joins provider user errors', () => {
    expect(cartUserErrorMessage(['Sold out', 'Too many'])).toBe(
      'Cart creation failed: Sold out, Too many',
    );
  });
});

describe('linesOverLimit', () => {
  const line = (id: string, merchandiseId: string, quantity: number) => ({
    id,
    quantity,
    merchandise: {id: merchandiseId},
  });

  it('names each line of the variant over 99, to be set back to 99', () => {
    const cart = {
      lines: {
        edges: [
          {node: line('l1', VARIANT, 109)},
          {node: line('l2', 'gid://shopify/ProductVariant/2', 120)},
        ],
      },
    };
    expect(linesOverLimit(cart, VARIANT)).toEqual([{id: 'l1', quantity: 99}]);
  });

  it('leaves lines at or under the limit, and carts that could not be read', () => {
    expect(linesOverLimit({lines: {edges: [{node: line('l1', VARIANT, 99)}]}}, VARIANT)).toEqual(
      [],
    );
    expect(linesOverLimit(null, VARIANT)).toEqual([]);
    expect(linesOverLimit(undefined, VARIANT)).toEqual([]);
  });
});

describe('quantityInCart', () => {
  const line = (id: string, quantity: number) => ({quantity, merchandise: {id}});

  it('sums every line of the variant, and nothing else (lines as the cart handler gives them: edges)', () => {
    const lines = [line(VARIANT, 40), line('gid://shopify/ProductVariant/2', 5), line(VARIANT, 3)];
    const cart = {lines: {edges: lines.map((node) => ({node}))}};
    expect(quantityInCart(cart, VARIANT)).toBe(43);
    expect(quantityInCart(cart, 'gid://shopify/ProductVariant/3')).toBe(0);
  });

  it('counts nothing in a cart that does not exist, could not be read, or is empty', () => {
    expect(quantityInCart(null, VARIANT)).toBe(0);
    expect(quantityInCart(undefined, VARIANT)).toBe(0);
    expect(quantityInCart({lines: {edges: []}}, VARIANT)).toBe(0);
  });
});

describe('addRefusal', () => {
  const line = (id: string, quantity: number) => ({node: {quantity, merchandise: {id}}});
  const variant = (n: number) => `gid://shopify/ProductVariant/${n}`;
  const cartOf = (count: number) => ({
    lines: {edges: Array.from({length: count}, (_, n) => line(variant(n + 1), 1))},
  });

  it('refuses an add that would take one item past 99, counting what the cart holds', () => {
    const cart = {lines: {edges: [line(VARIANT, 98)]}};
    expect(addRefusal(cart, {merchandiseId: VARIANT, quantity: 1})).toBeNull();
    expect(addRefusal(cart, {merchandiseId: VARIANT, quantity: 2})).toBe(
      'You can add at most 99 of one item',
    );
  });

  it('refuses a 101st different item, but not more of one already there', () => {
    expect(addRefusal(cartOf(99), {merchandiseId: variant(500), quantity: 1})).toBeNull();
    expect(addRefusal(cartOf(100), {merchandiseId: variant(500), quantity: 1})).toBe(
      'Your cart can hold at most 100 different items. Remove one to add something new.',
    );
    expect(addRefusal(cartOf(100), {merchandiseId: variant(100), quantity: 3})).toBeNull();
  });

  it('lets an add to an empty, unknown or unreadable cart through (Shopify has the last word)', () => {
    expect(addRefusal(null, {merchandiseId: VARIANT, quantity: 99})).toBeNull();
    expect(addRefusal({lines: {edges: []}}, {merchandiseId: VARIANT, quantity: 5})).toBeNull();
  });
});

describe('linesOverCartCap and variantsAddedAsNewLines', () => {
  const variant = (n: number) => `gid://shopify/ProductVariant/${n}`;
  const line = (n: number, quantity = 1) => ({
    node: {id: `gid://shopify/CartLine/${n}`, quantity, merchandise: {id: variant(n)}},
  });
  const cartOf = (...ids: number[]) => ({lines: {edges: ids.map((n) => line(n))}});
  const range = (from: number, count: number) => Array.from({length: count}, (_, i) => from + i);

  it('takes back the lines an add started when the cart ends over 100 lines, and nothing within it', () => {
    const before = cartOf(...range(1, 99));
    const after = cartOf(...range(1, 99), 500, 501);
    const mine = variantsAddedAsNewLines(before, after, [
      {merchandiseId: variant(501), quantity: 1},
    ]);
    expect(mine).toEqual([variant(501)]);
    expect(linesOverCartCap(after, mine)).toEqual(['gid://shopify/CartLine/501']);
    expect(linesOverCartCap(cartOf(...range(1, 99), 501), mine)).toEqual([]);
  });

  it('never takes back more of an item the cart already held', () => {
    const before = cartOf(...range(1, 100));
    const after = cartOf(...range(1, 100), 500);
    expect(
      variantsAddedAsNewLines(before, after, [{merchandiseId: variant(7), quantity: 2}]),
    ).toEqual([]);
    expect(linesOverCartCap(after, [])).toEqual([]);
  });

  it('without a read from before, counts a line holding exactly what was added as new', () => {
    const after = {lines: {edges: [line(1, 3), line(2, 1)]}};
    const added = [
      {merchandiseId: variant(1), quantity: 1},
      {merchandiseId: variant(2), quantity: 1},
    ];
    expect(variantsAddedAsNewLines(undefined, after, added)).toEqual([variant(2)]);
  });
});
