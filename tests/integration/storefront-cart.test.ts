// The cart flow through Hydrogen's real storefront client and cart handler against the local Storefront API
// stand-in: create, merge, update, remove, discount codes, sold-out errors, restart persistence, the hosted
// checkout stand-in and order completion.
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestStorefrontApi} from '../../local/storefront-api/testing.mjs';
import {fixtures, productByHandle} from '../../local/storefront-api/catalogue.mjs';
import {appCartFor} from './storefrontClient';

type Api = Awaited<ReturnType<typeof startTestStorefrontApi>>;

const SHOP_ORIGIN = 'http://127.0.0.1:3998';

let api: Api;
let dataDir: string;

function variantId(handle: string, title: string) {
  const v = productByHandle.get(handle)?.variants.find((x) => x.title === title);
  if (!v) throw new Error(`no variant ${handle} ${title}`);
  return v.id;
}

const LAVENDER_1 = variantId('lavender-oat-soap', 'Standard / 1 Unit'); // $12.00
const CHARCOAL_2 = variantId('charcoal-tea-tree-soap', 'Standard / 2 Units'); // $21.50

/**
 * The app's cart handler (Hydrogen's, with the discount mutation that newer API versions refuse
 * replaced) as a request carrying `cookie` gets it. The stand-in serves 2025-07 as Shopify does
 * today, so this is also the cart on the oldest supported version.
 */
function cartFor(cookie = '') {
  return appCartFor(api.url, cookie);
}

/** The cookie Hydrogen would set for this cart id, as the browser would send it back. */
function cookieFor(cart: ReturnType<typeof cartFor>, cartId: string) {
  const setCookie = cart.setCartId(cartId).get('set-cookie') ?? '';
  const pair = setCookie.split(';')[0]!;
  expect(pair.startsWith('cart=')).toBe(true);
  return pair;
}

type Money = {amount: string; currencyCode: string};
type Line = {
  id: string;
  quantity: number;
  merchandise: {id: string; title: string; product: {title: string; handle: string}};
  cost: {totalAmount: Money};
};
type CartState = {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  note: string | null;
  attributes: Array<{key: string; value: string}>;
  buyerIdentity: {countryCode: string | null; email: string | null};
  discountCodes: Array<{code: string; applicable: boolean}>;
  cost: {subtotalAmount: Money; totalAmount: Money};
  lines: {edges: Array<{node: Line}>};
};
type UserError = {code?: string | null; field?: string[] | null; message: string};
type MutationResult = {
  cart: {id: string; totalQuantity: number; checkoutUrl: string} | null;
  userErrors: UserError[];
  errors?: unknown;
};

const linesOf = (cart: CartState) => cart.lines.edges.map((e) => e.node);
/** cart.get(), typed loosely for assertions; null when the cart is gone. */
const read = async (cart: ReturnType<typeof cartFor>): Promise<CartState | null> =>
  (await cart.get()) as unknown as CartState | null;
/** cart.get() for a cart that must exist. */
const getState = async (cart: ReturnType<typeof cartFor>): Promise<CartState> => {
  const value = await read(cart);
  if (!value) throw new Error('cart unexpectedly missing');
  return value;
};
/** A cart mutation result, typed loosely for assertions. */
const mut = async (result: Promise<unknown>): Promise<MutationResult> =>
  (await result) as MutationResult;
const firstError = (r: MutationResult) => {
  const e = r.userErrors[0];
  if (!e) throw new Error('expected a user error');
  return e;
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storefront-cart-'));
  api = await startTestStorefrontApi({dataDir, shopOrigin: SHOP_ORIGIN});
});

afterAll(async () => {
  await api?.close();
  await rm(dataDir, {recursive: true, force: true});
});

