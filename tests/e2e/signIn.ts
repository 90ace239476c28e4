import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/** Fills the /auth form on the current page and submits it as `mode`. */
export async function submitAuth(page: Page, mode: 'Login' | 'Sign Up', email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Email', {exact: true}).fill(email);
  await main.getByLabel('Password', {exact: true}).fill(password);
  await main.getByRole('button', {name: mode, exact: true}).click();
}

/** Signs in through /auth (works with and without JavaScript) and waits for the redirect to `/`. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await submitAuth(page, 'Login', email, password);
  await expect(page).toHaveURL(/\/$/);
}
