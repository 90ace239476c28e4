import {expect, test} from '../support/fixtures';

test.use({expectedConsoleErrors: [/status of 404/]});

test('the page hydrates: links navigate on the client without a reload', async ({page}) => {
  await page.goto('/no-such-page');
  await page.evaluate(() => {
    (window as unknown as {documentMarker: string}).documentMarker = 'same document';
  });
  // The header's link: the 404 page's own links sit in a static island, whose links stay plain links (a
  // full load, answered by the page cache) until its code is needed.
  await page.getByRole('banner').getByRole('link', {name: 'Home', exact: true}).click();
  await expect(
    page.getByRole('heading', {level: 1, name: 'Elevate Your Beauty From Within'}),
  ).toBeVisible();
  const marker = await page.evaluate(
    () => (window as unknown as {documentMarker?: string}).documentMarker,
  );
  expect(marker).toBe('same document');
});

test('the mobile menu closes with Escape and returns focus to its toggle', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  const toggle = page.locator('summary', {hasText: 'Menu'});
  await toggle.click();
  // The menu's own <details> (the consent banner's Manage preferences, earlier in the page, is another).
  const details = page.locator('details', {has: toggle});
  await expect(details).toHaveAttribute('open', '');
  await page.keyboard.press('Escape');
  await expect(details).not.toHaveAttribute('open', '');
  await expect(toggle).toBeFocused();
});

/** The routes a single-fetch data request asks for: every route of the page when `_routes` is absent. */
function routesAsked(url: string) {
  const routes = new URL(url).searchParams.get('_routes');
  return routes === null ? 'all' : routes.split(',');
}

test('a navigation does not read the cart and the user again; a cart change does', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('.data'))
      asked.push(request.url());
  });

  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('link', {name: 'Shop', exact: true})
    .click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  // Only the new page's loader (a hover may have prefetched it once more): root (cart, user, consent) is
  // not asked again.
  for (const routes of asked.map(routesAsked)) expect(routes).toEqual(['routes/shop']);

  asked.length = 0;
  await page
    .getByRole('button', {name: /Add to Cart/})
    .first()
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // After the action every loader of the page runs again, root included, so the badge is Shopify's.
  await expect.poll(() => asked.map(routesAsked)).toContainEqual('all');
});

test("a page filled in from the cart template hydrates as the shopper's own and opens their cart", async ({
  page,
}) => {
  await page.goto('/shop');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({has: page.getByRole('button', {name: /Add to Cart/})})
    .first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', {name: /Add to Cart/}).click();
  // The drawer opens once Shopify has answered the add, so the cart cookie is set (the badge moves before).
  await expect(page.getByRole('dialog').getByTestId('cart-line')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // A document load now: the shared /about with this shopper's cart put in (a render would not say so).
  const response = await page.goto('/about');
  expect(response?.headers()['x-page-cache']).toMatch(/^cart-(hit|stale|miss)$/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', 'Cart, 1 item');
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('drawer-lines').getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('drawer-lines')).toContainText(name);
  // The console fixture fails the test on any hydration mismatch React reports.
});
