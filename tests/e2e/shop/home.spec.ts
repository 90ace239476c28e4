// Home's ways on to the whole range, and the badges product cards carry from the catalogue's own data.
import {products} from '../../../local/storefront-api/catalogue.mjs';
import {consentGiven, expect, test} from '../support/fixtures';

test.beforeEach(async ({page}) => {
  await consentGiven(page);
});

test('the best sellers row and the signature collection each end with a View all to the shop', async ({
  page,
}) => {
  await page.goto('/');
  const row = page.getByRole('list', {name: 'Best sellers'});
  await expect(row.getByRole('listitem')).toHaveCount(4);
  const viewAll = page.getByRole('link', {name: 'View all', exact: true});
  await expect(viewAll).toHaveAttribute('href', '/shop');
  // It follows the row on the page.
  const [rowBox, linkBox] = [await row.boundingBox(), await viewAll.boundingBox()];
  expect(linkBox!.y).toBeGreaterThan(rowBox!.y + rowBox!.height - 1);

  const viewAllProducts = page.getByRole('link', {name: 'View all products'});
  await expect(viewAllProducts).toHaveAttribute('href', '/shop');
  // It follows the signature collection's grid.
  const gridBox = await page.getByRole('region', {name: 'Our Signature Collection'}).boundingBox();
  expect((await viewAllProducts.boundingBox())!.y).toBeGreaterThan(
    gridBox!.y + gridBox!.height - 64,
  );
  await viewAll.click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Shop All Products'})).toBeVisible();
});

test('cards show New, Best seller and Sold out where the catalogue says so, and nothing elsewhere', async ({
  page,
}) => {
  await page.goto('/');
  const signature = page.getByRole('region', {name: 'Our Signature Collection'});
  const card = (title: string) =>
    signature
      .getByRole('article')
      .filter({has: page.getByRole('heading', {name: title, exact: true})});
  const labels = (title: string) => card(title).locator('[data-badges] > span');
  const seed = (handle: string) => products.find((p) => p.handle === handle)!;

  // Tagged by the merchant: "new" and "bestseller" (local/storefront-api/seed/products.json).
  expect(seed('bakuchiol-night-cream').tags).toContain('new');
  await expect(labels(seed('bakuchiol-night-cream').title)).toHaveText(['New']);
  expect(seed('lavender-oat-soap').tags).toContain('bestseller');
  await expect(labels(seed('lavender-oat-soap').title)).toHaveText(['Best seller']);
  // No variant can be bought: Sold out, and its button says so too.
  const soldOut = seed('wild-rose-clay-soap');
  await expect(labels(soldOut.title)).toHaveText(['Sold out']);
  await expect(card(soldOut.title).getByRole('button', {name: /Out of Stock/})).toBeDisabled();
  // Untagged and in stock: no labels at all.
  const plain = seed('calendula-day-cream');
  expect(plain.tags).not.toContain('new');
  await expect(card(plain.title)).toHaveCount(1);
  await expect(card(plain.title).locator('[data-badges]')).toHaveCount(0);

  // The same cards on /shop carry the same badges (they are the catalogue's, not the page's).
  await page.goto('/shop');
  await expect(
    page
      .getByRole('article')
      .filter({has: page.getByRole('heading', {name: soldOut.title, exact: true})})
      .locator('[data-badges]'),
  ).toHaveText('Sold out');
});
