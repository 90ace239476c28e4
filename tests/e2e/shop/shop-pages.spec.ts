// /shop a page at a time and its grouped product type facet, as a shopper on a phone finds things: 24
// products a page in Shopify's cursors, plain Previous/Next links without JavaScript, "Load more" with it
// (the address then names the page last loaded), filters kept across pages, and a stale cursor answered.
import type {Page} from '@playwright/test';
import {products} from '../../../local/storefront-api/catalogue.mjs';
import {PAGE_SIZE} from '~/lib/pagination';
import {PRODUCT_TYPE_GROUPS} from '~/features/filters/productTypeGroups';
import {consentGiven, expect, test} from '../support/fixtures';

test.beforeEach(async ({page}) => consentGiven(page));

const inStock = (p: (typeof products)[number]) => p.variants.some((v) => v.availableForSale);

function productCards(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({has: page.getByRole('heading', {level: 2})});
}

const titles = (page: Page) => productCards(page).getByRole('heading', {level: 2}).allTextContents();
const count = (page: Page) => page.getByRole('status').filter({hasText: /^\d+ products?$/});
/** The next page's link: "Next page" as the server renders it, "Load more" once JavaScript runs. */
const nextLink = (page: Page, javaScriptEnabled: boolean) =>
  page.getByRole('link', {name: javaScriptEnabled ? 'Load more' : 'Next page', exact: true});

async function openFilters(page: Page) {
  const summary = page.locator('summary', {hasText: /^Filter/});
  if ((await summary.locator('xpath=..').getAttribute('open')) === null) await summary.click();
}

test('page 1 shows 24 products and the next page the rest; with JavaScript Load more appends them', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/shop');
  await expect(count(page)).toHaveText(`${products.length} products`);
  await expect(productCards(page)).toHaveCount(PAGE_SIZE);
  const firstPage = await titles(page);
  await expect(page.getByRole('link', {name: 'Previous page'})).toHaveCount(0);

  const next = nextLink(page, javaScriptEnabled);
  await expect(next).toHaveAttribute('href', /^\/shop\?after=[\w%=+/-]+&page=2$/);
  await next.click();
  await expect(page).toHaveURL(/\/shop\?after=[\w%=+/-]+&page=2$/);
  const rest = products.length - PAGE_SIZE;
  if (javaScriptEnabled) {
    // Appended in place, every product once, focus on the first new one, and the address names page 2.
    await expect(productCards(page)).toHaveCount(products.length);
    expect((await titles(page)).slice(0, PAGE_SIZE)).toEqual(firstPage);
    await expect(productCards(page).nth(PAGE_SIZE).getByRole('link').first()).toBeFocused();
    await expect(page.getByRole('status').filter({hasText: /^Showing/})).toHaveText(
      `Showing ${products.length} of ${products.length} products`,
    );
    await expect(next).toHaveCount(0);
    // The address is shareable: opened afresh it lands on the page last loaded.
    await page.goto(page.url());
  }
  await expect(productCards(page)).toHaveCount(rest);
  const secondPage = await titles(page);
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  expect(new Set([...firstPage, ...secondPage]).size).toBe(products.length);
  await expect(count(page)).toHaveText(`${products.length} products`);
  await expect(nextLink(page, javaScriptEnabled)).toHaveCount(0);
  await expect(page.getByRole('link', {name: 'Previous page'})).toHaveAttribute('href', '/shop');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await page.getByRole('link', {name: 'Previous page'}).click();
  await expect(page).toHaveURL(/\/shop$/);
  // With JavaScript the address changes before page 1 has rendered: wait for its 24 cards.
  await expect(productCards(page)).toHaveCount(PAGE_SIZE);
  expect(await titles(page)).toEqual(firstPage);
});

