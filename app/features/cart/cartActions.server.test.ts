import {afterEach, describe, expect, it, vi} from 'vitest';
import {ANSWER_AS_DATA} from '~/lib/forms';
import {AppSession} from '~/server/session.server';
import {ProviderTimeoutError, RequestDeadline} from '~/server/providerDeadline.server';
import {CART_GONE_MESSAGE} from '~/lib/storefrontErrors';
import {cartAction, type CartActionContext} from './cartActions.server';
import {CART_LINES_LIMIT_MESSAGE, LINE_CAPPED_MESSAGE, NO_CART_MESSAGE} from './cartInput.server';
import {MAX_LINE_QUANTITY} from './cartRules';
import {ADD_NOT_SENT_MESSAGE, rememberUnconfirmedAdd} from './unconfirmedAdd.server';

const SOAP = 'gid://shopify/ProductVariant/1001';
const LINE = 'gid://shopify/CartLine/1?cart=c1';

type Line = {id: string; quantity: number; merchandise: {id: string}};
const cartOf = (lines: Line[], extra: Record<string, unknown> = {}) => ({
  id: 'gid://shopify/Cart/c1',
  totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
  checkoutUrl: 'https://checkout.test/c1',
  lines: {edges: lines.map((node) => ({node}))},
  ...extra,
});

/** A cart handler answering from a list of reads, and the session and deadline of a real request. */
async function contextWith(cart: Partial<Record<string, unknown>>, cartId: string | undefined) {
  const session = await AppSession.init(new Request('http://shop.test/'), ['secret'], false);
  const forgetCart = vi.fn();
  const handler = {
    getCartId: () => cartId,
    setCartId: () => new Headers({'Set-Cookie': 'cart=c1'}),
    ...cart,
  };
  const context = {
    cart: handler,
    session,
    deadline: new RequestDeadline(),
    forgetCart,
  } as unknown as CartActionContext;
  return {context, session, forgetCart};
}

function post(fields: Record<string, string>, asData = true) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (asData) form.append(ANSWER_AS_DATA.name, ANSWER_AS_DATA.value);
  return form;
}

/** The body and status of an action's `data()` answer. */
function dataOf(answer: unknown) {
  if (answer instanceof Response) throw new Error(`expected data, got ${answer.status}`);
  const {data, init} = answer as {data: Record<string, unknown>; init: ResponseInit | null};
  return {body: data, status: init?.status ?? 200};
}

afterEach(() => vi.restoreAllMocks());

