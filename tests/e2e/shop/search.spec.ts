// Search: the header's search form, /search's results, count, empty state and pages, and the
// header's Shop categories; with JavaScript and without (the same journeys, `javaScriptEnabled` decides
// how "Load more" behaves).
import type {Page} from '@playwright/test';
import {SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH} from '../../../app/features/search/searchQuery';
import {consentGiven, expect, test} from '../support/fixtures';

test.beforeEach(async ({page}) => consentGiven(page));

/** The header bar's field (the phone menu has one of its own). */
const headerField = (page: Page) =>
  page.getByRole('search', {name: 'Quick search'}).getByLabel('Search products');

const resultCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list', {name: /results for/})
    .getByRole('listitem');

test('searching from the header lists the matching products with their count', async ({page}) => {
  await page.goto('/about');
  const field = headerField(page);
  await field.fill('lavender');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=lavender$/);
  await expect(page).toHaveTitle('Search: lavender | Wildroot Botanicals');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “lavender”');
  const count = page.getByText(/^\d+ results? for “lavender”$/);
  await expect(count).toBeVisible();
  const shown = Number((await count.textContent())?.match(/^\d+/)?.[0]);
  expect(shown).toBeGreaterThan(1);
  await expect(resultCards(page)).toHaveCount(shown);
  // The best match (in the title) comes first; each card is the /shop card, with its own Add to Cart.
  const first = resultCards(page).first();
  await expect(first.getByRole('heading', {level: 2})).toHaveText(
    'Lavender & Oat Cold Process Soap',
  );
  await expect(first.getByRole('link')).toHaveAttribute('href', '/product/lavender-oat-soap');
  await expect(first.getByRole('button', {name: /Add to Cart/})).toBeVisible();
  // The page's own form keeps the query.
  await expect(
    page.getByRole('search', {name: 'Search the shop'}).getByLabel('Search products'),
  ).toHaveValue('lavender');
});

