import type {Locator, Page} from '@playwright/test';
import {violations} from '../support/a11y';
import {consentGiven, expect, expectShopperNotice, test} from '../support/fixtures';
import {signIn} from '../support/signIn';

const ADMIN = {email: 'admin@wildroot.test', password: 'wildroot-admin'};
const SHOPPER = {email: 'shopper@wildroot.test', password: 'wildroot-shopper'};
const PAGE = '/admin/product-copy-manager';

/**
 * Both projects share one database per run, so each works on its own products.
 * (Generation with the local writer: no AI_API_KEY in the test stack.)
 */
const PRODUCTS: Record<string, {approve: string; reject: string; twice: string}> = {
  js: {approve: 'calendula-day-cream', reject: 'green-tea-eye-cream', twice: 'rosemary-mint-soap'},
  'no-js': {approve: 'bakuchiol-night-cream', reject: 'niacinamide-licorice-serum', twice: 'turmeric-orange-soap'},
};

function productsFor(projectName: string) {
  const products = PRODUCTS[projectName];
  if (!products) throw new Error(`no products for project ${projectName}`);
  return products;
}

const withJs = () => test.info().project.name === 'js';

/** Text as React writes it into HTML. */
function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** Generates copy for `handle`; the page then reviews the new record. Returns the review panel and the record's id. */
async function generate(page: Page, handle: string, {expectClean = true} = {}) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', {level: 1, name: 'Product Copy Manager'})).toBeVisible();
  if (withJs()) {
    // Choose only once React owns the form, so hydration cannot reset the choice.
    await expect(page.locator('form[data-hydrated]')).toHaveCount(1);
  }
  const picker = page.getByRole('region', {name: 'Generate copy'}).getByLabel('Product', {exact: true});
  await expect(picker).toBeEnabled();
  await picker.selectOption(handle);
  const button = page.getByRole('button', {name: 'Generate AI Copy'});
  await expect(button).toBeEnabled();
  await button.click();

  // With JavaScript the new record opens for review as the action answers; without, the post redirects there.
  await expect(page).toHaveURL(/[?&]review=[0-9a-f-]{36}/, {timeout: 60_000});
  if (expectClean) await expectShopperNotice(page, 'AI copy generated successfully!');
  const id = new URL(page.url()).searchParams.get('review') ?? '';
  const panel = page.getByTestId('generated-result');
  await expect(panel).toHaveAttribute('data-override-id', id);
  await expect(panel.getByRole('heading', {name: /^Generated copy for /})).toBeVisible();
  await expect(panel.getByTestId('status-badge')).toHaveText('Pending Review');
  // The preview is the product page's own benefits block, beside the product's image and title.
  await expect(panel.getByTestId('preview').getByRole('img')).toBeVisible();
  await expect(panel.getByTestId('preview')).toBeVisible();
  return {panel, id};
}

/** Fills the edit form's hook and third benefit and saves; the page shows the record again. */
async function saveEdit(page: Page, panel: Locator, copy: {hook: string; benefit3: string}) {
  await panel.getByLabel('Hook', {exact: true}).fill(copy.hook);
  await panel.getByLabel('Benefit 3', {exact: true}).fill(copy.benefit3);
  await panel.getByRole('button', {name: 'Save and check the copy'}).click();
  await expectShopperNotice(page, 'Copy saved with');
}

