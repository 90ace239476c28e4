// axe-core (WCAG 2.1 A/AA and best practices) over each of the shop's routes, the 404 page, the cart drawer,
// the consent banner and the admin page: zero violations. With JavaScript, as most shoppers see the
// shop. The help and legal pages are in a11y.content.js-only.spec.ts.
import {violations} from '../support/a11y';
import {consentGiven, expect, test} from '../support/fixtures';
import {LISTING_PAGES} from '../support/contentPages';
import {signIn} from '../support/signIn';

/** Every shop route once (the home page's collection tabs are the same route and markup as `/`). */
const SHOP_PAGES = [
  ...LISTING_PAGES,
  // A collection without a route of its own, listed from Shopify's collection URL, as order e-mails link it.
  '/collections/gift-sets',
  '/product/lavender-oat-soap',
  '/cart',
  '/auth',
  '/auth?mode=signup',
];

for (const path of SHOP_PAGES) {
  test(`${path} has no accessibility violations`, async ({page}) => {
    test.slow(); // axe takes 15-60 s per page on a busy 2-core machine (color contrast, mostly)
    await consentGiven(page);
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
  });
}

test.describe('the 404 page', () => {
  test.use({expectedConsoleErrors: [/status of 404/]});
  test('has no accessibility violations', async ({page}) => {
    await consentGiven(page);
    await page.goto('/no-such-page');
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('a cart permalink that cannot become a cart', () => {
  test.use({expectedConsoleErrors: [/status of 400/]});
  test('has no accessibility violations', async ({page}) => {
    await consentGiven(page);
    await page.goto('/cart/100101:0');
    expect(await violations(page)).toEqual([]);
  });
});

test('a cart permalink’s choice page, for a shopper with items in the cart, has no violations', async ({
  page,
}) => {
  test.slow();
  await consentGiven(page);
  await page.goto('/cart/100203:1');
  await expect(page).toHaveURL(/\/checkouts\//);
  // Now the shopper has a cart: the same kind of link asks before changing it.
  await page.goto('/cart/100101:2?discount=WELCOME10');
  await expect(page.getByRole('heading', {level: 1, name: 'Your cart already has items'})).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a filtered listing with its filter panel open has no violations', async ({page}) => {
  test.slow();
  await consentGiven(page);
  await page.goto('/shop?filter.v.availability=1&filter.p.product_type=Bar+Soap&sort_by=price-ascending');
  await page.locator('summary', {hasText: /^Filter/}).click();
  await expect(page.getByRole('checkbox', {name: /^In stock/})).toBeChecked();
  expect(await violations(page)).toEqual([]);
});

test('the consent banner, closed and with its preferences open, has no violations', async ({page}) => {
  // Two axe runs (10-20 s each on a busy 2-core machine) and a page load: more than the default 60 s allows.
  test.slow();
  await page.goto('/about');
  const banner = page.getByRole('region', {name: 'Cookie consent'});
  await expect(banner).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await banner.getByText('Manage preferences', {exact: true}).click();
  await expect(banner.getByRole('button', {name: 'Save Preferences'})).toBeVisible();
  expect(await violations(page, '[aria-label="Cookie consent"]')).toEqual([]);
});

test('the open cart drawer has no violations', async ({page}) => {
  await consentGiven(page);
  await page.goto('/product/lavender-oat-soap');
  await page.getByRole('button', {name: 'Add to Cart'}).first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  expect(await violations(page, '[role="dialog"]')).toEqual([]);
});

test('the product page\'s sticky bar and zoom view have no violations', async ({page}) => {
  test.slow();
  await consentGiven(page);
  await page.goto('/product/lavender-oat-soap');
  await page.getByRole('heading', {name: 'You May Also Like'}).scrollIntoViewIfNeeded();
  await expect(page.getByRole('complementary', {name: 'Quick add to cart'})).toBeVisible();
  expect(await violations(page, '[data-sticky-add]')).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .getByRole('region', {name: 'Product images'})
    .getByRole('link', {name: /\(full size\)$/})
    .first()
    .click();
  await expect(page.getByRole('dialog', {name: /zoom view$/})).toBeVisible();
  expect(await violations(page, 'dialog')).toEqual([]);
});

test('the admin page, signed in, has no violations', async ({page}) => {
  test.slow();
  await consentGiven(page);
  await signIn(page, 'admin@wildroot.test', 'wildroot-admin');
  await page.goto('/admin/product-copy-manager');
  await expect(page.getByRole('heading', {name: 'Product Copy Manager'})).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test.describe('admin review', () => {
  // The browser's own line for the refused save's 400 answer.
  test.use({expectedConsoleErrors: [/the server responded with a status of 400/]});

  test('the admin review states have no violations: a record under review, a field error', async ({
    page,
  }) => {
    test.slow();
    await consentGiven(page);
    await signIn(page, 'admin@wildroot.test', 'wildroot-admin');
    // The seed's pending shea copy (High, 0.900): the panel with its comparison, product-page preview and edit form.
    await page.goto(
      '/admin/product-copy-manager?status=pending&review=c0de0000-0000-4000-8000-000000000005',
    );
    const panel = page.getByTestId('generated-result');
    await expect(
      page.getByRole('region', {name: 'Preview: the product page with this copy'}),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // An empty hook is refused beside the field, nothing saved; the field says so to assistive technology.
    const hook = panel.getByLabel('Hook', {exact: true});
    await hook.fill('');
    await hook.evaluate((element) => element.removeAttribute('required'));
    await panel.getByRole('button', {name: 'Save and check the copy'}).click();
    await expect(panel.getByText('Enter a hook', {exact: true})).toBeVisible();
    await expect(hook).toHaveAttribute('aria-invalid', 'true');
    expect(await violations(page)).toEqual([]);
  });
});
