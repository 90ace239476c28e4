// Filters where shoppers look for them: every category, Artisan Soaps (a rule, filtered here with
// Shopify's semantics), the gift sets (linked from the home page's ?collection=) and search results (Shopify's
// productFilters), with JavaScript and without; and only facets that narrow something.
import type {Page} from '@playwright/test';
import {products} from '../../../local/storefront-api/catalogue.mjs';
import {consentGiven, expect, test} from '../support/fixtures';

test.beforeEach(async ({page}) => consentGiven(page));

async function openFilters(page: Page) {
  const summary = page.locator('summary', {hasText: /^Filter/});
  if ((await summary.locator('xpath=..').getAttribute('open')) === null) await summary.click();
}

const filterForm = (page: Page) => page.getByRole('form', {name: /^Filter/});

test('every category, Artisan Soaps, the gift sets and search results have filters', async ({
  page,
}) => {
  for (const path of [
    '/face-serums-creams',
    '/body-care',
    '/facial-masks',
    '/supplements',
    '/skincare',
    '/artisan-soaps',
    '/collections/gift-sets',
    '/search?q=soap',
  ]) {
    await page.goto(path);
    await openFilters(page);
    await expect(filterForm(page), path).toBeVisible();
    await expect(
      filterForm(page).getByRole('checkbox', {name: /^In stock \(\d+\)$/}),
      path,
    ).toBeVisible();
  }
});

test('a shopper filters search results by product type and removes the filter by its chip', async ({
  page,
  javaScriptEnabled,
}) => {
  const soaps = products.filter(
    (p) =>
      p.productType === 'Bar Soap' &&
      /\bsoap/i.test(`${p.title} ${p.description} ${p.tags.join(' ')}`),
  );
  await page.goto('/search?q=soap');
  await openFilters(page);
  await filterForm(page)
    .getByRole('checkbox', {name: /^Soaps \(\d+\)$/})
    .check();
  if (!javaScriptEnabled) await page.getByRole('button', {name: 'Apply filters'}).click();
  await expect(page).toHaveURL(/\/search\?q=soap&filter\.p\.product_type=Soaps$/);
  await expect(page.getByText(`${soaps.length} results`)).toBeVisible();
  const chips = page.getByRole('list', {name: 'Active filters'});
  await expect(chips.getByRole('link')).toHaveText([/Product type: Soaps/]);
  await chips.getByRole('link').click();
  await expect(page).toHaveURL(/\/search\?q=soap$/);
});

test('the gift sets and Artisan Soaps filter by availability and type', async ({
  page,
  javaScriptEnabled,
}) => {
  // The Collections page's gift sets (the home page's ?collection=) lead to their filterable listing.
  await page.goto('/?collection=gift-sets');
  await page.getByRole('link', {name: 'Filter these products'}).click();
  await expect(page).toHaveURL(/\/collections\/gift-sets$/);
  await openFilters(page);
  await filterForm(page)
    .getByRole('checkbox', {name: /^In stock \(\d+\)$/})
    .check();
  if (!javaScriptEnabled) await page.getByRole('button', {name: 'Apply filters'}).click();
  await expect(page).toHaveURL(/\/collections\/gift-sets\?filter\.v\.availability=1$/);
  await expect(page.getByRole('list', {name: 'Active filters'})).toContainText('In stock');

  await page.goto('/artisan-soaps');
  await openFilters(page);
  const giftBox = filterForm(page).getByRole('checkbox', {name: /^Gift sets \((\d+)\)$/});
  const giftLabel = await filterForm(page)
    .locator('label', {hasText: /^Gift sets \(\d+\)$/})
    .textContent();
  const giftCount = Number(/\((\d+)\)/.exec(giftLabel ?? '')?.[1]);
  expect(giftCount).toBeGreaterThan(0);
  await giftBox.check();
  if (!javaScriptEnabled) await page.getByRole('button', {name: 'Apply filters'}).click();
  await expect(page).toHaveURL(/\/artisan-soaps\?filter\.p\.product_type=Gift\+sets$/);
  await expect(page.getByRole('status').filter({hasText: 'product'})).toHaveText(
    giftCount === 1 ? '1 product' : `${giftCount} products`,
  );
});

test('the shop hides a facet that narrows nothing (every product has each Purchase Type)', async ({
  page,
}) => {
  await page.goto('/shop');
  await openFilters(page);
  await expect(filterForm(page).getByRole('group', {name: 'Availability'})).toBeVisible();
  await expect(filterForm(page).getByRole('group', {name: 'Purchase Type'})).toHaveCount(0);
});
