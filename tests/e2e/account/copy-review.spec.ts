import type {Page} from '@playwright/test';
import {consentGiven, expect, expectShopperNotice, test} from '../support/fixtures';
import {signIn} from '../support/signIn';

const ADMIN = {email: 'admin@wildroot.test', password: 'wildroot-admin'};
const PAGE = '/admin/product-copy-manager';
/** Both projects share one database per run, so each works on its own products. */
const PRODUCTS: Record<string, {main: string; bulk: [string, string]}> = {
  js: {main: 'coconut-agave-soap', bulk: ['wild-rose-clay-soap', 'lavender-dry-body-oil']},
  'no-js': {main: 'charcoal-tea-tree-soap', bulk: ['calendula-unscented-soap', 'coffee-sugar-body-scrub']},
};
const products = () => PRODUCTS[test.info().project.name]!;
const withJs = () => test.info().project.name === 'js';
const shots = (name: string) => `test-results/screens/${test.info().project.name}-${name}.png`;

async function generate(page: Page, handle: string) {
  await page.goto(PAGE);
  if (withJs()) await expect(page.locator('form[data-hydrated]')).toHaveCount(1);
  await page.getByRole('region', {name: 'Generate copy'}).getByLabel('Product', {exact: true}).selectOption(handle);
  await page.getByRole('button', {name: 'Generate AI Copy'}).click();
  await expect(page).toHaveURL(/[?&]review=[0-9a-f-]{36}/, {timeout: 60_000});
  const id = new URL(page.url()).searchParams.get('review') ?? '';
  const panel = page.getByTestId('generated-result');
  await expect(panel).toHaveAttribute('data-override-id', id);
  return {panel, id};
}

/** Saves the panel's hook, and waits until the page shows the saved record's new version. */
async function saveHook(page: Page, hook: string) {
  const panel = page.getByTestId('generated-result');
  const version = panel.locator('form[aria-label="Edit the copy"] input[name="version"]');
  const before = Number(await version.inputValue());
  await panel.getByLabel('Hook', {exact: true}).fill(hook);
  await panel.getByRole('button', {name: 'Save and check the copy'}).click();
  await expectShopperNotice(page, 'Copy saved');
  await expect(version).toHaveValue(String(before + 1));
}

async function approveInPanel(page: Page) {
  const panel = page.getByTestId('generated-result');
  const confirm = panel.getByLabel(/I have read the/);
  if (await confirm.count()) await confirm.check();
  await panel.getByRole('button', {name: /^Approve copy for /}).click();
  await expect(panel.getByTestId('status-badge')).toHaveText('Active');
}