describe('the cart form', () => {
  it('refuses a change to a cart the shopper does not have, without asking Shopify', async () => {
    const updateLines = vi.fn();
    const {context} = await contextWith({updateLines}, undefined);
    const answer = dataOf(
      await cartAction(context, post({intent: 'update', lineId: LINE, quantity: '2'})),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(NO_CART_MESSAGE);
    expect(updateLines).not.toHaveBeenCalled();
  });

  it('sends no add when the cart could not be read in time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const addLines = vi.fn();
    const {context} = await contextWith(
      {get: () => Promise.reject(new ProviderTimeoutError('The Storefront API', 1_000)), addLines},
      'c1',
    );
    const answer = dataOf(await cartAction(context, post({intent: 'add', merchandiseId: SOAP})));
    expect(answer.status).toBe(503);
    expect(answer.body.error).toBe(ADD_NOT_SENT_MESSAGE);
    expect(addLines).not.toHaveBeenCalled();
  });

  it('adds nothing on the retry of an add that landed after all', async () => {
    const addLines = vi.fn();
    const {context, session} = await contextWith(
      {
        get: () => Promise.resolve(cartOf([{id: LINE, quantity: 3, merchandise: {id: SOAP}}])),
        addLines,
      },
      'c1',
    );
    rememberUnconfirmedAdd(session, {merchandiseId: SOAP, quantity: 2, before: 1, at: Date.now()});
    const answer = dataOf(
      await cartAction(context, post({intent: 'add', merchandiseId: SOAP, quantity: '2'})),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ok: true, addedId: SOAP});
    expect(addLines).not.toHaveBeenCalled();
  });

  it('brings a line that went past the limit back to it, and says so', async () => {
    const over = cartOf([{id: LINE, quantity: MAX_LINE_QUANTITY + 2, merchandise: {id: SOAP}}]);
    const reads = [cartOf([{id: LINE, quantity: 1, merchandise: {id: SOAP}}]), over];
    const updateLines = vi.fn(() => Promise.resolve({cart: over, userErrors: []}));
    const {context} = await contextWith(
      {
        get: () => Promise.resolve(reads.shift()),
        addLines: () => Promise.resolve({cart: over, userErrors: []}),
        updateLines,
      },
      'c1',
    );
    const answer = dataOf(await cartAction(context, post({intent: 'add', merchandiseId: SOAP})));
    expect(updateLines).toHaveBeenCalledWith([{id: LINE, quantity: MAX_LINE_QUANTITY}]);
    expect(answer.body.notice).toEqual({
      kind: 'info',
      title: 'Added to cart',
      description: LINE_CAPPED_MESSAGE,
    });
  });

  it('takes back a new line that left the cart over 100 lines, and refuses the add', async () => {
    const line = (n: number) => ({
      id: `gid://shopify/CartLine/${n}?cart=c1`,
      quantity: 1,
      merchandise: {id: `gid://shopify/ProductVariant/${n}`},
    });
    const ninetyNine = Array.from({length: 99}, (_, i) => line(i + 1));
    // Another add landed between this one's check and its own line: 101 lines.
    const reads = [cartOf(ninetyNine), cartOf([...ninetyNine, line(2000), line(1001)])];
    const removeLines = vi.fn(() => Promise.resolve({cart: cartOf(ninetyNine), userErrors: []}));
    const {context} = await contextWith(
      {
        get: () => Promise.resolve(reads.shift()),
        addLines: () => Promise.resolve({cart: cartOf(ninetyNine), userErrors: []}),
        removeLines,
      },
      'c1',
    );
    const answer = dataOf(await cartAction(context, post({intent: 'add', merchandiseId: SOAP})));
    expect(removeLines).toHaveBeenCalledWith(['gid://shopify/CartLine/1001?cart=c1']);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(CART_LINES_LIMIT_MESSAGE);
  });

  it('forgets a cart Shopify no longer has when a change to it is refused', async () => {
    const {context, forgetCart} = await contextWith(
      {
        removeLines: () => Promise.resolve({cart: null, userErrors: [{message: 'Cart not found'}]}),
        get: () => Promise.resolve(null),
      },
      'c1',
    );
    const answer = dataOf(await cartAction(context, post({intent: 'remove', lineId: LINE})));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(CART_GONE_MESSAGE);
    expect(forgetCart).toHaveBeenCalled();
  });

  it('sends a plain post back where it came from with the notice flashed and the cart cookie', async () => {
    const {context, session} = await contextWith(
      {
        get: () => Promise.resolve(cartOf([])),
        addLines: () =>
          Promise.resolve({
            cart: cartOf([{id: LINE, quantity: 1, merchandise: {id: SOAP}}]),
            userErrors: [],
          }),
      },
      'c1',
    );
    const answer = await cartAction(
      context,
      post({intent: 'add', merchandiseId: SOAP, redirectTo: '/product/lavender-oat-soap'}, false),
    );
    if (!(answer instanceof Response)) throw new Error('expected a redirect');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/product/lavender-oat-soap');
    expect(answer.headers.get('set-cookie')).toBe('cart=c1');
    expect(session.get('notice')).toMatchObject({kind: 'success', title: 'Added to cart'});
  });

  it('checks out to Shopify’s checkout with the sales channel, and refuses an empty cart', async () => {
    const full = await contextWith(
      {get: () => Promise.resolve(cartOf([{id: LINE, quantity: 1, merchandise: {id: SOAP}}]))},
      'c1',
    );
    const withScript = dataOf(await cartAction(full.context, post({intent: 'checkout'})));
    expect(withScript.body).toEqual({
      ok: true,
      checkoutUrl: 'https://checkout.test/c1?channel=online_store',
    });
    const plain = await cartAction(full.context, post({intent: 'checkout'}, false));
    expect(plain instanceof Response && plain.headers.get('location')).toBe(
      'https://checkout.test/c1?channel=online_store',
    );

    const empty = await contextWith({get: () => Promise.resolve(cartOf([]))}, 'c1');
    const refused = dataOf(await cartAction(empty.context, post({intent: 'checkout'}, false)));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Your cart is empty');
  });
});
