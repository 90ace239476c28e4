import {expect, test} from '../support/fixtures';

// Chromium reports the 404 document itself as a failed resource.
test.use({expectedConsoleErrors: [/status of 404/]});

test('the 404 page offers a search, the categories and best sellers, and stays a 404', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();

  const categories = page.getByRole('navigation', {name: 'Shop by category'});
  for (const name of ['Shop All', 'Artisan Soaps', 'Face Serums & Creams', 'Gift Collections']) {
    await expect(categories.getByRole('link', {name, exact: true})).toBeVisible();
  }
  await expect(categories.getByRole('link', {name: 'Body Care'})).toHaveAttribute(
    'href',
    '/body-care',
  );

  const bestsellers = page.getByRole('region', {name: 'Our best sellers'});
  const cards = bestsellers.getByRole('article');
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) {
    await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\/product\/[\w-]+$/);
    await expect(card.getByText(/^\$\d+\.\d{2}$/)).toBeVisible();
  }

  const search = page.getByRole('search', {name: 'Search the shop'});
  await search.getByRole('searchbox', {name: 'Search products'}).fill('soap');
  await search.getByRole('button', {name: 'Search'}).click();
  await expect(page).toHaveURL(/\/search\?q=soap$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('a Shopify page or policy the shop does not have gets the same 404 page', async ({page}) => {
  for (const path of ['/pages/no-such-page', '/policies/no-such-policy']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('search', {name: 'Search the shop'})).toBeVisible();
    await expect(
      page.getByRole('region', {name: 'Our best sellers'}).getByRole('article'),
    ).toHaveCount(4);
  }
});
