import {encode} from 'turbo-stream';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, it} from 'vitest';
import type {AppCart} from '~/features/cart/cartHandler.server';
import {CART_BUTTON_SLOT, cartBadge, cartText, parseCartText} from '~/features/cart/rootCart';
import {pageWithCart} from '~/features/cart/rootCart.server';
import {shopperSlotTexts} from './templates.server';
import {applyShopSharingPolicy} from '../../tests/support/sharingPolicy';
import {shopperDataSlot, slotMarkers} from './shopperSlots';
import {
  PAGE_CACHE_HEADER,
  PAGE_FRESH_SECONDS,
  PAGE_STALE_SECONDS,
  PageSharing,
  cartTemplateKey,
  forgetStoredPage,
  withPageCache,
  type SharedPage,
} from './pageCache.server';

const SHOP = 'https://wildroot.example';

applyShopSharingPolicy();

const CART_SLOTS = {
  data: shopperDataSlot(),
  label: slotMarkers(CART_BUTTON_SLOT).label,
  state: slotMarkers(CART_BUTTON_SLOT).state,
  badgeClass: slotMarkers(CART_BUTTON_SLOT).className,
  badgeText: slotMarkers(CART_BUTTON_SLOT).text,
};
const NONCE = '0123456789abcdef0123456789abcdef';
const CSP = `default-src 'self' 'nonce-${NONCE}'`;

/** A cart as Shopify answers it, with text that needs every kind of escaping on its way into a script. */
function cartOf(
  quantity: number,
  title = 'Oat & Agave Soap Ends "Maker\'s Seconds" </script> \u2028',
): AppCart {
  const money = {amount: (12 * quantity).toFixed(1), currencyCode: 'USD'};
  return {
    id: `gid://shopify/Cart/c${quantity}`,
    updatedAt: '2026-11-27T10:00:00Z',
    checkoutUrl: 'https://checkout.example/c',
    totalQuantity: quantity,
    note: '',
    attributes: [],
    discountCodes: [],
    buyerIdentity: {countryCode: 'US'},
    cost: {subtotalAmount: money, totalAmount: money},
    lines: {
      edges:
        quantity === 0
          ? []
          : [
              {
                node: {
                  id: 'gid://shopify/CartLine/1',
                  quantity,
                  attributes: [],
                  cost: {
                    totalAmount: money,
                    amountPerQuantity: {amount: '12.0', currencyCode: 'USD'},
                  },
                  merchandise: {
                    id: 'gid://shopify/ProductVariant/100701',
                    availableForSale: true,
                    price: {amount: '12.0', currencyCode: 'USD'},
                    requiresShipping: true,
                    title: 'Standard / 1 Unit',
                    product: {
                      handle: 'oat-agave-soap-ends',
                      title,
                      id: 'gid://shopify/Product/1007',
                      vendor: 'Wildroot',
                    },
                    selectedOptions: [],
                  },
                },
              },
            ],
    },
  } as unknown as AppCart;
}

/** What Remix writes into the document for loader data: turbo-stream's lines, each a JSON string in a script. */
async function remixScriptText(data: unknown): Promise<string> {
  const lines = await new Response(encode(data)).text();
  const escapes: Record<string, string> = {
    '&': '\\u0026',
    '>': '\\u003e',
    '<': '\\u003c',
    '\u2028': '\\u2028',
    '\u2029': '\\u2029',
  };
  return JSON.stringify(lines).replace(/[&><\u2028\u2029]/g, (character) => escapes[character]!);
}

