// Sign-out while Supabase is down or slow: the shop clears the session's cookies whatever Auth answers, so
// the shopper is still signed out once Supabase is back (before, the kept cookie signed them in again).
import type {BrowserContext, Page} from '@playwright/test';
import {expect, expectShopperNotice, SUPABASE_URL, test} from '../support/fixtures';
import {createConfirmedAccount} from '../support/mail';
import {signIn} from '../support/signIn';

const FAULTS = {
  down: {mode: 'down'},
  // Longer than the 2 s Supabase budget: the revocation cannot finish in time.
  slow: {latencyMs: 10_000},
} as const;

async function setSupabaseFaults(faults: (typeof FAULTS)[keyof typeof FAULTS] | null) {
  const response = await fetch(`${SUPABASE_URL}/__faults`, {
    method: faults ? 'PUT' : 'DELETE',
    headers: {'Content-Type': 'application/json'},
    body: faults ? JSON.stringify(faults) : undefined,
  });
  expect(response.ok).toBe(true);
}

const authCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => /^sb-.+-auth-token/.test(cookie.name));

async function expectSignedOut(page: Page, email: string) {
  await expect(page.getByRole('banner').getByRole('link', {name: 'Sign in'})).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
}

test.afterEach(async () => setSupabaseFaults(null));

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({javaScriptEnabled});

    for (const [name, faults] of Object.entries(FAULTS)) {
      test(`Supabase ${name}: sign-out signs the shopper out, and they stay signed out once Supabase is back`, async ({
        page,
        context,
      }) => {
        test.slow();
        const email = `sign-out-${name}-${javaScriptEnabled ? 'js' : 'nojs'}-${Date.now().toString(36)}@example.com`;
        await createConfirmedAccount(email, 'botanical-secret');
        await signIn(page, email, 'botanical-secret');
        await page.goto('/');
        await expect(page.getByRole('banner').getByText(email)).toBeVisible();
        expect(await authCookies(context)).not.toEqual([]);

        await setSupabaseFaults(faults);
        await page.getByRole('banner').getByRole('button', {name: 'Sign out'}).click();
        await expect(page).toHaveURL(/\/$/);
        if (javaScriptEnabled) {
          await expectShopperNotice(page, 'You have been signed out.');
        } else {
          await expect(page.getByTestId('notice').last()).toContainText('You have been signed out.');
        }
        expect(await authCookies(context)).toEqual([]);

        await setSupabaseFaults(null);
        await page.goto('/');
        await expectSignedOut(page, email);
        await page.goto('/auth');
        await expect(page.getByRole('heading', {level: 1, name: 'Login'})).toBeVisible();
      });
    }
  });
}
