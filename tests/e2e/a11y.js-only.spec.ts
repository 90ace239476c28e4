// WCAG 2.1 A/AA rules of axe-core over the shop's pages, the 404 page and the admin page (issue 8): zero
// violations. With JavaScript, as most shoppers see the shop. (The help and legal pages, the consent banner
// and the open drawer are on branch wip-quality: axe does not finish on them here yet.)
import {violations} from './a11y';
import {consentGiven, expect, test} from './fixtures';
import {signIn} from './signIn';

/** The shop's own pages. */
const SHOP_PAGES = [
  '/',
  '/?collection=gift-sets',
  '/shop',
  '/collections',
  '/artisan-soaps',
  '/face-serums-creams',
  '/body-care',
  '/facial-masks',
  '/supplements',
  '/skincare',
  '/product/lavender-oat-soap',
  '/cart',
  '/auth',
  '/auth?mode=signup',
];

for (const path of SHOP_PAGES) {
  test(`${path} has no WCAG 2.1 AA violations`, async ({page}) => {
    await consentGiven(page);
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
  });
}

test.describe('the 404 page', () => {
  test.use({expectedConsoleErrors: [/status of 404/]});
  test('has no WCAG 2.1 AA violations', async ({page}) => {
    await consentGiven(page);
    await page.goto('/no-such-page');
    expect(await violations(page)).toEqual([]);
  });
});

test('the admin page, signed in, has no violations', async ({page}) => {
  test.slow();
  await consentGiven(page);
  await signIn(page, 'admin@wildroot.test', 'wildroot-admin');
  await page.goto('/admin/product-copy-manager');
  await expect(page.getByRole('heading', {name: 'Product Copy Manager'})).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