describe('shopperSlotTexts', () => {
  it("puts the cart where the root loader's data would have it, escaped as Remix escapes it", async () => {
    const template = await remixScriptText({root: {cart: CART_SLOTS.data, user: null}});
    expect(template.split(CART_SLOTS.data)).toHaveLength(2);
    const reads = [
      {cart: cartOf(2), cartError: null},
      {cart: null, cartError: 'We couldn’t load your cart just now. <Try> "again" & soon'},
    ];
    for (const read of reads) {
      const rendered = await remixScriptText({root: {cart: cartText(read), user: null}});
      expect(template.replace(CART_SLOTS.data, shopperSlotTexts(read)[CART_SLOTS.data]!)).toBe(
        rendered,
      );
      // And the browser reads back the very cart read.
      expect(parseCartText(cartText(read)).read).toEqual(read);
    }
  });

  it("fills the badge with what the cart button renders for the cart's count, or says it is unavailable", () => {
    const filled = (cart: AppCart | null, cartError: string | null = null) => {
      const texts = shopperSlotTexts({cart, cartError});
      return [CART_SLOTS.label, CART_SLOTS.state, CART_SLOTS.badgeClass, CART_SLOTS.badgeText].map(
        (slot) => texts[slot],
      );
    };
    const badge = (count: number, unavailable = false) => {
      const {label, state, className, text} = cartBadge(count, unavailable);
      return [label, state, className, text];
    };
    expect(filled(cartOf(3))).toEqual(badge(3));
    expect(filled(cartOf(3))[0]).toBe('Cart, 3 items');
    expect(filled(cartOf(1))[0]).toBe('Cart, 1 item');
    expect(filled(cartOf(0))).toEqual(badge(0));
    expect(filled(cartOf(0))[2]).toMatch(/ hidden$/);
    expect(filled(null, 'Shopify is down')).toEqual([
      'Cart, contents unavailable right now',
      'unavailable',
      expect.stringContaining('bg-bark-700'),
      '?',
    ]);
  });
});

const get = (path: string, cookie?: string) =>
  new Request(`${SHOP}${path}`, {headers: cookie ? {Cookie: cookie} : {}});

describe('cartTemplateKey', () => {
  it('gives a shopper whose only personal cookie is their cart the template of their consent choice', () => {
    const plain = cartTemplateKey(get('/shop', 'cart=c1'));
    expect(plain?.key).toBe('https://page-cache.invalid/cart-template-first-visit/shop');
    expect(plain?.templateRequest().headers.has('Cookie')).toBe(false);
    const consent = `cookieConsent=${encodeURIComponent(JSON.stringify({required: true, analytics: true, marketing: false, personalization: false}))}`;
    const chose = cartTemplateKey(
      get('/?collection=gift-sets', `_shopify_y=v; cart=c1; ${consent}`),
    );
    expect(chose?.key).toMatch(/\/cart-template-consent-[01]+\/\?collection=gift-sets$/);
    expect(chose?.templateRequest().headers.get('Cookie')).toBe(`_shopify_y=v; ${consent}`);
  });

  it('leaves to a render the cart page, cart and discount links, accounts and anyone with more than a cart', () => {
    for (const path of [
      '/cart',
      '/cart/100101:1',
      '/discount/WILDROOT10',
      '/account',
      '/admin/product-copy-manager',
      '/api/admin/overrides',
      '/auth',
    ]) {
      expect(cartTemplateKey(get(path, 'cart=c1')), path).toBeNull();
    }
    for (const cookie of [
      'session=s1; cart=c1',
      'cart=c1; sb-auth-token=t',
      'cart=c1; cart=c2',
      'x=1',
    ]) {
      expect(cartTemplateKey(get('/shop', cookie)), cookie).toBeNull();
    }
    expect(cartTemplateKey(get('/shop?x=1', 'cart=c1'))).toBeNull();
    expect(
      cartTemplateKey(new Request(`${SHOP}/shop`, {headers: {Cookie: 'cart=c1', 'Sec-GPC': '1'}})),
    ).toBeNull();
  });
});

const TEMPLATE =
  `<script nonce="${NONCE}">enqueue("[{\\"cart\\":\\"${CART_SLOTS.data}\\"}]")</script>` +
  `<a aria-label="${CART_SLOTS.label}" data-state="${CART_SLOTS.state}">` +
  `<span class="${CART_SLOTS.badgeClass}">${CART_SLOTS.badgeText}</span></a>`;
