// Shopify's own URLs and URL redirects, followed as a shopper follows them from an order e-mail, a
// label or a marketing link, with JavaScript on and off.
import {productByHandle} from '../../../local/storefront-api/catalogue.mjs';
import {STOREFRONT_URL, addFromListedCard, consentGiven, expect, expectShopperNotice, test} from '../support/fixtures';

const SOAP = 'Lavender & Oat Cold Process Soap';
const CHARCOAL = 'Activated Charcoal & Tea Tree Soap';

/** A variant's numeric id, the form Shopify's own links use. */
function variantNumber(handle: string, title: string) {
  const variant = productByHandle.get(handle)?.variants.find((candidate) => candidate.title === title);
  if (!variant) throw new Error(`no variant ${handle} / ${title}`);
  return variant.id.split('/').pop()!;
}

test.beforeEach(async ({page}) => {
  await consentGiven(page);
});

test('a Shopify product link opens the product page with the variant it names', async ({page}) => {
  const twoUnits = variantNumber('lavender-oat-soap', 'Standard / 2 Units');
  await page.goto(`/products/lavender-oat-soap?variant=${twoUnits}`);
  await expect(page).toHaveURL(new RegExp(`/product/lavender-oat-soap\\?variant=${twoUnits}$`));
  await expect(page.getByRole('heading', {level: 1, name: SOAP})).toBeVisible();
  await expect(page.getByRole('link', {name: /Bundle of 2/})).toHaveAttribute('aria-current', 'true');
});

test('a campaign link to a Shopify product or policy URL keeps its tracking parameters', async ({page}) => {
  const campaign = 'utm_source=mail&utm_campaign=fall+sale&gclid=g1';
  for (const [from, to] of [
    ['/products/lavender-oat-soap', '/product/lavender-oat-soap'],
    ['/policies/refund-policy', '/returns'],
    ['/collections/masks-treatments', '/facial-masks'],
  ]) {
    const answer = await page.request.get(`${from}?${campaign}`, {maxRedirects: 0});
    expect(answer.status(), from).toBeGreaterThanOrEqual(300);
    expect(answer.headers().location, from).toBe(`${to}?${campaign}`);
  }
});

test('a URL redirect set in Shopify (/lavender) chains to the product page', async ({page}) => {
  await page.goto('/lavender');
  await expect(page).toHaveURL(/\/product\/lavender-oat-soap$/);
  await expect(page.getByRole('heading', {level: 1, name: SOAP})).toBeVisible();
});

test('a renamed product’s old link follows Shopify’s redirect from its old handle', async ({page}) => {
  await page.goto('/products/lavender-soap');
  await expect(page).toHaveURL(/\/product\/lavender-oat-soap$/);
  await page.goto('/product/lavender-soap');
  await expect(page).toHaveURL(/\/product\/lavender-oat-soap$/);
  await expect(page.getByRole('heading', {level: 1, name: SOAP})).toBeVisible();
});

test('the gift sets collection has a listing page; category collections open their page', async ({page}) => {
  await page.goto('/collections/gift-sets');
  await expect(page.getByRole('heading', {level: 1, name: 'Gift Sets'})).toBeVisible();
  await expect(page.getByRole('heading', {level: 2, name: "Soap Lover's Gift Set"})).toBeVisible();
  await page.getByRole('link', {name: /Soap Lover's Gift Set/}).first().click();
  await expect(page).toHaveURL(/\/product\/[\w-]+$/);
  await expect(page.getByRole('heading', {level: 1, name: "Soap Lover's Gift Set"})).toBeVisible();

  await page.goto('/collections/masks-treatments');
  await expect(page).toHaveURL(/\/facial-masks$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Facial Masks'})).toBeVisible();
});

test('Shopify page and policy links open the shop’s own pages', async ({page}) => {
  await page.goto('/pages/about');
  await expect(page).toHaveURL(/\/about$/);
  await page.goto('/policies/refund-policy');
  await expect(page).toHaveURL(/\/returns$/);
  await page.goto('/pages/data-sharing-opt-out');
  await expect(page).toHaveURL(/\/data-sharing-opt-out$/);
});

test('/account opens the hosted account page', async ({page}) => {
  await page.goto('/account');
  await expect(page).toHaveURL(`${STOREFRONT_URL}/account`);
  await expect(page.getByRole('heading', {level: 1, name: 'Customer account'})).toBeVisible();
});

test('a cart permalink lands on checkout with exactly those lines', async ({page}) => {
  const lavender = variantNumber('lavender-oat-soap', 'Standard / 1 Unit');
  const charcoal = variantNumber('charcoal-tea-tree-soap', 'Standard / 2 Units');
  await page.goto(`/cart/${lavender}:2,${charcoal}:1?discount=WELCOME10`);
  await expect(page).toHaveURL(/\/checkouts\/cn\/.+channel=online_store/);
  const rows = page.getByRole('table', {name: /Order summary \(3 items\)/}).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({hasText: SOAP})).toContainText('2');
  await expect(rows.filter({hasText: CHARCOAL})).toContainText('1');
  await expect(page.getByRole('row', {name: /Discount \(WELCOME10\)/})).toBeVisible();

  // The new cart is the shopper's cart in the shop too.
  await page.goto('/cart');
  await expect(page.getByRole('link', {name: SOAP})).toBeVisible();
  await expect(page.getByRole('link', {name: CHARCOAL})).toBeVisible();
});

test.describe('a bad cart permalink', () => {
  // Chromium reports the 4xx document itself as a failed resource.
  test.use({expectedConsoleErrors: [/status of 4\d\d/]});

  test('says why, with a way back to the shop', async ({page}) => {
    const lavender = variantNumber('lavender-oat-soap', 'Standard / 1 Unit');
    const tooMany = await page.goto(`/cart/${lavender}:100`);
    expect(tooMany?.status()).toBe(400);
    await expect(page.getByRole('heading', {level: 1, name: "This cart link didn't work"})).toBeVisible();
    await expect(page.getByRole('alert').filter({hasText: 'each item can be ordered 1 to 99 times'})).toBeVisible();

    const soldOut = await page.goto(`/cart/${variantNumber('wild-rose-clay-soap', 'Standard / 1 Unit')}:1`);
    expect(soldOut?.status()).toBe(422);
    await expect(page.getByRole('alert').filter({hasText: 'sold out or no longer available'})).toBeVisible();
    await page.getByRole('link', {name: 'Continue shopping'}).click();
    await expect(page).toHaveURL(/\/shop$/);
  });
});

test('a discount link puts the code on the cart and lands where it says', async ({page}) => {
  await page.goto('/discount/WELCOME10?redirect=/shop');
  await expect(page).toHaveURL(/\/shop$/);
  await expectShopperNotice(page, ['Discount code saved', 'The discount code in your link']);

  await addFromListedCard(page, SOAP);
  await page.goto('/cart');
  await expect(page.getByTestId('discount-code')).toContainText('WELCOME10 applied');

  // Once the cart qualifies, the same link says the code applies.
  await page.goto('/discount/WELCOME10?redirect=/cart');
  await expect(page).toHaveURL(/\/cart$/);
  await expectShopperNotice(page, ['Discount applied', 'WELCOME10 is applied to your cart.']);
});

test.describe('unknown Shopify URLs', () => {
  test.use({expectedConsoleErrors: [/status of 404/]});

  test('an unknown collection is the 404 page', async ({page}) => {
    const response = await page.goto('/collections/no-such-collection');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });
});
