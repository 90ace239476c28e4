import {describe, expect, it, vi} from 'vitest';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {
  cartToken,
  choosePermalink,
  openPermalink,
  PERMALINK_CART_CHANGED_MESSAGE,
  PERMALINK_CHOICE_WITHOUT_CART_MESSAGE,
} from './permalinkChoice.server';

const HELD = {
  id: 'gid://shopify/Cart/c1?key=k1',
  updatedAt: '2026-11-28T10:00:00Z',
  totalQuantity: 1,
  lines: {
    edges: [
      {
        node: {
          id: 'gid://shopify/CartLine/1?cart=c1',
          quantity: 1,
          merchandise: {
            id: 'gid://shopify/ProductVariant/100203',
            title: 'Standard / 1 Unit',
            price: {amount: '10.2', currencyCode: 'USD'},
            selectedOptions: [],
            product: {title: 'Charcoal Soap', handle: 'charcoal'},
          },
        },
      },
    ],
  },
};

/** A request's context whose cart handler answers `held` and records every change it is asked for. */
function contextWith(cartId: string | undefined, held: unknown = HELD) {
  const changes = {create: vi.fn(), addLines: vi.fn(), removeLines: vi.fn(), updateLines: vi.fn()};
  const context = {
    cart: {getCartId: () => cartId, get: () => Promise.resolve(held), ...changes},
    storefront: {
      query: vi.fn(() =>
        Promise.resolve({
          nodes: [
            {
              ...HELD.lines.edges[0]!.node.merchandise,
              id: 'gid://shopify/ProductVariant/100101',
              availableForSale: true,
            },
          ],
        }),
      ),
      CacheNone: () => ({}),
    },
    forgetCart: vi.fn(),
  } as unknown as AppLoadContext;
  return {context, changes};
}

function choiceForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('a cart permalink for a shopper with items in the cart', () => {
  it('shows the choice on a GET and changes nothing', async () => {
    const {context, changes} = contextWith('c1');
    const page = await openPermalink(context, '100101:2', null, {mayReplace: true});
    expect(page).toMatchObject({kind: 'choose', status: 200, cartToken: await cartToken(HELD)});
    expect(Object.values(changes).every((change) => change.mock.calls.length === 0)).toBe(true);
  });

  it('refuses a choice posted without the cart cookie, before asking Shopify anything', async () => {
    const {context, changes} = contextWith(undefined);
    const token = await cartToken(HELD);
    for (const intent of ['add', 'replace']) {
      const page = await choosePermalink(
        context,
        '100101:2',
        null,
        choiceForm({intent, cart: token}),
      );
      expect(page).toEqual({
        kind: 'problem',
        status: 403,
        message: PERMALINK_CHOICE_WITHOUT_CART_MESSAGE,
      });
    }
    expect(Object.values(changes).every((change) => change.mock.calls.length === 0)).toBe(true);
  });

  it('shows the page again when the choice names another cart, or the cart as it was', async () => {
    const {context, changes} = contextWith('c1');
    const stale = await cartToken({...HELD, updatedAt: '2026-11-28T09:00:00Z'});
    for (const cart of [stale, '', 'x'.repeat(40)]) {
      const page = await choosePermalink(
        context,
        '100101:2',
        null,
        choiceForm({intent: 'replace', cart}),
      );
      expect(page).toMatchObject({
        kind: 'choose',
        status: 409,
        notice: {description: PERMALINK_CART_CHANGED_MESSAGE},
      });
    }
    expect(changes.create).not.toHaveBeenCalled();
  });

  it('after a choice, the page render only reads: no cart is a 403, never a new cart', async () => {
    const {context, changes} = contextWith(undefined);
    const page = await openPermalink(context, '100101:2', null, {mayReplace: false});
    expect(page).toMatchObject({kind: 'problem', status: 403});
    expect(changes.create).not.toHaveBeenCalled();
  });
});
