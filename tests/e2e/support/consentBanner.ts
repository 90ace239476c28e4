import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/** The records Accept All and Reject All store: every category, and the required ones only. */
export const ALL = {required: true, personalization: true, marketing: true, analytics: true};
export const NONE = {required: true, personalization: false, marketing: false, analytics: false};

export const consentBanner = (page: Page) => page.getByRole('region', {name: 'Cookie consent'});

/** Opens Manage preferences, ticks Marketing alone, saves, and expects the banner gone. */
export async function saveMarketingOnly(page: Page) {
  const banner = consentBanner(page);
  await banner.getByText('Manage preferences', {exact: true}).click();
  await banner.getByRole('checkbox', {name: /^Marketing/}).check();
  await banner.getByRole('button', {name: 'Save Preferences'}).click();
  await expect(banner).toHaveCount(0);
}
