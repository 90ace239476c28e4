import type {Page} from '@playwright/test';
import {E2E_BASE_URL} from '../../../playwright.config';
import {
  addFromListedCard,
  addFromShopCard,
  expect,
  STOREFRONT_URL,
  storefrontQuery,
  test,
} from '../support/fixtures';

const SOAP = 'Lavender & Oat Cold Process Soap';

/**
 * With JavaScript the checkout opens in a new tab; without it, in this one, so a no-JS shopper never loses
 * the shop behind a tab they cannot see (DESIGN.md, "Cart").
 */
async function openCheckout(page: Page, javaScriptEnabled: boolean) {
  const button = page.getByRole('button', {name: 'Checkout'});
  if (!javaScriptEnabled) {
    await button.click();
    return page;
  }
  const [tab] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  return tab;
}

test('add from a card, change quantity, check out on the stand-in, and start afresh', {tag: '@smoke'}, async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  await addFromShopCard(page, SOAP);
  // Without JavaScript the add comes back to the card it was made from.
  await expect(page).toHaveURL(javaScriptEnabled ? /\/shop$/ : /\/shop#product-lavender-oat-soap$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/cart');
  await expect(page.getByRole('heading', {level: 1, name: 'Your Cart'})).toBeVisible();
  const line = page.getByTestId('cart-line').filter({hasText: SOAP});
  // One unit bought once needs no pack name; a bundle's line names it (cart-drawer specs).
  await expect(line.getByTestId('cart-line-pack')).toHaveCount(0);
  const unitPrice = Number((await line.getByText(/each$/).textContent())!.replace(/[$ each]/g, ''));

  await line.getByRole('button', {name: /Increase quantity/}).click();
  await expect(line.getByLabel(/Quantity of Lavender/)).toHaveText('2');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByTestId('cart-total')).toHaveText(`$${(unitPrice * 2).toFixed(2)}`);

  const checkout = await openCheckout(page, javaScriptEnabled);
  await expect(checkout).toHaveURL(/\/checkouts\/cn\/.+channel=online_store/);
  const firstCheckoutPath = new URL(checkout.url()).pathname;
  await expect(checkout.getByText(SOAP)).toBeVisible();
  await checkout.getByRole('button', {name: 'Place test order'}).click();
  await expect(checkout.getByText('Thank you for your order')).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Checkout'})).toBeDisabled();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  // Shopify has no cart behind the cookie any more; the shop drops it.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('cart');

  // A repeat order: the next add starts a new cart, with no error on the way.
  await addFromShopCard(page, SOAP);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line').filter({hasText: SOAP})).toContainText('$12.00 each');
  await expect(page.getByRole('alert')).toHaveCount(0);
  const again = await openCheckout(page, javaScriptEnabled);
  await expect(again).toHaveURL(/\/checkouts\/cn\/.+channel=online_store/);
  expect(new URL(again.url()).pathname).not.toBe(firstCheckoutPath);
  await expect(again.getByText(SOAP)).toBeVisible();
});

test('an add to a cart whose order was placed in another tab starts a new cart', async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.slow();
  await addFromShopCard(page, SOAP);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // With JavaScript the add opened the drawer over the page.
  if (javaScriptEnabled) await page.keyboard.press('Escape');
  // The order is placed elsewhere (another tab, another device) while this page still shows the cart.
  const cartCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'cart');
  const token = decodeURIComponent(cartCookie!.value).split('?')[0];
  const placed = await request.post(`${STOREFRONT_URL}/checkouts/cn/${token}/complete`, {
    maxRedirects: 0,
  });
  expect(placed.status()).toBe(303);

  // Added from the page as it stands (no reload that would let the shop notice first).
  await addFromListedCard(page, SOAP);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The badge moves before Shopify answers; the new cart's cookie comes with the answer.
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'cart')?.value)
    .not.toBe(cartCookie!.value);
});

/**
 * Adds the page's first product and waits for Shopify's answer. The count is optimistic, and leaving before
 * the add is stored would cancel it; the answer is the signal in both projects (the 4-5 s toast can be gone
 * before a busy test runner looks; the add test above checks its text).
 */
async function addFirstProduct(page: Page) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.startsWith('/cart'),
  );
  await page
    .getByRole('button', {name: /Add to Cart/})
    .first()
    .click();
  expect((await answered).status()).toBeLessThan(400);
}

