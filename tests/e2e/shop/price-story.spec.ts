// One product, one price story: its card, the search results, You May Also Like and the header's search
// suggestions all show the default variant's price and "From" the lower minimum, in the same words.
import type {Locator, Page} from '@playwright/test';
import {consentGiven, expect, test} from '../support/fixtures';
import {productFromApi, usd, variantTitled} from '../support/product.helpers';

const SOAP = 'Lavender & Oat Cold Process Soap';
const STORY = /^\$\d+\.\d{2} · From \$\d+\.\d{2}$/;

/** The price story inside one product's card or option: the element whose whole text is the story. */
const storyIn = (scope: Locator) => scope.getByText(STORY);

const cardOf = (page: Page, scope: Locator = page.locator('main')) =>
  scope.getByRole('listitem').filter({has: page.getByRole('heading', {name: SOAP, exact: true})});

test.use({viewport: {width: 1366, height: 900}});

test('the soap tells one price story on its card, in search results, in You May Also Like and in the header suggestions', async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.slow();
  await consentGiven(page);
  // The seed's soap: Standard / 1 Unit is the default variant, Subscribe & Save / 1 Unit the cheapest.
  const product = await productFromApi('lavender-oat-soap');
  const standard = variantTitled(product.variants.nodes, 'Standard / 1 Unit');
  const cheapest = variantTitled(product.variants.nodes, 'Subscribe & Save / 1 Unit');
  const expected = `${usd(standard.price.amount)} · From ${usd(cheapest.price.amount)}`;
  expect(expected).toBe('$12.00 · From $10.20');

  await page.goto('/shop');
  await expect(storyIn(cardOf(page))).toHaveText(expected);

  await page.goto('/search?q=lavender');
  await expect(storyIn(cardOf(page))).toHaveText(expected);

  // The charcoal soap's first collection holds the lavender one.
  await page.goto('/product/charcoal-tea-tree-soap');
  const related = page.getByRole('region', {name: 'You May Also Like'});
  await expect(storyIn(related.getByRole('link', {name: new RegExp(SOAP)}))).toHaveText(expected);

  // The suggestions' data, which the header's list shows with JavaScript.
  const answer = (await (await request.get('/api/predictive-search?q=lavender')).json()) as {
    products: {title: string; price: {amount: string}; from: {amount: string} | null}[];
  };
  const suggested = answer.products.find((entry) => entry.title === SOAP);
  expect(suggested && `${usd(suggested.price.amount)} · From ${usd(suggested.from!.amount)}`).toBe(
    expected,
  );
  if (!javaScriptEnabled) return;
  await page.goto('/about');
  await page
    .getByRole('search', {name: 'Quick search'})
    .getByLabel('Search products')
    .pressSequentially('lavender');
  const option = page
    .getByRole('listbox', {name: 'Search suggestions'})
    .getByRole('option')
    .filter({hasText: SOAP});
  await expect(storyIn(option)).toHaveText(expected);
});