test.describe('copy review, round two', () => {
  test.describe.configure({timeout: 240_000});
  test.use({expectedConsoleErrors: [/the server responded with a status of 409/], viewport: {width: 1366, height: 900}});

  test('compare with the live copy word by word, preview as the product page, equal warnings for equal text, restore a previous version', async ({page}) => {
    const {main} = products();
    await consentGiven(page);
    await signIn(page, ADMIN.email, ADMIN.password);
    await generate(page, main);
    await approveInPanel(page);
    const {panel} = await generate(page, main);
    const hookField = panel.getByLabel('Hook', {exact: true});
    const original = await hookField.inputValue();
    const warningsBefore = await panel.locator('[data-testid="validation-warnings"] li, [data-testid="no-warnings"]').allTextContents();
    const words = original.split(' ');
    const removed = words[1]!;
    const edited = [words[0], 'Gloriously', ...words.slice(2)].join(' ');

    await hookField.fill(edited);
    if (!withJs()) await panel.getByRole('button', {name: 'Preview', exact: true}).click();
    // The product page's own components show the copy as typed (with JS) or as previewed (without).
    const preview = page.getByTestId('preview');
    await expect(preview.getByRole('heading', {level: 1})).toBeVisible();
    await expect(preview.getByRole('region', {name: 'Benefits'})).toContainText(edited);
    await expect(preview.getByRole('heading', {name: /Why choose/})).toBeVisible();
    // The hook, compared with the live one: the new word added, the old one removed.
    const hookDiff = page.getByTestId('diff-Hook');
    await expect(hookDiff.locator('ins')).toContainText('Gloriously');
    await expect(hookDiff.locator('del')).toContainText(removed);
    await page.screenshot({path: shots('review-diff-preview'), fullPage: true});

    // Saving the edit and then the original text again gives the original warnings back, word for word.
    await saveHook(page, edited);
    await saveHook(page, original);
    await page.reload();
    const warningsAfter = await page
      .getByTestId('generated-result')
      .locator('[data-testid="validation-warnings"] li, [data-testid="no-warnings"]')
      .allTextContents();
    expect(warningsAfter).toEqual(warningsBefore);

    // Put the edited copy live, then restore the version before it: the product page shows it again.
    await saveHook(page, edited);
    await approveInPanel(page);
    const history = page.getByTestId('live-history');
    await expect(history.getByTestId('history-entry').first()).toContainText('live now');
    expect(await history.getByTestId('history-entry').count()).toBeGreaterThanOrEqual(2);
    await page.screenshot({path: shots('history'), fullPage: true});
    await history.getByRole('button', {name: /^Restore the version of /}).first().click();
    await expectShopperNotice(page, 'Previous version restored');
    await page.goto(`/product/${main}`);
    const benefits = page.getByRole('region', {name: 'Benefits', exact: true});
    await expect(benefits.getByText(original, {exact: true})).toBeVisible();
    await expect(benefits.getByText(edited, {exact: true})).toHaveCount(0);
  });

  test('a stale approval answers 409 and shows the new text; bulk approve of two rows with a result per row; the pending count', async ({page, browser}) => {
    const {main, bulk} = products();
    await consentGiven(page);
    await signIn(page, ADMIN.email, ADMIN.password);
    const {panel, id} = await generate(page, main);

    // Meanwhile, another tab edits the same record.
    const other = await browser.newPage({baseURL: test.info().project.use.baseURL, javaScriptEnabled: false});
    await signIn(other, ADMIN.email, ADMIN.password);
    await other.goto(`${PAGE}?review=${id}`);
    const newer = `Changed in another tab ${Date.now().toString(36)}, a soft and gentle lather.`;
    await other.getByLabel('Hook', {exact: true}).fill(newer);
    await other.getByRole('button', {name: 'Save and check the copy'}).click();
    await expect(other.getByTestId('notice').last()).toContainText('Copy saved');
    await other.close();

    const confirm = panel.getByLabel(/I have read the/);
    if (await confirm.count()) await confirm.check();
    const answer = page.waitForResponse((response) => response.url().includes('/api/admin/overrides') && response.request().method() === 'POST');
    await panel.getByRole('button', {name: /^Approve copy for /}).click();
    const response = await answer;
    expect([409, 303]).toContain(response.status());
    if (withJs()) {
      expect(response.status()).toBe(409);
      await expect(page.getByTestId('changed-copy')).toContainText(newer);
    } else {
      expect(response.headers().location).toContain(`review=${id}`);
      await expectShopperNotice(page, 'changed after your page showed it');
      await expect(page.getByTestId('generated-result').getByLabel('Hook', {exact: true})).toHaveValue(newer);
    }
    await expect(page.getByTestId('generated-result').getByTestId('status-badge')).toHaveText('Pending Review');
    await page.screenshot({path: shots('stale-409'), fullPage: true});

    // Two new rows, approved together.
    const first = (await generate(page, bulk[0])).id;
    const second = (await generate(page, bulk[1])).id;
    await page.goto(`${PAGE}?status=pending`);
    const pendingText = await page.getByTestId('pending-count').textContent();
    const pending = Number(/(\d+) waiting/.exec(pendingText ?? '')?.[1]);
    expect(pending).toBeGreaterThanOrEqual(3);
    await expect(page).toHaveTitle(new RegExp(`^\\(${pending} pending\\) Product Copy Manager`));
    await expect(page.getByTestId('admin-link')).toContainText(String(pending));
    await page.screenshot({path: shots('queue'), fullPage: false});

    for (const row of [first, second]) {
      await page.locator(`[data-testid="override"][data-override-id="${row}"]`).getByRole('checkbox', {name: /^Select copy for /}).check();
    }
    await page.getByLabel('I have read the warnings of the selected copy').check();
    await page.getByRole('button', {name: 'Approve selected'}).click();
    if (withJs()) {
      for (const row of [first, second]) {
        await expect(page.locator(`[data-testid="row-result"][data-override-id="${row}"]`)).toContainText(
          'Approved: live on the product page',
        );
      }
    } else {
      await expectShopperNotice(page, ['2 of 2 approved', `${first.slice(0, 8)}: Approved`, `${second.slice(0, 8)}: Approved`]);
    }
    await page.screenshot({path: shots('bulk'), fullPage: false});
    await page.goto(`${PAGE}?status=active`);
    for (const row of [first, second]) {
      await expect(page.locator(`[data-testid="override"][data-override-id="${row}"]`).getByTestId('status-badge')).toHaveText('Active');
    }
  });

  test('an admin signs in from a page and returns to it, with a header link to the tool; hostile return addresses land on /', async ({page, playwright, baseURL}) => {
    await consentGiven(page);
    await page.goto('/shop');
    await page.getByRole('link', {name: 'Sign in'}).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fshop$/);
    const main = page.getByRole('main');
    await main.getByLabel('Email', {exact: true}).fill(ADMIN.email);
    await main.getByLabel('Password', {exact: true}).fill(ADMIN.password);
    await main.getByRole('button', {name: 'Login', exact: true}).click();
    await expect(page).toHaveURL(/\/shop$/);
    const link = page.getByTestId('admin-link');
    await expect(link).toBeVisible();
    await expect(link).toContainText(/Copy review\s*\d+/);
    await page.screenshot({path: shots('header-link'), fullPage: false});
    await link.click();
    await expect(page.getByRole('heading', {level: 1, name: 'Product Copy Manager'})).toBeVisible();

    // A signed-in admin sent to /auth with a hostile target lands on /.
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      await page.goto(`/auth?redirectTo=${encodeURIComponent(target)}`);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    }

    // A signed-out visitor's shared (cached) page never carries the admin's link.
    const anonymous = await playwright.request.newContext({baseURL});
    await anonymous.get('/');
    const cached = await anonymous.get('/');
    expect(['hit', 'stale']).toContain(cached.headers()['x-page-cache']);
    const html = await cached.text();
    expect(html).not.toContain('admin-link');
    expect(html).not.toContain('Copy review');
    await anonymous.dispose();
  });
});
