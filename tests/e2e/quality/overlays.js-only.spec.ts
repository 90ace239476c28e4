// Overlays with JavaScript on a phone. The slide-out menu: over a dimmed page, closed by a tap on that
// page, by Escape or by following a link, and Tab stays inside it while it is open.
import {consentGiven, expect, test} from '../support/fixtures';

test.use({viewport: {width: 390, height: 844}});

test('the menu dims the page, keeps Tab inside, and closes on a tap outside and on Escape', async ({page}) => {
  await page.goto('/about');
  const toggle = page.getByRole('banner').locator('summary', {hasText: 'Menu'});
  const menu = page.locator('details:has(> summary:has-text("Menu"))');
  const backdrop = menu.locator('[data-menu-backdrop]');

  await toggle.click();
  await expect(menu).toHaveAttribute('open', '');
  await expect(backdrop).toBeVisible();
  // A tap on the dimmed page beside the panel closes the menu and follows nothing.
  await page.mouse.click(370, 600);
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(page).toHaveURL(/\/about$/);

  // Tab from the last link comes back to the close button; Shift+Tab from it goes to the last link.
  await toggle.click();
  const account = menu.getByRole('link', {name: /^My Account/});
  await account.focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(account).toBeFocused();
  await expect(menu).toHaveAttribute('open', '');

  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(toggle).toBeFocused();
});

test('a toast sits below the header, clear of its search, menu and cart buttons', async ({page}) => {
  await consentGiven(page);
  await page.goto('/');
  const block = page.getByRole('region', {name: 'Join the Wildroot Circle'});
  await block.getByLabel('Email address').fill(`overlay-${Date.now().toString(36)}@example.com`);
  await block.getByRole('button', {name: 'Join the Circle'}).click();
  const toast = page.getByTestId('toast').filter({hasText: 'Welcome to the Wildroot Circle!'});
  await expect(toast).toBeVisible();
  const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), page.getByRole('banner').boundingBox()]);
  expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
});

test('with the consent banner open, the menu scrolls its last link clear of the banner', async ({page}) => {
  await page.goto('/about');
  const banner = page.getByRole('region', {name: 'Cookie consent'});
  await expect(banner).toBeVisible();
  await page.getByRole('banner').locator('summary', {hasText: 'Menu'}).click();
  const menu = page.locator('details:has(> summary:has-text("Menu"))');
  const account = menu.getByRole('link', {name: /^My Account/});
  // Scrolled to its end, as a shopper's thumb would.
  await menu.locator('[data-menu-panel]').evaluate((panel) => panel.scrollTo(0, panel.scrollHeight));
  await expect
    .poll(async () => {
      const [link, bar] = await Promise.all([account.boundingBox(), banner.boundingBox()]);
      return link && bar ? bar.y - (link.y + link.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
});
