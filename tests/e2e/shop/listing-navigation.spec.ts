// Navigation around the listings: the breadcrumb of each listing, the Collections page's cards
// (SPEC.md 2 "Other storefront pages") and Gift Collections, whose gift sets must be where the shopper lands.
import {products} from '../../../local/storefront-api/catalogue.mjs';
import {consentGiven, expect, test} from '../support/fixtures';

test.beforeEach(async ({page}) => {
  await consentGiven(page);
});

test('each listing has a breadcrumb Home > Shop > its title, and BreadcrumbList data', async ({
  page,
  baseURL,
}) => {
  await page.goto('/body-care');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumb'});
  await expect(crumbs.getByRole('listitem')).toHaveText([/Home/, /Shop/, /Body Care/]);
  await expect(crumbs.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', {name: 'Shop'})).toHaveAttribute('href', '/shop');
  await expect(crumbs.getByText('Body Care')).toHaveAttribute('aria-current', 'page');
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = data
    .map((text) => JSON.parse(text) as {'@type': string; itemListElement?: unknown})
    .find((entry) => entry['@type'] === 'BreadcrumbList');
  expect(list?.itemListElement).toEqual([
    {'@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/`},
    {'@type': 'ListItem', position: 2, name: 'Shop', item: `${baseURL}/shop`},
    {'@type': 'ListItem', position: 3, name: 'Body Care', item: `${baseURL}/body-care`},
  ]);

  await page.goto('/shop');
  await expect(page.getByRole('navigation', {name: 'Breadcrumb'}).getByRole('listitem')).toHaveText(
    [/Home/, /Shop/],
  );
  await page.goto('/collections/gift-sets');
  await expect(page.getByRole('navigation', {name: 'Breadcrumb'}).getByRole('listitem')).toHaveText(
    [/Home/, /Shop/, /Gift Sets/],
  );
});

test("the Collections page's cards link where the spec says", async ({page}) => {
  await page.goto('/collections');
  const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/artisan-soaps',
    '/face-serums-creams',
    '/body-care',
    '/facial-masks',
    '/supplements',
    '/?collection=gift-sets',
  ]);
  await cards.filter({hasText: 'Gift Collections'}).click();
  await expect(page).toHaveURL(/\/\?collection=gift-sets$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Gift Sets'})).toBeVisible();
});

for (const viewport of [
  {width: 390, height: 844},
  {width: 1366, height: 900},
]) {
  test(`Gift Collections is a page of its own, its gift sets where the shopper lands (${viewport.width}x${viewport.height})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/?collection=gift-sets');
    const gifts = products.filter((p) => p.collections.includes('gift-sets'));
    await expect(page).toHaveTitle(/^Gift Sets \|/);
    await expect(page.getByRole('heading', {level: 1, name: 'Gift Sets'})).toBeVisible();
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumb'});
    await expect(crumbs.getByRole('listitem')).toHaveText([/Home/, /Collections/, /Gift Sets/]);
    await expect(crumbs.getByRole('link', {name: 'Collections'})).toHaveAttribute(
      'href',
      '/collections',
    );
    // The same listing as Shopify's collection URL, which search engines are pointed to.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/collections/gift-sets`,
    );
    const grid = page
      .getByRole('main')
      .getByRole('list')
      .filter({has: page.getByRole('article')});
    await expect(grid.getByRole('heading', {level: 2})).toHaveText(gifts.map((p) => p.title));
    // Without scrolling: the heading and the first row of cards (title and Add to Cart) are in the viewport.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const first = grid.getByRole('listitem').first();
    const box = await first.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    await expect(first.getByRole('button', {name: /Add to Cart/})).toBeInViewport();
    // Not the home page behind a query string: none of home's sections follow.
    await expect(page.getByRole('heading', {name: 'Elevate Your Beauty From Within'})).toHaveCount(
      0,
    );
    await expect(page.getByRole('heading', {name: 'Our Signature Collection'})).toHaveCount(0);
  });
}
