import {expect, test} from './fixtures';

test.use({expectedConsoleErrors: [/status of 404/]});

test('the page hydrates: links navigate on the client without a reload', async ({page}) => {
  await page.goto('/no-such-page');
  await page.evaluate(() => {
    (window as unknown as {documentMarker: string}).documentMarker = 'same document';
  });
  await page.getByRole('link', {name: 'Return to Home'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Elevate Your Beauty From Within'})).toBeVisible();
  const marker = await page.evaluate(() => (window as unknown as {documentMarker?: string}).documentMarker);
  expect(marker).toBe('same document');
});

test('the mobile menu closes with Escape and returns focus to its toggle', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  const toggle = page.locator('summary', {hasText: 'Menu'});
  await toggle.click();
  const details = page.locator('details').first();
  await expect(details).toHaveAttribute('open', '');
  await page.keyboard.press('Escape');
  await expect(details).not.toHaveAttribute('open', '');
  await expect(toggle).toBeFocused();
});