describe('cart through Hydrogen', () => {
  let cookie = '';
  let cartId = '';
  let checkoutUrl = '';

  it('creates a cart on the first add and merges the same variant', async () => {
    const first = cartFor();
    const created = await mut(first.addLines([{merchandiseId: LAVENDER_1, quantity: 1}]));
    expect(created.errors).toBeUndefined();
    expect(created.userErrors).toEqual([]);
    expect(created.cart!.id).toMatch(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]+\?key=[a-f0-9]+$/);
    expect(created.cart!.totalQuantity).toBe(1);
    expect(created.cart!.checkoutUrl.startsWith(`${api.url}/checkouts/cn/`)).toBe(true);
    cartId = created.cart!.id;
    cookie = cookieFor(first, cartId);

    // next request: the cart id comes back from the cookie
    const second = cartFor(cookie);
    expect(second.getCartId()).toBe(cartId);
    const merged = await mut(second.addLines([{merchandiseId: LAVENDER_1, quantity: 2}]));
    expect(merged.userErrors).toEqual([]);
    expect(merged.cart!.totalQuantity).toBe(3);

    const cart = await getState(second);
    const lines = linesOf(cart);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      quantity: 3,
      merchandise: {
        id: LAVENDER_1,
        title: 'Standard / 1 Unit',
        product: {handle: 'lavender-oat-soap'},
      },
    });
    expect(lines[0]!.id).toMatch(/^gid:\/\/shopify\/CartLine\/[0-9a-f-]+\?cart=/);
    expect(cart.cost.subtotalAmount).toEqual({amount: '36.0', currencyCode: 'USD'});
    expect(cart.cost.totalAmount).toEqual({amount: '36.0', currencyCode: 'USD'});
    // deprecated (tax and duty are no longer in the Cart API), so the app's cart query leaves it out
    expect(cart.cost).not.toHaveProperty('totalTaxAmount');
    expect(cart.buyerIdentity.countryCode).toBe('US');
  });

  it('adds, updates and removes lines', async () => {
    const cart = cartFor(cookie);
    const added = await mut(cart.addLines([{merchandiseId: CHARCOAL_2, quantity: 1}]));
    expect(added.userErrors).toEqual([]);
    let lines = linesOf(await getState(cart));
    expect(lines).toHaveLength(2);
    const lavender = lines.find((l) => l.merchandise.id === LAVENDER_1)!;
    const charcoal = lines.find((l) => l.merchandise.id === CHARCOAL_2)!;

    const updated = await mut(cart.updateLines([{id: lavender.id, quantity: 5}]));
    expect(updated.userErrors).toEqual([]);
    let state = await getState(cart);
    expect(state.totalQuantity).toBe(6);
    expect(state.cost.subtotalAmount.amount).toBe('81.5');

    const removed = await mut(cart.removeLines([charcoal.id]));
    expect(removed.userErrors).toEqual([]);
    state = await getState(cart);
    lines = linesOf(state);
    expect(lines.map((l) => l.merchandise.id)).toEqual([LAVENDER_1]);
    expect(state.cost.totalAmount.amount).toBe('60.0');

    const unknownLine = await mut(
      cart.updateLines([
        {id: 'gid://shopify/CartLine/00000000-0000-0000-0000-000000000000?cart=x', quantity: 1},
      ]),
    );
    expect(firstError(unknownLine)).toMatchObject({
      code: 'INVALID_MERCHANDISE_LINE',
      field: ['lines', '0', 'id'],
    });

    const tooMany = await mut(cart.updateLines([{id: lavender.id, quantity: 1000}]));
    expect(firstError(tooMany).code).toBe('MAXIMUM_EXCEEDED');

    // quantity 0 removes the line; then the cart gets its line back
    const zero = await mut(cart.updateLines([{id: lavender.id, quantity: 0}]));
    expect(zero.userErrors).toEqual([]);
    expect((await getState(cart)).totalQuantity).toBe(0);
    await mut(cart.addLines([{merchandiseId: LAVENDER_1, quantity: 5}]));
    expect((await getState(cart)).totalQuantity).toBe(5);
  });

  it('applies the WELCOME10 discount code and flags unknown codes', async () => {
    const cart = cartFor(cookie);
    const res = await mut(cart.updateDiscountCodes(['WELCOME10', 'NOT-A-CODE']));
    expect(res.userErrors).toEqual([]);
    const state = await getState(cart);
    expect(state.discountCodes).toEqual([
      {code: 'WELCOME10', applicable: true},
      {code: 'NOT-A-CODE', applicable: false},
    ]);
    expect(state.cost.subtotalAmount.amount).toBe('60.0');
    expect(state.cost.totalAmount.amount).toBe('54.0');
  });

  it('seeds WILDROOT10 (10% off, any case) and takes the codes off again with an empty list', async () => {
    // A cart of its own (5 × $12.00), so the shared cart keeps its WELCOME10 for the tests after this one.
    const first = cartFor();
    const created = await mut(first.addLines([{merchandiseId: LAVENDER_1, quantity: 5}]));
    const cart = cartFor(cookieFor(first, created.cart!.id));
    expect((await mut(cart.updateDiscountCodes(['wildroot10']))).userErrors).toEqual([]);
    const applied = await getState(cart);
    expect(applied.discountCodes).toEqual([{code: 'wildroot10', applicable: true}]);
    expect(applied.cost.totalAmount.amount).toBe('54.0');

    expect((await mut(cart.updateDiscountCodes(['WILDROOT-99']))).userErrors).toEqual([]);
    const unknown = await getState(cart);
    expect(unknown.discountCodes).toEqual([{code: 'WILDROOT-99', applicable: false}]);
    expect(unknown.cost.totalAmount.amount).toBe('60.0');

    expect((await mut(cart.updateDiscountCodes([]))).userErrors).toEqual([]);
    expect((await getState(cart)).discountCodes).toEqual([]);
  });

  it('holds several codes, applies one order discount, and says why the others are not applied', async () => {
    const first = cartFor();
    const created = await mut(first.addLines([{merchandiseId: LAVENDER_1, quantity: 5}]));
    const cart = cartFor(cookieFor(first, created.cart!.id));
    // Shopify replaces the list with what is sent, and keeps every code, applicable or not.
    const answer = (await cart.updateDiscountCodes(['WILDROOT10', 'WELCOME10', 'NOPE-50'])) as {
      warnings?: {code: string; target: string}[];
    };
    const state = await getState(cart);
    expect(state.discountCodes).toEqual([
      {code: 'WILDROOT10', applicable: true},
      // Order discounts do not combine unless the merchant says so: one 10% off, not two.
      {code: 'WELCOME10', applicable: false},
      {code: 'NOPE-50', applicable: false},
    ]);
    expect(state.cost.totalAmount.amount).toBe('54.0');
    expect(answer.warnings?.map((warning) => warning.code)).toEqual([
      'DISCOUNT_CODE_NOT_HONOURED',
      'DISCOUNT_NOT_FOUND',
    ]);
    expect(answer.warnings?.[0]?.target).toMatch(/^gid:\/\/shopify\/Cart\//);

    // Like lines, more codes than Shopify takes in one request refuse the request; nothing changes.
    const tooMany = Array.from({length: 251}, (_, index) => `CODE${index}`);
    const refused = (await cart.updateDiscountCodes(tooMany)) as {errors?: unknown};
    expect(JSON.stringify(refused.errors)).toContain('MAX_INPUT_SIZE_EXCEEDED');
    expect((await getState(cart)).discountCodes).toHaveLength(3);
  });

  it('keeps note, buyer identity and attributes', async () => {
    const cart = cartFor(cookie);
    expect((await mut(cart.updateNote('Please gift wrap'))).userErrors).toEqual([]);
    expect(
      (await mut(cart.updateBuyerIdentity({email: 'shopper@example.test'}))).userErrors,
    ).toEqual([]);
    expect((await mut(cart.updateAttributes([{key: 'source', value: 'test'}]))).userErrors).toEqual(
      [],
    );
    const bad = await mut(cart.updateBuyerIdentity({email: 'not-an-email'}));
    expect(firstError(bad).field).toEqual(['buyerIdentity', 'email']);
    const state = await getState(cart);
    expect(state.note).toBe('Please gift wrap');
    expect(state.buyerIdentity.email).toBe('shopper@example.test');
    expect(state.attributes).toEqual([{key: 'source', value: 'test'}]);
  });

  it('refuses sold-out and unknown merchandise with userErrors', async () => {
    const cart = cartFor(cookie);
    const soldOut = await mut(
      cart.addLines([{merchandiseId: fixtures.soldOutVariantId, quantity: 1}]),
    );
    expect(soldOut.userErrors).toHaveLength(1);
    expect(firstError(soldOut).message).toMatch(/is already sold out/);
    expect(firstError(soldOut).code).toBe('INVALID');
    expect((await getState(cart)).totalQuantity).toBe(5);

    const unknown = await mut(
      cart.addLines([{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}]),
    );
    expect(firstError(unknown).message).toMatch(/does not exist/);

    // without a cart, the failing add does not create one
    const fresh = cartFor();
    const noCart = await mut(
      fresh.addLines([
        {
          merchandiseId: productByHandle.get(fixtures.soldOutProductHandle)!.variants[0]!.id,
          quantity: 1,
        },
      ]),
    );
    expect(noCart.cart).toBeNull();
    expect(firstError(noCart).message).toMatch(/Wild Rose & Pink Clay Soap' is already sold out/);
  });

  it('survives a restart on the same data directory', async () => {
    await api.close();
    api = await startTestStorefrontApi({dataDir, shopOrigin: SHOP_ORIGIN});
    const cart = cartFor(cookie);
    const state = await getState(cart);
    expect(state.id).toBe(cartId);
    expect(state.totalQuantity).toBe(5);
    expect(state.cost.totalAmount.amount).toBe('54.0');
    expect(state.checkoutUrl.startsWith(`${api.url}/checkouts/cn/`)).toBe(true);
    checkoutUrl = state.checkoutUrl;
    const saved = JSON.parse(await readFile(join(dataDir, 'carts.json'), 'utf8'));
    expect(saved.carts.length).toBeGreaterThanOrEqual(1);
  });

  it('shows the lines on the checkout page and completes the order', async () => {
    const url = new URL(checkoutUrl);
    url.searchParams.set('channel', 'online_store');
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Lavender &amp; Oat Cold Process Soap');
    expect(html).toContain('Standard / 1 Unit');
    expect(html).toMatch(/<td class="num">5<\/td>/);
    expect(html).toContain('$60.00');
    expect(html).toContain('$54.00');
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
    expect(action).toMatch(/\/complete$/);
    expect(html).toContain('Place test order');

    const done = await fetch(new URL(action!, api.url), {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: '',
    });
    expect(done.status).toBe(200);
    expect(done.url).toMatch(/\/thank-you$/);
    const confirmation = await done.text();
    expect(confirmation).toContain('Thank you for your order');
    expect(confirmation).toContain('#1001');
    expect(confirmation).toMatch(new RegExp(`<a href="${SHOP_ORIGIN}">Continue shopping</a>`));

    const orders = JSON.parse(await readFile(join(dataDir, 'orders.json'), 'utf8'));
    expect(orders.orders).toHaveLength(1);
    expect(orders.orders[0]).toMatchObject({
      number: 1001,
      name: '#1001',
      totalCents: 5400,
      discountCode: 'WELCOME10',
    });
  });

  it('treats the completed cart as gone', async () => {
    const cart = cartFor(cookie);
    expect(await read(cart)).toBeNull();
    const add = await mut(cart.addLines([{merchandiseId: LAVENDER_1, quantity: 1}]));
    expect(add.cart).toBeNull();
    expect(firstError(add).message).toMatch(/does not exist/);

    const gone = await fetch(checkoutUrl);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('This checkout is no longer available');
    const unknown = await fetch(`${api.url}/checkouts/cn/c1-doesnotexist`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This checkout is no longer available');

    // a new cart gets the next order number
    const next = cartFor();
    const created = await mut(next.addLines([{merchandiseId: CHARCOAL_2, quantity: 1}]));
    const token = new URL(created.cart!.checkoutUrl).pathname.split('/').pop();
    const done = await fetch(`${api.url}/checkouts/cn/${token}/complete`, {method: 'POST'});
    expect(await done.text()).toContain('#1002');
  });
});

describe("Shopify's line limits", () => {
  const lines = (count: number, offset = 0) =>
    Array.from({length: count}, (_, n) => ({
      merchandiseId: LAVENDER_1,
      quantity: 1,
      // Same variant, different attributes: a line of its own each, as on Shopify.
      attributes: [{key: 'engraving', value: `line ${offset + n}`}],
    }));

  it('holds more than the 100 lines the shop allows, up to 500, and the handler reads every one', async () => {
    const cart = cartFor();
    const created = await mut(cart.create({lines: lines(250)}));
    expect(created.userErrors).toEqual([]);
    const more = await mut(cart.addLines(lines(250, 250)));
    expect(more.userErrors).toEqual([]);
    expect(more.cart?.totalQuantity).toBe(500);
    // The cart handler follows the lines page by page (CART_LINES_PAGE a page): a cart filled past the shop's cap
    // shows, and can remove, every line.
    const state = await getState(cart);
    expect(linesOf(state)).toHaveLength(500);
    expect(new Set(linesOf(state).map((line) => line.id)).size).toBe(500);
    expect(state.totalQuantity).toBe(500);
    expect(state.cost.totalAmount.amount).toBe('6000.0');

    const past = await mut(cart.addLines(lines(1, 500)));
    expect(firstError(past)).toMatchObject({
      code: 'INVALID',
      message: "A cart can't have more than 500 lines.",
    });
    expect((await getState(cart)).totalQuantity).toBe(500);
  });

  it('refuses more than 250 lines in one request with a GraphQL error', async () => {
    const result = (await cartFor().create({lines: lines(251)})) as unknown as {
      errors?: Array<{message: string}>;
    };
    expect(JSON.stringify(result.errors)).toContain(
      'The input array size of 251 is greater than the maximum allowed of 250.',
    );
  });
});
