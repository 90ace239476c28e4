// How long a toast stays (SPEC.md 9): an error 5 s, any other kind 4 s. The page runs on Playwright's clock,
// paused before the toast appears, so the test moves the app's own timers forward and never waits on the
// machine's load. The newsletter block gives both kinds: a missing address (error) and a sign-up (success).
import type {Page} from '@playwright/test';
import {E2E_BASE_URL} from '../../../playwright.config';
import {expect, test} from '../support/fixtures';

const NO_OPTIONAL_COOKIES = {required: true, personalization: false, marketing: false, analytics: false};

test.use({expectedConsoleErrors: [/status of 400/]});

test.beforeEach(async ({context}) => {
  // A choice is made first, so the consent banner is out of the way.
  await context.addCookies([
    {name: 'cookieConsent', value: encodeURIComponent(JSON.stringify(NO_OPTIONAL_COOKIES)), url: E2E_BASE_URL},
  ]);
});

/** Sends the home page's newsletter form with `email`, the clock stopped, and the pointer off every toast. */
async function joinWith(page: Page, email: string) {
  await page.clock.install();
  await page.goto('/');
  const block = page.getByRole('region', {name: 'Join the Wildroot Circle'});
  // Let the server's rules answer instead of the browser's own checks.
  await block.locator('form').evaluate((form: HTMLFormElement) => {
    form.noValidate = true;
  });
  await block.getByLabel('Email address').fill(email);
  await page.clock.pauseAt(Date.now() + 1_000);
  await block.getByRole('button', {name: 'Join the Circle'}).click();
  // A toast under the pointer waits for it to leave (Toaster); the toasts sit at the top.
  await page.mouse.move(1, page.viewportSize()!.height - 1);
}

for (const [kind, email, title, staysMs] of [
  ['an error', '', 'Validation Error', 5_000],
  ['a success', `toast-${Date.now().toString(36)}@example.com`, 'Welcome to the Wildroot Circle!', 4_000],
] as const) {
  test(`${kind} toast stays ${staysMs / 1000} s`, async ({page}) => {
    await joinWith(page, email);
    const toast = page.getByTestId('toast').filter({hasText: title});
    await expect(toast).toBeVisible();
    await page.clock.runFor(staysMs - 100);
    await expect(toast).toBeVisible();
    await page.clock.runFor(100);
    await expect(toast).toBeHidden();
  });
}
