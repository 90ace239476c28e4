// A per-shopper value in shared chrome is one declaration. Here a "cart subtotal" joins the header's cart
// button through a single declareShopperSlot entry, and for shoppers with different carts the page made
// from the template (rendered once, filled per shopper) is the page React renders for each of them.

import {renderToString} from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server';
import {describe, expect, it} from 'vitest';
import type {AppCart} from '~/features/cart/cartHandler.server';
import {CartButton} from '~/features/cart/CartButton';
import {CartDrawerProvider} from '~/features/cart/CartContext';
import {cartText, useCartSlot, type RootCartRead} from '~/features/cart/rootCart';
import {formatPrice} from '~/lib/money';
import {pageForVisitor, templateSlots, toSharedPage} from './pageCache.server';
import {declareShopperSlot} from './shopperSlots';
import {shopperSlotTexts} from './templates.server';

// The one entry a new per-shopper value takes.
const CART_SUBTOTAL_SLOT = declareShopperSlot(
  'cartSubtotal',
  ['text', 'title'],
  ({cart}: RootCartRead) => ({
    text: cart ? formatPrice(cart.cost.subtotalAmount) : '',
    title: cart ? `Subtotal for ${cart.totalQuantity} items` : 'Your cart is empty',
  }),
);

/** The header's new element: the subtotal beside the cart button. */
function CartSubtotal() {
  const {text, title} = useCartSlot(CART_SUBTOTAL_SLOT);
  return (
    <span title={title} data-testid="cart-subtotal">
      {text}
    </span>
  );
}

function cartOf(quantity: number, title = 'Oat & Agave "Seconds" <b>'): AppCart {
  const money = {amount: (12.5 * quantity).toFixed(2), currencyCode: 'USD'};
  return {
    id: `gid://shopify/Cart/c${quantity}`,
    checkoutUrl: 'https://checkout.example/c',
    totalQuantity: quantity,
    cost: {subtotalAmount: money, totalAmount: money},
    lines: {
      edges: Array.from({length: quantity > 0 ? 1 : 0}, () => ({
        node: {
          id: 'gid://shopify/CartLine/1',
          quantity,
          cost: {totalAmount: money, amountPerQuantity: {amount: '12.50', currencyCode: 'USD'}},
          merchandise: {
            id: 'gid://shopify/ProductVariant/1',
            price: {amount: '12.50', currencyCode: 'USD'},
            product: {title},
          },
        },
      })),
    },
  } as unknown as AppCart;
}

const NONCE = '0123456789abcdef0123456789abcdef';

/** The header's shopper elements in a page whose root loader sent `cart` (a read, or the template's slot). */
async function headerWith(cart: string): Promise<string> {
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '*',
      loader: () => ({cart}),
      element: (
        <CartDrawerProvider>
          <header>
            <CartButton />
            <CartSubtotal />
          </header>
        </CartDrawerProvider>
      ),
    },
  ]);
  const context = await handler.query(new Request('https://wildroot.example/shop'));
  if (context instanceof Response) throw new Error('The test page redirected');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/** The shopper's page as a template serves it: rendered once with markers, then filled with their read. */
async function fromTemplate(read: RootCartRead): Promise<string> {
  const template = toSharedPage(
    await headerWith(cartText('template')),
    new Headers({'Content-Security-Policy': `script-src 'nonce-${NONCE}'`}),
    Date.now(),
    {once: [], anywhere: templateSlots().anywhere},
  );
  if (!template) throw new Error('The template could not be cut');
  return pageForVisitor(template, 'cart-hit', NONCE, shopperSlotTexts(read)).text();
}

describe('shopper slots', () => {
  const reads: [string, RootCartRead][] = [
    ['an empty cart', {cart: cartOf(0), cartError: null}],
    ['one item', {cart: cartOf(1), cartError: null}],
    ['three items', {cart: cartOf(3), cartError: null}],
    ['a cart that could not be read', {cart: null, cartError: 'Shopify is down'}],
  ];

  it.each(reads)(
    'serves a shopper with %s the page React renders for them',
    async (_name, read) => {
      const rendered = await headerWith(cartText(read));
      expect(await fromTemplate(read)).toBe(rendered);
    },
  );

  it('puts each shopper’s own values in the header', async () => {
    const three = await fromTemplate({cart: cartOf(3), cartError: null});
    expect(three).toContain('aria-label="Cart, 3 items"');
    expect(three).toMatch(/<span title="Subtotal for 3 items"[^>]*>\$37\.50<\/span>/);
    const none = await fromTemplate({cart: null, cartError: 'Shopify is down'});
    expect(none).toContain('data-state="unavailable"');
    expect(none).toMatch(/<span title="Your cart is empty"[^>]*><\/span>/);
  });

  it('shows markers, never a shopper’s values, in the template itself', async () => {
    const template = await headerWith(cartText('template'));
    expect(template).not.toMatch(/\$\d|Cart, \d/);
    for (const marker of templateSlots().anywhere) expect(template).toContain(marker);
  });
});
