// A cart permalink (/cart/{variant}:{qty}) can come from any site. Followed by a shopper whose cart holds
// items, it changes nothing until the shopper chooses: add to the cart, replace it, or keep it. With no cart,
// or an empty one, it is Shopify's permalink as before. With JavaScript on and off.
import type {Page} from '@playwright/test';
import {E2E_BASE_URL} from '../../../playwright.config';
import {productByHandle} from '../../../local/storefront-api/catalogue.mjs';
import {consentGiven, expect, expectShopperNotice, storefrontQuery, test} from '../support/fixtures';

const SOAP = 'Lavender & Oat Cold Process Soap';
const CHARCOAL = 'Activated Charcoal & Tea Tree Soap';

function variantId(handle: string, title: string) {
  const variant = productByHandle.get(handle)?.variants.find((candidate) => candidate.title === title);
  if (!variant) throw new Error(`no variant ${handle} / ${title}`);
  return variant.id;
}
const numberOf = (id: string) => id.split('/').pop()!;

const LAVENDER_1 = variantId('lavender-oat-soap', 'Standard / 1 Unit');
const CHARCOAL_1 = variantId('charcoal-tea-tree-soap', 'Standard / 1 Unit');
/** The link every test follows: two lavender soaps. */
const LINK = `/cart/${numberOf(LAVENDER_1)}:2`;

interface StoredLine {
  quantity: number;
  merchandise: {id: string};
}

/** A cart made at the Storefront stand-in holding `lines`, as this shopper's (the cart cookie). */
async function shopperCartHolding(page: Page, lines: {merchandiseId: string; quantity: number}[]) {
  const {cartCreate} = await storefrontQuery<{cartCreate: {cart: {id: string}}}>(
    'mutation Make($lines: [CartLineInput!]!) { cartCreate(input: {lines: $lines}) { cart { id } } }',
    {lines},
  );
  const value = encodeURIComponent(cartCreate.cart.id.replace('gid://shopify/Cart/', ''));
  await page.context().addCookies([{name: 'cart', value, url: E2E_BASE_URL}]);
  return cartCreate.cart.id;
}

/** The cart's lines as Shopify holds them: variant id and quantity, in Shopify's order. */
async function storedLines(cartId: string) {
  const {cart} = await storefrontQuery<{cart: {lines: {nodes: StoredLine[]}} | null}>(
    'query Read($id: ID!) { cart(id: $id) { lines(first: 250) { nodes { quantity merchandise { ... on ProductVariant { id } } } } } }',
    {id: cartId},
  );
  return (cart?.lines.nodes ?? []).map((line) => [line.merchandise.id, line.quantity]);
}

async function cartCookie(page: Page) {
  return (await page.context().cookies(E2E_BASE_URL)).find((cookie) => cookie.name === 'cart')?.value;
}

const section = (page: Page, name: string) => page.getByRole('region', {name: new RegExp(`^${name}`)});

test.beforeEach(async ({page}) => {
  await consentGiven(page);
});

