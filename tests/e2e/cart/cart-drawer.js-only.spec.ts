// The drawer after an add: the toast, the drawer and the badge tell one count, and on a phone the
// line just added is in view, under no toast.
import type {Locator, Page} from '@playwright/test';
import {expect, expectShopperNotice, test} from '../support/fixtures';
import {productFromApi} from '../support/product.helpers';

test.use({viewport: {width: 390, height: 844}});

function drawer(page: Page) {
  return page.getByRole('dialog', {name: /Your Cart/});
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test('a Bundle of 2 with Subscribe & Save is 2 items in the toast, the drawer and the badge', async ({
  page,
}) => {
  test.slow();
  const product = await productFromApi('lavender-oat-soap');
  await page.goto('/product/lavender-oat-soap?bundle=bundle2&subscribe=1');
  await page.getByRole('button', {name: 'Add to Cart'}).first().click();
  await expectShopperNotice(page, ['Added to cart', `2 × ${product.title} (Subscribe & Save)`]);
  const cart = drawer(page);
  await expect(cart.getByRole('heading', {name: 'Your Cart (2)'})).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  const line = cart.getByTestId('cart-line');
  await expect(line.getByTestId('cart-line-pack')).toHaveText('Bundle of 2 · Subscribe & Save');
  await expect(line).toContainText('per bundle · 2 items');
  await expect(line.getByLabel(/Quantity of Lavender/)).toHaveText('1');

  // A second bundle: 4 items everywhere.
  await line.getByRole('button', {name: /Increase quantity/}).click();
  await expect(cart.getByRole('heading', {name: 'Your Cart (4)'})).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  await expect(line).toContainText('per bundle · 4 items');
});

test('on a phone the line just added is in view and under no toast', async ({page}) => {
  test.slow();
  // Three adds, so the last line lands in a cart of several lines.
  for (const handle of ['rosehip-glow-face-oil', 'whipped-shea-body-butter', 'lavender-oat-soap']) {
    const {title} = await productFromApi(handle);
    await page.goto(`/product/${handle}`);
    await page.getByRole('button', {name: 'Add to Cart'}).first().click();
    const cart = drawer(page);
    const toast = page.getByTestId('toast').first();
    await expect(toast).toBeVisible();
    const added = cart.getByTestId('cart-line').filter({hasText: title});
    await expect(added).toBeInViewport();
    // Let the drawer settle (lines loaded, moved below the toast, scrolled).
    await expect(async () => {
      const line = await box(added);
      const toastBox = await box(toast);
      const checkout = await box(cart.getByRole('button', {name: 'Checkout'}));
      // Wholly between the toast above and the drawer's summary below: nothing of it is covered.
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(line.y + 1);
      expect(line.y + line.height).toBeLessThanOrEqual(checkout.y);
      expect(line.y).toBeGreaterThanOrEqual(64);
    }).toPass({timeout: 10_000});
    // With the toast gone the line is still in view.
    await page.getByRole('button', {name: 'Dismiss notification'}).first().click();
    await expect(added).toBeInViewport();
    await page.getByRole('button', {name: 'Close cart'}).click();
  }
});
