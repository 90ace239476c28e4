import {expect, storefrontQuery, test} from '../support/fixtures';

/** How many products the shop's collection has, from the Storefront stand-in itself. */
async function collectionSize(handle: string) {
  const data = await storefrontQuery<{collection: {products: {nodes: unknown[]}}}>(
    `query ($handle: String!) { collection(handle: $handle) { products(first: 250) { nodes { id } } } }`,
    {handle},
  );
  return data.collection.products.nodes.length;
}

test('each collection card shows its picture and how many products it leads to', async ({page}) => {
  await page.goto('/collections');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    const picture = card.locator('img');
    await expect(picture).toHaveCount(1);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByText(/^\d+ products?$/)).toBeVisible();
  }
  // The counts are the shop's: the gift-sets collection and the body-care category's collection.
  const giftCard = cards.filter({has: page.getByRole('heading', {name: 'Gift Collections'})});
  await expect(giftCard.getByText(/products?$/)).toHaveText(
    `${await collectionSize('gift-sets')} products`,
  );
  const bodyCard = cards.filter({has: page.getByRole('heading', {name: 'Body Care'})});
  await expect(bodyCard.getByText(/products?$/)).toHaveText(
    `${await collectionSize('body-care')} products`,
  );
  // Artisan Soaps counts what its page lists.
  const soapsCard = cards.filter({has: page.getByRole('heading', {name: 'Artisan Soaps'})});
  const soapCount = Number((await soapsCard.getByText(/products?$/).textContent())?.split(' ')[0]);
  await soapsCard.getByRole('link').click();
  await expect(page).toHaveURL(/\/artisan-soaps$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(soapCount);
});