test('decreasing to zero removes the line; remove empties the cart', async ({page}) => {
  test.slow();
  await page.goto('/body-care');
  await addFirstProduct(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/cart');
  await page.getByRole('button', {name: /Decrease quantity/}).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  await page.goto('/body-care');
  await addFirstProduct(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/cart');
  await page.getByRole('button', {name: /^Remove/}).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Checkout'})).toBeDisabled();
});

test('adds stop at 99 of one item: the line keeps its quantity and the shopper is told why', async ({
  request,
}) => {
  const add = (quantity: string) =>
    request.post('/cart', {
      form: {intent: 'add', merchandiseId: 'gid://shopify/ProductVariant/100101', quantity},
      maxRedirects: 0,
    });
  expect((await add('98')).status()).toBe(303);
  expect((await add('1')).status()).toBe(303);
  const past = await add('1');
  expect(past.status()).toBe(400);
  expect(await past.text()).toContain('You can add at most 99 of one item');
  // The cart still holds 99 (the header's count is the sum of the lines).
  const cart = await (await request.get('/cart')).text();
  expect(cart).toMatch(/data-testid="cart-count"[^>]*>99</);
});

test('forged and hostile cart requests get a 400 and a message, not a crash', async ({request}) => {
  const unknown = await request.post('/cart', {
    form: {intent: 'add', merchandiseId: 'gid://shopify/ProductVariant/999999999', quantity: '1'},
    maxRedirects: 0,
  });
  expect(unknown.status()).toBe(400);
  expect(await unknown.text()).toContain('Cart creation failed');

  const absurd = await request.post('/cart', {
    form: {intent: 'add', merchandiseId: 'gid://shopify/ProductVariant/100101', quantity: '100000'},
    maxRedirects: 0,
  });
  expect(absurd.status()).toBe(400);
  expect(await absurd.text()).toContain('You can add at most 99 of one item');

  const empty = await request.post('/cart', {form: {intent: 'checkout'}, maxRedirects: 0});
  expect(empty.status()).toBe(400);
  expect(await empty.text()).toContain('Your cart is empty');
});

/** Dollars as the shop prints them: $3,386.50. */
const dollars = (amount: string) =>
  `$${Number(amount).toLocaleString('en-US', {minimumFractionDigits: 2, maximumFractionDigits: 2})}`;

/** A cart made at the Storefront stand-in with one line for each of `count` different items, as this shopper's. */
async function cartWithDifferentItems(page: Page, count: number) {
  const {products} = await storefrontQuery<{
    products: {
      nodes: {variants: {nodes: {id: string; availableForSale: boolean; title: string}[]}}[];
    };
  }>(
    '{ products(first: 100) { nodes { variants(first: 10) { nodes { id availableForSale title } } } } }',
  );
  const available = products.nodes
    .flatMap((product) => product.variants.nodes)
    .filter((variant) => variant.availableForSale);
  const variants = available.map((variant) => variant.id);
  // The badge counts a bundle's units ('Standard / 2 Units' is 2 items), one line each here.
  const unitsOf = (title: string) => Number(/(\d) Units?$/.exec(title)?.[1] ?? 1);
  const units = (lines: number) =>
    available.slice(0, lines).reduce((sum, variant) => sum + unitsOf(variant.title), 0);
  expect(variants.length).toBeGreaterThan(count);
  const {cartCreate} = await storefrontQuery<{
    cartCreate: {cart: {id: string; totalQuantity: number; cost: {totalAmount: {amount: string}}}};
  }>(
    'mutation Fill($lines: [CartLineInput!]!) { cartCreate(input: {lines: $lines}) { cart { id totalQuantity cost { totalAmount { amount } } } } }',
    {lines: variants.slice(0, count).map((merchandiseId) => ({merchandiseId, quantity: 1}))},
  );
  const value = encodeURIComponent(cartCreate.cart.id.replace('gid://shopify/Cart/', ''));
  await page.context().addCookies([{name: 'cart', value, url: E2E_BASE_URL}]);
  return {
    cart: cartCreate.cart,
    inCart: variants.slice(0, count),
    notInCart: variants[count]!,
    units,
  };
}

test("a 101st different item is refused with a reason; the badge and total are Shopify's", async ({
  page,
}) => {
  test.slow();
  const {cart, inCart, notInCart, units} = await cartWithDifferentItems(page, 100);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(100);
  await expect(page.getByTestId('cart-count')).toHaveText(String(units(100)));
  await expect(page.getByTestId('cart-total')).toHaveText(dollars(cart.cost.totalAmount.amount));

  const add = (merchandiseId: string) =>
    page.request.post('/cart', {
      form: {intent: 'add', merchandiseId, quantity: '1'},
      maxRedirects: 0,
    });
  const refused = await add(notInCart);
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain(
    'Your cart can hold at most 100 different items. Remove one to add something new.',
  );
  // More of an item already in the cart needs no new line.
  expect((await add(inCart[0]!)).status()).toBe(303);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-count')).toHaveText(String(units(100) + units(1)));
  await expect(page.getByTestId('cart-line')).toHaveCount(100);
});

test('parallel adds of new items to a cart at 99 lines end at 100 lines at most, each line listed', async ({
  page,
}) => {
  test.slow();
  const {inCart} = await cartWithDifferentItems(page, 99);
  const {products} = await storefrontQuery<{
    products: {nodes: {variants: {nodes: {id: string; availableForSale: boolean}[]}}[]};
  }>('{ products(first: 100) { nodes { variants(first: 10) { nodes { id availableForSale } } } } }');
  const fresh = products.nodes
    .flatMap((product) => product.variants.nodes)
    .filter((variant) => variant.availableForSale && !inCart.includes(variant.id))
    .slice(0, 6)
    .map((variant) => variant.id);
  expect(fresh).toHaveLength(6);

  const answers = await Promise.all(
    fresh.map((merchandiseId) =>
      page.request.post('/cart', {
        form: {intent: 'add', merchandiseId, quantity: '1'},
        maxRedirects: 0,
      }),
    ),
  );
  const accepted = fresh.filter((_, i) => answers[i]!.status() === 303);
  expect(accepted.length).toBeLessThanOrEqual(1);
  for (const [i, answer] of answers.entries()) {
    if (answer.status() === 303) continue;
    expect(answer.status(), fresh[i]).toBe(400);
    expect(await answer.text(), fresh[i]).toContain(
      'Your cart can hold at most 100 different items. Remove one to add something new.',
    );
  }

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(99 + accepted.length);
  for (const id of accepted) {
    await expect(page.locator(`[data-testid="cart-line"][data-merchandise-id="${id}"]`)).toHaveCount(1);
  }
  await expect(page.getByTestId('cart-total-notes')).toHaveCount(0);
});

test('a cart filled elsewhere past 100 lines lists every line, and any of them can be removed', async ({
  page,
}) => {
  test.slow();
  const {cart, inCart, units} = await cartWithDifferentItems(page, 120);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(120);
  await expect(page.getByTestId('cart-count')).toHaveText(String(units(120)));
  await expect(page.getByTestId('cart-total')).toHaveText(dollars(cart.cost.totalAmount.amount));
  await expect(page.getByTestId('cart-total-notes')).toHaveCount(0);

  // The last line Shopify lists, past the first 100.
  const last = page.locator(`[data-testid="cart-line"][data-merchandise-id="${inCart[119]}"]`);
  await last.getByRole('button', {name: /Remove/}).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(119);
  await expect(last).toHaveCount(0);
});

/**
 * The discount intent goes through the app's own discount mutation (app/features/cart/cartHandler.server.ts):
 * Hydrogen 2025.4.2's is refused from API 2026-01 on, which is what Shopify serves for 2025-07 now
 * (the stand-in does the same). The checkout stand-in shows what Shopify applied.
 */
test('a discount code reaches the checkout, and clearing it removes it', async ({request}) => {
  const post = (form: Record<string, string>) => request.post('/cart', {form, maxRedirects: 0});
  expect(
    (
      await post({
        intent: 'add',
        merchandiseId: 'gid://shopify/ProductVariant/100101',
        quantity: '2',
      })
    ).status(),
  ).toBe(303);
  const checkoutPage = async () => {
    const checkout = await post({intent: 'checkout'});
    expect(checkout.status()).toBe(303);
    return (await request.get(checkout.headers()['location']!)).text();
  };

  expect((await post({intent: 'discount', discountCode: 'WELCOME10'})).status()).toBe(303);
  expect(await checkoutPage()).toMatch(/Discount \(WELCOME10\)<\/th><td class="num">-\$2\.40</);

  expect((await post({intent: 'discount', discountCode: ''})).status()).toBe(303);
  expect(await checkoutPage()).not.toContain('WELCOME10');
});