test('with items in the cart, the link shows both and changes nothing; Keep my cart goes back to it', async ({
  page,
}) => {
  const cartId = await shopperCartHolding(page, [{merchandiseId: CHARCOAL_1, quantity: 1}]);
  const cookie = await cartCookie(page);

  const answer = await page.goto(LINK);
  expect(answer?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${LINK}$`));
  await expect(page.getByRole('heading', {level: 1, name: 'Your cart already has items'})).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const link = section(page, 'In this link');
  await expect(link.getByTestId('choice-item')).toHaveCount(1);
  await expect(link.getByTestId('choice-item')).toContainText(SOAP);
  await expect(link.getByTestId('choice-item')).toContainText('Qty 2 · $12.00 each');
  await expect(link.getByTestId('choice-item')).toContainText('$24.00');
  await expect(section(page, 'In your cart').getByTestId('choice-item')).toContainText(CHARCOAL);

  expect(await storedLines(cartId)).toEqual([[CHARCOAL_1, 1]]);
  expect(await cartCookie(page)).toBe(cookie);

  await page.getByRole('link', {name: 'Keep my cart'}).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(CHARCOAL);
  expect(await storedLines(cartId)).toEqual([[CHARCOAL_1, 1]]);
});

test('Add to my cart puts the link’s items into the cart beside what it held', async ({page}) => {
  const cartId = await shopperCartHolding(page, [
    {merchandiseId: CHARCOAL_1, quantity: 1},
    {merchandiseId: LAVENDER_1, quantity: 1},
  ]);
  await page.goto(`/cart/${numberOf(LAVENDER_1)}:2,${numberOf(CHARCOAL_1)}:1`);
  await page.getByRole('button', {name: 'Add to my cart'}).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expectShopperNotice(page, ['Added to cart', 'The items from the link are in your cart.']);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByLabel(/Quantity of Lavender/)).toHaveText('3');
  await expect(page.getByLabel(/Quantity of Activated Charcoal/)).toHaveText('2');
  expect(new Map(await storedLines(cartId) as [string, number][])).toEqual(
    new Map([
      [CHARCOAL_1, 2],
      [LAVENDER_1, 3],
    ]),
  );
});

test.describe('a refused choice', () => {
  // Chromium reports the 4xx answer itself as a failed resource.
  test.use({expectedConsoleErrors: [/status of 4\d\d/]});

  test('Add to my cart keeps the per-item limit with the cart form’s message, and changes nothing', async ({
    page,
  }) => {
    const cartId = await shopperCartHolding(page, [{merchandiseId: LAVENDER_1, quantity: 98}]);
    await page.goto(LINK);
    await page.getByRole('button', {name: 'Add to my cart'}).click();
    await expectShopperNotice(page, ['Cart not updated', 'You can add at most 99 of one item']);
    await expect(page.getByRole('heading', {level: 1, name: 'Your cart already has items'})).toBeVisible();
    expect(await storedLines(cartId)).toEqual([[LAVENDER_1, 98]]);
  });

  test('Add to my cart keeps the 100-line limit with the cart form’s message, and changes nothing', async ({
    page,
  }) => {
    const available = [...productByHandle.values()]
      .flatMap((product) => product.variants)
      .filter((variant) => variant.availableForSale)
      .map((variant) => variant.id);
    const held = available.filter((id) => id !== LAVENDER_1).slice(0, 100);
    const cartId = await shopperCartHolding(
      page,
      held.map((merchandiseId) => ({merchandiseId, quantity: 1})),
    );
    await page.goto(LINK);
    await expect(section(page, 'In your cart').getByTestId('choice-item')).toHaveCount(100);
    await page.getByRole('button', {name: 'Add to my cart'}).click();
    await expectShopperNotice(page, [
      'Cart not updated',
      'Your cart can hold at most 100 different items. Remove one to add something new.',
    ]);
    expect(await storedLines(cartId)).toHaveLength(100);
  });
});

test('Replace my cart goes to checkout with only the link’s items, as Shopify’s permalink does', async ({
  page,
}) => {
  const cartId = await shopperCartHolding(page, [{merchandiseId: CHARCOAL_1, quantity: 1}]);
  await page.goto(`${LINK}?discount=WELCOME10`);
  await expect(page.getByText('The discount code in the link is applied either way.')).toBeVisible();
  await page.getByRole('button', {name: 'Replace my cart'}).click();

  await expect(page).toHaveURL(/\/checkouts\/cn\/.+channel=online_store/);
  const rows = page.getByRole('table', {name: /Order summary \(2 items\)/}).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.filter({hasText: SOAP})).toContainText('2');
  await expect(page.getByRole('row', {name: /Discount \(WELCOME10\)/})).toBeVisible();

  // The old cart is left as it was; the new one is the shopper's in the shop.
  expect(await storedLines(cartId)).toEqual([[CHARCOAL_1, 1]]);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(SOAP);
});

test('with no cart, or an empty one, the link goes straight to checkout as before', async ({page}) => {
  await page.goto(LINK);
  await expect(page).toHaveURL(/\/checkouts\/cn\/.+channel=online_store/);
  await expect(page.getByRole('table', {name: /Order summary \(2 items\)/})).toBeVisible();

  await page.context().clearCookies({name: 'cart'});
  await shopperCartHolding(page, []);
  await page.goto(`/cart/${numberOf(CHARCOAL_1)}:1`);
  await expect(page).toHaveURL(/\/checkouts\/cn\/.+channel=online_store/);
  await expect(page.getByRole('table', {name: /Order summary \(1 item\)/})).toBeVisible();
});

test('a choice posted from another site, or without the cart, changes nothing', async ({page, playwright}) => {
  const cartId = await shopperCartHolding(page, [{merchandiseId: CHARCOAL_1, quantity: 1}]);
  await page.goto(LINK);
  const token = await page.locator('input[name="cart"]').first().inputValue();
  const cookie = await cartCookie(page);

  // The shopper's browser, cookie and all, but the form is another site's.
  for (const choice of ['add', 'replace']) {
    const crossSite = await page.request.post(LINK, {
      form: {intent: choice, cart: token},
      headers: {Origin: 'https://evil.example'},
      maxRedirects: 0,
    });
    expect(crossSite.status(), choice).toBe(403);
    expect(crossSite.headers()['set-cookie'], choice).toBeUndefined();
  }

  // A same-site-looking post that arrives without the cart cookie (as a cross-site post does under
  // SameSite=Lax) must not start a cart whose cookie would replace the shopper's.
  const bare = await playwright.request.newContext({baseURL: E2E_BASE_URL});
  for (const choice of ['add', 'replace']) {
    const withoutCart = await bare.post(LINK, {form: {intent: choice, cart: token}, maxRedirects: 0});
    expect(withoutCart.status(), choice).toBe(403);
    expect(withoutCart.headers()['set-cookie'] ?? '', choice).not.toContain('cart=');
  }
  await bare.dispose();

  expect(await storedLines(cartId)).toEqual([[CHARCOAL_1, 1]]);
  expect(await cartCookie(page)).toBe(cookie);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(CHARCOAL);
});