test.describe('admin product copy manager', () => {
  test.describe.configure({timeout: 180_000});
  // The browser's own line for the refused approvals' answers (422 a claim, 428 unconfirmed warnings).
  test.use({expectedConsoleErrors: [/the server responded with a status of 42[28]/]});

  test('generate, edit, see the warnings beside their lines, confirm them, approve: live on the product page', {tag: '@smoke'}, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const {approve} = productsFor(test.info().project.name);
    await consentGiven(page);
    await signIn(page, ADMIN.email, ADMIN.password);
    const {panel, id} = await generate(page, approve);

    // An edit with a disease claim and an amount the product never states: each warning beside its line.
    const tag = `${test.info().project.name}-${Date.now().toString(36)}`;
    await saveEdit(page, panel, {hook: `Heals eczema overnight, ${tag}.`, benefit3: 'Now in a bigger 500 ml jar'});
    await expect(panel.locator('#edit-hook-warnings')).toContainText('(disease claim): "Heals eczema"');
    await expect(panel.locator('#edit-benefit3-warnings')).toContainText('"500 ml" is not stated');
    await expect(panel.locator('#edit-benefit1-warnings')).toHaveCount(0);
    await expect(panel.getByLabel('Hook', {exact: true})).toHaveAttribute('aria-describedby', /edit-hook-warnings/);
    // The preview shows the edited copy.
    await expect(panel.getByTestId('preview')).toContainText(`Heals eczema overnight, ${tag}.`);
    if (withJs()) expect(await violations(page)).toEqual([]);

    // A claim never goes live, even with the warnings confirmed.
    const approveButton = panel.getByRole('button', {name: /^Approve copy for /});
    await panel.getByLabel(/I have read the/).check();
    await approveButton.click();
    await expectShopperNotice(page, ['Failed to approve override', 'cannot go live']);
    await expect(page.getByTestId('generated-result').getByTestId('status-badge')).toHaveText('Pending Review');

    // Without the claim, only the amount's warning is left, still beside its line...
    const hook = `A light, comforting cream for every day, ${tag}.`;
    await saveEdit(page, panel, {hook, benefit3: 'Now in a bigger 500 ml jar'});
    await expect(panel.locator('#edit-hook-warnings')).toHaveCount(0);
    await expect(panel.locator('#edit-benefit3-warnings')).toContainText('"500 ml"');
    // ...and approving it needs that warning confirmed: the earlier confirmation does not carry over.
    await expect(panel.getByLabel(/I have read the/)).not.toBeChecked();
    await approveButton.click();
    await expectShopperNotice(page, ['Failed to approve override', 'I have read the warnings']);
    await expect(page.getByTestId('generated-result').getByTestId('status-badge')).toHaveText('Pending Review');

    // A first-time visitor's copy of the product page is stored before the approval...
    const anonymous = await playwright.request.newContext({baseURL});
    await anonymous.get(`/product/${approve}`);
    expect(['hit', 'stale']).toContain((await anonymous.get(`/product/${approve}`)).headers()['x-page-cache']);

    await panel.getByLabel(/I have read the/).check();
    await approveButton.click();
    await expectShopperNotice(page, 'Override approved and activated!');
    await expect(page.getByTestId('generated-result').getByTestId('status-badge')).toHaveText('Active');
    await expect(page.getByTestId('generated-result')).toContainText(`by ${ADMIN.email}`);

    // ...and dropped by it: the next first-time visitor sees the new copy at once.
    const afterApproval = await anonymous.get(`/product/${approve}`);
    expect(afterApproval.headers()['x-page-cache']).toBe('miss');
    expect(await afterApproval.text()).toContain(escapeHtml(hook));
    await anonymous.dispose();

    // In the list: the live row is marked, names its reviewer, and offers no review.
    const row = page.locator(`[data-testid="override"][data-override-id="${id}"]`);
    await expect(row.getByTestId('live-marker')).toHaveText('Live on the product page');
    await expect(row).toContainText(ADMIN.email);
    await expect(row.getByRole('button', {name: /Approve|Reject/})).toHaveCount(0);

    await page.goto(`/product/${approve}`);
    const benefits = page.getByRole('region', {name: 'Benefits', exact: true});
    await expect(benefits.getByText(hook, {exact: true})).toBeVisible();
    await expect(benefits.getByText('Now in a bigger 500 ml jar', {exact: true})).toBeVisible();
  });

  test('an admin rejects generated copy from its panel', async ({page}) => {
    const {reject} = productsFor(test.info().project.name);
    await signIn(page, ADMIN.email, ADMIN.password);
    const {panel, id} = await generate(page, reject);
    const hook = await panel.getByLabel('Hook', {exact: true}).inputValue();

    await panel.getByRole('button', {name: /^Reject copy for /}).click();
    await expectShopperNotice(page, 'Override rejected');
    await expect(page.getByTestId('generated-result').getByTestId('status-badge')).toHaveText('Rejected');
    const row = page.locator(`[data-testid="override"][data-override-id="${id}"]`);
    await expect(row.getByTestId('status-badge')).toHaveText('Rejected');
    await expect(row.getByRole('button')).toHaveCount(0);

    await page.goto(`/product/${reject}`);
    const benefits = page.getByRole('region', {name: 'Benefits', exact: true});
    await expect(benefits).toBeVisible();
    await expect(benefits.getByText(hook, {exact: true})).toHaveCount(0);
  });

  test('approving from the list approves exactly that row’s record, and says it replaces the live copy', async ({page}) => {
    const {twice} = productsFor(test.info().project.name);
    await signIn(page, ADMIN.email, ADMIN.password);
    // Two generations of the same product: the same local-writer copy, told apart only by the record.
    const first = await generate(page, twice, {expectClean: false});
    const confirm = first.panel.getByLabel(/I have read the/);
    if (await confirm.count()) await confirm.check();
    await first.panel.getByRole('button', {name: /^Approve copy for /}).click();
    await expectShopperNotice(page, 'Override approved and activated!');
    // The page has reloaded its data (the toast can come first): leaving earlier cancels that request.
    await expect(first.panel.getByTestId('status-badge')).toHaveText('Active');
    const older = (await generate(page, twice, {expectClean: false})).id;
    const newer = (await generate(page, twice, {expectClean: false})).id;

    await page.goto(`${PAGE}?status=pending&product=${twice}`);
    const rows = page.getByTestId('override');
    // Only this product's pending copy, newest first: these two on top (a retry finds the first attempt's
    // pending copy below them), none of them approved.
    await expect(rows.nth(0)).toHaveAttribute('data-override-id', newer);
    await expect(rows.nth(1)).toHaveAttribute('data-override-id', older);
    await expect(page.locator(`[data-testid="override"][data-override-id="${first.id}"]`)).toHaveCount(0);
    for (const badge of await rows.getByTestId('status-badge').all()) {
      await expect(badge).toHaveText('Pending Review');
    }
    const target = rows.nth(1);
    await expect(target.getByText(/takes down the copy now live on the product page/)).toBeVisible();
    // Each row's buttons name its own record: no two alike.
    const names = await page.getByRole('button', {name: /^Approve copy for /}).evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')),
    );
    expect(new Set(names).size).toBe(names.length);

    const targetConfirm = target.getByLabel(/I have read the/);
    if (await targetConfirm.count()) await targetConfirm.check();
    // In the list an approval is confirmed first: one click never puts copy live.
    await target.getByText('Approve…').click();
    await target.getByRole('button', {name: /^Approve copy for /}).click();
    await expectShopperNotice(page, 'Override approved and activated!');
    // Approved, it leaves the pending list once the page has reloaded its data.
    await expect(page.locator(`[data-testid="override"][data-override-id="${older}"]`)).toHaveCount(0);
    await page.goto(`${PAGE}?product=${twice}`);
    const byId = (id: string) => page.locator(`[data-testid="override"][data-override-id="${id}"]`);
    await expect(byId(older).getByTestId('status-badge')).toHaveText('Active');
    await expect(byId(newer).getByTestId('status-badge')).toHaveText('Pending Review');
    await expect(byId(first.id).getByTestId('status-badge')).toHaveText('Approved');
    await expect(page.getByTestId('live-marker')).toHaveCount(1);
  });

  test('the list filters by status and product and sorts by confidence (the spec’s order) on request', async ({page}) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(PAGE);
    const filters = page.getByRole('region', {name: 'All generated copy'});
    await filters.getByLabel('Filter by status').selectOption('rejected');
    await filters.getByLabel('Sort by').selectOption('confidence');
    await filters.getByRole('button', {name: 'Show copy'}).click();
    await expect(page).toHaveURL(/status=rejected/);
    const badges = page.getByTestId('override').getByTestId('status-badge');
    await expect(badges.first()).toHaveText('Rejected');
    for (const text of await badges.allTextContents()) expect(text).toBe('Rejected');
    const scores = await page.getByTestId('override').getByTestId('confidence-badge').allTextContents();
    const numbers = scores.map((text) => Number(/\((\d+)%\)/.exec(text)?.[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    // Each row names its product: title linked to the live page.
    await expect(page.getByRole('link', {name: 'Ashwagandha Calm Capsules', exact: true}).first()).toHaveAttribute('href', '/product/ashwagandha-calm-capsules');
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
