import type {Page} from '@playwright/test';
import {E2E_BASE_URL} from '../../../playwright.config';
import {expect} from './fixtures';

/** Fills the /auth form on the current page and submits it as `mode`. */
export async function submitAuth(page: Page, mode: 'Login' | 'Sign Up', email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Email', {exact: true}).fill(email);
  await main.getByLabel('Password', {exact: true}).fill(password);
  await main.getByRole('button', {name: mode, exact: true}).click();
}

/**
 * Signs in with the /auth form's own POST, as a browser without JavaScript sends it, into the page's cookie jar.
 * The sign-in journey itself (filling the form, the redirect home) is auth.spec.ts's; tests that only need a
 * signed-in session skip its two page loads.
 */
export async function signIn(page: Page, email: string, password: string) {
  const response = await page.request.post('/auth', {
    form: {intent: 'login', email, password},
    headers: {Origin: E2E_BASE_URL},
    maxRedirects: 0,
  });
  expect(response.status(), `sign-in as ${email}`).toBe(303);
  expect(new URL(response.headers().location ?? '', E2E_BASE_URL).pathname).toBe('/');
}
