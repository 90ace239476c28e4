// Filters with JavaScript where a shopper feels them most: a drawer on a phone (a modal dialog that keeps
// Tab inside, closes on Escape and counts what it shows), and focus that stays on a ticked filter.
import {products} from '../../../local/storefront-api/catalogue.mjs';
import {consentGiven, expect, test} from '../support/fixtures';

const BAR_SOAPS = products.filter((p) => p.productType === 'Bar Soap');

test.beforeEach(async ({page}) => consentGiven(page));

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the filters are a drawer that applies each tick and shows the products', async ({page}) => {
    await page.goto('/shop');
    const opener = page.getByRole('button', {name: /^Filter/});
    await opener.click();
    const drawer = page.getByRole('dialog', {name: 'Filter'});
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', {name: 'Close filters'})).toBeFocused();

    const soap = drawer.getByRole('checkbox', {name: /^Soaps \(\d+\)$/});
    await soap.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/shop\?filter\.p\.product_type=Soaps$/);
    const show = drawer.getByRole('button', {name: `Show ${BAR_SOAPS.length} products`});
    await expect(show).toBeVisible();
    await expect(soap).toBeChecked();
    await expect(soap).toBeFocused();

    // Tab stays in the drawer: from its last control back to its first.
    await show.focus();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('button', {name: 'Close filters'})).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(show).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toContainText('(1 applied)');

    await opener.click();
    await drawer.getByRole('button', {name: `Show ${BAR_SOAPS.length} products`}).click();
    await expect(drawer).toBeHidden();
    await expect(
      page.getByRole('main').getByRole('heading', {level: 2, name: BAR_SOAPS[0]!.title}),
    ).toBeVisible();
  });
});

test('focus stays on a filter ticked from the keyboard, and on the sort', async ({page}) => {
  await page.setViewportSize({width: 1366, height: 900});
  await page.goto('/skincare');
  await page.locator('summary', {hasText: /^Filter/}).click();
  const inStock = page.getByRole('checkbox', {name: /^In stock \(\d+\)$/});
  await inStock.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/skincare\?filter\.v\.availability=1$/);
  await expect(page.getByRole('list', {name: 'Active filters'})).toBeVisible();
  await expect(inStock).toBeChecked();
  await expect(inStock).toBeFocused();

  const sort = page.getByLabel('Sort by');
  await sort.focus();
  await sort.selectOption('price-ascending');
  await expect(page).toHaveURL(/sort_by=price-ascending/);
  await expect(sort).toBeFocused();
  await expect(sort).toHaveValue('price-ascending');

  // Removing the filter by its chip unticks the same box.
  await page.getByRole('list', {name: 'Active filters'}).getByRole('link').click();
  await expect(page).toHaveURL(/\/skincare\?sort_by=price-ascending$/);
  await expect(inStock).not.toBeChecked();
});