/** The cart button as a filled template has it, for a badge. */
const button = ({label, state, className, text}: ReturnType<typeof cartBadge>) =>
  `<a aria-label="${label}" data-state="${state}"><span class="${className}">${text}</span></a>`;

function html(body: string, status = 200) {
  return new Response(body, {
    status,
    headers: {'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': CSP},
  });
}

const cartIdOf = (request: Request) =>
  /cart=([^;]+)/.exec(request.headers.get('Cookie') ?? '')![1]!;

/**
 * A worker as server.ts makes it: templates rendered through `render`, and each shopper with a cart
 * answered by pageWithCart with a context whose cart read gives `carts[cookie]`.
 */
function shop(options: {template?: () => Response} = {}) {
  const memory = new Map<string, SharedPage>();
  const store = {
    memory,
    inCacheApi: new Map<string, number>(),
    openCache: async () => ({delete: async () => false}) as unknown as Cache,
  };
  let clock = 2_000_000;
  const templateRenders: Request[] = [];
  const ownRenders: string[] = [];
  const cartReads: string[] = [];
  const background: Promise<unknown>[] = [];
  const carts: Record<string, AppCart | null | Error> = {};
  const fetchPage = (request: Request) =>
    withPageCache(request, {
      render: async (toRender, sharing) => {
        if (!sharing.cartTemplate) {
          // A shopper's own render, straight away.
          const cartId = cartIdOf(toRender);
          ownRenders.push(cartId);
          return html(`rendered for ${cartId}`);
        }
        templateRenders.push(toRender);
        return (options.template ?? (() => html(TEMPLATE)))();
      },
      renderForCart: async (toRender, template) => {
        const cartId = cartIdOf(toRender);
        const cookies: string[] = [];
        const context = {
          cart: {
            get: async () => {
              cartReads.push(cartId);
              const cart = carts[cartId];
              if (cart instanceof Error) throw cart;
              return cart ?? null;
            },
            getCartId: () => cartId,
          },
          forgetCart: () => cookies.push('cart=; Max-Age=0'),
          session: {isPending: false},
          responseHeaders: {cookies},
        } as unknown as AppLoadContext;
        const filled = await pageWithCart(context, template);
        if (filled) return filled;
        ownRenders.push(cartId);
        return html(`rendered for ${cartId}`);
      },
      waitUntil: (promise) => background.push(promise),
      now: () => clock,
      store,
    });
  return {
    carts,
    store,
    fetchPage,
    templateRenders,
    ownRenders,
    cartReads,
    advance: (seconds: number) => (clock += seconds * 1000),
    settle: () => Promise.all(background.splice(0)),
  };
}

