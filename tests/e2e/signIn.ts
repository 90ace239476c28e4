import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/** Signs in through /auth (works with and without JavaScript) and waits for the redirect to `/`. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const main = page.getByRole('main');
  await main.getByLabel('Email', {exact: true}).fill(email);
  await main.getByLabel('Password', {exact: true}).fill(password);
  await main.getByRole('button', {name: 'Login', exact: true}).click();
  await expect(page).toHaveURL(/\/$/);
}
