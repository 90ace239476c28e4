import type {Page} from '@playwright/test';
import {consentBanner} from '../support/consentBanner';
import {consentGiven, expect, test} from '../support/fixtures';

/** Whether the focused element sits inside the page's header. */
const focusInHeader = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('header')));

/** Whether the focused element sits inside the consent banner. */
const focusInBanner = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[data-consent-banner]')));

test('while it asks, the consent banner comes right after the skip link in keyboard order', async ({
  page,
}) => {
  await page.goto('/shop');
  await expect(consentBanner(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Skip to content'})).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusInBanner(page)).toBe(true);
  await expect(consentBanner(page).getByRole('link', {name: 'Cookie Policy'})).toBeFocused();
  // Its choices follow, before anything of the page: the header comes after the banner's close.
  const choices = ['Manage preferences', 'Reject All', 'Accept All'];
  const reached: string[] = [];
  for (let presses = 0; presses < 8 && (await focusInBanner(page)); presses += 1) {
    reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    await page.keyboard.press('Tab');
  }
  for (const choice of choices)
    expect(
      reached.some((text) => text.startsWith(choice)),
      choice,
    ).toBe(true);
  expect(await focusInHeader(page)).toBe(true);
});

test('once a choice exists there is no banner, and the skip link leads to the header', async ({
  page,
}) => {
  await consentGiven(page);
  await page.goto('/shop');
  await expect(consentBanner(page)).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Skip to content'})).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusInHeader(page)).toBe(true);
});