describe('pages for shoppers with a cart', () => {
  it('renders a template once and fills in each shopper’s own cart, with a nonce of its own', async () => {
    const worker = shop();
    worker.carts.a = cartOf(1);
    worker.carts.b = cartOf(3);
    const first = await worker.fetchPage(get('/shop', 'cart=a'));
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('cart-miss');
    const firstHtml = await first.text();
    expect(firstHtml).toContain(button(cartBadge(1)));
    expect(firstHtml).not.toContain(NONCE);
    const second = await worker.fetchPage(get('/shop', 'cart=b'));
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('cart-hit');
    const secondHtml = await second.text();
    expect(secondHtml).toContain(button(cartBadge(3)));
    expect(
      parseCartText(JSON.parse(JSON.parse(`"${/enqueue\("(.*)"\)/.exec(secondHtml)![1]}"`))[0].cart)
        .read,
    ).toEqual({cart: cartOf(3), cartError: null});
    const nonce = /'nonce-([^']+)'/.exec(second.headers.get('Content-Security-Policy')!)![1];
    expect(secondHtml).toContain(`nonce="${nonce}"`);
    expect(worker.templateRenders).toHaveLength(1);
    // The template was rendered for nobody: without the cart cookie.
    expect(worker.templateRenders[0]!.headers.has('Cookie')).toBe(false);
    expect(worker.ownRenders).toEqual([]);
    expect(worker.cartReads).toEqual(['a', 'b']);
  });

  it('starts one template render for a burst of shoppers, and renders again once it is stale', async () => {
    const worker = shop();
    worker.carts.a = cartOf(2);
    const burst = await Promise.all([1, 2, 3].map(() => worker.fetchPage(get('/', 'cart=a'))));
    expect(burst.map((answer) => answer.headers.get(PAGE_CACHE_HEADER))).toEqual([
      'cart-miss',
      'cart-miss',
      'cart-miss',
    ]);
    expect(worker.templateRenders).toHaveLength(1);
    worker.advance(PAGE_FRESH_SECONDS + 1);
    expect((await worker.fetchPage(get('/', 'cart=a'))).headers.get(PAGE_CACHE_HEADER)).toBe(
      'cart-stale',
    );
    await worker.settle();
    expect(worker.templateRenders).toHaveLength(2);
    worker.advance(PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS + 1);
    expect((await worker.fetchPage(get('/', 'cart=a'))).headers.get(PAGE_CACHE_HEADER)).toBe(
      'cart-miss',
    );
  });

  it('says the cart is unavailable when its read failed, and renders for a cart that is gone, reading each once', async () => {
    const worker = shop();
    worker.carts.down = new Error('Storefront API timed out');
    const down = await worker.fetchPage(get('/faq', 'cart=down'));
    expect(down.headers.get(PAGE_CACHE_HEADER)).toBe('cart-miss');
    expect(await down.text()).toContain(button(cartBadge(0, true)));
    // Shopify no longer knows the cart: the page is rendered, so the answer can drop the cookie.
    const gone = await worker.fetchPage(get('/faq', 'cart=gone'));
    expect(await gone.text()).toBe('rendered for gone');
    expect(worker.ownRenders).toEqual(['gone']);
    expect(worker.cartReads).toEqual(['down', 'gone']);
  });

  it('uses no template of a page that may not be shared, nor one where copy repeats a slot', async () => {
    let answer = () => html('Page Not Found', 404);
    const worker = shop({template: () => answer()});
    worker.carts.a = cartOf(1);
    expect(await (await worker.fetchPage(get('/no-such-page', 'cart=a'))).text()).toBe(
      'rendered for a',
    );
    // For the pages' lifetime the shopper's page is rendered straight away, without a template render first.
    await worker.fetchPage(get('/no-such-page', 'cart=a'));
    expect(worker.templateRenders).toHaveLength(1);
    expect(worker.ownRenders).toEqual(['a', 'a']);
    // Its cart is read by that render (the root loader), not first by the template's filling.
    expect(worker.cartReads).toEqual(['a']);

    answer = () => html(`${TEMPLATE}<p>Copy naming ${CART_SLOTS.data}</p>`);
    expect(
      await (await worker.fetchPage(get('/product/oat-agave-soap-ends', 'cart=a'))).text(),
    ).toBe('rendered for a');
  });

  it('forgets the templates of a page an admin review changed', async () => {
    const worker = shop();
    worker.carts.a = cartOf(1);
    const product = '/product/calendula-hand-salve';
    await worker.fetchPage(get(product, 'cart=a'));
    expect(worker.store.memory.size).toBe(1);
    await forgetStoredPage(`${SHOP}${product}`, worker.store);
    expect(worker.store.memory.size).toBe(0);
    expect((await worker.fetchPage(get(product, 'cart=a'))).headers.get(PAGE_CACHE_HEADER)).toBe(
      'cart-miss',
    );
    expect(new PageSharing(true, true).cartTemplate).toBe(true);
  });
});
