// The header's search on a phone, where the bar has room for the icon only: with JavaScript the icon opens
// the field, focused and with the laptop's suggestions; without it, the icon still reaches /search's field.
import {consentGiven, expect, test} from '../support/fixtures';

test.use({viewport: {width: 390, height: 844}});

test.beforeEach(async ({page}) => consentGiven(page));

test('the phone header search icon leads to a search field', async ({page, javaScriptEnabled}) => {
  await page.goto('/about');
  const quick = page.getByRole('search', {name: 'Quick search'});
  const icon = quick.getByRole('button', {name: 'Search', exact: true});
  const field = quick.getByLabel('Search products');
  await expect(field).toBeHidden();
  await icon.click();

  if (!javaScriptEnabled) {
    await expect(page).toHaveURL(/\/search(\?q=)?$/);
    await expect(
      page.getByRole('search', {name: 'Search the shop'}).getByLabel('Search products'),
    ).toBeVisible();
    return;
  }

  await expect(page).toHaveURL(/\/about$/);
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  await field.pressSequentially('cla');
  const listbox = page.getByRole('listbox', {name: 'Search suggestions'});
  await expect(listbox).toBeVisible();
  await expect(
    listbox.getByRole('group', {name: 'Products'}).getByRole('option').first(),
  ).toContainText('Clay');
  await expect(listbox).toBeInViewport();

  // Escape closes the list, then clears the field, then closes the field, back on the icon.
  await field.press('Escape');
  await expect(listbox).toBeHidden();
  await field.press('Escape');
  await expect(field).toHaveValue('');
  await field.press('Escape');
  await expect(field).toBeHidden();
  await expect(icon).toBeFocused();

  // Opened again, Enter searches.
  await icon.click();
  await expect(field).toBeFocused();
  await field.fill('soap');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=soap$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('Search results');
});
