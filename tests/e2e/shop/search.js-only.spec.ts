// The header's predictive search with JavaScript: an ARIA 1.2 combobox over
// /api/predictive-search, walked with the keyboard, announced, and without accessibility violations.
import type {Page} from '@playwright/test';
import {violations} from '../support/a11y';
import {consentGiven, expect, test} from '../support/fixtures';

test.beforeEach(async ({page}) => consentGiven(page));

test.use({viewport: {width: 1366, height: 900}});

const field = (page: Page) =>
  page.getByRole('search', {name: 'Quick search'}).getByLabel('Search products');

test('the header field suggests searches, products and collections, and the keyboard walks them', async ({
  page,
}) => {
  await page.goto('/about');
  const input = field(page);
  await input.focus();
  await expect(input).toHaveAttribute('role', 'combobox');
  await expect(input).toHaveAttribute('aria-expanded', 'false');

  await input.pressSequentially('cla');
  const listbox = page.getByRole('listbox', {name: 'Search suggestions'});
  await expect(listbox).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(input).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
  const options = listbox.getByRole('option');
  const count = await options.count();
  expect(count).toBeGreaterThan(2);
  await expect(
    listbox.getByRole('group', {name: 'Products'}).getByRole('option').first(),
  ).toContainText('Clay');
  // How many there are is said politely, once the lookup is done.
  await expect(page.getByRole('status').filter({hasText: `${count} suggestions`})).toBeAttached();

  // Focus stays in the field; the active option is aria-activedescendant, wrapping at both ends.
  await input.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id'))!,
  );
  await input.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await input.press('ArrowUp');
  await input.press('ArrowUp');
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await expect(input).toBeFocused();

  // Escape closes the list and keeps the text; a second Escape clears the field.
  await input.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).not.toHaveAttribute('aria-activedescendant');
  await expect(input).toHaveValue('cla');
  await input.press('Escape');
  await expect(input).toHaveValue('');

  // Enter on a product opens it.
  await input.pressSequentially('french green');
  const product = listbox.getByRole('option', {name: /French Green Clay Purifying Mask/});
  await expect(product).toBeVisible();
  for (let step = 0; step < 10; step++) {
    if ((await product.getAttribute('aria-selected')) === 'true') break;
    await input.press('ArrowDown');
  }
  await expect(product).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/product\/french-green-clay-mask$/);
  await expect(
    page.getByRole('heading', {level: 1, name: 'French Green Clay Purifying Mask'}),
  ).toBeVisible();
});

test('Enter without a chosen option searches, and a suggestion is a search', async ({page}) => {
  await page.goto('/');
  const input = field(page);
  await input.focus();
  await input.pressSequentially('clay');
  const suggestion = page.getByRole('group', {name: 'Suggestions'}).getByRole('option').first();
  await expect(suggestion).toBeVisible();
  const text = (await suggestion.textContent())!.trim();
  await suggestion.click();
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(text).replace(/%20/g, '+')}`);
  await expect(page.getByText(new RegExp(`^\\d+ results? for “${text}”$`))).toBeVisible();

  await input.fill('rose');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=rose$/);
  await expect(page.getByText(/^\d+ results? for “rose”$/)).toBeVisible();
});

test('the predictive route answers JSON that may be cached briefly', async ({request}) => {
  const response = await request.get('/api/predictive-search?q=soap');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
  const body = await response.json();
  expect(body.products.length).toBeGreaterThan(0);
  expect(body.products[0]).toMatchObject({
    title: expect.stringMatching(/soap/i),
    handle: expect.any(String),
  });
  const blank = await (await request.get('/api/predictive-search?q=%20')).json();
  expect(blank).toMatchObject({queries: [], products: [], collections: []});
});

test('the page has no accessibility violations with the combobox open', async ({page}) => {
  test.slow();
  await page.goto('/search?q=soap');
  await field(page).focus();
  await field(page).pressSequentially('soap');
  await expect(page.getByRole('listbox', {name: 'Search suggestions'})).toBeVisible();
  await field(page).press('ArrowDown');
  expect(await violations(page)).toEqual([]);
});

test('the Shop menu closes with Escape, returning focus to its toggle, and on a click elsewhere', async ({
  page,
}) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', {name: 'Main'});
  const toggle = nav.locator('summary', {hasText: 'Shop categories'});
  await toggle.click();
  await expect(nav.getByRole('link', {name: 'Body Care'})).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', {name: 'Body Care'})).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(nav.getByRole('link', {name: 'Body Care'})).toBeVisible();
  await page.getByRole('main').click({position: {x: 5, y: 400}});
  await expect(nav.getByRole('link', {name: 'Body Care'})).toBeHidden();
});