test('a search that finds nothing suggests the categories', async ({page}) => {
  await page.goto('/search?q=zzzqqq');
  await expect(page.getByText('No products found for “zzzqqq”')).toBeVisible();
  const categories = page.getByRole('navigation', {name: 'Browse by category'});
  await expect(categories.getByRole('link', {name: 'Artisan Soaps'})).toHaveAttribute(
    'href',
    '/artisan-soaps',
  );
  await expect(categories.getByRole('link', {name: 'Gift Collections'})).toHaveAttribute(
    'href',
    '/?collection=gift-sets',
  );
  await categories.getByRole('link', {name: 'Body Care'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Body Care'})).toBeVisible();
});

test('an empty or blank search shows the form and the categories, and asks Shopify nothing', async ({
  page,
}) => {
  for (const path of ['/search', '/search?q=', '/search?q=%20%20%09']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search');
    await expect(page.getByRole('navigation', {name: 'Or browse by category'})).toBeVisible();
  }
});

test('results come a page at a time: Load more adds the next page', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/search?q=botanical');
  const count = page.getByText(/^\d+ results for “botanical”$/);
  const total = Number((await count.textContent())?.match(/^\d+/)?.[0]);
  expect(total).toBeGreaterThan(SEARCH_PAGE_SIZE);
  await expect(resultCards(page)).toHaveCount(SEARCH_PAGE_SIZE);
  const firstPage = await resultCards(page).getByRole('heading').allTextContents();

  await page.getByRole('link', {name: 'Load more'}).click();
  if (javaScriptEnabled) {
    // Appended in place, every product once, focus on the first new one; the address names the page
    // loaded, so a shared link lands there.
    await expect(resultCards(page)).toHaveCount(total);
    await expect(page).toHaveURL(/\/search\?q=botanical&after=[\w%=+/-]+$/);
    await expect(resultCards(page).nth(SEARCH_PAGE_SIZE).getByRole('link').first()).toBeFocused();
    await expect(
      page.getByRole('status').filter({hasText: `Showing ${total} of ${total} results`}),
    ).toBeAttached();
  } else {
    // A page of its own, reached by a plain link with Shopify's cursor.
    await expect(page).toHaveURL(/\/search\?q=botanical&after=[\w%=+/-]+$/);
    await expect(resultCards(page)).toHaveCount(total - SEARCH_PAGE_SIZE);
    await expect(page.getByRole('link', {name: 'Back to the first results'})).toHaveAttribute(
      'href',
      '/search?q=botanical',
    );
  }
  const titles = await resultCards(page).getByRole('heading').allTextContents();
  if (javaScriptEnabled) expect(titles.slice(0, SEARCH_PAGE_SIZE)).toEqual(firstPage);
  const later = javaScriptEnabled ? titles.slice(SEARCH_PAGE_SIZE) : titles;
  expect(later.filter((title) => firstPage.includes(title))).toEqual([]);
  await expect(page.getByRole('link', {name: 'Load more'})).toHaveCount(0);
});

test.describe('bad input', () => {
  test.use({expectedConsoleErrors: [/status of 400/]});

  test('an over-long query is cut to the field’s maximum, a cursor Shopify refuses is a 400', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(headerField(page)).toHaveAttribute('maxlength', String(SEARCH_QUERY_MAX_LENGTH));
    const long = `soap ${'x'.repeat(400)}`;
    const response = await page.goto(`/search?q=${long}`);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByText(`shortened to its first ${SEARCH_QUERY_MAX_LENGTH} characters`),
    ).toBeVisible();
    await expect(
      page.getByRole('search', {name: 'Search the shop'}).getByLabel('Search products'),
    ).toHaveValue(long.slice(0, SEARCH_QUERY_MAX_LENGTH));

    const stale = await page.goto('/search?q=soap&after=bm90LWEtY3Vyc29y');
    expect(stale?.status()).toBe(400);
    await expect(
      page.getByText('That page of results is no longer available.', {exact: false}),
    ).toBeVisible();
    await expect(page.getByRole('link', {name: 'Back to the first results'})).toHaveAttribute(
      'href',
      '/search?q=soap',
    );
  });
});

test.describe('the header’s categories', () => {
  test('on a computer, the Shop menu lists the categories', async ({page}) => {
    await page.setViewportSize({width: 1366, height: 900});
    await page.goto('/about');
    const nav = page.getByRole('navigation', {name: 'Main'});
    // The spec's Shop link stays a link; the categories open beside it.
    await expect(nav.getByRole('link', {name: 'Shop', exact: true})).toHaveAttribute(
      'href',
      '/shop',
    );
    const toggle = nav.locator('summary', {hasText: 'Shop categories'});
    const panelLink = nav.getByRole('link', {name: 'Face Serums & Creams'});
    await expect(panelLink).toBeHidden();
    await toggle.click();
    await expect(panelLink).toBeVisible();
    for (const name of [
      'Artisan Soaps',
      'Body Care',
      'Facial Masks',
      'Supplements',
      'Skincare',
      'Gift Collections',
    ]) {
      await expect(nav.getByRole('link', {name, exact: true})).toBeVisible();
    }
    await panelLink.click();
    await expect(page.getByRole('heading', {level: 1, name: 'Face Serums & Creams'})).toBeVisible();
    await expect(nav.getByRole('link', {name: 'Body Care'})).toBeHidden();
  });

  test('on a phone, the slide-out menu lists them under Shop, with a search field', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await page.locator('summary', {hasText: 'Menu'}).click();
    const menu = page.locator('details[open]');
    for (const name of [
      'Artisan Soaps',
      'Face Serums & Creams',
      'Supplements',
      'Gift Collections',
    ]) {
      await expect(menu.getByRole('link', {name, exact: true})).toBeInViewport({ratio: 1});
    }
    const field = menu.getByRole('search', {name: 'Menu search'}).getByLabel('Search products');
    await field.fill('clay');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=clay$/);
    await expect(page.getByText(/^\d+ results? for “clay”$/)).toBeVisible();
  });
});
