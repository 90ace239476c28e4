import type {Locator, Page} from '@playwright/test';
import {expect, expectShopperNotice, test} from './fixtures';
import {signIn} from './signIn';

const ADMIN = {email: 'admin@wildroot.test', password: 'wildroot-admin'};
const SHOPPER = {email: 'shopper@wildroot.test', password: 'wildroot-shopper'};
const PAGE = '/admin/product-copy-manager';

/**
 * Both projects share one database per run, so each works on its own products.
 * (Generation with the local writer: no AI_API_KEY in the test stack.)
 */
const PRODUCTS: Record<string, {approve: string; reject: string}> = {
  js: {approve: 'calendula-day-cream', reject: 'green-tea-eye-cream'},
  'no-js': {approve: 'bakuchiol-night-cream', reject: 'niacinamide-licorice-serum'},
};

function productsFor(projectName: string) {
  const products = PRODUCTS[projectName];
  if (!products) throw new Error(`no products for project ${projectName}`);
  return products;
}

/** The pending override card of a product (the newest generation is the only pending one). */
function pendingCard(page: Page, handle: string): Locator {
  return page
    .getByTestId('override')
    .filter({has: page.getByRole('link', {name: handle, exact: true})})
    .filter({has: page.getByTestId('status-badge').getByText('Pending Review', {exact: true})});
}

/** Text as React writes it into HTML. */
function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

async function generate(page: Page, handle: string) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', {level: 1, name: 'Product Copy Manager'})).toBeVisible();
  if (test.info().project.name === 'js') {
    // Choose only once React owns the form, so hydration cannot reset the choice.
    await expect(page.locator('form[data-hydrated]')).toHaveCount(1);
  }
  const picker = page.getByLabel('Product', {exact: true});
  await expect(picker).toBeEnabled();
  await picker.selectOption(handle);
  const button = page.getByRole('button', {name: 'Generate AI Copy'});
  await expect(button).toBeEnabled();
  await button.click();

  await expectShopperNotice(page, 'AI copy generated successfully!', {timeout: 60_000});
  const panel = page.getByTestId('generated-result');
  await expect(panel.getByRole('heading', {name: `Generated copy for ${handle}`})).toBeVisible();
  await expect(panel.getByTestId('writer')).toHaveText(/local writer/);
  await expect(panel.getByTestId('status-badge')).toHaveText('Pending Review');
  const hook = (await panel.locator('dd').first().textContent())?.trim() ?? '';
  expect(hook.length).toBeGreaterThan(10);
  return hook;
}

test.describe('admin product copy manager', () => {
  test.describe.configure({timeout: 180_000});

  test('an admin generates copy, approves it, and the product page shows it', async ({page, playwright, baseURL}) => {
    const {approve} = productsFor(test.info().project.name);
    await signIn(page, ADMIN.email, ADMIN.password);
    const hook = await generate(page, approve);

    // A first-time visitor's copy of the product page is stored before the approval...
    const anonymous = await playwright.request.newContext({baseURL});
    await anonymous.get(`/product/${approve}`);
    expect(['hit', 'stale']).toContain((await anonymous.get(`/product/${approve}`)).headers()['x-page-cache']);

    const card = pendingCard(page, approve);
    await expect(card).toHaveCount(1);
    await card.getByRole('button', {name: `Approve copy for ${approve}`}).click();
    await expectShopperNotice(page, 'Override approved and activated!');

    // ...and dropped by it: the next first-time visitor sees the new copy at once.
    const afterApproval = await anonymous.get(`/product/${approve}`);
    expect(afterApproval.headers()['x-page-cache']).toBe('miss');
    expect(await afterApproval.text()).toContain(escapeHtml(hook));
    await anonymous.dispose();

    const active = page
      .getByTestId('override')
      .filter({has: page.getByRole('link', {name: approve, exact: true})})
      .filter({has: page.getByTestId('status-badge').getByText('Active', {exact: true})});
    await expect(active).toHaveCount(1);
    await expect(active.getByRole('button', {name: /Approve|Reject/})).toHaveCount(0);

    await page.goto(`/product/${approve}`);
    const benefits = page.getByRole('region', {name: 'Benefits', exact: true});
    await expect(benefits.getByText(hook, {exact: true})).toBeVisible();
  });

  test('an admin rejects generated copy', async ({page}) => {
    const {reject} = productsFor(test.info().project.name);
    await signIn(page, ADMIN.email, ADMIN.password);
    const hook = await generate(page, reject);

    await pendingCard(page, reject).getByRole('button', {name: `Reject copy for ${reject}`}).click();
    await expectShopperNotice(page, 'Override rejected');
    const rejected = page
      .getByTestId('override')
      .filter({has: page.getByRole('link', {name: reject, exact: true})})
      .filter({has: page.getByTestId('status-badge').getByText('Rejected', {exact: true})});
    await expect(rejected).toHaveCount(1);
    await expect(rejected.getByRole('button')).toHaveCount(0);

    await page.goto(`/product/${reject}`);
    const benefits = page.getByRole('region', {name: 'Benefits', exact: true});
    await expect(benefits).toBeVisible();
    await expect(benefits.getByText(hook, {exact: true})).toHaveCount(0);
  });

  test('a shopper and a signed-out visitor are sent to the home page', async ({page}) => {
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, SHOPPER.email, SHOPPER.password);
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', {name: 'Product Copy Manager'})).toHaveCount(0);
  });
});
