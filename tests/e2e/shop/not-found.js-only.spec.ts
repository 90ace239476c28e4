import {expect, test} from '../support/fixtures';

test.use({expectedConsoleErrors: [/status of 404/]});

test('a client-side navigation to a missing collection shows the whole 404 page, and its search works', async ({
  page,
}) => {
  // A first visit adopts the 404 page's fixed part from the server's markup; a navigation inside the app
  // has the browser render it, loading its code then.
  await page.goto('/collections');
  await page.evaluate(async () => {
    const router = (window as unknown as {__remixRouter: {navigate: (to: string) => Promise<void>}})
      .__remixRouter;
    await router.navigate('/collections/no-such-collection');
  });
  await expect(page).toHaveURL(/\/collections\/no-such-collection$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  await expect(
    page.getByRole('navigation', {name: 'Shop by category'}).getByRole('link', {name: 'Body Care'}),
  ).toHaveAttribute('href', '/body-care');
  const search = page.getByRole('search', {name: 'Search the shop'});
  await search.getByRole('searchbox', {name: 'Search products'}).fill('lavender');
  await search.getByRole('button', {name: 'Search'}).click();
  await expect(page).toHaveURL(/\/search\?q=lavender$/);
});