test('a filter carries over to page 2, and changing a filter there starts again at page 1', async ({
  page,
  javaScriptEnabled,
}) => {
  const available = products.filter(inStock);
  expect(available.length).toBeGreaterThan(PAGE_SIZE);
  await page.goto('/shop');
  await openFilters(page);
  await page.getByRole('checkbox', {name: /^In stock \(\d+\)$/}).check();
  if (!javaScriptEnabled) await page.getByRole('button', {name: 'Apply filters'}).click();
  await expect(page).toHaveURL(/\/shop\?filter\.v\.availability=1$/);
  await expect(count(page)).toHaveText(`${available.length} products`);
  await expect(productCards(page)).toHaveCount(PAGE_SIZE);
  const firstPage = await titles(page);

  // Opened as a link (the no-JS way, and the address Load more leaves behind).
  const href = await nextLink(page, javaScriptEnabled).getAttribute('href');
  expect(href).toMatch(/^\/shop\?filter\.v\.availability=1&after=[\w%=+/-]+&page=2$/);
  await page.goto(href!);
  await expect(productCards(page)).toHaveCount(available.length - PAGE_SIZE);
  const secondPage = await titles(page);
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  expect(new Set([...firstPage, ...secondPage])).toEqual(new Set(available.map((p) => p.title)));
  await expect(page.getByRole('list', {name: 'Active filters'}).getByRole('link')).toHaveText([
    /In stock/,
  ]);
  await expect(page.getByRole('link', {name: 'Previous page'})).toHaveAttribute(
    'href',
    '/shop?filter.v.availability=1',
  );

  // A cursor belongs to one filter combination: a new filter drops it.
  await openFilters(page);
  await page.getByRole('checkbox', {name: /^Supplements \(\d+\)$/}).check();
  if (!javaScriptEnabled) await page.getByRole('button', {name: 'Apply filters'}).click();
  await expect(page).toHaveURL(
    /\/shop\?filter\.v\.availability=1&filter\.p\.product_type=Supplements$/,
  );
  const supplements = available.filter((p) => p.productType === 'Supplement');
  await expect(productCards(page)).toHaveCount(supplements.length);
});

test.describe('cursors the shop cannot use', () => {
  test.use({expectedConsoleErrors: [/status of 400/]});

  test('a cursor Shopify refuses is a 400 with a way back; one that cannot be a cursor is page 1', async ({
    page,
  }) => {
    const stale = await page.goto('/shop?sort_by=price-ascending&after=bm90LWEtY3Vyc29y&page=2');
    expect(stale?.status()).toBe(400);
    await expect(page.getByText('That page of products is no longer available.', {exact: false})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Back to the first page'})).toHaveAttribute(
      'href',
      '/shop?sort_by=price-ascending',
    );
    await page.getByRole('link', {name: 'Back to the first page'}).click();
    await expect(productCards(page)).toHaveCount(PAGE_SIZE);

    for (const path of ['/shop?after=%E2%9C%97%7B%7D&page=2', '/shop?after=YWJj&page=99']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(productCards(page), path).toHaveCount(PAGE_SIZE);
      await expect(page.getByRole('link', {name: 'Previous page'}), path).toHaveCount(0);
    }
  });
});

test('the product type facet shows the shop’s groups, and a group lists exactly its types’ products', async ({
  page,
  javaScriptEnabled,
}) => {
  const rawTypes = new Set(products.map((p) => p.productType));
  await page.goto('/shop');
  await openFilters(page);
  const facet = page.getByRole('group', {name: 'Product type'});
  const boxes = facet.getByRole('checkbox');
  await expect(boxes).toHaveCount(PRODUCT_TYPE_GROUPS.length);
  expect(PRODUCT_TYPE_GROUPS.length).toBeLessThan(rawTypes.size);

  const faceCare = PRODUCT_TYPE_GROUPS.find((group) => group.label === 'Face care')!;
  const expected = products.filter((p) => faceCare.types.includes(p.productType));
  expect(new Set(expected.map((p) => p.productType)).size).toBeGreaterThan(1);
  await facet.getByRole('checkbox', {name: `Face care (${expected.length})`}).check();
  if (!javaScriptEnabled) await page.getByRole('button', {name: 'Apply filters'}).click();
  await expect(page).toHaveURL(/\/shop\?filter\.p\.product_type=Face\+care$/);
  await expect(productCards(page)).toHaveCount(expected.length);
  expect((await titles(page)).sort()).toEqual(expected.map((p) => p.title).sort());
  await expect(page.getByRole('list', {name: 'Active filters'}).getByRole('link')).toHaveText([
    /Product type: Face care/,
  ]);

  // An older link with a raw product type still filters by that type, shown ticked beside the groups.
  await page.goto('/shop?filter.p.product_type=Face+Serum');
  const serums = products.filter((p) => p.productType === 'Face Serum');
  await expect(productCards(page)).toHaveCount(serums.length);
  await openFilters(page);
  await expect(facet.getByRole('checkbox', {name: `Face Serum (${serums.length})`})).toBeChecked();
  await expect(facet.getByRole('checkbox', {name: /^Face care/})).not.toBeChecked();
});
