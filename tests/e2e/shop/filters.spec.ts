// Filters and sort on the listing pages, in Shopify's own URL parameters, as a shopper uses them:
// with JavaScript (applied at once, no reload) and without (the GET form's Apply buttons), plus the chips,
// "Clear all", the empty state and the canonical of a filtered view.
import type {Page} from '@playwright/test';
import {products} from '../../../local/storefront-api/catalogue.mjs';
import {PAGE_SIZE} from '~/lib/pagination';
import {consentGiven, expect, test} from '../support/fixtures';

const inStock = (p: (typeof products)[number]) => p.variants.some((v) => v.availableForSale);
const BAR_SOAPS = products.filter((p) => p.productType === 'Bar Soap');
const FACE_MASKS = products.filter((p) => p.productType === 'Face Mask');

test.beforeEach(async ({page}) => {
  await consentGiven(page);
});

/** Marks the document, so a test can tell a Remix navigation (mark kept) from a full page load (gone). */
async function markDocument(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.evaluate(() => (document.documentElement.dataset.testMark = 'kept'));
}

async function expectSameDocument(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    expect(await page.evaluate(() => document.documentElement.dataset.testMark)).toBe('kept');
  }
}

/** Opens the collapsible filter panel (its summary reads "Filter", then how many are applied). */
async function openFilters(page: Page) {
  const summary = page.locator('summary', {hasText: /^Filter/});
  if ((await summary.locator('xpath=..').getAttribute('open')) === null) await summary.click();
}

function productCards(page: Page) {
  return page.getByRole('main').getByRole('listitem').filter({has: page.getByRole('heading', {level: 2})});
}

test('a shopper filters /shop by product type and availability, removes a chip and clears all', {tag: '@smoke'}, async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/shop');
  await expect(page.getByRole('status').filter({hasText: 'products'})).toHaveText(`${products.length} products`);
  await markDocument(page, javaScriptEnabled);

  await openFilters(page);
  // The shop's Soaps group is its bar soaps.
  await page.getByRole('checkbox', {name: /^Soaps \(\d+\)$/}).check();
  if (!javaScriptEnabled) await page.getByRole('button', {name: 'Apply filters'}).click();
  await expect(page).toHaveURL(/\/shop\?filter\.p\.product_type=Soaps$/);
  await expect(page.getByRole('status').filter({hasText: 'products'})).toHaveText(`${BAR_SOAPS.length} products`);
  await expect(productCards(page)).toHaveCount(BAR_SOAPS.length);

  // Availability's count is taken under the product type: the bar soaps in stock.
  const soapsInStock = BAR_SOAPS.filter(inStock).length;
  await openFilters(page);
  const inStockBox = page.getByRole('checkbox', {name: `In stock (${soapsInStock})`});
  await inStockBox.check();
  if (!javaScriptEnabled) await page.getByRole('button', {name: 'Apply filters'}).click();
  await expect(page).toHaveURL(/filter\.v\.availability=1/);
  await expect(productCards(page)).toHaveCount(soapsInStock);
  await expectSameDocument(page, javaScriptEnabled);

  const chips = page.getByRole('list', {name: 'Active filters'});
  await expect(chips.getByRole('link')).toHaveText([/In stock/, /Product type: Soaps/]);
  await chips.getByRole('link', {name: /In stock/}).click();
  await expect(page).toHaveURL(/\/shop\?filter\.p\.product_type=Soaps$/);
  await expect(productCards(page)).toHaveCount(BAR_SOAPS.length);

  // A second type is ORed with the first.
  await page.goto('/shop?filter.p.product_type=Bar+Soap&filter.p.product_type=Face+Mask');
  await expect(productCards(page)).toHaveCount(BAR_SOAPS.length + FACE_MASKS.length);
  await markDocument(page, javaScriptEnabled);
  await page.getByRole('link', {name: 'Clear all', exact: true}).click();
  await expect(page).toHaveURL(/\/shop$/);
  // The first page of every product.
  await expect(productCards(page)).toHaveCount(PAGE_SIZE);
  await expectSameDocument(page, javaScriptEnabled);
});

test('a shopper sorts a category by price, and the filters stay', async ({page, javaScriptEnabled}) => {
  await page.goto('/skincare?filter.v.availability=1');
  await markDocument(page, javaScriptEnabled);
  await page.getByLabel('Sort by').selectOption({label: 'Price, low to high'});
  if (!javaScriptEnabled) await page.getByRole('button', {name: 'Apply', exact: true}).click();
  await expect(page).toHaveURL(/\/skincare\?filter\.v\.availability=1&sort_by=price-ascending$/);
  const prices = async () =>
    // A card's price line is its price and, when a variant costs less, "· From $x": the first figure sorts.
    (await productCards(page).locator('p').filter({hasText: /^\$/}).allTextContents()).map((text) =>
      Number(/^\$([\d,.]+)/.exec(text)![1]!.replace(/,/g, '')),
    );
  // With JavaScript the address can change before the sorted list has rendered: wait for the sorted list.
  const isAscending = (list: number[]) => list.every((price, i) => i === 0 || list[i - 1]! <= price);
  await expect
    .poll(async () => {
      const list = await prices();
      return list.length > 3 && isAscending(list);
    })
    .toBe(true);
  const ascending = await prices();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.getByLabel('Sort by').selectOption({label: 'Price, high to low'});
  if (!javaScriptEnabled) await page.getByRole('button', {name: 'Apply', exact: true}).click();
  await expect(page).toHaveURL(/sort_by=price-descending$/);
  await expect.poll(prices).toEqual([...ascending].sort((a, b) => b - a));
  await expect(page.getByRole('list', {name: 'Active filters'}).getByRole('link')).toHaveText([/In stock/]);
  await expectSameDocument(page, javaScriptEnabled);
});

test('a price range matching nothing shows the empty state, which clears the filters', async ({page}) => {
  await page.goto('/body-care?filter.v.price.gte=500&sort_by=title-ascending');
  await expect(page.getByText('No products match these filters')).toBeVisible();
  await expect(page.getByRole('status').filter({hasText: 'products'})).toHaveText('0 products');
  await page.getByRole('link', {name: 'Clear all filters'}).click();
  await expect(page).toHaveURL(/\/body-care\?sort_by=title-ascending$/);
  const bodyCare = products.filter((p) => p.collections.includes('body-care'));
  await expect(productCards(page)).toHaveCount(bodyCare.length);
  await expect(page.getByText('No products match these filters')).toHaveCount(0);
});

test("Shopify's filter links from a collection URL land on the listing, filtered, with a canonical to the plain page", async ({
  page,
  baseURL,
}) => {
  await page.goto('/collections/all?filter.v.option.purchase-type=Standard&filter.p.product_type=Face+Mask');
  await expect(page).toHaveURL(/\/shop\?filter\.v\.option\.purchase-type=Standard&filter\.p\.product_type=Face\+Mask$/);
  await expect(productCards(page)).toHaveCount(FACE_MASKS.length);
  await expect(page.getByRole('list', {name: 'Active filters'}).getByRole('link')).toHaveText([
    /Purchase Type: Standard/,
    /Product type: Face Mask/,
  ]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/shop`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');

  // Values Shopify does not list are ignored: no chip, no error, the plain listing.
  await page.goto('/collections/gift-sets?filter.v.option.colour=blue&filter.v.price.gte=cheap&sort_by=random');
  await expect(page.getByRole('list', {name: 'Active filters'})).toHaveCount(0);
  const gifts = products.filter((p) => p.collections.includes('gift-sets'));
  await expect(productCards(page)).toHaveCount(gifts.length);

  await page.goto('/shop');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
